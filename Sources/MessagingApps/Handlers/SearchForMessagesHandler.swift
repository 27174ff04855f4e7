import AppSupport
import Foundation
import IntentKit
import Store

/// INSearchForMessagesIntentHandling: the received messages Siri reads back, found by sender,
/// group, read state and day. What is returned is what Siri reads, so it is marked read (Siri
/// would send INSetMessageAttributeIntent; intentsh folds that into handle).
///
/// What comes back: with `unread` (or `read`) asked for, every such message, oldest first; with
/// neither ("read my last message from Ana", "what did Ana say"), only the latest one. More
/// than `readingLimit` is too many to read aloud: failureMessageTooManyResults.
struct SearchForMessagesHandler: SearchForMessagesIntentHandling {
  typealias Response = SearchForMessagesIntentResponse
  let app: MessagingApp

  /// The most messages Siri reads in one go.
  static let readingLimit = 10

  /// Senders are people, found as message recipients are, but never asked about by handle:
  /// a message from John Baily is his from whichever number.
  func resolveSenders(for intent: SearchForMessagesIntent) async throws -> [ResolutionResult<
    Person
  >] {
    try (intent.senders ?? []).map(app.senders.resolve)
  }

  /// A group by the identifier the app taught Siri, else by its name.
  func resolveSpeakableGroupNames(for intent: SearchForMessagesIntent) async throws
    -> [ResolutionResult<SpeakableString>]
  {
    try (intent.speakableGroupNames ?? []).map { said in
      guard let group = try app.groupConversation(said), let name = group.groupName else {
        return .unsupported(forReason: MessageConversationUnsupportedReason.groupNotFound)
      }
      return .success(SpeakableString(spokenPhrase: name, vocabularyIdentifier: group.id))
    }
  }

  /// Read or unread; the app keeps no flags and plays no audio messages.
  func resolveAttributes(for intent: SearchForMessagesIntent) async throws
    -> ResolutionResult<MessageAttribute>
  {
    guard let attribute = intent.attributes else { return .notRequired }
    return attribute == .read || attribute == .unread ? .success(attribute) : .unreadable
  }

  /// A day or part of one the app can search by, in its own words.
  func resolveDateTimeRange(for intent: SearchForMessagesIntent) async throws
    -> ResolutionResult<String>
  {
    guard let said = intent.dateTimeRange else { return .notRequired }
    guard let period = MessagePeriod(said) else { return .unreadable }
    return .success(period.rawValue)
  }

  func confirm(intent: SearchForMessagesIntent) async throws -> Response {
    Response(code: app.serviceAvailable ? .ready : .failureMessageServiceNotAvailable)
  }

  func handle(intent: SearchForMessagesIntent) async throws -> Response {
    guard app.serviceAvailable else { return Response(code: .failureMessageServiceNotAvailable) }
    guard let search = try search(for: intent) else { return Response(code: .failure) }
    let now = app.clock.now
    switch try app.database.readMessages(search, limit: Self.readingLimit) {
    case .tooMany:
      return Response(code: .failureMessageTooManyResults)
    case .read(let found):
      return Response(code: .success, messages: try found.map(message), searchedAt: now)
    }
  }

  /// The store's search for the intent's values; nil when one names nothing the app has.
  private func search(for intent: SearchForMessagesIntent) throws -> MessageSearch? {
    var search = MessageSearch(app: app.name)
    if let senders = intent.senders, !senders.isEmpty {
      let ids = senders.compactMap { $0.contactIdentifier ?? $0.customIdentifier }
      guard ids.count == senders.count else { return nil }
      search.senders = ids
    }
    var conversations = intent.conversationIdentifiers ?? []
    for group in intent.speakableGroupNames ?? [] {
      guard let found = try app.groupConversation(group) else { return nil }
      conversations.append(found.id)
    }
    if !conversations.isEmpty { search.conversations = conversations }
    switch intent.attributes {
    case .unread?: search.status = .unread
    case .read?: search.status = .read
    case nil: search.latestOnly = true
    default: return nil
    }
    if let said = intent.dateTimeRange {
      guard let period = MessagePeriod(said) else { return nil }
      (search.sentFrom, search.sentBefore) = period.range(around: app.clock.now)
    }
    return search
  }

  /// A stored message as INMessage: who sent it, to whom, in which group.
  private func message(_ found: FoundMessage) throws -> Message {
    let people = try app.participants(of: found.conversation)
    let sender = people.first { $0.contactIdentifier == found.message.sender }
    let conversation = found.conversation
    return Message(
      identifier: found.message.id, conversationIdentifier: conversation.id,
      content: found.message.content, dateSent: found.message.sentAt, sender: sender,
      recipients: people.filter { $0.contactIdentifier != found.message.sender },
      groupName: conversation.groupName.map {
        SpeakableString(spokenPhrase: $0, vocabularyIdentifier: conversation.id)
      },
      serviceName: app.name)
  }
}

/// The times of day a message search understands, on the device clock (UTC).
enum MessagePeriod: String, CaseIterable {
  case today
  case yesterday
  case thisMorning = "this morning"
  case thisAfternoon = "this afternoon"
  case thisEvening = "this evening"

  init?(_ said: String) {
    let words = said.lowercased().split(whereSeparator: { !$0.isLetter }).joined(separator: " ")
    switch words {
    case "tonight": self = .thisEvening
    default:
      guard let period = Self(rawValue: words) else { return nil }
      self = period
    }
  }

  /// From the period's start to its end.
  func range(around now: Date) -> (Date, Date) {
    let calendar = ClockTime.calendar
    let today = calendar.startOfDay(for: now)
    func hours(_ from: Int, _ to: Int, of day: Date = today) -> (Date, Date) {
      (day.addingTimeInterval(Double(from) * 3600), day.addingTimeInterval(Double(to) * 3600))
    }
    switch self {
    case .today: return hours(0, 24)
    case .yesterday: return hours(0, 24, of: today.addingTimeInterval(-86_400))
    case .thisMorning: return hours(0, 12)
    case .thisAfternoon: return hours(12, 18)
    case .thisEvening: return hours(18, 24)
    }
  }
}
