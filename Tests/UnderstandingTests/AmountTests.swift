import IntentKit
import Testing

@testable import Understanding

/// Amounts as typed, read exactly: through answers to "How much?" and inside requests.
@Suite("Amounts")
struct AmountTests {
  /// What `text` means as the answer to "How much?".
  static func answer(_ text: String) -> PromptAnswer {
    understander.interpret(text, expecting: .value(.currencyAmount))
  }

  @Test func readsTwentyFiveBucksAsUSD() {
    #expect(Self.answer("twenty five bucks") == .value(dollars(2500)))
  }

  @Test(arguments: [
    ("$25", 2500, "USD"), ("$25.50", 2550, "USD"), ("25 dollars", 2500, "USD"),
    ("25 bucks", 2500, "USD"), ("twenty-five dollars", 2500, "USD"),
    ("twenty five dollars and fifty cents", 2550, "USD"), ("5 dollars 50 cents", 550, "USD"),
    ("a hundred dollars", 10000, "USD"), ("a buck", 100, "USD"), ("100 USD", 10000, "USD"),
    ("USD 100", 10000, "USD"), ("US$5", 500, "USD"), ("5$", 500, "USD"),
    ("$1,250.50", 125050, "USD"), ("€15", 1500, "EUR"), ("15 euros", 1500, "EUR"),
    ("15 EUR", 1500, "EUR"), ("15€", 1500, "EUR"), ("€15,50", 1550, "EUR"),
    ("1.250,50 €", 125050, "EUR"), ("£3.99", 399, "GBP"), ("3 pounds 99", 399, "GBP"),
    ("ten quid", 1000, "GBP"), ("99p", 99, "GBP"), ("150 pence", 150, "GBP"),
    ("¥500", 500, "JPY"), ("500 yen", 500, "JPY"), ("20 francs", 2000, "CHF"),
    ("20 swiss francs", 2000, "CHF"), ("20 CHF", 2000, "CHF"), ("300 rupees", 30000, "INR"),
    ("50 pesos", 5000, "MXN"), ("100 yuan", 10000, "CNY"), ("40 canadian dollars", 4000, "CAD"),
    ("100 XYZ", 10000, "XYZ"), ("15 €", 1500, "EUR"), ("€ 15", 1500, "EUR"),
    ("$.99", 99, "USD"), ("1 million dollars", 100_000_000, "USD"), ("$5k", 500_000, "USD"),
    ("2.5 thousand euros", 250_000, "EUR"), ("1.2345 thousand dollars", 123_450, "USD"),
    ("twenty five hundred dollars", 250_000, "USD"),
  ])
  func readsEveryAmountFormExactly(_ text: String, _ minorUnits: Int, _ code: String) {
    #expect(Self.answer(text) == .value(money(minorUnits, code)))
  }

  @Test(arguments: [
    ("25", 2500), ("1,250.50", 125050), ("1,250", 125000), ("twelve", 1200), ("0.5", 50),
    (".5", 50), ("thirty-one", 3100),
    ("50 cents", 50), ("fifty cents", 50),
  ])
  func amountWithoutCurrencyLeavesItToTheApp(_ text: String, _ minorUnits: Int) {
    #expect(Self.answer(text) == .value(money(minorUnits, nil)))
  }

  @Test(arguments: [
    ("-5 dollars", -500), ("minus 5 dollars", -500), ("-$5", -500), ("$-5", -500),
    ("negative five dollars", -500), ("minus $2.50", -250), ("$0", 0), ("zero dollars", 0),
    ("0 dollars", 0),
  ])
  func negativeAndZeroAmountsReachTheApp(_ text: String, _ cents: Int) {
    #expect(Self.answer(text) == .value(dollars(cents)))
  }

  /// Said as money, but no amount the app can hold: the words go to the app, which says why.
  @Test(arguments: [
    "$1.234", "$99999999999999999999", "15 zorkmids", "¥1.5", "1,2,3 dollars",
    "twenty yen and fifty cents", "$5 euros", "9.5p", "99999999999999999999",
    "99999 billion dollars", "1.234567 thousand dollars",
  ])
  func unreadableAmountIsTheWordsAsSaid(_ text: String) {
    #expect(Self.answer(text) == .value(.string(text)))
  }

