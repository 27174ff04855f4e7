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

/// An app of a kind intentsh does not come with, as a developer would write one.
struct GarageApp: SiriApp, GetCarLockStatusIntentHandling {
  static let kind = "garage"
  static let intents: Set<IntentName> = [.getCarLockStatus]
  let name: String

  init(record: AppRecord, database: AppDatabase, clock: any DeviceClock) {
    name = record.name
  }

  var handlers: [IntentName: any IntentHandler] { [.getCarLockStatus: erased] }

  func handle(intent: GetCarLockStatusIntent) async throws -> GetCarLockStatusIntentResponse {
    // Told apart by name: MyGarage's car is locked, any other garage's is not.
    GetCarLockStatusIntentResponse(
      code: .success, output: [OutputField(CarLockOutput.locked, name == "MyGarage")])
  }
}

@Suite("App plug-ins")
struct PluginTests {
  @Test func anAppOfANewKindRunsBesideTheBuiltInOnes() async throws {
    let database = try AppDatabase.inMemory()
    let record = AppRecord(name: "MyGarage", kind: "garage", intentsSupported: ["getCarLockStatus"])
    let apps = try InstalledApps(
      [record], database: database, clock: ManualClock(Date(timeIntervalSince1970: 0)),
      plugins: InstalledApps.builtIn + [GarageApp.self])
    let handler = try #require(apps.handler(app: "MyGarage", intent: .getCarLockStatus))
    let response = try await handler.handle(Intent(name: .getCarLockStatus, app: "MyGarage"))
    #expect(response[CarLockOutput.locked] == true)
    #expect(apps.handler(app: "MyGarage", intent: .setCarLockStatus) == nil)
  }

  /// The handler of the app and intent asked for, whichever was asked for just before: the
  /// last one found is kept for a dialog's next step, never given for another app.
  @Test func eachAppAnswersForItselfWhicheverWasAskedBefore() async throws {
    let database = try AppDatabase.inMemory()
    let records = ["MyGarage", "TheirGarage"].map {
      AppRecord(name: $0, kind: "garage", intentsSupported: ["getCarLockStatus"])
    }
    let apps = try InstalledApps(
      records, database: database, clock: ManualClock(Date(timeIntervalSince1970: 0)),
      plugins: InstalledApps.builtIn + [GarageApp.self])
    func locked(_ app: String) async throws -> Bool? {
      let handler = try #require(apps.handler(app: app, intent: .getCarLockStatus))
      return try await handler.handle(Intent(name: .getCarLockStatus, app: app))[
        CarLockOutput.locked]
    }
    #expect(try await locked("MyGarage") == true)
    #expect(try await locked("MyGarage") == true)
    #expect(try await locked("TheirGarage") == false)
    #expect(apps.handler(app: "TheirGarage", intent: .setCarLockStatus) == nil)
    #expect(try await locked("TheirGarage") == false)
    #expect(try await locked("MyGarage") == true)
    #expect(apps.handler(app: "NoGarage", intent: .getCarLockStatus) == nil)
  }

  @Test func theKindsADataSetMayInstallAreThePluginsOwn() {
    let kinds = InstalledApps.kinds(InstalledApps.builtIn + [GarageApp.self]).intents
    #expect(kinds["garage"] == [.getCarLockStatus])
    #expect(kinds["lists"] == ListsApp.intents)
    #expect(
      Set(kinds.keys) == [
        "messaging", "payments", "car", "lists", "rides", "media", "recipes", "garage",
      ])
  }

  @Test func aDataSetAppOfAKindNoPluginRunsIsRefusedNamingTheKnownOnes() throws {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("plugin-kinds-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    try Data(#"{"extends": "demo"}"#.utf8).write(to: folder.appendingPathComponent("dataset.json"))
    try Data(
      #"[{"name": "MyGarage", "kind": "garage", "intentsSupported": ["getCarLockStatus"]}]"#.utf8
    )
    .write(to: folder.appendingPathComponent("apps.json"))
    #expect {
      try DataSetLoader.load(folder, appKinds: InstalledApps.kinds())
    } throws: { error in
      "\(error)".hasSuffix(
        #"apps.json: [0].kind: unknown app kind "garage" (known: car, intentDefinition, lists, media, messaging, payments, recipes, rides)"#
      )
    }
    let dataSet = try DataSetLoader.load(
      folder, appKinds: InstalledApps.kinds(InstalledApps.builtIn + [GarageApp.self]))
    #expect(dataSet.apps.map(\.kind) == ["garage"])
  }
}
