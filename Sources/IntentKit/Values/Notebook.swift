import Foundation

// The lists and notes domain's values: INTaskList, INTask, INNote and their enums.

/// INTaskStatus.
public enum TaskStatus: String, Hashable, Sendable, Codable, CaseIterable {
  case unknown
  case notCompleted
  case completed
}

/// INTaskPriority (iOS 13).
public enum TaskPriority: String, Hashable, Sendable, Codable, CaseIterable {
  case unknown
  case notFlagged
  case flagged
}

/// INNotebookItemType: what a search is for.
public enum NotebookItemType: String, Hashable, Sendable, Codable, CaseIterable {
  case unknown
  case note
  case taskList
  case task
}

/// INTask: one item of a list.
public struct TaskItem: Hashable, Sendable, Codable {
  public var title: SpeakableString
  public var status: TaskStatus
  public var priority: TaskPriority
  /// The app's identifier, nil for a task only said by the user.
  public var identifier: String?
  /// The title of the list the task is on. Not in INTask: a task said with its list ("check
  /// call dad off my to do list") carries the list's words here, and a found task its list's
  /// title, which disambiguation shows as the subtitle.
  public var listTitle: String?
  /// When to remind the user of it: INTask's temporalEventTrigger, as the moment it starts.
  public var reminder: Date?

  public init(
    title: SpeakableString, status: TaskStatus = .unknown, priority: TaskPriority = .unknown,
    identifier: String? = nil, listTitle: String? = nil, reminder: Date? = nil
  ) {
    self.title = title
    self.status = status
    self.priority = priority
    self.identifier = identifier
    self.listTitle = listTitle
    self.reminder = reminder
  }

  /// A task as the user said it: "rice".
  public static func said(_ title: String, listTitle: String? = nil) -> TaskItem {
    TaskItem(title: SpeakableString(spokenPhrase: title), listTitle: listTitle)
  }
}

/// INTaskList: a titled list of tasks.
public struct TaskList: Hashable, Sendable, Codable {
  public var title: SpeakableString
  public var tasks: [TaskItem]
  public var groupName: SpeakableString?
  /// The app's identifier, nil for a list only said by the user.
  public var identifier: String?

  public init(
    title: SpeakableString, tasks: [TaskItem] = [], groupName: SpeakableString? = nil,
    identifier: String? = nil
  ) {
    self.title = title
    self.tasks = tasks
    self.groupName = groupName
    self.identifier = identifier
  }

  /// A list as the user said it: "grocery store".
  public static func said(_ title: String) -> TaskList {
    TaskList(title: SpeakableString(spokenPhrase: title))
  }
}

/// INNote: a titled note; its contents are text pieces (INTextNoteContent).
public struct Note: Hashable, Sendable, Codable {
  public var title: SpeakableString
  public var contents: [String]
  public var groupName: SpeakableString?
  public var identifier: String?

  public init(
    title: SpeakableString, contents: [String] = [], groupName: SpeakableString? = nil,
    identifier: String? = nil
  ) {
    self.title = title
    self.contents = contents
    self.groupName = groupName
    self.identifier = identifier
  }

  /// A note as the user said it: "Vacation".
  public static func said(_ title: String) -> Note {
    Note(title: SpeakableString(spokenPhrase: title))
  }
}

/// The response codes of the lists and notes intents. INAddTasksIntentResponseCode,
/// INCreateTaskListIntentResponseCode, INSearchForNotebookItemsIntentResponseCode,
/// INSetTaskAttributeIntentResponseCode, INDeleteTasksIntentResponseCode,
/// INCreateNoteIntentResponseCode and INAppendToNoteIntentResponseCode are separate enums in
/// SiriKit with these same six cases and raw values, 0 to 5.
public enum NotebookIntentResponseCode: Int, IntentResponseCode {
  case unspecified = 0
  case ready = 1
  case inProgress = 2
  case success = 3
  case failure = 4
  case failureRequiringAppLaunch = 5

  public var category: ResponseCategory { Self.commonCategory(rawValue) }
}
