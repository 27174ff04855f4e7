import Apps
import Foundation
import Store
import Testing

@testable import Runtime

@Suite struct VocabularyCommandTests {
  func said(_ events: [SessionEvent]) -> [String] {
    events.compactMap { event in
      switch event {
      case .dialog(.say(let text)): return text
      case .error(let text): return "error: \(text)"
      default: return nil
      }
    }
  }

  func session(_ database: AppDatabase) throws -> (Session, () -> [SessionEvent]) {
    let environment = try SessionEnvironment(
      database: database, clock: try SessionEnvironment.replayClock(for: database),
      dataSetFolder: DataSetLoader.demoFolder)
    final class Log { var events: [SessionEvent] = [] }
    let log = Log()
    let session = Session(environment: environment) { log.events.append($0) }
    return (
      session,
      {
        defer { log.events = [] }
        return log.events
      }
    )
  }

  @Test func addedTermsPersistInTheStateFileAcrossSessions() async throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "intentsh-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: folder) }
    let path = folder.appendingPathComponent("state.sqlite").path
    let first = try AppDatabase.open(path: path)
    try first.importDataSet(
      DataSetLoader.load(DataSetLoader.demoFolder, appKinds: InstalledApps.kinds()))
    let (adding, _) = try session(first)
    _ = await adding.submit(
      #":vocab add paymentsAccountNickname "Rainy Day" --sounds-like "rainy day fund" --id acct-7"#)

    let (listing, events) = try session(try AppDatabase.open(path: path))
    _ = await listing.submit(":vocab")
    #expect(
      said(events()).contains(#"    1. Rainy Day · sounds like "rainy day fund" · id acct-7"#))
  }

  @Test func anUnknownTypeIsRefusedAndNothingIsAdded() async throws {
    let database = try AppDatabase.inMemory()
    try database.importDataSet(
      DataSetLoader.load(DataSetLoader.demoFolder, appKinds: InstalledApps.kinds()))
    let (session, events) = try session(database)
    let before = try database.vocabularyCount()
    _ = await session.submit(":vocab add accountName Savings")
    #expect(
      said(events()).first?.hasPrefix(#"error: unknown vocabulary type "accountName""#) == true)
    #expect(try database.vocabularyCount() == before)
  }

  @Test func aUserTermReachesUnderstandingWithItsIdentifierRightAway() async throws {
    let database = try AppDatabase.inMemory()
    try database.importDataSet(
      DataSetLoader.load(DataSetLoader.demoFolder, appKinds: InstalledApps.kinds()))
    let (session, _) = try session(database)
    _ = await session.submit(
      #":vocab add paymentsAccountNickname "Rainy Day" --sounds-like "rainy day fund" --id acct-7"#)
    let intent = session.environment.understander.understand("what's in my rainy day fund")
    guard case .speakable(let nickname)? = intent?.parameters["accountNickname"] else {
      Issue.record("expected an account nickname")
      return
    }
    #expect(nickname.spokenPhrase == "Rainy Day")
    #expect(nickname.vocabularyIdentifier == "acct-7")
  }

  @Test func askingWhatAnAppCanDoListsItsExamplePhrases() async throws {
    let database = try AppDatabase.inMemory()
    try database.importDataSet(
      DataSetLoader.load(DataSetLoader.demoFolder, appKinds: InstalledApps.kinds()))
    let environment = try SessionEnvironment(
      database: database, clock: try SessionEnvironment.replayClock(for: database),
      dataSetFolder: DataSetLoader.demoFolder,
      globalVocabulary: AppIntentVocabularyLoader.load(folders: [
        AppIntentVocabularyLoader.bundledFolder
      ]))
    var events: [SessionEvent] = []
    let session = Session(environment: environment) { events.append($0) }
    _ = await session.submit("what can UnicornChat do?")
    #expect(said(events).contains("  Text hello to John on UnicornChat"))
    #expect(!session.isInDialog)
  }
}
