import Foundation
import GRDB
import IntentKit
import SpokenLanguage

/// Where added tasks go: a list that exists, or one created in the same transaction (the user
/// said yes to "create it?").
public enum TaskListTarget: Hashable, Sendable {
  case existing(id: String)
  case new(title: String, groupName: String?)
}

extension AppDatabase {
  // MARK: - Reading

  /// An app's lists with their tasks, oldest list first, tasks in list order. Without
  /// `withTasks`, every list's tasks are left empty and not read: for finding a list by its
  /// title, and reading only that one whole.
  public func taskLists(app: String, withTasks: Bool = true) throws -> [TaskList] {
    try query { db in
      // Each row read where it stands (its tasks come from another statement).
      try Columns.all(
        db.cachedStatement(sql: Self.listsOfAppSQL),
        arguments: [app]
      ) { try Self.taskList($0, withTasks ? db : nil) }
    }
  }

  /// Whether a list has this id, without reading its tasks.
  public func hasTaskList(id: String) throws -> Bool {
    try query { db in try Self.taskListExists(id: id, db) }
  }

  /// One list by id, with its tasks.
  public func taskList(id: String) throws -> TaskList? {
    try query { db in try Self.taskList(id: id, db) }
  }

  // MARK: - Changing

  /// Creates a list with its first tasks, in one transaction.
  public func createTaskList(
    app: String, title: String, groupName: String?, taskTitles: [String], at date: Date
  ) throws -> TaskList {
    try transaction { db in
      let id = try Self.insertList(
        app: app, title: title, groupName: groupName, createdAt: Timestamp.string(date), db)
      try Self.insertTasks(
        taskTitles.map { TaskRecord(title: $0, priority: .notFlagged) }, listId: id, at: date, db)
      return try Self.taskList(id: id, db)!
    }
  }

  /// Adds tasks at the end of a list (creating it first when it is new), in one transaction.
  /// Returns the list as modified and the tasks added.
  public func addTasks(
    _ titles: [String], priority: TaskPriority, reminder: Date? = nil, to target: TaskListTarget,
    app: String, at date: Date
  ) throws -> (list: TaskList, added: [TaskItem])? {
    try transaction { db in
      let listId: String
      switch target {
      case .existing(let id):
        guard try Self.taskListExists(id: id, db) else { return nil }
        listId = id
      case .new(let title, let groupName):
        listId = try Self.insertList(
          app: app, title: title, groupName: groupName, createdAt: Timestamp.string(date), db)
      }
      let records = titles.map { TaskRecord(title: $0, priority: priority) }
      let ids = Set(
        try Self.insertTasks(records, reminder: reminder, listId: listId, at: date, db))
      let list = try Self.taskList(id: listId, db)!
      let added = list.tasks.filter { ids.contains($0.identifier ?? "") }
      return (list, added)
    }
  }

  /// Sets a task's status; returns the task as modified, nil when there is no such task.
  public func setTaskStatus(_ status: TaskStatus, taskID: String) throws -> TaskItem? {
    try transaction { db in
      try db.executeCached(
        sql: "UPDATE tasks SET status = ? WHERE id = ?", arguments: [status.rawValue, taskID])
      guard db.changesCount == 1 else { return nil }
      return try Self.task(id: taskID, db)
    }
  }

  /// Deletes tasks, in one transaction; returns those that were there, each with its list.
  public func deleteTasks(ids: [String]) throws -> [TaskItem] {
    try transaction { db in
      let statement = try db.cachedStatement(sql: "DELETE FROM tasks WHERE id = ?")
      var deleted: [TaskItem] = []
      var seen = Set<String>()
      for id in ids where seen.insert(id).inserted {
        guard let task = try Self.task(id: id, db) else { continue }
        try Columns.run(statement, arguments: [id])
        deleted.append(task)
      }
      return deleted
    }
  }

  // MARK: - Notes

  /// An app's notes, oldest first.
  public func notes(app: String) throws -> [Note] {
    try query { db in
      try Row.fetchAll(
        db.cachedStatement(sql: "SELECT * FROM notes WHERE app = ? ORDER BY rowid"),
        arguments: [app]
      ).map { try Self.note($0) }
    }
  }

  /// One note by id.
  public func note(id: String) throws -> Note? {
    try query { db in try Self.note(id: id, db) }
  }

