import Apps
import Foundation
import IntentKit
import Testing

@testable import Store

/// Reading received messages and writing into a conversation, on the demo data set.
@Suite struct MessageReadingStoreTests {
  let database: AppDatabase

  init() throws {
    database = try AppDatabase.inMemory()
    try database.importDataSet(
      DataSetLoader.load(DataSetLoader.demoFolder, appKinds: InstalledApps.kinds()))
  }

  func ids(_ reading: MessageReading) -> [String] {
    guard case .read(let found) = reading else { return [] }
    return found.map(\.message.id)
  }

  @Test func readingFindsOthersMessagesOldestFirstAndMarksThemReadInOneGo() throws {
    let search = MessageSearch(app: "UnicornChat", status: .unread)
    #expect(
      ids(try database.readMessages(search, limit: 10)) == [
        "msg-seed-8", "msg-seed-1", "msg-seed-6",
      ])
    #expect(try database.readMessages(search, limit: 10) == .read([]))
  }

  @Test func moreThanTheLimitIsTooManyAndLeavesThemUnread() throws {
    let search = MessageSearch(app: "UnicornChat", status: .unread)
    #expect(try database.readMessages(search, limit: 2) == .tooMany(count: 3))
    #expect(ids(try database.readMessages(search, limit: 3)).count == 3)
  }

  @Test func searchesBySenderConversationTimeAndLatest() throws {
    let fromAna = MessageSearch(app: "UnicornChat", senders: ["c-ana-lopez"], latestOnly: true)
    #expect(ids(try database.readMessages(fromAna, limit: 10)) == ["msg-seed-8"])
    let inConversation = MessageSearch(
      app: "UnicornChat", conversations: ["conv-2"], status: .read)
    #expect(ids(try database.readMessages(inConversation, limit: 10)) == ["msg-seed-3"])
    let yesterdayEvening = MessageSearch(
      app: "UnicornChat", sentFrom: Timestamp.date("2026-11-21T03:00:00Z"),
      sentBefore: Timestamp.date("2026-11-21T08:00:00Z"))
    #expect(
      ids(try database.readMessages(yesterdayEvening, limit: 10)) == ["msg-seed-7", "msg-seed-4"])
    // Another app's messages are never found.
    #expect(
      ids(try database.readMessages(MessageSearch(app: "Chirp"), limit: 10)) == ["msg-seed-9"])
  }

  @Test func aMessageIntoAConversationIsStoredThereOnlyForItsApp() throws {
    let date = Date(timeIntervalSince1970: 1_795_280_400)
    let sent = try database.sendMessage(
      app: "UnicornChat", inConversation: "conv-4", content: "see you there", at: date)
    #expect(sent?.conversationId == "conv-4")
    #expect(try database.messages(inConversation: "conv-4").last?.content == "see you there")
    #expect(
      try database.sendMessage(app: "Chirp", inConversation: "conv-4", content: "x", at: date)
        == nil)
  }

  @Test func groupConversationsAreFoundByNameInAnyCase() throws {
    #expect(
      try database.groupConversation(named: "climbing group", app: "UnicornChat")?.id == "conv-4")
    #expect(try database.groupConversation(named: "Climbing Group", app: "Chirp") == nil)
    #expect(
      try database.groupConversations(app: "UnicornChat").map(\.groupName) == [
        "Climbing Group", "Unicorn Club",
      ])
    // Writing to the people of a group by name never lands in the group's conversation.
    let direct = try database.sendMessage(
      app: "UnicornChat", to: ["c-ana-lopez", "c-katherine-jones", "c-sean-murphy"],
      content: "hi", at: Date())
    #expect(direct.conversationId != "conv-4")
  }

  @Test func aMessageTimeThatIsNotOneIsRefusedWithItsPlace() throws {
    var dataSet = try DataSetLoader.load(DataSetLoader.demoFolder, appKinds: InstalledApps.kinds())
    dataSet.conversations[0].messages[0].sentAt = "this morning"
    #expect {
      try DataSetValidator.validate(
        dataSet, folder: URL(fileURLWithPath: "/data"), appKinds: InstalledApps.kinds())
    } throws: { error in
      "\(error)".contains("conversations.json") && "\(error)".contains("[0].messages[0].sentAt")
    }
  }
}
