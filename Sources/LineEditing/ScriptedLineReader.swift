/// Feeds lines from an array, for tests and transcript replay.
///
/// Records every prompt it is asked with (secret prompts too), how many secret reads were
/// made, and the lines given to ``addHistory(_:)``. When the script runs out, every read
/// returns ``LineReadResult/endOfInput``.
public final class ScriptedLineReader: LineReader {
  /// False unless set at creation: scripted input is not a person at a terminal.
  public let isInteractive: Bool
  /// The prompts passed to ``readLine(prompt:)`` and ``readSecret(prompt:)``, in order.
  public private(set) var prompts: [String] = []
  /// How many times ``readSecret(prompt:)`` was called.
  public private(set) var secretReadCount = 0
  /// The non-blank lines passed to ``addHistory(_:)``, in order.
  public private(set) var history: [String] = []

  private var results: [LineReadResult]
  private var nextIndex = 0

  /// A reader that returns each of `lines` in turn, then end of input.
  public convenience init(lines: [String]) {
    self.init(results: lines.map(LineReadResult.line))
  }

  /// A reader that returns each of `results` in turn (so a script can contain Ctrl-C), then
  /// end of input. `isInteractive` is what the reader reports as ``isInteractive``.
  public init(results: [LineReadResult], isInteractive: Bool = false) {
    self.results = results
    self.isInteractive = isInteractive
  }

  /// The results not returned yet.
  public var remaining: ArraySlice<LineReadResult> {
    results[nextIndex...]
  }

  /// Records `prompt` and returns the next scripted result.
  public func readLine(prompt: String) -> LineReadResult {
    prompts.append(prompt)
    return next()
  }

  /// Records `prompt`, counts the secret read and returns the next scripted result.
  public func readSecret(prompt: String) -> LineReadResult {
    prompts.append(prompt)
    secretReadCount += 1
    return next()
  }

  /// Records `line` unless it is blank.
  public func addHistory(_ line: String) {
    guard !line.allSatisfy(\.isWhitespace) else { return }
    history.append(line)
  }

  private func next() -> LineReadResult {
    guard nextIndex < results.count else { return .endOfInput }
    defer { nextIndex += 1 }
    return results[nextIndex]
  }
}