  public func createNote(
    app: String, title: String, contents: [String], groupName: String?, at date: Date
  ) throws -> Note {
    try transaction { db in
      let id = try Self.unusedID("note", in: "notes", db)
      try Self.insertNote(
        NoteRecord(
          id: id, app: app, title: title, groupName: groupName, contents: contents,
          createdAt: Timestamp.string(date)), db)
      return try Self.note(id: id, db)!
    }
  }

  /// Adds a paragraph at the end of a note; returns the note as modified.
  public func appendToNote(id: String, content: String, at date: Date) throws -> Note? {
    try transaction { db in
      guard var note = try Self.note(id: id, db) else { return nil }
      note.contents.append(content)
      try db.executeCached(
        sql: "UPDATE notes SET contents = ?, modifiedAt = ? WHERE id = ?",
        arguments: [try Self.encode(note.contents), Timestamp.string(date), id])
      return note
    }
  }

  // MARK: - Rows

  @discardableResult
  static func insertList(
    id: String? = nil, app: String, title: String, groupName: String?, createdAt: String,
    _ db: Database
  ) throws -> String {
    let id = try id ?? unusedID("list", in: "taskLists", db)
    try db.executeCached(
      sql: """
        INSERT INTO taskLists (id, app, title, titleKey, groupName, createdAt)
        VALUES (?, ?, ?, ?, ?, ?)
        """,
      arguments: [
        id, app, title, TitleWords.key(title, droppingKind: "list"), groupName, createdAt,
      ])
    return id
  }

  /// Appends tasks to a list, each reminding at `reminder` when one is given; returns their
  /// ids. A task without one gets the id `unusedID` would give it were they inserted one at a
  /// time: "task-N", counting up from the number of rows, which grows by one a task, past any
  /// number taken (data sets choose their own ids).
  @discardableResult
  static func insertTasks(
    _ records: [TaskRecord], reminder: Date? = nil, listId: String, at date: Date,
    _ db: Database
  ) throws -> [String] {
    let position =
      try Int.fetchValue(
        db.cachedStatement(
          sql: "SELECT COALESCE(MAX(position) + 1, 0) FROM tasks WHERE listId = ?"),
        arguments: [listId]) ?? 0
    let rowsBefore = records.contains { $0.id == nil } ? try rowCount("tasks", db) : 0
    let insert = try db.cachedStatement(sql: insertTaskSQL)
    // Whether a number is taken is found by inserting it: the id's unique index is asked once,
    // by the insert itself, instead of again beforehand (a thousand items added asked it a
    // thousand times more).
    let insertUnlessTaken = try db.cachedStatement(sql: insertTaskUnlessTakenSQL)
    lazy var created = Timestamp.string(date)
    let remindAt = reminder?.timeIntervalSince1970
    var ids: [String] = []
    var lastNumber = 0
    for (index, record) in records.enumerated() {
      func arguments(_ id: String) -> [any StatementBinding] {
        [
          id, listId, position + index, record.title,
          (record.status ?? .notCompleted).rawValue, (record.priority ?? .notFlagged).rawValue,
          record.createdAt ?? created, TitleWords.key(record.title), remindAt,
        ]
      }
      if let given = record.id {
        try Columns.run(insert, arguments: arguments(given))
        ids.append(given)
        continue
      }
      var number = max(rowsBefore + index + 1, lastNumber + 1)
      while true {
        let id = "task-\(number)"
        try Columns.run(insertUnlessTaken, arguments: arguments(id))
        if db.changesCount > 0 {
          ids.append(id)
          break
        }
        // The one constraint an ignored insert of these values can break is the id's.
        guard try task(id: id, db) != nil else {
          throw DatabaseError(message: "task \(id) of list \(listId) was not inserted")
        }
        number += 1
      }
      lastNumber = number
    }
    return ids
  }

  /// A task's row, after "INSERT".
  private static let taskRowSQL = """
     INTO tasks (id, listId, position, title, status, priority, createdAt, titleKey, reminder)
    VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)
    """
  private static let insertTaskSQL = "INSERT" + taskRowSQL
  private static let insertTaskUnlessTakenSQL = "INSERT OR IGNORE" + taskRowSQL

  static func insertNote(_ note: NoteRecord, _ db: Database) throws {
    let created = note.createdAt ?? Timestamp.string(Date(timeIntervalSince1970: 0))
    try db.executeCached(
      sql: """
        INSERT INTO notes (id, app, title, titleKey, groupName, contents, createdAt, modifiedAt)
        VALUES (?, ?, ?, ?, ?, ?, ?, ?)
        """,
      arguments: [
        note.id, note.app, note.title, TitleWords.key(note.title, droppingKind: "note"),
        note.groupName, try encode(note.contents ?? []), created, created,
      ])
  }

