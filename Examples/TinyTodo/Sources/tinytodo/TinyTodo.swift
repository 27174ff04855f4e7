import AppSupport
import Foundation
import IntentKit
import Store

/// TinyTodo: to-do lists, for adding items, removing them, reading a list and, with an intent of
/// its own, clearing what is done. Siri understands the requests and says the answers
/// (intentsh's grammars and phrases for SiriKit's intents, the app's own for its intent); the
/// app decides, through SiriKit's resolve, confirm and handle, which list and which item are
/// meant and what happens to them. Its lists live in the state database, as ListOMat's do.
struct TinyTodo: SiriApp {
  /// apps.json names the app with this kind.
  static let kind = "todo"
  static let intents: Set<IntentName> = [
    .addTasks, .deleteTasks, .searchForNotebookItems, .setTaskAttribute,
    ClearDoneIntent.schema.name, StartListIntent.schema.name,
  ]
  /// Its own intents, with what Siri says for them (ClearDone.swift, Templates.swift).
  static let customIntents = [ClearDoneIntent.definition, StartListIntent.definition]
  /// Its own records in the data set: the templates lists start from (Templates.swift).
  static let dataFiles = [templates]

  let name: String
  let database: AppDatabase
  let clock: any DeviceClock

  init(record: AppRecord, database: AppDatabase, clock: any DeviceClock) throws {
    name = record.name
    self.database = database
    self.clock = clock
    // First launch: the app comes with two lists of chores and one of groceries.
    if try database.taskLists(app: name, withTasks: false).isEmpty {
      for (title, items) in Self.starterLists {
        _ = try database.createTaskList(
          app: name, title: title, groupName: nil, taskTitles: items, at: clock.now)
      }
    }
  }

  /// The app's own phrasings (Grammars/en/todo.grammar): "chuck soap on my chores list".
  static var grammarFolders: [String: URL] {
    Bundle.module.resourceURL.map { ["en": $0.appendingPathComponent("Grammars/en")] } ?? [:]
  }

  static let starterLists = [
    ("Chores", ["dishes", "laundry", "vacuum"]),
    ("Chores for the weekend", ["mow the lawn", "laundry"]),
    ("Groceries", ["eggs", "milk"]),
  ]

  var handlers: [IntentName: any IntentHandler] {
    [
      .addTasks: AddItems(app: self).erased,
      .deleteTasks: RemoveItems(app: self).erased,
      .searchForNotebookItems: ReadList(app: self).erased,
      .setTaskAttribute: MarkDone(app: self).erased,
      ClearDoneIntent.schema.name: clearDone,
      StartListIntent.schema.name: startList,
    ]
  }

  /// As INVocabulary at launch: the lists' titles, so Siri hears "groceries" as the list.
  func registerVocabulary() throws {
    let titles = try database.taskLists(app: name, withTasks: false).map(\.title)
    try database.setVocabulary(titles, of: .notebookItemTitle, owner: name)
  }

  /// The lists a title said means: the one so titled, else those whose title has a word
  /// starting with each word said ("chore" is both chores lists).
  func lists(matching said: String) throws -> [TaskList] {
    let lists = try database.taskLists(app: name)
    let wanted = words(said).filter { $0 != "list" }
    if let exact = lists.first(where: { words($0.title.spokenPhrase) == wanted }) {
      return [exact]
    }
    return lists.filter { list in
      let title = words(list.title.spokenPhrase)
      return !wanted.isEmpty && wanted.allSatisfy { word in title.contains { $0.hasPrefix(word) } }
    }
  }

  /// One list is the list; several are for the user to choose among; none is no such list.
  func resolveList(_ said: IntentValue?) throws -> ResolutionResult<TaskList> {
    guard let said else { return .needsValue }
    if let list = said.taskList, let id = list.identifier, let found = try database.taskList(id: id)
    {
      return .success(found)
    }
    let found = try lists(matching: said.spokenText)
    switch found.count {
    case 0: return .unsupported(forReason: ValueUnsupportedReason.noMatch)
    case 1: return .success(found[0])
    default: return .disambiguation(found)
    }
  }

  /// The item said among `tasks`: the one chosen before (by its identifier), else the one so
  /// titled; several so titled are for the user to choose among, each shown with its list.
  func resolveTask(_ said: TaskItem, among tasks: [TaskItem]) -> ResolutionResult<TaskItem> {
    if let id = said.identifier, let task = tasks.first(where: { $0.identifier == id }) {
      return .success(task)
    }
    let found = tasks.filter { words($0.title.spokenPhrase) == words(said.title.spokenPhrase) }
    switch found.count {
    case 0: return .unsupported(forReason: ValueUnsupportedReason.noMatch)
    case 1: return .success(found[0])
    default: return .disambiguation(found)
    }
  }

  private func words(_ text: String) -> [String] {
    text.lowercased().split { !$0.isLetter && !$0.isNumber }.map(String.init)
  }
}

/// Adding items: to the list said, each item as said.
struct AddItems: AddTasksIntentHandling {
  let app: TinyTodo

