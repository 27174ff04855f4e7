/// The lines text mode shows for an event: what the assistant says, traces and errors.
/// Transcripts record exactly these lines.
public enum TextRendering {
  public static func lines(_ event: SessionEvent) -> [String] {
    switch event {
    case .dialog(.say(let text)): return [text]
    case .trace(let call, let result): return ["[trace] \(call) -> \(result)"]
    case .error(let message): return ["error: \(message)"]
    default: return []
    }
  }
}
