import GRDB
import IntentKit
import SpokenLanguage

/// A person in the address book.
public struct Contact: Hashable, Sendable {
  public var id: String
  public var givenName: String
  public var familyName: String
  public var nickname: String?
  public var handles: [PersonHandle]

  public var displayName: String {
    [givenName, familyName].filter { !$0.isEmpty }.joined(separator: " ")
  }

  /// The contact as an INPerson, not yet bound to one handle; its handles ride along as aliases.
  public var person: Person {
    Person(
      aliases: handles,
      nameComponents: PersonNameComponents(
        givenName: givenName, familyName: familyName, nickname: nickname),
      displayName: displayName,
      contactIdentifier: id)
  }
}

/// A contact found for a spoken name, and whether the name matched exactly or only sounded alike.
public struct ContactMatch: Hashable, Sendable {
  public var contact: Contact
  public var isExact: Bool
}

extension AppDatabase {
  /// Contacts whose full, given, family or nick name is the spoken name, then those whose names
  /// sound like it. At most `limit`, exact matches first, each group by family then given name.
  /// Every query reads at most `limit` rows from an index already in that order.
  public func contacts(matching spoken: String, limit: Int = 25) throws -> [ContactMatch] {
    let normalized = NameNormalizer.normalize(spoken)
    guard !normalized.isEmpty, limit > 0 else { return [] }
    let words = normalized.split(separator: " ").map(String.init)
    return try query { db in
      var seen = Set<Int64>()
      // "kate jones": a nickname then the family name, as people are often called.
      let exact =
        words.count >= 2
        ? try Self.merged(
          .exactOrNicknameAndFamily,
          arguments: [normalized, words.dropFirst().joined(separator: " "), words[0]],
          limit: limit, seen: &seen, in: db)
        : try Self.merged(
          .exact, arguments: [normalized], limit: limit, seen: &seen, in: db)
      var phonetic: [ContactRow] = []
      if exact.count < limit {
        let first = PhoneticKey.key(words[0])
        phonetic =
          words.count == 1
          ? try Self.merged(
            .givenOrFamilySound, arguments: [first], limit: limit - exact.count, seen: &seen,
            in: db)
          : try Self.merged(
            .givenAndFamilySound, arguments: [first, PhoneticKey.key(words[words.count - 1])],
            limit: limit - exact.count, seen: &seen, in: db)
      }
      let rows = exact.map { ($0, true) } + phonetic.map { ($0, false) }
      let handles = try Self.handles(for: rows.map(\.0.rowid), in: db)
      return rows.map { row, isExact in
        ContactMatch(contact: row.contact(handles: handles[row.rowid] ?? []), isExact: isExact)
      }
    }
  }

  /// The lookups a spoken name is matched by, each several conditions run as one statement,
  /// its text written once: building it and finding it in the statement cache at every
  /// match cost as much as running it.
  struct ContactLookup: Sendable {
    let conditions: [String]
    /// How many names the conditions ask for; the limit comes after them.
    let argumentCount: Int
    let sql: String

    init(_ conditions: [String], argumentCount: Int) {
      self.conditions = conditions
      self.argumentCount = argumentCount
      sql = AppDatabase.lookupSQL(conditions, argumentCount: argumentCount)
    }

    /// The whole name as a full, given, family name or nickname.
    static let exact = ContactLookup(
      ["fullNorm = ?1", "givenNorm = ?1", "familyNorm = ?1", "nicknameNorm = ?1"],
      argumentCount: 1)
    /// The same, or a nickname then the family name.
    static let exactOrNicknameAndFamily = ContactLookup(
      exact.conditions + ["familyNorm = ?2 AND nicknameNorm = ?3"], argumentCount: 3)
    /// One word sounding like a given or family name.
    static let givenOrFamilySound = ContactLookup(
      ["givenKey = ?1", "familyKey = ?1"], argumentCount: 1)
    /// The first word sounding like the given name, the last like the family name.
    static let givenAndFamilySound = ContactLookup(
      ["givenKey = ?1 AND familyKey = ?2"], argumentCount: 2)

    static let all = [exact, exactOrNicknameAndFamily, givenOrFamilySound, givenAndFamilySound]
  }

