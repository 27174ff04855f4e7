import GRDB
import IntentKit
import SpokenLanguage

/// The user vocabulary in memory, as of one version of it: understanding asks for a term
/// several times a request, nearly always for one that is not there, and a query each time was
/// a twelfth of replay's time. Answers exactly as `StoredVocabulary`'s queries do: the same
/// entries in the same order (by owner, then position), capped the same.
struct VocabularySnapshot: VersionedSnapshot {
  /// One stored term.
  private struct Term: Sendable {
    var type: Int
    var entry: VocabularyEntry
  }
  /// Every term, by owner then position: each list below is in this order.
  private let terms: [Term]
  /// The terms with a spelling of each key, each once.
  private let bySpelling: [String: [Int]]
  /// The terms with a spelling that sounds like each key, each with that spelling's key.
  private let bySound: [String: [(term: Int, spellingKey: String)]]
  /// How many spellings it holds.
  let size: Int

  static let versionTable = "vocabularyVersion"
  static let versionQuery = "SELECT token FROM \(versionTable)"

  /// The most spellings kept in memory; a larger vocabulary is asked through the indexes.
  static let largest = 50_000

  /// The vocabulary `db` holds, or nil when it has more than `largest` spellings.
  static func load(_ db: Database, largest: Int) throws -> VocabularySnapshot? {
    guard try Int.fetchOne(db, sql: "SELECT count(*) FROM vocabularyKeys") ?? 0 <= largest else {
      return nil
    }
    var terms: [Term] = []
    var positionOfRow: [Int64: Int] = [:]
    try Columns.each(
      db.cachedStatement(
        sql: """
          SELECT rowid, owner, type, spokenPhrase, pronunciationHint, vocabularyIdentifier
          FROM vocabulary ORDER BY owner, position
          """), arguments: []
    ) { row in
      let entry = try StoredVocabulary.entry(row, from: 1)
      positionOfRow[row[0]] = terms.count
      terms.append(Term(type: row[2], entry: entry))
    }
    var bySpelling: [String: [Int]] = [:]
    var bySound: [String: [(term: Int, spellingKey: String)]] = [:]
    var spellings = 0
    try Columns.each(
      db.cachedStatement(sql: "SELECT termRowid, spellingKey, soundKey FROM vocabularyKeys"),
      arguments: []
    ) { key in
      spellings += 1
      guard let term = positionOfRow[key[0]] else { return }
      bySpelling[key[1], default: []].append(term)
      bySound[key[2], default: []].append((term, key[1]))
    }
    return VocabularySnapshot(
      terms: terms,
      bySpelling: bySpelling.mapValues { Array(Set($0)).sorted() },
      bySound: bySound.mapValues { $0.sorted { $0.term < $1.term } }, size: spellings)
  }

  /// As `StoredVocabulary.entries(spelled:sounding:in:)`: the terms spelled `key`, then those
  /// only sounding like it, as many rows as its query returns.
  func entries(spelled key: String, sounding soundKey: String?, types: [Int])
    -> (spelled: [VocabularyEntry], sounding: [VocabularyEntry])
  {
    let spelledTerms = (bySpelling[key] ?? []).filter { types.contains(terms[$0].type) }
    var soundingTerms: [Int] = []
    if let soundKey {
      for found in bySound[soundKey] ?? []
      where found.spellingKey != key && types.contains(terms[found.term].type)
        && soundingTerms.last != found.term
      {
        soundingTerms.append(found.term)
      }
    }
    let soundingRows = max(0, 2 * StoredVocabulary.limit - spelledTerms.count)
    return (
      spelledTerms.prefix(StoredVocabulary.limit).map { terms[$0].entry },
      soundingTerms.prefix(min(StoredVocabulary.limit, soundingRows)).map { terms[$0].entry }
    )
  }

  /// As `StoredVocabulary.entries(spelled:in:)`.
  func entries(spelled key: String, types: [Int]) -> [VocabularyEntry] {
    entries(spelled: key, sounding: nil, types: types).spelled
  }

  /// As `StoredVocabulary.entries(sounding:in:)`: every term with a spelling that sounds so.
  func entries(sounding key: String, types: [Int]) -> [VocabularyEntry] {
    var found: [Int] = []
    for candidate in bySound[key] ?? []
    where types.contains(terms[candidate.term].type) && found.last != candidate.term {
      found.append(candidate.term)
    }
    return found.prefix(StoredVocabulary.limit).map { terms[$0].entry }
  }

  /// As `StoredVocabulary.spellings(among:in:)`.
  func spellings(among keys: Set<String>, types: [Int]) -> Set<String> {
    keys.filter { key in
      bySpelling[key]?.contains { types.contains(terms[$0].type) } == true
    }
  }
}
