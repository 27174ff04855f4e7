import Foundation

/// INSearchForMessagesIntent: the messages Siri reads back ("read my messages", "any new
/// messages from John?"). Every list is matched with SiriKit's default operator, any of its items.
public struct SearchForMessagesIntent: Hashable, Sendable {
  public var senders: [Person]?
  /// INMessageAttributeOptions: read, unread, flagged, unflagged, played.
  public var attributes: MessageAttribute?
  /// The time said ("today", "yesterday", "this morning"), which the app reads against its clock
  /// (INDateComponentsRange in SiriKit).
  public var dateTimeRange: String?
  /// Group conversations by name, as the app taught them to Siri (contactGroupName vocabulary).
  public var speakableGroupNames: [SpeakableString]?
  /// Conversations by the app's identifier (iOS 12); not resolved.
  public var conversationIdentifiers: [String]?

  public init(
    senders: [Person]? = nil, attributes: MessageAttribute? = nil, dateTimeRange: String? = nil,
    speakableGroupNames: [SpeakableString]? = nil, conversationIdentifiers: [String]? = nil
  ) {
    self.senders = senders
    self.attributes = attributes
    self.dateTimeRange = dateTimeRange
    self.speakableGroupNames = speakableGroupNames
    self.conversationIdentifiers = conversationIdentifiers
  }

  public init(_ intent: Intent) {
    senders = intent.parameters["senders"].map { $0.items.compactMap(\.person) }
    attributes = intent.parameters["attributes"].map { MessageAttribute(said: $0.spokenText) }
    dateTimeRange = intent.parameters["dateTimeRange"]?.spokenText
    speakableGroupNames = intent.parameters["speakableGroupNames"].map {
      $0.items.map { $0.speakable ?? SpeakableString(spokenPhrase: $0.spokenText) }
    }
    conversationIdentifiers = intent.parameters["conversationIdentifiers"].map {
      $0.items.compactMap(\.string)
    }
  }
}

/// One option of INMessageAttributeOptions, or a word that names none (which the app refuses).
public enum MessageAttribute: Hashable, Sendable {
  case read
  case unread
  case flagged
  case unflagged
  case played
  /// Words that name no attribute, kept to say what was not understood.
  case other(String)

  public init(said: String) {
    switch said.lowercased() {
    case "read": self = .read
    case "unread": self = .unread
    case "flagged": self = .flagged
    case "unflagged": self = .unflagged
    case "played": self = .played
    default: self = .other(said)
    }
  }

  /// SiriKit's name for the option.
  public var name: String {
    switch self {
    case .read: return "read"
    case .unread: return "unread"
    case .flagged: return "flagged"
    case .unflagged: return "unflagged"
    case .played: return "played"
    case .other(let said): return said
    }
  }
}

/// INSearchForMessagesIntentResponseCode, with SiriKit's raw values.
public enum SearchForMessagesIntentResponseCode: Int, IntentResponseCode {
  case unspecified = 0
  case ready = 1
  case inProgress = 2
  case success = 3
  case failure = 4
  case failureRequiringAppLaunch = 5
  case failureMessageServiceNotAvailable = 6
  case failureMessageTooManyResults = 7
  case failureRequiringInAppAuthentication = 8

  public var category: ResponseCategory { Self.commonCategory(rawValue) }
}

/// INSearchForMessagesIntentResponse: the messages found, oldest first, in the order Siri
/// reads them.
public struct SearchForMessagesIntentResponse: Hashable, Sendable {
  public var code: SearchForMessagesIntentResponseCode
  public var messages: [Message]?
  /// The device clock when the messages were found, so Siri can say "yesterday at 6:07 PM"
  /// (the dialog has no clock of its own).
  public var searchedAt: Date?
  public var userActivity: UserActivity?

  public init(
    code: SearchForMessagesIntentResponseCode, messages: [Message]? = nil,
    searchedAt: Date? = nil, userActivity: UserActivity? = nil
  ) {
    self.code = code
    self.messages = messages
    self.searchedAt = searchedAt
    self.userActivity = userActivity
  }

