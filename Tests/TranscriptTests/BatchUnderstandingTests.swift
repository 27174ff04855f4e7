import Dispatch
import Synchronization
import Testing

@testable import IntentshCLI

/// `parse --json` from stdin understands lines on several cores and writes the answers in the
/// order of the lines.
@Suite struct BatchUnderstandingTests {
  /// Lines given one by one, as standard input gives them.
  final class Lines: Sendable {
    private let remaining: Mutex<[String]>
    init(_ lines: [String]) { remaining = Mutex(lines.reversed()) }
    func next() -> String? { remaining.withLock { $0.popLast() } }
  }

  final class Written: Sendable {
    let lines = Mutex<[String]>([])
  }

  @Test func answersFinishedOutOfOrderAreWrittenInTheOrderOfTheirLines() {
    let lines = Lines((0..<200).map(String.init))
    let written = Written()
    // The first line's answer waits until the second's is made, so the answers are ready in
    // another order than the lines'.
    let secondAnswered = DispatchSemaphore(value: 0)
    BatchUnderstanding.run(
      ["worker A", "worker B", "worker C"], read: lines.next,
      write: { line in written.lines.withLock { $0.append(line) } },
      answer: { line, _ in
        if line == "0" { secondAnswered.wait() }
        if line == "1" { secondAnswered.signal() }
        return "answer \(line)"
      })
    #expect(written.lines.withLock { $0 } == (0..<200).map { "answer \($0)" })
  }

  @Test func everyWorkerTakesLines() {
    let lines = Lines((0..<50).map(String.init))
    let workers = Mutex<Set<String>>([])
    // The first line is held until another worker has answered one, so both must work.
    let anotherAnswered = DispatchSemaphore(value: 0)
    BatchUnderstanding.run(
      ["A", "B"], read: lines.next, write: { _ in },
      answer: { line, worker in
        workers.withLock { _ = $0.insert(worker) }
        if line == "0" { anotherAnswered.wait() } else if line == "1" { anotherAnswered.signal() }
        return line
      })
    #expect(workers.withLock { $0 } == ["A", "B"])
  }

  @Test func noLinesWriteNothing() {
    let written = Written()
    BatchUnderstanding.run(
      ["A", "B"], read: Lines([]).next,
      write: { line in written.lines.withLock { $0.append(line) } }, answer: { line, _ in line })
    #expect(written.lines.withLock { $0 }.isEmpty)
  }
}
