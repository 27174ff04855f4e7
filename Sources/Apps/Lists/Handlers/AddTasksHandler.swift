import Foundation
import IntentKit
import Store

/// INAddTasksIntentHandling, as List-o-Mat's AddItemsIntentHandler, plus SiriKit's iOS 13
/// offer to create a list that does not exist (listShouldBeCreated).
struct AddTasksHandler: IntentHandler {
  let app: ListsApp

  func resolve(_ parameter: String, in intent: Intent) async throws -> ParameterResolution? {
    switch parameter {
    case "targetTaskList": return .single(try resolveTarget(intent.parameters["targetTaskList"]))
    case "taskTitles": return TaskTitles.resolve(intent.parameters["taskTitles"], required: true)
    case "priority":
      return .single(intent.parameters["priority"].map { .success($0) } ?? .notRequired)
    case "temporalEventTrigger":
      return .single(resolveReminder(intent.parameters["temporalEventTrigger"]))
    default: return nil
    }
  }

  private func resolveTarget(_ value: IntentValue?) throws -> ResolutionResult<IntentValue> {
    guard let said = value?.taskList ?? value.map({ TaskList.said($0.spokenText) }) else {
      return .needsValue
    }
    // The user already said yes to creating it.
    if said.identifier == ListsApp.newListIdentifier { return .success(.taskList(said)) }
    let proposed = TaskList(
      title: SpeakableString(spokenPhrase: ListsApp.storedTitle(said.title.spokenPhrase)),
      identifier: ListsApp.newListIdentifier)
    return try app.resolveList(
      said,
      none: .confirmationRequired(
        with: .taskList(proposed),
        forReason: AddTasksTargetTaskListConfirmationReason.listShouldBeCreated))
  }

  /// The moment to remind at: the words said read as a time from now ("tomorrow at 9am",
  /// "in an hour"), not one already past.
  private func resolveReminder(_ said: IntentValue?) -> ResolutionResult<IntentValue> {
    let now = app.now
    return SpokenMoment.resolve(
      said, now: now, tooEarly: TemporalEventTriggerUnsupportedReason.timeInPast
    ) { $0 > now }.map(IntentValue.date)
  }

  func confirm(_ intent: Intent) async throws -> IntentResponse {
    .notebook(.ready)
  }

  func handle(_ intent: Intent) async throws -> IntentResponse {
    let titles = TaskTitles.titles(intent.parameters["taskTitles"])
    guard let list = intent.parameters["targetTaskList"]?.taskList, !titles.isEmpty else {
      return .notebook(.failure)
    }
    let isNew = list.identifier == ListsApp.newListIdentifier
    let target: TaskListTarget =
      isNew
      ? .new(title: list.title.spokenPhrase, groupName: list.groupName?.spokenPhrase)
      : .existing(id: list.identifier ?? "")
    let priority: TaskPriority =
      intent.parameters["priority"]?.string.flatMap(TaskPriority.init) ?? .notFlagged
    let reminder = intent.parameters["temporalEventTrigger"]?.date
    guard
      let (modified, added) = try app.database.addTasks(
        titles, priority: priority, reminder: reminder, to: target, app: app.name, at: app.now)
    else { return .notebook(.failure) }
    if isNew { try app.registerVocabulary() }
    var output = [
      OutputField("modifiedTaskList", .taskList(modified)),
      OutputField("addedTasks", .array(added.map(IntentValue.task))),
    ]
    // Said as the device's clock sees it now: "tomorrow at 9:00 AM".
    if let reminder {
      output.append(OutputField("reminder", .string(ClockTime.spoken(reminder, from: app.now))))
    }
    return .notebook(.success, output)
  }
}
