import Testing

@testable import Understanding

/// Cleaning of free text, which a list of a thousand items does two thousand times: ASCII text
/// is cleaned a byte at a time, and must come out as the Character by Character cleaning does.
@Suite struct FreeTextTests {
  @Test func cleansAsBefore() {
    #expect(FreeText.clean("  \"hello there.\" ") == "hello there")
    #expect(FreeText.clean("- milk,") == "milk")
    #expect(FreeText.clean("`it's'") == "it's")
    #expect(FreeText.clean("\u{201C}café\u{201D}") == "café")
    #expect(FreeText.clean("\u{2014} eggs") == "eggs")
    #expect(FreeText.clean(" ,;: ") == nil)
    #expect(FreeText.clean("\"\"") == nil)
    #expect(FreeText.clean("\"") == "\"")
  }

  @Test func asciiTextIsCleanedAsCharacterByCharacter() {
    // Every short string over the characters that matter here, and some longer ones drawn
    // from them.
    let alphabet: [Character] = [
      " ", ",", ";", ":", ".", "-", "\"", "'", "`", "\t", "\r\n", "\n", "a",
    ]
    var texts: [String] = [""]
    for _ in 1...3 { texts = texts + texts.flatMap { text in alphabet.map { text + String($0) } } }
    var generator = SplitMix(seed: 7)
    for _ in 0..<2000 {
      let length = Int(generator.next() % 12)
      texts.append(
        String((0..<length).map { _ in alphabet[Int(generator.next() % UInt64(alphabet.count))] }))
    }
    for text in Set(texts) {
      #expect(
        FreeText.clean(text[...]) == FreeText.cleanCharacters(text[...]), "\(text.debugDescription)"
      )
    }
  }
}

/// A small deterministic generator, so the strings are the same every run.
struct SplitMix {
  var state: UInt64
  init(seed: UInt64) { state = seed }
  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }
}
