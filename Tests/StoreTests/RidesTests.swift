import Apps
import Foundation
import GRDB
import IntentKit
import Testing

@testable import Store

private func usd(_ minorUnits: Int) -> CurrencyAmount {
  CurrencyAmount(minorUnits: minorUnits, currencyCode: "USD")
}

/// The gazetteer: places found by what the user calls them.
@Suite struct PlaceMatchingTests {
  let database: AppDatabase

  init() throws { database = try demoDatabase() }

  func ids(_ said: String) throws -> [String] {
    try database.places(matching: said).map(\.id)
  }

  @Test func anAliasSaidExactlyFindsItsPlaceWhateverTheCaseArticleOrPunctuation() throws {
    #expect(try ids("the airport") == ["place-sfo"])
    #expect(try ids("Airport?") == ["place-sfo"])
    #expect(try ids("sfo") == ["place-sfo"])
    #expect(try ids("my house") == ["place-home"])
    #expect(try ids("Home.") == ["place-home"])
    #expect(try ids("my office") == ["place-work"])
    #expect(try ids("The Train Station") == ["place-caltrain"])
  }

  @Test func aNameTwoPlacesShareFindsBothInDataSetOrder() throws {
    let both = try database.places(matching: "Main Street")
    #expect(both.map(\.id) == ["place-main-street-sf", "place-main-street-oakland"])
    #expect(both.map(\.city) == ["San Francisco", "Oakland"])
    #expect(both.allSatisfy { $0.address == "100 Main Street" })
    #expect(try ids("main street oakland") == ["place-main-street-oakland"])
  }

  @Test func anExactMatchWinsOverPlacesThatOnlyContainTheWords() throws {
    // "airport" is an alias of SFO; Oakland's airport only contains the word.
    #expect(try ids("airport") == ["place-sfo"])
  }

  @Test func wordsSaidWholeFindEveryPlaceWhoseNameOrAliasHoldsThem() throws {
    #expect(try ids("international airport") == ["place-sfo", "place-oak"])
    #expect(try ids("oakland") == ["place-oak", "place-main-street-oakland"])
    #expect(try ids("golden gate") == ["place-golden-gate-park"])
    #expect(try ids("the ferry") == ["place-ferry-building"])
    // Whole words only, in order.
    #expect(try ids("gate golden").isEmpty)
    #expect(try ids("gold").isEmpty)
  }

  @Test func somethingNoPlaceIsCalledFindsNone() throws {
    #expect(try ids("the moon").isEmpty)
    #expect(try ids("  ").isEmpty)
    #expect(try ids("the").isEmpty)
  }

  @Test func placesAreFoundByIdAndTheDeviceIsAtTheFerryBuilding() throws {
    let airport = try #require(try database.place(id: "place-sfo"))
    #expect(airport.name == "San Francisco International Airport")
    #expect(try database.place(id: "place-nowhere") == nil)
    #expect(try database.currentPlace()?.id == "place-ferry-building")
  }
}

/// places.json, rideServices.json and device.json's place: each problem one line naming the
/// file and key path.
@Suite struct RideDataFileTests {
  func problem(_ text: String, file: String, apps: String? = nil) throws -> String? {
    var files = ["dataset.json": #"{"extends": "demo"}"#, file: text]
    if let apps { files["apps.json"] = apps }
    let url = try folder(files)
    do {
      _ = try DataSetLoader.load(url, appKinds: InstalledApps.kinds())
      return nil
    } catch let error as DataSetError {
      #expect(error.file == url.appendingPathComponent(file).path)
      return error.problem
    }
  }

  /// The demo's rideServices.json with `change` applied to its one record.
  func service(_ change: (inout RideServiceRecord) -> Void) throws -> String {
    var record = try #require(
      try DataSetLoader.load(DataSetLoader.demoFolder, appKinds: InstalledApps.kinds()).rideServices
        .first)
    change(&record)
    return String(decoding: try JSONEncoder().encode([record]), as: UTF8.self)
  }

