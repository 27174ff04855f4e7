import Foundation

/// INSearchForMessagesIntent: the messages Siri reads back ("read my messages", "any new
/// messages from John?"). Every list is matched with SiriKit's default operator, any of its items.
public struct SearchForMessagesIntent: TypedIntent {
  public static let senders = IntentArrayParameter<Person>("senders")
  /// Group conversations by name, as the app taught them to Siri (contactGroupName vocabulary).
  public static let speakableGroupNames = IntentArrayParameter<SpeakableString>(
    "speakableGroupNames")
  /// INMessageAttributeOptions: read, unread, flagged, unflagged, played.
  public static let attributes = IntentParameter<MessageAttribute>("attributes", saidAs: .string)
  /// The time said ("today", "yesterday", "this morning"), which the app reads against its clock
  /// (INDateComponentsRange in SiriKit).
  public static let dateTimeRange = IntentParameter<String>("dateTimeRange")
  /// Conversations by the app's identifier (iOS 12); not resolved.
  public static let conversationIdentifiers = IntentArrayParameter<String>(
    "conversationIdentifiers")

  /// Siri requires an unlocked device for it unless Show Previews is on. iOS shows previews by
  /// default and intentsh has no such setting, so it is not restricted here; an app that wants
  /// the unlock lists it under intentsRestrictedWhileLocked.
  public static let schema = IntentSchema(
    name: .searchForMessages,
    parameters: [
      senders.schema, speakableGroupNames.schema, attributes.schema, dateTimeRange.schema,
    ],
    unresolvedParameters: [conversationIdentifiers.name],
    requiresUserConfirmation: false,
    alwaysRestrictedWhileLocked: false
  )

  public let intent: Intent
  public init(_ intent: Intent) { self.intent = intent }

  /// An intent with these values, as Siri would hand it over.
  public init(
    senders: [Person]? = nil, attributes: MessageAttribute? = nil, dateTimeRange: String? = nil,
    speakableGroupNames: [SpeakableString]? = nil, conversationIdentifiers: [String]? = nil
  ) {
    var intent = Intent(name: .searchForMessages)
    intent[Self.senders] = senders
    intent[Self.attributes] = attributes
    intent[Self.dateTimeRange] = dateTimeRange
    intent[Self.speakableGroupNames] = speakableGroupNames
    intent[Self.conversationIdentifiers] = conversationIdentifiers
    self.intent = intent
  }

  public var senders: [Person]? { intent[Self.senders] }
  public var attributes: MessageAttribute? { intent[Self.attributes] }
  /// The words said, whatever the value: "this morning".
  public var dateTimeRange: String? { intent.said(Self.dateTimeRange)?.spokenText }
  public var speakableGroupNames: [SpeakableString]? { intent[Self.speakableGroupNames] }
  public var conversationIdentifiers: [String]? { intent[Self.conversationIdentifiers] }
}

/// One option of INMessageAttributeOptions, or a word that names none (which the app refuses).
public enum MessageAttribute: IntentValueConvertible {
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

  /// Said in words: any words are an attribute, the app refusing those that name none.
  public init?(_ value: IntentValue) { self.init(said: value.spokenText) }
  public var intentValue: IntentValue { .string(name) }

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

  public static let messages = OutputKey<[Message]>("messages")
  public static let searchedAt = OutputKey<Date>("searchedAt")

  public var erased: IntentResponse {
    var output: [OutputField] = []
    if let messages { output.append(OutputField(Self.messages, messages)) }
    if let searchedAt { output.append(OutputField(Self.searchedAt, searchedAt)) }
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
    .asGiven(intent.attributes)
  }

  public func resolveDateTimeRange(for intent: SearchForMessagesIntent) async throws
    -> ResolutionResult<String>
  {
    .asGiven(intent.dateTimeRange)
  }

  public func confirm(intent: SearchForMessagesIntent) async throws
    -> SearchForMessagesIntentResponse
  {
    SearchForMessagesIntentResponse(code: .ready)
  }

  /// As the runtime drives it.
  public var erased: any IntentHandler {
    TypedIntentHandler<SearchForMessagesIntent>(
      resolvers: [
        .items(SearchForMessagesIntent.senders) { try await resolveSenders(for: $0) },
        .items(SearchForMessagesIntent.speakableGroupNames) {
          try await resolveSpeakableGroupNames(for: $0)
        },
        .single(SearchForMessagesIntent.attributes) { try await resolveAttributes(for: $0) },
        .single(SearchForMessagesIntent.dateTimeRange) { try await resolveDateTimeRange(for: $0) },
      ],
      confirm: { try await confirm(intent: $0).erased },
      handle: { try await handle(intent: $0).erased })
  }
}
