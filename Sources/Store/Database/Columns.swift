import Foundation
import GRDB
import GRDBSQLite

/// The row a statement stands on, read by column position. GRDB's `Row` cursors build a
/// table of the columns' lowercased names for every query (9 k instructions, most of what a
/// small query costs), which reading by position never uses; the queries a request runs read
/// their rows through this instead.
struct Columns {
  let statement: SQLiteStatement

  /// Column `index` as `Value` (an optional for a column that may be NULL). Like GRDB's `Row`
  /// subscript, it stops the program when the column holds no such value: the schema's types
  /// and NOT NULL constraints make that a broken program, not a state to answer.
  subscript<Value: StatementColumnConvertible>(_ index: Int) -> Value {
    guard let value = Value.fromStatement(statement, atUncheckedIndex: CInt(index)) else {
      holdsNo(Value.self, at: index)
    }
    return value
  }

  /// Stops the program: column `index` does not hold the `type` the schema says it does.
  private func holdsNo(_ type: Any.Type, at index: Int) -> Never {
    let sql = sqlite3_sql(statement).map { String(cString: $0) } ?? "?"
    fatalError("column \(index) of \"\(sql)\" holds no \(type)")
  }

  /// Column `index` as text, read with its length: GRDB's reading looks for the end of the C
  /// string first. Stored text never holds a NUL (`ColumnCursor` binds text up to one, as GRDB
  /// does), so both read the same characters.
  subscript(_ index: Int) -> String? {
    withTextBytes(index) { String(decoding: $0, as: UTF8.self) }
  }

  /// `body` on column `index`'s text, its UTF-8 bytes where SQLite holds them (valid until the
  /// statement steps on); nil for NULL. For text only compared or decoded, never kept whole.
  func withTextBytes<T>(_ index: Int, _ body: (UnsafeBufferPointer<UInt8>) throws -> T) rethrows
    -> T?
  {
    // The text first, then its length, as SQLite's documentation asks: asking for the text
    // may convert it, and the length is the converted text's.
    guard sqlite3_column_type(statement, CInt(index)) != SQLITE_NULL,
      let text = sqlite3_column_text(statement, CInt(index))
    else { return nil }
    let count = Int(sqlite3_column_bytes(statement, CInt(index)))
    return try body(UnsafeBufferPointer(start: text, count: count))
  }

  subscript(_ index: Int) -> String {
    guard let text = self[index] as String? else { holdsNo(String.self, at: index) }
    return text
  }

  /// Column `index`, a stored case name, as its case; nil for a name no case has. Compared with
  /// each case's name: a String enum's `init(rawValue:)` searches a table of its cases' names,
  /// several times slower for the few cases these have, and tasks are read by the thousand. The
  /// names are compared with the column's bytes where SQLite keeps them: making a string of
  /// the column first (validating its UTF-8) cost more than the comparisons.
  func storedCase<Value: CaseIterable & RawRepresentable>(_ index: Int) -> Value?
  where Value.RawValue == String {
    let found = withTextBytes(index) { bytes in
      Value.allCases.first { value in
        var name = value.rawValue
        return name.withUTF8 { name in
          name.count == bytes.count
            && (name.isEmpty || memcmp(name.baseAddress!, bytes.baseAddress!, name.count) == 0)
        }
      }
    }
    // NULL, which no column of case names holds.
    guard let found else { holdsNo(String.self, at: index) }
    return found
  }

  /// The rows `statement` gives with `arguments`, each decoded where it stands. `decode` may
  /// run other statements, not this one.
  static func all<T>(
    _ statement: Statement, arguments: [any StatementBinding], _ decode: (Columns) throws -> T
  ) throws -> [T] {
    var found: [T] = []
    try each(statement, arguments: arguments) { found.append(try decode($0)) }
    return found
  }

  /// `body` on each row `statement` gives with `arguments`, where it stands.
  static func each(
    _ statement: Statement, arguments: [any StatementBinding], _ body: (Columns) throws -> Void
  ) throws {
    try withoutActuallyEscaping(body) { body in
      let cursor = try ColumnCursor(statement, arguments: arguments, body)
      while try cursor.next() != nil {}
    }
  }

  /// The first row `statement` gives, decoded where it stands; nil when it gives none.
  static func first<T>(
    _ statement: Statement, arguments: [any StatementBinding], _ decode: (Columns) throws -> T
  ) throws -> T? {
    try withoutActuallyEscaping(decode) { decode in
      let cursor = try ColumnCursor(statement, arguments: arguments, decode)
      return try cursor.next()
    }
  }

