import AppSupport
import IntentKit

/// INSetTaskAttributeIntentHandling: marks a task done or not done. A title on several lists
/// is disambiguated with each list's name as the subtitle.
struct SetTaskAttributeHandler: SetTaskAttributeIntentHandling {
  typealias Response = SetTaskAttributeIntentResponse
  let app: ListsApp

  func resolveTargetTask(for intent: SetTaskAttributeIntent) async throws
    -> ResolutionResult<TaskItem>
  {
    guard let value = intent.intent.said(SetTaskAttributeIntent.targetTask) else {
      return .needsValue
    }
    let said = value.task ?? TaskItem.said(value.spokenText)
    return try app.resolveTask(said, on: nil, preferringNot: status(intent))
  }

  /// Said or not, "check off" means done: an educated guess is a success (Apple, "Resolving
  /// the Parameters of an Intent").
  func resolveStatus(for intent: SetTaskAttributeIntent) async throws -> ResolutionResult<String> {
    .success(status(intent).rawValue)
  }

  private func status(_ intent: SetTaskAttributeIntent) -> TaskStatus {
    intent.status.flatMap(TaskStatus.init).flatMap { $0 == .unknown ? nil : $0 } ?? .completed
  }

  func handle(intent: SetTaskAttributeIntent) async throws -> Response {
    guard let id = intent.targetTask?.identifier,
      let task = try app.database.setTaskStatus(status(intent), taskID: id)
    else { return Response(code: .failure) }
    return Response(code: .success, output: [OutputField(NotebookOutput.modifiedTask, task)])
  }
}
