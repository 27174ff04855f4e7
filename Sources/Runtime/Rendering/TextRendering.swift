/// The lines text mode shows for an event: what the assistant says, traces and errors.
/// Transcripts record exactly these lines. They carry what users typed and files held, so each
/// is made inert (`TerminalText`) here, the one place every text line passes.
public enum TextRendering {
  public static func lines(_ event: SessionEvent) -> [String] {
    switch event {
    case .dialog(.say(let text)): return [TerminalText.inert(text)]
    case .trace(let call, let result): return [TerminalText.inert("[trace] \(call) -> \(result)")]
    case .error(let message): return [TerminalText.inert("error: \(message)")]
    default: return []
    }
  }

  /// A user turn as a transcript writes it: one line, inert.
  public static func userLine(_ text: String) -> String { TerminalText.inert(text) }
}
