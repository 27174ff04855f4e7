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

/// UnicornRides on the demo data at 9:00 AM on Nov 21, 2026 (replay's clock): the device at the
/// Ferry Building; RainbowCar (4 seats, 4 minutes away), SparkleCar (6, 7 minutes) and UniPool
/// (2, 9 minutes) paid from Checking ($2,340.15); cancelling free for 5 minutes, then $5.00;
/// rides booked up to 48 hours ahead.
struct RidesFixture {
  static let start = ISO8601DateFormatter().date(from: "2026-11-21T09:00:00Z")!

  let database: AppDatabase
  let clock: ManualClock
  let app: RidesApp

  init(_ change: (inout DataSet) -> Void = { _ in }) throws {
    var dataSet = try DataSetLoader.load(DataSetLoader.demoFolder, appKinds: InstalledApps.kinds())
    change(&dataSet)
    database = try AppDatabase.inMemory()
    try database.importDataSet(dataSet)
    clock = ManualClock(Self.start)
    app = RidesApp(name: "UnicornRides", database: database, clock: clock)
  }

  /// The demo with UnicornRides' rideServices.json record changed.
  static func service(_ change: @escaping (inout RideServiceRecord) -> Void) throws
    -> RidesFixture
  {
    try RidesFixture { change(&$0.rideServices[0]) }
  }

  func handler(_ intent: IntentName) throws -> any IntentHandler {
    try #require(app.handlers[intent])
  }

  func resolve(_ intent: Intent, _ parameter: String) async throws -> ResolutionResult<IntentValue>
  {
    let resolution = try await handler(intent.name).resolve(parameter, in: intent)
    return try #require(resolution?.results.first)
  }

  func confirm(_ intent: Intent) async throws -> IntentResponse {
    try await handler(intent.name).confirm(intent)
  }

  func handle(_ intent: Intent) async throws -> IntentResponse {
    try await handler(intent.name).handle(intent)
  }

  func place(_ id: String) throws -> Place { try #require(try database.place(id: id)) }

  /// A resolved ride request: from the Ferry Building unless said, with an option by id.
  func ride(
    to dropOff: String = "place-sfo", from pickup: String = "place-ferry-building",
    option: String = "ride-option.rainbow", party: Int? = nil, at time: Date? = nil,
    identifier: String? = "intent-1"
  ) throws -> Intent {
    let service = RideService(try #require(try database.rideService(app: "UnicornRides")))
    let spec = try #require(service.option(id: option))
    var parameters: [String: IntentValue] = [
      "pickupLocation": .place(try place(pickup)), "dropOffLocation": .place(try place(dropOff)),
      "rideOptionName": .speakable(spec.speakableName),
    ]
    if let party { parameters["partySize"] = .integer(party) }
    if let time { parameters["scheduledPickupTime"] = .date(time) }
    return Intent(
      name: .requestRide, app: "UnicornRides", parameters: parameters, identifier: identifier)
  }

  func intent(_ name: IntentName, _ parameters: [String: IntentValue] = [:]) -> Intent {
    Intent(name: name, app: "UnicornRides", parameters: parameters)
  }

  /// Books a ride through confirm and handle, as the dialog does once the fare is approved.
  @discardableResult
  func book(_ intent: Intent) async throws -> RideStatus {
    #expect(try await confirm(intent).code.name == "ready")
    let response = try await handle(intent)
    #expect(response.code.name == "success")
    return try #require(response["rideStatus"].flatMap(RidesFixture.status))
  }

  func checking() throws -> Int? {
    try database.paymentAccount(id: "acct-1")?.balance?.minorUnits
  }

  func minutes(_ count: Double) -> Date { Self.start.addingTimeInterval(count * 60) }

  static func status(_ value: IntentValue) -> RideStatus? {
    if case .rideStatus(let status) = value { return status }
    return nil
  }
}

extension IntentResponse {
  subscript(_ name: String) -> IntentValue? { output.first { $0.name == name }?.value }
}

/// Dollars, in cents.
func usd(_ minorUnits: Int) -> CurrencyAmount {
  CurrencyAmount(minorUnits: minorUnits, currencyCode: "USD")
}

private func said(_ words: String) -> IntentValue { .string(words) }

/// Resolving the places, the option, the party and the time of a ride request.
@Suite struct RideResolutionTests {
  let rides: RidesFixture

  init() throws { rides = try RidesFixture() }

  func request(_ parameters: [String: IntentValue]) -> Intent {
    rides.intent(.requestRide, parameters)
  }

  func unsupportedReason(_ result: ResolutionResult<IntentValue>) -> RideUnsupportedReason? {
    guard case .unsupported(let reason?) = result else { return nil }
    return RideUnsupportedReason(rawValue: reason.rawValue)
  }

  func detail(_ result: ResolutionResult<IntentValue>) -> IntentValue? {
    guard case .unsupported(let reason?) = result else { return nil }
    return reason.detail
  }

  @Test func noPickupSaidIsWhereTheDeviceIs() async throws {
    #expect(
      try await rides.resolve(request([:]), "pickupLocation")
        == .success(.place(try rides.place("place-ferry-building"))))
  }

  @Test func aPickupSaidIsFoundOnTheMap() async throws {
    #expect(
      try await rides.resolve(request(["pickupLocation": said("my house")]), "pickupLocation")
        == .success(.place(try rides.place("place-home"))))
  }

