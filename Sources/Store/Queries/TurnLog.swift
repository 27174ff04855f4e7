import Foundation
import GRDB

/// One turn of the state's log: the session that typed it and the line as a transcript
/// writes it.
public struct LoggedTurn: Sendable, Equatable {
  public var session: String
  public var text: String

  public init(session: String, text: String) {
    self.session = session
    self.text = text
  }
}

extension AppDatabase {
  /// Set when the state was used before its turns were logged: its log cannot rebuild it.
  static let turnLogIncompleteKey = "turnLogIncomplete"

  /// Adds a turn to the log.
  public func logTurn(_ turn: LoggedTurn) throws {
    try transaction { db in
      try db.executeCached(
        sql: "INSERT INTO turnLog (session, text) VALUES (?, ?)",
        arguments: [turn.session, turn.text])
    }
  }

  /// Every turn since the data set was imported, in order; nil when the state was changed
  /// before the log was kept, so that no log can rebuild it.
  public func loggedTurns() throws -> [LoggedTurn]? {
    try query { db in
      if try Self.meta(Self.turnLogIncompleteKey, in: db) != nil { return nil }
      return try Row.fetchAll(db, sql: "SELECT session, text FROM turnLog ORDER BY id").map {
        LoggedTurn(session: $0["session"], text: $0["text"])
      }
    }
  }
}
