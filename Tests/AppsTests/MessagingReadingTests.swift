import Apps
import Foundation
import IntentKit
import Store
import Testing

@testable import AppSupport
@testable import Apps
@testable import CarApps
@testable import ListsApps
@testable import MessagingApps
@testable import PaymentsApps
@testable import RidesApps

/// The messaging app reading messages (INSearchForMessagesIntent) and sending into a
/// conversation by its identifier or group name, on the demo data set at 9:00 on Nov 21.
@Suite struct MessagingReadingTests {
  let database: AppDatabase
  let app: MessagingApp
  let reader: SearchForMessagesHandler

  static let now = Date(timeIntervalSince1970: 1_795_280_400)  // 2026-11-21 9:00 AM in Los Angeles

  init() throws {
    database = try AppDatabase.inMemory()
    try database.importDataSet(
      DataSetLoader.load(DataSetLoader.demoFolder, appKinds: InstalledApps.kinds()))
    app = MessagingApp(
      name: "UnicornChat", database: database, clock: ManualClock(Self.now),
      serviceAvailable: true)
    reader = SearchForMessagesHandler(app: app)
  }

  func contact(_ id: String) throws -> Person {
    try #require(try database.contact(id: id)).person
  }

  // MARK: - Reading

  @Test func unreadMessagesComeOldestFirstWithSenderAndGroupAndAreMarkedRead() async throws {
    let response = try await reader.handle(intent: SearchForMessagesIntent(attributes: .unread))
    #expect(response.code == .success)
    let messages = try #require(response.messages)
    #expect(messages.map(\.identifier) == ["msg-seed-8", "msg-seed-1", "msg-seed-6"])
    #expect(messages.map(\.sender?.displayName) == ["Ana Lopez", "John Appleseed", "John Baily"])
    #expect(messages.map(\.conversationIdentifier) == ["conv-4", "conv-1", "conv-3"])
    #expect(messages[0].groupName?.spokenPhrase == "Climbing Group")
    #expect(messages[0].recipients.map(\.displayName) == ["Katherine Jones", "Sean Murphy"])
    #expect(messages[1].groupName == nil)
    #expect(response.searchedAt == Self.now)

    // Read once, they are no longer new.
    let again = try await reader.handle(intent: SearchForMessagesIntent(attributes: .unread))
    #expect(again.code == .success)
    #expect(again.messages == [])
  }

  @Test func aSenderIsAPersonWhateverNumberTheyWroteFrom() async throws {
    // John Baily has three numbers; a sender is not disambiguated by handle.
    let results = try await reader.resolveSenders(
      for: SearchForMessagesIntent(senders: [.spoken("John Baily")]))
    #expect(results == [.success(try contact("c-john-baily"))])
  }

  @Test func messagesFromOnePersonAreTheirsAlone() async throws {
    let response = try await reader.handle(
      intent: SearchForMessagesIntent(senders: [try contact("c-john-baily")], attributes: .unread))
    #expect(response.messages?.map(\.content) == ["Great! Dinner before the show?"])
  }

  @Test func withoutReadOrUnreadOnlyTheLatestMessageComesBack() async throws {
    // "what did Ana say": her latest is in the Climbing Group, though she wrote to me too.
    let response = try await reader.handle(
      intent: SearchForMessagesIntent(senders: [try contact("c-ana-lopez")]))
    #expect(response.messages?.map(\.identifier) == ["msg-seed-8"])
    // Already-read messages count for the latest one.
    let appleseed = try await reader.handle(
      intent: SearchForMessagesIntent(senders: [try contact("c-john-appleseed")]))
    #expect(appleseed.messages?.map(\.content) == ["Are we still on for lunch?"])
  }

