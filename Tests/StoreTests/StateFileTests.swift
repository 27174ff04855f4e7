import Apps
import Foundation
import GRDB
import Testing

@testable import Store

/// The state file holds the passcode's hash: it is the owner's alone, and a database that is
/// another program's is never written to.
@Suite struct StateFileTests {
  let folder = FileManager.default.temporaryDirectory
    .appendingPathComponent("intentsh-\(UUID().uuidString)")

  func mode(_ path: String) throws -> Int {
    try (FileManager.default.attributesOfItem(atPath: path)[.posixPermissions] as? Int) ?? -1
  }

  @Test func aNewStateFileIsTheOwnersAloneInAPrivateFolder() throws {
    let path = folder.appendingPathComponent("new/state.sqlite").path
    _ = try AppDatabase.open(path: path)
    #expect(try mode(path) == 0o600)
    #expect(try mode(folder.appendingPathComponent("new").path) == 0o700)
  }

  @Test func shellsOpeningANewStateFileAtOnceEachGetItImportedOnce() async throws {
    let path = folder.appendingPathComponent("race/state.sqlite").path
    let dataSet = try DataSetLoader.load(DataSetLoader.demoFolder, appKinds: InstalledApps.kinds())
    // Each open is its own connection, as each shell's is; they race to make the file, migrate
    // it and import the data set.
    let sources = try await withThrowingTaskGroup(of: String.self) { group in
      for _ in 0..<4 {
        group.addTask {
          try AppDatabase.open(path: path).importDataSetIfEmpty({ dataSet }, source: "demo")
        }
      }
      return try await group.reduce(into: []) { $0.append($1) }
    }
    #expect(sources == ["demo", "demo", "demo", "demo"])
    let contacts = try await DatabaseQueue(path: path).read { db in
      try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM contacts")
    }
    #expect(contacts == dataSet.contacts.count)
  }

  @Test func anExistingStateFileOpenToOthersIsTightened() throws {
    let path = folder.appendingPathComponent("state.sqlite").path
    _ = try AppDatabase.open(path: path)
    try FileManager.default.setAttributes([.posixPermissions: 0o644], ofItemAtPath: path)
    _ = try AppDatabase.open(path: path)
    #expect(try mode(path) == 0o600)
  }

  @Test(.enabled(if: geteuid() != 0, "root writes a file whatever its mode"))
  func aStateItsOwnerCouldNotWriteIsTightenedAndOpenedForWriting() throws {
    let path = folder.appendingPathComponent("state.sqlite").path
    _ = try AppDatabase.open(path: path)
    try FileManager.default.setAttributes([.posixPermissions: 0o400], ofItemAtPath: path)
    let database = try AppDatabase.open(path: path)
    #expect(try mode(path) == 0o600)
    try database.logTurn(LoggedTurn(session: "s", text: "hello"))
    #expect(try database.loggedTurns() == [LoggedTurn(session: "s", text: "hello")])
  }

  @Test func aStateFromAnEarlierVersionGetsTheMigrationsItLacks() throws {
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let path = folder.appendingPathComponent("old.sqlite").path
    let migrations = Schema.migrator.migrations
    try Schema.migrator.migrate(DatabaseQueue(path: path), upTo: migrations[migrations.count - 2])
    _ = try AppDatabase.open(path: path)
    let applied = try DatabaseQueue(path: path).read { db in
      try String.fetchAll(db, sql: "SELECT identifier FROM grdb_migrations")
    }
    #expect(Set(applied) == Set(migrations))
  }

  @Test func anotherProgramsDatabaseIsRefusedAndLeftAsItWas() throws {
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let path = folder.appendingPathComponent("notes.sqlite").path
    try DatabaseQueue(path: path).write { db in
      try db.execute(sql: "CREATE TABLE notes (text TEXT); INSERT INTO notes VALUES ('mine')")
    }
    try FileManager.default.setAttributes([.posixPermissions: 0o644], ofItemAtPath: path)
    #expect(
      throws: DataSetError(
        file: path,
        problem: "not an intentsh state file (it holds tables notes); refusing to write to it")
    ) {
      try AppDatabase.open(path: path)
    }
    let tables = try DatabaseQueue(path: path).read { db in
      try String.fetchAll(db, sql: "SELECT name FROM sqlite_master WHERE type = 'table'")
    }
    #expect(tables == ["notes"])
    #expect(try mode(path) == 0o644)
  }

  @Test func aStateFolderUnderAFileIsSaidPlainly() throws {
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let file = folder.appendingPathComponent("plain")
    try Data().write(to: file)
    let path = file.appendingPathComponent("intentsh/state.sqlite").path
    #expect(
      throws: DataSetError(
        file: file.appendingPathComponent("intentsh").path,
        problem: "cannot make the state folder: \(file.path) is a file, not a folder")
    ) {
      try AppDatabase.open(path: path)
    }
  }

  @Test func errorsAreOneLine() {
    let error = DatabaseError(
      resultCode: .SQLITE_BUSY, message: "database is locked", sql: "BEGIN IMMEDIATE",
      arguments: nil)
    #expect(AppDatabase.oneLine(error) == "SQLite error 5: database is locked")
  }
}

/// What the schema promises whatever the data: deleting a row never reads a whole table.
@Suite struct SchemaTests {
  /// ON DELETE CASCADE looks a deleted parent's children up by their key; without an index
  /// that starts with that key, each deleted row reads the whole child table, so replacing a
  /// large vocabulary or address book took time growing with the square of its size.
  @Test func everyForeignKeyLeadsAnIndexOfItsTable() throws {
    let database = try AppDatabase.inMemory()
    let unindexed = try database.query { db in
      try String.fetchAll(db, sql: "SELECT name FROM sqlite_master WHERE type = 'table'")
        .flatMap { table in
          let keys = try String.fetchAll(
            db, sql: "SELECT \"from\" FROM pragma_foreign_key_list(?) WHERE seq = 0",
            arguments: [table])
          let leading = try String.fetchSet(
            db,
            sql: """
              SELECT info.name FROM pragma_index_list(?1) AS list,
                pragma_index_info(list.name) AS info WHERE info.seqno = 0
              """, arguments: [table])
          return keys.filter { !leading.contains($0) }.map { "\(table).\($0)" }
        }
    }
    #expect(unindexed == [])
  }
}
