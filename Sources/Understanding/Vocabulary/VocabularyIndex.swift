import IntentKit
import SpokenLanguage

/// An in-memory vocabulary: every spelling of every entry by its keys. Global vocabulary is a
/// handful of files, so it lives here; user vocabulary lives in the store's indexes.
public struct VocabularyIndex: VocabularyLookup {
  /// The entries in priority order: earlier wins.
  public let entries: [VocabularyEntry]
  private var bySpelling: [String: [Int]] = [:]
  private var bySound: [String: [Int]] = [:]
  /// Every scope some entry is in.
  private let scopes: Set<VocabularyScope>

  /// Each entry with the spellings it is recognised by (its own phrase and hint when empty).
  public init(_ terms: [(entry: VocabularyEntry, spellings: [String])]) {
    entries = terms.map(\.entry)
    scopes = Set(entries.map(\.scope))
    for (position, term) in terms.enumerated() {
      let spellings =
        term.spellings.isEmpty ? VocabularyKeys.spellings(of: term.entry.term) : term.spellings
      for spelling in spellings {
        Self.add(position, VocabularyKeys.spelling(spelling), to: &bySpelling)
        Self.add(position, VocabularyKeys.sound(spelling), to: &bySound)
      }
    }
  }

  /// Global vocabulary: each plist item with all its synonyms and their pronunciations, for
  /// each parameter it names, in the files' order.
  public init(global files: [AppIntentVocabulary]) {
    var terms: [(entry: VocabularyEntry, spellings: [String])] = []
    for file in files {
      for vocabulary in file.parameterVocabularies {
        for item in vocabulary.items {
          let spellings = item.synonyms.flatMap {
            VocabularyKeys.spellings(
              of: SpeakableString(spokenPhrase: $0.phrase, pronunciationHint: $0.pronunciation))
          }
          for name in vocabulary.parameterNames {
            terms.append(
              (
                VocabularyEntry(term: item.speakable, scope: .parameter(name), owner: file.app),
                spellings
              ))
          }
        }
      }
    }
    self.init(terms)
  }

  public static let empty = VocabularyIndex([])

  public func mayHaveEntries(in scopes: Set<VocabularyScope>) -> Bool {
    !self.scopes.isDisjoint(with: scopes)
  }

  public func entries(spelled key: String, in scopes: Set<VocabularyScope>) -> [VocabularyEntry] {
    found(bySpelling[key], in: scopes)
  }

  public func entries(sounding key: String, in scopes: Set<VocabularyScope>) -> [VocabularyEntry] {
    found(bySound[key], in: scopes)
  }

  private func found(_ positions: [Int]?, in scopes: Set<VocabularyScope>) -> [VocabularyEntry] {
    guard let positions else { return [] }
    return positions.map { entries[$0] }.filter { scopes.contains($0.scope) }
  }

  private static func add(_ position: Int, _ key: String, to table: inout [String: [Int]]) {
    guard !key.isEmpty else { return }
    if table[key]?.last != position { table[key, default: []].append(position) }
  }
}
