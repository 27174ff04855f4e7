import Dialog
import IntentKit

/// Everything a session shows, as the JSON events `--json` prints: what the dialog says and does, plus
/// what only the session knows (the user's turns, errors, traces). Text mode prints the `say`,
/// `trace` and `error` lines; JSON mode prints every event as one line.
public enum SessionEvent: Hashable, Sendable {
  case user(String)
  case dialog(DialogOutput)
  case error(String)
  /// A handler call and its result, shown with --trace.
  case trace(call: String, result: String)
  /// `:options`: a parameter's dynamic options as the app listed them, in its sections.
  case options(OptionsListing)

  /// A line the assistant shows.
  public static func say(_ text: String) -> SessionEvent { .dialog(.say(text)) }
  /// The end of an intent dialog.
  public static func end(_ outcome: Outcome) -> SessionEvent { .dialog(.end(outcome)) }
}

/// What `:options` found: the app's option sections, each item as the dialog labels it.
public struct OptionsListing: Hashable, Sendable {
  public struct Section: Hashable, Sendable {
    public var title: String?
    public var items: [ChoiceLabel]
  }
  public var app: String
  public var intent: String
  public var parameter: String
  public var searchTerm: String?
  public var sections: [Section]
}
