import Testing

@testable import Runtime

@Suite struct CommandLineWordsTests {
  @Test func quotesKeepSpacesInsideOneWordAndAnOpenQuoteIsNoLine() {
    #expect(
      CommandLineWords.split(#":vocab add carName "Blue bell""#) == [
        ":vocab", "add", "carName", "Blue bell",
      ])
    #expect(
      CommandLineWords.split(":vocab add carName 'it''s'") == [":vocab", "add", "carName", "its"])
    #expect(CommandLineWords.split(#":unlock"1234""#) == [":unlock1234"])
    #expect(CommandLineWords.split(#":vocab add carName "Bluebell"#) == nil)
    #expect(CommandLineWords.split(" \t:tick  5\r\n") == [":tick", "5"])
    #expect(CommandLineWords.split("") == [])
    #expect(CommandLineWords.split(#""""#) == [""])
  }

  /// The byte-by-byte reading of ASCII lines gives what reading Characters gives.
  @Test func asciiLinesSplitAsCharactersDo() {
    let lines = [
      #":vocab add carName "Blue bell" --sounds-like 'blu bel'"#, ":tick\t5\u{0B}6\u{0C}7",
      #"a"b c"d e"#,
      "'' \"\" x", ":simulate UnicornChat slow 3\r\n", "  ", "\"open", "a'b\"c'd",
    ]
    for line in lines {
      #expect(CommandLineWords.split(line) == CommandLineWords.splitCharacters(line), "\(line)")
    }
    // Lines that are not ASCII take the Character path, with its whitespace.
    #expect(
      CommandLineWords.split(":vocab add carName Zoë\u{00A0}Car") == [
        ":vocab", "add", "carName", "Zoë", "Car",
      ])
  }

  /// Every line of up to five bytes made of a letter, quotes and whitespace splits by bytes as
  /// it does by Characters.
  @Test func everyShortLineOfQuotesAndSpacesSplitsAsCharactersDo() {
    let bytes = ["a", " ", "\"", "'", "\t"]
    var lines = [""]
    var ofLength = [""]
    for _ in 1...5 {
      ofLength = ofLength.flatMap { line in bytes.map { line + $0 } }
      lines += ofLength
    }
    for line in lines {
      #expect(CommandLineWords.split(line) == CommandLineWords.splitCharacters(line), "\(line)")
    }
  }
}