  @Test func moreThanTenMatchingIsTooManyAndNoneIsMarkedRead() async throws {
    var dataSet = try DataSetLoader.load(DataSetLoader.demoFolder, appKinds: InstalledApps.kinds())
    dataSet.conversations.append(
      ConversationRecord(
        id: "conv-busy", app: "UnicornChat", participants: ["c-steven-park"],
        messages: (1...11).map {
          MessageRecord(
            id: "busy-\($0)", from: "c-steven-park", content: "ping \($0)",
            sentAt: "2026-11-21T15:\(10 + $0):00Z", read: false)
        }))
    let busy = try AppDatabase.inMemory()
    try busy.importDataSet(dataSet)
    let reader = SearchForMessagesHandler(
      app: MessagingApp(
        name: "UnicornChat", database: busy, clock: ManualClock(Self.now), serviceAvailable: true))
    let response = try await reader.handle(intent: SearchForMessagesIntent(attributes: .unread))
    #expect(response.code == .failureMessageTooManyResults)
    #expect(response.messages == nil)
    #expect(try busy.messages(inConversation: "conv-busy").count == 11)
    // Steven alone is still too many; John Baily's one new message is read.
    let baily = try #require(try busy.contact(id: "c-john-baily")).person
    let one = try await reader.handle(
      intent: SearchForMessagesIntent(senders: [baily], attributes: .unread))
    #expect(one.messages?.count == 1)
    let rest = try await reader.handle(intent: SearchForMessagesIntent(attributes: .unread))
    #expect(rest.code == .failureMessageTooManyResults)
  }