  @Test func noDropOffSaidIsAskedFor() async throws {
    #expect(try await rides.resolve(request([:]), "dropOffLocation") == .needsValue)
    #expect(
      try await rides.resolve(request(["dropOffLocation": said("  ")]), "dropOffLocation")
        == .needsValue)
  }

  @Test func twoPlacesOfTheNameAreOfferedEachWithItsCity() async throws {
    let result = try await rides.resolve(
      request(["dropOffLocation": said("Main Street")]), "dropOffLocation")
    guard case .disambiguation(let options) = result else {
      Issue.record("expected disambiguation, got \(result)")
      return
    }
    #expect(
      options.compactMap(\.place?.id) == ["place-main-street-sf", "place-main-street-oakland"])
    #expect(options.compactMap(\.place?.city) == ["San Francisco", "Oakland"])
  }

  @Test func aPlaceChosenFromTheListComesBackAsItself() async throws {
    let oakland = try rides.place("place-main-street-oakland")
    #expect(
      try await rides.resolve(request(["dropOffLocation": .place(oakland)]), "dropOffLocation")
        == .success(.place(oakland)))
  }

  @Test func aDropOffOutsideTheAreaIsUnsupportedWithThePlace() async throws {
    let result = try await rides.resolve(
      request(["dropOffLocation": said("Tahoe")]), "dropOffLocation")
    #expect(unsupportedReason(result) == .noServiceInArea)
    #expect(detail(result) == .place(try rides.place("place-lake-tahoe")))
  }

  @Test func aPlaceNotOnTheMapIsUnsupportedAsNoMatch() async throws {
    #expect(
      try await rides.resolve(request(["dropOffLocation": said("the moon")]), "dropOffLocation")
        == .noMatch)
    #expect(
      try await rides.resolve(request(["pickupLocation": said("the moon")]), "pickupLocation")
        == .noMatch)
  }

  @Test func aDropOffWhereTheRidePicksUpIsUnsupported() async throws {
    let here = try await rides.resolve(
      request(["dropOffLocation": said("the ferry building")]), "dropOffLocation")
    #expect(unsupportedReason(here) == .sameAsPickup)
    let home = try rides.place("place-home")
    let same = try await rides.resolve(
      request(["pickupLocation": .place(home), "dropOffLocation": said("home")]),
      "dropOffLocation")
    #expect(unsupportedReason(same) == .sameAsPickup)
    #expect(detail(same) == .place(home))
  }

  @Test func theVocabularyIdentifierPicksTheOption() async throws {
    let rainbow = SpeakableString(
      spokenPhrase: "rainbow car", vocabularyIdentifier: "ride-option.rainbow")
    let result = try await rides.resolve(
      request(["rideOptionName": .speakable(rainbow)]), "rideOptionName")
    guard case .success(.speakable(let name)) = result else {
      Issue.record("expected success, got \(result)")
      return
    }
    #expect(name.vocabularyIdentifier == "ride-option.rainbow")
    #expect(name.spokenPhrase == "RainbowCar")
  }

  @Test func anOptionSaidByNameIsFoundAndByPartOfItsNameConfirmed() async throws {
    let exact = try await rides.resolve(
      request(["rideOptionName": said("sparklecar")]), "rideOptionName")
    #expect(exact.kind == "success")
    let partly = try await rides.resolve(
      request(["rideOptionName": said("sparkle")]), "rideOptionName")
    guard case .confirmationRequired(.speakable(let name)?, _) = partly else {
      Issue.record("expected confirmationRequired, got \(partly)")
      return
    }
    #expect(name.vocabularyIdentifier == "ride-option.sparkle")
  }

  @Test func anOptionTheAppDoesNotHaveIsUnsupported() async throws {
    #expect(
      try await rides.resolve(request(["rideOptionName": said("limo")]), "rideOptionName")
        == .noMatch)
  }

  @Test func noOptionSaidOffersThoseThatSeatThePartyPricedForTheTrip() async throws {
    let intent = request([
      "pickupLocation": .place(try rides.place("place-ferry-building")),
      "dropOffLocation": .place(try rides.place("place-sfo")), "partySize": .integer(3),
    ])
    let result = try await rides.resolve(intent, "rideOptionName")
    guard case .disambiguation(let options) = result else {
      Issue.record("expected disambiguation, got \(result)")
      return
    }
    let priced = options.compactMap(\.rideOption)
    #expect(priced.map(\.name.spokenPhrase) == ["RainbowCar", "SparkleCar"])
    // The price each shows is the fare the payment sheet will charge.
    #expect(priced.map(\.minimumPrice) == [usd(19_81), usd(33_18)])
    #expect(priced.map(\.maximumPrice) == [usd(19_81), usd(33_18)])
    #expect(priced.map(\.etaMinutes) == [4, 7])
  }

  @Test func anOptionTooSmallForThePartyIsUnsupportedWithItsSeats() async throws {
    let result = try await rides.resolve(
      request(["rideOptionName": said("UniPool"), "partySize": .integer(3)]), "rideOptionName")
    #expect(unsupportedReason(result) == .rideOptionTooSmall)
    #expect(detail(result) == .integer(2))
  }

  @Test func aPartyOfNoneOrMoreThanTheLargestCarSeatsIsUnsupported() async throws {
    let none = try await rides.resolve(request(["partySize": .integer(0)]), "partySize")
    #expect(unsupportedReason(none) == .partySizeTooSmall)
    let fifty = try await rides.resolve(request(["partySize": .integer(50)]), "partySize")
    #expect(unsupportedReason(fifty) == .partySizeTooLarge)
    #expect(detail(fifty) == .integer(6))
    #expect(
      try await rides.resolve(request(["partySize": .integer(6)]), "partySize")
        == .success(.integer(6)))
    #expect(try await rides.resolve(request([:]), "partySize") == .notRequired)
  }

  @Test func aTimeIsReadAgainstTheClock() async throws {
    #expect(
      try await rides.resolve(request(["scheduledPickupTime": said("6pm")]), "scheduledPickupTime")
        == .success(.date(rides.minutes(9 * 60))))
    #expect(try await rides.resolve(request([:]), "scheduledPickupTime") == .notRequired)
  }

  @Test func aTimeThatHasPassedIsUnsupported() async throws {
    let result = try await rides.resolve(
      request(["scheduledPickupTime": said("yesterday at 5pm")]), "scheduledPickupTime")
    #expect(unsupportedReason(result) == .timeInPast)
  }

  @Test func aTimeThatCannotBeReadIsUnsupportedAsUnreadable() async throws {
    #expect(
      try await rides.resolve(
        request(["scheduledPickupTime": said("whenever suits")]), "scheduledPickupTime")
        == .unreadable)
  }
}

