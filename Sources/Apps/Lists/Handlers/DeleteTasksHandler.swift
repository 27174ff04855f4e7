import IntentKit

/// INDeleteTasksIntentHandling: some tasks of a list, or `all` of them ("delete the guest list",
/// "clear my shopping list"); as in SiriKit, the list itself stays, empty.
struct DeleteTasksHandler: IntentHandler {
  let app: ListsApp

  func resolve(_ parameter: String, in intent: Intent) async throws -> ParameterResolution? {
    let all = intent.parameters["all"]?.boolean == true
    switch parameter {
    case "taskList":
      guard let value = intent.parameters["taskList"] else {
        // Tasks said without a list are looked for on every list.
        return .single(all || intent.parameters["tasks"] == nil ? .needsValue : .notRequired)
      }
      let said = value.taskList ?? TaskList.said(value.spokenText)
      return .single(try app.resolveList(said, none: .noMatch))
    case "tasks":
      if all { return .single(.notRequired) }
      let items = intent.parameters["tasks"]?.items ?? []
      guard !items.isEmpty else { return .items([.needsValue]) }
      let list = intent.parameters["taskList"]?.taskList.flatMap { $0.identifier == nil ? nil : $0 }
      return .items(
        try items.map { item in
          try app.resolveTask(item.task ?? TaskItem.said(item.spokenText), on: list)
        })
    case "all":
      return .single(intent.parameters["all"].map { .success($0) } ?? .notRequired)
    default: return nil
    }
  }

  func confirm(_ intent: Intent) async throws -> IntentResponse { .notebook(.ready) }

  func handle(_ intent: Intent) async throws -> IntentResponse {
    if intent.parameters["all"]?.boolean == true {
      guard let id = intent.parameters["taskList"]?.taskList?.identifier,
        let list = try app.database.taskList(id: id)
      else { return .notebook(.failure) }
      let deleted = try app.database.deleteTasks(ids: list.tasks.compactMap(\.identifier))
      return .notebook(
        .success, [OutputField("deletedTasks", .array(deleted.map(IntentValue.task)))])
    }
    let ids = (intent.parameters["tasks"]?.items ?? []).compactMap { $0.task?.identifier }
    guard !ids.isEmpty else { return .notebook(.failure) }
    let deleted = try app.database.deleteTasks(ids: ids)
    guard !deleted.isEmpty else { return .notebook(.failure) }
    return .notebook(.success, [OutputField("deletedTasks", .array(deleted.map(IntentValue.task)))])
  }
}
