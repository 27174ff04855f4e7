import Testing

@testable import Runtime

/// Text from users and files is shown on the terminal, never acted on.
@Suite struct TerminalTextTests {
  @Test func controlCharactersAreShownInCaretNotation() {
    #expect(TerminalText.inert("\u{1B}[2Jmilk") == "^[[2Jmilk")
    #expect(TerminalText.inert("\u{1B}]52;c;aGk=\u{07}") == "^[]52;c;aGk=^G")
    #expect(TerminalText.inert("a\nb\rc\td\u{7F}") == "a^Jb^Mc^Id^?")
    #expect(TerminalText.inert("\u{0}") == "^@")
  }

  @Test func c1AndBidiControlsAreShownAsCodePoints() {
    #expect(TerminalText.inert("x\u{9B}31m") == "x<U+009B>31m")
    #expect(TerminalText.inert("abc\u{202E}fed") == "abc<U+202E>fed")
    #expect(TerminalText.inert("\u{2066}i\u{2069}") == "<U+2066>i<U+2069>")
  }

  @Test func ordinaryTextIsUnchangedEmojiSequencesIncluded() {
    for text in ["Grocery Store", "café ☕️", "👩‍👩‍👧 family", "日本語", ""] {
      #expect(TerminalText.inert(text) == text)
    }
  }

  @Test func everyTextLineOfASessionIsInert() {
    let lines =
      TextRendering.lines(.say("Added \u{1B}[2Jmilk."))
      + TextRendering.lines(.error("unknown command :\u{1B}]0;x\u{7}"))
      + TextRendering.lines(.trace(call: "resolve(\u{1B}c)", result: "ok"))
    #expect(
      lines == [
        "Added ^[[2Jmilk.", "error: unknown command :^[]0;x^G", "[trace] resolve(^[c) -> ok",
      ])
    #expect(!lines.joined().unicodeScalars.contains { $0.value < 0x20 })
  }

  /// The byte check finds a scalar to escape exactly when one is there: every scalar alone,
  /// and between others, from the start of Unicode to past the bidi isolates, then a sample of
  /// the rest.
  @Test func theByteCheckFindsExactlyTheScalarsToEscape() {
    let scalars =
      (0...0x2100).compactMap(Unicode.Scalar.init)
      + stride(from: 0x2100, through: 0x10FFFF, by: 97).compactMap(Unicode.Scalar.init)
    for scalar in scalars {
      let escapes = TerminalText.needsEscaping(scalar)
      for text in [String(scalar), "a\(scalar)b", "é\(scalar)", "\(scalar)\u{2014}"] {
        #expect(
          TerminalText.hasScalarToEscape(text) == escapes, "U+\(String(scalar.value, radix: 16))")
      }
    }
  }
}