  @Test func aGroupIsFoundByItsIdentifierOrNameAndAnUnknownOneIsUnsupported() async throws {
    let results = try await reader.resolveSpeakableGroupNames(
      for: SearchForMessagesIntent(speakableGroupNames: [
        SpeakableString(spokenPhrase: "climbing", vocabularyIdentifier: "conv-4"),
        SpeakableString(spokenPhrase: "unicorn club"),
        SpeakableString(spokenPhrase: "Chess Club"),
      ]))
    #expect(
      results == [
        .success(SpeakableString(spokenPhrase: "Climbing Group", vocabularyIdentifier: "conv-4")),
        .success(
          SpeakableString(spokenPhrase: "Unicorn Club", vocabularyIdentifier: "group.unicorn-club")
        ),
        .unsupported(forReason: MessageConversationUnsupportedReason.groupNotFound),
      ])
  }

  @Test func aGroupsMessagesAreReadByName() async throws {
    let response = try await reader.handle(
      intent: SearchForMessagesIntent(
        attributes: .unread,
        speakableGroupNames: [
          SpeakableString(spokenPhrase: "Climbing Group", vocabularyIdentifier: "conv-4")
        ]))
    #expect(response.messages?.map(\.content) == ["Bouldering at 7 tonight?"])
  }

  @Test func onlyReadAndUnreadAreSupported() async throws {
    #expect(
      try await reader.resolveAttributes(for: SearchForMessagesIntent(attributes: .unread))
        == .success(.unread))
    #expect(
      try await reader.resolveAttributes(for: SearchForMessagesIntent(attributes: .flagged))
        == .unreadable)
    #expect(try await reader.resolveAttributes(for: SearchForMessagesIntent()) == .notRequired)
  }

  @Test func daysTheAppKnowsAreSearchedByAndOthersAreUnsupported() async throws {
    // Days are the device's: the demo's are in Los Angeles.
    try await ClockTime.$calendar.withValue(
      ClockTime.calendar(in: TimeZone(identifier: "America/Los_Angeles")!)
    ) {
      try await searchByDays()
    }
  }

  private func searchByDays() async throws {
    #expect(
      try await reader.resolveDateTimeRange(for: SearchForMessagesIntent(dateTimeRange: "Tonight"))
        == .success("this evening"))
    #expect(
      try await reader.resolveDateTimeRange(
        for: SearchForMessagesIntent(dateTimeRange: "last week"))
        == .unreadable)
    let yesterday = try await reader.handle(
      intent: SearchForMessagesIntent(attributes: .read, dateTimeRange: "yesterday"))
    #expect(
      yesterday.messages?.map(\.identifier) == ["msg-seed-3", "msg-seed-7", "msg-seed-4"])
    let thisMorning = try await reader.handle(
      intent: SearchForMessagesIntent(attributes: .unread, dateTimeRange: "this morning"))
    #expect(thisMorning.messages?.count == 3)
  }

  @Test func anUnavailableServiceCannotRead() async throws {
    let down = SearchForMessagesHandler(
      app: MessagingApp(
        name: "UnicornChat", database: database, clock: ManualClock(Self.now),
        serviceAvailable: false))
    #expect(
      try await down.confirm(intent: SearchForMessagesIntent()).code
        == .failureMessageServiceNotAvailable)
    #expect(
      try await down.handle(intent: SearchForMessagesIntent(attributes: .unread)).code
        == .failureMessageServiceNotAvailable)
  }

  // MARK: - Sending into a conversation

  @Test func aConversationIdentifierShortCircuitsContactResolution() async throws {
    let reply = SendMessageIntent(content: "see you at six", conversationIdentifier: "conv-3")
    // John Baily, without asking which of his three numbers.
    #expect(try await app.resolveRecipients(for: reply) == [.success(try contact("c-john-baily"))])
    let response = try await app.handle(intent: reply)
    #expect(response.code == .success)
    #expect(response.sentMessage?.conversationIdentifier == "conv-3")
    #expect(try database.messages(inConversation: "conv-3").last?.content == "see you at six")
  }

  @Test func aConversationThatIsNotTheAppsIsUnsupportedUntilSomeoneIsNamed() async throws {
    let chirp = MessagingApp(
      name: "Chirp", database: database, clock: ManualClock(Self.now), serviceAvailable: true)
    let reply = SendMessageIntent(content: "hi", conversationIdentifier: "conv-3")
    #expect(
      try await chirp.resolveRecipients(for: reply) == [
        .unsupported(forReason: MessageConversationUnsupportedReason.conversationNotFound)
      ])
    #expect(
      try await app.resolveRecipients(for: SendMessageIntent(conversationIdentifier: "conv-99"))
        == [
          .unsupported(forReason: MessageConversationUnsupportedReason.conversationNotFound)
        ])
    // Siri asks for a recipient instead; the person named is resolved as usual and written to.
    let ana = try #require(try database.contact(id: "c-ana-lopez"))
    let named = SendMessageIntent(
      recipients: [.spoken("Ana")], content: "hi", conversationIdentifier: "conv-3")
    #expect(
      try await chirp.resolveRecipients(for: named) == [
        .success(ana.person.with(handle: ana.handles[0]))
      ])
    let resolved = SendMessageIntent(
      recipients: [ana.person.with(handle: ana.handles[0])], content: "hi",
      conversationIdentifier: "conv-3")
    let response = try await chirp.handle(intent: resolved)
    #expect(response.code == .success)
    #expect(response.sentMessage?.conversationIdentifier != "conv-3")
  }

  @Test func aGroupNameSendsToTheGroupsPeopleInItsConversation() async throws {
    let message = SendMessageIntent(
      content: "see you there",
      speakableGroupName: SpeakableString(
        spokenPhrase: "Climbing Group", vocabularyIdentifier: "conv-4"))
    #expect(
      try await app.resolveRecipients(for: message) == [
        .success(try contact("c-ana-lopez")), .success(try contact("c-katherine-jones")),
        .success(try contact("c-sean-murphy")),
      ])
    let response = try await app.handle(intent: message)
    #expect(response.sentMessage?.groupName?.spokenPhrase == "Climbing Group")
    #expect(try database.messages(inConversation: "conv-4").last?.content == "see you there")
    #expect(
      try await app.resolveRecipients(
        for: SendMessageIntent(speakableGroupName: SpeakableString(spokenPhrase: "Chess Club")))
        == [.unsupported(forReason: MessageConversationUnsupportedReason.groupNotFound)])
  }

  @Test func groupNamesAreRegisteredAsContactGroupNameVocabulary() throws {
    try app.registerVocabulary()
    let set = try database.vocabularySets().first {
      $0.owner == "UnicornChat" && $0.type == .contactGroupName
    }
    #expect(
      set?.terms == [
        SpeakableString(spokenPhrase: "Climbing Group", vocabularyIdentifier: "conv-4"),
        SpeakableString(spokenPhrase: "Unicorn Club", vocabularyIdentifier: "group.unicorn-club"),
      ])
  }
}
