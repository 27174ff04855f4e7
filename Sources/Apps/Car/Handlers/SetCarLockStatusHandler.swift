import IntentKit
import Store

/// INSetCarLockStatusIntentHandling, as the seed's demo handler: find the car named, set its
/// lock state, report success. The re-authentication before an unlock is the dialog's, from
/// the manifest's intentsRequiringAuthentication, so this handler acts when called.
struct SetCarLockStatusHandler: IntentHandler {
  typealias Code = SetCarLockStatusIntentResponseCode
  let app: CarApp

  func resolve(_ parameter: String, in intent: Intent) async throws -> ParameterResolution? {
    switch parameter {
    case "carName":
      return .single(try app.resolveCar(intent.parameters["carName"]))
    case "locked":
      guard let said = intent.parameters["locked"] else { return .single(.needsValue) }
      return .single(said.boolean.map { .success(.boolean($0)) } ?? .unreadable)
    default: return nil
    }
  }

  func confirm(_ intent: Intent) async throws -> IntentResponse {
    guard try target(intent) != nil, intent.parameters["locked"]?.boolean != nil else {
      return IntentResponse(code: ResponseCode(Code.failure))
    }
    return IntentResponse(code: ResponseCode(Code.ready))
  }

  func handle(_ intent: Intent) async throws -> IntentResponse {
    guard let locked = intent.parameters["locked"]?.boolean,
      let car = try target(intent),
      let before = try app.database.setCarLocked(locked, id: car.id, app: app.name)
    else { return IntentResponse(code: ResponseCode(Code.failure)) }
    return IntentResponse(
      code: ResponseCode(Code.success),
      output: [
        OutputField("carName", .speakable(before.speakableName)),
        OutputField("carKind", .string(before.kind)),
        OutputField("locked", .boolean(locked)),
        // So the answer can say when nothing changed ("was already locked").
        OutputField("wasLocked", .boolean(before.locked)),
      ])
  }

  /// The car resolution settled on, by the identifier its value carries.
  private func target(_ intent: Intent) throws -> Car? {
    try app.car(id: intent.parameters["carName"]?.speakable?.vocabularyIdentifier)
  }
}
