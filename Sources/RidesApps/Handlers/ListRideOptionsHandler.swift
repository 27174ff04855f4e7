import AppSupport
import IntentKit
import Store

/// INListRideOptionsIntentHandling: the options for a trip, each priced and with how soon it
/// can come. Without a drop-off the prices are not known and only the waits are given.
struct ListRideOptionsHandler: ListRideOptionsIntentHandling {
  typealias Response = ListRideOptionsIntentResponse
  let app: RidesApp

  func resolvePickupLocation(for intent: ListRideOptionsIntent) async throws
    -> ResolutionResult<Place>
  {
    try app.resolvePickup(intent.intent.said(ListRideOptionsIntent.pickupLocation))
  }

  func resolveDropOffLocation(for intent: ListRideOptionsIntent) async throws
    -> ResolutionResult<Place>
  {
    guard let said = intent.intent.said(ListRideOptionsIntent.dropOffLocation) else {
      return .notRequired
    }
    return try app.resolveDropOff(said, in: intent.intent)
  }

  func confirm(intent: ListRideOptionsIntent) async throws -> Response {
    switch try check(intent) {
    case .refused(let response): return response
    case .ready: return Response(code: .ready)
    }
  }

  func handle(intent: ListRideOptionsIntent) async throws -> Response {
    switch try check(intent) {
    case .refused(let response): return response
    case .ready(let service, let pickup):
      let options = try service.options.map { try app.priced($0, intent.intent, service) }
      var output = [
        OutputField(RideOutput.rideOptions, options),
        OutputField(RideOutput.pickupLocation, pickup),
        OutputField(RideOutput.priced, intent.dropOffLocation != nil),
      ]
      if let dropOff = intent.dropOffLocation {
        output.append(OutputField(RideOutput.dropOffLocation, dropOff))
      }
      return Response(code: .success, output: output)
    }
  }

  private enum Checked {
    case refused(Response)
    case ready(RideService, Place)
  }

  private func check(_ intent: ListRideOptionsIntent) throws -> Checked {
    let service = try app.service()
    if let obstacle = app.obstacle(service) {
      return .refused(
        app.refusal(
          obstacle, failure: .failure,
          mustVerifyCredentials: .failureRequiringAppLaunchMustVerifyCredentials,
          temporarilyUnavailable: .failureRequiringAppLaunchServiceTemporarilyUnavailable))
    }
    guard let service, let pickup = intent.pickupLocation else {
      return .refused(Response(code: .failure))
    }
    if service.feedbackPending {
      return .refused(Response(code: .failurePreviousRideNeedsFeedback))
    }
    if let active = try app.activeRide(at: app.clock.now) {
      return .refused(
        Response(
          code: .failureRequiringAppLaunchPreviousRideNeedsCompletion,
          output: [OutputField(RideOutput.rideStatus, active)],
          userActivity: app.activity(
            "rideStatus", [CancelRideIntent.rideIdentifier: active.rideIdentifier])))
    }
    guard service.covers(pickup) else {
      return .refused(
        Response(
          code: .failureRequiringAppLaunchNoServiceInArea,
          output: [OutputField(RideOutput.pickupLocation, pickup)]))
    }
    return .ready(service, pickup)
  }
}
