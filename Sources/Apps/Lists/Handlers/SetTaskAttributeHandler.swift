import IntentKit

/// INSetTaskAttributeIntentHandling: marks a task done or not done. A title on several lists
/// is disambiguated with each list's name as the subtitle.
struct SetTaskAttributeHandler: IntentHandler {
  let app: ListsApp

  func resolve(_ parameter: String, in intent: Intent) async throws -> ParameterResolution? {
    switch parameter {
    case "targetTask":
      guard let value = intent.parameters["targetTask"] else { return .single(.needsValue) }
      let said = value.task ?? TaskItem.said(value.spokenText)
      return .single(try app.resolveTask(said, on: nil, preferringNot: status(intent)))
    case "status":
      // Said or not, "check off" means done: an educated guess is a success (Apple, "Resolving the Parameters of an Intent").
      return .single(.success(.string(status(intent).rawValue)))
    default: return nil
    }
  }

  private func status(_ intent: Intent) -> TaskStatus {
    intent.parameters["status"]?.string.flatMap(TaskStatus.init)
      .flatMap { $0 == .unknown ? nil : $0 } ?? .completed
  }

  func confirm(_ intent: Intent) async throws -> IntentResponse { .notebook(.ready) }

  func handle(_ intent: Intent) async throws -> IntentResponse {
    guard let id = intent.parameters["targetTask"]?.task?.identifier,
      let task = try app.database.setTaskStatus(status(intent), taskID: id)
    else { return .notebook(.failure) }
    return .notebook(.success, [OutputField("modifiedTask", .task(task))])
  }
}
