import Foundation

/// INCreateTaskListIntent: a new list, maybe with its first items.
public struct CreateTaskListIntent: TypedIntent {
  public static let title = IntentParameter<SpeakableString>("title")
  public static let taskTitles = IntentArrayParameter<SpeakableString>("taskTitles")
  public static let groupName = IntentParameter<SpeakableString>("groupName")

  public static let schema = IntentSchema(
    name: .createTaskList,
    parameters: [title.schema, taskTitles.schema, groupName.schema],
    requiresUserConfirmation: false,
    alwaysRestrictedWhileLocked: false
  )

  public let intent: Intent
  public init(_ intent: Intent) { self.intent = intent }

  public var title: SpeakableString? { intent[Self.title] }
  public var taskTitles: [SpeakableString]? { intent[Self.taskTitles] }
  public var groupName: SpeakableString? { intent[Self.groupName] }
}

public typealias CreateTaskListIntentResponse = TypedIntentResponse<NotebookIntentResponseCode>

/// The handler a lists or notes app implements for INCreateTaskListIntent. Only `handle` is required.
public protocol CreateTaskListIntentHandling: Sendable {
  func resolveTitle(for intent: CreateTaskListIntent) async throws -> ResolutionResult<
    SpeakableString
  >
  func resolveTaskTitles(for intent: CreateTaskListIntent) async throws -> [ResolutionResult<
    SpeakableString
  >]
  func resolveGroupName(for intent: CreateTaskListIntent) async throws -> ResolutionResult<
    SpeakableString
  >
  func confirm(intent: CreateTaskListIntent) async throws -> CreateTaskListIntentResponse
  func handle(intent: CreateTaskListIntent) async throws -> CreateTaskListIntentResponse
}

extension CreateTaskListIntentHandling {
  public func resolveTitle(for intent: CreateTaskListIntent) async throws -> ResolutionResult<
    SpeakableString
  > {
    .asGiven(intent.title)
  }

  public func resolveTaskTitles(for intent: CreateTaskListIntent) async throws -> [ResolutionResult<
    SpeakableString
  >] {
    (intent.taskTitles ?? []).map { .success($0) }
  }

  public func resolveGroupName(for intent: CreateTaskListIntent) async throws -> ResolutionResult<
    SpeakableString
  > {
    .asGiven(intent.groupName)
  }

  public func confirm(intent: CreateTaskListIntent) async throws -> CreateTaskListIntentResponse {
    CreateTaskListIntentResponse(code: .ready)
  }

  /// As the runtime drives it.
  public var erased: any IntentHandler {
    TypedIntentHandler<CreateTaskListIntent>(
      resolvers: [
        .single(CreateTaskListIntent.title) { try await resolveTitle(for: $0) },
        .items(CreateTaskListIntent.taskTitles) { try await resolveTaskTitles(for: $0) },
        .single(CreateTaskListIntent.groupName) { try await resolveGroupName(for: $0) },
      ],
      confirm: { try await confirm(intent: $0).erased },
      handle: { try await handle(intent: $0).erased })
  }
}

/// INAddTasksIntent: items added to a list, each title resolved on its own.
public struct AddTasksIntent: TypedIntent {
  public static let targetTaskList = IntentParameter<TaskList>("targetTaskList")
  public static let taskTitles = IntentArrayParameter<SpeakableString>("taskTitles")
  public static let priority = IntentParameter<String>("priority")
  public static let temporalEventTrigger = IntentParameter<Date>(
    "temporalEventTrigger", saidAs: .string)

  public static let schema = IntentSchema(
    name: .addTasks,
    parameters: [
      targetTaskList.schema, taskTitles.schema, priority.schema, temporalEventTrigger.schema,
    ],
    requiresUserConfirmation: false,
    alwaysRestrictedWhileLocked: false
  )

  public let intent: Intent
  public init(_ intent: Intent) { self.intent = intent }

  public var targetTaskList: TaskList? { intent[Self.targetTaskList] }
  public var taskTitles: [SpeakableString]? { intent[Self.taskTitles] }
  public var priority: String? { intent[Self.priority] }
  public var temporalEventTrigger: Date? { intent[Self.temporalEventTrigger] }
}

public typealias AddTasksIntentResponse = TypedIntentResponse<NotebookIntentResponseCode>