  /// Each database's stored terms are its own, read alternately: a record decoded before is
  /// reused only for the same bytes.
  @Test func twoDatabasesWithDifferentTermsEachReadTheirOwn() throws {
    let demo = try demoDatabase()
    let changed = try AppDatabase.inMemory()
    let folder = try folder([
      "dataset.json": #"{"extends": "demo"}"#,
      "rideServices.json": try service {
        $0.cancellationFee = "7.50"
        $0.feedbackPending = true
      },
    ])
    try changed.importDataSet(DataSetLoader.load(folder, appKinds: InstalledApps.kinds()))
    for _ in 0..<2 {
      let demoTerms = try #require(try demo.rideService(app: "UnicornRides"))
      let changedTerms = try #require(try changed.rideService(app: "UnicornRides"))
      #expect(demoTerms.cancellationFee == "5.00")
      #expect(!demoTerms.feedbackPending)
      #expect(changedTerms.cancellationFee == "7.50")
      #expect(changedTerms.feedbackPending)
    }
  }

  @Test func theDemoDataSetImportsItsPlacesAndService() throws {
    let dataSet = try DataSetLoader.load(DataSetLoader.demoFolder, appKinds: InstalledApps.kinds())
    #expect(dataSet.places.count == 11)
    #expect(dataSet.rideServices.map(\.app) == ["UnicornRides"])
    #expect(dataSet.device.currentPlace == "place-ferry-building")
    #expect(dataSet.apps.first { $0.name == "UnicornRides" }?.kind == "rides")
  }

