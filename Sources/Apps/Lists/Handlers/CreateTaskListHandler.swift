import IntentKit

/// INCreateTaskListIntentHandling: a new list with a title no other list has.
struct CreateTaskListHandler: IntentHandler {
  let app: ListsApp

  func resolve(_ parameter: String, in intent: Intent) async throws -> ParameterResolution? {
    switch parameter {
    case "title": return .single(try resolveTitle(intent.parameters["title"]))
    case "taskTitles": return TaskTitles.resolve(intent.parameters["taskTitles"], required: false)
    case "groupName":
      return .single(intent.parameters["groupName"].map { .success($0) } ?? .notRequired)
    default: return nil
    }
  }

  /// A blank title needs a value; one another list has is unsupported (the dialog says so).
  private func resolveTitle(_ value: IntentValue?) throws -> ResolutionResult<IntentValue> {
    guard let said = value?.spokenText, !said.allSatisfy(\.isWhitespace) else { return .needsValue }
    let lists = try app.database.taskLists(app: app.name, withTasks: false)
    return ListsApp.newTitle(
      said, matcher: ListsApp.listTitles, existing: lists, title: \.title.spokenPhrase)
  }

  func confirm(_ intent: Intent) async throws -> IntentResponse {
    .notebook(.ready)
  }

  func handle(_ intent: Intent) async throws -> IntentResponse {
    guard let title = intent.parameters["title"]?.spokenText else { return .notebook(.failure) }
    let list = try app.database.createTaskList(
      app: app.name, title: ListsApp.storedTitle(title),
      groupName: intent.parameters["groupName"]?.spokenText,
      taskTitles: TaskTitles.titles(intent.parameters["taskTitles"]), at: app.now)
    try app.registerVocabulary()
    return .notebook(
      .success, [OutputField("createdTaskList", .taskList(list))])
  }
}
