import IntentKit
import Testing
import Understanding

@Suite("Cancel and yes/no answers")
struct YesNoAnswerTests {
  static let expectations: [AnswerExpectation] = [
    .yesNo, .value(.person), .value(.string), .value(.integer), .yesNoOrValue(.string),
    .choice(options: [ChoiceLabel(title: "Stop"), ChoiceLabel(title: "Go")], visible: 0..<2),
  ]

  @Test(arguments: [
    "cancel", "Cancel.", "never mind", "Nevermind", "stop", "forget it", "cancel that",
    "cancel please", "no, cancel", "ok never mind",
  ])
  func cancelsWhateverWasAsked(_ text: String) {
    for expectation in Self.expectations {
      #expect(understander.interpret(text, expecting: expectation) == .cancel)
    }
  }

  @Test(arguments: [
    "yes", "Yes.", "yeah", "yep", "yup", "sure", "ok", "okay", "y", "yes please", "do it",
    "send it", "go ahead", "correct", "right", "that's right", "Yes, send it", "yes thanks",
  ])
  func yesMeansYes(_ text: String) {
    #expect(understander.interpret(text, expecting: .yesNo) == .yes)
  }

  @Test(arguments: [
    "no", "No!", "nope", "nah", "n", "no thanks", "don't", "wrong", "no, don't send it",
  ])
  func noMeansNo(_ text: String) {
    #expect(understander.interpret(text, expecting: .yesNo) == .no)
  }

  @Test(arguments: ["maybe", "John", "", "purple elephant"])
  func otherRepliesToYesNoAreUnrecognized(_ text: String) {
    #expect(understander.interpret(text, expecting: .yesNo) == .unrecognized)
  }
}

@Suite("Choice answers")
struct ChoiceAnswerTests {
  /// Five options, the second page (3 and 4) showing.
  static let fiveOptions = [
    ChoiceLabel(title: "John Appleseed", subtitle: "mobile"),
    ChoiceLabel(title: "John Baily", subtitle: "home, mobile, work"),
    ChoiceLabel(title: "Jon Smith", subtitle: "work"),
    ChoiceLabel(title: "Sean Murphy", subtitle: "home"),
    ChoiceLabel(title: "Shaun White", subtitle: "school"),
  ]
  static let secondPage = AnswerExpectation.choice(options: fiveOptions, visible: 3..<5)
  static let firstPage = AnswerExpectation.choice(options: fiveOptions, visible: 0..<3)

  @Test(arguments: [
    "more", "next", "show more", "next page", "more options", "Next.", "show me more",
  ])
  func pagingForward(_ text: String) {
    #expect(understander.interpret(text, expecting: Self.firstPage) == .nextPage)
  }

  @Test(arguments: ["previous", "back", "go back", "previous page"])
  func pagingBack(_ text: String) {
    #expect(understander.interpret(text, expecting: Self.secondPage) == .previousPage)
  }

  @Test func digitsAreTheAbsoluteNumbersShown() {
    for text in ["2", "#2", "number 2", "option 2", "number two", "2."] {
      #expect(understander.interpret(text, expecting: Self.secondPage) == .choice(1), "\(text)")
    }
    #expect(understander.interpret("5", expecting: Self.firstPage) == .choice(4))
    #expect(understander.interpret("6", expecting: Self.secondPage) == .unrecognized)
    #expect(understander.interpret("0", expecting: Self.secondPage) == .unrecognized)
  }

  @Test func spokenAndWrittenNumbersMeanTheSameOptionOnEveryPage() {
    let spoken = ["one", "two", "three", "four", "five"]
    for page in [Self.firstPage, Self.secondPage] {
      for number in 1...5 {
        let written = understander.interpret("\(number)", expecting: page)
        #expect(written == .choice(number - 1))
        #expect(understander.interpret(spoken[number - 1], expecting: page) == written)
      }
      #expect(understander.interpret("six", expecting: page) == .unrecognized)
    }
  }

  @Test func ordinalPicksFromVisiblePage() {
    let cases: [(String, PromptAnswer)] = [
      ("the first one", .choice(3)), ("first", .choice(3)), ("1st", .choice(3)),
      ("the first", .choice(3)), ("the second one", .choice(4)), ("2nd", .choice(4)),
      ("the last one", .choice(4)), ("last", .choice(4)), ("the second to last", .choice(3)),
      // Past the page's end, an ordinal counts in the whole list.
      ("third", .choice(2)), ("the sixth one", .unrecognized),
    ]
    for (text, expected) in cases {
      #expect(understander.interpret(text, expecting: Self.secondPage) == expected, "\(text)")
    }
    #expect(understander.interpret("the second one", expecting: Self.firstPage) == .choice(1))
    #expect(understander.interpret("third", expecting: Self.firstPage) == .choice(2))
    #expect(understander.interpret("last", expecting: Self.firstPage) == .choice(2))
  }

