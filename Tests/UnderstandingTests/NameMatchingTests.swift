import Testing
import Understanding

@testable import SpokenLanguage

@Suite("Name normalisation")
struct NameNormalizerTests {
  @Test(arguments: [
    ("John Baily", "john baily"), ("  JOHN   Baily ", "john baily"), ("Zoë", "zoe"),
    ("Élodie Núñez", "elodie nunez"), ("O'Brien", "obrien"), ("O\u{2019}Brien", "obrien"),
    ("Jean-Luc", "jean luc"), ("J.R. Smith", "j r smith"), ("Søren Ærø", "soren aero"),
    ("Straße", "strasse"), ("Łukasz Wałęsa", "lukasz walesa"), ("Zoe\u{301}", "zoe"),
    ("Žižek Ŵŷ", "zizek wy"), ("Œuvre Ĳssel", "oeuvre ijssel"), ("Ňŉŋ Ŕ", "nnn r"),
    ("", ""), ("  ...  ", ""), ("UnicornChat!", "unicornchat"), ("Anna\tMaria\n", "anna maria"),
  ])
  func normalizesCaseDiacriticsPunctuationAndSpace(_ text: String, _ expected: String) {
    #expect(NameNormalizer.normalize(text) == expected)
  }

  /// ASCII text, nearly all that is typed, is read on its bytes: every byte alone, between
  /// letters and at the ends gives what reading scalar by scalar gives.
  @Test func asciiTextIsNormalizedAsScalarByScalar() {
    var texts = [
      "text Ana Lopez: where are you?", "O'Brien's `quoted` car", "  $12.50 for lunch!! ",
      "list-o-mat", "UnicornChat\tJohn\r\n",
    ]
    for byte in UInt8(0)..<0x80 {
      let character = String(UnicodeScalar(byte))
      texts += [character, "a\(character)B", "\(character)x", "9\(character)"]
    }
    for text in texts {
      let scalarByScalar = NameNormalizer.normalizeScalars(text)
      #expect(NameNormalizer.normalizeASCII(text) == scalarByScalar, "\(text)")
      #expect(
        NameNormalizer.normalizeASCII(text, joiningWords: true)
          == scalarByScalar.replacingOccurrences(of: " ", with: ""), "\(text)")
    }
    #expect(NameNormalizer.normalizeASCII("Zoë") == nil)
    #expect(NameNormalizer.normalizeASCII("a name longer than fifteen bytes, then Zoë") == nil)
  }

  /// The byte tests the ASCII fast paths share answer as Characters do, for every ASCII byte.
  @Test func asciiByteTestsAgreeWithCharacters() {
    for byte in UInt8(0)..<0x80 {
      let character = Character(UnicodeScalar(byte))
      #expect(ASCIIBytes.isWhitespace(byte) == character.isWhitespace, "\(byte)")
      #expect(ASCIIBytes.isDigit(byte) == character.isWholeNumber, "\(byte)")
      #expect(ASCIIBytes.isLetter(byte) == character.isLetter, "\(byte)")
      #expect(ASCIIBytes.isUppercase(byte) == character.isUppercase, "\(byte)")
      #expect(
        String(decoding: [ASCIIBytes.lowercased(byte)], as: UTF8.self) == character.lowercased())
      #expect(
        String(decoding: [ASCIIBytes.uppercased(byte)], as: UTF8.self) == character.uppercased())
    }
    #expect(ASCIIBytes.all("plain text\r\n".utf8) && !ASCIIBytes.all("Zoë".utf8))
    let every = (UInt8(0)..<0x80).map { $0 }
    every.withUnsafeBufferPointer { bytes in
      #expect(
        ASCIIBytes.lowercasedString(bytes[...])
          == String(decoding: every, as: UTF8.self).lowercased())
      #expect(ASCIIBytes.lowercasedString(bytes[65..<91]) == "abcdefghijklmnopqrstuvwxyz")
      #expect(ASCIIBytes.lowercasedString(bytes[65..<65]) == "")
    }
  }

  /// Words split on bytes, and run together, as splitting and joining Characters gives.
  @Test func wordsAreSplitAndJoinedAsCharactersAre() {
    for text in [
      "text Ana Lopez: where are you?", "O'Brien's `quoted` car", "  Nest   Egg ", "", "  ",
      "Zoë  Saldaña", "Jean-Luc Picard", "東京 タワー", "x \u{93E}y",
    ] {
      let characters = NameNormalizer.normalize(text).split(separator: " ").map(String.init)
      #expect(NameNormalizer.words(text) == characters, "\(text)")
      #expect(NameNormalizer.joinedWords(text) == characters.joined(), "\(text)")
    }
  }
}

