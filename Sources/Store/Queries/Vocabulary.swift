import GRDB
import IntentKit
import SpokenLanguage

/// One owner's terms of one type, as `:vocab` lists them.
public struct StoredVocabularySet: Hashable, Sendable {
  /// The app that registered the terms; nil for terms the user added.
  public var owner: String?
  public var type: VocabularyStringType
  /// Most important first.
  public var terms: [SpeakableString]
}

extension AppDatabase {
  /// The owner column's value for terms the user added (`:vocab add`).
  static let userOwner = ""

  /// INVocabulary `setVocabulary(_:of:)` for `owner`: replaces all its terms of `type` in one
  /// transaction, or changes nothing when a term is refused. Returns whether anything changed.
  @discardableResult
  public func setVocabulary(
    _ terms: [SpeakableString], of type: VocabularyStringType, owner: String?
  ) throws -> Bool {
    let ordered = try UserVocabulary.validated(terms)
    let owner = owner ?? Self.userOwner
    // Apps register at every start, and their terms seldom changed since: a read tells, with
    // no transaction. When they did, the transaction reads again before it writes.
    if try query({ db in try Self.terms(of: type, owner: owner, in: db) }) == ordered {
      return false
    }
    return try transaction { db in
      guard try Self.terms(of: type, owner: owner, in: db) != ordered else { return false }
      try Self.replace(ordered, of: type, owner: owner, in: db)
      return true
    }
  }

  /// Adds one term after the user's other terms of `type` (`:vocab add`). A term with the same
  /// phrase or identifier as one already there replaces it in place. Returns the term replaced,
  /// if any.
  @discardableResult
  public func addVocabularyTerm(_ term: SpeakableString, of type: VocabularyStringType) throws
    -> SpeakableString?
  {
    try UserVocabulary.check(term)
    return try transaction { db in
      var terms = try Self.terms(of: type, owner: Self.userOwner, in: db)
      if let index = terms.firstIndex(where: {
        $0.spokenPhrase == term.spokenPhrase
          || ($0.vocabularyIdentifier != nil
            && $0.vocabularyIdentifier == term.vocabularyIdentifier)
      }) {
        let replaced = terms[index]
        terms[index] = term
        try Self.replace(
          try UserVocabulary.validated(terms), of: type, owner: Self.userOwner, in: db)
        return replaced
      }
      terms.append(term)
      try Self.replace(try UserVocabulary.validated(terms), of: type, owner: Self.userOwner, in: db)
      return nil
    }
  }

  /// Removes every term of `type`, whoever registered it. Returns how many there were.
  @discardableResult
  public func clearVocabulary(of type: VocabularyStringType) throws -> Int {
    try transaction { db in
      try db.execute(sql: "DELETE FROM vocabulary WHERE type = ?", arguments: [type.rawValue])
      return db.changesCount
    }
  }

  /// Every stored set: the user's own first, then apps by name; types in SDK order.
  public func vocabularySets() throws -> [StoredVocabularySet] {
    try query { db in
      var sets: [StoredVocabularySet] = []
      let entries = try Columns.all(
        db.cachedStatement(
          sql: """
            SELECT owner, type, spokenPhrase, pronunciationHint, vocabularyIdentifier
            FROM vocabulary ORDER BY owner, type, position
            """), arguments: []
      ) { try StoredVocabulary.entry($0, from: 0) }
      for entry in entries {
        // Every stored term is a user vocabulary type's.
        guard case .user(let type) = entry.scope else { continue }
        if let last = sets.last, last.owner == entry.owner, last.type == type {
          sets[sets.count - 1].terms.append(entry.term)
        } else {
          sets.append(StoredVocabularySet(owner: entry.owner, type: type, terms: [entry.term]))
        }
      }
      return sets
    }
  }

  /// How many terms are stored, for `:vocab`'s summary and the benchmark.
  public func vocabularyCount() throws -> Int {
    try query { db in try Int.fetchOne(db, sql: "SELECT count(*) FROM vocabulary") ?? 0 }
  }

  private static func terms(of type: VocabularyStringType, owner: String, in db: Database) throws
    -> [SpeakableString]
  {
    try Array(
      Row.fetchCursor(
        db.cachedStatement(
          sql: """
            SELECT spokenPhrase, pronunciationHint, vocabularyIdentifier FROM vocabulary
            WHERE owner = ? AND type = ? ORDER BY position
            """), arguments: [owner, type.rawValue]
      ).map {
        SpeakableString(
          spokenPhrase: $0[0], pronunciationHint: $0[1], vocabularyIdentifier: $0[2])
      })
  }

