/// Reads lines from a non-terminal stdin: buffered, no prompt printed, no history.
///
/// `readSecret` reads a plain line. Ctrl-C keeps its default action (it ends the process),
/// which is what a pipe or a redirected file needs.
public final class PlainLineReader: LineReader {
  /// Always false: nobody is typing at a terminal.
  public let isInteractive = false

  /// Creates a reader of stdin.
  public init() {}

  /// Reads the next line of stdin; the prompt is not printed.
  public func readLine(prompt: String) -> LineReadResult {
    guard let line = Swift.readLine(strippingNewline: true) else { return .endOfInput }
    return .line(line)
  }

  /// Reads the next line of stdin, like ``readLine(prompt:)``.
  public func readSecret(prompt: String) -> LineReadResult {
    readLine(prompt: prompt)
  }

  /// Does nothing: piped input keeps no history.
  public func addHistory(_ line: String) {}
}
