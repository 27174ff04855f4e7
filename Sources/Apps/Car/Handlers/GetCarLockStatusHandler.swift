import IntentKit
import Store

/// INGetCarLockStatusIntentHandling: whether the car named is locked. It only reads: asking
/// never locks or unlocks anything, so it needs no passcode.
struct GetCarLockStatusHandler: IntentHandler {
  typealias Code = GetCarLockStatusIntentResponseCode
  let app: CarApp

  func resolve(_ parameter: String, in intent: Intent) async throws -> ParameterResolution? {
    switch parameter {
    case "carName": return .single(try app.resolveCar(intent.parameters["carName"]))
    default: return nil
    }
  }

  func confirm(_ intent: Intent) async throws -> IntentResponse {
    let found = try app.car(id: intent.parameters["carName"]?.speakable?.vocabularyIdentifier)
    return IntentResponse(code: ResponseCode(found == nil ? Code.failure : Code.ready))
  }

  func handle(_ intent: Intent) async throws -> IntentResponse {
    guard
      let car = try app.car(id: intent.parameters["carName"]?.speakable?.vocabularyIdentifier)
    else { return IntentResponse(code: ResponseCode(Code.failure)) }
    return IntentResponse(
      code: ResponseCode(Code.success),
      output: [
        OutputField("carName", .speakable(car.speakableName)),
        OutputField("carKind", .string(car.kind)),
        OutputField("locked", .boolean(car.locked)),
      ])
  }
}
