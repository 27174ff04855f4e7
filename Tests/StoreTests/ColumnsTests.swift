import GRDB
import GRDBSQLite
import IntentKit
import Testing

@testable import Store

/// Rows read by column position as their statement is stepped (`Columns`), in place of GRDB's
/// `Row` cursors on the queries a request runs.
@Suite struct ColumnsTests {
  let database: AppDatabase

  init() throws {
    database = try AppDatabase.inMemory()
    try database.writer.write { db in
      try db.execute(
        sql: """
          CREATE TABLE sample (name TEXT NOT NULL, note TEXT, count INTEGER NOT NULL);
          INSERT INTO sample VALUES ('a', NULL, 1), ('b', 'second', 2), ('c', NULL, 3);
          """)
    }
  }

  @Test func everyRowIsReadByPositionWithItsNulls() throws {
    let rows = try database.query { db in
      try Columns.all(
        db.cachedStatement(sql: "SELECT name, note, count FROM sample ORDER BY rowid"),
        arguments: []
      ) { row in "\(row[0] as String) \(row[1] as String? ?? "-") \(row[2] as Int)" }
    }
    #expect(rows == ["a - 1", "b second 2", "c - 3"])
  }

  /// Text reads as GRDB reads it: empty, long, not ASCII, a number stored in a text column's
  /// place, and NULL.
  @Test func textReadsAsGRDBReadsIt() throws {
    let values = ["", "milk", String(repeating: "long text ", count: 40), "Zoë café ☕️ 日本語", "12"]
    try database.query { db in
      for value in values {
        let statement = try db.cachedStatement(sql: "SELECT ?")
        let read = try Columns.first(statement, arguments: [value]) { $0[0] as String }
        #expect(read == (try String.fetchOne(db, sql: "SELECT ?", arguments: [value])))
      }
      let number = try Columns.first(db.cachedStatement(sql: "SELECT 12"), arguments: []) {
        $0[0] as String
      }
      #expect(number == "12")
      let null = try Columns.first(db.cachedStatement(sql: "SELECT NULL"), arguments: []) {
        $0[0] as String?
      }
      #expect(null == .some(nil))
    }
  }

  /// Text's bytes in place are the bytes of the text read whole; NULL gives none; a number in
  /// a text's place gives its digits.
  @Test func textBytesAreTheTextsUTF8() throws {
    let values = ["", "milk", String(repeating: "long text ", count: 40), "Zoë café ☕️ 日本語", "12"]
    try database.query { db in
      for value in values {
        let bytes = try Columns.first(db.cachedStatement(sql: "SELECT ?"), arguments: [value]) {
          $0.withTextBytes(0) { Array($0) }
        }
        #expect(bytes == .some(Array(value.utf8)))
      }
      let number = try Columns.first(db.cachedStatement(sql: "SELECT 12"), arguments: []) {
        $0.withTextBytes(0) { Array($0) }
      }
      #expect(number == .some(Array("12".utf8)))
      let null = try Columns.first(db.cachedStatement(sql: "SELECT NULL"), arguments: []) {
        $0.withTextBytes(0) { Array($0) }
      }
      #expect(null == .some(nil))
    }
  }

  /// A stored case name reads as its case, as `init(rawValue:)` reads it; another name as none.
  @Test func storedCaseNamesReadAsTheirCases() throws {
    let names = TaskStatus.allCases.map(\.rawValue) + ["Completed", "done", ""]
    let read = try database.query { db in
      try names.map { name in
        try Columns.first(db.cachedStatement(sql: "SELECT ?"), arguments: [name]) {
          $0.storedCase(0) as TaskStatus?
        } ?? nil
      }
    }
    #expect(read == names.map { TaskStatus(rawValue: $0) })
    #expect(read.suffix(3) == [nil, nil, nil])
  }

  @Test func theFirstRowLeavesItsStatementResetForTheNextQuery() throws {
    let sql = "SELECT name FROM sample WHERE count >= ? ORDER BY rowid"
    try database.query { db in
      let statement = try db.cachedStatement(sql: sql)
      #expect(try Columns.first(statement, arguments: [1]) { $0[0] as String } == "a")
      // Stopped after one of three rows, the statement holds no read open.
      #expect(sqlite3_stmt_busy(statement.sqliteStatement) == 0)
      #expect(try Columns.first(statement, arguments: [2]) { $0[0] as String } == "b")
      #expect(try Columns.first(statement, arguments: [4]) { $0[0] as String } == nil)
    }
  }

  @Test func aWrongCountOfArgumentsIsAnError() throws {
    #expect(throws: DatabaseError.self) {
      try database.query { db in
        try Columns.all(
          db.cachedStatement(sql: "SELECT name FROM sample WHERE count = ?"), arguments: []
        ) { $0[0] as String }
      }
    }
  }

  @Test func argumentsAreBoundAsGRDBBindsThem() throws {
    try database.writer.write { db in
      let insert = try db.cachedStatement(sql: "INSERT INTO sample VALUES (?, ?, ?)")
      try Columns.run(insert, arguments: ["Zoë 🦄", nil as String?, 7])
      try Columns.run(insert, arguments: ["d", "fourth", Int64.max])
      // GRDB running the same statement binds its own arguments again.
      try insert.execute(arguments: ["e", "fifth", 5])
    }
    let rows = try database.query { db in
      try Columns.all(
        db.cachedStatement(
          sql: "SELECT name, note, count FROM sample WHERE count > ? ORDER BY rowid"),
        arguments: [3.5]
      ) { row in "\(row[0] as String) \(row[1] as String? ?? "-") \(row[2] as Int64)" }
    }
    #expect(rows == ["Zoë 🦄 - 7", "d fourth \(Int64.max)", "e fifth 5"])
  }

  /// Strings are bound from their own storage rather than by GRDB: each must store what GRDB
  /// would have stored, text and never NULL, whatever the string's length or where it came
  /// from (a small string kept inline, a long one, a slice made into a String).
  @Test func stringsAreStoredAsGRDBStoresThem() throws {
    let long = String(repeating: "long text, ", count: 40)
    let strings = [
      "", "a", "Zoë 🦄", long, String(long.dropFirst(5).prefix(30)), "cut\u{0}after", "تم",
    ]
    let stored = try database.writer.write { db in
      try db.execute(sql: "CREATE TABLE texts (ours TEXT, grdbs TEXT)")
      let insert = try db.cachedStatement(sql: "INSERT INTO texts VALUES (?, 'pending')")
      let update = try db.cachedStatement(sql: "UPDATE texts SET grdbs = ? WHERE rowid = ?")
      for text in strings {
        try Columns.run(insert, arguments: [text])
        try update.execute(arguments: [text, db.lastInsertedRowID])
      }
      return try Row.fetchAll(db, sql: "SELECT ours, grdbs, typeof(ours) FROM texts")
    }
    #expect(stored.count == strings.count)
    for row in stored {
      #expect(row[0] as String == row[1] as String)
      #expect(row[2] as String == "text")
    }
    #expect(stored.map { $0[0] as String }.first == "")
    #expect(stored.map { $0[0] as String }.last == "تم")
  }

  @Test func aStatementsErrorIsThrownNamingItsSQL() throws {
    let error = #expect(throws: DatabaseError.self) {
      try database.writer.write { db in
        try Columns.run(
          db.cachedStatement(sql: "INSERT INTO sample VALUES (?, ?, ?)"),
          arguments: [nil as String?, "x", 1])
      }
    }
    #expect(error?.resultCode == .SQLITE_CONSTRAINT)
    #expect(error?.sql == "INSERT INTO sample VALUES (?, ?, ?)")
  }
}
