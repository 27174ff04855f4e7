/// INSendMessageIntent: send `content` to `recipients`, or into an existing conversation.
public struct SendMessageIntent: Hashable, Sendable {
  public var recipients: [Person]?
  public var content: String?
  public var speakableGroupName: SpeakableString?
  /// Set when replying to a conversation Siri just read; short-circuits contact resolution.
  public var conversationIdentifier: String?
  public var serviceName: String?

  public init(
    recipients: [Person]? = nil,
    content: String? = nil,
    speakableGroupName: SpeakableString? = nil,
    conversationIdentifier: String? = nil,
    serviceName: String? = nil
  ) {
    self.recipients = recipients
    self.content = content
    self.speakableGroupName = speakableGroupName
    self.conversationIdentifier = conversationIdentifier
    self.serviceName = serviceName
  }

  public init(_ intent: Intent) {
    recipients = intent.parameters["recipients"].map { $0.items.compactMap(\.person) }
    content = intent.parameters["content"]?.string
    if case .speakable(let name)? = intent.parameters["speakableGroupName"] {
      speakableGroupName = name
    }
    conversationIdentifier = intent.parameters["conversationIdentifier"]?.string
    serviceName = intent.parameters["serviceName"]?.string
  }
}

/// INSendMessageIntentResponseCode.
public enum SendMessageIntentResponseCode: Int, IntentResponseCode {
  case unspecified = 0
  case ready = 1
  case inProgress = 2
  case success = 3
  case failure = 4
  case failureRequiringAppLaunch = 5
  case failureMessageServiceNotAvailable = 6
  case failureRequiringInAppAuthentication = 7

  public var category: ResponseCategory { Self.commonCategory(rawValue) }
}

/// INSendMessageIntentResponse.
public struct SendMessageIntentResponse: Hashable, Sendable {
  public var code: SendMessageIntentResponseCode
  public var sentMessage: Message?
  public var userActivity: UserActivity?

  public init(
    code: SendMessageIntentResponseCode, sentMessage: Message? = nil,
    userActivity: UserActivity? = nil
  ) {
    self.code = code
    self.sentMessage = sentMessage
    self.userActivity = userActivity
  }

  public var erased: IntentResponse {
    IntentResponse(
      code: ResponseCode(code),
      output: sentMessage.map { [OutputField("sentMessage", .message($0))] } ?? [],
      userActivity: userActivity)
  }
}

/// The handler an app implements for INSendMessageIntent. Only `handle` is required.
public protocol SendMessageIntentHandling: Sendable {
  func resolveRecipients(for intent: SendMessageIntent) async throws -> [ResolutionResult<Person>]
  func resolveContent(for intent: SendMessageIntent) async throws -> ResolutionResult<String>
  func confirm(intent: SendMessageIntent) async throws -> SendMessageIntentResponse
  func handle(intent: SendMessageIntent) async throws -> SendMessageIntentResponse
}

extension SendMessageIntentHandling {
  // Unimplemented resolve methods accept the value as given, as SiriKit does.
  public func resolveRecipients(for intent: SendMessageIntent) async throws -> [ResolutionResult<
    Person
  >] {
    (intent.recipients ?? []).map { .success($0) }
  }

  public func resolveContent(for intent: SendMessageIntent) async throws -> ResolutionResult<String>
  {
    intent.content.map { .success($0) } ?? .notRequired
  }

  public func confirm(intent: SendMessageIntent) async throws -> SendMessageIntentResponse {
    SendMessageIntentResponse(code: .ready)
  }
}

/// Lets the runtime drive a typed `SendMessageIntentHandling` through the erased interface.
public struct SendMessageHandlerAdapter: IntentHandler {
  public let handler: any SendMessageIntentHandling

  public init(_ handler: any SendMessageIntentHandling) { self.handler = handler }

  public func resolve(_ parameter: String, in intent: Intent) async throws -> ParameterResolution? {
    let typed = SendMessageIntent(intent)
    switch parameter {
    case "recipients":
      return .items(
        try await handler.resolveRecipients(for: typed).map { $0.map(IntentValue.person) })
    case "content":
      return .single(try await handler.resolveContent(for: typed).map(IntentValue.string))
    default:
      return nil
    }
  }

  public func confirm(_ intent: Intent) async throws -> IntentResponse {
    try await handler.confirm(intent: SendMessageIntent(intent)).erased
  }

  public func handle(_ intent: Intent) async throws -> IntentResponse {
    try await handler.handle(intent: SendMessageIntent(intent)).erased
  }
}
