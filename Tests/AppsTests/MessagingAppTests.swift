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

@Suite struct MessagingAppTests {
  let database: AppDatabase
  let app: MessagingApp

  init() throws {
    database = try AppDatabase.inMemory()
    try database.importDataSet(
      DataSetLoader.load(DataSetLoader.demoFolder, appKinds: InstalledApps.kinds()))
    app = MessagingApp(
      name: "UnicornChat", database: database,
      clock: ManualClock(Date(timeIntervalSince1970: 1_800_000_000)), serviceAvailable: true)
  }

  func recipients(_ people: [Person]) async throws -> [ResolutionResult<Person>] {
    try await app.resolveRecipients(for: SendMessageIntent(recipients: people, content: "hi"))
  }

  @Test func noRecipientNeedsAValue() async throws {
    #expect(try await recipients([]) == [.needsValue])
  }

  @Test func peopleNamedJohnOrJonAreDisambiguatedWithTheirHandles() async throws {
    guard case .disambiguation(let people)? = try await recipients([.spoken("John")]).first else {
      Issue.record("expected disambiguation")
      return
    }
    // Jon sounds the same as John, so Jon Snow is offered after the exact spellings.
    #expect(people.map(\.displayName) == ["John Appleseed", "John Baily", "Jon Snow"])
    #expect(people[1].aliases.map(\.label) == ["home", "mobile", "work"])
    #expect(people.allSatisfy { $0.personHandle == nil && $0.contactIdentifier != nil })
  }

  @Test func aChosenPersonWithThreeNumbersIsDisambiguatedByHandle() async throws {
    let baily = try #require(try database.contact(id: "c-john-baily")).person
    guard case .disambiguation(let handles)? = try await recipients([baily]).first else {
      Issue.record("expected disambiguation")
      return
    }
    #expect(handles.map { $0.personHandle?.label } == ["home", "mobile", "work"])
    #expect(try await recipients([handles[1]]) == [.success(handles[1])])
  }

  @Test func aSingleMatchWithOneHandleSucceeds() async throws {
    guard case .success(let person)? = try await recipients([.spoken("Ana")]).first else {
      Issue.record("expected success")
      return
    }
    #expect(person.displayName == "Ana Lopez")
    #expect(person.personHandle?.label == "mobile")
  }

  @Test func aSoundAlikeAsksForConfirmation() async throws {
    guard
      case .confirmationRequired(let person, nil)? = try await recipients([.spoken("Jon Bailey")])
        .first
    else {
      Issue.record("expected confirmationRequired")
      return
    }
    #expect(person?.displayName == "John Baily")
  }

  @Test func nobodyMatchingIsUnsupported() async throws {
    #expect(try await recipients([.spoken("Zebulon")]) == [.noMatch])
  }

  @Test func aContactWithoutHandlesHasNoValidHandle() async throws {
    #expect(
      try await recipients([.spoken("Dana")])
        == [.unsupported(forReason: SendMessageRecipientUnsupportedReason.noValidHandle)])
  }

  @Test func siriMatchesAreUsedWhenGiven() async throws {
    let ana = try #require(try database.contact(id: "c-ana-lopez")).person
    var spoken = Person.spoken("Annie")
    spoken.siriMatches = [ana]
    // "Annie" is not Ana's name, so one sound-alike match asks for confirmation.
    #expect(try await recipients([spoken]) == [.confirmationRequired(with: ana)])
  }

  @Test func missingContentNeedsAValue() async throws {
    #expect(try await app.resolveContent(for: SendMessageIntent(content: "  ")) == .needsValue)
    #expect(
      try await app.resolveContent(for: SendMessageIntent(content: "hello")) == .success("hello"))
  }

  @Test func handleStoresTheMessageInAConversation() async throws {
    let ana = try #require(try database.contact(id: "c-ana-lopez"))
    let recipient = ana.person.with(handle: ana.handles[0])
    let response = try await app.handle(
      intent: SendMessageIntent(recipients: [recipient], content: "hi"))
    #expect(response.code == .success)
    #expect(response.sentMessage?.conversationIdentifier == "conv-2")
    #expect(try database.messages(inConversation: "conv-2").last?.content == "hi")
  }

  @Test func anUnavailableServiceFailsInConfirmAndHandle() async throws {
    let down = MessagingApp(
      name: "UnicornChat", database: database, clock: LiveClock(Date()), serviceAvailable: false)
    #expect(
      try await down.confirm(intent: SendMessageIntent()).code == .failureMessageServiceNotAvailable
    )
    #expect(
      try await down.handle(intent: SendMessageIntent()).code == .failureMessageServiceNotAvailable)
  }
}
