/// INVocabulary's rules for a set of terms. Each app's sets live in the state database
/// (`AppDatabase.setVocabulary`): per string type an ordered set, earlier terms more important
/// and winning ties, each set replaced whole when set again.
public enum UserVocabulary {
  /// The terms as an ordered set: repeated terms keep their first place, as in an
  /// NSOrderedSet; each term checked, and nothing accepted when one is refused.
  public static func validated(_ terms: [SpeakableString]) throws(VocabularyProblem)
    -> [SpeakableString]
  {
    var ordered: [SpeakableString] = []
    var seen = Set<SpeakableString>()
    var identifiers: [String: String] = [:]
    for term in terms {
      try check(term)
      guard seen.insert(term).inserted else { continue }
      if let identifier = term.vocabularyIdentifier {
        if let other = identifiers[identifier] {
          throw .duplicateIdentifier(identifier, first: other, second: term.spokenPhrase)
        }
        identifiers[identifier] = term.spokenPhrase
      }
      ordered.append(term)
    }
    return ordered
  }

  /// The most bytes a term may take, counted in UTF-16 as the SDK header does.
  public static let maxTermBytes = 1024

  /// A term's size as `maxTermBytes` counts it.
  public static func bytes(of text: String) -> Int { text.utf16.count * 2 }

  /// Checks one term on its own: a phrase that says something, within the size limit.
  public static func check(_ term: SpeakableString) throws(VocabularyProblem) {
    if term.spokenPhrase.allSatisfy(\.isWhitespace) { throw .emptyPhrase }
    for text in [term.spokenPhrase, term.pronunciationHint, term.vocabularyIdentifier] {
      guard let text else { continue }
      let size = bytes(of: text)
      if size > maxTermBytes { throw .tooLong(String(text.prefix(24)), bytes: size) }
    }
    if let hint = term.pronunciationHint, hint.allSatisfy(\.isWhitespace) {
      throw .emptyPronunciation(term.spokenPhrase)
    }
    if let identifier = term.vocabularyIdentifier, identifier.allSatisfy(\.isWhitespace) {
      throw .emptyIdentifier(term.spokenPhrase)
    }
  }
}

/// Why a vocabulary term or file was refused; nothing of it is applied.
public enum VocabularyProblem: Error, Hashable, Sendable, CustomStringConvertible {
  case emptyPhrase
  case emptyPronunciation(String)
  case emptyIdentifier(String)
  case tooLong(String, bytes: Int)
  case duplicateIdentifier(String, first: String, second: String)

  public var description: String {
    switch self {
    case .emptyPhrase:
      return "a vocabulary term needs a phrase"
    case .emptyPronunciation(let phrase):
      return "the pronunciation of \"\(phrase)\" is empty"
    case .emptyIdentifier(let phrase):
      return "the identifier of \"\(phrase)\" is empty"
    case .tooLong(let start, let bytes):
      return
        "\"\(start)...\" takes \(bytes) bytes; a vocabulary term may take at most \(UserVocabulary.maxTermBytes)"
    case .duplicateIdentifier(let identifier, let first, let second):
      return "identifier \"\(identifier)\" is used by both \"\(first)\" and \"\(second)\""
    }
  }
}