  @Test func eachPlaceMistakeNamesItsKeyPath() throws {
    let cases: [(String, String)] = [
      (
        #"[{"id": "a", "name": "A", "latitude": 1, "longitude": 1}, {"id": "a", "name": "B", "latitude": 1, "longitude": 1}]"#,
        #"[1].id: empty or duplicate id "a""#
      ),
      (#"[{"id": "a", "name": " ", "latitude": 1, "longitude": 1}]"#, "[0].name: empty"),
      (
        #"[{"id": "a", "name": "A", "aliases": ["ok", "?"], "latitude": 1, "longitude": 1}]"#,
        "[0].aliases[1]: empty"
      ),
      (
        #"[{"id": "a", "name": "A", "latitude": 91, "longitude": 1}]"#,
        "[0].latitude: expected a latitude between -90 and 90"
      ),
      (
        #"[{"id": "a", "name": "A", "latitude": 1, "longitude": -181}]"#,
        "[0].longitude: expected a longitude between -180 and 180"
      ),
      (#"[{"id": "a", "name": "A", "latitude": 1}]"#, "[0].longitude: missing required key"),
    ]
    // The demo's device is at a place these lack: that is device.json's problem, checked after.
    for (text, expected) in cases {
      #expect(try problem(text, file: "places.json") == expected)
    }
  }

  @Test func theDevicesPlaceMustBeAPlace() throws {
    let device = #"{"currentPlace": "place-mars"}"#
    #expect(
      try problem(device, file: "device.json")
        == #"currentPlace: no place "place-mars" in places.json"#)
  }

  @Test func eachServiceMistakeNamesItsKeyPath() throws {
    let cases: [(String, String)] = [
      (
        try service { $0.app = "UnicornPay" }, #"[0].app: no app of kind rides called "UnicornPay""#
      ),
      (
        try service { $0.currency = "usd" },
        #"[0].currency: expected an ISO 4217 code such as "USD""#
      ),
      (
        try service { $0.currency = "EUR" },
        #"[0].currency: "EUR" is not the currency of account "acct-1" (USD)"#
      ),
      (
        try service { $0.paymentAccount = "acct-9" },
        #"[0].paymentAccount: no account "acct-9" in accounts.json"#
      ),
      (
        try service { $0.paymentAccount = "acct-5" },
        #"[0].paymentAccount: "acct-5" is a credit account, which cannot pay for rides"#
      ),
      (
        try service { $0.serviceArea.latitude = -100 },
        "[0].serviceArea.latitude: expected a latitude between -90 and 90"
      ),
      (
        try service { $0.serviceArea.radiusKm = 0 },
        "[0].serviceArea.radiusKm: expected a number above zero"
      ),
      (
        try service { $0.maxScheduleAheadHours = 0 },
        "[0].maxScheduleAheadHours: expected a number above zero"
      ),
      (
        try service { $0.cancellationFee = "5.001" },
        #"[0].cancellationFee: expected a decimal amount such as "5.00", exact in USD"#
      ),
      (
        try service { $0.freeCancellationMinutes = -1 },
        "[0].freeCancellationMinutes: expected zero or more minutes"
      ),
      (try service { $0.options = [] }, "[0].options: at least one option is needed"),
      (
        try service { $0.options[2].id = "ride-option.rainbow" },
        #"[0].options[2].id: empty or duplicate id "ride-option.rainbow""#
      ),
      (try service { $0.options[1].name = "" }, "[0].options[1].name: empty"),
      (
        try service { $0.options[1].name = "rainbowcar" },
        "[0].options[1].name: another option of UnicornRides has this name"
      ),
      (
        try service { $0.options[0].capacity = 0 },
        "[0].options[0].capacity: expected a number above zero"
      ),
      (
        try service { $0.options[0].baseFare = "0" },
        #"[0].options[0].baseFare: expected a decimal amount above zero such as "2.50", exact in USD"#
      ),
      (
        try service { $0.options[0].perKm = "cheap" },
        #"[0].options[0].perKm: expected a decimal amount above zero such as "2.50", exact in USD"#
      ),
      (
        try service { $0.options[2].etaMinutes = -3 },
        "[0].options[2].etaMinutes: expected a number above zero"
      ),
      (
        try service { $0.drivers[0].option = "ride-option.broom" },
        #"[0].drivers[0].option: no option "ride-option.broom" in options"#
      ),
      (try service { $0.drivers[3].licensePlate = "" }, "[0].drivers[3].licensePlate: empty"),
      (
        try service { $0.drivers.removeLast() },
        #"[0].drivers: no driver for option "ride-option.pool""#
      ),
      (#"[{"app": "UnicornRides"}]"#, "[0].currency: missing required key"),
      ("[]", #"no record for "UnicornRides", which supports requestRide (apps.json [5])"#),
    ]
    for (text, expected) in cases {
      #expect(try problem(text, file: "rideServices.json") == expected)
    }
  }

  @Test func twoRecordsForOneAppAreRefused() throws {
    let one = try service { _ in }.dropFirst().dropLast()
    #expect(
      try problem("[\(one), \(one)]", file: "rideServices.json")
        == #"[1].app: another record is for "UnicornRides""#)
  }

  @Test func ridesIsAKnownAppKindThatHandlesTheFourRideIntents() throws {
    let apps =
      #"[{"name": "UnicornRides", "kind": "rides", "intentsSupported": ["getRideStatus", "sendMessage"]}]"#
    #expect(
      try problem(apps, file: "apps.json")
        == #"[0].intentsSupported[1]: an app of kind rides cannot handle "sendMessage""#)
  }
}

@Suite struct RidesMigrationTests {
  /// A state file from before v7 keeps its payments, and may then record purchases.
  @Test func migrationKeepsPaymentsAndAllowsPurchases() throws {
    let queue = try DatabaseQueue()
    try Schema.migrator.migrate(queue, upTo: "v6-payments")
    try queue.write { db in
      try db.execute(
        sql: """
          INSERT INTO paymentAccounts (id, app, nickname, type, currency)
            VALUES ('acct-1', 'UnicornPay', 'Checking', 'checking', 'USD');
          INSERT INTO ledgerEntries (transferId, accountId, minorUnits, currency, createdAt)
            VALUES ('opening', 'acct-1', 5000, 'USD', 'x'), ('opening', 'external', -5000, 'USD', 'x');
          INSERT INTO payments (id, app, kind, contactId, fromAccount, minorUnits, currency,
              status, intentIdentifier, createdAt)
            VALUES ('pay-1', 'UnicornPay', 'send', 'c-ana', 'acct-1', 100, 'USD', 'completed', 'i-1', 'x');
          """)
    }
    let database = try AppDatabase(queue)
    #expect(try database.payments(app: "UnicornPay").map(\.id) == ["pay-1"])
    #expect(try database.payment(intentIdentifier: "i-1")?.kind == .send)
    let purchase = try database.record(
      .purchase(
        app: "UnicornPay", from: "acct-1", amount: usd(250), note: "a ride",
        intentIdentifier: nil), at: Date(timeIntervalSince1970: 0))
    #expect(purchase.status == .completed && purchase.id == "pay-2")
    #expect(try database.currentPlace() == nil)
  }
}
