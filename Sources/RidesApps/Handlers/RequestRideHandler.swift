import AppSupport
import Foundation
import IntentKit
import Store

/// INRequestRideIntentHandling: resolves the trip, prices it in confirm (with the charge the
/// payment sheet shows), then books the ride and has the system charge for it, as one change.
struct RequestRideHandler: RequestRideIntentHandling {
  typealias Response = RequestRideIntentResponse
  let app: RidesApp

  func resolvePickupLocation(for intent: RequestRideIntent) async throws
    -> ResolutionResult<Place>
  {
    try app.resolvePickup(intent.intent.said(RequestRideIntent.pickupLocation))
  }

  func resolveDropOffLocation(for intent: RequestRideIntent) async throws
    -> ResolutionResult<Place>
  {
    try app.resolveDropOff(intent.intent.said(RequestRideIntent.dropOffLocation), in: intent.intent)
  }

  func resolvePartySize(for intent: RequestRideIntent) async throws -> ResolutionResult<Int> {
    try app.resolvePartySize(intent.intent.said(RequestRideIntent.partySize))
  }

  func resolveRideOptionName(for intent: RequestRideIntent) async throws
    -> ResolutionResult<RideOptionChoice>
  {
    try app.resolveRideOption(intent.intent)
  }

  func resolveScheduledPickupTime(for intent: RequestRideIntent) async throws
    -> ResolutionResult<Date>
  {
    app.resolvePickupTime(intent.intent.said(RequestRideIntent.scheduledPickupTime))
  }

  /// The dynamic options of a ride (provide…OptionsCollection): ride options by category, and
  /// places by city, narrowed by the search term.
  func options(for parameter: String, in intent: RequestRideIntent, searchTerm: String?)
    async throws -> OptionCollection?
  {
    switch parameter {
    case RequestRideIntent.rideOptionName.name:
      return try app.rideOptionCollection(searchTerm: searchTerm)
    case RequestRideIntent.pickupLocation.name, RequestRideIntent.dropOffLocation.name:
      return try app.placeCollection(searchTerm: searchTerm)
    default: return nil
    }
  }

  /// Apple: confirm checks that the ride can be booked; the response carries the option priced
  /// for the trip, when the car can be there, and the charge to approve on the payment sheet.
  func confirm(intent: RequestRideIntent) async throws -> Response {
    switch try check(intent) {
    case .refused(let response): return response
    case .ready(let trip):
      let option = trip.service.rideOption(trip.option, from: trip.pickup, to: trip.dropOff)
      let fare = trip.fare
      return Response(
        code: .ready,
        output: [
          OutputField(RideOutput.rideOption, option),
          OutputField(RideOutput.pickupLocation, trip.pickup),
          OutputField(RideOutput.dropOffLocation, trip.dropOff),
          OutputField(RideOutput.pickup, app.spokenPickup(trip.pickupDate)),
          OutputField(PaymentSheetOutput.charge, fare),
          OutputField(PaymentSheetOutput.paymentMethod, try app.paymentMethod(trip.service)),
          OutputField(PaymentSheetOutput.merchant, app.name),
        ])
    }
  }

  func handle(intent: RequestRideIntent) async throws -> Response {
    // Checked again: handle may come without confirm, or long after it.
    let trip: CheckedTrip
    switch try check(intent) {
    case .refused(let response): return response
    case .ready(let ready): trip = ready
    }
    switch try app.book(trip, intentIdentifier: intent.intent.identifier) {
    case .booked(let status):
      return Response(
        code: .success,
        output: [
          OutputField(RideOutput.rideStatus, status),
          OutputField(RideOutput.pickup, app.spokenPickup(status.estimatedPickupDate)),
          OutputField(PaymentSheetOutput.charge, status.fare),
          OutputField(PaymentSheetOutput.paymentMethod, try app.paymentMethod(trip.service)),
        ])
    case .previousRideActive(let status):
      return previousRide(status)
    case .paymentDeclined(let amount):
      // Apple: failureRequiringAppLaunch for what the user can settle in the app, here paying
      // another way.
      return Response(
        code: .failureRequiringAppLaunch,
        output: [
          OutputField(PaymentSheetOutput.charge, amount),
          OutputField(PaymentSheetOutput.paymentMethod, try app.paymentMethod(trip.service)),
        ],
        userActivity: app.activity(
          "choosePaymentMethod",
          ["rideOption": trip.option.id, "amount": amount.decimalText]))
    }
  }

  private enum Checked {
    case refused(Response)
    case ready(CheckedTrip)
  }

  /// The checks confirm and handle share, in the order the user can do something about them.
  private func check(_ typed: RequestRideIntent) throws -> Checked {
    let intent = typed.intent
    let service = try app.service()
    if let obstacle = app.obstacle(service) {
      return .refused(
        app.refusal(
          obstacle, failure: .failure,
          mustVerifyCredentials: .failureRequiringAppLaunchMustVerifyCredentials,
          temporarilyUnavailable: .failureRequiringAppLaunchServiceTemporarilyUnavailable))
    }
    guard let service, let pickup = typed.pickupLocation, let dropOff = typed.dropOffLocation,
      let option = app.option(intent, service)
    else { return .refused(Response(code: .failure)) }
    let now = app.clock.now
    // A ride under way is refused, unless this very intent booked it: handle called again
    // books nothing new and answers with that ride.
    if let active = try app.activeRide(at: now),
      try intent.identifier == nil
        || app.database.ride(id: active.rideIdentifier)?.intentIdentifier != intent.identifier
    {
      return .refused(previousRide(active))
    }
    guard service.covers(pickup), service.covers(dropOff) else {
      return .refused(
        Response(
          code: .failureRequiringAppLaunchNoServiceInArea,
          output: [OutputField(RideOutput.pickupLocation, pickup)]))
    }
    let scheduled = typed.scheduledPickupTime
    if let scheduled,
      scheduled > now.addingTimeInterval(TimeInterval(service.maxScheduleAheadHours * 3600))
    {
      return .refused(
        Response(
          code: .failureRequiringAppLaunchRideScheduledTooFar,
          output: [
            OutputField(RideOutput.maximumHoursAhead, service.maxScheduleAheadHours),
            OutputField(RideOutput.scheduledPickupTime, ClockTime.spoken(scheduled, from: now)),
          ],
          userActivity: app.activity(
            "scheduleRide",
            [
              "rideOption": option.id, RequestRideIntent.pickupLocation.name: pickup.id,
              RequestRideIntent.dropOffLocation.name: dropOff.id,
              RequestRideIntent.scheduledPickupTime.name: scheduled.formatted(.iso8601),
            ])))
    }
    // Resolution keeps a party the option cannot seat out; checked again, as handle trusts no
    // one.
    let partySize = typed.partySize ?? 1
    guard (1...option.capacity).contains(partySize) else {
      return .refused(Response(code: .failure))
    }
    return .ready(
      CheckedTrip(
        service: service, option: option, pickup: pickup, dropOff: dropOff,
        partySize: partySize, asked: scheduled, at: now))
  }

  private func previousRide(_ status: RideStatus) -> Response {
    Response(
      code: .failureRequiringAppLaunchPreviousRideNeedsCompletion,
      output: [OutputField(RideOutput.rideStatus, status)],
      userActivity: app.activity(
        "rideStatus", [CancelRideIntent.rideIdentifier: status.rideIdentifier]))
  }
}
