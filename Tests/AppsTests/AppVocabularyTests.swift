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

/// UnicornChat's own people: taught to Siri as contactName vocabulary, found by identifier.
@Suite struct AppVocabularyTests {
  let database: AppDatabase
  let app: MessagingApp
  let luna = AppMemberRecord(
    id: "uc-luna", displayName: "Luna Starlight", pronunciationHint: "loo nah star light",
    handle: "@luna")

  init() throws {
    database = try AppDatabase.inMemory()
    try database.importDataSet(
      DataSetLoader.load(DataSetLoader.demoFolder, appKinds: InstalledApps.kinds()))
    app = MessagingApp(
      name: "UnicornChat", database: database,
      clock: ManualClock(Date(timeIntervalSince1970: 1_800_000_000)), serviceAvailable: true,
      members: [luna])
  }

  func recipients(_ people: [Person]) async throws -> [ResolutionResult<Person>] {
    try await app.resolveRecipients(for: SendMessageIntent(recipients: people, content: "hi"))
  }

  @Test func membersAreRegisteredAsContactNameVocabularyWithTheirIdentifiers() throws {
    try app.registerVocabulary()
    let set = try database.vocabularySets().first { $0.owner == "UnicornChat" }
    #expect(
      set?.terms == [
        SpeakableString(
          spokenPhrase: "Luna Starlight", pronunciationHint: "loo nah star light",
          vocabularyIdentifier: "uc-luna")
      ])
    #expect(set?.type == .contactName)
  }

  @Test func theIdentifierSiriHandsBackIsLookedUpNotSearched() async throws {
    // The name said is nothing like the member's: only the identifier counts.
    let handedBack = Person(displayName: "whoever", customIdentifier: "uc-luna")
    guard case .success(let person)? = try await recipients([handedBack]).first else {
      Issue.record("expected success")
      return
    }
    #expect(person.displayName == "Luna Starlight")
    #expect(person.personHandle?.value == "@luna")
  }

  @Test func anIdentifierTheAppDoesNotKnowIsUnsupported() async throws {
    let unknown = Person(displayName: "Zed", customIdentifier: "uc-nobody")
    #expect(try await recipients([unknown]) == [.noMatch])
  }

  @Test func aMemberAmongSiriMatchesIsChosenByName() async throws {
    var spoken = Person.spoken("Luna")
    spoken.siriMatches = [
      Person(
        nameComponents: PersonNameComponents(givenName: "Luna", familyName: "Starlight"),
        displayName: "Luna Starlight", customIdentifier: "uc-luna")
    ]
    guard case .success(let person)? = try await recipients([spoken]).first else {
      Issue.record("expected success")
      return
    }
    #expect(person.customIdentifier == "uc-luna")
  }

  @Test func sendingToAMemberStoresTheMessageUnderTheirIdentifier() async throws {
    let member = MessagingApp.person(luna)
    let response = try await app.handle(
      intent: SendMessageIntent(recipients: [member], content: "see you"))
    #expect(response.code == .success)
    let conversation = try #require(response.sentMessage?.conversationIdentifier)
    #expect(try database.messages(inConversation: conversation).map(\.content) == ["see you"])
  }
}
