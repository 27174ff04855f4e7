import IntentKit

/// A response code an app is made to answer once, whatever its handler would say: how
/// `:simulate respond` shows the sentence and the ending of any code without staging the
/// situation that causes it. The handler is not called for that phase.
public struct ForcedResponse: Hashable, Sendable {
  public enum Phase: String, Sendable {
    case confirm
    case handle
  }

  public var app: String
  public var intent: IntentName
  public var code: ResponseCode

  public init(app: String, intent: IntentName, code: ResponseCode) {
    self.app = app
    self.intent = intent
    self.code = code
  }

  /// Where SiriKit lets the code be answered: ready and the failures from confirm (so handle
  /// never runs), success, inProgress and continueInApp and handleInApp from handle (after a real confirm).
  public var phase: Phase {
    switch code.category {
    case .success, .inProgress, .continueInApp, .handleInApp: return .handle
    case .unspecified, .ready, .failure, .failureRequiringAppLaunch: return .confirm
    }
  }
}

extension [ForcedResponse] {
  /// Takes out the response forced for this intent at this phase, if there is one.
  mutating func take(for intent: Intent, at phase: ForcedResponse.Phase) -> ResponseCode? {
    guard
      let index = firstIndex(where: {
        $0.app == intent.app && $0.intent == intent.name && $0.phase == phase
      })
    else { return nil }
    return remove(at: index).code
  }
}
