import Foundation
import GRDB
import IntentKit
import Understanding

/// The state database: the imported data set and everything the apps change.
/// Every change is one transaction, so a killed process leaves the data consistent.
public final class AppDatabase: Sendable {
  let writer: any DatabaseWriter

  /// Opens (creating if needed) the state file at `path`, folder mode 0700.
  public static func open(path: String) throws -> AppDatabase {
    let folder = URL(fileURLWithPath: path).deletingLastPathComponent()
    try FileManager.default.createDirectory(
      at: folder, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
    do {
      return try AppDatabase(DatabaseQueue(path: path))
    } catch let error as DatabaseError {
      throw DataSetError(
        file: path, problem: "cannot open state database: \(error.message ?? "\(error)")")
    }
  }

  /// An in-memory database: nothing is written to disk (`--ephemeral`, replay, tests).
  public static func inMemory() throws -> AppDatabase {
    try AppDatabase(DatabaseQueue())
  }

  init(_ writer: any DatabaseWriter, migrate: Bool = true) throws {
    self.writer = writer
    if migrate { try Schema.migrator.migrate(writer) }
  }

  /// A fresh in-memory copy of this database: replay starts each transcript from one,
  /// which is much faster than importing the data set again.
  public func inMemoryCopy() throws -> AppDatabase {
    let copy = try DatabaseQueue()
    try writer.backup(to: copy)
    return try AppDatabase(copy, migrate: false)  // A copy of a migrated database is migrated.
  }

  /// Where the imported data set came from ("demo" or a folder path); nil before any import.
  public func dataSetSource() throws -> String? {
    try meta("dataSetSource")
  }

  /// The name of the imported data set.
  public func dataSetName() throws -> String? {
    try meta("dataSet")
  }

  /// Replaces everything with the data set, in one transaction. `source` says where it came
  /// from ("demo" or a folder path), so a later start can tell whether the state is its own.
  public func importDataSet(_ dataSet: DataSet, source: String = "demo") throws {
    try writer.write { db in
      for table in Schema.dataTables { try db.execute(sql: "DELETE FROM \(table)") }
      try DataSetImport.insert(dataSet, into: db)
      try db.execute(
        sql: "INSERT INTO meta (key, value) VALUES ('dataSetSource', ?)", arguments: [source])
    }
  }

  // MARK: - Meta

  public func meta(_ key: String) throws -> String? {
    try writer.read { db in
      try String.fetchOne(db, sql: "SELECT value FROM meta WHERE key = ?", arguments: [key])
    }
  }

  // MARK: - Apps

  /// The apps of the data set, in data set order.
  public func apps() throws -> [AppRecord] {
    try writer.read { db in
      try String.fetchAll(db, sql: "SELECT record FROM apps ORDER BY position").map { json in
        try JSONDecoder().decode(AppRecord.self, from: Data(json.utf8))
      }
    }
  }
}