  func resolveTargetTaskList(for intent: AddTasksIntent) async throws
    -> ResolutionResult<TaskList>
  {
    try app.resolveList(intent.intent.said(AddTasksIntent.targetTaskList))
  }

  func resolveTaskTitles(for intent: AddTasksIntent) async throws
    -> [ResolutionResult<SpeakableString>]
  {
    let titles = intent.taskTitles ?? []
    return titles.isEmpty ? [.needsValue] : titles.map { .success($0) }
  }

  func handle(intent: AddTasksIntent) async throws -> AddTasksIntentResponse {
    guard let id = intent.targetTaskList?.identifier, let titles = intent.taskTitles,
      let (list, added) = try app.database.addTasks(
        titles.map(\.spokenPhrase), priority: .notFlagged, to: .existing(id: id), app: app.name,
        at: app.clock.now)
    else { return AddTasksIntentResponse(code: .failure) }
    return AddTasksIntentResponse(
      code: .success,
      output: [
        OutputField(NotebookOutput.modifiedTaskList, list),
        OutputField(NotebookOutput.addedTasks, added),
      ])
  }
}

/// Removing items. Siri asks the user to confirm before handle (INDeleteTasksIntent requires
/// it); an item on several lists is for the user to choose, each shown with its list.
struct RemoveItems: DeleteTasksIntentHandling {
  let app: TinyTodo

  func resolveTaskList(for intent: DeleteTasksIntent) async throws -> ResolutionResult<TaskList> {
    // No list said: the items are looked for on every list.
    guard let said = intent.intent.said(DeleteTasksIntent.taskList) else { return .notRequired }
    return try app.resolveList(said)
  }

  func resolveTasks(for intent: DeleteTasksIntent) async throws -> [ResolutionResult<TaskItem>] {
    let said = intent.tasks ?? []
    guard !said.isEmpty else { return [.needsValue] }
    let lists = try intent.taskList.map { [$0] } ?? app.database.taskLists(app: app.name)
    return said.map { app.resolveTask($0, among: lists.flatMap(\.tasks)) }
  }

  func handle(intent: DeleteTasksIntent) async throws -> DeleteTasksIntentResponse {
    let ids = (intent.tasks ?? []).compactMap(\.identifier)
    let deleted = try app.database.deleteTasks(ids: ids)
    guard !deleted.isEmpty else { return DeleteTasksIntentResponse(code: .failure) }
    return DeleteTasksIntentResponse(
      code: .success, output: [OutputField(NotebookOutput.deletedTasks, deleted)])
  }
}

/// Reading a list, or naming every list when none is said.
struct ReadList: SearchForNotebookItemsIntentHandling {
  let app: TinyTodo

  func resolveTitle(for intent: SearchForNotebookItemsIntent) async throws
    -> ResolutionResult<NotebookTitleChoice>
  {
    guard let said = intent.intent.said(SearchForNotebookItemsIntent.title) else {
      return .notRequired
    }
    // A list found succeeds as its title, which carries its identifier.
    switch try app.resolveList(said) {
    case .success(let list):
      return .success(
        .title(
          SpeakableString(
            spokenPhrase: list.title.spokenPhrase, vocabularyIdentifier: list.identifier)))
    case let other: return other.map(NotebookTitleChoice.list)
    }
  }

  func handle(intent: SearchForNotebookItemsIntent) async throws
    -> SearchForNotebookItemsIntentResponse
  {
    let lists = try app.database.taskLists(app: app.name)
    guard let title = intent.title else {
      return SearchForNotebookItemsIntentResponse(
        code: .success, output: [OutputField(NotebookOutput.taskLists, lists)])
    }
    guard let list = lists.first(where: { $0.identifier == title.vocabularyIdentifier }) else {
      return SearchForNotebookItemsIntentResponse(code: .failure)
    }
    return SearchForNotebookItemsIntentResponse(
      code: .success,
      output: [
        OutputField(NotebookOutput.taskLists, [list]),
        OutputField(NotebookOutput.tasks, list.tasks),
      ])
  }
}

/// Crossing an item off, or putting it back: "mark soap as done", "uncheck dishes".
struct MarkDone: SetTaskAttributeIntentHandling {
  let app: TinyTodo

  func resolveTargetTask(for intent: SetTaskAttributeIntent) async throws
    -> ResolutionResult<TaskItem>
  {
    guard let said = intent.intent.said(SetTaskAttributeIntent.targetTask) else {
      return .needsValue
    }
    let tasks = try app.database.taskLists(app: app.name).flatMap(\.tasks)
    return app.resolveTask(said.task ?? TaskItem.said(said.spokenText), among: tasks)
  }

  func handle(intent: SetTaskAttributeIntent) async throws -> SetTaskAttributeIntentResponse {
    let status = intent.status.flatMap(TaskStatus.init) ?? .completed
    guard let id = intent.targetTask?.identifier,
      let task = try app.database.setTaskStatus(status, taskID: id)
    else { return SetTaskAttributeIntentResponse(code: .failure) }
    return SetTaskAttributeIntentResponse(
      code: .success, output: [OutputField(NotebookOutput.modifiedTask, task)])
  }
}