/// What confirm answers for a resolved ride request, a listing and a cancellation.
@Suite struct RideConfirmTests {
  @Test func aRideThatCanBeBookedIsReadyWithItsFareAndTheChargeToApprove() async throws {
    let rides = try RidesFixture()
    let response = try await rides.confirm(try rides.ride())
    #expect(response.code.name == "ready")
    #expect(response["charge"] == .currencyAmount(usd(19_81)))
    #expect(response["paymentMethod"] == .string("Checking ending 4821"))
    #expect(response["merchant"] == .string("UnicornRides"))
    #expect(response["pickup"] == .string("in 4 minutes"))
    #expect(response["rideOption"]?.rideOption?.minimumPrice == usd(19_81))
  }

  @Test func signedOutMustVerifyCredentials() async throws {
    let rides = try RidesFixture.service { $0.credentialsVerified = false }
    #expect(
      try await rides.confirm(try rides.ride()).code.name
        == "failureRequiringAppLaunchMustVerifyCredentials")
    let list = rides.intent(
      .listRideOptions, ["pickupLocation": .place(try rides.place("place-ferry-building"))])
    #expect(
      try await rides.confirm(list).code.name == "failureRequiringAppLaunchMustVerifyCredentials")
    #expect(
      try await rides.confirm(rides.intent(.getRideStatus)).code.name
        == "failureRequiringAppLaunchMustVerifyCredentials")
    let cancel = try await rides.confirm(rides.intent(.cancelRide))
    #expect(cancel.code.name == "failure")
    #expect(cancel["problem"] == .string("signIn"))
  }

  @Test func anOutageIsServiceTemporarilyUnavailable() async throws {
    let rides = try RidesFixture.service { $0.serviceAvailable = false }
    #expect(
      try await rides.confirm(try rides.ride()).code.name
        == "failureRequiringAppLaunchServiceTemporarilyUnavailable")
    #expect(
      try await rides.confirm(rides.intent(.getRideStatus)).code.name
        == "failureRequiringAppLaunchServiceTemporarilyUnavailable")
    #expect(try await rides.confirm(rides.intent(.cancelRide))["problem"] == .string("unavailable"))
  }

  @Test func aPickupOutsideTheAreaIsNoServiceInArea() async throws {
    let rides = try RidesFixture()
    let response = try await rides.confirm(try rides.ride(from: "place-lake-tahoe"))
    #expect(response.code.name == "failureRequiringAppLaunchNoServiceInArea")
    #expect(response["pickupLocation"] == .place(try rides.place("place-lake-tahoe")))
    let list = rides.intent(
      .listRideOptions, ["pickupLocation": .place(try rides.place("place-lake-tahoe"))])
    #expect(try await rides.confirm(list).code.name == "failureRequiringAppLaunchNoServiceInArea")
  }

  @Test func aRideBeyondHowFarAheadTheAppBooksIsScheduledTooFar() async throws {
    let rides = try RidesFixture()
    let response = try await rides.confirm(try rides.ride(at: rides.minutes(49 * 60)))
    #expect(response.code.name == "failureRequiringAppLaunchRideScheduledTooFar")
    #expect(response["maximumHoursAhead"] == .integer(48))
    #expect(
      try await rides.confirm(try rides.ride(at: rides.minutes(47 * 60))).code.name == "ready")
  }

  @Test func anotherRideUnderWayIsPreviousRideNeedsCompletion() async throws {
    let rides = try RidesFixture()
    try await rides.book(try rides.ride(to: "place-union-square"))
    let second = try await rides.confirm(try rides.ride(identifier: "intent-2"))
    #expect(second.code.name == "failureRequiringAppLaunchPreviousRideNeedsCompletion")
    #expect(
      second["rideStatus"].flatMap(RidesFixture.status)?.dropOffLocation.id == "place-union-square")
    let list = rides.intent(
      .listRideOptions, ["pickupLocation": .place(try rides.place("place-ferry-building"))])
    #expect(
      try await rides.confirm(list).code.name
        == "failureRequiringAppLaunchPreviousRideNeedsCompletion")
  }

  @Test func aRideWaitingForFeedbackStopsTheListing() async throws {
    let rides = try RidesFixture.service { $0.feedbackPending = true }
    let list = rides.intent(
      .listRideOptions, ["pickupLocation": .place(try rides.place("place-ferry-building"))])
    #expect(try await rides.confirm(list).code.name == "failurePreviousRideNeedsFeedback")
  }

  @Test func theListingPricesEachOptionForTheTrip() async throws {
    let rides = try RidesFixture()
    let list = rides.intent(
      .listRideOptions,
      [
        "pickupLocation": .place(try rides.place("place-ferry-building")),
        "dropOffLocation": .place(try rides.place("place-sfo")),
      ])
    #expect(try await rides.confirm(list).code.name == "ready")
    let response = try await rides.handle(list)
    #expect(response.code.name == "success")
    #expect(response["priced"] == .boolean(true))
    let options = (response["rideOptions"]?.items ?? []).compactMap(\.rideOption)
    #expect(options.map(\.minimumPrice) == [usd(19_81), usd(33_18), usd(14_15)])
  }
}

