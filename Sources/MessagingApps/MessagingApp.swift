import AppSupport
import Foundation
import IntentKit
import Store

/// A messaging app (UnicornChat, and any other of kind "messaging" in the data set): sends
/// messages to people resolved against the address book, or into a conversation it names, and
/// reads received messages back (SearchForMessagesHandler.swift).
public struct MessagingApp: SiriApp, SendMessageIntentHandling {
  public static let kind = "messaging"
  public static let intents: Set<IntentName> = [.sendMessage, .searchForMessages]

  public let name: String
  let database: AppDatabase
  let clock: any DeviceClock
  let serviceAvailable: Bool
  /// Recipients: reached through a handle, so a contact with several is asked about.
  let contacts: ContactResolver
  /// Senders of messages to read: people, whatever handle they wrote from.
  let senders: ContactResolver

  /// The app's own people, who are not in the address book.
  let members: [AppMemberRecord]

  public init(
    name: String, database: AppDatabase, clock: any DeviceClock, serviceAvailable: Bool,
    members: [AppMemberRecord] = []
  ) {
    self.name = name
    self.database = database
    self.clock = clock
    self.serviceAvailable = serviceAvailable
    self.members = members
    var directory: [String: Person] = [:]
    for member in members { directory[member.id] = Self.person(member) }
    contacts = ContactResolver(
      database: database, usableHandles: [.phoneNumber, .emailAddress], directory: directory)
    senders = ContactResolver(
      database: database, usableHandles: [.phoneNumber, .emailAddress], directory: directory,
      requiresHandle: false)
  }

  public init(record: AppRecord, database: AppDatabase, clock: any DeviceClock) {
    self.init(
      name: record.name, database: database, clock: clock,
      serviceAvailable: record.serviceAvailable ?? true, members: record.members ?? [])
  }

  /// The handler for each intent the app implements.
  public var handlers: [IntentName: any IntentHandler] {
    [
      .sendMessage: erased,
      .searchForMessages: SearchForMessagesHandler(app: self).erased,
    ]
  }

  /// As the app's INVocabulary calls at launch: its members' names as contactName terms, each
  /// with the member's identifier, and its group conversations' names as contactGroupName
  /// terms, each with the conversation's identifier, so Siri hands those identifiers back.
  public func registerVocabulary() throws {
    try database.setVocabulary(
      members.map {
        SpeakableString(
          spokenPhrase: $0.displayName, pronunciationHint: $0.pronunciationHint,
          vocabularyIdentifier: $0.id)
      }, of: .contactName, owner: name)
    try database.setVocabulary(
      database.groupConversations(app: name).compactMap { conversation in
        conversation.groupName.map {
          SpeakableString(spokenPhrase: $0, vocabularyIdentifier: conversation.id)
        }
      }, of: .contactGroupName, owner: name)
  }

  static func person(_ member: AppMemberRecord) -> Person {
    Person(
      personHandle: PersonHandle(value: member.handle, type: .unknown),
      nameComponents: PersonNameComponents(displayName: member.displayName),
      displayName: member.displayName, customIdentifier: member.id)
  }

  /// A reply to a conversation Siri read, or a message to a group, goes to the people of that
  /// conversation: they are the recipients, with no contact resolution (seed 000). Otherwise
  /// each person said is resolved against the address book.
  public func resolveRecipients(for intent: SendMessageIntent) async throws -> [ResolutionResult<
    Person
  >] {
    let recipients = intent.recipients ?? []
    switch try conversation(for: intent) {
    case .found(let conversation):
      return try participants(of: conversation).map { .success($0) }
    case .missing(let reason) where recipients.isEmpty:
      // Siri says why and asks for a recipient instead, as for any unsupported recipient.
      return [.unsupported(forReason: reason)]
    case .missing, .none:
      break
    }
    guard !recipients.isEmpty else { return [.needsValue] }
    return try recipients.map(contacts.resolve)
  }

  /// The conversation an intent names: by its identifier, else by its group's name.
  enum ConversationLookup {
    case none
    case found(StoredConversation)
    case missing(MessageConversationUnsupportedReason)
  }

