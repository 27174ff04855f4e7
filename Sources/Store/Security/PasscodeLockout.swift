import Foundation

/// How long the passcode is refused after consecutive failures: the 5th failure locks for
/// 1 minute, the 6th for 5, the 7th for 15, the 8th and every later one for 60 (the growing
/// delays iOS uses); a success resets the count.
public struct LockoutPolicy: Sendable, Equatable {
  public static let standard = LockoutPolicy(firstLockingFailure: 5, delays: [60, 300, 900, 3600])

  private let firstLockingFailure: Int
  /// The delay for the first locking failure, the next one..., the last repeating.
  private let delays: [TimeInterval]

  /// The longest a lockout lasts.
  public var longestDelay: TimeInterval { delays.max() ?? 0 }

  /// How long the passcode is refused after this many consecutive failures; nil for no lockout.
  public func delay(afterConsecutiveFailures failures: Int) -> TimeInterval? {
    guard failures >= firstLockingFailure else { return nil }
    return delays[min(failures - firstLockingFailure, delays.count - 1)]
  }
}

/// What checking a typed passcode found.
public enum PasscodeVerification: Equatable, Sendable {
  case accepted
  /// Wrong. `lockedOutUntil` is set when this failure started a lockout.
  case rejected(consecutiveFailures: Int, lockedOutUntil: Date?)
  /// Refused without checking: a lockout is running until then.
  case lockedOut(until: Date)
  /// The device has no passcode to check against (LAError.passcodeNotSet): set one first.
  case passcodeNotSet
}
