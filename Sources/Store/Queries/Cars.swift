import GRDB
import IntentKit

/// A vehicle of a car app, as the app sees it.
public struct Car: Hashable, Sendable {
  public var id: String
  public var app: String
  public var name: String
  public var pronunciationHint: String?
  /// "car", "truck", ...
  public var kind: String
  public var locked: Bool

  /// The car's name as Siri says and recognises it, with its identifier.
  public var speakableName: SpeakableString {
    SpeakableString(
      spokenPhrase: name, pronunciationHint: pronunciationHint, vocabularyIdentifier: id)
  }
}

extension AppDatabase {
  /// A car app's vehicles, in data set order.
  public func cars(app: String) throws -> [Car] {
    try query { db in
      try Row.fetchAll(
        db.cachedStatement(sql: "SELECT * FROM cars WHERE app = ? ORDER BY rowid"),
        arguments: [app]
      ).map(Self.car)
    }
  }

  /// Locks or unlocks a car in one transaction; returns the car as it was before, or nil when
  /// the app has no such car.
  public func setCarLocked(_ locked: Bool, id: String, app: String) throws -> Car? {
    try transaction { db in
      guard
        let before = try Row.fetchOne(
          db.cachedStatement(sql: "SELECT * FROM cars WHERE id = ? AND app = ?"),
          arguments: [id, app]
        ).map(Self.car)
      else { return nil }
      try db.executeCached(
        sql: "UPDATE cars SET locked = ? WHERE id = ?", arguments: [locked, id])
      return before
    }
  }

  /// Writes cars.json, replacing the cars of an earlier import (see insertPaymentServices).
  static func insertCars(_ records: [CarRecord], _ db: Database) throws {
    try db.execute(sql: "DELETE FROM cars")
    let car = try db.makeStatement(
      sql: """
        INSERT INTO cars (id, app, name, pronunciationHint, kind, locked)
        VALUES (?, ?, ?, ?, ?, ?)
        """)
    for record in records {
      try Columns.run(
        car,
        arguments: [
          record.id, record.app, record.name, record.pronunciationHint, record.kind, record.locked,
        ])
    }
  }

  private static func car(_ row: Row) -> Car {
    Car(
      id: row["id"], app: row["app"], name: row["name"],
      pronunciationHint: row["pronunciationHint"], kind: row["kind"], locked: row["locked"])
  }
}