  /// Runs `statement` (an insert, an update) with `arguments`, through to its end.
  static func run(_ statement: Statement, arguments: [any StatementBinding]) throws {
    try each(statement, arguments: arguments) { _ in }
  }
}

extension StatementColumnConvertible {
  /// The first row's single value, nil when there is no row or it holds NULL: GRDB's
  /// `fetchOne`, read by position. GRDB's runs generic code Swift does not specialize across
  /// modules, 4 k instructions more a query, and replay asks a few thousand a round.
  static func fetchValue(_ statement: Statement, arguments: [any StatementBinding] = []) throws
    -> Self?
  {
    try Columns.first(statement, arguments: arguments) { $0[0] as Self? } ?? nil
  }
}

/// A statement's rows decoded by `Columns`, through GRDB's `DatabaseCursor`: stepped, and its
/// statement reset when done, as GRDB's own cursors are.
final class ColumnCursor<Element>: DatabaseCursor {
  let _statement: Statement
  var _isDone = false
  private let decode: (Columns) throws -> Element

  init(
    _ statement: Statement, arguments: [any StatementBinding],
    _ decode: @escaping (Columns) throws -> Element
  ) throws {
    _statement = statement
    self.decode = decode
    try Self.bind(arguments, to: statement)
  }

  /// Resets the statement and binds `arguments` with SQLite's own calls, after checking there
  /// are as many as it takes: what GRDB's `setArguments` does, without first making a
  /// `StatementArguments` of them and validating it (2 k instructions a query, the most of
  /// any step of a small one). The statement's GRDB `arguments` are left as they were; GRDB
  /// binds its own again whenever it runs the statement itself.
  private static func bind(_ arguments: [any StatementBinding], to statement: Statement) throws {
    let sqlite = statement.sqliteStatement
    func fail(_ code: CInt) -> DatabaseError {
      DatabaseError(
        resultCode: ResultCode(rawValue: code),
        message: String(cString: sqlite3_errmsg(sqlite3_db_handle(sqlite))), sql: statement.sql)
    }
    let taken = Int(sqlite3_bind_parameter_count(sqlite))
    guard taken == arguments.count else {
      throw DatabaseError(
        resultCode: .SQLITE_MISUSE,
        message: "wrong number of statement arguments: \(arguments.count), not \(taken)",
        sql: statement.sql)
    }
    let reset = sqlite3_reset(sqlite)
    guard reset == SQLITE_OK else { throw fail(reset) }
    // Every parameter is bound again (there are as many arguments as it takes), which replaces
    // its earlier value, so nothing is cleared first; each argument is bound where it stands in
    // the array, as zipping them with their positions copied every one out first.
    for index in arguments.indices {
      let code = bind(arguments[index], at: CInt(index + 1), to: sqlite)
      guard code == SQLITE_OK else { throw fail(code) }
    }
  }

  /// Binds one argument as GRDB does, a string from its own storage: GRDB passes the String
  /// where a C string is expected, which makes an array of its bytes each time, half of what
  /// binding a string cost. The same value is bound (the bytes up to a NUL, copied by
  /// SQLite). Generic, so that the argument's type is compared, not cast to.
  private static func bind<Value: StatementBinding>(
    _ value: Value, at index: CInt, to sqlite: SQLiteStatement
  ) -> CInt {
    guard Value.self == String.self else { return value.bind(to: sqlite, at: index) }
    return unsafeBitCast(value, to: String.self).withCString {
      sqlite3_bind_text(sqlite, index, $0, -1, copiedBySQLite)
    }
  }

  /// SQLite's SQLITE_TRANSIENT, which C defines as a cast Swift does not import: SQLite copies
  /// the value before the call returns.
  private static var copiedBySQLite: sqlite3_destructor_type {
    unsafeBitCast(OpaquePointer(bitPattern: -1), to: sqlite3_destructor_type.self)
  }

  deinit {
    // A statement left part-way through its rows would keep its read open; reset, it has
    // nothing left to report (a step's error was thrown at that step).
    sqlite3_reset(_statement.sqliteStatement)
  }

  func _element(sqliteStatement: SQLiteStatement) throws -> Element {
    try decode(Columns(statement: sqliteStatement))
  }
}
