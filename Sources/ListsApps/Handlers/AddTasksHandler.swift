import AppSupport
import Foundation
import IntentKit
import Store

/// INAddTasksIntentHandling, as List-o-Mat's AddItemsIntentHandler, plus SiriKit's iOS 13
/// offer to create a list that does not exist (listShouldBeCreated).
struct AddTasksHandler: AddTasksIntentHandling {
  typealias Response = AddTasksIntentResponse
  let app: ListsApp

  func resolveTargetTaskList(for intent: AddTasksIntent) async throws
    -> ResolutionResult<TaskList>
  {
    let value = intent.intent.said(AddTasksIntent.targetTaskList)
    guard let said = value?.taskList ?? value.map({ TaskList.said($0.spokenText) }) else {
      return .needsValue
    }
    // The user already said yes to creating it.
    if said.identifier == ListsApp.newListIdentifier { return .success(said) }
    let proposed = TaskList(
      title: SpeakableString(spokenPhrase: ListsApp.storedTitle(said.title.spokenPhrase)),
      identifier: ListsApp.newListIdentifier)
    return try app.resolveList(
      said,
      none: .confirmationRequired(
        with: proposed,
        forReason: AddTasksTargetTaskListConfirmationReason.listShouldBeCreated))
  }

  func resolveTaskTitles(for intent: AddTasksIntent) async throws
    -> [ResolutionResult<SpeakableString>]
  {
    TaskTitles.resolve(intent.intent.said(AddTasksIntent.taskTitles), required: true)
  }

  /// The moment to remind at: the words said read as a time from now ("tomorrow at 9am",
  /// "in an hour"), not one already past.
  func resolveTemporalEventTrigger(for intent: AddTasksIntent) async throws
    -> ResolutionResult<Date>
  {
    let now = app.now
    return SpokenMoment.resolve(
      intent.intent.said(AddTasksIntent.temporalEventTrigger), now: now,
      tooEarly: TemporalEventTriggerUnsupportedReason.timeInPast
    ) { $0 > now }
  }

  func handle(intent: AddTasksIntent) async throws -> Response {
    let titles = TaskTitles.titles(intent.intent.said(AddTasksIntent.taskTitles))
    guard let list = intent.targetTaskList, !titles.isEmpty else {
      return Response(code: .failure)
    }
    let isNew = list.identifier == ListsApp.newListIdentifier
    let target: TaskListTarget =
      isNew
      ? .new(title: list.title.spokenPhrase, groupName: list.groupName?.spokenPhrase)
      : .existing(id: list.identifier ?? "")
    let priority = intent.priority.flatMap(TaskPriority.init) ?? .notFlagged
    let reminder = intent.temporalEventTrigger
    guard
      let (modified, added) = try app.database.addTasks(
        titles, priority: priority, reminder: reminder, to: target, app: app.name, at: app.now)
    else { return Response(code: .failure) }
    if isNew { try app.registerVocabulary() }
    var output = [
      OutputField(NotebookOutput.modifiedTaskList, modified),
      OutputField(NotebookOutput.addedTasks, added),
    ]
    // Said as the device's clock sees it now: "tomorrow at 9:00 AM".
    if let reminder {
      output.append(OutputField(NotebookOutput.reminder, ClockTime.spoken(reminder, from: app.now)))
      output.append(
        OutputField(NotebookOutput.reminderDay, ClockTime.days(from: app.now, to: reminder)))
    }
    return Response(code: .success, output: output)
  }
}
