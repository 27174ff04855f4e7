import GRDB
import Synchronization

/// Part of the state understanding keeps in memory (the user's vocabulary, the address book's
/// names), read again only when the version token the state holds for it has changed. The
/// token is replaced in the same transaction as every change, so a change rolled back takes
/// its token with it.
protocol VersionedSnapshot: Sendable {
  /// The one-row table holding the token.
  static var versionTable: String { get }
  /// The query of the token: "SELECT token FROM addressBookVersion", made once.
  static var versionQuery: String { get }
  /// How much of the budget it takes (spellings, contacts): versions are kept while together
  /// they take no more than it.
  var size: Int { get }
  /// What `db` holds now; nil when it is larger than `largest`, to be asked through the
  /// indexes instead.
  static func load(_ db: Database, largest: Int) throws -> Self?
}

/// The latest snapshots of one database, each with the version token it was read under. A few
/// versions are kept, not only the last: replay rolls each transcript's changes back, so the
/// version before them comes back at the next transcript, and reading it again each time was
/// most of what asking cost.
final class VersionedSnapshots<Snapshot: VersionedSnapshot>: Sendable {
  /// The versions read, the latest first; nil for a state too large to keep.
  private let kept = Mutex<[(token: String, snapshot: Snapshot?)]>([])
  /// The most kept in memory (in `Snapshot.size`), all versions together.
  private let largest: Int
  /// The most versions kept.
  private let versions = 4

  init(largest: Int) { self.largest = largest }

  /// The snapshot of what `db` holds now, read again only when its version token is none of
  /// those kept; nil when it is too large to keep in memory.
  func current(_ db: Database) throws -> Snapshot? {
    let token: String? = try Columns.first(
      db.cachedStatement(sql: Snapshot.versionQuery), arguments: []
    ) { $0[0] }
    guard let token else { return nil }
    if let found = kept.withLock({ kept in kept.first { $0.token == token } }) {
      return found.snapshot
    }
    let snapshot = try Snapshot.load(db, largest: largest)
    kept.withLock { kept in
      kept.insert((token, snapshot), at: 0)
      // The oldest go first while there are too many, or too large together.
      var size = 0
      var count = 0
      for version in kept {
        size += version.snapshot?.size ?? 0
        guard count < versions, count == 0 || size <= largest else { break }
        count += 1
      }
      kept.removeSubrange(count...)
    }
    return snapshot
  }
}

/// One request's view of a snapshot: the one its first lookup read (nil when too large to
/// keep, or unreadable), which every later lookup of the request answers from.
final class SnapshotPin<Snapshot: Sendable>: Sendable {
  private let kept = Mutex<Snapshot??>(nil)

  func snapshot(reading: () -> Snapshot?) -> Snapshot? {
    if let kept = kept.withLock({ $0 }) { return kept }
    let snapshot = reading()
    kept.withLock { $0 = .some(snapshot) }
    return snapshot
  }
}
