/// What one read produced.
public enum LineReadResult: Equatable, Sendable {
  /// A line the person entered, without the trailing newline.
  case line(String)
  /// Ctrl-C: the caller cancels the current dialog, never exits.
  case interrupted
  /// Ctrl-D on an empty line, or end of file on a pipe.
  case endOfInput
}

/// Reads user turns. Only implementations of this protocol touch the terminal.
///
/// Pick the implementation once, at start-up: ``EditLineReader`` when
/// ``Terminal/isInteractive`` is true, ``PlainLineReader`` otherwise, and
/// ``ScriptedLineReader`` in tests and transcript replay. Never mix two readers on one stdin:
/// buffered and unbuffered reads of the same descriptor lose lines.
public protocol LineReader: AnyObject {
  /// True when a person is typing at a terminal (prompts, colour and history apply).
  var isInteractive: Bool { get }
  /// Reads one line after showing `prompt` (when the reader shows prompts at all).
  func readLine(prompt: String) -> LineReadResult
  /// Reads a secret (a passcode): never echoed, never added to history.
  func readSecret(prompt: String) -> LineReadResult
  /// Adds a line to history (and persists it for the editor). Blank lines are ignored.
  func addHistory(_ line: String)
}