  /// Runs each lookup (a condition on `arguments`) for up to `limit` rows, then merges them in
  /// display order, without the rows already `seen`. The lookups go as one statement, each
  /// still reading its own index in display order; one statement text per set of lookups
  /// whatever the limit, so the statement cache serves it.
  private static func merged(
    _ lookup: ContactLookup, arguments: [String], limit: Int, seen: inout Set<Int64>,
    in db: Database
  ) throws -> [ContactRow] {
    let statement = try db.cachedStatement(sql: lookup.sql)
    var rows: [ContactRow] = []
    for contact in try Columns.all(statement, arguments: arguments + [limit], ContactRow.init)
    where seen.insert(contact.rowid).inserted {
      rows.append(contact)
    }
    rows.sort { ($0.familyNorm, $0.givenNorm, $0.rowid) < ($1.familyNorm, $1.givenNorm, $1.rowid) }
    return Array(rows.prefix(limit))
  }

  /// The statement `merged` runs: the lookups one after another, the limit the parameter
  /// after their arguments.
  static func lookupSQL(_ conditions: [String], argumentCount: Int) -> String {
    conditions.map { condition in
      """
      SELECT * FROM (SELECT \(contactColumns) FROM contacts WHERE \(condition)
        ORDER BY familyNorm, givenNorm, rowid LIMIT ?\(argumentCount + 1))
      """
    }.joined(separator: " UNION ALL ")
  }

  /// The contacts who are `relationship` to the user ("sister"), in display order, each an
  /// exact match: "my sister" means them.
  public func contacts(withRelationship relationship: String, limit: Int = 25) throws
    -> [ContactMatch]
  {
    try query { db in
      let rows = try Columns.all(
        db.cachedStatement(
          sql: """
            SELECT \(Self.contactColumns) FROM contacts WHERE relationship = ?
            ORDER BY familyNorm, givenNorm, rowid LIMIT ?
            """),
        arguments: [relationship, limit], ContactRow.init)
      let handles = try Self.handles(for: rows.map(\.rowid), in: db)
      return rows.map {
        ContactMatch(contact: $0.contact(handles: handles[$0.rowid] ?? []), isExact: true)
      }
    }
  }

  /// The contact with this id, with its handles.
  public func contact(id: String) throws -> Contact? {
    try query { db in
      guard
        let contact = try Columns.first(
          db.cachedStatement(sql: "SELECT \(Self.contactColumns) FROM contacts WHERE id = ?"),
          arguments: [id], ContactRow.init)
      else { return nil }
      return contact.contact(
        handles: try Self.handles(for: [contact.rowid], in: db)[contact.rowid] ?? [])
    }
  }

  /// The contacts one of whose handles is `handle`'s number or address, however it is written
  /// ("408 555 0100" is "+1 (408) 555-0100"), each by display order.
  public func contacts(withHandle handle: PersonHandle) throws -> [Contact] {
    let key = HandleKey.key(handle.value, type: handle.type)
    guard !key.isEmpty else { return [] }
    return try query { db in
      let rows = try Columns.all(
        db.cachedStatement(
          sql: """
            SELECT \(Self.contactColumns) FROM contacts WHERE rowid IN
              (SELECT contactRowid FROM handles WHERE valueKey = ?)
            ORDER BY familyNorm, givenNorm, rowid
            """), arguments: [key], ContactRow.init)
      let handles = try Self.handles(for: rows.map(\.rowid), in: db)
      return rows.map { $0.contact(handles: handles[$0.rowid] ?? []) }
    }
  }

  /// The columns `ContactRow` reads, in its order.
  static let contactColumns = "rowid, id, givenName, familyName, nickname, givenNorm, familyNorm"

  /// Each contact's handles, in their order. One indexed lookup a contact: a lookup matches at
  /// most `contacts(matching:limit:)`'s limit, and a set of ids passed as one argument
  /// (`json_each`) costs more than several of these.
  static func handles(for rowids: [Int64], in db: Database) throws -> [Int64: [PersonHandle]] {
    guard !rowids.isEmpty else { return [:] }
    var result: [Int64: [PersonHandle]] = [:]
    let statement = try db.cachedStatement(
      sql: "SELECT type, label, value FROM handles WHERE contactRowid = ? ORDER BY position")
    for rowid in rowids where result[rowid] == nil {
      result[rowid] = try Columns.all(statement, arguments: [rowid]) { row in
        PersonHandle(value: row[2], type: HandleKey.type(stored: row[0]), label: row[1])
      }
    }
    return result
  }
}

