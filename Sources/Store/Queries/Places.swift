import Foundation
import GRDB
import IntentKit
import SpokenLanguage

extension AppDatabase {
  /// The places a request names, in data set order: every place whose name or an alias is
  /// what was said ("the airport", both "Main Street"s); failing that, every place whose name
  /// or an alias holds the words said, whole ("international airport", "golden gate");
  /// failing that, none. Case, accents, punctuation and a leading "the" or "my" do not count.
  public func places(matching said: String) throws -> [Place] {
    let words = PlaceKey.words(said)
    guard let first = words.first else { return [] }
    return try query { db in
      let exact = try Columns.all(
        db.cachedStatement(
          sql: """
            SELECT \(Self.placeColumns) FROM places WHERE rowid IN (SELECT placeRowid FROM placeNames WHERE key = ?)
            ORDER BY rowid
            """),
        arguments: [words.joined(separator: " ")], Self.place)
      if !exact.isEmpty { return exact }
      // A key holds the words whole when " key " holds " words ".
      return try Columns.all(
        db.cachedStatement(
          sql: """
            SELECT \(Self.placeColumns) FROM places WHERE rowid IN (
              SELECT placeWords.placeRowid FROM placeWords
              JOIN placeNames ON placeNames.placeRowid = placeWords.placeRowid
              WHERE placeWords.word = ? AND instr(' ' || placeNames.key || ' ', ?) > 0)
            ORDER BY rowid
            """),
        arguments: [first, " \(words.joined(separator: " ")) "], Self.place)
    }
  }

  /// Every place of the gazetteer, in data set order.
  public func allPlaces() throws -> [Place] {
    try query { db in
      try Columns.all(
        db.cachedStatement(sql: "SELECT \(Self.placeColumns) FROM places ORDER BY rowid"),
        arguments: [], Self.place)
    }
  }

  /// The place with this id in places.json.
  public func place(id: String) throws -> Place? {
    try query { db in try Self.place(id: id, db) }
  }

  /// Where the device is (device.json's currentPlace); nil when the data set does not say.
  public func currentPlace() throws -> Place? {
    try query { db in
      guard
        let id = try String.fetchValue(db.cachedStatement(sql: "SELECT currentPlace FROM device"))
      else {
        return nil
      }
      return try Self.place(id: id, db)
    }
  }

  static func place(id: String, _ db: Database) throws -> Place? {
    try Columns.first(
      db.cachedStatement(sql: "SELECT \(Self.placeColumns) FROM places WHERE id = ?"),
      arguments: [id], place)
  }

  /// The columns a place is read from, in the order `place(_:)` reads them: by position, as
  /// a row read by column name searches its columns, lowercasing each, at every read.
  private static let placeColumns = "id, name, spokenName, address, city, latitude, longitude"

  private static func place(_ row: Columns) -> Place {
    Place(
      id: row[0], name: row[1], spokenName: row[2], address: row[3], city: row[4],
      latitude: row[5], longitude: row[6])
  }

  /// Writes places.json with each place's keys and words, replacing an earlier import's (see
  /// insertPaymentServices).
  static func insertPlaces(_ records: [PlaceRecord], _ db: Database) throws {
    for table in ["placeWords", "placeNames", "places"] {
      try db.execute(sql: "DELETE FROM \(table)")
    }
    let place = try db.makeStatement(
      sql: """
        INSERT INTO places (id, name, spokenName, aliases, address, city, latitude, longitude)
        VALUES (?, ?, ?, ?, ?, ?, ?, ?)
        """)
    let name = try db.makeStatement(
      sql: "INSERT OR IGNORE INTO placeNames (placeRowid, position, key) VALUES (?, ?, ?)")
    let word = try db.makeStatement(
      sql: "INSERT OR IGNORE INTO placeWords (word, placeRowid) VALUES (?, ?)")
    let encoder = JSONEncoder()
    for record in records {
      let aliases = record.aliases ?? []
      try Columns.run(
        place,
        arguments: [
          record.id, record.name, record.spokenName,
          String(decoding: try encoder.encode(aliases), as: UTF8.self),
          record.address, record.city, record.latitude, record.longitude,
        ])
      let rowid = db.lastInsertedRowID
      for (position, text) in ([record.name] + aliases).enumerated() {
        let words = PlaceKey.words(text)
        try Columns.run(name, arguments: [rowid, position, words.joined(separator: " ")])
        for each in words { try Columns.run(word, arguments: [each, rowid]) }
      }
    }
  }
}

/// The places as understanding asks them: a place is known when what was said is its name or
/// an alias, as `places(matching:)` compares them first.
extension StoredUserData: PlaceLookup {
  public func knowsPlace(_ said: String) -> Bool {
    let key = PlaceKey.key(said)
    guard !key.isEmpty else { return false }
    return faults.reading("the places", from: database, orElse: false) { db in
      try Bool.fetchValue(
        db.cachedStatement(sql: "SELECT EXISTS (SELECT 1 FROM placeNames WHERE key = ?)"),
        arguments: [key]) ?? false
    }
  }
}
