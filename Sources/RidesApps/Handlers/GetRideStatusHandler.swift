import AppSupport
import Foundation
import IntentKit
import Store

/// INGetRideStatusIntentHandling: the ride under way, in the phase the device clock puts it;
/// for a while after its drop-off, the ride just completed. It has no parameters to resolve.
struct GetRideStatusHandler: GetRideStatusIntentHandling {
  typealias Response = GetRideStatusIntentResponse
  let app: RidesApp

  /// How long after its drop-off a ride is still reported, as completed.
  static let completedShownFor: TimeInterval = 10 * 60

  func confirm(intent: GetRideStatusIntent) async throws -> Response {
    try refusal() ?? Response(code: .ready)
  }

  func handle(intent: GetRideStatusIntent) async throws -> Response {
    if let refusal = try refusal() { return refusal }
    let now = app.clock.now
    guard let ride = try app.activeRide(at: now) ?? justCompleted(now)
    else {
      // No ride under way is an answer, not a failure: rideStatus stays empty.
      return Response(code: .success)
    }
    // A ride booked for later is said by its time; one coming now by its minutes away.
    let pickup =
      ride.scheduledPickupDate != nil
      ? app.spokenTime(ride.estimatedPickupDate) : app.spokenPickup(ride.estimatedPickupDate)
    return Response(
      code: .success,
      output: [
        OutputField(RideOutput.rideStatus, ride),
        OutputField(RideOutput.minutesToPickup, app.minutes(until: ride.estimatedPickupDate)),
        OutputField(RideOutput.minutesToDropOff, app.minutes(until: ride.estimatedDropOffDate)),
        OutputField(RideOutput.pickup, pickup),
        OutputField(RideOutput.dropOffTime, ClockTime.spoken(ride.estimatedDropOffDate)),
      ])
  }

  /// The latest ride when it was dropped off (not cancelled) within the last minutes.
  private func justCompleted(_ now: Date) throws -> RideStatus? {
    guard let latest = try app.database.latestRide(app: app.name), latest.cancelledAt == nil,
      now >= latest.dropOffDate,
      now < latest.dropOffDate.addingTimeInterval(Self.completedShownFor)
    else { return nil }
    return latest.status(at: now)
  }

  private func refusal() throws -> Response? {
    app.obstacle(try app.service()).map {
      app.refusal(
        $0, failure: .failure,
        mustVerifyCredentials: .failureRequiringAppLaunchMustVerifyCredentials,
        temporarilyUnavailable: .failureRequiringAppLaunchServiceTemporarilyUnavailable)
    }
  }
}