/// The handler a lists or notes app implements for INAddTasksIntent. Only `handle` is required.
public protocol AddTasksIntentHandling: Sendable {
  func resolveTargetTaskList(for intent: AddTasksIntent) async throws -> ResolutionResult<TaskList>
  func resolveTaskTitles(for intent: AddTasksIntent) async throws -> [ResolutionResult<
    SpeakableString
  >]
  func resolvePriority(for intent: AddTasksIntent) async throws -> ResolutionResult<String>
  func resolveTemporalEventTrigger(for intent: AddTasksIntent) async throws -> ResolutionResult<
    Date
  >
  func confirm(intent: AddTasksIntent) async throws -> AddTasksIntentResponse
  func handle(intent: AddTasksIntent) async throws -> AddTasksIntentResponse
}

extension AddTasksIntentHandling {
  public func resolveTargetTaskList(for intent: AddTasksIntent) async throws -> ResolutionResult<
    TaskList
  > {
    .asGiven(intent.targetTaskList)
  }

  public func resolveTaskTitles(for intent: AddTasksIntent) async throws -> [ResolutionResult<
    SpeakableString
  >] {
    (intent.taskTitles ?? []).map { .success($0) }
  }

  public func resolvePriority(for intent: AddTasksIntent) async throws -> ResolutionResult<String> {
    .asGiven(intent.priority)
  }

  public func resolveTemporalEventTrigger(for intent: AddTasksIntent) async throws
    -> ResolutionResult<Date>
  {
    .asGiven(intent.temporalEventTrigger)
  }

  public func confirm(intent: AddTasksIntent) async throws -> AddTasksIntentResponse {
    AddTasksIntentResponse(code: .ready)
  }

  /// As the runtime drives it.
  public var erased: any IntentHandler {
    TypedIntentHandler<AddTasksIntent>(
      resolvers: [
        .single(AddTasksIntent.targetTaskList) { try await resolveTargetTaskList(for: $0) },
        .items(AddTasksIntent.taskTitles) { try await resolveTaskTitles(for: $0) },
        .single(AddTasksIntent.priority) { try await resolvePriority(for: $0) },
        .single(AddTasksIntent.temporalEventTrigger) {
          try await resolveTemporalEventTrigger(for: $0)
        },
      ],
      confirm: { try await confirm(intent: $0).erased },
      handle: { try await handle(intent: $0).erased })
  }
}

/// INSearchForNotebookItemsIntent: a list or a note by title, or every list or note.
public struct SearchForNotebookItemsIntent: TypedIntent {
  public static let title = IntentParameter<SpeakableString>("title")
  public static let itemType = IntentParameter<String>("itemType")
  public static let status = IntentParameter<String>("status")

  public static let schema = IntentSchema(
    name: .searchForNotebookItems,
    parameters: [title.schema, itemType.schema, status.schema],
    requiresUserConfirmation: false,
    alwaysRestrictedWhileLocked: true
  )

  public let intent: Intent
  public init(_ intent: Intent) { self.intent = intent }

  public var title: SpeakableString? { intent[Self.title] }
  public var itemType: String? { intent[Self.itemType] }
  public var status: String? { intent[Self.status] }
}

public typealias SearchForNotebookItemsIntentResponse = TypedIntentResponse<
  NotebookIntentResponseCode
>

/// The handler a lists or notes app implements for INSearchForNotebookItemsIntent. Only `handle` is required.
public protocol SearchForNotebookItemsIntentHandling: Sendable {
  func resolveTitle(for intent: SearchForNotebookItemsIntent) async throws -> ResolutionResult<
    NotebookTitleChoice
  >
  func resolveItemType(for intent: SearchForNotebookItemsIntent) async throws -> ResolutionResult<
    String
  >
  func resolveStatus(for intent: SearchForNotebookItemsIntent) async throws -> ResolutionResult<
    String
  >
  func confirm(intent: SearchForNotebookItemsIntent) async throws
    -> SearchForNotebookItemsIntentResponse
  func handle(intent: SearchForNotebookItemsIntent) async throws
    -> SearchForNotebookItemsIntentResponse
}

extension SearchForNotebookItemsIntentHandling {
  public func resolveTitle(for intent: SearchForNotebookItemsIntent) async throws
    -> ResolutionResult<NotebookTitleChoice>
  {
    .asGiven(intent.title.map(NotebookTitleChoice.title))
  }

  public func resolveItemType(for intent: SearchForNotebookItemsIntent) async throws
    -> ResolutionResult<String>
  {
    .asGiven(intent.itemType)
  }

