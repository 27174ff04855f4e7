import GRDB

/// The names the address book knows, normalized as `NameNormalizer` writes them: each contact's
/// full, given, family and nickname, and a one-word nickname followed by the family name
/// ("kate jones"). Understanding asks whether words are a name many times a request; a set
/// in memory answers what five index lookups did.
struct AddressBookNames: VersionedSnapshot {
  let names: Set<String>
  /// How many contacts they are the names of.
  let size: Int

  static let versionTable = "addressBookVersion"
  static let versionQuery = "SELECT token FROM \(versionTable)"

  /// The most contacts whose names are kept; a larger address book is asked through its
  /// indexes, which it answers as fast whatever its size.
  static let largest = 20_000

  /// The names `db` holds, or nil when it has more than `largest` contacts.
  static func load(_ db: Database, largest: Int = largest) throws -> AddressBookNames? {
    let contacts = try Int.fetchOne(db, sql: "SELECT count(*) FROM contacts") ?? 0
    guard contacts <= largest else { return nil }
    var names = Set<String>()
    try Columns.each(
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
    return AddressBookNames(names: names, size: contacts)
  }
}
