import IntentKit
import Store

/// INListRideOptionsIntentHandling: the options for a trip, each priced and with how soon it
/// can come. Without a drop-off the prices are not known and only the waits are given.
struct ListRideOptionsHandler: IntentHandler {
  typealias Code = ListRideOptionsIntentResponseCode
  let app: RidesApp

  func resolve(_ parameter: String, in intent: Intent) async throws -> ParameterResolution? {
    switch parameter {
    case "pickupLocation": return .single(try app.resolvePickup(intent.parameters[parameter]))
    case "dropOffLocation":
      guard intent.parameters[parameter] != nil else { return .single(.notRequired) }
      return .single(try app.resolveDropOff(intent.parameters[parameter], in: intent))
    default: return nil
    }
  }

  func confirm(_ intent: Intent) async throws -> IntentResponse {
    switch try check(intent) {
    case .refused(let response): return response
    case .ready: return .rides(Code.ready)
    }
  }

  func handle(_ intent: Intent) async throws -> IntentResponse {
    switch try check(intent) {
    case .refused(let response): return response
    case .ready(let service, let pickup):
      let priced = intent.parameters["dropOffLocation"]?.place != nil
      let options = try service.options.map { try app.priced($0, intent, service) }
      var output = [
        OutputField("rideOptions", .array(options.map(IntentValue.rideOption))),
        OutputField("pickupLocation", .place(pickup)),
        OutputField("priced", .boolean(priced)),
      ]
      if let dropOff = intent.parameters["dropOffLocation"]?.place {
        output.append(OutputField("dropOffLocation", .place(dropOff)))
      }
      return .rides(Code.success, output)
    }
  }

  private enum Checked {
    case refused(IntentResponse)
    case ready(RideService, Place)
  }

  private func check(_ intent: Intent) throws -> Checked {
    let service = try app.service()
    if let obstacle = app.obstacle(service) {
      return .refused(
        app.refusal(
          obstacle, failure: Code.failure,
          mustVerifyCredentials: Code.failureRequiringAppLaunchMustVerifyCredentials,
          temporarilyUnavailable: Code.failureRequiringAppLaunchServiceTemporarilyUnavailable))
    }
    guard let service, let pickup = intent.parameters["pickupLocation"]?.place else {
      return .refused(.rides(Code.failure))
    }
    if service.feedbackPending {
      return .refused(.rides(Code.failurePreviousRideNeedsFeedback))
    }
    if let active = try app.database.activeRide(app: app.name, at: app.clock.now) {
      return .refused(
        .rides(
          Code.failureRequiringAppLaunchPreviousRideNeedsCompletion,
          [OutputField("rideStatus", .rideStatus(active))],
          activity: app.activity("rideStatus", ["rideIdentifier": active.rideIdentifier])))
    }
    guard service.covers(pickup) else {
      return .refused(
        .rides(
          Code.failureRequiringAppLaunchNoServiceInArea,
          [OutputField("pickupLocation", .place(pickup))]))
    }
    return .ready(service, pickup)
  }
}
