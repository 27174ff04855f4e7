import IntentKit
import Testing
import Understanding

/// Inputs the fuzzer (`make fuzz TARGET=understanding`) found that crashed understanding, kept
/// so they never crash again: each is read as a request and as an answer to every kind of
/// question.
@Suite struct FuzzFindingsTests {
  @Test(arguments: [
    // "open" or "use" with fewer than three words made an empty-range trap in the ride lead-in
    // ("open the uber app and ..."): typing "open" ended the shell.
    "open", "use", "launch", "open x", "use the", "Open?",
  ])
  func crashersAreReadWithoutCrashing(_ text: String) {
    _ = vocabularyUnderstander.understand(text)
    _ = understander.understand(text)
    let expectations: [AnswerExpectation] =
      [.yesNo]
      + [ParameterValueType.person, .string, .currencyAmount, .taskList, .boolean, .integer]
      .flatMap { [.value($0), .yesNoOrValue($0)] }
    for expectation in expectations { _ = understander.interpret(text, expecting: expectation) }
  }

  @Test func openAloneIsNotARequest() {
    #expect(understander.understand("open") == nil)
  }
}
