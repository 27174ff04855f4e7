import Foundation
import GRDB
import IntentKit

/// A message stored in a conversation.
public struct StoredMessage: Hashable, Sendable {
  public var id: String
  public var conversationId: String
  public var sender: String
  public var content: String
  public var sentAt: String
}

extension AppDatabase {
  /// Stores a sent message in the app's conversation with exactly these contacts, creating the
  /// conversation if there is none, in one transaction.
  public func sendMessage(
    app: String, to contactIDs: [String], content: String, at date: Date
  ) throws -> StoredMessage {
    try transaction { db in
      let participants = ConversationKey.participants(contactIDs)
      var conversationId = try String.fetchOne(
        db.cachedStatement(
          sql: "SELECT id FROM conversations WHERE app = ? AND participants = ? ORDER BY id LIMIT 1"
        ),
        arguments: [app, participants])
      if conversationId == nil {
        let id = try Self.unusedID("conv", in: "conversations", db)
        try db.executeCached(
          sql: "INSERT INTO conversations (id, app, participants) VALUES (?, ?, ?)",
          arguments: [id, app, participants])
        conversationId = id
      }
      let message = StoredMessage(
        id: try Self.unusedID("msg", in: "messages", db), conversationId: conversationId ?? "",
        sender: "me", content: content, sentAt: Timestamp.string(date))
      try db.executeCached(
        sql: """
          INSERT INTO messages (id, conversationId, sender, content, sentAt, isRead)
          VALUES (?, ?, ?, ?, ?, 1)
          """,
        arguments: [
          message.id, message.conversationId, message.sender, message.content, message.sentAt,
        ])
      return message
    }
  }

  /// The first "prefix-N" id not taken in `table`, counting up from its row count: data sets
  /// choose their own ids, so the next number may already be used.
  static func unusedID(_ prefix: String, in table: String, _ db: Database) throws -> String {
    var number = try rowCount(table, db) + 1
    let taken = try db.cachedStatement(sql: "SELECT 1 FROM \(table) WHERE id = ?")
    while try Int.fetchOne(taken, arguments: ["\(prefix)-\(number)"]) != nil { number += 1 }
    return "\(prefix)-\(number)"
  }

  /// "prefix-N" ids as `unusedID` finds them from a given number, for rows inserted one after
  /// another in one transaction: which numbers are taken is asked of the table for a run of
  /// them at once, not id by id (a thousand items added asked a thousand times).
  struct UnusedIDs {
    let prefix: String
    let table: String
    /// The numbers asked about, and those of them taken, with the ids inserted since.
    private var checked = 0..<0
    private var taken = Set<Int>()

    init(_ prefix: String, in table: String) {
      self.prefix = prefix
      self.table = table
    }

    /// The first free number from `start`, and its id; `expected` is how many ids are still
    /// to be asked for, so one question covers them.
    mutating func next(from start: Int, expected: Int, _ db: Database) throws
      -> (id: String, number: Int)
    {
      var number = start
      while true {
        if !checked.contains(number) { try check(number..<(number + max(expected, 1) + 8), db) }
        if !taken.contains(number) { return (id(number), number) }
        number += 1
      }
    }

    /// An id inserted meanwhile, given out or chosen by the data set: taken from now on.
    mutating func inserted(_ id: String) {
      guard id.hasPrefix(prefix + "-"), let number = Int(id.dropFirst(prefix.count + 1)),
        self.id(number) == id
      else { return }
      taken.insert(number)
    }

    private func id(_ number: Int) -> String { "\(prefix)-\(number)" }

    private mutating func check(_ numbers: Range<Int>, _ db: Database) throws {
      let statement = try db.cachedStatement(
        sql: "SELECT id FROM \(table) WHERE id IN (SELECT value FROM json_each(?))")
      let candidates = "[" + numbers.map { "\"\(id($0))\"" }.joined(separator: ",") + "]"
      for found in try String.fetchAll(statement, arguments: [candidates]) { inserted(found) }
      checked = numbers
    }
  }

  static func rowCount(_ table: String, _ db: Database) throws -> Int {
    try Int.fetchOne(db.cachedStatement(sql: "SELECT COUNT(*) FROM \(table)")) ?? 0
  }

  /// The messages of a conversation, oldest first.
  public func messages(inConversation id: String) throws -> [StoredMessage] {
    try query { db in
      try Row.fetchAll(
        db, sql: "SELECT * FROM messages WHERE conversationId = ? ORDER BY sentAt, rowid",
        arguments: [id]
      ).map { row in
        StoredMessage(
          id: row["id"], conversationId: row["conversationId"], sender: row["sender"],
          content: row["content"], sentAt: row["sentAt"])
      }
    }
  }
}

/// Timestamps are stored as ISO 8601 in UTC, so they sort as text.
public enum Timestamp {
  public static func string(_ date: Date) -> String {
    date.formatted(.iso8601)
  }

  public static func date(_ text: String) -> Date? {
    try? Date(text, strategy: .iso8601)
  }
}
