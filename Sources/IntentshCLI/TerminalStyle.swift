import Foundation

/// ANSI colour for a terminal, or plain text when colour is off.
struct TerminalStyle {
  let enabled: Bool

  /// Colour only on a terminal, and never when NO_COLOR is set.
  static var wantsColor: Bool {
    isatty(STDOUT_FILENO) == 1 && ProcessInfo.processInfo.environment["NO_COLOR"] == nil
  }

  func green(_ text: String) -> String { wrap(text, "32") }
  func red(_ text: String) -> String { wrap(text, "31") }
  func dim(_ text: String) -> String { wrap(text, "2") }
  func bold(_ text: String) -> String { wrap(text, "1") }
  func cyan(_ text: String) -> String { wrap(text, "36") }
  /// The prompt: one combined sequence, since libedit mis-measures nested ones.
  func prompt(_ text: String) -> String { wrap(text, "1;36") }

  private func wrap(_ text: String, _ code: String) -> String {
    enabled ? "\u{1B}[\(code)m\(text)\u{1B}[0m" : text
  }
}