extension AppDatabase {
  /// Given and family names that start with `prefix`, for completing one word.
  public func nameWords(startingWith prefix: String, limit: Int = 50) throws -> [String] {
    let normalized = NameNormalizer.normalize(prefix)
    guard !normalized.isEmpty else { return [] }
    let words = try query { db in
      try String.fetchAll(
        db.cachedStatement(
          sql: """
            SELECT givenName FROM contacts WHERE givenNorm >= ?1 AND givenNorm < ?1 || char(1114111)
            UNION
            SELECT familyName FROM contacts WHERE familyNorm >= ?1 AND familyNorm < ?1 || char(1114111)
            LIMIT ?2
            """),
        arguments: [normalized, limit])
    }
    // Keep the user's case for what they typed, as a shell keeps the typed prefix.
    return words.sorted().map { prefix + $0.dropFirst(prefix.count) }
  }
}

/// A contact row as selected by `AppDatabase.contactColumns`, read by position once.
struct ContactRow {
  let rowid: Int64
  let id: String
  let givenName: String
  let familyName: String
  let nickname: String?
  let givenNorm: String
  let familyNorm: String

  init(_ row: Columns) {
    rowid = row[0]
    id = row[1]
    givenName = row[2]
    familyName = row[3]
    nickname = row[4]
    givenNorm = row[5]
    familyNorm = row[6]
  }

  func contact(handles: [PersonHandle]) -> Contact {
    Contact(
      id: id, givenName: givenName, familyName: familyName, nickname: nickname, handles: handles)
  }
}

/// The address book as understanding asks it: its names in memory while it is small enough,
/// else through the names' indexes.
extension StoredUserData: AddressBookLookup {
  public func knowsName(_ name: String) -> Bool {
    let normalized = NameNormalizer.normalize(name)
    guard !normalized.isEmpty else { return false }
    if let inMemory = namesInMemory() { return inMemory.names.contains(normalized) }
    // A nickname then the family name ("kate jones"); one word has no family part.
    let first = normalized.prefix { $0 != " " }
    let family = normalized.dropFirst(first.count + 1)
    return faults.reading("the address book", from: database, orElse: false) { db in
      try Bool.fetchValue(
        db.cachedStatement(
          sql: """
            SELECT EXISTS (SELECT 1 FROM contacts WHERE fullNorm = ?1)
              OR EXISTS (SELECT 1 FROM contacts WHERE givenNorm = ?1)
              OR EXISTS (SELECT 1 FROM contacts WHERE familyNorm = ?1)
              OR EXISTS (SELECT 1 FROM contacts WHERE nicknameNorm = ?1)
              OR EXISTS (SELECT 1 FROM contacts WHERE familyNorm = ?2 AND nicknameNorm = ?3)
            """), arguments: [normalized, String(family), String(first)]) ?? false
    }
  }

  public func pinned() -> any AddressBookLookup {
    var pinned = self
    pinned.addressBookPin = SnapshotPin()
    return pinned
  }

  /// The names kept in memory, as the request first found them when it is pinned; nil when
  /// the address book is too large to keep, or cannot be read (its query then says so).
  private func namesInMemory() -> AddressBookNames? {
    func read() -> AddressBookNames? {
      faults.reading("the address book", from: database, orElse: nil) { db in
        try addressBookNames.current(db)
      }
    }
    guard let addressBookPin else { return read() }
    return addressBookPin.snapshot(reading: read)
  }
}

/// A handle as it is looked up: a phone number by its last ten digits, so that "408 555 0100",
/// "(408) 555-0100" and "+1 408 555 0100" are one number; an email address in lowercase.
public enum HandleKey {
  /// The handle type a stored `type` column ("phone", "email": `HandleRecord.Kind`) names.
  public static func type(stored kind: String) -> PersonHandleType {
    kind == HandleRecord.Kind.email.rawValue ? .emailAddress : .phoneNumber
  }

  public static func key(_ value: String, type: PersonHandleType) -> String {
    switch type {
    case .emailAddress:
      return value.lowercased()
    case .phoneNumber, .unknown:
      if value.contains("@") { return value.lowercased() }
      let digits = value.unicodeScalars.filter { ("0"..."9").contains($0) }
      return String(String.UnicodeScalarView(digits.suffix(10)))
    }
  }
}
