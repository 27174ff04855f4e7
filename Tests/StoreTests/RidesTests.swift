import Apps
import Foundation
import GRDB
import IntentKit
import Testing

@testable import RidesApps
@testable import Store

/// A database on the demo data set.
private func demoDatabase() throws -> AppDatabase {
  let database = try AppDatabase.inMemory()
  try database.importDataSet(
    DataSetLoader.load(DataSetLoader.demoFolder, appKinds: InstalledApps.kinds()))
  return database
}

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

/// Booking, the lifecycle and cancelling, against the payments ledger.
@Suite struct RideBookingTests {
  let database: AppDatabase
  let now = Date(timeIntervalSince1970: 1_800_000_000)

  init() throws { database = try demoDatabase() }

  /// The demo's ride service, whose terms price an order as UnicornRides would.
  var service: RideService {
    get throws { RideService(try #require(try database.rideService(app: "UnicornRides"))) }
  }

  func order(
    _ option: String = "ride-option.rainbow", to dropOff: String = "place-sfo",
    id: String? = nil, scheduled: Date? = nil
  ) throws -> RideOrder {
    let service = try service
    let spec = try #require(service.option(id: option))
    let pickup = try #require(try database.place(id: "place-ferry-building"))
    let destination = try database.place(id: dropOff) ?? pickup
    return RideOrder(
      app: "UnicornRides", optionId: option, optionName: spec.speakableName,
      pickupPlaceId: "place-ferry-building", dropOffPlaceId: dropOff, partySize: 1,
      scheduledPickupDate: scheduled, intentIdentifier: id,
      fare: service.fare(for: spec, from: pickup, to: destination),
      payFrom: service.paymentAccount, etaMinutes: spec.etaMinutes,
      tripMinutes: service.tripMinutes(from: pickup, to: destination),
      drivers: service.drivers(of: option))
  }

  /// Cancels as UnicornRides does: from its account, with its terms' fee.
  func cancel(_ id: String, at date: Date) throws -> RideCancellation {
    let service = try service
    return try database.cancelRide(id: id, at: date, payFrom: service.paymentAccount) {
      service.cancellationFee(for: $0, at: date)
    }
  }

  func minutes(_ count: Double) -> Date { now.addingTimeInterval(count * 60) }

  func balance() throws -> Int? {
    try database.paymentAccounts(app: "UnicornPay").first { $0.identifier == "acct-1" }?.balance?
      .minorUnits
  }

  func book(_ order: RideOrder, at date: Date? = nil) throws -> RideStatus {
    guard case .booked(let status) = try database.bookRide(order, at: date ?? now) else {
      Issue.record("not booked")
      throw RideOrderError(description: "not booked")
    }
    return status
  }

  func rideCount() throws -> Int {
    try database.writer.read { db in try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM rides") ?? 0 }
  }

  @Test func bookingChargesTheAccountOnceAndTheLedgerBalances() throws {
    let status = try book(try order(id: "intent-1"))
    #expect(status.rideIdentifier == "ride-1")
    #expect(status.fare == usd(19_81))
    #expect(status.phase == .received)
    #expect(status.driver == nil)
    #expect(status.pickupLocation.id == "place-ferry-building")
    #expect(status.dropOffLocation.name == "San Francisco International Airport")
    #expect(status.estimatedPickupDate == minutes(4))
    #expect(status.estimatedDropOffDate == minutes(4 + 1 + 39))
    #expect(try balance() == 234_015 - 19_81)
    let payments = try database.payments(app: "UnicornPay")
    #expect(payments.map(\.kind) == [.purchase])
    #expect(payments.first?.note == "UnicornRides ride to San Francisco International Airport")
    #expect(payments.first?.contactId == nil)
    #expect(try database.ride(id: "ride-1")?.paymentId == payments.first?.id)
    #expect(try database.ledgerTotals() == ["USD": 0, "EUR": 0])
  }

  @Test func aRepeatedIntentIdentifierBooksOnce() throws {
    let first = try book(try order(id: "intent-1"))
    let again = try database.bookRide(
      try order("ride-option.sparkle", id: "intent-1"), at: minutes(2))
    #expect(
      again
        == .booked(try #require(try database.rideStatus(id: first.rideIdentifier, at: minutes(2)))))
    #expect(try rideCount() == 1)
    #expect(try database.payments(app: "UnicornPay").count == 1)
    #expect(try balance() == 234_015 - 19_81)
  }

  @Test func aSecondBookingWhileARideIsUnderWayIsRefusedWritingNothing() throws {
    let first = try book(try order())
    let paymentsBefore = try database.payments(app: "UnicornPay")
    let refused = try database.bookRide(
      try order("ride-option.sparkle", to: "place-home"), at: minutes(10))
    #expect(
      refused
        == .previousRideActive(
          try #require(try database.rideStatus(id: first.rideIdentifier, at: minutes(10)))))
    #expect(try database.activeRide(app: "UnicornRides", at: minutes(10))?.phase == .ongoing)
    #expect(try rideCount() == 1)
    #expect(try database.payments(app: "UnicornPay") == paymentsBefore)
    // Once it is completed, another may be booked.
    #expect(try database.activeRide(app: "UnicornRides", at: minutes(44)) == nil)
    #expect(try book(try order(to: "place-home"), at: minutes(44)).rideIdentifier == "ride-2")
  }

  @Test func aFareTheAccountCannotPayBooksNoRide() throws {
    _ = try database.record(
      .send(
        app: "UnicornPay", to: "c-john-baily", from: "acct-1", amount: usd(234_015 - 10_00),
        note: nil, intentIdentifier: nil), at: now)
    #expect(
      try database.bookRide(try order(id: "intent-2"), at: now) == .paymentDeclined(usd(19_81)))
    #expect(try rideCount() == 0)
    #expect(try database.activeRide(app: "UnicornRides", at: now) == nil)
    #expect(try database.payments(app: "UnicornPay").last?.status == .failed)
    #expect(try balance() == 10_00)
    // The cheaper UniPool to a nearer place is within reach.
    #expect(try book(try order("ride-option.pool", to: "place-home")).fare == usd(5_28))
    #expect(try database.ledgerTotals() == ["USD": 0, "EUR": 0])
  }

  @Test func driversTakeTurnsWithinAnOption() throws {
    var drivers: [String?] = []
    for trip in 0..<3 {
      let start = minutes(Double(trip) * 60)
      let status = try book(try order(to: "place-home"), at: start)
      drivers.append(
        try database.rideStatus(id: status.rideIdentifier, at: start.addingTimeInterval(60))?
          .driver?.name)
    }
    #expect(drivers == ["Aurora Bright", "Finn Castillo", "Aurora Bright"])
  }

  @Test func eachPhaseStartsAtItsMinute() throws {
    let id = try book(try order()).rideIdentifier
    // Pickup 4 minutes after booking, a minute there, then 39 minutes to the airport.
    let expected: [(Double, RidePhase)] = [
      (0, .received), (0.99, .received), (1, .confirmed), (1.99, .confirmed),
      (2, .approachingPickup), (3.99, .approachingPickup), (4, .pickup), (4.99, .pickup),
      (5, .ongoing), (43.99, .ongoing), (44, .completed), (600, .completed),
    ]
    for (minute, phase) in expected {
      #expect(try database.rideStatus(id: id, at: minutes(minute))?.phase == phase, "\(minute)")
    }
    #expect(try database.rideStatus(id: id, at: minutes(0.5))?.driver == nil)
    #expect(
      try database.rideStatus(id: id, at: minutes(1))?.driver
        == RideDriver(name: "Aurora Bright", vehicle: "white Toyota Prius", licensePlate: "7RNB042")
    )
    #expect(try database.rideStatus(id: "ride-99", at: now) == nil)
  }

  @Test func aScheduledRideStaysConfirmedUntilTwoMinutesBeforeItsTime() throws {
    let pickup = minutes(180)
    let status = try book(try order(scheduled: pickup))
    #expect(status.scheduledPickupDate == pickup)
    #expect(status.estimatedPickupDate == pickup)
    let expected: [(Double, RidePhase)] = [
      (0, .received), (1, .confirmed), (177.99, .confirmed), (178, .approachingPickup),
      (180, .pickup), (181, .ongoing), (220, .completed),
    ]
    for (minute, phase) in expected {
      #expect(
        try database.rideStatus(id: status.rideIdentifier, at: minutes(minute))?.phase == phase,
        "\(minute)")
    }
    // It is under way from the booking: no second ride meanwhile.
    #expect(
      try database.activeRide(app: "UnicornRides", at: minutes(60))?.rideIdentifier
        == status.rideIdentifier)
  }

  @Test func cancellingWithinTheFreeMinutesRefundsTheFareAndChargesNothing() throws {
    // A SparkleCar is 7 minutes away: still coming when the 5 free minutes end.
    let id = try book(try order("ride-option.sparkle")).rideIdentifier
    let ride = try #require(try database.ride(id: id))
    let service = try service
    #expect(service.freeCancellationEnds(for: ride) == minutes(5))
    #expect(service.cancellationFee(for: ride, at: minutes(5)) == nil)
    #expect(try cancel(id, at: minutes(5)) == .cancelled(fee: nil))
    #expect(try balance() == 234_015)
    #expect(try database.activeRide(app: "UnicornRides", at: minutes(5)) == nil)
    #expect(try database.rideStatus(id: id, at: minutes(5))?.phase == .completed)
    #expect(try database.payments(app: "UnicornPay").map(\.kind) == [.purchase, .refund])
    #expect(try database.ledgerTotals() == ["USD": 0, "EUR": 0])
  }

  @Test func cancellingAfterTheFreeMinutesChargesTheFee() throws {
    let pickup = minutes(60)
    let id = try book(try order(scheduled: pickup)).rideIdentifier
    let ride = try #require(try database.ride(id: id))
    let service = try service
    // Booked an hour ahead: free until the free minutes before the pickup, not after booking.
    #expect(service.freeCancellationEnds(for: ride) == minutes(55))
    #expect(service.cancellationFee(for: ride, at: minutes(30)) == nil)
    #expect(service.cancellationFee(for: ride, at: minutes(55.01)) == usd(5_00))
    #expect(try cancel(id, at: minutes(56)) == .cancelled(fee: usd(5_00)))
    #expect(try balance() == 234_015 - 5_00)
    let fee = try #require(try database.payments(app: "UnicornPay").last)
    #expect(fee.kind == .purchase && fee.note == "UnicornRides cancellation fee")
    #expect(try database.ride(id: id)?.cancellationPaymentId == fee.id)
    // Cancelling again changes nothing and says the same.
    #expect(try cancel(id, at: minutes(57)) == .cancelled(fee: usd(5_00)))
    #expect(try balance() == 234_015 - 5_00)
    #expect(try database.ledgerTotals() == ["USD": 0, "EUR": 0])
  }

  @Test func cancellingIsRefusedOnceTheRiderIsPickedUp() throws {
    let id = try book(try order()).rideIdentifier
    // At the pickup it may still be cancelled; from then on it is too late.
    let ride = try #require(try database.ride(id: id))
    #expect(ride.canBeCancelled(at: minutes(4.5)))
    let ongoing = try #require(try database.rideStatus(id: id, at: minutes(5)))
    #expect(try cancel(id, at: minutes(5)) == .tooLate(ongoing))
    let completed = try #require(try database.rideStatus(id: id, at: minutes(50)))
    #expect(try cancel(id, at: minutes(50)) == .tooLate(completed))
    #expect(try balance() == 234_015 - 19_81)
    #expect(try database.payments(app: "UnicornPay").count == 1)
  }

  @Test func cancellingARideThatDoesNotExistSaysSo() throws {
    #expect(try cancel("ride-42", at: now) == .notFound)
  }

  @Test func ordersThatCouldNeverBeRightAreRefused() throws {
    // Which options there are and whom they seat is the app's to check; a place that does
    // not exist, no one riding, or paying from no account is no order at all.
    var wrong = try order(to: "place-nowhere")
    #expect(throws: RideOrderError.self) { try database.bookRide(wrong, at: now) }
    wrong = try order()
    wrong.partySize = 0
    #expect(throws: RideOrderError.self) { try database.bookRide(wrong, at: now) }
    wrong = try order()
    wrong.payFrom = "acct-none"
    #expect(throws: RideOrderError.self) { try database.bookRide(wrong, at: now) }
    #expect(try rideCount() == 0)
    #expect(try database.payments(app: "UnicornPay").isEmpty)
  }

  @Test func importingAgainForgetsTheRides() throws {
    _ = try book(try order())
    try database.importDataSet(
      DataSetLoader.load(DataSetLoader.demoFolder, appKinds: InstalledApps.kinds()))
    #expect(try rideCount() == 0)
    #expect(try database.activeRide(app: "UnicornRides", at: now) == nil)
    #expect(try balance() == 234_015)
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
