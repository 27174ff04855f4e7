/// An intent's SiriKit name in lowerCamelCase, without `IN` and `Intent`: `sendMessage`.
public struct IntentName: Hashable, Sendable, Comparable, CustomStringConvertible,
  ExpressibleByStringLiteral
{
  public let rawValue: String

  public init(_ rawValue: String) { self.rawValue = rawValue }
  public init(stringLiteral value: String) { rawValue = value }

  public var description: String { rawValue }
  public static func < (lhs: Self, rhs: Self) -> Bool { lhs.rawValue < rhs.rawValue }

  public static let sendMessage: IntentName = "sendMessage"
  public static let searchForMessages: IntentName = "searchForMessages"
  public static let requestRide: IntentName = "requestRide"
  public static let listRideOptions: IntentName = "listRideOptions"
  public static let getRideStatus: IntentName = "getRideStatus"
  public static let cancelRide: IntentName = "cancelRide"
  public static let searchForAccounts: IntentName = "searchForAccounts"
  public static let createTaskList: IntentName = "createTaskList"
  public static let addTasks: IntentName = "addTasks"
  public static let searchForNotebookItems: IntentName = "searchForNotebookItems"
  public static let setTaskAttribute: IntentName = "setTaskAttribute"
  public static let deleteTasks: IntentName = "deleteTasks"
  public static let createNote: IntentName = "createNote"
  public static let appendToNote: IntentName = "appendToNote"
  public static let sendPayment: IntentName = "sendPayment"
  public static let requestPayment: IntentName = "requestPayment"
  public static let transferMoney: IntentName = "transferMoney"
  public static let setCarLockStatus: IntentName = "setCarLockStatus"
  public static let getCarLockStatus: IntentName = "getCarLockStatus"
  public static let playMedia: IntentName = "playMedia"
  public static let addMedia: IntentName = "addMedia"
  public static let updateMediaAffinity: IntentName = "updateMediaAffinity"
  public static let searchForMedia: IntentName = "searchForMedia"
}

/// A request as the dialog carries it: which intent, for which app, with which parameter values.
public struct Intent: Hashable, Sendable {
  public var name: IntentName
  /// The app that handles it, once known.
  public var app: String?
  public var parameters: [String: IntentValue]
  /// INIntent.identifier: set by the runtime when the request is understood, so a handler that
  /// records something (a payment) can record it once however often handle is called.
  public var identifier: String?
  /// A request said as continuing what the last follow-up offered: "reply saying ok" after
  /// messages were read answers the last one, whose conversation only the dialog knows. The
  /// dialog carries the offer's parameters over (`Continuation`) before the app sees it, or
  /// says there is nothing to continue.
  public var continuesOffer: Bool

  public init(
    name: IntentName, app: String? = nil, parameters: [String: IntentValue] = [:],
    identifier: String? = nil, continuesOffer: Bool = false
  ) {
    self.name = name
    self.app = app
    self.parameters = parameters
    self.identifier = identifier
    self.continuesOffer = continuesOffer
  }
}

/// The erased handler interface the runtime drives: resolve each parameter, confirm, handle.
public protocol IntentHandler: Sendable {
  /// Resolves one parameter; nil when the handler does not resolve it (the value is taken as is).
  func resolve(_ parameter: String, in intent: Intent) async throws -> ParameterResolution?
  func confirm(_ intent: Intent) async throws -> IntentResponse
  func handle(_ intent: Intent) async throws -> IntentResponse
  /// The values a parameter can take, in titled sections, narrowed by what the user typed
  /// (`provide…OptionsCollection(for:searchTerm:)`, as the Shortcuts editor asks); nil when the
  /// parameter has no dynamic options.
  func options(for parameter: String, in intent: Intent, searchTerm: String?) async throws
    -> OptionCollection?
}

extension IntentHandler {
  public func options(for parameter: String, in intent: Intent, searchTerm: String?) async throws
    -> OptionCollection?
  {
    nil
  }
}

/// INObjectCollection: options grouped in sections, each with an optional title.
public struct OptionCollection: Hashable, Sendable {
  public var sections: [OptionSection]

  public init(sections: [OptionSection]) { self.sections = sections }

  /// One untitled section.
  public init(items: [IntentValue]) {
    self.init(sections: [OptionSection(title: nil, items: items)])
  }

  public var allItems: [IntentValue] { sections.flatMap(\.items) }
}

/// INObjectSection.
public struct OptionSection: Hashable, Sendable {
  public var title: String?
  public var items: [IntentValue]

  public init(title: String?, items: [IntentValue]) {
    self.title = title
    self.items = items
  }
}
