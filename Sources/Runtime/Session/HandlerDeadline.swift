import Foundation
import Store
import Synchronization

/// How long an app has to answer each resolve, confirm and handle call (SiriKit gives an
/// extension about ten seconds), and which apps are made slow to show what happens when one
/// does not: `:simulate slow APP SECONDS`, or `responseSeconds` in the data set's apps.json.
public struct HandlerDeadline: Sendable, Equatable {
  public static let defaultSeconds: TimeInterval = 10
  /// The waits that can be set or simulated: up to an hour.
  public static let allowedSeconds: ClosedRange<TimeInterval> = AppRecord.responseSecondsRange

  /// Whether `seconds` can be a deadline: a wait that can be set, and not none.
  public static func isAllowedDeadline(_ seconds: TimeInterval) -> Bool {
    seconds > 0 && allowedSeconds.contains(seconds)
  }

  /// The deadline of one call.
  public var seconds: TimeInterval
  /// How long each slow app takes before it answers a call, by app name.
  public var delays: [String: TimeInterval]
  /// In CarPlay a media app's calls have less time: "when you're hands-free on the road, we can
  /// be more aggressive with timeouts, and your app will get killed off if it doesn't start
  /// playback quickly" (WWDC20, "Design high quality Siri media interactions").
  public var carPlay = false
  public static let carPlaySeconds: TimeInterval = 3

  /// The deadline of one call: shorter for a media request in CarPlay.
  public func seconds(media: Bool) -> TimeInterval {
    carPlay && media ? min(seconds, Self.carPlaySeconds) : seconds
  }

  public init(seconds: TimeInterval = Self.defaultSeconds, delays: [String: TimeInterval] = [:]) {
    self.seconds = seconds
    self.delays = delays
  }

  /// The delays the data set's apps declare.
  static func delays(of apps: [AppRecord]) -> [String: TimeInterval] {
    Dictionary(
      apps.compactMap { app in app.responseSeconds.map { (app.name, $0) } },
      uniquingKeysWith: { first, _ in first })
  }

  /// How a call under the deadline ended.
  enum Outcome<Answer: Sendable>: Sendable {
    case answered(Answer)
    /// The deadline passed first; whatever the app answers later is dropped.
    case timedOut
    /// Ctrl-C while waiting on a slow app.
    case interrupted
    /// The call could not run or keep its changes: the state database failed.
    case failed(String)
  }

  /// One call to `app` under the deadline. A slow app does its work at once, then takes its
  /// delay to answer: when the answer would come after the deadline, the app is cut off when
  /// the deadline passes and its answer never comes (the caller then drops what the work
  /// changed). Waiting on a slow app ends early when `interruption` is interrupted.
  func call<Answer: Sendable>(
    _ app: String, media: Bool = false, on clock: any DeviceClock,
    interruption: WaitInterruption, _ work: @escaping @Sendable () async -> Answer
  ) async -> Outcome<Answer> {
    let seconds = seconds(media: media)
    let started = clock.now
    guard let answer = await clock.answer(within: seconds, work) else { return .timedOut }
    let delay = delays[app] ?? 0
    guard delay > 0 else { return .answered(answer) }
    let left = seconds - clock.now.timeIntervalSince(started)
    if await interruption.wait(min(delay, max(left, 0)), on: clock) { return .interrupted }
    return delay >= left ? .timedOut : .answered(answer)
  }

  /// "10 s", "2.5 s", to the millisecond.
  static func spoken(_ seconds: TimeInterval) -> String {
    number((seconds * 1000).rounded() / 1000) + " s"
  }

  /// "2", "2.5": whole seconds without a decimal point.
  public static func number(_ seconds: TimeInterval) -> String {
    seconds == seconds.rounded() ? String(Int(seconds)) : String(seconds)
  }
}

extension HandlerDeadline.Outcome: Equatable where Answer: Equatable {}

/// Ctrl-C while the session waits on a slow app: it ends the wait at once. Set from the shell's
/// interrupt watcher, on another thread; read by the call that waits. Replay sets it before a
/// turn that a transcript shows interrupted while waiting.
public final class WaitInterruption: Sendable {
  private struct State {
    var interrupted = false
    var waiting: Task<Void, Never>?
  }
  private let state = Mutex(State())

  public init() {}

  /// Ends the wait under way, or the next one to start.
  public func interrupt() {
    let waiting = state.withLock { state in
      state.interrupted = true
      return state.waiting
    }
    waiting?.cancel()
  }

  /// Whether an interrupt came that no wait took; clears it.
  public func takeUnused() -> Bool {
    state.withLock { state in
      defer { state.interrupted = false }
      return state.interrupted
    }
  }

  /// Waits `seconds` on `clock` unless interrupted first; returns whether it was interrupted.
  func wait(_ seconds: TimeInterval, on clock: any DeviceClock) async -> Bool {
    if takeUnused() { return true }
    let sleeping = Task { await clock.sleep(for: seconds) }
    let interruptedAlready = state.withLock { state in
      state.waiting = sleeping
      return state.interrupted
    }
    if interruptedAlready { sleeping.cancel() }
    await sleeping.value
    return state.withLock { state in
      state.waiting = nil
      defer { state.interrupted = false }
      return state.interrupted
    }
  }
}