  private static func replace(
    _ terms: [SpeakableString], of type: VocabularyStringType, owner: String, in db: Database
  ) throws {
    try db.executeCached(
      sql: "DELETE FROM vocabulary WHERE owner = ? AND type = ?",
      arguments: [owner, type.rawValue])
    let term = try db.cachedStatement(
      sql: """
        INSERT INTO vocabulary (owner, type, position, spokenPhrase, pronunciationHint,
          vocabularyIdentifier) VALUES (?, ?, ?, ?, ?, ?)
        """)
    let key = try db.cachedStatement(
      sql: "INSERT INTO vocabularyKeys (termRowid, spellingKey, soundKey) VALUES (?, ?, ?)")
    for (position, entry) in terms.enumerated() {
      try Columns.run(
        term,
        arguments: [
          owner, type.rawValue, position, entry.spokenPhrase, entry.pronunciationHint,
          entry.vocabularyIdentifier,
        ])
      let rowid = db.lastInsertedRowID
      for spelling in VocabularyKeys.spellings(of: entry, type: type) {
        try Columns.run(
          key,
          arguments: [
            rowid, VocabularyKeys.spelling(spelling), VocabularyKeys.sound(spelling),
          ])
      }
    }
  }
}

/// User vocabulary as understanding looks it up: through the stored keys' indexes, so a turn
/// reads only the terms it names, however many there are.
public struct StoredVocabulary: VocabularyLookup {
  public let database: AppDatabase
  /// Where a lookup that failed is reported; it then finds nothing.
  public let faults: ReadFaults
  /// The vocabulary in memory while it does not change.
  private let snapshots: VersionedSnapshots<VocabularySnapshot>
  /// For one request (`pinned()`): the snapshot read at its first lookup, answering the rest.
  private var pin: SnapshotPin<VocabularySnapshot>?

  public init(database: AppDatabase, faults: ReadFaults = ReadFaults()) {
    self.init(database: database, faults: faults, keepingInMemoryUpTo: VocabularySnapshot.largest)
  }

  /// With a vocabulary of more than `largest` spellings asked through the indexes alone.
  init(database: AppDatabase, faults: ReadFaults = ReadFaults(), keepingInMemoryUpTo largest: Int) {
    self.database = database
    self.faults = faults
    snapshots = VersionedSnapshots(largest: largest)
  }

  /// The query's result, or `empty` with the error recorded for the session to show.
  private func reading<Found>(_ empty: Found, _ read: (Database) throws -> Found) -> Found {
    faults.reading("the vocabulary", from: database, orElse: empty, read)
  }

  public func pinned() -> any VocabularyLookup {
    var pinned = self
    pinned.pin = SnapshotPin()
    return pinned
  }

  /// What `inMemory` finds in the vocabulary kept in memory, current or pinned; what `query`
  /// finds when the vocabulary is too large to keep; `empty` when it cannot be read.
  private func answer<Found>(
    _ empty: Found, inMemory: (VocabularySnapshot) -> Found,
    query: (Database) throws -> Found
  ) -> Found {
    if let pin {
      // Pinned without a snapshot (too large to keep, or unreadable): straight to the query,
      // which says so again when the state cannot be read.
      guard let pinned = pin.snapshot(reading: { reading(nil) { db in try snapshots.current(db) } })
      else { return reading(empty, query) }
      return inMemory(pinned)
    }
    return reading(empty) { db in
      if let snapshot = try snapshots.current(db) { return inMemory(snapshot) }
      return try query(db)
    }
  }

  /// Only user vocabulary types have stored terms.
  public func mayHaveEntries(in scopes: Set<VocabularyScope>) -> Bool {
    !Self.types(in: scopes).isEmpty
  }

  public func entries(spelled key: String, in scopes: Set<VocabularyScope>) -> [VocabularyEntry] {
    lookup("spellingKey", key, scopes)
  }

  public func entries(sounding key: String, in scopes: Set<VocabularyScope>) -> [VocabularyEntry] {
    lookup("soundKey", key, scopes)
  }

  public func spellings(among keys: Set<String>, in scopes: Set<VocabularyScope>) -> Set<String> {
    let types = Self.types(in: scopes)
    guard !keys.isEmpty, !types.isEmpty else { return [] }
    return answer(
      [], inMemory: { $0.spellings(among: keys.filter(Self.isPlainKey), types: types) },
      query: { db in
        let statement = try db.cachedStatement(
          sql: """
            SELECT DISTINCT k.spellingKey FROM vocabularyKeys k
            JOIN vocabulary v ON v.rowid = k.termRowid
            WHERE k.spellingKey IN (SELECT value FROM json_each(?))
              AND v.type IN (SELECT value FROM json_each(?))
            """)
        return try String.fetchSet(
          statement,
          arguments: [
            Self.jsonArray(keys.filter(Self.isPlainKey).map { "\"\($0)\"" }),
            Self.jsonArray(types.map(String.init)),
          ])
      })
  }

