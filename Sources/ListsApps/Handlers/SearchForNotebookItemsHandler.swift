import AppSupport
import IntentKit

/// INSearchForNotebookItemsIntentHandling, as List-o-Mat's SearchItemsIntentHandler: a list
/// or note by title, or every list or note when no title is said.
struct SearchForNotebookItemsHandler: SearchForNotebookItemsIntentHandling {
  typealias Response = SearchForNotebookItemsIntentResponse
  let app: ListsApp

  /// No title: every list (or note) is shown, unless the user asked for items, which live on
  /// one list. The options offered are the lists and notes themselves, so each shows its item
  /// count (iOS 14 rich disambiguation); a chosen one comes back as its title.
  func resolveTitle(for intent: SearchForNotebookItemsIntent) async throws
    -> ResolutionResult<NotebookTitleChoice>
  {
    let itemType = self.itemType(intent)
    let value = intent.intent.said(SearchForNotebookItemsIntent.title)
    switch value {
    case nil: return itemType == .task ? .needsValue : .notRequired
    case .taskList(let list)? where list.identifier != nil: return .success(.title(list.title))
    case .note(let note)? where note.identifier != nil: return .success(.title(note.title))
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

  /// A found list succeeds as its title, which carries its identifier.
  private func titled(_ result: ResolutionResult<TaskList>) -> ResolutionResult<NotebookTitleChoice>
  {
    if case .success(let list) = result { return .success(.title(list.title)) }
    return result.map(NotebookTitleChoice.list)
  }

  /// A found note succeeds as its title, which carries its identifier.
  private func titled(_ result: ResolutionResult<Note>) -> ResolutionResult<NotebookTitleChoice> {
    if case .success(let note) = result { return .success(.title(note.title)) }
    return result.map(NotebookTitleChoice.note)
  }

  func resolveItemType(for intent: SearchForNotebookItemsIntent) async throws
    -> ResolutionResult<String>
  {
    let found = try itemType(of: intent.intent.said(SearchForNotebookItemsIntent.title))
    return .success((itemType(intent) ?? found ?? .taskList).rawValue)
  }

  private func itemType(_ intent: SearchForNotebookItemsIntent) -> NotebookItemType? {
    intent.itemType.flatMap(NotebookItemType.init)
  }

  /// Whether a resolved title is a list's or a note's.
  private func itemType(of title: IntentValue?) throws -> NotebookItemType? {
    guard let identifier = title?.speakable?.vocabularyIdentifier else { return nil }
    if try app.database.hasTaskList(id: identifier) { return .taskList }
    if try app.database.note(id: identifier) != nil { return .note }
    return nil
  }

  func handle(intent: SearchForNotebookItemsIntent) async throws -> Response {
    let status = intent.status.flatMap(TaskStatus.init)
    guard let title = intent.intent.said(SearchForNotebookItemsIntent.title) else {
      if itemType(intent) == .note {
        let notes = try app.database.notes(app: app.name)
        return Response(code: .success, output: [OutputField(NotebookOutput.notes, notes)])
      }
      let lists = try app.database.taskLists(app: app.name)
      return Response(code: .success, output: [OutputField(NotebookOutput.taskLists, lists)])
    }
    guard let identifier = title.speakable?.vocabularyIdentifier else {
      return Response(code: .failure)
    }
    if let list = try app.database.taskList(id: identifier) {
      let tasks = list.tasks.filter { status == nil || $0.status == status }
      return Response(
        code: .success,
        output: [
          OutputField(NotebookOutput.taskLists, [list]), OutputField(NotebookOutput.tasks, tasks),
        ])
    }
    if let note = try app.database.note(id: identifier) {
      return Response(code: .success, output: [OutputField(NotebookOutput.notes, [note])])
    }
    return Response(code: .failure)
  }
}
