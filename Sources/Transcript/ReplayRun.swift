import AppSupport
import Apps
import Foundation
import IntentKit
import Runtime
import Synchronization

/// What replaying one transcript came to: passed, failed (a line differed) or an error (the
/// transcript could not be replayed: unreadable, malformed, or its data set would not load).
public struct ReplayOutcome: Sendable {
  public enum Verdict: String, Sendable {
    case pass, fail, error
  }

  public var path: String
  public var turns: Int
  public var mismatches: [Mismatch]
  /// Why the transcript could not be replayed; nil when it was.
  public var error: TranscriptError?
  /// Whether `--update` rewrote the file.
  public var updated: Bool
  public var seconds: Double

  public init(
    path: String, turns: Int = 0, mismatches: [Mismatch] = [], error: TranscriptError? = nil,
    updated: Bool = false, seconds: Double = 0
  ) {
    self.path = path
    self.turns = turns
    self.mismatches = mismatches
    self.error = error
    self.updated = updated
    self.seconds = seconds
  }

  public var verdict: Verdict {
    if error != nil { return .error }
    return mismatches.isEmpty ? .pass : .fail
  }
}

/// The counts a run ends with.
public struct ReplayTally: Sendable, Equatable {
  public var passed = 0
  public var failed = 0
  public var errors = 0

  public init(_ outcomes: [ReplayOutcome]) {
    for outcome in outcomes {
      switch outcome.verdict {
      case .pass: passed += 1
      case .fail: failed += 1
      case .error: errors += 1
      }
    }
  }

  /// "N passed, N failed", and ", N errors" when there are any: the first part is what CI
  /// systems look for at the end of a test run.
  public var line: String {
    "\(passed) passed, \(failed) failed" + (errors > 0 ? ", \(errors) errors" : "")
  }
}

extension Replayer {
  /// Replays one transcript and says what it came to; never throws: a transcript that cannot be
  /// replayed is an `.error` outcome naming the file, and the line where there is one.
  public func outcome(path: String, update: Bool = false) async -> ReplayOutcome {
    let start = ContinuousClock.now
    func seconds() -> Double {
      let elapsed = ContinuousClock.now - start
      return Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) * 1e-18
    }
    do {
      let result = try await replay(path: path, update: update)
      return ReplayOutcome(
        path: path, turns: result.turns, mismatches: result.mismatches,
        updated: update && !result.passed, seconds: seconds())
    } catch let error as TranscriptError {
      return ReplayOutcome(path: path, error: error, seconds: seconds())
    } catch {
      // A data set that does not load, or a database error: its own text names what and where.
      return ReplayOutcome(
        path: path, error: TranscriptError(path: path, line: nil, problem: "\(error)"),
        seconds: seconds())
    }
  }

  /// Replays `files` on `jobs` workers at once, each with a replayer of its own (a replayer keeps
  /// its data sets' databases and is used by one task at a time), taking the next transcript as
  /// it finishes one. Returns the outcomes in the order of `files`, and hands each to
  /// `inOrder`, in that order too, so what is shown is the same whatever the number of jobs.
  ///
  /// This task is one of the workers: between its own transcripts it hands on the outcomes that
  /// are in, itself and every one before it, and once none is left to take, the rest when every
  /// worker is done. So with several jobs an outcome may wait for the transcript this task is
  /// replaying, or at the end for the last worker. Waiting for each from another task instead
  /// woke a thread per transcript, only for it to wait again.
  public static func replay(
    _ files: [String], jobs: Int, update: Bool = false,
    globalVocabulary: [AppIntentVocabulary],
    handlerTimeout: TimeInterval = HandlerDeadline.defaultSeconds,
    plugins: [any SiriApp.Type] = InstalledApps.builtIn, locale: String? = nil,
    inOrder: (ReplayOutcome) -> Void = { _ in }
  ) async -> [ReplayOutcome] {
    let next = NextIndex(below: files.count)
    let finished = FinishedOutcomes()
    @Sendable func makeReplayer() -> Replayer {
      Replayer(
        globalVocabulary: globalVocabulary, handlerTimeout: handlerTimeout, plugins: plugins,
        locale: locale)
    }
    /// Replays the next transcript no worker has taken; false when none is left.
    @Sendable func replayNext(with replayer: Replayer) async -> Bool {
      guard let index = next.take() else { return false }
      finished.add(await replayer.outcome(path: files[index], update: update), at: index)
      return true
    }
    return await withTaskGroup(of: Void.self) { group in
      for _ in 1..<max(1, min(jobs, files.count)) {
        group.addTask {
          let replayer = makeReplayer()
          while await replayNext(with: replayer) {}
        }
      }
      var outcomes: [ReplayOutcome] = []
      outcomes.reserveCapacity(files.count)
      func handOnReady() {
        while let ready = finished.take(at: outcomes.count) {
          inOrder(ready)
          outcomes.append(ready)
        }
      }
      let replayer = makeReplayer()
      while await replayNext(with: replayer) { handOnReady() }
      await group.waitForAll()
      handOnReady()
      return outcomes
    }
  }
}

/// The outcomes workers have finished and not yet handed on, by their transcript's index.
private final class FinishedOutcomes: Sendable {
  private let outcomes = Mutex<[Int: ReplayOutcome]>([:])

  func add(_ outcome: ReplayOutcome, at index: Int) {
    outcomes.withLock { $0[index] = outcome }
  }

  func take(at index: Int) -> ReplayOutcome? {
    outcomes.withLock { $0.removeValue(forKey: index) }
  }
}

/// The index of the next transcript to replay, shared by the workers.
private final class NextIndex: Sendable {
  private let next = Mutex(0)
  private let count: Int

  init(below count: Int) { self.count = count }

  func take() -> Int? {
    next.withLock { next in
      guard next < count else { return nil }
      defer { next += 1 }
      return next
    }
  }
}
