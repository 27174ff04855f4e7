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
  /// Stores a sent message in the app's conversation with exactly these contacts (not a named
  /// group, which is written to by name), creating the conversation if there is none, in one
  /// transaction.
  public func sendMessage(
    app: String, to contactIDs: [String], content: String, at date: Date
  ) throws -> StoredMessage {
    try transaction { db in
      let participants = ConversationKey.participants(contactIDs)
      // MIN, not "ORDER BY id LIMIT 1", which made SQLite build a temporary b-tree each time.
      var conversationId = try String.fetchValue(
        db.cachedStatement(
          sql: """
            SELECT MIN(id) FROM conversations
            WHERE app = ? AND participants = ? AND groupName IS NULL
            """
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

  /// Stores a sent message in an existing conversation (a reply to a conversation Siri read, a
  /// message to a group); nil when the app has no such conversation.
  public func sendMessage(
    app: String, inConversation id: String, content: String, at date: Date
  ) throws -> StoredMessage? {
    try transaction { db in
      guard try Self.conversation(id: id, app: app, db) != nil else { return nil }
      let message = StoredMessage(
        id: try Self.unusedID("msg", in: "messages", db), conversationId: id, sender: "me",
        content: content, sentAt: Timestamp.string(date))
      try db.executeCached(
        sql: """
          INSERT INTO messages (id, conversationId, sender, content, sentAt, isRead)
          VALUES (?, ?, ?, ?, ?, 1)
          """,
        arguments: [message.id, id, message.sender, message.content, message.sentAt])
      return message
    }
  }

  /// The app's conversation with this identifier, if it has one.
  public func conversation(id: String, app: String) throws -> StoredConversation? {
    try query { db in try Self.conversation(id: id, app: app, db) }
  }

  /// The app's group conversation called `name`, whatever its case.
  public func groupConversation(named name: String, app: String) throws -> StoredConversation? {
    try query { db in
      try Row.fetchOne(
        db.cachedStatement(
          sql: """
            SELECT * FROM conversations
            WHERE app = ? AND groupName IS NOT NULL AND lower(groupName) = lower(?)
            ORDER BY id LIMIT 1
            """),
        arguments: [app, name.trimmingCharacters(in: .whitespaces)]
      ).map(StoredConversation.init)
    }
  }

  /// The app's group conversations, by name: what it teaches Siri as contactGroupName terms.
  public func groupConversations(app: String) throws -> [StoredConversation] {
    try query { db in
      try Row.fetchAll(
        db,
        sql: """
          SELECT * FROM conversations WHERE app = ? AND groupName IS NOT NULL
          ORDER BY groupName, id
          """,
        arguments: [app]
      ).map(StoredConversation.init)
    }
  }

  /// Finds the messages others sent that `search` describes, oldest first, and marks them read,
  /// in one transaction. More than `limit` are not read at all: Siri cannot read that many.
  public func readMessages(_ search: MessageSearch, limit: Int) throws -> MessageReading {
    try transaction { db in
      var conditions = ["c.app = ?", "m.sender != 'me'"]
      var arguments: [any DatabaseValueConvertible] = [search.app]
      func matchAny(_ column: String, _ values: [String]?) {
        guard let values else { return }
        conditions.append(
          "\(column) IN (\(Array(repeating: "?", count: values.count).joined(separator: ", ")))")
        arguments.append(contentsOf: values)
      }
      matchAny("m.sender", search.senders)
      matchAny("m.conversationId", search.conversations)
      switch search.status {
      case .read?: conditions.append("m.isRead = 1")
      case .unread?: conditions.append("m.isRead = 0")
      case nil: break
      }
      if let from = search.sentFrom {
        conditions.append("m.sentAt >= ?")
        arguments.append(Timestamp.string(from))
      }
      if let before = search.sentBefore {
        conditions.append("m.sentAt < ?")
        arguments.append(Timestamp.string(before))
      }
      let matching = """
        FROM messages m JOIN conversations c ON c.id = m.conversationId
        WHERE \(conditions.joined(separator: " AND "))
        """
      // Prepared once per shape of search (which conditions, how many values): the same few
      // come back turn after turn.
      let rows: [Row]
      if search.latestOnly {
        rows = try Row.fetchAll(
          db.cachedStatement(
            sql: """
              SELECT m.*, c.app, c.participants, c.groupName \(matching)
              ORDER BY m.sentAt DESC, m.rowid DESC LIMIT 1
              """),
          arguments: StatementArguments(arguments))
      } else {
        let count =
          try Int.fetchValue(
            db.cachedStatement(sql: "SELECT COUNT(*) \(matching)"), arguments: arguments) ?? 0
        guard count <= limit else { return .tooMany(count: count) }
        rows = try Row.fetchAll(
          db.cachedStatement(
            sql:
              "SELECT m.*, c.app, c.participants, c.groupName \(matching) ORDER BY m.sentAt, m.rowid"
          ),
          arguments: StatementArguments(arguments))
      }
      let found = rows.map { row in
        FoundMessage(
          message: StoredMessage(row),
          conversation: StoredConversation(
            id: row["conversationId"], app: row["app"],
            participants: StoredConversation.participants(row["participants"]),
            groupName: row["groupName"]))
      }
      let markRead = try db.cachedStatement(sql: "UPDATE messages SET isRead = 1 WHERE id = ?")
      for message in found { try Columns.run(markRead, arguments: [message.message.id]) }
      return .read(found)
    }
  }

  static func conversation(id: String, app: String, _ db: Database) throws -> StoredConversation? {
    try Row.fetchOne(
      db.cachedStatement(sql: "SELECT * FROM conversations WHERE id = ? AND app = ?"),
      arguments: [id, app]
    ).map(StoredConversation.init)
  }

  /// The first "prefix-N" id not taken in `table`, counting up from its row count: data sets
  /// choose their own ids, so the next number may already be used.
  static func unusedID(_ prefix: String, in table: String, _ db: Database) throws -> String {
    var number = try rowCount(table, db) + 1
    let taken = try db.cachedStatement(sql: "SELECT 1 FROM \(table) WHERE id = ?")
    while try Int.fetchValue(taken, arguments: ["\(prefix)-\(number)"]) != nil { number += 1 }
    return "\(prefix)-\(number)"
  }

  static func rowCount(_ table: String, _ db: Database) throws -> Int {
    try Int.fetchValue(db.cachedStatement(sql: "SELECT COUNT(*) FROM \(table)")) ?? 0
  }

  /// The messages of a conversation, oldest first.
  public func messages(inConversation id: String) throws -> [StoredMessage] {
    try query { db in
      try Row.fetchAll(
        db, sql: "SELECT * FROM messages WHERE conversationId = ? ORDER BY sentAt, rowid",
        arguments: [id]
      ).map(StoredMessage.init)
    }
  }
}

extension StoredMessage {
  init(_ row: Row) {
    self.init(
      id: row["id"], conversationId: row["conversationId"], sender: row["sender"],
      content: row["content"], sentAt: row["sentAt"])
  }
}

/// A conversation in a messaging app: the contacts in it besides the user and, for a group,
/// its name.
public struct StoredConversation: Hashable, Sendable {
  public var id: String
  public var app: String
  /// Contact ids, sorted.
  public var participants: [String]
  public var groupName: String?

  init(id: String, app: String, participants: [String], groupName: String?) {
    self.id = id
    self.app = app
    self.participants = participants
    self.groupName = groupName
  }

  init(_ row: Row) {
    self.init(
      id: row["id"], app: row["app"], participants: Self.participants(row["participants"]),
      groupName: row["groupName"])
  }

  static func participants(_ stored: String) -> [String] {
    stored.split(separator: ",").map(String.init)
  }
}

/// Which received messages to read: every condition given must hold; a list matches any of its
/// items (SiriKit's default operator).
public struct MessageSearch: Hashable, Sendable {
  public enum Status: Hashable, Sendable {
    case read
    case unread
  }

  public var app: String
  /// Contact ids of the senders; nil for anyone.
  public var senders: [String]?
  /// Conversation ids; nil for any.
  public var conversations: [String]?
  public var status: Status?
  public var sentFrom: Date?
  public var sentBefore: Date?
  /// Only the most recent message that matches ("read my last message from Ana").
  public var latestOnly: Bool

  public init(
    app: String, senders: [String]? = nil, conversations: [String]? = nil,
    status: Status? = nil, sentFrom: Date? = nil, sentBefore: Date? = nil,
    latestOnly: Bool = false
  ) {
    self.app = app
    self.senders = senders
    self.conversations = conversations
    self.status = status
    self.sentFrom = sentFrom
    self.sentBefore = sentBefore
    self.latestOnly = latestOnly
  }
}

/// A received message with its conversation.
public struct FoundMessage: Hashable, Sendable {
  public var message: StoredMessage
  public var conversation: StoredConversation
}

/// What reading found.
public enum MessageReading: Hashable, Sendable {
  /// These messages, oldest first, now marked read.
  case read([FoundMessage])
  /// More than the limit matched; none was marked read.
  case tooMany(count: Int)
}

/// Timestamps are stored as ISO 8601 in UTC, so they sort as text.
public enum Timestamp {
  public static func string(_ date: Date) -> String {
    date.formatted(.iso8601)
  }

  /// Nil for text that is no ISO 8601 time: a parse, not a read, so no fault is hidden;
  /// the data set's validator refuses such a `now` by name.
  public static func date(_ text: String) -> Date? {
    try? Date(text, strategy: .iso8601)
  }
}
