import AppSupport
import IntentKit

/// INDeleteTasksIntentHandling: some tasks of a list, or `all` of them ("delete the guest list",
/// "clear my shopping list"); as in SiriKit, the list itself stays, empty.
struct DeleteTasksHandler: DeleteTasksIntentHandling {
  typealias Response = DeleteTasksIntentResponse
  let app: ListsApp

  func resolveTaskList(for intent: DeleteTasksIntent) async throws -> ResolutionResult<TaskList> {
    guard let value = intent.intent.said(DeleteTasksIntent.taskList) else {
      // Tasks said without a list are looked for on every list.
      let tasksSaid = intent.intent.said(DeleteTasksIntent.tasks) != nil
      return intent.all == true || !tasksSaid ? .needsValue : .notRequired
    }
    let said = value.taskList ?? TaskList.said(value.spokenText)
    return try app.resolveList(said, none: .noMatch)
  }

  func resolveTasks(for intent: DeleteTasksIntent) async throws -> [ResolutionResult<TaskItem>] {
    if intent.all == true { return [.notRequired] }
    let items = intent.intent.said(DeleteTasksIntent.tasks)?.items ?? []
    guard !items.isEmpty else { return [.needsValue] }
    let list = intent.taskList.flatMap { $0.identifier == nil ? nil : $0 }
    return try items.map { item in
      try app.resolveTask(item.task ?? TaskItem.said(item.spokenText), on: list)
    }
  }

  func handle(intent: DeleteTasksIntent) async throws -> Response {
    if intent.all == true {
      guard let id = intent.taskList?.identifier, let list = try app.database.taskList(id: id)
      else { return Response(code: .failure) }
      let deleted = try app.database.deleteTasks(ids: list.tasks.compactMap(\.identifier))
      return Response(code: .success, output: [OutputField(NotebookOutput.deletedTasks, deleted)])
    }
    let ids = (intent.tasks ?? []).compactMap(\.identifier)
    guard !ids.isEmpty else { return Response(code: .failure) }
    let deleted = try app.database.deleteTasks(ids: ids)
    guard !deleted.isEmpty else { return Response(code: .failure) }
    return Response(code: .success, output: [OutputField(NotebookOutput.deletedTasks, deleted)])
  }
}