  /// The user vocabulary types among `scopes`, as raw values: a few, so an array, which a
  /// term's type is looked for in faster than a set made for each lookup.
  private static func types(in scopes: Set<VocabularyScope>) -> [Int] {
    scopes.compactMap { scope -> Int? in
      if case .user(let type) = scope { return type.rawValue }
      return nil
    }
  }

  private static func jsonArray(_ items: [String]) -> String {
    "[" + items.joined(separator: ",") + "]"
  }

  /// Keys are letters and digits (`VocabularyKeys.spelling`), so they go into JSON as they are;
  /// anything else could not be a stored key anyway.
  private static func isPlainKey(_ key: String) -> Bool {
    !key.unicodeScalars.contains { $0 == "\"" || $0 == "\\" || $0.value < 0x20 }
  }

  /// Entries spelled `key`, and with `soundKey` those that sound like it, in one statement:
  /// a phrase that names no term is looked up both ways, and most phrases name none. Each
  /// group as `entries(spelled:in:)` and `entries(sounding:in:)` give it, but that the
  /// sounding ones may be cut short when some are spelled so (they are not wanted then).
  public func entries(
    spelled key: String, sounding soundKey: String?, in scopes: Set<VocabularyScope>
  )
    -> (spelled: [VocabularyEntry], sounding: [VocabularyEntry])
  {
    let types = Self.types(in: scopes)
    guard !key.isEmpty, !types.isEmpty else { return ([], []) }
    let soundKey = soundKey.flatMap { $0.isEmpty ? nil : $0 }
    return answer(
      ([], []), inMemory: { $0.entries(spelled: key, sounding: soundKey, types: types) },
      query: { db in
        // The spelled first, each group in the order the single lookups give; as many rows as
        // both single lookups could return.
        let statement = try db.cachedStatement(
          sql: """
            SELECT DISTINCT k.spellingKey = ?1, v.owner, v.type, v.spokenPhrase,
              v.pronunciationHint, v.vocabularyIdentifier, v.position
            FROM vocabularyKeys k JOIN vocabulary v ON v.rowid = k.termRowid
            WHERE (k.spellingKey = ?1 OR k.soundKey = ?2)
              AND v.type IN (SELECT value FROM json_each(?3))
            ORDER BY 1 DESC, v.owner, v.position LIMIT \(2 * Self.limit)
            """)
        var spelled: [VocabularyEntry] = []
        var sounding: [VocabularyEntry] = []
        try Columns.each(
          statement, arguments: [key, soundKey, Self.jsonArray(types.map(String.init))]
        ) { row in
          let entry = try Self.entry(row, from: 1)
          if row[0] as Bool {
            if spelled.count < Self.limit { spelled.append(entry) }
          } else if sounding.count < Self.limit {
            sounding.append(entry)
          }
        }
        return (spelled, sounding)
      })
  }

  /// The most entries one lookup gives.
  static let limit = 50

  private func lookup(_ column: String, _ key: String, _ scopes: Set<VocabularyScope>)
    -> [VocabularyEntry]
  {
    let types = Self.types(in: scopes)
    guard !key.isEmpty, !types.isEmpty else { return [] }
    return answer(
      [],
      inMemory: {
        column == "spellingKey"
          ? $0.entries(spelled: key, types: types)
          : $0.entries(sounding: key, types: types)
      },
      query: { db in
        let statement = try db.cachedStatement(
          sql: """
            SELECT DISTINCT v.owner, v.type, v.spokenPhrase, v.pronunciationHint,
              v.vocabularyIdentifier, v.position
            FROM vocabularyKeys k JOIN vocabulary v ON v.rowid = k.termRowid
            WHERE k.\(column) = ? AND v.type IN (SELECT value FROM json_each(?))
            ORDER BY v.owner, v.position LIMIT \(Self.limit)
            """)
        let typeList = "[" + types.map(String.init).joined(separator: ",") + "]"
        return try Columns.all(statement, arguments: [key, typeList]) {
          try Self.entry($0, from: 0)
        }
      })
  }

  /// The entry in `row`'s columns owner, type, phrase, hint, identifier from `first` on. A
  /// type no vocabulary has is a damaged state, told with the term, not a term left out.
  static func entry(_ row: Columns, from first: Int) throws -> VocabularyEntry {
    guard let type = VocabularyStringType(rawValue: row[first + 1]) else {
      let phrase: String = row[first + 2]
      throw DatabaseError(
        message:
          "the state's vocabulary term \"\(phrase)\" has type \(row[first + 1] as Int), "
          + "which is no vocabulary type")
    }
    let owner: String = row[first]
    return VocabularyEntry(
      term: SpeakableString(
        spokenPhrase: row[first + 2], pronunciationHint: row[first + 3],
        vocabularyIdentifier: row[first + 4]),
      scope: .user(type), owner: owner == AppDatabase.userOwner ? nil : owner)
  }

}
