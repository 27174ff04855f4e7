import AppSupport
import IntentKit
import Store

/// INCancelRideIntentHandling: cancels the ride under way. Confirm quotes the fee (charged once
/// free cancelling has ended, RideService.freeCancellationEnds) or until when cancelling is
/// free; handle cancels, refunds the fare and charges the fee as one change. Its response
/// codes have their own layout: no app launch.
struct CancelRideHandler: CancelRideIntentHandling {
  typealias Response = CancelRideIntentResponse
  typealias Problem = RideOutput.CancelProblem
  let app: RidesApp

  func confirm(intent: CancelRideIntent) async throws -> Response {
    if let refusal = try refusal() { return refusal }
    let now = app.clock.now
    guard let ride = try app.activeRide(at: now) else {
      return failure(.noRide)
    }
    if ride.phase == .ongoing { return failure(.tooLate, ride) }
    var output = [OutputField(RideOutput.rideStatus, ride)]
    if let service = try app.service(), let booked = try app.database.ride(id: ride.rideIdentifier)
    {
      if let fee = service.cancellationFee(for: booked, at: now) {
        output.append(OutputField(RideOutput.cancellationFee, fee))
      } else {
        let freeUntil = service.freeCancellationEnds(for: booked)
        output.append(OutputField(RideOutput.freeUntil, ClockTime.spoken(freeUntil, from: now)))
        output.append(OutputField(RideOutput.cancellationFeeAfter, service.cancellationFee))
      }
    }
    return Response(code: .ready, output: output)
  }

  func handle(intent: CancelRideIntent) async throws -> Response {
    if let refusal = try refusal() { return refusal }
    let now = app.clock.now
    guard let service = try app.service(),
      let ride = try app.activeRide(at: now)
    else { return failure(.noRide) }
    switch try app.cancel(ride: ride.rideIdentifier, under: service) {
    case .notFound: return failure(.noRide)
    case .tooLate(let status): return failure(.tooLate, status)
    case .cancelled(let fee):
      var output = [OutputField(RideOutput.rideStatus, ride)]
      if let fee { output.append(OutputField(RideOutput.cancellationFee, fee)) }
      return Response(code: .success, output: output)
    }
  }

  /// A failure that says why, with the ride when there is one.
  private func failure(_ problem: Problem, _ ride: RideStatus? = nil) -> Response {
    var output = [OutputField(RideOutput.problem, problem.rawValue)]
    if let ride { output.append(OutputField(RideOutput.rideStatus, ride)) }
    return Response(code: .failure, output: output)
  }

  /// Signed out or down, the app cannot reach the ride: a failure that says which (the cancel
  /// codes have no app launch of their own).
  private func refusal() throws -> Response? {
    switch app.obstacle(try app.service()) {
    case .noService?: return Response(code: .failure)
    case .credentialsUnverified?: return failure(.signIn)
    case .serviceUnavailable?: return failure(.unavailable)
    case nil: return nil
    }
  }
}
