import IntentKit
import TestSupport
import Understanding

/// ListOMat, the lists and notes demo app, with UnicornChat for messaging.
let listApps = [DemoApps.listOMat, DemoApps.unicornChat]

/// Understands with ListOMat installed.
let listUnderstander = Understander(apps: listApps)

/// The intent a new list should produce; strings are the words as said.
func createTaskList(
  _ title: String? = nil, items: [String] = [], group: String? = nil, app: String? = nil
) -> Intent {
  var parameters: [String: IntentValue] = [:]
  if let title { parameters["title"] = said(title) }
  if !items.isEmpty { parameters["taskTitles"] = .array(items.map(said)) }
  if let group { parameters["groupName"] = said(group) }
  return Intent(name: .createTaskList, app: app, parameters: parameters)
}

/// The intent adding `items` to the list said as `list` should produce.
func addTasks(
  _ items: [String] = [], to list: String? = nil, flagged: Bool = false, app: String? = nil
) -> Intent {
  var parameters: [String: IntentValue] = [:]
  if let list { parameters["targetTaskList"] = .taskList(.said(list)) }
  if !items.isEmpty { parameters["taskTitles"] = .array(items.map(said)) }
  if flagged { parameters["priority"] = .string("flagged") }
  return Intent(name: .addTasks, app: app, parameters: parameters)
}

/// A reminder: tasks on no list, with the time said for the app to read.
func remind(_ items: [String], at time: String) -> Intent {
  var intent = addTasks(items)
  intent.parameters["temporalEventTrigger"] = .string(time)
  return intent
}

/// The intent a look at lists or notes should produce.
func searchNotebook(
  _ title: String? = nil, type: NotebookItemType, status: TaskStatus? = nil, app: String? = nil
) -> Intent {
  var parameters: [String: IntentValue] = ["itemType": .string(type.rawValue)]
  if let title { parameters["title"] = said(title) }
  if let status { parameters["status"] = .string(status.rawValue) }
  return Intent(name: .searchForNotebookItems, app: app, parameters: parameters)
}

/// The intent marking the task said as `task` (on the list said as `list`) should produce.
func setTaskStatus(_ task: String? = nil, on list: String? = nil, _ status: TaskStatus)
  -> Intent
{
  var parameters: [String: IntentValue] = ["status": .string(status.rawValue)]
  if let task { parameters["targetTask"] = .task(.said(task, listTitle: list)) }
  return Intent(name: .setTaskAttribute, parameters: parameters)
}

/// The intent removing `items`, or `all` of the list said as `list`, should produce.
func deleteTasks(_ items: [String] = [], from list: String? = nil, all: Bool = false) -> Intent {
  var parameters: [String: IntentValue] = [:]
  if let list { parameters["taskList"] = .taskList(.said(list)) }
  if !items.isEmpty { parameters["tasks"] = .array(items.map { .task(.said($0)) }) }
  if all { parameters["all"] = .boolean(true) }
  return Intent(name: .deleteTasks, parameters: parameters)
}

/// The intent a new note should produce.
func createNote(_ title: String? = nil, content: String? = nil, group: String? = nil) -> Intent {
  var parameters: [String: IntentValue] = [:]
  if let title { parameters["title"] = said(title) }
  if let content { parameters["content"] = .string(content) }
  if let group { parameters["groupName"] = said(group) }
  return Intent(name: .createNote, parameters: parameters)
}

/// The intent adding `content` to the note said as `note` should produce.
func appendToNote(_ note: String?, content: String?) -> Intent {
  var parameters: [String: IntentValue] = [:]
  if let note { parameters["targetNote"] = .note(.said(note)) }
  if let content { parameters["content"] = .string(content) }
  return Intent(name: .appendToNote, parameters: parameters)
}