@Suite("Phonetic keys")
struct PhoneticKeyTests {
  @Test(arguments: [
    ["John", "Jon"], ["Sean", "Shaun", "Shawn"], ["Katherine", "Catherine", "Kathryn"],
    ["Steven", "Stephen"], ["Baily", "Bailey", "Bayley"], ["Smith", "Smyth"],
    ["Philip", "Phillip", "Filip"], ["Theresa", "Teresa"], ["Zoë", "Zoe"],
  ])
  func soundAlikesShareAKey(_ names: [String]) {
    let keys = Set(names.map(PhoneticKey.key))
    #expect(keys.count == 1, "\(names) -> \(names.map(PhoneticKey.key))")
  }

  @Test(arguments: [
    ("John", "Sean"), ("John", "James"), ("Baily", "Kelly"), ("Steven", "Stella"),
    ("Mark", "Mike"), ("Catherine", "Caroline"),
  ])
  func differentNamesHaveDifferentKeys(_ first: String, _ second: String) {
    #expect(PhoneticKey.key(first) != PhoneticKey.key(second))
  }

  @Test(arguments: [
    ("John", "JN"), ("Sean", "SN"), ("Katherine", "KTRN"), ("Stephen", "STFN"), ("Baily", "PL"),
    ("Knight", "NT"), ("Michael", "MKL"), ("Schmidt", "SMT"), ("Thomas", "TMS"),
    ("Xavier", "SF"), ("Caesar", "SSR"), ("Edgar", "ATKR"),
  ])
  func keysFollowDoubleMetaphonePrimary(_ name: String, _ key: String) {
    #expect(PhoneticKey.key(name) == key)
  }

  /// ASCII words are read on their bytes: the key is the one folding scalar by scalar gives
  /// (forced here by a closing quote, which folding drops).
  @Test func asciiWordsHaveTheKeyFoldingGives() {
    var words = [
      "John", "Katherine", "rainy day fund", "McDonald's", "x-ray 42", "AEIOUY", "Schmidt", "",
    ]
    for byte in UInt8(0)..<0x80 { words.append("a\(Character(UnicodeScalar(byte)))Zq") }
    for word in words {
      for length in [4, 12] {
        #expect(
          PhoneticKey.key(word, maxLength: length)
            == PhoneticKey.key(word + "\u{2019}", maxLength: length), "\(word)")
      }
    }
  }

  @Test func keyIsUppercaseAsciiWhateverTheInput() {
    #expect(PhoneticKey.key("") == "")
    #expect(PhoneticKey.key("  ") == "")
    #expect(PhoneticKey.key("123") == "")
    #expect(PhoneticKey.key("john") == PhoneticKey.key("JOHN"))
    #expect(PhoneticKey.key("O'Brien") == PhoneticKey.key("OBrien"))
    for name in ["Zoë", "Łukasz", "François", "Nguyễn", "Ωmega", "Ann-Marie"] {
      let key = PhoneticKey.key(name)
      #expect(key.utf8.allSatisfy { $0 >= 0x41 && $0 <= 0x5A }, "\(name) -> \(key)")
    }
  }
}
