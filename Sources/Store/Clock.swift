import Foundation
import Synchronization

/// Where the device's time comes from. Injected so that replay and tests never depend on the
/// real time and never sleep.
public protocol DeviceClock: Sendable {
  var now: Date { get }
}

/// The real time.
public struct SystemClock: DeviceClock {
  public init() {}
  public var now: Date { Date() }
}

/// A clock that stands still until told to move: replay and tests.
public final class ManualClock: DeviceClock {
  private let current: Mutex<Date>

  public init(_ start: Date) { current = Mutex(start) }

  public var now: Date { current.withLock { $0 } }

  public func advance(by seconds: TimeInterval) {
    current.withLock { $0 = $0.addingTimeInterval(seconds) }
  }
}
