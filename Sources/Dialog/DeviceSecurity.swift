import IntentKit

/// The device's side of the conversation: unlocking a locked device and re-authenticating the
/// owner before a handler acts (LocalAuthentication's device-owner policy, passcode only).
/// The digits never reach the dialog: the runtime checks a typed passcode and reports a verdict.

/// Whether the owner can be asked for the passcode now; the runtime's answer to
/// `DialogEffect.checkPasscodeAvailability`.
public enum PasscodeAvailability: Hashable, Sendable {
  case available
  /// Too many wrong passcodes: nobody may try for this many seconds.
  case lockedOut(seconds: Int)
  /// The device has no passcode (LAError.passcodeNotSet).
  case notSet
}

/// The runtime's verdict on a passcode typed at an unlock or authenticate prompt.
public enum PasscodeVerdict: Hashable, Sendable {
  case accepted
  case rejected
  /// Wrong, and that failure started a lockout of this many seconds.
  case rejectedAndLockedOut(seconds: Int)
  /// Not a passcode at all (letters, wrong length): not checked, not counted towards lockout.
  case malformed
  /// A lockout is running; the passcode was not checked.
  case lockedOut(seconds: Int)
  /// The user gave up on the prompt.
  case cancelled
}

extension PasscodeVerdict {
  /// The `auth` event's result for this verdict.
  public var authenticationResult: AuthenticationResult {
    switch self {
    case .accepted: return .success
    case .rejected, .rejectedAndLockedOut, .malformed: return .failure
    case .lockedOut: return .lockedOut
    case .cancelled: return .cancelled
    }
  }

  /// What is said in English about a passcode that did not open, as `:unlock` and `:passcode`
  /// say it (the dialog says it in its language). Nil when it was accepted or the user gave up.
  public var refusal: String? { EnglishSentences().refusal(self) }
}

/// The `auth` event's result.
public enum AuthenticationResult: String, Hashable, Sendable {
  case success
  case failure
  case lockedOut
  case cancelled
}

extension Question {
  /// Unlock and authenticate prompts take a secret: the reply is read with echo off, never
  /// written anywhere, and checked by the runtime rather than understood.
  public var wantsSecret: Bool { kind == .unlock || kind == .authenticate }
}

/// What is said about passcodes, by the dialog and by the `:unlock` and `:passcode` commands.
public enum PasscodeSentences {
  public static let unlockFirst = "You'll need to unlock your iPhone first. Enter your passcode."
  public static let enterPasscode = "Enter your passcode."
  public static let enterPasscodeToPay = "Enter your passcode to pay."
  public static let wrongPasscode = "That passcode isn't right."
  public static let notAPasscode = "That isn't a passcode: a passcode is 4 to 6 digits."
  public static let tooManyTries = "Too many wrong tries. Let's stop here."

  public static func lockedOut(seconds: Int) -> String {
    "Too many wrong passcodes. Try again in \(waitingTime(seconds))."
  }

  public static func wrongThenLockedOut(seconds: Int) -> String {
    "That passcode isn't right, and that was too many tries. Try again in \(waitingTime(seconds))."
  }

  public static func noPasscode(app: String?) -> String {
    "\(app ?? "The app") needs the device passcode, and none is set. Set one with :passcode."
  }

  /// "45 seconds", "1 minute", "15 minutes", "1 hour": rounded up, so the wait is never longer
  /// than said.
  public static func waitingTime(_ seconds: Int) -> String {
    waitingTime(seconds, in: .english) { unit in
      switch unit {
      case .second: ("second", "seconds")
      case .minute: ("minute", "minutes")
      case .hour: ("hour", "hours")
      }
    }
  }

  /// The units a wait is said in.
  enum WaitUnit {
    case second, minute, hour
  }

  /// A wait in `language`, with each unit's singular and plural as `names` gives them.
  static func waitingTime(
    _ seconds: Int, in language: DialogLanguage,
    _ names: (WaitUnit) -> (one: String, other: String)
  ) -> String {
    func counted(_ count: Int, _ unit: WaitUnit) -> String {
      let name = names(unit)
      return language.count(count, one: name.one, other: name.other)
    }
    guard seconds >= 60 else { return counted(max(1, seconds), .second) }
    let minutes = (seconds + 59) / 60
    if minutes >= 60, minutes % 60 == 0 { return counted(minutes / 60, .hour) }
    return counted(minutes, .minute)
  }
}

/// A charge an app declares in its confirm response, to be made in handle: Siri shows a payment
/// sheet (Apple Pay's stand-in) and the owner approves it with the passcode first. The app
/// declares it with the `PaymentSheetOutput` fields of its confirm response: the charge, the
/// payment method ("Checking ending 4821") and the merchant.
public struct PaymentSheet: Hashable, Sendable {
  public var charge: CurrencyAmount
  public var paymentMethod: String
  public var merchant: String

  public init?(_ response: IntentResponse) {
    guard let charge = response[PaymentSheetOutput.charge],
      let method = response[PaymentSheetOutput.paymentMethod]
    else { return nil }
    self.charge = charge
    paymentMethod = method
    merchant = response[PaymentSheetOutput.merchant] ?? "the app"
  }

  /// "Pay UnicornRides $21.40 with Checking ending 4821."
  public var text: String { "Pay \(merchant) \(charge.formatted) with \(paymentMethod)." }
}
