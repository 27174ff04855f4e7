import AppSupport
import IntentKit
import Store

/// INGetCarLockStatusIntentHandling: whether the car named is locked. It only reads: asking
/// never locks or unlocks anything, so it needs no passcode.
struct GetCarLockStatusHandler: GetCarLockStatusIntentHandling {
  let app: CarApp

  func resolveCarName(for intent: GetCarLockStatusIntent) async throws
    -> ResolutionResult<SpeakableString>
  {
    try app.resolveCar(intent.carName)
  }

  func confirm(intent: GetCarLockStatusIntent) async throws -> GetCarLockStatusIntentResponse {
    GetCarLockStatusIntentResponse(
      code: try app.car(named: intent.carName) == nil ? .failure : .ready)
  }

  func handle(intent: GetCarLockStatusIntent) async throws -> GetCarLockStatusIntentResponse {
    guard let car = try app.car(named: intent.carName) else {
      return GetCarLockStatusIntentResponse(code: .failure)
    }
    return GetCarLockStatusIntentResponse(
      code: .success,
      output: [
        OutputField(CarLockOutput.carName, car.speakableName),
        OutputField(CarLockOutput.carKind, car.kind),
        OutputField(CarLockOutput.locked, car.locked),
      ])
  }
}
