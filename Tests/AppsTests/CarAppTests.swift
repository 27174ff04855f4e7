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

/// UnicornCar on the demo data: a car called Model 3 and a truck called Rosie, both locked.
@Suite struct CarAppTests {
  let database: AppDatabase
  let app: CarApp

  init() throws {
    try self.init { _ in }
  }

  init(_ change: (inout DataSet) -> Void) throws {
    var dataSet = try DataSetLoader.load(DataSetLoader.demoFolder, appKinds: InstalledApps.kinds())
    change(&dataSet)
    database = try AppDatabase.inMemory()
    try database.importDataSet(dataSet)
    app = CarApp(name: "UnicornCar", database: database)
  }

  func resolve(_ parameters: [String: IntentValue], _ parameter: String) async throws
    -> ResolutionResult<IntentValue>
  {
    let handler = try #require(app.handlers[.setCarLockStatus])
    let intent = Intent(name: .setCarLockStatus, app: "UnicornCar", parameters: parameters)
    return try #require(try await handler.resolve(parameter, in: intent)?.results.first)
  }

  func carName(_ words: String, id: String? = nil) -> IntentValue {
    .speakable(SpeakableString(spokenPhrase: words, vocabularyIdentifier: id))
  }

  func resolvedID(_ result: ResolutionResult<IntentValue>) -> String? {
    if case .success(.speakable(let name)) = result { return name.vocabularyIdentifier }
    return nil
  }

  @Test func theKindWordFindsTheCarOfThatKind() async throws {
    #expect(resolvedID(try await resolve(["carName": carName("car")], "carName")) == "car-model3")
    #expect(resolvedID(try await resolve(["carName": carName("truck")], "carName")) == "car-rosie")
  }

  @Test func theVocabularyIdentifierComesFirst() async throws {
    let said = carName("rosy", id: "car-rosie")
    #expect(resolvedID(try await resolve(["carName": said], "carName")) == "car-rosie")
  }

  @Test func theNameFindsTheCar() async throws {
    #expect(
      resolvedID(try await resolve(["carName": carName("model 3")], "carName")) == "car-model3")
  }

  @Test func noNameWithTwoVehiclesAsksWhichOne() async throws {
    let result = try await resolve([:], "carName")
    guard case .disambiguation(let options) = result else {
      Issue.record("expected disambiguation, got \(result)")
      return
    }
    #expect(options.map(\.spokenText) == ["Model 3", "Rosie"])
  }

  @Test func noNameWithOneVehicleIsThatVehicle() async throws {
    let single = try CarAppTests { $0.cars.removeFirst() }
    #expect(single.resolvedID(try await single.resolve([:], "carName")) == "car-rosie")
  }

  @Test func myCarMeansTheTruckWhenThereIsNoCar() async throws {
    let single = try CarAppTests { $0.cars.removeFirst() }
    #expect(
      single.resolvedID(try await single.resolve(["carName": carName("car")], "carName"))
        == "car-rosie")
  }

  @Test func anUnknownCarIsUnsupported() async throws {
    #expect(try await resolve(["carName": carName("Herbie")], "carName") == .noMatch)
  }

  @Test func lockOrUnlockNeedsAValue() async throws {
    #expect(try await resolve([:], "locked") == .needsValue)
    #expect(try await resolve(["locked": .boolean(false)], "locked") == .success(.boolean(false)))
  }

  @Test func unlockingWritesTheStateAndSaysWhatItWas() async throws {
    let handler = try #require(app.handlers[.setCarLockStatus])
    let rosie = try #require(try database.cars(app: "UnicornCar").last)
    let intent = Intent(
      name: .setCarLockStatus, app: "UnicornCar",
      parameters: ["carName": .speakable(rosie.speakableName), "locked": .boolean(false)])
    #expect(try await handler.confirm(intent).code.name == "ready")
    let response = try await handler.handle(intent)
    #expect(response.code.name == "success")
    #expect(response.output.first { $0.name == "wasLocked" }?.value == .boolean(true))
    #expect(try database.cars(app: "UnicornCar").map(\.locked) == [true, false])
    // Unlocking again changes nothing and says so.
    #expect(
      try await handler.handle(intent).output.first { $0.name == "wasLocked" }?.value
        == .boolean(false)
    )
  }

  @Test func askingWhetherACarIsLockedAnswersAndChangesNothing() async throws {
    let handler = try #require(app.handlers[.getCarLockStatus])
    let cars = try database.cars(app: "UnicornCar")
    let rosie = try #require(cars.last)
    let intent = Intent(
      name: .getCarLockStatus, app: "UnicornCar",
      parameters: ["carName": .speakable(rosie.speakableName)])
    let resolved = try await handler.resolve("carName", in: intent)?.results.first
    #expect(resolved.flatMap(resolvedID) == rosie.id)
    #expect(try await handler.confirm(intent).code.name == "ready")
    let response = try await handler.handle(intent)
    #expect(response.code.name == "success")
    #expect(response.output.first { $0.name == "locked" }?.value == .boolean(true))
    #expect(try database.cars(app: "UnicornCar") == cars)
  }

  @Test func aCarThatIsGoneFails() async throws {
    let handler = try #require(app.handlers[.setCarLockStatus])
    let intent = Intent(
      name: .setCarLockStatus, app: "UnicornCar",
      parameters: ["carName": carName("Herbie", id: "car-herbie"), "locked": .boolean(true)])
    #expect(try await handler.confirm(intent).code.name == "failure")
    #expect(try await handler.handle(intent).code.name == "failure")
  }

  @Test func carNamesAreRegisteredWithTheirHints() throws {
    try app.registerVocabulary()
    let set = try database.vocabularySets().first { $0.type == .carName }
    #expect(set?.owner == "UnicornCar")
    #expect(
      set?.terms.first
        == SpeakableString(
          spokenPhrase: "Model 3", pronunciationHint: "model three",
          vocabularyIdentifier: "car-model3"))
  }
}