  public func resolveStatus(for intent: SearchForNotebookItemsIntent) async throws
    -> ResolutionResult<String>
  {
    .asGiven(intent.status)
  }

  public func confirm(intent: SearchForNotebookItemsIntent) async throws
    -> SearchForNotebookItemsIntentResponse
  {
    SearchForNotebookItemsIntentResponse(code: .ready)
  }

  /// As the runtime drives it.
  public var erased: any IntentHandler {
    TypedIntentHandler<SearchForNotebookItemsIntent>(
      resolvers: [
        .single(SearchForNotebookItemsIntent.title) { try await resolveTitle(for: $0) },
        .single(SearchForNotebookItemsIntent.itemType) { try await resolveItemType(for: $0) },
        .single(SearchForNotebookItemsIntent.status) { try await resolveStatus(for: $0) },
      ],
      confirm: { try await confirm(intent: $0).erased },
      handle: { try await handle(intent: $0).erased })
  }
}

/// INSetTaskAttributeIntent: a task marked done or not done.
public struct SetTaskAttributeIntent: TypedIntent {
  public static let targetTask = IntentParameter<TaskItem>("targetTask")
  public static let status = IntentParameter<String>("status")

  public static let schema = IntentSchema(
    name: .setTaskAttribute,
    parameters: [targetTask.schema, status.schema],
    requiresUserConfirmation: false,
    alwaysRestrictedWhileLocked: false
  )

  public let intent: Intent
  public init(_ intent: Intent) { self.intent = intent }

  public var targetTask: TaskItem? { intent[Self.targetTask] }
  public var status: String? { intent[Self.status] }
}

public typealias SetTaskAttributeIntentResponse = TypedIntentResponse<NotebookIntentResponseCode>

/// The handler a lists or notes app implements for INSetTaskAttributeIntent. Only `handle` is required.
public protocol SetTaskAttributeIntentHandling: Sendable {
  func resolveTargetTask(for intent: SetTaskAttributeIntent) async throws -> ResolutionResult<
    TaskItem
  >
  func resolveStatus(for intent: SetTaskAttributeIntent) async throws -> ResolutionResult<String>
  func confirm(intent: SetTaskAttributeIntent) async throws -> SetTaskAttributeIntentResponse
  func handle(intent: SetTaskAttributeIntent) async throws -> SetTaskAttributeIntentResponse
}

extension SetTaskAttributeIntentHandling {
  public func resolveTargetTask(for intent: SetTaskAttributeIntent) async throws
    -> ResolutionResult<TaskItem>
  {
    .asGiven(intent.targetTask)
  }

  public func resolveStatus(for intent: SetTaskAttributeIntent) async throws -> ResolutionResult<
    String
  > {
    .asGiven(intent.status)
  }

  public func confirm(intent: SetTaskAttributeIntent) async throws -> SetTaskAttributeIntentResponse
  {
    SetTaskAttributeIntentResponse(code: .ready)
  }

  /// As the runtime drives it.
  public var erased: any IntentHandler {
    TypedIntentHandler<SetTaskAttributeIntent>(
      resolvers: [
        .single(SetTaskAttributeIntent.targetTask) { try await resolveTargetTask(for: $0) },
        .single(SetTaskAttributeIntent.status) { try await resolveStatus(for: $0) },
      ],
      confirm: { try await confirm(intent: $0).erased },
      handle: { try await handle(intent: $0).erased })
  }
}

/// INDeleteTasksIntent (iOS 13): some tasks of a list, or `all` of it.
public struct DeleteTasksIntent: TypedIntent {
  public static let taskList = IntentParameter<TaskList>("taskList")
  public static let tasks = IntentArrayParameter<TaskItem>("tasks")
  public static let all = IntentParameter<Bool>("all")

  public static let schema = IntentSchema(
    name: .deleteTasks,
    parameters: [taskList.schema, tasks.schema, all.schema],
    requiresUserConfirmation: true,
    alwaysRestrictedWhileLocked: false
  )

  public let intent: Intent
  public init(_ intent: Intent) { self.intent = intent }

  public var taskList: TaskList? { intent[Self.taskList] }
  public var tasks: [TaskItem]? { intent[Self.tasks] }
  public var all: Bool? { intent[Self.all] }
}

public typealias DeleteTasksIntentResponse = TypedIntentResponse<NotebookIntentResponseCode>

