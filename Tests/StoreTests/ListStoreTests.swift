import Apps
import Foundation
import IntentKit
import Testing

@testable import Store

/// Lists and notes in the state database and in data sets.
@Suite struct ListStoreTests {
  let database: AppDatabase
  let now = Date(timeIntervalSince1970: 1_800_000_000)

  init() throws {
    database = try AppDatabase.inMemory()
    try database.importDataSet(
      DataSetLoader.load(DataSetLoader.demoFolder, appKinds: InstalledApps.kinds()))
  }

  @Test func demoListsArriveInOrderWithTheirTasks() throws {
    let lists = try database.taskLists(app: "ListOMat")
    #expect(
      lists.map(\.title.spokenPhrase) == [
        "Grocery Store", "Hardware Store", "To Do", "Shopping", "Guest List",
      ])
    let todo = try #require(lists.first { $0.identifier == "list-todo" })
    #expect(todo.tasks.map(\.status) == [.notCompleted, .notCompleted, .completed])
    #expect(todo.tasks.allSatisfy { $0.listTitle == "To Do" })
  }

  @Test func addingToANewListCreatesItInTheSameTransaction() throws {
    let result = try #require(
      try database.addTasks(
        ["nails", "seeds"], priority: .notFlagged, to: .new(title: "Garden", groupName: nil),
        app: "ListOMat", at: now))
    #expect(result.list.title.spokenPhrase == "Garden")
    #expect(result.added.map(\.title.spokenPhrase) == ["nails", "seeds"])
    #expect(try database.taskLists(app: "ListOMat").count == 6)
  }

  @Test func manyTasksAddedAtOnceGetTheIdsTheyWouldOneByOne() throws {
    // Ids a data set chose where new ones go: with these, 17 tasks, so numbering starts at 18.
    try database.writer.write { db in
      _ = try AppDatabase.insertTasks(
        [
          TaskRecord(id: "task-18", title: "a"), TaskRecord(id: "task-21", title: "b"),
          TaskRecord(id: "task-22", title: "c"),
        ], listId: "list-todo", at: now, db)
    }
    let oneByOne = try database.inMemoryCopy()
    let titles = (1...6).map { "box \($0)" }
    let added = try #require(
      try database.addTasks(
        titles, priority: .notFlagged, to: .existing(id: "list-grocery"), app: "ListOMat", at: now
      )?.added)
    let expected = try titles.map { title in
      try #require(
        try oneByOne.addTasks(
          [title], priority: .notFlagged, to: .existing(id: "list-grocery"), app: "ListOMat",
          at: now)?.added.first?.identifier)
    }
    #expect(added.map(\.identifier) == expected)
    #expect(expected == ["task-19", "task-20", "task-23", "task-24", "task-25", "task-26"])
    #expect(added.map(\.title.spokenPhrase) == titles)
  }

  /// More tasks than one statement inserts: each in its place, in the order said.
  @Test func moreTasksThanOneStatementTakesAreAddedInOrder() throws {
    let titles = (1...250).map { "box \($0)" }
    let added = try #require(
      try database.addTasks(
        titles, priority: .flagged, to: .existing(id: "list-hardware"), app: "ListOMat", at: now
      )?.added)
    let list = try #require(try database.taskList(id: "list-hardware"))
    #expect(list.tasks.suffix(250).map(\.title.spokenPhrase) == titles)
    #expect(list.tasks.suffix(250).map(\.identifier) == added.map(\.identifier))
    #expect(Set(list.tasks.compactMap(\.identifier)).count == list.tasks.count)
    #expect(list.tasks.suffix(250).allSatisfy { $0.priority == .flagged })
  }

  @Test func addingToAListThatIsGoneChangesNothing() throws {
    #expect(
      try database.addTasks(
        ["nails"], priority: .notFlagged, to: .existing(id: "list-nope"), app: "ListOMat", at: now)
        == nil)
    #expect(try database.taskLists(app: "ListOMat").flatMap(\.tasks).count == 14)
  }

  @Test func deletingTasksReturnsThoseThatWereThereOnce() throws {
    let deleted = try database.deleteTasks(ids: ["list-grocery.1", "list-grocery.1", "nope"])
    #expect(deleted.map(\.title.spokenPhrase) == ["eggs"])
    #expect(try database.taskList(id: "list-grocery")?.tasks.count == 2)
  }

  @Test func notesKeepTheirParagraphs() throws {
    let note = try database.createNote(
      app: "ListOMat", title: "Vacation", contents: ["I love Montreal"], groupName: nil, at: now)
    let id = try #require(note.identifier)
    let appended = try #require(try database.appendToNote(id: id, content: "Bring a coat", at: now))
    #expect(appended.contents == ["I love Montreal", "Bring a coat"])
    #expect(try database.notes(app: "ListOMat").map(\.title.spokenPhrase) == ["Wifi", "Vacation"])
  }
}