  public var erased: IntentResponse {
    var output: [OutputField] = []
    if let messages {
      output.append(OutputField("messages", .array(messages.map(IntentValue.message))))
    }
    if let searchedAt { output.append(OutputField("searchedAt", .date(searchedAt))) }
    return IntentResponse(code: ResponseCode(code), output: output, userActivity: userActivity)
  }
}

/// The handler an app implements for INSearchForMessagesIntent. Only `handle` is required.
public protocol SearchForMessagesIntentHandling: Sendable {
  func resolveSenders(for intent: SearchForMessagesIntent) async throws -> [ResolutionResult<
    Person
  >]
  func resolveSpeakableGroupNames(for intent: SearchForMessagesIntent) async throws
    -> [ResolutionResult<SpeakableString>]
  func resolveAttributes(for intent: SearchForMessagesIntent) async throws
    -> ResolutionResult<MessageAttribute>
  func resolveDateTimeRange(for intent: SearchForMessagesIntent) async throws -> ResolutionResult<
    String
  >
  func confirm(intent: SearchForMessagesIntent) async throws -> SearchForMessagesIntentResponse
  func handle(intent: SearchForMessagesIntent) async throws -> SearchForMessagesIntentResponse
}

extension SearchForMessagesIntentHandling {
  // Unimplemented resolve methods accept the values as given, as SiriKit does.
  public func resolveSenders(for intent: SearchForMessagesIntent) async throws
    -> [ResolutionResult<Person>]
  {
    (intent.senders ?? []).map { .success($0) }
  }

  public func resolveSpeakableGroupNames(for intent: SearchForMessagesIntent) async throws
    -> [ResolutionResult<SpeakableString>]
  {
    (intent.speakableGroupNames ?? []).map { .success($0) }
  }

  public func resolveAttributes(for intent: SearchForMessagesIntent) async throws
    -> ResolutionResult<MessageAttribute>
  {
    intent.attributes.map { .success($0) } ?? .notRequired
  }

  public func resolveDateTimeRange(for intent: SearchForMessagesIntent) async throws
    -> ResolutionResult<String>
  {
    intent.dateTimeRange.map { .success($0) } ?? .notRequired
  }

  public func confirm(intent: SearchForMessagesIntent) async throws
    -> SearchForMessagesIntentResponse
  {
    SearchForMessagesIntentResponse(code: .ready)
  }
}

/// Lets the runtime drive a typed `SearchForMessagesIntentHandling` through the erased
/// interface. A list said with nothing in it is not resolved: there is nothing to search by.
public struct SearchForMessagesHandlerAdapter: IntentHandler {
  public let handler: any SearchForMessagesIntentHandling

  public init(_ handler: any SearchForMessagesIntentHandling) { self.handler = handler }

  public func resolve(_ parameter: String, in intent: Intent) async throws -> ParameterResolution? {
    let typed = SearchForMessagesIntent(intent)
    switch parameter {
    case "senders":
      return .items(try await handler.resolveSenders(for: typed).map { $0.map(IntentValue.person) })
    case "speakableGroupNames":
      return .items(
        try await handler.resolveSpeakableGroupNames(for: typed).map {
          $0.map(IntentValue.speakable)
        })
    case "attributes":
      return .single(try await handler.resolveAttributes(for: typed).map { .string($0.name) })
    case "dateTimeRange":
      return .single(try await handler.resolveDateTimeRange(for: typed).map(IntentValue.string))
    default:
      return nil
    }
  }

  public func confirm(_ intent: Intent) async throws -> IntentResponse {
    try await handler.confirm(intent: SearchForMessagesIntent(intent)).erased
  }

  public func handle(_ intent: Intent) async throws -> IntentResponse {
    try await handler.handle(intent: SearchForMessagesIntent(intent)).erased
  }
}
