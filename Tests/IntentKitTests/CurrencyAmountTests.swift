import IntentKit
import Testing

@Suite struct CurrencyAmountTests {
  @Test(arguments: [
    ("1250.50", "USD", 125_050, "$1,250.50"), ("-340.25", "USD", -34_025, "-$340.25"),
    ("15", "EUR", 1_500, "€15.00"), ("3.9", "GBP", 390, "£3.90"), ("500", "JPY", 500, "¥500"),
    ("1000000.01", "CHF", 100_000_001, "1,000,000.01 CHF"),
  ])
  func readsDecimalsExactlyAndFormatsThem(
    _ text: String, _ code: String, _ minorUnits: Int, _ formatted: String
  ) throws {
    let amount = try #require(CurrencyAmount(decimal: text, currencyCode: code))
    #expect(amount.minorUnits == minorUnits)
    #expect(amount.formatted == formatted)
  }

  @Test(arguments: [
    "", "1.234", "1,000", "abc", "1.", ".5", "--1", "5 JPY", "1e3", "1.2.3", "-", "+5", "\u{663}",
    "99999999999999999999", "9223372036855",
  ])
  func refusesWhatIsNotAnExactAmount(_ text: String) {
    #expect(CurrencyAmount(decimal: text, currencyCode: "USD") == nil)
  }

  @Test func aCurrencyWithoutMinorUnitsTakesNoDecimals() {
    #expect(CurrencyAmount(decimal: "5.0", currencyCode: "JPY") == nil)
    #expect(CurrencyAmount(decimal: "-0.5", currencyCode: "EUR")?.minorUnits == -50)
    #expect(
      CurrencyAmount(decimal: "9223372036854", currencyCode: "JPY")?.minorUnits == 9_223_372_036_854
    )
  }

  @Test func decimalTextNeverUsesFloatingPoint() {
    #expect(CurrencyAmount(minorUnits: 10, currencyCode: "USD").decimalText == "0.10")
    #expect(CurrencyAmount(minorUnits: -5, currencyCode: "USD").decimalText == "-0.05")
  }
}