  static func taskList(id: String, _ db: Database) throws -> TaskList? {
    try Columns.first(
      db.cachedStatement(sql: listByIDSQL),
      arguments: [id]
    ) { try taskList($0, db) }
  }

  private static func taskListExists(id: String, _ db: Database) throws -> Bool {
    try Bool.fetchValue(
      db.cachedStatement(sql: "SELECT 1 FROM taskLists WHERE id = ?"), arguments: [id]) != nil
  }

  // Rows are read by position (a column found by name is searched for among all of them each
  // time, which a list of a thousand tasks feels): these are the columns, in that order.
  private static let taskListColumns = "id, title, groupName"
  private static let taskColumns =
    "tasks.id, tasks.title, tasks.status, tasks.priority, tasks.reminder"
  // The statements read at most turns, their text made once: made at each read, the text
  // cost more than finding the statement it names.
  private static let listsOfAppSQL =
    "SELECT \(taskListColumns) FROM taskLists WHERE app = ? ORDER BY rowid"
  private static let listByIDSQL = "SELECT \(taskListColumns) FROM taskLists WHERE id = ?"
  private static let tasksOfListSQL =
    "SELECT \(taskColumns) FROM tasks WHERE listId = ? ORDER BY position"
  private static let taskByIDSQL = """
    SELECT \(taskColumns), taskLists.title FROM tasks
    JOIN taskLists ON taskLists.id = tasks.listId WHERE tasks.id = ?
    """

  /// A list from its row, with its tasks read from `db`; none without a database.
  private static func taskList(_ row: Columns, _ db: Database?) throws -> TaskList {
    let id: String = row[0]
    let title: String = row[1]
    // Each row read where it stands, not copied first: a list may hold a thousand tasks.
    var tasks: [TaskItem] = []
    if let db {
      tasks = try Columns.all(
        db.cachedStatement(sql: tasksOfListSQL),
        arguments: [id]
      ) { task($0, listTitle: title) }
    }
    return TaskList(
      title: SpeakableString(spokenPhrase: title, vocabularyIdentifier: id), tasks: tasks,
      groupName: (row[2] as String?).map { SpeakableString(spokenPhrase: $0) },
      identifier: id)
  }

  private static func task(id: String, _ db: Database) throws -> TaskItem? {
    try Columns.first(
      db.cachedStatement(sql: taskByIDSQL),
      arguments: [id]
    ) { task($0, listTitle: $0[5]) }
  }

  private static func task(_ row: Columns, listTitle: String) -> TaskItem {
    TaskItem(
      title: SpeakableString(spokenPhrase: row[1]),
      status: row.storedCase(2) ?? TaskStatus.unknown,
      priority: row.storedCase(3) ?? TaskPriority.unknown,
      identifier: row[0], listTitle: listTitle,
      reminder: (row[4] as Double?).map(Date.init(timeIntervalSince1970:)))
  }

  private static func note(id: String, _ db: Database) throws -> Note? {
    try Row.fetchOne(db.cachedStatement(sql: "SELECT * FROM notes WHERE id = ?"), arguments: [id])
      .map { try note($0) }
  }

  private static func note(_ row: Row) throws -> Note {
    let contents = try (row["contents"] as String?).map {
      try JSONDecoder().decode([String].self, from: Data($0.utf8))
    }
    return Note(
      title: SpeakableString(spokenPhrase: row["title"], vocabularyIdentifier: row["id"]),
      contents: contents ?? [],
      groupName: (row["groupName"] as String?).map { SpeakableString(spokenPhrase: $0) },
      identifier: row["id"])
  }

  static func encode(_ contents: [String]) throws -> String {
    String(decoding: try JSONEncoder().encode(contents), as: UTF8.self)
  }
}

/// The lists and notes as understanding asks them, through the title keys' indexes: whether
/// some words are the title of a task, a list or a note of any app.
extension StoredUserData: NotebookLookup {
  public func knowsTitle(_ title: String, of kind: NotebookItemKind) -> Bool {
    let key = kind.titleKey(title)
    let table =
      switch kind {
      case .task: "tasks"
      case .list: "taskLists"
      case .note: "notes"
      }
    guard !key.isEmpty else { return false }
    return faults.reading("the \(table)", from: database, orElse: false) { db in
      try Bool.fetchValue(
        db.cachedStatement(sql: "SELECT EXISTS (SELECT 1 FROM \(table) WHERE titleKey = ?)"),
        arguments: [key]) ?? false
    }
  }
}