  @Test func titleMatchPicksTheOption() {
    let cases: [(String, PromptAnswer)] = [
      ("John Baily", .choice(1)), ("john baily", .choice(1)), ("Baily", .choice(1)),
      ("John Baily please", .choice(1)), ("the Appleseed one", .choice(0)),
      ("Sean", .choice(3)), ("to Shaun White", .choice(4)), ("Murphy", .choice(3)),
    ]
    for (text, expected) in cases {
      #expect(understander.interpret(text, expecting: Self.firstPage) == expected, "\(text)")
    }
  }

  @Test func appNameMatchesWhateverTheSpacing() {
    let apps = [ChoiceLabel(title: "UnicornChat"), ChoiceLabel(title: "Chirp")]
    let expectation = AnswerExpectation.choice(options: apps, visible: 0..<2)
    #expect(understander.interpret("unicorn chat", expecting: expectation) == .choice(0))
    #expect(understander.interpret("the Chirp one", expecting: expectation) == .choice(1))
  }

  @Test(arguments: ["no", "nope", "none of them", "neither", "none of these please", "nobody"])
  func declineAtAListCancels(_ text: String) {
    #expect(understander.interpret(text, expecting: Self.firstPage) == .cancel)
  }

  @Test func anOptionNamedLikeADeclineIsStillPicked() {
    let options = [ChoiceLabel(title: "None"), ChoiceLabel(title: "Some")]
    let expectation = AnswerExpectation.choice(options: options, visible: 0..<2)
    #expect(understander.interpret("none", expecting: expectation) == .choice(0))
  }

  @Test func ambiguousTitleIsUnrecognized() {
    #expect(understander.interpret("John", expecting: Self.firstPage) == .unrecognized)
  }

  @Test func exactTitleWinsOverPartialMatch() {
    let options = [ChoiceLabel(title: "Grocery Store"), ChoiceLabel(title: "Grocery Store North")]
    let expectation = AnswerExpectation.choice(options: options, visible: 0..<2)
    #expect(understander.interpret("grocery store", expecting: expectation) == .choice(0))
    #expect(understander.interpret("north", expecting: expectation) == .choice(1))
  }

  @Test func subtitlePicksWhenUnique() {
    let handles = [
      ChoiceLabel(title: "John Baily", subtitle: "home"),
      ChoiceLabel(title: "John Baily", subtitle: "mobile"),
      ChoiceLabel(title: "John Baily", subtitle: "work"),
    ]
    let expectation = AnswerExpectation.choice(options: handles, visible: 0..<3)
    #expect(understander.interpret("mobile", expecting: expectation) == .choice(1))
    #expect(understander.interpret("the mobile one", expecting: expectation) == .choice(1))
    #expect(understander.interpret("work please", expecting: expectation) == .choice(2))
    #expect(understander.interpret("John Baily", expecting: expectation) == .unrecognized)
    // "school" is only in one subtitle; "home" in two.
    #expect(understander.interpret("school", expecting: Self.firstPage) == .choice(4))
    #expect(understander.interpret("home", expecting: Self.firstPage) == .unrecognized)
  }

  @Test func soundAlikeTitlePicksWhenUnique() {
    #expect(understander.interpret("Jon Baily", expecting: Self.firstPage) == .choice(1))
    #expect(understander.interpret("Bailey", expecting: Self.firstPage) == .choice(1))
  }

  @Test func soundAlikeButSpelledApartIsNotAChoice() {
    // "blue" shares Baily's phonetic key but is another word.
    #expect(understander.interpret("the blue one", expecting: Self.firstPage) == .unrecognized)
  }

  @Test(arguments: ["purple elephant", "", "the tenth one"])
  func otherRepliesToChoiceAreUnrecognized(_ text: String) {
    #expect(understander.interpret(text, expecting: Self.firstPage) == .unrecognized)
  }
}