  func conversation(for intent: SendMessageIntent) throws -> ConversationLookup {
    if let id = intent.conversationIdentifier {
      guard let found = try database.conversation(id: id, app: name) else {
        return .missing(.conversationNotFound)
      }
      return .found(found)
    }
    if let group = intent.speakableGroupName {
      return try groupConversation(group).map { .found($0) } ?? .missing(.groupNotFound)
    }
    return .none
  }

  /// A group conversation by the identifier the app taught Siri, else by its name as said.
  func groupConversation(_ group: SpeakableString) throws -> StoredConversation? {
    if let id = group.vocabularyIdentifier,
      let found = try database.conversation(id: id, app: name), found.groupName != nil
    {
      return found
    }
    return try database.groupConversation(named: group.spokenPhrase, app: name)
  }

  /// The people of a conversation besides the user, as the address book has them.
  func participants(of conversation: StoredConversation) throws -> [Person] {
    try conversation.participants.compactMap { id in
      if let handle = Self.handle(participant: id) {
        return Person(personHandle: handle, displayName: handle.value)
      }
      return try database.contact(id: id)?.person
    }
  }

  /// A conversation's participant who is no contact, only a number or an address: kept as
  /// "handle:" and the handle, which is who the message went to.
  private static let handlePrefix = "handle:"

  private static func participant(_ person: Person) -> String? {
    if let id = person.contactIdentifier ?? person.customIdentifier { return id }
    guard let handle = person.personHandle, !handle.value.isEmpty else { return nil }
    return handlePrefix + handle.value
  }

  private static func handle(participant id: String) -> PersonHandle? {
    guard id.hasPrefix(handlePrefix) else { return nil }
    let value = String(id.dropFirst(handlePrefix.count))
    return PersonHandle(value: value, type: value.contains("@") ? .emailAddress : .phoneNumber)
  }

  public func resolveContent(for intent: SendMessageIntent) async throws -> ResolutionResult<String>
  {
    guard let content = intent.content, !content.allSatisfy(\.isWhitespace) else {
      return .needsValue
    }
    return .success(content)
  }

  public func confirm(intent: SendMessageIntent) async throws -> SendMessageIntentResponse {
    // Apple: check in confirm that the service can take the request.
    SendMessageIntentResponse(code: serviceAvailable ? .ready : .failureMessageServiceNotAvailable)
  }

  public func handle(intent: SendMessageIntent) async throws -> SendMessageIntentResponse {
    guard serviceAvailable else {
      return SendMessageIntentResponse(code: .failureMessageServiceNotAvailable)
    }
    if case .found(let conversation) = try conversation(for: intent) {
      return try send(intent.content, into: conversation)
    }
    let recipients = intent.recipients ?? []
    var seen = Set<String>()
    // The same person named twice gets the message once.
    let participants = recipients.map(Self.participant)
    let ids = participants.compactMap { $0 }.filter { seen.insert($0).inserted }
    guard let content = intent.content, !ids.isEmpty, !participants.contains(nil) else {
      return SendMessageIntentResponse(code: .failure)
    }
    let stored = try database.sendMessage(app: name, to: ids, content: content, at: clock.now)
    let message = Message(
      identifier: stored.id, conversationIdentifier: stored.conversationId,
      content: stored.content, dateSent: stored.sentAt, recipients: recipients, serviceName: name)
    return SendMessageIntentResponse(code: .success, sentMessage: message)
  }

  /// Stores the message in the conversation, whose people are its recipients.
  private func send(_ content: String?, into conversation: StoredConversation) throws
    -> SendMessageIntentResponse
  {
    guard let content,
      let stored = try database.sendMessage(
        app: name, inConversation: conversation.id, content: content, at: clock.now)
    else { return SendMessageIntentResponse(code: .failure) }
    let message = Message(
      identifier: stored.id, conversationIdentifier: stored.conversationId,
      content: stored.content, dateSent: stored.sentAt,
      recipients: try participants(of: conversation),
      groupName: conversation.groupName.map {
        SpeakableString(spokenPhrase: $0, vocabularyIdentifier: conversation.id)
      },
      serviceName: name)
    return SendMessageIntentResponse(code: .success, sentMessage: message)
  }
}
