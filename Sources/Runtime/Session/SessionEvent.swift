import Dialog
import IntentKit

/// Everything a session shows, as DESIGN.md §3's events. Text mode prints the `say`, `trace`
/// and `error` lines; JSON mode prints every event as one line.
public enum SessionEvent: Hashable, Sendable {
  case user(String)
  case intent(Intent)
  case resolve(parameter: String, item: Int?, result: ResolutionResult<IntentValue>)
  case prompt(PromptView)
  case confirm(ResponseCode)
  case handle(IntentResponse)
  case say(String)
  case end(Outcome)
  case error(String)
  /// A handler call and its result, shown with --trace.
  case trace(call: String, result: String)
}
