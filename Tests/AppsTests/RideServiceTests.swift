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

/// A database on the demo data set.
private func demoDatabase() throws -> AppDatabase {
  let database = try AppDatabase.inMemory()
  try database.importDataSet(
    DataSetLoader.load(DataSetLoader.demoFolder, appKinds: InstalledApps.kinds()))
  return database
}

/// The demo service's prices, area and times, computed from the places alone.
@Suite struct RideServiceTests {
  let database: AppDatabase
  let service: RideService
  let ferry: Place
  let airport: Place

  init() throws {
    database = try demoDatabase()
    service = RideService(try #require(try database.rideService(app: "UnicornRides")))
    ferry = try #require(try database.place(id: "place-ferry-building"))
    airport = try #require(try database.place(id: "place-sfo"))
  }

  @Test func theDemoServiceIsImported() throws {
    #expect(service.currency == "USD")
    #expect(service.paymentAccount == "acct-1")
    #expect(service.options.map(\.name) == ["RainbowCar", "SparkleCar", "UniPool"])
    #expect(service.options.map(\.capacity) == [4, 6, 2])
    #expect(service.options.map(\.etaMinutes) == [4, 7, 9])
    #expect(service.cancellationFee == usd(500))
    #expect(service.freeCancellationMinutes == 5)
    #expect(service.credentialsVerified && service.serviceAvailable && !service.feedbackPending)
    #expect(
      service.drivers(of: "ride-option.rainbow").map(\.name) == ["Aurora Bright", "Finn Castillo"])
    #expect(try database.rideService(app: "UnicornPay") == nil)
  }

  @Test func optionIdsAreTheVocabularyIdentifiersOfTheBundledVocabulary() throws {
    let files = try AppIntentVocabularyLoader.load(folders: [
      AppIntentVocabularyLoader.bundledFolder
    ])
    let rides = try #require(files.first { $0.app == "UnicornRides" })
    let identifiers = rides.parameterVocabularies.flatMap(\.items).map(\.identifier)
    #expect(service.options.map(\.id) == identifiers)
    #expect(
      service.options.map(\.speakableName.spokenPhrase) == ["RainbowCar", "SparkleCar", "UniPool"])
  }

  @Test func aFareIsTheBaseFarePlusThePricePerKmRoundedOnce() throws {
    let fares = service.options.map { service.fare(for: $0, from: ferry, to: airport) }
    #expect(fares == [usd(19_81), usd(33_18), usd(14_15)])
    // The same trip backwards costs the same; a trip to where one is costs the base fare.
    #expect(service.options.map { service.fare(for: $0, from: airport, to: ferry) } == fares)
    #expect(service.fare(for: service.options[0], from: ferry, to: ferry) == usd(3_50))
  }

  @Test func anOptionIsPricedAtTheFareItWillBeCharged() throws {
    let options = service.rideOptions(from: ferry, to: airport)
    #expect(options.map(\.minimumPrice) == [usd(19_81), usd(33_18), usd(14_15)])
    #expect(options.map(\.maximumPrice) == options.map(\.minimumPrice))
    #expect(
      options[0].name
        == SpeakableString(spokenPhrase: "RainbowCar", vocabularyIdentifier: "ride-option.rainbow"))
    #expect(options.map(\.etaMinutes) == [4, 7, 9])
    #expect(options.map(\.capacity) == [4, 6, 2])
  }

  @Test func theServiceCoversTheBayAreaButNotLakeTahoe() throws {
    for id in [
      "place-home", "place-sfo", "place-oak", "place-main-street-oakland",
      "place-golden-gate-park",
    ] {
      #expect(service.covers(try #require(try database.place(id: id))), "\(id)")
    }
    #expect(!service.covers(try #require(try database.place(id: "place-lake-tahoe"))))
  }

  @Test func aTripTakesItsDistanceAtThirtyKmAnHourRoundedUpAndAtLeastThreeMinutes() throws {
    #expect(service.tripMinutes(from: ferry, to: airport) == 39)
    let mainStreet = try #require(try database.place(id: "place-main-street-sf"))
    #expect(service.tripMinutes(from: ferry, to: mainStreet) == 3)
    #expect(RideService.tripMinutes(kilometres: 5.0) == 10)
    #expect(RideService.tripMinutes(kilometres: 5.01) == 11)
  }

  @Test func aRideMayBeScheduledUpToTheServicesHoursAhead() {
    let now = Date(timeIntervalSince1970: 1_800_000_000)
    #expect(service.latestScheduledPickup(bookedAt: now) == now.addingTimeInterval(48 * 3600))
  }
}
