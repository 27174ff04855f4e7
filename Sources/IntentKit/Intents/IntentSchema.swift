/// The kind of value a parameter holds.
public enum ParameterValueType: String, Hashable, Sendable {
  case person
  case string
  case speakableString
  case integer
  /// A number that need not be whole: "1.5" (a playback speed).
  case number
  case boolean
  case taskList
  case task
  case note
  case currencyAmount
  case paymentAccount
}

/// One parameter of an intent, as SiriKit resolves it.
public struct ParameterSchema: Hashable, Sendable {
  public var name: String
  public var valueType: ParameterValueType
  /// Array parameters resolve item by item.
  public var isArray: Bool
  /// How many disambiguation options are offered at once (INIntentParameterWindowSize).
  public var windowSize: Int

  public init(
    name: String, valueType: ParameterValueType, isArray: Bool = false, windowSize: Int = 3
  ) {
    self.name = name
    self.valueType = valueType
    self.isArray = isArray
    self.windowSize = windowSize
  }
}

/// What SiriKit knows of an intent: its parameters in resolution order and how Siri treats it.
///
/// Its fields are kept in one shared box: a schema is copied out of a table at each of the
/// several lookups a turn makes, and copying a box is one retain, not one for each field.
public struct IntentSchema: Hashable, Sendable {
  private struct Fields: Hashable, Sendable {
    var name: IntentName
    var parameters: [ParameterSchema]
    var unresolvedParameters: [String]
    var requiresUserConfirmation: Bool
    var alwaysRestrictedWhileLocked: Bool
    var authenticatesOnlyWhen: ParameterCondition?
    var intentClass: String
  }

  private final class Box: Sendable {
    let fields: Fields
    init(_ fields: Fields) { self.fields = fields }
  }

  private var box: Box

  /// A field changed: in a new box, as the old one may be shared.
  private mutating func change(_ body: (inout Fields) -> Void) {
    var fields = box.fields
    body(&fields)
    box = Box(fields)
  }

  public var name: IntentName {
    get { box.fields.name }
    set { change { $0.name = newValue } }
  }
  /// Resolved in this order.
  public var parameters: [ParameterSchema] {
    get { box.fields.parameters }
    set { change { $0.parameters = newValue } }
  }
  /// Parameters carried by the intent but never resolved (conversationIdentifier).
  public var unresolvedParameters: [String] {
    get { box.fields.unresolvedParameters }
    set { change { $0.unresolvedParameters = newValue } }
  }
  /// Siri asks the user to confirm the whole intent before handle.
  public var requiresUserConfirmation: Bool {
    get { box.fields.requiresUserConfirmation }
    set { change { $0.requiresUserConfirmation = newValue } }
  }
  /// Siri requires an unlocked device whatever the app says (payments, balances, rides,
  /// car locks, list searches).
  public var alwaysRestrictedWhileLocked: Bool {
    get { box.fields.alwaysRestrictedWhileLocked }
    set { change { $0.alwaysRestrictedWhileLocked = newValue } }
  }
  /// When an app that re-authenticates this intent in handle asks for the passcode; nil for
  /// always. A car is re-authenticated to unlock it, never to lock it (seed 000's car demo).
  public var authenticatesOnlyWhen: ParameterCondition? {
    get { box.fields.authenticatesOnlyWhen }
    set { change { $0.authenticatesOnlyWhen = newValue } }
  }
  /// The intent's class: "INSendMessageIntent" for SiriKit's, "NextTaskIntent" for an app's own.
  /// A user activity SiriKit makes for the app is of this type.
  public var intentClass: String {
    get { box.fields.intentClass }
    set { change { $0.intentClass = newValue } }
  }

  public init(
    name: IntentName,
    parameters: [ParameterSchema],
    unresolvedParameters: [String] = [],
    requiresUserConfirmation: Bool,
    alwaysRestrictedWhileLocked: Bool,
    authenticatesOnlyWhen: ParameterCondition? = nil,
    intentClass: String? = nil
  ) {
    box = Box(
      Fields(
        name: name, parameters: parameters, unresolvedParameters: unresolvedParameters,
        requiresUserConfirmation: requiresUserConfirmation,
        alwaysRestrictedWhileLocked: alwaysRestrictedWhileLocked,
        authenticatesOnlyWhen: authenticatesOnlyWhen,
        intentClass: intentClass ?? name.intentClass))
  }

  public static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.box === rhs.box || lhs.box.fields == rhs.box.fields
  }

  public func hash(into hasher: inout Hasher) { hasher.combine(box.fields) }

  public func parameter(named name: String) -> ParameterSchema? {
    parameters.first { $0.name == name }
  }
}

/// A parameter holding a given value: `locked` is `false`.
public struct ParameterCondition: Hashable, Sendable {
  public var parameter: String
  public var value: IntentValue

  public init(parameter: String, value: IntentValue) {
    self.parameter = parameter
    self.value = value
  }

  public func holds(in intent: Intent) -> Bool { intent.parameters[parameter] == value }
}

/// Every intent intentsh knows, by name.
public enum IntentCatalog {
  public static let sendMessage = SendMessageIntent.schema

  public static let searchForMessages = SearchForMessagesIntent.schema

  /// The ride intents, declared with their typed parameters.
  public static let requestRide = RequestRideIntent.schema
  public static let listRideOptions = ListRideOptionsIntent.schema
  public static let getRideStatus = GetRideStatusIntent.schema
  public static let cancelRide = CancelRideIntent.schema

  public static let searchForAccounts = SearchForAccountsIntent.schema

  // MARK: Lists and notes

  public static let createTaskList = CreateTaskListIntent.schema

  public static let addTasks = AddTasksIntent.schema

  public static let searchForNotebookItems = SearchForNotebookItemsIntent.schema

  public static let setTaskAttribute = SetTaskAttributeIntent.schema

  public static let deleteTasks = DeleteTasksIntent.schema

  public static let createNote = CreateNoteIntent.schema

  public static let appendToNote = AppendToNoteIntent.schema

  // MARK: Payments and car (Siri confirms payments; all need an unlock)

  public static let sendPayment = SendPaymentIntent.schema

  public static let requestPayment = RequestPaymentIntent.schema

  public static let transferMoney = TransferMoneyIntent.schema

  /// The car intents, declared with their typed parameters.
  public static let setCarLockStatus = SetCarLockStatusIntent.schema
  public static let getCarLockStatus = GetCarLockStatusIntent.schema

  // MARK: Media (SiriKit's media domain: audio played in the app)

  public static let playMedia = PlayMediaIntent.schema
  public static let addMedia = AddMediaIntent.schema
  public static let updateMediaAffinity = UpdateMediaAffinityIntent.schema
  public static let searchForMedia = SearchForMediaIntent.schema

  public static let all: [IntentName: IntentSchema] = Dictionary(
    uniqueKeysWithValues: [
      sendMessage, searchForMessages, requestRide, listRideOptions, getRideStatus, cancelRide,
      searchForAccounts,
      createTaskList, addTasks, searchForNotebookItems, setTaskAttribute, deleteTasks, createNote,
      appendToNote, sendPayment, requestPayment, transferMoney, setCarLockStatus,
      getCarLockStatus, playMedia, addMedia, updateMediaAffinity, searchForMedia,
    ].map { ($0.name, $0) })

  public static func schema(for name: IntentName) -> IntentSchema? { all[name] }
}
