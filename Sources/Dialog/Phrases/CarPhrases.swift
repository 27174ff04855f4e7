import IntentKit

/// What Siri says while locking or unlocking a car (INSetCarLockStatusIntent, seed 000's demo).
public struct CarPhrases: IntentPhrases {
  public init() {}

  public func needsValue(_ parameter: String, in intent: Intent) -> String {
    switch parameter {
    case SetCarLockStatusIntent.carName.name: return "Which car?"
    case SetCarLockStatusIntent.locked.name:
      let car = intent[SetCarLockStatusIntent.carName]?.spokenPhrase ?? "it"
      return "Do you want to lock or unlock \(car)?"
    default: return GenericPhrases.needsValue(parameter)
    }
  }

  public func disambiguation(
    _ parameter: String, current: IntentValue?, options: [IntentValue], in intent: Intent
  ) -> String {
    let verb = intent[SetCarLockStatusIntent.locked].map { $0 ? "lock" : "unlock" }
    guard let said = current?.spokenText, !said.allSatisfy(\.isWhitespace) else {
      return verb.map { "Which one do you want to \($0)?" } ?? "Which one?"
    }
    return "Which \(said)?"
  }

  public func unsupported(
    _ parameter: String, value: IntentValue?, reason: UnsupportedReason?, in intent: Intent
  ) -> String {
    let app = intent.app ?? "the app"
    switch parameter {
    case SetCarLockStatusIntent.carName.name:
      guard let said = value?.spokenText, !said.allSatisfy(\.isWhitespace) else {
        return "You don't have a car in \(app)."
      }
      return "Sorry, there's no \"\(said)\" in \(app)."
    case SetCarLockStatusIntent.locked.name:
      return "Sorry, I didn't get whether to lock or unlock it."
    default: return GenericPhrases.unsupported(value: value, app: intent.app)
    }
  }

  public func confirmIntent(_ intent: Intent) -> String {
    let verb = intent[SetCarLockStatusIntent.locked] == false ? "Unlock" : "Lock"
    return "\(verb) \(intent[SetCarLockStatusIntent.carName]?.spokenPhrase ?? "your car")?"
  }

  public func declined(_ intent: Intent) -> String { "OK, I'll leave it as it is." }

  public func authenticationReason(_ intent: Intent) -> String {
    let car = intent[SetCarLockStatusIntent.carName]?.spokenPhrase ?? "your car"
    return "\(intent.app ?? "The app") needs your passcode to unlock \(car)."
  }

  public func response(_ response: IntentResponse, in intent: Intent) -> String {
    let app = intent.app ?? "the app"
    let locked = response[CarLockOutput.locked] ?? intent[SetCarLockStatusIntent.locked]
    let verb = locked == false ? "unlock" : "lock"
    let name =
      response[CarLockOutput.carName]?.spokenPhrase
      ?? intent[SetCarLockStatusIntent.carName]?.spokenPhrase
    switch SetCarLockStatusIntentResponseCode(rawValue: response.code.rawValue) {
    case .success?:
      guard let name, let locked else { return "Done." }
      let state = locked ? "locked" : "unlocked"
      let car = Self.subject(name: name, kind: response[CarLockOutput.carKind])
      if response[CarLockOutput.wasLocked] == locked { return "\(car) was already \(state)." }
      return "\(car) is \(state)."
    case .inProgress?: return "\(app) is trying to \(verb) \(name ?? "your car")."
    case .failureRequiringAppLaunch?: return "You'll need to continue in \(app)."
    case .failure?: return "Sorry, \(app) couldn't \(verb) \(name ?? "your car")."
    case .ready?, .unspecified?, nil: return GenericPhrases.response(response, app: intent.app)
    }
  }

  /// "Your car, Model 3," or "Your truck" when the name is only the kind.
  static func subject(name: String, kind: String?) -> String {
    guard let kind, kind.lowercased() != name.lowercased() else { return "Your \(name)" }
    return "Your \(kind), \(name),"
  }
}

/// What Siri says when asked whether a car is locked (INGetCarLockStatusIntent). The car is
/// asked for and found as for locking it.
public struct CarLockStatusPhrases: IntentPhrases {
  public init() {}

  public func needsValue(_ parameter: String, in intent: Intent) -> String {
    CarPhrases().needsValue(parameter, in: intent)
  }

  public func disambiguation(
    _ parameter: String, current: IntentValue?, options: [IntentValue], in intent: Intent
  ) -> String {
    CarPhrases().disambiguation(parameter, current: current, options: options, in: intent)
  }

  public func unsupported(
    _ parameter: String, value: IntentValue?, reason: UnsupportedReason?, in intent: Intent
  ) -> String {
    CarPhrases().unsupported(parameter, value: value, reason: reason, in: intent)
  }

  public func confirmIntent(_ intent: Intent) -> String {
    "Check whether \(intent[GetCarLockStatusIntent.carName]?.spokenPhrase ?? "your car") is locked?"
  }

  public func declined(_ intent: Intent) -> String { "OK." }

  public func response(_ response: IntentResponse, in intent: Intent) -> String {
    let app = intent.app ?? "the app"
    let name =
      response[CarLockOutput.carName]?.spokenPhrase
      ?? intent[GetCarLockStatusIntent.carName]?.spokenPhrase
    switch GetCarLockStatusIntentResponseCode(rawValue: response.code.rawValue) {
    case .success?:
      guard let name, let locked = response[CarLockOutput.locked] else { return "Done." }
      let car = CarPhrases.subject(name: name, kind: response[CarLockOutput.carKind])
      return "\(car) is \(locked ? "locked" : "unlocked")."
    case .inProgress?: return "\(app) is checking \(name ?? "your car")."
    case .failureRequiringAppLaunch?: return "You'll need to continue in \(app)."
    case .failure?: return "Sorry, \(app) couldn't tell whether \(name ?? "your car") is locked."
    case .ready?, .unspecified?, nil: return GenericPhrases.response(response, app: intent.app)
    }
  }
}