/// lists.json, notes.json and accounts.json problems, each one line naming the file and the
/// key path.
@Suite struct AppDataFileTests {
  func problem(_ lists: String, file: String = "lists.json") throws -> String? {
    try dataSetProblem([file: lists])
  }

  @Test func aListOfAnAppThatIsNotAListsAppIsRejected() throws {
    #expect(
      try problem(#"[{"id": "l", "app": "UnicornChat", "title": "X", "tasks": []}]"#)
        == #"[0].app: no app of kind lists called "UnicornChat""#)
  }

  @Test func blankTitlesAndDuplicateTitlesAreRejected() throws {
    #expect(
      try problem(#"[{"id": "l", "app": "ListOMat", "title": "  ", "tasks": []}]"#)
        == "[0].title: empty")
    #expect(
      try problem(
        #"[{"id": "a", "app": "ListOMat", "title": "Garden", "tasks": []}, {"id": "b", "app": "ListOMat", "title": "garden list", "tasks": []}]"#
      ) == "[1].title: another list of ListOMat has this title")
    #expect(
      try problem(
        #"[{"id": "a", "app": "ListOMat", "title": "Garden", "tasks": [{"title": ""}]}]"#)
        == "[0].tasks[0].title: empty")
  }

  @Test func aTaskStatusMustBeOneOfSiriKits() throws {
    let found = try problem(
      #"[{"id": "a", "app": "ListOMat", "title": "Garden", "tasks": [{"title": "x", "status": "done"}]}]"#
    )
    #expect(found?.hasPrefix("[0].tasks[0].status:") == true)
  }

  @Test func duplicateNoteIdsAreRejected() throws {
    #expect(
      try problem(
        #"[{"id": "n", "app": "ListOMat", "title": "A"}, {"id": "n", "app": "ListOMat", "title": "B"}]"#,
        file: "notes.json") == #"[1].id: empty, reserved or duplicate id "n""#)
  }

  @Test func listsOfAnAppTheOverlayDoesNotInstallAreLeftOut() throws {
    let url = try folder([
      "dataset.json": #"{"extends": "demo"}"#,
      "apps.json":
        #"[{"name": "UnicornChat", "kind": "messaging", "intentsSupported": ["sendMessage"]}]"#,
    ])
    let dataSet = try DataSetLoader.load(url, appKinds: InstalledApps.kinds())
    #expect(dataSet.lists.isEmpty && dataSet.notes.isEmpty)
  }

  @Test func anAccountBalanceMustBeAnExactAmountInItsCurrency() throws {
    let account =
      #"[{"id": "a", "app": "UnicornPay", "nickname": "Pot", "type": "saving", "currency": "JPY", "balance": "12.50"}]"#
    #expect(
      try problem(account, file: "accounts.json")
        == #"[0].balance: expected a decimal amount such as "1250.50" (at most the currency's decimals)"#
    )
    let external =
      #"[{"id": "external", "app": "UnicornPay", "nickname": "Pot", "type": "saving", "currency": "USD", "balance": "1"}]"#
    #expect(
      try problem(external, file: "accounts.json")
        == #"[0].id: empty, reserved or duplicate id "external""#)
  }
}

/// apps.json's apps made from an intent definition file, and recorded shortcuts.
@Suite struct DefinitionAppRecordTests {
  func problem(_ apps: String, files: [String: String] = [:]) throws -> String? {
    try dataSetProblem(["apps.json": apps].merging(files) { $1 })
  }

  @Test func anAppOfKindIntentDefinitionNamesAFileOfTheDataSet() throws {
    #expect(
      try problem(#"[{"name": "Brew", "kind": "intentDefinition", "intentsSupported": []}]"#)
        == "[0].intentDefinition: an app of kind intentDefinition needs its file")
    #expect(
      try problem(
        #"[{"name": "Brew", "kind": "intentDefinition", "intentsSupported": [], "intentDefinition": "Brew.intentdefinition"}]"#
      ) == "[0].intentDefinition: no file Brew.intentdefinition in the data set")
    #expect(
      try problem(
        #"[{"name": "Brew", "kind": "intentDefinition", "intentsSupported": [], "intentDefinition": "Brew.intentdefinition"}]"#,
        files: ["Brew.intentdefinition": "<plist/>"]) == nil)
    #expect(
      try problem(
        #"[{"name": "Chat", "kind": "messaging", "intentsSupported": [], "intentDefinition": "Brew.intentdefinition"}]"#
      ) == "[0].intentDefinition: only an app of kind intentDefinition has one")
  }

  @Test func aShortcutNeedsItsPhrase() throws {
    #expect(
      try problem(
        #"[{"name": "Chat", "kind": "messaging", "intentsSupported": ["sendMessage"], "shortcuts": [{"phrase": " ", "intent": "sendMessage"}]}]"#
      ) == "[0].shortcuts[0].phrase: empty")
  }
}
