/// One app's INVocabulary: for each string type, an ordered set of terms. Earlier terms are
/// more important and win ties; setting a type replaces all of its earlier terms.
public struct UserVocabulary: Hashable, Sendable {
  public private(set) var sets: [VocabularyStringType: [SpeakableString]] = [:]

  public init() {}

  /// The terms of `type`, most important first.
  public func terms(of type: VocabularyStringType) -> [SpeakableString] { sets[type] ?? [] }

  /// `setVocabulary(_:of:)`: replaces every term of `type`, or changes nothing when a term is
  /// invalid. Repeated terms keep their first place, as in an NSOrderedSet.
  public mutating func set(_ terms: [SpeakableString], of type: VocabularyStringType)
    throws(VocabularyProblem)
  {
    let ordered = try Self.validated(terms)
    sets[type] = ordered.isEmpty ? nil : ordered
  }

  /// The terms as an ordered set: duplicates dropped, each term checked.
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

  /// Checks one term on its own: a phrase that says something, within the size limit.
  public static func check(_ term: SpeakableString) throws(VocabularyProblem) {
    if term.spokenPhrase.allSatisfy(\.isWhitespace) { throw .emptyPhrase }
    for text in [term.spokenPhrase, term.pronunciationHint, term.vocabularyIdentifier] {
      guard let text else { continue }
      let bytes = text.utf16.count * 2
      if bytes > maxTermBytes { throw .tooLong(String(text.prefix(24)), bytes: bytes) }
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
