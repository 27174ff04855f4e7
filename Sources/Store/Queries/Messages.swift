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
        try db.execute(
          sql: "INSERT INTO conversations (id, app, participants) VALUES (?, ?, ?)",
          arguments: [id, app, participants])
        conversationId = id
      }
      let message = StoredMessage(
        id: try Self.unusedID("msg", in: "messages", db), conversationId: conversationId ?? "",
        sender: "me", content: content, sentAt: Timestamp.string(date))
      try db.execute(
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
    var number = (try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM \(table)") ?? 0) + 1
    let taken = try db.cachedStatement(sql: "SELECT 1 FROM \(table) WHERE id = ?")
    while try Int.fetchOne(taken, arguments: ["\(prefix)-\(number)"]) != nil { number += 1 }
    return "\(prefix)-\(number)"
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
