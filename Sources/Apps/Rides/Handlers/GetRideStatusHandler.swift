import IntentKit
import Store

/// INGetRideStatusIntentHandling: the ride under way, in the phase the device clock puts it.
/// It has no parameters to resolve.
struct GetRideStatusHandler: IntentHandler {
  typealias Code = GetRideStatusIntentResponseCode
  let app: RidesApp

  func resolve(_ parameter: String, in intent: Intent) async -> ParameterResolution? { nil }

  func confirm(_ intent: Intent) async -> IntentResponse {
    refusal() ?? .rides(Code.ready)
  }

  func handle(_ intent: Intent) async -> IntentResponse {
    if let refusal = refusal() { return refusal }
    guard let ride = try? app.database.activeRide(app: app.name, at: app.clock.now) else {
      // No ride under way is an answer, not a failure: rideStatus stays empty.
      return .rides(Code.success)
    }
    return .rides(
      Code.success,
      [
        OutputField("rideStatus", .rideStatus(ride)),
        OutputField("minutesToPickup", .integer(app.minutes(until: ride.estimatedPickupDate))),
        OutputField("minutesToDropOff", .integer(app.minutes(until: ride.estimatedDropOffDate))),
        OutputField("pickup", .string(app.spokenPickup(ride.estimatedPickupDate))),
        OutputField("dropOffTime", .string(ClockTime.spoken(ride.estimatedDropOffDate))),
      ])
  }

  private func refusal() -> IntentResponse? {
    switch app.obstacle(app.service()) {
    case .noService?: return .rides(Code.failure)
    case .credentialsUnverified?:
      return .rides(
        Code.failureRequiringAppLaunchMustVerifyCredentials, activity: app.activity("signIn"))
    case .serviceUnavailable?:
      return .rides(Code.failureRequiringAppLaunchServiceTemporarilyUnavailable)
    case nil: return nil
    }
  }
}
