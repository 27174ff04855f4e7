import GRDB
import IntentKit
import SpokenLanguage
import Synchronization

/// The user vocabulary in memory, as of one version of it: understanding asks for a term
/// several times a request, nearly always for one that is not there, and a query each time was
/// a twelfth of replay's time. Answers exactly as `StoredVocabulary`'s queries do: the same
/// entries in the same order (by owner, then position), capped the same.
struct VocabularySnapshot: Sendable {
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
  let spellingCount: Int

  /// The most spellings kept in memory; a larger vocabulary is asked through the indexes.
  static let largest = 50_000

  /// The vocabulary `db` holds, or nil when it has more than `largest` spellings.
  static func load(_ db: Database, largest: Int) throws -> VocabularySnapshot? {
    guard try Int.fetchOne(db, sql: "SELECT count(*) FROM vocabularyKeys") ?? 0 <= largest else {
      return nil
    }
    var terms: [Term] = []
    var positionOfRow: [Int64: Int] = [:]
    _ = try Columns.all(
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
    _ = try Columns.all(
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
      bySound: bySound.mapValues { $0.sorted { $0.term < $1.term } }, spellingCount: spellings)
  }

  /// As `StoredVocabulary.entries(spelled:sounding:in:)`: the terms spelled `key`, then those
  /// only sounding like it, as many rows as its query returns.
  func entries(spelled key: String, sounding soundKey: String?, types: Set<Int>)
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
  func entries(spelled key: String, types: Set<Int>) -> [VocabularyEntry] {
    entries(spelled: key, sounding: nil, types: types).spelled
  }

  /// As `StoredVocabulary.entries(sounding:in:)`: every term with a spelling that sounds so.
  func entries(sounding key: String, types: Set<Int>) -> [VocabularyEntry] {
    var found: [Int] = []
    for candidate in bySound[key] ?? []
    where types.contains(terms[candidate.term].type) && found.last != candidate.term {
      found.append(candidate.term)
    }
    return found.prefix(StoredVocabulary.limit).map { terms[$0].entry }
  }

  /// As `StoredVocabulary.spellings(among:in:)`.
  func spellings(among keys: Set<String>, types: Set<Int>) -> Set<String> {
    keys.filter { key in
      bySpelling[key]?.contains { types.contains(terms[$0].type) } == true
    }
  }
}

/// The latest snapshots of one database's vocabulary, each with the version token it was read
/// under. A few versions are kept, not only the last: replay rolls each transcript's changes
/// back, so the version before them comes back at the next transcript, and reading it again
/// each time was most of what looking terms up cost.
final class VocabularySnapshots: Sendable {
  private struct Kept {
    var token: String
    /// Nil for a vocabulary too large to keep.
    var snapshot: VocabularySnapshot?
  }

  /// The versions read, the latest first.
  private let kept = Mutex<[Kept]>([])
  /// The most spellings kept in memory, all versions together.
  private let largest: Int
  /// The most versions kept.
  static let versions = 4

  init(largest: Int) { self.largest = largest }

  /// The vocabulary as `db` holds it now, read again only when its version token is none of
  /// those kept; nil when it is too large to keep in memory.
  func current(_ db: Database) throws -> VocabularySnapshot? {
    let token = try String.fetchOne(db.cachedStatement(sql: "SELECT token FROM vocabularyVersion"))
    guard let token else { return nil }
    if let found = kept.withLock({ kept in kept.first { $0.token == token } }) {
      return found.snapshot
    }
    let snapshot = try VocabularySnapshot.load(db, largest: largest)
    kept.withLock { kept in
      kept.insert(Kept(token: token, snapshot: snapshot), at: 0)
      // The oldest go first while there are too many, or too many spellings together.
      var spellings = 0
      var count = 0
      for version in kept {
        spellings += version.snapshot?.spellingCount ?? 0
        guard count < Self.versions, count == 0 || spellings <= largest else { break }
        count += 1
      }
      kept.removeSubrange(count...)
    }
    return snapshot
  }
}

/// One request's view of data kept in memory (its vocabulary, its address book's names): the
/// snapshot its first lookup read (nil when too large to keep, or unreadable), which every
/// later lookup of the request answers from.
final class SnapshotPin<Snapshot: Sendable>: Sendable {
  private let kept = Mutex<Snapshot??>(nil)

  func snapshot(reading: () -> Snapshot?) -> Snapshot? {
    if let kept = kept.withLock({ $0 }) { return kept }
    let snapshot = reading()
    kept.withLock { $0 = .some(snapshot) }
    return snapshot
  }
}
