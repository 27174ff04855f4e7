import IntentKit
import Store

/// INCancelRideIntentHandling: cancels the ride under way. Confirm quotes the fee (charged once
/// free cancelling has ended, RideService.freeCancellationEnds) or until when cancelling is
/// free; handle cancels, refunds the fare and charges the fee in one transaction. Its response codes have their own layout: no app launch.
struct CancelRideHandler: IntentHandler {
  typealias Code = CancelRideIntentResponseCode
  let app: RidesApp

  /// rideIdentifier is not resolved (SiriKit hands it over); the ride is the one under way.
  func resolve(_ parameter: String, in intent: Intent) async throws -> ParameterResolution? { nil }

  func confirm(_ intent: Intent) async throws -> IntentResponse {
    if let refusal = try refusal() { return refusal }
    let now = app.clock.now
    guard let ride = try app.database.activeRide(app: app.name, at: now) else {
      return .rides(Code.failure, [OutputField("problem", .string("noRide"))])
    }
    if ride.phase == .ongoing {
      return .rides(
        Code.failure,
        [OutputField("problem", .string("tooLate")), OutputField("rideStatus", .rideStatus(ride))])
    }
    var output = [OutputField("rideStatus", .rideStatus(ride))]
    if let service = try app.service(), let booked = try app.database.ride(id: ride.rideIdentifier)
    {
      if let fee = service.cancellationFee(for: booked, at: now) {
        output.append(OutputField("cancellationFee", .currencyAmount(fee)))
      } else {
        let freeUntil = service.freeCancellationEnds(for: booked)
        output.append(
          OutputField("freeUntil", .string(ClockTime.spoken(freeUntil, from: now))))
        output.append(OutputField("cancellationFeeAfter", .currencyAmount(service.cancellationFee)))
      }
    }
    return .rides(Code.ready, output)
  }

  func handle(_ intent: Intent) async throws -> IntentResponse {
    if let refusal = try refusal() { return refusal }
    let now = app.clock.now
    guard let ride = try app.database.activeRide(app: app.name, at: now) else {
      return .rides(Code.failure, [OutputField("problem", .string("noRide"))])
    }
    let cancellation = try app.database.cancelRide(id: ride.rideIdentifier, at: now)
    switch cancellation {
    case .notFound:
      return .rides(Code.failure, [OutputField("problem", .string("noRide"))])
    case .tooLate(let status):
      return .rides(
        Code.failure,
        [
          OutputField("problem", .string("tooLate")),
          OutputField("rideStatus", .rideStatus(status)),
        ]
      )
    case .cancelled(let fee):
      var output = [OutputField("rideStatus", .rideStatus(ride))]
      if let fee { output.append(OutputField("cancellationFee", .currencyAmount(fee))) }
      return .rides(Code.success, output)
    }
  }

  /// Signed out or down, the app cannot reach the ride: a failure that says which (the cancel
  /// codes have no app launch of their own).
  private func refusal() throws -> IntentResponse? {
    switch app.obstacle(try app.service()) {
    case .noService?: return .rides(Code.failure)
    case .credentialsUnverified?:
      return .rides(Code.failure, [OutputField("problem", .string("signIn"))])
    case .serviceUnavailable?:
      return .rides(Code.failure, [OutputField("problem", .string("unavailable"))])
    case nil: return nil
    }
  }
}
