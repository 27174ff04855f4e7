import SpokenLanguage

/// Text as grammars match it: words folded (lowercase, accents off: "Tâches" is "taches"), with
/// hyphens, apostrophes and punctuation between words, so that "montre-moi" is "montre moi" and
/// "l'application" is "l application". Each word keeps where it stood in the text, so that a
/// slot's value is what the user typed, accents and capitals kept.
enum GrammarText {
  struct Word: Hashable, Sendable {
    /// Folded.
    var text: String
    /// Where the word stands in the original text.
    var range: Range<String.Index>
  }

  /// The words of `text`, folded, each with its place.
  static func split(_ text: String) -> [Word] {
    if let words = text.utf8.withContiguousStorageIfAvailable({ splitASCII(text, $0) }),
      let words
    {
      return words
    }
    return splitCharacters(text)
  }

  /// `split` for any text, character by character.
  static func splitCharacters(_ text: String) -> [Word] {
    var words: [Word] = []
    var start: String.Index?
    var folded = ""
    var index = text.startIndex
    func close(at end: String.Index) {
      if let begun = start, !folded.isEmpty { words.append(Word(text: folded, range: begun..<end)) }
      start = nil
      folded = ""
    }
    while index < text.endIndex {
      let character = text[index]
      let next = text.index(after: index)
      // A point stays inside a number ("12.50") and ends a sentence anywhere else.
      let decimalPoint =
        character == "." && start != nil && index > text.startIndex
        && text[text.index(before: index)].isNumber && next < text.endIndex && text[next].isNumber
      if isWordCharacter(character) || decimalPoint {
        if start == nil { start = index }
        for scalar in character.unicodeScalars { LatinFolding.append(scalar, to: &folded) }
      } else {
        close(at: index)
      }
      index = next
    }
    close(at: text.endIndex)
    return words
  }

  /// `split` for text that is all ASCII, as most requests and every English grammar line are,
  /// read byte by byte: the same words, without making a Character of each letter, which was
  /// most of the time of reading a request's words and the grammar files. Nil for other text.
  private static func splitASCII(_ text: String, _ bytes: UnsafeBufferPointer<UInt8>) -> [Word]? {
    let isDigit = ASCIIBytes.isDigit
    // Letters, digits and "$", the one ASCII currency sign.
    func isWordByte(_ byte: UInt8) -> Bool {
      isDigit(byte) || ASCIIBytes.isLetter(byte) || byte == 0x24
    }
    var words: [Word] = []
    var start: Int?
    var folded: [UInt8] = []
    func index(_ offset: Int) -> String.Index {
      text.utf8.index(text.utf8.startIndex, offsetBy: offset)
    }
    func close(at end: Int) {
      if let begun = start {
        words.append(
          Word(text: String(decoding: folded, as: UTF8.self), range: index(begun)..<index(end)))
      }
      start = nil
      folded.removeAll(keepingCapacity: true)
    }
    for offset in bytes.indices {
      let byte = bytes[offset]
      guard byte < 0x80 else { return nil }
      // A point stays inside a number ("12.50") and ends a sentence anywhere else.
      let decimalPoint =
        byte == 0x2E && start != nil && offset > 0 && isDigit(bytes[offset - 1])
        && offset + 1 < bytes.count && isDigit(bytes[offset + 1])
      if isWordByte(byte) || decimalPoint {
        if start == nil { start = offset }
        folded.append(ASCIIBytes.lowercased(byte))
      } else {
        close(at: offset)
      }
    }
    close(at: bytes.count)
    return words
  }

  /// The folded words alone.
  static func words(_ text: String) -> [String] { split(text).map(\.text) }

  /// Letters, digits and emoji make words ("🎉 party" is a title), and currency signs stay
  /// with them ("$5", "¥500"); everything else (spaces, hyphens, apostrophes, punctuation) parts them.
  private static func isWordCharacter(_ character: Character) -> Bool {
    character.isLetter || character.isNumber
      || character.unicodeScalars.contains {
        $0.properties.generalCategory == .currencySymbol
          || (!$0.isASCII && $0.properties.isEmoji)
      }
  }

  /// Whether `text` can name a definition, a slot or a reader: letters only.
  static func isName(_ text: String) -> Bool {
    guard !text.isEmpty else { return false }
    // Names are nearly always ASCII letters, told by their bytes before Unicode is asked.
    if text.utf8.allSatisfy({ ($0 | 0x20) >= UInt8(ascii: "a") && ($0 | 0x20) <= UInt8(ascii: "z") }
    ) {
      return true
    }
    return text.allSatisfy(\.isLetter)
  }
}
