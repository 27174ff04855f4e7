import Testing

@testable import Dialog

@Suite struct SentenceLinesTests {
  /// A sentence's lines are split on its bytes as splitting Characters at "\n" splits them,
  /// empty lines kept, and a carriage return before a line feed keeps them one Character.
  @Test(arguments: [
    "Added eggs.", "", "\n", "one\ntwo", "one\n\ntwo\n", "Zoë\nsaid \u{1F44B}\nhi", "a\r\nb",
    "a\rb\nc", "\n\u{301}x", "tab\tand\u{0B}more\nend",
  ])
  func linesAreSplitAsCharactersSplitThem(text: String) {
    #expect(
      DialogManager.lines(of: text)
        == text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init))
  }
}
