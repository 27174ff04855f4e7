import IntentKit

/// What Siri says while sending a message (WWDC16 "Introducing SiriKit", WWDC17 seed 000).
public struct SendMessagePhrases: IntentPhrases {
  public init() {}

  public func nothingToContinue(_ intent: Intent) -> String {
    "There's no message to reply to. Try \"read my messages\" first."
  }

  public func needsValue(_ parameter: String, in intent: Intent) -> String {
    switch parameter {
    case SendMessageIntent.recipients.name: return "To whom?"
    case SendMessageIntent.content.name:
      return "What do you want to say to \(recipientNames(intent))?"
    default: return GenericPhrases.needsValue(parameter)
    }
  }

  public func unsupported(
    _ parameter: String, value: IntentValue?, reason: UnsupportedReason?, in intent: Intent
  ) -> String {
    let app = intent.app ?? "the app"
    if let conversation = reason?.typed(MessageConversationUnsupportedReason.self) {
      switch conversation {
      case .conversationNotFound: return "Sorry, I can't find that conversation on \(app)."
      case .groupNotFound:
        let group = SendMessageIntent(intent).speakableGroupName?.spokenPhrase ?? "that group"
        return "Sorry, there's no \(group) conversation on \(app)."
      }
    }
    guard parameter == SendMessageIntent.recipients.name, let person = value?.person else {
      return GenericPhrases.unsupported(value: value, app: intent.app)
    }
    let name = person.contactIdentifier == nil ? person.spokenPhrase : person.displayName
    switch reason.flatMap({ SendMessageRecipientUnsupportedReason(rawValue: $0.rawValue) }) {
    case .noAccount?: return "\(name) doesn't have a \(app) account."
    case .offline?: return "\(name) is offline on \(app)."
    case .messagingServiceNotEnabledForRecipient?: return "\(name) can't get messages on \(app)."
    case .noValidHandle?: return "\(name) has no number or address \(app) can use."
    case .requestedHandleInvalid?: return "That number or address for \(name) isn't valid."
    case .noHandleForLabel?:
      let label = person.personHandle?.label ?? "such a"
      return "\(name) has no \(label) number or address."
    case .requiringInAppAuthentication?: return "You need to sign in to \(app) first."
    case nil: return "Sorry, I couldn't find \(name) in your contacts."
    }
  }

  public func confirmIntent(_ intent: Intent) -> String {
    let message = SendMessageIntent(intent)
    let content = message.content.map { "\"\($0)\"" } ?? "your message"
    return "Send \(content) to \(recipientNames(intent, withHandles: true))\(onApp(intent))?"
  }

  public func declined(_ intent: Intent) -> String { "OK, I won't send it." }

  public func response(_ response: IntentResponse, in intent: Intent) -> String {
    let app = intent.app ?? "the app"
    switch SendMessageIntentResponseCode(rawValue: response.code.rawValue) {
    case .success?:
      let message = SendMessageIntent(intent)
      let content = message.content.map { "\"\($0)\"" } ?? "your message"
      return "Sent \(content) to \(recipientNames(intent))\(onApp(intent))."
    case .inProgress?: return "Sending your message\(onApp(intent))."
    case .failureMessageServiceNotAvailable?:
      return "Sorry, \(app) isn't available right now. Try again later."
    case .failureRequiringInAppAuthentication?:
      return "You need to sign in to \(app) before I can send that."
    case .failureRequiringAppLaunch?: return "You'll need to continue in \(app)."
    case .failure?: return "Sorry, \(app) couldn't send your message."
    case .ready?, .unspecified?, nil: return GenericPhrases.response(response, app: intent.app)
    }
  }

  /// The people written to, or the group's name for a group conversation.
  private func recipientNames(_ intent: Intent, withHandles: Bool = false) -> String {
    let message = SendMessageIntent(intent)
    if let group = message.speakableGroupName { return group.spokenPhrase }
    let people = message.recipients ?? []
    if people.isEmpty { return "them" }
    return ListFormatting.join(
      people.map { person in
        guard withHandles, let label = person.personHandle?.label else { return person.displayName }
        return "\(person.displayName) (\(label))"
      })
  }

  private func onApp(_ intent: Intent) -> String { intent.app.map { " on \($0)" } ?? "" }
}
