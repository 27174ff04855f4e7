import Foundation
import IntentKit
import Store

/// INRequestRideIntentHandling: resolves the trip, prices it in confirm (with the charge the
/// payment sheet shows), then books the ride and charges for it in one transaction.
struct RequestRideHandler: IntentHandler {
  typealias Code = RequestRideIntentResponseCode
  let app: RidesApp

  func resolve(_ parameter: String, in intent: Intent) async throws -> ParameterResolution? {
    switch parameter {
    case "pickupLocation": return .single(try app.resolvePickup(intent.parameters[parameter]))
    case "dropOffLocation":
      return .single(try app.resolveDropOff(intent.parameters[parameter], in: intent))
    case "partySize": return .single(try app.resolvePartySize(intent.parameters[parameter]))
    case "rideOptionName": return .single(try app.resolveRideOption(intent))
    case "scheduledPickupTime": return .single(app.resolvePickupTime(intent.parameters[parameter]))
    default: return nil
    }
  }

  /// The dynamic options of a ride (provide…OptionsCollection): ride options by category, and
  /// places by city, narrowed by the search term.
  func options(for parameter: String, in intent: Intent, searchTerm: String?) async throws
    -> OptionCollection?
  {
    switch parameter {
    case "rideOptionName": return try app.rideOptionCollection(searchTerm: searchTerm)
    case "pickupLocation", "dropOffLocation": return try app.placeCollection(searchTerm: searchTerm)
    default: return nil
    }
  }

  /// Apple: confirm checks that the ride can be booked; the response carries the option priced
  /// for the trip, when the car can be there, and the charge to approve.
  func confirm(_ intent: Intent) async throws -> IntentResponse {
    switch try check(intent) {
    case .refused(let response): return response
    case .ready(let trip):
      let option = trip.service.rideOption(trip.option, from: trip.pickup, to: trip.dropOff)
      let fare = trip.service.fare(for: trip.option, from: trip.pickup, to: trip.dropOff)
      return .rides(
        Code.ready,
        [
          OutputField("rideOption", .rideOption(option)),
          OutputField("pickupLocation", .place(trip.pickup)),
          OutputField("dropOffLocation", .place(trip.dropOff)),
          OutputField("pickup", .string(app.spokenPickup(trip.pickupDate))),
          OutputField("charge", .currencyAmount(fare)),
          OutputField("paymentMethod", .string(try app.paymentMethod(trip.service))),
          OutputField("merchant", .string(app.name)),
        ])
    }
  }

  func handle(_ intent: Intent) async throws -> IntentResponse {
    // Checked again: handle may come without confirm, or long after it.
    let trip: Trip
    switch try check(intent) {
    case .refused(let response): return response
    case .ready(let ready): trip = ready
    }
    let order = RideOrder(
      app: app.name, optionId: trip.option.id, pickupPlaceId: trip.pickup.id,
      dropOffPlaceId: trip.dropOff.id, partySize: trip.partySize,
      scheduledPickupDate: trip.scheduled, intentIdentifier: intent.identifier)
    switch try app.database.bookRide(order, at: app.clock.now) {
    case .booked(let status):
      return .rides(
        Code.success,
        [
          OutputField("rideStatus", .rideStatus(status)),
          OutputField("pickup", .string(app.spokenPickup(status.estimatedPickupDate))),
          OutputField("charge", .currencyAmount(status.fare)),
          OutputField("paymentMethod", .string(try app.paymentMethod(trip.service))),
        ])
    case .previousRideActive(let status):
      return previousRide(status)
    case .paymentDeclined(let amount):
      // Apple: failureRequiringAppLaunch for what the user can settle in the app, here paying
      // another way.
      return .rides(
        Code.failureRequiringAppLaunch,
        [
          OutputField("charge", .currencyAmount(amount)),
          OutputField("paymentMethod", .string(try app.paymentMethod(trip.service))),
        ],
        activity: app.activity(
          "choosePaymentMethod",
          ["rideOption": trip.option.id, "amount": amount.decimalText]))
    }
  }

  /// A trip every check passed.
  private struct Trip {
    var service: RideService
    var option: RideOptionSpec
    var pickup: Place
    var dropOff: Place
    var partySize: Int
    var scheduled: Date?
    var pickupDate: Date
  }

  private enum Checked {
    case refused(IntentResponse)
    case ready(Trip)
  }

  /// The checks confirm and handle share, in the order the user can do something about them.
  private func check(_ intent: Intent) throws -> Checked {
    let service = try app.service()
    if let obstacle = app.obstacle(service) {
      return .refused(
        app.refusal(
          obstacle, failure: Code.failure,
          mustVerifyCredentials: Code.failureRequiringAppLaunchMustVerifyCredentials,
          temporarilyUnavailable: Code.failureRequiringAppLaunchServiceTemporarilyUnavailable))
    }
    guard let service, let pickup = intent.parameters["pickupLocation"]?.place,
      let dropOff = intent.parameters["dropOffLocation"]?.place,
      let option = app.option(intent, service)
    else { return .refused(.rides(Code.failure)) }
    let now = app.clock.now
    // A ride under way is refused, unless this very intent booked it: handle called again
    // books nothing new and answers with that ride.
    if let active = try app.database.activeRide(app: app.name, at: now),
      try intent.identifier == nil
        || app.database.ride(id: active.rideIdentifier)?.intentIdentifier != intent.identifier
    {
      return .refused(previousRide(active))
    }
    guard service.covers(pickup), service.covers(dropOff) else {
      return .refused(
        .rides(
          Code.failureRequiringAppLaunchNoServiceInArea,
          [OutputField("pickupLocation", .place(pickup))]))
    }
    let scheduled = intent.parameters["scheduledPickupTime"]?.date
    let soonest = now.addingTimeInterval(TimeInterval(option.etaMinutes * 60))
    if let scheduled,
      scheduled > now.addingTimeInterval(TimeInterval(service.maxScheduleAheadHours * 3600))
    {
      return .refused(
        .rides(
          Code.failureRequiringAppLaunchRideScheduledTooFar,
          [
            OutputField("maximumHoursAhead", .integer(service.maxScheduleAheadHours)),
            OutputField("scheduledPickupTime", .string(ClockTime.spoken(scheduled, from: now))),
          ],
          activity: app.activity(
            "scheduleRide",
            [
              "rideOption": option.id, "pickupLocation": pickup.id, "dropOffLocation": dropOff.id,
              "scheduledPickupTime": scheduled.formatted(.iso8601),
            ])))
    }
    // A time sooner than a car can come is as soon as one can.
    let booked = scheduled.flatMap { $0 > soonest ? $0 : nil }
    return .ready(
      Trip(
        service: service, option: option, pickup: pickup, dropOff: dropOff,
        partySize: intent.parameters["partySize"]?.integer ?? 1, scheduled: booked,
        pickupDate: booked ?? soonest))
  }

  private func previousRide(_ status: RideStatus) -> IntentResponse {
    .rides(
      Code.failureRequiringAppLaunchPreviousRideNeedsCompletion,
      [OutputField("rideStatus", .rideStatus(status))],
      activity: app.activity("rideStatus", ["rideIdentifier": status.rideIdentifier]))
  }
}
