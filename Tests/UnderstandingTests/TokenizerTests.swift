import Testing

@testable import Understanding

/// Requests are split into tokens a byte at a time when they are ASCII: the tokens are those
/// the scalar-at-a-time split gives any text.
@Suite struct TokenizerTests {
  @Test(arguments: [
    "text John hello", "  Kate,  are you coming?  ", "\"See you at 6, OK?\"", "John: see you",
    "add eggs , milk ; bread", "pay $25 to Ana @ 5%", "it's `quoted` O'Neil's", "a\r\nb\tc",
    ",,, ::", "", "   ", "#1 & +2", "ALL CAPS-And-Dashes!",
  ])
  func asciiTextSplitsAsEveryTextDoes(_ text: String) {
    let fast = Tokenizer.tokenize(text)
    let scalars = Tokenizer.tokenizeScalars(text)
    #expect(fast.map(\.word) == scalars.map(\.word))
    #expect(fast.map(\.core) == scalars.map(\.core))
    #expect(fast.map(\.raw) == scalars.map(\.raw))
    #expect(fast.map(\.isCapitalized) == scalars.map(\.isCapitalized))
    #expect(fast.map(\.endsPhrase) == scalars.map(\.endsPhrase))
    #expect(fast.map(\.endsWithColon) == scalars.map(\.endsWithColon))
    #expect(fast.map(\.position) == scalars.map(\.position))
  }

  @Test func wordsAreLowercasedAndEdgePunctuationGoes() {
    #expect(Tokenizer.tokenize("Hello, “World”! Café").map(\.word) == ["hello", "world", "cafe"])
    #expect(Tokenizer.tokenize("Hello, `World`!").map(\.word) == ["hello", "world"])
  }
}
