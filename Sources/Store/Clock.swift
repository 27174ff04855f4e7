import Foundation
import Synchronization

/// Where the device's time comes from. Injected so that replay and tests never depend on the
/// real time and never sleep; `:tick` moves it forward to show what time changes (a passcode
/// lockout running out), and a slow app's waits move it too.
public protocol DeviceClock: Sendable {
  var now: Date { get }
  /// Moves the clock forward.
  func advance(by seconds: TimeInterval)
  /// Lets `seconds` of device time pass: a slow app's wait.
  func sleep(for seconds: TimeInterval) async
  /// `work`'s answer, or nil when `seconds` of device time pass first; an answer that comes
  /// later is dropped.
  func answer<Answer: Sendable>(
    within seconds: TimeInterval, _ work: @escaping @Sendable () async -> Answer
  ) async -> Answer?
}

/// The real time, plus whatever `:tick` added.
public final class SystemClock: DeviceClock {
  private let offset: Mutex<TimeInterval>

  /// `offset`: what `:tick` added in earlier sessions on the same state (`AppDatabase.clockOffset`),
  /// so that times stored then (a lockout's end) mean the same now.
  public init(offset: TimeInterval = 0) { self.offset = Mutex(offset) }

  public var now: Date { Date().addingTimeInterval(offset.withLock { $0 }) }

  public func advance(by seconds: TimeInterval) { offset.withLock { $0 += seconds } }

  public func sleep(for seconds: TimeInterval) async {
    try? await Task.sleep(for: .seconds(seconds))
  }

  /// Races `work` against a timer; when the timer wins, `work` is cancelled and left to end on
  /// its own, so a stuck app never holds the caller past the deadline. Written by hand: the
  /// standard library's task groups wait for every child, which is what must not happen here.
  public func answer<Answer: Sendable>(
    within seconds: TimeInterval, _ work: @escaping @Sendable () async -> Answer
  ) async -> Answer? {
    await withCheckedContinuation { continuation in
      let first = FirstAnswer(continuation)
      let worker = Task {
        let answer = await work()
        first.resume(with: answer)
      }
      first.stopWhenAnswered(
        Task {
          // Cancelled when `work` answers first; otherwise the deadline has passed.
          guard (try? await Task.sleep(for: .seconds(seconds))) != nil else { return }
          first.resume(with: nil)
          worker.cancel()
        })
    }
  }
}

/// Resumes a continuation with the first answer given; later ones are dropped.
private final class FirstAnswer<Answer: Sendable>: Sendable {
  private struct State {
    var continuation: CheckedContinuation<Answer?, Never>?
    var timer: Task<Void, Never>?
  }
  private let state: Mutex<State>

  init(_ continuation: CheckedContinuation<Answer?, Never>) {
    state = Mutex(State(continuation: continuation))
  }

  /// Cancels `timer` once an answer is in, whether it came before or after this call.
  func stopWhenAnswered(_ timer: Task<Void, Never>) {
    let answered = state.withLock { state in
      state.timer = timer
      return state.continuation == nil
    }
    if answered { timer.cancel() }
  }

  func resume(with answer: Answer?) {
    let (continuation, timer) = state.withLock { state in
      defer { state.continuation = nil }
      return (state.continuation, state.timer)
    }
    guard let continuation else { return }
    continuation.resume(returning: answer)
    timer?.cancel()
  }
}

/// A clock that stands still until told to move: replay and tests.
public final class ManualClock: DeviceClock {
  private let current: Mutex<Date>

  public init(_ start: Date) { current = Mutex(start) }

  public var now: Date { current.withLock { $0 } }

  public func advance(by seconds: TimeInterval) {
    current.withLock { $0 = $0.addingTimeInterval(seconds) }
  }

  /// Moves the clock on at once: nobody waits.
  public func sleep(for seconds: TimeInterval) async { advance(by: seconds) }

  /// Work done in process takes no device time here: it answers in time unless it moved the
  /// clock to the deadline or past it (work that sleeps on this clock), and then its answer is
  /// dropped as the system clock would drop it.
  public func answer<Answer: Sendable>(
    within seconds: TimeInterval, _ work: @escaping @Sendable () async -> Answer
  ) async -> Answer? {
    let started = now
    let answer = await work()
    return now.timeIntervalSince(started) >= seconds ? nil : answer
  }

  /// Stands the clock at `date`, wherever it was: replay starts each transcript's time over.
  public func set(to date: Date) {
    current.withLock { $0 = date }
  }
}