  @Test(arguments: [
    ("make it 30 euros", money(3000, "EUR")), ("it's $25 please", dollars(2500)),
    ("just 25", money(2500, nil)), ("how about twenty bucks", dollars(2000)),
    ("$25.", dollars(2500)), ("send 40 dollars", dollars(4000)),
    ("about 10 quid", money(1000, "GBP")),
  ])
  func amountReplyDropsTheWordsAroundIt(_ text: String, _ value: IntentValue) {
    #expect(Self.answer(text) == .value(value))
  }

  @Test(arguments: [
    "John", "", "lots", "five stars", "a few", "some money", "$", "twenty five bucks for lunch",
    "3pm", "the 5th", "oh", "---5", "one trillion dollars", "twenty twenty",
  ])
  func replyThatIsNoAmountIsUnrecognized(_ text: String) {
    #expect(Self.answer(text) == .unrecognized)
  }

  /// After "pay" nothing but money is meant; after "transfer" or "send", a word after the
  /// number is what is counted.
  @Test func unknownCurrencyOnlyWhereTheVerbMeansMoney() {
    #expect(
      understander.understand("charge Ana 15 zorkmids")
        == requestPayment(from: "Ana", .string("15 zorkmids")))
    #expect(understander.understand("transfer 5 files to my laptop") == nil)
    #expect(understander.understand("send 2 hugs to Ana")?.name == .sendMessage)
    #expect(understander.understand("request 3 tickets from John") == nil)
  }

  /// Words are read as an amount only when one may start in them.
  @Test func onlyWordsWithADigitASpelledNumberOrANoteMayBeAnAmount() {
    for text in [
      "$5", "Twenty-Five bucks", "A BUCK", "an hour", "fifty cents", "zero", "oh", "x9", "é",
    ] {
      #expect(AmountWords.mayHaveAmount(text), "\(text)")
    }
    for text in ["ana lopez", "my grocery list", "Hello there!", "", "fiver", "pineapple"] {
      #expect(!AmountWords.mayHaveAmount(text), "\(text)")
    }
    #expect(AmountWords.mayHaveAmount("FIVER please", orAnyOf: ["fiver"]))
    #expect(!AmountWords.mayHaveAmount("fivers", orAnyOf: ["fiver"]))
  }

  @Test func amountsInRequestsAreReadTheSameWay() {
    let amounts: [(String, IntentValue)] = [
      ("pay Ana €15", money(1500, "EUR")), ("pay Ana 15 EUR", money(1500, "EUR")),
      ("pay Ana 1,250.50", money(125050, nil)), ("pay Ana £3.99", money(399, "GBP")),
      ("pay Ana ¥500", money(500, "JPY")), ("pay Ana a hundred dollars", dollars(10000)),
      ("pay Ana 3 pounds 99", money(399, "GBP")), ("pay Ana -5 dollars", dollars(-500)),
      ("pay Ana minus 5 dollars", dollars(-500)), ("pay Ana $0", dollars(0)),
      ("pay Ana $1.234", .string("$1.234")),
      ("pay Ana $99999999999999999999", .string("$99999999999999999999")),
      ("pay Ana 15 zorkmids", .string("15 zorkmids")),
      ("send 99p to Ana", money(99, "GBP")), ("send 0.001 to Ana", .string("0.001")),
      ("pay Ana 15 €", money(1500, "EUR")),
      // Spelled in capitals, hyphens and notes: no digit, still an amount.
      ("pay Ana TWENTY-FIVE DOLLARS", dollars(2500)), ("pay Ana A Buck", dollars(100)),
      ("pay Ana ninety nine cents", money(99, nil)), ("send Ana a Tenner", money(1000, nil)),
    ]
    for (text, amount) in amounts {
      #expect(understander.understand(text) == sendPayment(to: "Ana", amount), "\(text)")
    }
  }
}
