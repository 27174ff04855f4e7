import GRDB
import GRDBSQLite
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
}
