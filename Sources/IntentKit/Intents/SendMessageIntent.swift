/// INSendMessageIntent: send `content` to `recipients`, or into an existing conversation.
public struct SendMessageIntent: TypedIntent {
  public static let recipients = IntentArrayParameter<Person>("recipients")
  public static let content = IntentParameter<String>("content")
  /// Set when replying to a conversation Siri just read; short-circuits contact resolution.
  public static let conversationIdentifier = IntentParameter<String>("conversationIdentifier")
  public static let speakableGroupName = IntentParameter<SpeakableString>("speakableGroupName")
  public static let serviceName = IntentParameter<String>("serviceName")

  public static let schema = IntentSchema(
    name: .sendMessage,
    parameters: [recipients.schema, content.schema],
    unresolvedParameters: [
      conversationIdentifier.name, speakableGroupName.name, serviceName.name,
    ],
    requiresUserConfirmation: true,
    alwaysRestrictedWhileLocked: false
  )

  public let intent: Intent
  public init(_ intent: Intent) { self.intent = intent }

  /// An intent with these values, as Siri would hand it over.
  public init(
    recipients: [Person]? = nil, content: String? = nil,
    speakableGroupName: SpeakableString? = nil, conversationIdentifier: String? = nil,
    serviceName: String? = nil
  ) {
    var intent = Intent(name: .sendMessage)
    intent[Self.recipients] = recipients
    intent[Self.content] = content
    intent[Self.speakableGroupName] = speakableGroupName
    intent[Self.conversationIdentifier] = conversationIdentifier
    intent[Self.serviceName] = serviceName
    self.intent = intent
  }

  public var recipients: [Person]? { intent[Self.recipients] }
  public var content: String? { intent[Self.content] }
  public var speakableGroupName: SpeakableString? { intent[Self.speakableGroupName] }
  public var conversationIdentifier: String? { intent[Self.conversationIdentifier] }
  public var serviceName: String? { intent[Self.serviceName] }
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

  /// The message sent, as the response's output carries it.
  public static let sentMessage = OutputKey<Message>("sentMessage")

  public var erased: IntentResponse {
    IntentResponse(
      code: ResponseCode(code),
      output: sentMessage.map { [OutputField(Self.sentMessage, $0)] } ?? [],
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
  public func resolveRecipients(for intent: SendMessageIntent) async throws
    -> [ResolutionResult<Person>]
  {
    (intent.recipients ?? []).map { .success($0) }
  }

  public func resolveContent(for intent: SendMessageIntent) async throws -> ResolutionResult<String>
  {
    .asGiven(intent.content)
  }

  public func confirm(intent: SendMessageIntent) async throws -> SendMessageIntentResponse {
    SendMessageIntentResponse(code: .ready)
  }

  /// As the runtime drives it.
  public var erased: any IntentHandler {
    TypedIntentHandler<SendMessageIntent>(
      resolvers: [
        .items(SendMessageIntent.recipients) { try await resolveRecipients(for: $0) },
        .single(SendMessageIntent.content) { try await resolveContent(for: $0) },
      ],
      confirm: { try await confirm(intent: $0).erased },
      handle: { try await handle(intent: $0).erased })
  }
}