/// The handler a lists or notes app implements for INDeleteTasksIntent. Only `handle` is required.
public protocol DeleteTasksIntentHandling: Sendable {
  func resolveTaskList(for intent: DeleteTasksIntent) async throws -> ResolutionResult<TaskList>
  func resolveTasks(for intent: DeleteTasksIntent) async throws -> [ResolutionResult<TaskItem>]
  func resolveAll(for intent: DeleteTasksIntent) async throws -> ResolutionResult<Bool>
  func confirm(intent: DeleteTasksIntent) async throws -> DeleteTasksIntentResponse
  func handle(intent: DeleteTasksIntent) async throws -> DeleteTasksIntentResponse
}

extension DeleteTasksIntentHandling {
  public func resolveTaskList(for intent: DeleteTasksIntent) async throws -> ResolutionResult<
    TaskList
  > {
    .asGiven(intent.taskList)
  }

  public func resolveTasks(for intent: DeleteTasksIntent) async throws -> [ResolutionResult<
    TaskItem
  >] {
    (intent.tasks ?? []).map { .success($0) }
  }

  public func resolveAll(for intent: DeleteTasksIntent) async throws -> ResolutionResult<Bool> {
    .asGiven(intent.all)
  }

  public func confirm(intent: DeleteTasksIntent) async throws -> DeleteTasksIntentResponse {
    DeleteTasksIntentResponse(code: .ready)
  }

  /// As the runtime drives it.
  public var erased: any IntentHandler {
    TypedIntentHandler<DeleteTasksIntent>(
      resolvers: [
        .single(DeleteTasksIntent.taskList) { try await resolveTaskList(for: $0) },
        .items(DeleteTasksIntent.tasks) { try await resolveTasks(for: $0) },
        .single(DeleteTasksIntent.all) { try await resolveAll(for: $0) },
      ],
      confirm: { try await confirm(intent: $0).erased },
      handle: { try await handle(intent: $0).erased })
  }
}

/// INCreateNoteIntent: a note with its text.
public struct CreateNoteIntent: TypedIntent {
  public static let title = IntentParameter<SpeakableString>("title")
  public static let content = IntentParameter<String>("content")
  public static let groupName = IntentParameter<SpeakableString>("groupName")

  public static let schema = IntentSchema(
    name: .createNote,
    parameters: [title.schema, content.schema, groupName.schema],
    requiresUserConfirmation: false,
    alwaysRestrictedWhileLocked: false
  )

  public let intent: Intent
  public init(_ intent: Intent) { self.intent = intent }

  public var title: SpeakableString? { intent[Self.title] }
  public var content: String? { intent[Self.content] }
  public var groupName: SpeakableString? { intent[Self.groupName] }
}

public typealias CreateNoteIntentResponse = TypedIntentResponse<NotebookIntentResponseCode>

/// The handler a lists or notes app implements for INCreateNoteIntent. Only `handle` is required.
public protocol CreateNoteIntentHandling: Sendable {
  func resolveTitle(for intent: CreateNoteIntent) async throws -> ResolutionResult<SpeakableString>
  func resolveContent(for intent: CreateNoteIntent) async throws -> ResolutionResult<String>
  func resolveGroupName(for intent: CreateNoteIntent) async throws -> ResolutionResult<
    SpeakableString
  >
  func confirm(intent: CreateNoteIntent) async throws -> CreateNoteIntentResponse
  func handle(intent: CreateNoteIntent) async throws -> CreateNoteIntentResponse
}

extension CreateNoteIntentHandling {
  public func resolveTitle(for intent: CreateNoteIntent) async throws -> ResolutionResult<
    SpeakableString
  > {
    .asGiven(intent.title)
  }

  public func resolveContent(for intent: CreateNoteIntent) async throws -> ResolutionResult<String>
  {
    .asGiven(intent.content)
  }

  public func resolveGroupName(for intent: CreateNoteIntent) async throws -> ResolutionResult<
    SpeakableString
  > {
    .asGiven(intent.groupName)
  }

  public func confirm(intent: CreateNoteIntent) async throws -> CreateNoteIntentResponse {
    CreateNoteIntentResponse(code: .ready)
  }

  /// As the runtime drives it.
  public var erased: any IntentHandler {
    TypedIntentHandler<CreateNoteIntent>(
      resolvers: [
        .single(CreateNoteIntent.title) { try await resolveTitle(for: $0) },
        .single(CreateNoteIntent.content) { try await resolveContent(for: $0) },
        .single(CreateNoteIntent.groupName) { try await resolveGroupName(for: $0) },
      ],
      confirm: { try await confirm(intent: $0).erased },
      handle: { try await handle(intent: $0).erased })
  }
}

