import AppSupport
import IntentKit
import Store

/// INSetCarLockStatusIntentHandling, as the seed's demo handler: find the car named, set its
/// lock state, report success. The re-authentication before an unlock is the dialog's, from
/// the manifest's intentsRequiringAuthentication, so this handler acts when called.
struct SetCarLockStatusHandler: SetCarLockStatusIntentHandling {
  let app: CarApp

  func resolveCarName(for intent: SetCarLockStatusIntent) async throws
    -> ResolutionResult<SpeakableString>
  {
    try app.resolveCar(intent.carName)
  }

  func resolveLocked(for intent: SetCarLockStatusIntent) async throws -> ResolutionResult<Bool> {
    guard let said = intent.intent.said(SetCarLockStatusIntent.locked) else { return .needsValue }
    return Bool(said).map { .success($0) } ?? .unreadable
  }

  func confirm(intent: SetCarLockStatusIntent) async throws -> SetCarLockStatusIntentResponse {
    guard try app.car(named: intent.carName) != nil, intent.locked != nil else {
      return SetCarLockStatusIntentResponse(code: .failure)
    }
    return SetCarLockStatusIntentResponse(code: .ready)
  }

  func handle(intent: SetCarLockStatusIntent) async throws -> SetCarLockStatusIntentResponse {
    guard let locked = intent.locked,
      let car = try app.car(named: intent.carName),
      let before = try app.database.setCarLocked(locked, id: car.id, app: app.name)
    else { return SetCarLockStatusIntentResponse(code: .failure) }
    return SetCarLockStatusIntentResponse(
      code: .success,
      output: [
        OutputField(CarLockOutput.carName, before.speakableName),
        OutputField(CarLockOutput.carKind, before.kind),
        OutputField(CarLockOutput.locked, locked),
        // So the answer can say when nothing changed ("was already locked").
        OutputField(CarLockOutput.wasLocked, before.locked),
      ])
  }
}
