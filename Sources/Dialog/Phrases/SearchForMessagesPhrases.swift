import Foundation
import IntentKit

/// What Siri says while reading messages (seed 000: "Read my messages on UnicornChat", then
/// the offer to reply). Each message is a line: who, when, and what they said.
public struct SearchForMessagesPhrases: IntentPhrases {
  public init() {}

  public func needsValue(_ parameter: String, in intent: Intent) -> String {
    switch parameter {
    case SearchForMessagesIntent.senders.name: return "Who are the messages from?"
    case SearchForMessagesIntent.speakableGroupNames.name: return "Which group?"
    case SearchForMessagesIntent.attributes.name: return "New messages, or ones you've read?"
    case SearchForMessagesIntent.dateTimeRange.name:
      return "From when? You can say today, yesterday or this morning."
    default: return GenericPhrases.needsValue(parameter)
    }
  }

  public func unsupported(
    _ parameter: String, value: IntentValue?, reason: UnsupportedReason?, in intent: Intent
  ) -> String {
    let app = intent.app ?? "the app"
    let said = value?.spokenText ?? ""
    switch parameter {
    case SearchForMessagesIntent.senders.name:
      guard let person = value?.person else { break }
      let name = person.contactIdentifier == nil ? person.spokenPhrase : person.displayName
      return "Sorry, I couldn't find \(name) in your contacts."
    case SearchForMessagesIntent.speakableGroupNames.name where !said.isEmpty:
      return "Sorry, there's no group called \(said) on \(app)."
    case SearchForMessagesIntent.attributes.name:
      return "Sorry, \(app) can only look for new messages or ones you've read."
    case SearchForMessagesIntent.dateTimeRange.name where !said.isEmpty:
      return "Sorry, I can't look for messages from \"\(said)\"."
    default:
      break
    }
    return GenericPhrases.unsupported(value: value, app: intent.app)
  }

  public func confirmIntent(_ intent: Intent) -> String { "Do you want me to read them?" }

  public func response(_ response: IntentResponse, in intent: Intent) -> String {
    let app = intent.app ?? "the app"
    switch SearchForMessagesIntentResponseCode(rawValue: response.code.rawValue) {
    case .success?:
      return reading(response, in: intent)
    case .failureMessageTooManyResults?:
      return
        "That's too many messages to read here. Try asking for the ones from one person, or open \(app)."
    case .failureMessageServiceNotAvailable?:
      return "Sorry, \(app) isn't available right now. Try again later."
    case .failureRequiringInAppAuthentication?:
      return "You need to sign in to \(app) before I can read your messages."
    case .failureRequiringAppLaunch?: return "You'll need to continue in \(app)."
    case .failure?: return "Sorry, \(app) couldn't get your messages."
    case .inProgress?: return "\(app) is getting your messages."
    case .ready?, .unspecified?, nil: return GenericPhrases.response(response, app: intent.app)
    }
  }

  /// The follow-up after a reading (seed 000: "it will ask the user if they want to reply"):
  /// a reply into the conversation of the last message read, in the app it was read in (Siri
  /// sends INSendMessageIntent with its conversationIdentifier, and the app short-circuits
  /// contact resolution with it). When the messages came from several conversations, the
  /// question says whose the reply would answer: the group's, else the sender's.
  public func followUp(after response: IntentResponse, in intent: Intent) -> FollowUpOffer? {
    Self.replyOffer(after: response, in: intent) { whose in
      "Do you want to reply\(whose.map { " to \($0)" } ?? "")?"
    }
  }

  /// The offer to reply, `question` saying it: given whose message the reply would answer
  /// when the messages came from several conversations, nil when from one.
  static func replyOffer(
    after response: IntentResponse, in intent: Intent, question: (_ whose: String?) -> String
  ) -> FollowUpOffer? {
    let found = Self.messages(in: response)
    guard response.code.category == .success, let app = intent.app,
      let last = found.last(where: { $0.conversationIdentifier != nil }),
      let conversation = last.conversationIdentifier
    else { return nil }
    var reply = Intent(name: .sendMessage, app: app)
    reply[SendMessageIntent.conversationIdentifier] = conversation
    reply[SendMessageIntent.speakableGroupName] = last.groupName
    let name = last.groupName?.spokenPhrase ?? last.sender?.displayName
    let conversations = Set(found.compactMap(\.conversationIdentifier))
    return FollowUpOffer(
      question: question(conversations.count > 1 ? name : nil),
      continuation: Continuation(next: reply, answerParameter: SendMessageIntent.content.name))
  }

  // MARK: - Reading

  /// "You have 2 new messages on UnicornChat." and a line per message.
  private func reading(_ response: IntentResponse, in intent: Intent) -> String {
    let search = SearchForMessagesIntent(intent)
    let found = Self.messages(in: response)
    let scope = Self.scope(of: search) + (intent.app.map { " on \($0)" } ?? "")
    let count = found.count == 1 ? "1 new message" : "\(found.count) new messages"
    let header: String
    switch search.attributes {
    case .unread?:
      header = found.isEmpty ? "You have no new messages\(scope)." : "You have \(count)\(scope)."
    case .read?:
      header =
        found.isEmpty
        ? "You have no messages you've read\(scope)."
        : "Here \(found.count == 1 ? "is 1 message" : "are \(found.count) messages") you've read\(scope)."
    default:
      header =
        found.isEmpty ? "You have no messages\(scope)." : "Here's your last message\(scope)."
    }
    let now = response.output.first { $0.name == "searchedAt" }?.value.date
    return ([header] + found.map { Self.line($0, now: now) }).joined(separator: "\n")
  }

  /// ` from John Baily in Climbing Group today`: what was searched by, as resolved.
  private static func scope(of search: SearchForMessagesIntent) -> String {
    var scope = ""
    let senders = (search.senders ?? []).map(\.displayName)
    if !senders.isEmpty { scope += " from " + ListFormatting.join(senders) }
    let groups = (search.speakableGroupNames ?? []).map(\.spokenPhrase)
    if !groups.isEmpty { scope += " in " + ListFormatting.join(groups) }
    // "today", "this morning", but "from yesterday".
    if let period = search.dateTimeRange {
      scope += (period == "yesterday" ? " from " : " ") + period
    }
    return scope
  }

  /// `From Ana Lopez in Climbing Group at 8:30 AM: "Bouldering at 7 tonight?"`.
  private static func line(_ message: Message, now: Date?) -> String {
    var line = "From " + (message.sender?.displayName ?? "someone")
    if let group = message.groupName { line += " in \(group.spokenPhrase)" }
    if let sent = sentDate(message) {
      let when = now.map { ClockTime.spoken(sent, from: $0) } ?? ClockTime.spoken(sent)
      if when.first?.isNumber == true {
        line += " at \(when)"
      } else if when.hasPrefix("yesterday") || when.hasPrefix("tomorrow") {
        line += " \(when)"
      } else {
        line += " on \(when)"
      }
    }
    return line + ": \"\(message.content ?? "")\""
  }

  /// When the message was sent; nil when it says no time (an app's message may carry none,
  /// or text that is no ISO 8601 time: it is then said without one).
  static func sentDate(_ message: Message) -> Date? {
    message.dateSent.flatMap { try? Date($0, strategy: .iso8601) }
  }

  static func messages(in response: IntentResponse) -> [Message] {
    let values = response.output.first { $0.name == "messages" }?.value.items ?? []
    return values.compactMap {
      guard case .message(let message) = $0 else { return nil }
      return message
    }
  }
}
