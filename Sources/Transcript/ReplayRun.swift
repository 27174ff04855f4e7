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
  /// `inOrder` as soon as it and every one before it are in, so what is shown is the same
  /// whatever the number of jobs.
  public static func replay(
    _ files: [String], jobs: Int, update: Bool = false,
    globalVocabulary: [AppIntentVocabulary],
    handlerTimeout: TimeInterval = HandlerDeadline.defaultSeconds,
    plugins: [any SiriApp.Type] = InstalledApps.builtIn,
    inOrder: (ReplayOutcome) -> Void = { _ in }
  ) async -> [ReplayOutcome] {
    let next = NextIndex(below: files.count)
    let (results, delivery) = AsyncStream.makeStream(of: (Int, ReplayOutcome).self)
    return await withTaskGroup(of: Void.self) { group in
      for _ in 0..<max(1, min(jobs, files.count)) {
        group.addTask {
          let replayer = Replayer(
            globalVocabulary: globalVocabulary, handlerTimeout: handlerTimeout, plugins: plugins)
          while let index = next.take() {
            let outcome = await replayer.outcome(path: files[index], update: update)
            delivery.yield((index, outcome))
          }
        }
      }
      var waiting: [Int: ReplayOutcome] = [:]
      var outcomes: [ReplayOutcome] = []
      outcomes.reserveCapacity(files.count)
      for await (index, outcome) in results {
        waiting[index] = outcome
        while let ready = waiting.removeValue(forKey: outcomes.count) {
          inOrder(ready)
          outcomes.append(ready)
        }
        if outcomes.count == files.count { break }
      }
      delivery.finish()
      await group.waitForAll()
      return outcomes
    }
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
