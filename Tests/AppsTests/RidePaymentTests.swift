import Apps
import Foundation
import IntentKit
import Store
import Testing

@testable import AppSupport
@testable import RidesApps

/// Booking, the lifecycle and cancelling, paid through the system's payment sheet: UnicornRides
/// never reads UnicornPay's accounts, yet the ledger balances after every change.
@Suite struct RidePaymentTests {
  let database: AppDatabase
  let clock: ManualClock
  let app: RidesApp
  let now = Date(timeIntervalSince1970: 1_800_000_000)

  init() throws {
    database = try AppDatabase.inMemory()
    try database.importDataSet(
      DataSetLoader.load(DataSetLoader.demoFolder, appKinds: InstalledApps.kinds()))
    clock = ManualClock(now)
    app = RidesApp(name: "UnicornRides", database: database, clock: clock)
  }

  /// The demo's ride service, whose terms price a request as UnicornRides does.
  var service: RideService {
    get throws { RideService(try #require(try database.rideService(app: "UnicornRides"))) }
  }

  /// What a test books: an option to a place from the Ferry Building, under an intent
  /// identifier, for a time.
  struct Request {
    var option: String
    var dropOff: String
    var id: String?
    var scheduled: Date?
    var partySize = 1
  }

  func request(
    _ option: String = "ride-option.rainbow", to dropOff: String = "place-sfo",
    id: String? = nil, scheduled: Date? = nil
  ) -> Request {
    Request(option: option, dropOff: dropOff, id: id, scheduled: scheduled)
  }

  /// The trip as UnicornRides checks it at `date`, paid from `account` (its terms' by default).
  func trip(_ request: Request, at date: Date, paying account: String? = nil) throws
    -> CheckedTrip
  {
    var service = try service
    if let account { service.paymentAccount = account }
    return CheckedTrip(
      service: service, option: try #require(service.option(id: request.option)),
      pickup: try #require(try database.place(id: "place-ferry-building")),
      dropOff: try #require(try database.place(id: request.dropOff)),
      partySize: request.partySize, asked: request.scheduled, at: date)
  }

  func booking(_ request: Request, at date: Date? = nil, paying account: String? = nil) throws
    -> RideBooking
  {
    clock.set(to: date ?? now)
    return try app.book(
      trip(request, at: date ?? now, paying: account), intentIdentifier: request.id)
  }

  func book(_ request: Request, at date: Date? = nil) throws -> RideStatus {
    let booking = try booking(request, at: date)
    guard case .booked(let status) = booking else { throw NotBooked(booking: booking) }
    return status
  }

  struct NotBooked: Error { var booking: RideBooking }

  func cancel(_ id: String, at date: Date) throws -> RideCancellation {
    clock.set(to: date)
    return try app.cancel(ride: id, under: try service)
  }

  func minutes(_ count: Double) -> Date { now.addingTimeInterval(count * 60) }

  func balance() throws -> Int? {
    try database.paymentAccounts(app: "UnicornPay").first { $0.identifier == "acct-1" }?.balance?
      .minorUnits
  }

  func rideCount() throws -> Int { try database.rides(app: "UnicornRides").count }

  /// A ride's status at `date`, as the app tells it.
  func status(_ id: String, at date: Date) throws -> RideStatus? {
    try database.ride(id: id)?.status(at: date)
  }

  @Test func bookingChargesTheAccountOnceAndTheLedgerBalances() throws {
    let status = try book(request(id: "intent-1"))
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

  @Test func thePaymentSheetShowsTheAccountTheAppIsPaidFrom() throws {
    #expect(try app.paymentMethod(try service) == "Checking ending 4821")
    #expect(try app.payments.method(paying: "acct-none") == nil)
  }

  @Test func aRepeatedIntentIdentifierBooksOnce() throws {
    let first = try book(request(id: "intent-1"))
    let again = try booking(request("ride-option.sparkle", id: "intent-1"), at: minutes(2))
    #expect(
      again
        == .booked(try #require(try status(first.rideIdentifier, at: minutes(2)))))
    #expect(try rideCount() == 1)
    #expect(try database.payments(app: "UnicornPay").count == 1)
    #expect(try balance() == 234_015 - 19_81)
  }

  @Test func aSecondBookingWhileARideIsUnderWayIsRefusedWritingNothing() throws {
    let first = try book(request())
    let paymentsBefore = try database.payments(app: "UnicornPay")
    let refused = try booking(request("ride-option.sparkle", to: "place-home"), at: minutes(10))
    #expect(
      refused
        == .previousRideActive(
          try #require(try status(first.rideIdentifier, at: minutes(10)))))
    #expect(try app.activeRide(at: minutes(10))?.phase == .ongoing)
    #expect(try rideCount() == 1)
    #expect(try database.payments(app: "UnicornPay") == paymentsBefore)
    // Once it is completed, another may be booked.
    #expect(try app.activeRide(at: minutes(44)) == nil)
    #expect(try book(request(to: "place-home"), at: minutes(44)).rideIdentifier == "ride-2")
  }

  @Test func aFareTheAccountCannotPayBooksNoRide() throws {
    _ = try database.record(
      .send(
        app: "UnicornPay", to: "c-john-baily", from: "acct-1", amount: usd(234_015 - 10_00),
        note: nil, intentIdentifier: nil), at: now)
    #expect(try booking(request(id: "intent-2")) == .paymentDeclined(usd(19_81)))
    #expect(try rideCount() == 0)
    #expect(try app.activeRide(at: now) == nil)
    #expect(try database.payments(app: "UnicornPay").last?.status == .failed)
    #expect(try balance() == 10_00)
    // The cheaper UniPool to a nearer place is within reach.
    #expect(try book(request("ride-option.pool", to: "place-home")).fare == usd(5_28))
    #expect(try database.ledgerTotals() == ["USD": 0, "EUR": 0])
  }

  @Test func aBookingThatFailsAfterThePaymentUndoesThePayment() throws {
    var impossible = request(id: "intent-3")
    impossible.partySize = 0
    #expect(throws: RideOrderError.self) { try booking(impossible) }
    #expect(try database.payments(app: "UnicornPay").isEmpty)
    #expect(try balance() == 234_015)
    #expect(try rideCount() == 0)
  }

  @Test func payingFromNoAccountIsRefusedWritingNothing() throws {
    #expect(throws: PaymentSheetError.self) { try booking(request(), paying: "acct-none") }
    #expect(try rideCount() == 0)
    #expect(try database.payments(app: "UnicornPay").isEmpty)
  }

  @Test func driversTakeTurnsWithinAnOption() throws {
    var drivers: [String?] = []
    for trip in 0..<3 {
      let start = minutes(Double(trip) * 60)
      let status = try book(request(to: "place-home"), at: start)
      drivers.append(
        try self.status(status.rideIdentifier, at: start.addingTimeInterval(60))?
          .driver?.name)
    }
    #expect(drivers == ["Aurora Bright", "Finn Castillo", "Aurora Bright"])
  }

  @Test func eachPhaseStartsAtItsMinute() throws {
    let id = try book(request()).rideIdentifier
    // Pickup 4 minutes after booking, a minute there, then 39 minutes to the airport.
    let expected: [(Double, RidePhase)] = [
      (0, .received), (0.99, .received), (1, .confirmed), (1.99, .confirmed),
      (2, .approachingPickup), (3.99, .approachingPickup), (4, .pickup), (4.99, .pickup),
      (5, .ongoing), (43.99, .ongoing), (44, .completed), (600, .completed),
    ]
    for (minute, phase) in expected {
      #expect(try status(id, at: minutes(minute))?.phase == phase, "\(minute)")
    }
    #expect(try status(id, at: minutes(0.5))?.driver == nil)
    #expect(
      try status(id, at: minutes(1))?.driver
        == RideDriver(name: "Aurora Bright", vehicle: "white Toyota Prius", licensePlate: "7RNB042")
    )
    #expect(try status("ride-99", at: now) == nil)
  }

  @Test func aScheduledRideStaysConfirmedUntilTwoMinutesBeforeItsTime() throws {
    let pickup = minutes(180)
    let status = try book(request(scheduled: pickup))
    #expect(status.scheduledPickupDate == pickup)
    #expect(status.estimatedPickupDate == pickup)
    let expected: [(Double, RidePhase)] = [
      (0, .received), (1, .confirmed), (177.99, .confirmed), (178, .approachingPickup),
      (180, .pickup), (181, .ongoing), (220, .completed),
    ]
    for (minute, phase) in expected {
      #expect(
        try self.status(status.rideIdentifier, at: minutes(minute))?.phase == phase,
        "\(minute)")
    }
    // It is under way from the booking: no second ride meanwhile.
    #expect(
      try app.activeRide(at: minutes(60))?.rideIdentifier
        == status.rideIdentifier)
  }

  @Test func cancellingWithinTheFreeMinutesRefundsTheFareAndChargesNothing() throws {
    // A SparkleCar is 7 minutes away: still coming when the 5 free minutes end.
    let id = try book(request("ride-option.sparkle")).rideIdentifier
    let ride = try #require(try database.ride(id: id))
    let service = try service
    #expect(service.freeCancellationEnds(for: ride) == minutes(5))
    #expect(service.cancellationFee(for: ride, at: minutes(5)) == nil)
    #expect(try cancel(id, at: minutes(5)) == .cancelled(fee: nil))
    #expect(try balance() == 234_015)
    #expect(try app.activeRide(at: minutes(5)) == nil)
    #expect(try status(id, at: minutes(5))?.phase == .completed)
    #expect(try database.payments(app: "UnicornPay").map(\.kind) == [.purchase, .refund])
    #expect(try database.ledgerTotals() == ["USD": 0, "EUR": 0])
  }

  @Test func cancellingAfterTheFreeMinutesChargesTheFee() throws {
    let pickup = minutes(60)
    let id = try book(request(scheduled: pickup)).rideIdentifier
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
    let id = try book(request()).rideIdentifier
    // At the pickup it may still be cancelled; from then on it is too late.
    let ride = try #require(try database.ride(id: id))
    #expect(ride.canBeCancelled(at: minutes(4.5)))
    let ongoing = try #require(try status(id, at: minutes(5)))
    #expect(try cancel(id, at: minutes(5)) == .tooLate(ongoing))
    let completed = try #require(try status(id, at: minutes(50)))
    #expect(try cancel(id, at: minutes(50)) == .tooLate(completed))
    #expect(try balance() == 234_015 - 19_81)
    #expect(try database.payments(app: "UnicornPay").count == 1)
  }

  @Test func cancellingARideThatDoesNotExistSaysSo() throws {
    #expect(try cancel("ride-42", at: now) == .notFound)
  }

  @Test func importingAgainForgetsTheRides() throws {
    _ = try book(request())
    try database.importDataSet(
      DataSetLoader.load(DataSetLoader.demoFolder, appKinds: InstalledApps.kinds()))
    #expect(try rideCount() == 0)
    #expect(try app.activeRide(at: now) == nil)
    #expect(try balance() == 234_015)
  }
}

/// What the ledger itself refuses, whatever an app asks: rides that could never be right.
@Suite struct RideRecordTests {
  @Test func recordsThatCouldNeverBeRightAreRefusedWritingNothing() throws {
    let database = try AppDatabase.inMemory()
    try database.importDataSet(
      DataSetLoader.load(DataSetLoader.demoFolder, appKinds: InstalledApps.kinds()))
    let now = Date(timeIntervalSince1970: 1_800_000_000)
    var order = RideOrder(
      app: "UnicornRides", optionId: "ride-option.rainbow",
      optionName: SpeakableString(spokenPhrase: "RainbowCar"), pickupPlaceId: "place-home",
      dropOffPlaceId: "place-sfo", fare: usd(19_81), paymentId: "pay-none",
      pickupDate: now.addingTimeInterval(240), dropOffDate: now.addingTimeInterval(2_100),
      driver: nil)
    // Unpaid: no payment with that id.
    #expect(throws: RideOrderError.self) { try database.bookRide(order, at: now) }
    let paid = try database.record(
      .purchase(
        app: "UnicornPay", from: "acct-1", amount: usd(19_81), note: "a ride",
        intentIdentifier: nil), at: now)
    order.paymentId = paid.id
    order.dropOffPlaceId = "place-nowhere"
    #expect(throws: RideOrderError.self) { try database.bookRide(order, at: now) }
    order.dropOffPlaceId = "place-sfo"
    order.partySize = 0
    #expect(throws: RideOrderError.self) { try database.bookRide(order, at: now) }
    #expect(try database.rides(app: "UnicornRides").isEmpty)
    order.partySize = 1
    order.dropOffDate = now
    #expect(throws: RideOrderError.self) { try database.bookRide(order, at: now) }
    #expect(try database.rides(app: "UnicornRides").isEmpty)
    // Nor is a ride cancelled that is not there, or twice.
    #expect(throws: RideOrderError.self) {
      try database.recordCancellation(
        ofRide: "ride-9", at: now, refundPaymentId: paid.id, fee: nil)
    }
    order.dropOffDate = now.addingTimeInterval(2_100)
    let ride = try database.bookRide(order, at: now)
    try database.recordCancellation(ofRide: ride.id, at: now, refundPaymentId: paid.id, fee: nil)
    #expect(throws: RideOrderError.self) {
      try database.recordCancellation(ofRide: ride.id, at: now, refundPaymentId: paid.id, fee: nil)
    }
  }
}
