import AppSupport
import IntentKit

/// INCreateTaskListIntentHandling: a new list with a title no other list has.
struct CreateTaskListHandler: CreateTaskListIntentHandling {
  typealias Response = CreateTaskListIntentResponse
  let app: ListsApp

  /// A blank title needs a value; one another list has is unsupported (the dialog says so).
  func resolveTitle(for intent: CreateTaskListIntent) async throws
    -> ResolutionResult<SpeakableString>
  {
    guard let said = intent.intent.said(CreateTaskListIntent.title)?.spokenText,
      !said.allSatisfy(\.isWhitespace)
    else { return .needsValue }
    let lists = try app.database.taskLists(app: app.name, withTasks: false)
    return ListsApp.newTitle(
      said, matcher: ListsApp.listTitles, existing: lists, title: \.title.spokenPhrase)
  }

  func resolveTaskTitles(for intent: CreateTaskListIntent) async throws
    -> [ResolutionResult<SpeakableString>]
  {
    TaskTitles.resolve(intent.intent.said(CreateTaskListIntent.taskTitles), required: false)
  }

  func handle(intent: CreateTaskListIntent) async throws -> Response {
    guard let title = intent.intent.said(CreateTaskListIntent.title)?.spokenText else {
      return Response(code: .failure)
    }
    let list = try app.database.createTaskList(
      app: app.name, title: ListsApp.storedTitle(title),
      groupName: intent.intent.said(CreateTaskListIntent.groupName)?.spokenText,
      taskTitles: TaskTitles.titles(intent.intent.said(CreateTaskListIntent.taskTitles)),
      at: app.now)
    try app.registerVocabulary()
    return Response(code: .success, output: [OutputField(NotebookOutput.createdTaskList, list)])
  }
}
