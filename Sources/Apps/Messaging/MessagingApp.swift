import Foundation
import IntentKit
import Store

/// A messaging app (UnicornChat, and any other of kind "messaging" in the data set):
/// resolves recipients against the address book and stores sent messages in conversations.
public struct MessagingApp: SendMessageIntentHandling {
  public let name: String
  let database: AppDatabase
  let clock: any DeviceClock
  let serviceAvailable: Bool
  let contacts: ContactResolver

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
  }

  /// As the app's INVocabulary call at launch: its members' names as contactName terms, each
  /// with the member's identifier, so Siri hands that identifier back.
  public func registerVocabulary() throws {
    try database.setVocabulary(
      members.map {
        SpeakableString(
          spokenPhrase: $0.displayName, pronunciationHint: $0.pronunciationHint,
          vocabularyIdentifier: $0.id)
      }, of: .contactName, owner: name)
  }

  static func person(_ member: AppMemberRecord) -> Person {
    Person(
      personHandle: PersonHandle(value: member.handle, type: .unknown),
      nameComponents: PersonNameComponents(displayName: member.displayName),
      displayName: member.displayName, customIdentifier: member.id)
  }

  public func resolveRecipients(for intent: SendMessageIntent) async -> [ResolutionResult<Person>] {
    guard let recipients = intent.recipients, !recipients.isEmpty else { return [.needsValue] }
    return recipients.map(contacts.resolve)
  }

  public func resolveContent(for intent: SendMessageIntent) async -> ResolutionResult<String> {
    guard let content = intent.content, !content.allSatisfy(\.isWhitespace) else {
      return .needsValue
    }
    return .success(content)
  }

  public func confirm(intent: SendMessageIntent) async -> SendMessageIntentResponse {
    // Apple: check in confirm that the service can take the request.
    SendMessageIntentResponse(code: serviceAvailable ? .ready : .failureMessageServiceNotAvailable)
  }

  public func handle(intent: SendMessageIntent) async -> SendMessageIntentResponse {
    guard serviceAvailable else {
      return SendMessageIntentResponse(code: .failureMessageServiceNotAvailable)
    }
    let recipients = intent.recipients ?? []
    var seen = Set<String>()
    // The same person named twice gets the message once.
    let ids = recipients.compactMap { $0.contactIdentifier ?? $0.customIdentifier }
      .filter { seen.insert($0).inserted }
    guard let content = intent.content, !ids.isEmpty,
      recipients.allSatisfy({ $0.contactIdentifier != nil || $0.customIdentifier != nil })
    else {
      return SendMessageIntentResponse(code: .failure)
    }
    do {
      let stored = try database.sendMessage(app: name, to: ids, content: content, at: clock.now)
      let message = Message(
        identifier: stored.id, conversationIdentifier: stored.conversationId,
        content: stored.content, dateSent: stored.sentAt, recipients: recipients, serviceName: name)
      return SendMessageIntentResponse(code: .success, sentMessage: message)
    } catch {
      return SendMessageIntentResponse(code: .failure)
    }
  }
}
