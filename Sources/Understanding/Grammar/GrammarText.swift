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
    !text.isEmpty && text.allSatisfy(\.isLetter)
  }
}