@Suite("Value answers")
struct ValueAnswerTests {
  @Test(arguments: [
    ("John", "John"), ("to John Baily", "John Baily"), ("it's Sean", "Sean"),
    ("send it to John please", "John"), ("John Baily.", "John Baily"), ("my mom", "mom"),
    ("Zoë O'Brien", "Zoë O'Brien"), ("John and Sean", "John and Sean"),
  ])
  func personReplyIsASpokenPerson(_ text: String, _ name: String) {
    #expect(
      understander.interpret(text, expecting: .value(.person))
        == .value(.person(Person.spoken(name))))
  }

  @Test(arguments: [
    ("see you soon", "see you soon"), ("  I'm running late!  ", "I'm running late!"),
    ("say hello there", "hello there"), ("saying I'm on my way", "I'm on my way"),
    ("tell them dinner is ready", "dinner is ready"), ("\"quoted text\"", "quoted text"),
    ("Say \u{201C}Hi\u{201D}", "Hi"),
  ])
  func stringReplyIsTheTextAsTyped(_ text: String, _ content: String) {
    #expect(understander.interpret(text, expecting: .value(.string)) == .value(.string(content)))
  }

  @Test func speakableReplyIsASpeakableString() {
    #expect(
      understander.interpret("Grocery Store", expecting: .value(.speakableString))
        == .value(.speakable(SpeakableString(spokenPhrase: "Grocery Store"))))
  }

  @Test(arguments: ["", "   ", "\"\""])
  func emptyReplyIsUnrecognized(_ text: String) {
    #expect(understander.interpret(text, expecting: .value(.string)) == .unrecognized)
    #expect(understander.interpret(text, expecting: .value(.person)) == .unrecognized)
  }

  @Test(arguments: [
    ("3", 3), ("42", 42), ("1,000", 1000), ("-3", -3), ("three", 3), ("twenty one", 21),
    ("twenty-one", 21), ("a hundred and five", 105), ("two thousand", 2000), ("it's 4", 4),
    ("zero", 0), ("nineteen", 19), ("one hundred twelve", 112), ("a million", 1_000_000),
    ("two million three thousand and one", 2_003_001),
  ])
  func integerReplyReadsDigitsAndWords(_ text: String, _ value: Int) {
    #expect(understander.interpret(text, expecting: .value(.integer)) == .value(.integer(value)))
  }

  @Test(arguments: [
    "a few", "lots", "three apples", "", "million million million million million",
    "hundred hundred hundred hundred hundred hundred hundred hundred hundred hundred",
    "99999999999999999999999", "one two", "twenty thirty",
  ])
  func nonNumberIntegerReplyIsUnrecognized(_ text: String) {
    #expect(understander.interpret(text, expecting: .value(.integer)) == .unrecognized)
  }

  @Test func booleanReplyReadsYesAndNo() {
    #expect(understander.interpret("yes", expecting: .value(.boolean)) == .value(.boolean(true)))
    #expect(understander.interpret("nope", expecting: .value(.boolean)) == .value(.boolean(false)))
    #expect(understander.interpret("blue", expecting: .value(.boolean)) == .unrecognized)
  }
}

@Suite("Answers in the words requests use")
struct AnswersInRequestWordsTests {
  /// A contact's handles, as "Which number for John Baily?" offers them.
  static let handles = AnswerExpectation.choice(
    options: [
      ChoiceLabel(title: "home", subtitle: "+1 (408) 555-0111"),
      ChoiceLabel(title: "mobile", subtitle: "+1 (408) 555-0112"),
      ChoiceLabel(title: "work", subtitle: "john.baily@example.com"),
    ], visible: 0..<3)

  @Test(arguments: [
    ("cell", 1), ("the cell", 1), ("his cell phone", 1), ("office", 2), ("email", 2),
    ("house", 0),
  ])
  func aHandleIsPickedByTheWordsARequestUsesForIt(_ text: String, _ index: Int) {
    #expect(understander.interpret(text, expecting: Self.handles) == .choice(index))
  }

  @Test func aWordThatFitsSeveralOptionsPicksNone() {
    #expect(understander.interpret("phone", expecting: Self.handles) == .unrecognized)
  }

  @Test(arguments: [("on Chirp", 1), ("in UnicornChat", 0), ("using chirp", 1)])
  func anAppIsPickedAsARequestNamesIt(_ text: String, _ index: Int) {
    let apps = AnswerExpectation.choice(
      options: [ChoiceLabel(title: "UnicornChat"), ChoiceLabel(title: "Chirp")], visible: 0..<2)
    #expect(understander.interpret(text, expecting: apps) == .choice(index))
  }

  @Test func anOptionIsPickedByWhereItIs() {
    let places = AnswerExpectation.choice(
      options: [
        ChoiceLabel(title: "Main Street", subtitle: "Oakland"),
        ChoiceLabel(title: "Main Street", subtitle: "San Francisco"),
      ], visible: 0..<2)
    #expect(understander.interpret("the one in Oakland", expecting: places) == .choice(0))
  }

  @Test func noAndAnotherValueCorrectsTheOneOffered() {
    let expecting = AnswerExpectation.yesNoOrCorrection(.person)
    #expect(
      understander.interpret("no, Kate", expecting: expecting) == .value(.person(.spoken("Kate"))))
    #expect(
      understander.interpret("no I meant Ana Lopez", expecting: expecting)
        == .value(.person(.spoken("Ana Lopez"))))
    #expect(understander.interpret("no", expecting: expecting) == .no)
    #expect(understander.interpret("yes", expecting: expecting) == .yes)
    // A value without the no is not taken for one.
    #expect(understander.interpret("maybe", expecting: expecting) == .unrecognized)
  }

  @Test(arguments: [AnswerExpectation.value(.person), .value(.taskList), .value(.note)])
  func noWhereSomeoneOrSomethingIsAskedForDeclines(_ expecting: AnswerExpectation) {
    #expect(understander.interpret("no", expecting: expecting) == .cancel)
    #expect(understander.interpret("nobody", expecting: expecting) == .cancel)
  }

  @Test(arguments: [("3 people", 3), ("me and two friends", 3), ("four of us", 4)])
  func aNumberOfPeopleIsReadAsARequestSaysIt(_ text: String, _ count: Int) {
    #expect(understander.interpret(text, expecting: .value(.integer)) == .value(.integer(count)))
  }

  @Test func noWhereWordsAreAskedForIsTheWords() {
    #expect(understander.interpret("no", expecting: .value(.string)) == .value(.string("no")))
  }
}
