import Foundation
import Synchronization

/// Where the device's time comes from. Injected so that replay and tests never depend on the
/// real time and never sleep; `:tick` moves it forward to show what time changes (a passcode
/// lockout running out).
public protocol DeviceClock: Sendable {
  var now: Date { get }
  /// Moves the clock forward.
  func advance(by seconds: TimeInterval)
}

/// The real time, plus whatever `:tick` added.
public final class SystemClock: DeviceClock {
  private let offset = Mutex<TimeInterval>(0)

  public init() {}

  public var now: Date { Date().addingTimeInterval(offset.withLock { $0 }) }

  public func advance(by seconds: TimeInterval) { offset.withLock { $0 += seconds } }
}

/// A clock that stands still until told to move: replay and tests.
public final class ManualClock: DeviceClock {
  private let current: Mutex<Date>

  public init(_ start: Date) { current = Mutex(start) }

  public var now: Date { current.withLock { $0 } }

  public func advance(by seconds: TimeInterval) {
    current.withLock { $0 = $0.addingTimeInterval(seconds) }
  }

  /// Stands the clock at `date`, wherever it was: replay starts each transcript's time over.
  public func set(to date: Date) {
    current.withLock { $0 = date }
  }
}