/// Booking, paying, following and cancelling.
@Suite struct RideBookingTests {
  @Test func bookingChargesTheFareOnceHoweverOftenHandleIsCalled() async throws {
    let rides = try RidesFixture()
    let intent = try rides.ride()
    let first = try await rides.book(intent)
    let again = try await rides.handle(intent)
    #expect(again.code.name == "success")
    #expect(
      again["rideStatus"].flatMap(RidesFixture.status)?.rideIdentifier == first.rideIdentifier)
    #expect(try rides.database.rides(app: "UnicornRides").count == 1)
    #expect(try rides.checking() == 234_015 - 19_81)
    #expect(try rides.database.payments(app: "UnicornPay").map(\.kind) == [.purchase])
  }

  @Test func aDeclinedPaymentBooksNothing() async throws {
    let rides = try RidesFixture { dataSet in
      let index = dataSet.accounts.firstIndex { $0.id == "acct-1" }!
      dataSet.accounts[index].balance = "12.50"
    }
    let intent = try rides.ride()
    #expect(try await rides.confirm(intent).code.name == "ready")
    let response = try await rides.handle(intent)
    #expect(response.code.name == "failureRequiringAppLaunch")
    #expect(response["charge"] == .currencyAmount(usd(19_81)))
    #expect(try rides.database.rides(app: "UnicornRides").isEmpty)
    #expect(try rides.checking() == 12_50)
    #expect(try rides.app.activeRide(at: rides.clock.now) == nil)
  }

  @Test func theStatusFollowsThePhasesAsTheClockMoves() async throws {
    let rides = try RidesFixture()
    try await rides.book(try rides.ride(to: "place-union-square"))
    let status = try rides.handler(.getRideStatus)
    // 4 minutes to the pickup, a minute there, 3 minutes to Union Square.
    let expected: [(Double, RidePhase)] = [
      (0, .received), (1, .confirmed), (2, .approachingPickup), (1, .pickup), (1, .ongoing),
      (3, .completed),
    ]
    for (minutes, phase) in expected {
      rides.clock.advance(by: minutes * 60)
      let response = try await status.handle(rides.intent(.getRideStatus))
      #expect(response.code.name == "success")
      let ride = response["rideStatus"].flatMap(RidesFixture.status)
      #expect(ride?.phase == phase, "\(phase)")
      #expect((ride?.driver == nil) == (phase == .received), "\(phase)")
    }
    // Some minutes after the drop-off there is no ride to report.
    rides.clock.advance(by: 10 * 60)
    #expect(try await status.handle(rides.intent(.getRideStatus))["rideStatus"] == nil)
  }

  @Test func aScheduledRideIsReportedByItsTime() async throws {
    let rides = try RidesFixture()
    try await rides.book(try rides.ride(at: rides.minutes(9 * 60)))
    rides.clock.advance(by: 60)
    let response = try await rides.handle(rides.intent(.getRideStatus))
    #expect(response["pickup"] == .string("at 6:00 PM"))
    #expect(
      response["rideStatus"].flatMap(RidesFixture.status)?.scheduledPickupDate
        == rides.minutes(9 * 60))
  }

  @Test func cancellingWithinTheFreeMinutesQuotesUntilWhenAndChargesNothing() async throws {
    let rides = try RidesFixture()
    try await rides.book(try rides.ride())
    rides.clock.advance(by: 2 * 60)
    let confirm = try await rides.confirm(rides.intent(.cancelRide))
    #expect(confirm.code.name == "ready")
    #expect(confirm["freeUntil"] == .string("9:05 AM"))
    #expect(confirm["cancellationFee"] == nil)
    let response = try await rides.handle(rides.intent(.cancelRide))
    #expect(response.code.name == "success")
    #expect(response["cancellationFee"] == nil)
    #expect(try rides.checking() == 234_015)
  }

  @Test func cancellingAfterTheFreeMinutesChargesTheFeeAndRefundsTheFare() async throws {
    let rides = try RidesFixture()
    try await rides.book(try rides.ride(option: "ride-option.sparkle"))
    rides.clock.advance(by: 6 * 60)
    let confirm = try await rides.confirm(rides.intent(.cancelRide))
    #expect(confirm.code.name == "ready")
    #expect(confirm["cancellationFee"] == .currencyAmount(usd(5_00)))
    let response = try await rides.handle(rides.intent(.cancelRide))
    #expect(response.code.name == "success")
    #expect(response["cancellationFee"] == .currencyAmount(usd(5_00)))
    #expect(try rides.checking() == 234_015 - 5_00)
    #expect(try rides.app.activeRide(at: rides.clock.now) == nil)
  }

  @Test func aRideBookedAheadIsFreeToCancelUntilShortlyBeforeItsPickup() async throws {
    let rides = try RidesFixture()
    try await rides.book(try rides.ride(at: rides.minutes(9 * 60)))
    rides.clock.advance(by: 60 * 60)
    let confirm = try await rides.confirm(rides.intent(.cancelRide))
    #expect(confirm["freeUntil"] == .string("5:55 PM"))
    #expect(confirm["cancellationFee"] == nil)
  }

  @Test func cancellingIsRefusedOnceOnTheWayAndWhenThereIsNoRide() async throws {
    let rides = try RidesFixture()
    let none = try await rides.confirm(rides.intent(.cancelRide))
    #expect(none.code.name == "failure")
    #expect(none["problem"] == .string("noRide"))
    try await rides.book(try rides.ride(to: "place-union-square"))
    rides.clock.advance(by: 6 * 60)
    let late = try await rides.confirm(rides.intent(.cancelRide))
    #expect(late.code.name == "failure")
    #expect(late["problem"] == .string("tooLate"))
    #expect(try await rides.handle(rides.intent(.cancelRide))["problem"] == .string("tooLate"))
    #expect(try rides.checking() == 234_015 - 4_74)
  }
}
