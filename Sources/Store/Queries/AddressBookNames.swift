import GRDB
import Synchronization

/// The names the address book knows, normalized as `NameNormalizer` writes them: each contact's
/// full, given, family and nickname, and a one-word nickname followed by the family name
/// ("kate jones"). Understanding asks whether words are a name many times a request; a set
/// in memory answers what five index lookups did.
struct AddressBookNames: Sendable {
  let names: Set<String>

  /// The most contacts whose names are kept; a larger address book is asked through its
  /// indexes, which it answers as fast whatever its size.
  static let largest = 20_000

  /// The names `db` holds, or nil when it has more than `largest` contacts.
  static func load(_ db: Database, largest: Int = largest) throws -> AddressBookNames? {
    guard try Int.fetchOne(db, sql: "SELECT count(*) FROM contacts") ?? 0 <= largest else {
      return nil
    }
    var names = Set<String>()
    _ = try Columns.all(
      db.cachedStatement(sql: "SELECT fullNorm, givenNorm, familyNorm, nicknameNorm FROM contacts"),
      arguments: []
    ) { row in
      let family: String = row[2]
      names.insert(row[0])
      names.insert(row[1])
      names.insert(family)
      if let nickname = row[3] as String? {
        names.insert(nickname)
        if !nickname.contains(" ") { names.insert(nickname + " " + family) }
      }
    }
    return AddressBookNames(names: names)
  }
}

/// The names of the latest versions of one database's address book, by the version token
/// each was read under: replay rolls each transcript back, so an earlier version comes back.
final class AddressBookSnapshots: Sendable {
  /// The versions read, the latest first; nil names for an address book too large to keep.
  private let kept = Mutex<[(token: String, names: AddressBookNames?)]>([])
  /// The most versions kept.
  static let versions = 4
  /// The most contacts whose names are kept.
  private let largest: Int

  init(largest: Int) { self.largest = largest }

  /// The names as `db` holds them now, read again only when its version token is none of
  /// those kept; nil when the address book is too large to keep in memory.
  func current(_ db: Database) throws -> AddressBookNames? {
    let token = try String.fetchOne(
      db.cachedStatement(sql: "SELECT token FROM addressBookVersion"))
    guard let token else { return nil }
    if let found = kept.withLock({ kept in kept.first { $0.token == token } }) {
      return found.names
    }
    let names = try AddressBookNames.load(db, largest: largest)
    kept.withLock { kept in
      kept.insert((token, names), at: 0)
      if kept.count > Self.versions { kept.removeLast(kept.count - Self.versions) }
    }
    return names
  }
}
