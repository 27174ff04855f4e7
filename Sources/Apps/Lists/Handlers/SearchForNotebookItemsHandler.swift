import IntentKit

/// INSearchForNotebookItemsIntentHandling, as List-o-Mat's SearchItemsIntentHandler: a list
/// or note by title, or every list or note when no title is said.
struct SearchForNotebookItemsHandler: IntentHandler {
  let app: ListsApp

  func resolve(_ parameter: String, in intent: Intent) async throws -> ParameterResolution? {
    let itemType = intent.parameters["itemType"]?.string.flatMap(NotebookItemType.init)
    switch parameter {
    case "title":
      return .single(try resolveTitle(intent.parameters["title"], itemType))
    case "itemType":
      let found = try self.itemType(of: intent.parameters["title"])
      return .single(.success(.string((itemType ?? found ?? .taskList).rawValue)))
    case "status":
      return .single(intent.parameters["status"].map { .success($0) } ?? .notRequired)
    default: return nil
    }
  }

  /// No title: every list (or note) is shown, unless the user asked for items, which live on
  /// one list. The options offered are the lists and notes themselves, so each shows its item
  /// count (iOS 14 rich disambiguation); a chosen one comes back as its title.
  private func resolveTitle(_ value: IntentValue?, _ itemType: NotebookItemType?) throws
    -> ResolutionResult<IntentValue>
  {
    switch value {
    case nil: return itemType == .task ? .needsValue : .notRequired
    case .taskList(let list)? where list.identifier != nil: return .success(.speakable(list.title))
    case .note(let note)? where note.identifier != nil: return .success(.speakable(note.title))
    default: break
    }
    guard let said = value?.speakable ?? value.map({ SpeakableString(spokenPhrase: $0.spokenText) })
    else { return .needsValue }
    if itemType == .note { return titled(try app.resolveNote(Note(title: said))) }
    let list = try app.resolveList(TaskList(title: said), none: .noMatch)
    if case .unsupported = list, itemType == nil {
      return titled(try app.resolveNote(Note(title: said)))
    }
    return titled(list)
  }

  /// A found list or note succeeds as its title, which carries its identifier.
  private func titled(_ result: ResolutionResult<IntentValue>) -> ResolutionResult<IntentValue> {
    switch result {
    case .success(.taskList(let list)): return .success(.speakable(list.title))
    case .success(.note(let note)): return .success(.speakable(note.title))
    default: return result
    }
  }

  /// Whether a resolved title is a list's or a note's.
  private func itemType(of title: IntentValue?) throws -> NotebookItemType? {
    guard let identifier = title?.speakable?.vocabularyIdentifier else { return nil }
    if try app.database.hasTaskList(id: identifier) { return .taskList }
    if try app.database.note(id: identifier) != nil {
      return .note
    }
    return nil
  }

  func confirm(_ intent: Intent) async throws -> IntentResponse { .notebook(.ready) }

  func handle(_ intent: Intent) async throws -> IntentResponse {
    let status = intent.parameters["status"]?.string.flatMap(TaskStatus.init)
    let itemType = intent.parameters["itemType"]?.string.flatMap(NotebookItemType.init)
    guard let title = intent.parameters["title"] else {
      if itemType == .note {
        let notes = try app.database.notes(app: app.name)
        return .notebook(.success, [OutputField("notes", .array(notes.map(IntentValue.note)))])
      }
      let lists = try app.database.taskLists(app: app.name)
      return .notebook(
        .success, [OutputField("taskLists", .array(lists.map(IntentValue.taskList)))])
    }
    guard let identifier = title.speakable?.vocabularyIdentifier else { return .notebook(.failure) }
    if let list = try app.database.taskList(id: identifier) {
      let tasks = list.tasks.filter { status == nil || $0.status == status }
      return .notebook(
        .success,
        [
          OutputField("taskLists", .array([.taskList(list)])),
          OutputField("tasks", .array(tasks.map(IntentValue.task))),
        ])
    }
    if let note = try app.database.note(id: identifier) {
      return .notebook(.success, [OutputField("notes", .array([.note(note)]))])
    }
    return .notebook(.failure)
  }
}