/// INAppendToNoteIntent: a paragraph added to a note.
public struct AppendToNoteIntent: TypedIntent {
  public static let targetNote = IntentParameter<Note>("targetNote")
  public static let content = IntentParameter<String>("content")

  public static let schema = IntentSchema(
    name: .appendToNote,
    parameters: [targetNote.schema, content.schema],
    requiresUserConfirmation: false,
    alwaysRestrictedWhileLocked: false
  )

  public let intent: Intent
  public init(_ intent: Intent) { self.intent = intent }

  public var targetNote: Note? { intent[Self.targetNote] }
  public var content: String? { intent[Self.content] }
}

public typealias AppendToNoteIntentResponse = TypedIntentResponse<NotebookIntentResponseCode>

/// The handler a lists or notes app implements for INAppendToNoteIntent. Only `handle` is required.
public protocol AppendToNoteIntentHandling: Sendable {
  func resolveTargetNote(for intent: AppendToNoteIntent) async throws -> ResolutionResult<Note>
  func resolveContent(for intent: AppendToNoteIntent) async throws -> ResolutionResult<String>
  func confirm(intent: AppendToNoteIntent) async throws -> AppendToNoteIntentResponse
  func handle(intent: AppendToNoteIntent) async throws -> AppendToNoteIntentResponse
}

extension AppendToNoteIntentHandling {
  public func resolveTargetNote(for intent: AppendToNoteIntent) async throws -> ResolutionResult<
    Note
  > {
    .asGiven(intent.targetNote)
  }

  public func resolveContent(for intent: AppendToNoteIntent) async throws -> ResolutionResult<
    String
  > {
    .asGiven(intent.content)
  }

  public func confirm(intent: AppendToNoteIntent) async throws -> AppendToNoteIntentResponse {
    AppendToNoteIntentResponse(code: .ready)
  }

  /// As the runtime drives it.
  public var erased: any IntentHandler {
    TypedIntentHandler<AppendToNoteIntent>(
      resolvers: [
        .single(AppendToNoteIntent.targetNote) { try await resolveTargetNote(for: $0) },
        .single(AppendToNoteIntent.content) { try await resolveContent(for: $0) },
      ],
      confirm: { try await confirm(intent: $0).erased },
      handle: { try await handle(intent: $0).erased })
  }
}

/// A title as searching settles on it (the title, with the list's or note's identifier) or
/// offers it (the list or note itself, shown with its item count).
public enum NotebookTitleChoice: IntentValueConvertible {
  case title(SpeakableString)
  case list(TaskList)
  case note(Note)

  public init?(_ value: IntentValue) {
    switch value {
    case .speakable(let title): self = .title(title)
    case .taskList(let list): self = .list(list)
    case .note(let note): self = .note(note)
    default: return nil
    }
  }

  public var intentValue: IntentValue {
    switch self {
    case .title(let title): return .speakable(title)
    case .list(let list): return .taskList(list)
    case .note(let note): return .note(note)
    }
  }
}

/// What a lists or notes app's responses carry beside the code, for the answer to say.
public enum NotebookOutput {
  public static let createdTaskList = OutputKey<TaskList>("createdTaskList")
  public static let modifiedTaskList = OutputKey<TaskList>("modifiedTaskList")
  public static let addedTasks = OutputKey<[TaskItem]>("addedTasks")
  /// When the added tasks remind, as said: "tomorrow at 9:00 AM".
  public static let reminder = OutputKey<String>("reminder")
  /// How many of the device's days after today the added tasks remind: 0 today, 1 tomorrow.
  /// The app knows the clock; a sentence in another language says the day from it.
  public static let reminderDay = OutputKey<Int>("reminderDay")
  public static let modifiedTask = OutputKey<TaskItem>("modifiedTask")
  public static let deletedTasks = OutputKey<[TaskItem]>("deletedTasks")
  public static let createdNote = OutputKey<Note>("createdNote")
  /// The note appended to.
  public static let note = OutputKey<Note>("note")
  /// What a search found.
  public static let taskLists = OutputKey<[TaskList]>("taskLists")
  public static let tasks = OutputKey<[TaskItem]>("tasks")
  public static let notes = OutputKey<[Note]>("notes")
}
