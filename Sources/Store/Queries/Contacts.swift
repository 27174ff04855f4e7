import GRDB
import IntentKit
import Understanding

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
    return try writer.read { db in
      var seen = Set<Int64>()
      let exact = try Self.merged(
        [
          ("fullNorm = ?1", [normalized]), ("givenNorm = ?1", [normalized]),
          ("familyNorm = ?1", [normalized]), ("nicknameNorm = ?1", [normalized]),
        ], limit: limit, seen: &seen, in: db)
      var phonetic: [Row] = []
      if exact.count < limit {
        let first = PhoneticKey.key(words[0])
        let lookups: [(String, [String])] =
          words.count == 1
          ? [("givenKey = ?1", [first]), ("familyKey = ?1", [first])]
          : [("givenKey = ?1 AND familyKey = ?2", [first, PhoneticKey.key(words[words.count - 1])])]
        phonetic = try Self.merged(lookups, limit: limit - exact.count, seen: &seen, in: db)
      }
      let rows = exact.map { ($0, true) } + phonetic.map { ($0, false) }
      let handles = try Self.handles(for: rows.map { $0.0["rowid"] as Int64 }, in: db)
      return rows.map { row, isExact in
        ContactMatch(
          contact: Self.contact(row, handles: handles[row["rowid"]] ?? []), isExact: isExact)
      }
    }
  }

  /// Runs each lookup for up to `limit` rows, then merges them in display order, without the
  /// rows already `seen`.
  private static func merged(
    _ lookups: [(condition: String, arguments: [String])], limit: Int, seen: inout Set<Int64>,
    in db: Database
  ) throws -> [Row] {
    var rows: [Row] = []
    for lookup in lookups {
      let statement = try db.cachedStatement(
        sql: """
          SELECT \(contactColumns) FROM contacts WHERE \(lookup.condition)
          ORDER BY familyNorm, givenNorm, rowid LIMIT \(limit)
          """)
      for row in try Row.fetchAll(statement, arguments: StatementArguments(lookup.arguments))
      where seen.insert(row["rowid"]).inserted {
        rows.append(row)
      }
    }
    rows.sort { lhs, rhs in
      let left = (lhs["familyNorm"] as String, lhs["givenNorm"] as String, lhs["rowid"] as Int64)
      let right = (rhs["familyNorm"] as String, rhs["givenNorm"] as String, rhs["rowid"] as Int64)
      return left < right
    }
    return Array(rows.prefix(limit))
  }

  /// The contact with this id, with its handles.
  public func contact(id: String) throws -> Contact? {
    try writer.read { db in
      guard
        let row = try Row.fetchOne(
          db.cachedStatement(sql: "SELECT \(Self.contactColumns) FROM contacts WHERE id = ?"),
          arguments: [id])
      else { return nil }
      let rowid: Int64 = row["rowid"]
      return Self.contact(row, handles: try Self.handles(for: [rowid], in: db)[rowid] ?? [])
    }
  }

  /// How many contacts the address book holds.
  public func contactCount() throws -> Int {
    try writer.read { db in try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM contacts") ?? 0 }
  }

  static let contactColumns = "rowid, id, givenName, familyName, nickname, givenNorm, familyNorm"

  static func contact(_ row: Row, handles: [PersonHandle]) -> Contact {
    Contact(
      id: row["id"], givenName: row["givenName"], familyName: row["familyName"],
      nickname: row["nickname"], handles: handles)
  }

  static func handles(for rowids: [Int64], in db: Database) throws -> [Int64: [PersonHandle]] {
    guard !rowids.isEmpty else { return [:] }
    var result: [Int64: [PersonHandle]] = [:]
    let placeholders = databaseQuestionMarks(count: rowids.count)
    let rows = try Row.fetchCursor(
      db,
      sql: """
        SELECT contactRowid, type, label, value FROM handles
        WHERE contactRowid IN (\(placeholders)) ORDER BY contactRowid, position
        """,
      arguments: StatementArguments(rowids))
    while let row = try rows.next() {
      let type: String = row["type"]
      result[row["contactRowid"], default: []].append(
        PersonHandle(
          value: row["value"], type: type == "email" ? .emailAddress : .phoneNumber,
          label: row["label"]))
    }
    return result
  }
}

extension AppDatabase {
  /// Given and family names that start with `prefix`, for completing one word.
  public func nameWords(startingWith prefix: String, limit: Int = 50) throws -> [String] {
    let normalized = NameNormalizer.normalize(prefix)
    guard !normalized.isEmpty else { return [] }
    let words = try writer.read { db in
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
