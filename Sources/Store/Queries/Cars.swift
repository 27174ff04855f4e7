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
      try Columns.all(
        db.cachedStatement(sql: Self.carsOfAnApp),
        arguments: [app], Self.car)
    }
  }

  /// Locks or unlocks a car in one transaction; returns the car as it was before, or nil when
  /// the app has no such car.
  public func setCarLocked(_ locked: Bool, id: String, app: String) throws -> Car? {
    try transaction { db in
      guard
        let before = try Columns.first(
          db.cachedStatement(sql: Self.carOfAnAppByID),
          arguments: [id, app], Self.car)
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

  /// The columns `car` reads, in its order.
  private static let carColumns = "id, app, name, pronunciationHint, kind, locked"
  private static let carsOfAnApp = "SELECT \(carColumns) FROM cars WHERE app = ? ORDER BY rowid"
  private static let carOfAnAppByID = "SELECT \(carColumns) FROM cars WHERE id = ? AND app = ?"

  /// A car from a row of `carColumns`, read by position: a column found by name is searched
  /// for among all of them each time.
  private static func car(_ row: Columns) -> Car {
    Car(
      id: row[0], app: row[1], name: row[2], pronunciationHint: row[3], kind: row[4],
      locked: row[5])
  }
}
