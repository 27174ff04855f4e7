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

/// The shell's clock. Device time is not the wall clock: it starts where the state left it (the
/// data set's `now` plus every move since) and moves only by `:tick` and by the time apps take
/// to answer, exactly as replay's `ManualClock` does, so a session typed into the shell shows
/// the same times when its transcript is replayed. Waits still take real time, so a slow app
/// feels slow and Ctrl-C can end the wait; a wait cut short moves nothing, as in replay.
public final class LiveClock: DeviceClock {
  /// Device time itself, kept as replay keeps it; only the waits differ.
  private let time: ManualClock

  public init(_ start: Date) { time = ManualClock(start) }

  public var now: Date { time.now }

  public func advance(by seconds: TimeInterval) { time.advance(by: seconds) }

  public func sleep(for seconds: TimeInterval) async {
    do {
      try await Task.sleep(for: .seconds(seconds))
      advance(by: seconds)
    } catch {
      // Cancelled: Ctrl-C ended the wait, and replay's interrupted wait moves no time either.
    }
  }

  /// Races `work` against a timer; when the timer wins, `work` is cancelled and left to end on
  /// its own, so a stuck app never holds the caller past the deadline, and device time moves
  /// by the deadline. Written by hand: the standard library's task groups wait for every child,
  /// which is what must not happen here.
  public func answer<Answer: Sendable>(
    within seconds: TimeInterval, _ work: @escaping @Sendable () async -> Answer
  ) async -> Answer? {
    let answer: Answer? = await withCheckedContinuation { continuation in
      let first = FirstAnswer(continuation)
      let worker = Task {
        let answer = await work()
        first.resume(with: answer)
      }
      first.stopWhenAnswered(
        Task {
          // Cancelled when `work` answers first; otherwise the deadline has passed.
          do { try await Task.sleep(for: .seconds(seconds)) } catch { return }
          first.resume(with: nil)
          worker.cancel()
        })
    }
    if answer == nil { advance(by: seconds) }
    return answer
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
