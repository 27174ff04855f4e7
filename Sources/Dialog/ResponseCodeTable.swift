import IntentKit

/// The docs' table of response codes (docs/RESPONSE-CODES.md): for each intent, every code of
/// its enum with the sentence the user hears. Built from the code, so a test can check the
/// checked-in file against it and rewrite it on request.
public enum ResponseCodeTable {
  /// The app name the sentences are rendered with.
  static let app = "TheApp"

  public static func markdown(configuration: DialogConfiguration) -> String {
    var lines = [
      "# Response codes",
      "",
      "What the user hears for each response code a handler's confirm or handle returns, as",
      "rendered by each intent's phrases with no output fields (an app's output makes some",
      "sentences more precise: names, amounts, places). The app is called \(app) here.",
      "Generated from the code; `INTENTSH_RECORD=1 swift test --filter ResponseCodeTable`",
      "rewrites it, and `make test` fails when it is out of date.",
    ]
    for name in configuration.schemas.keys.sorted() {
      let codes = ResponseCodeCatalog.codes(for: name)
      guard !codes.isEmpty else { continue }
      let phrases = configuration.phrases[name] ?? DefaultPhrases()
      let intent = Intent(name: name, app: app)
      lines += [
        "", "## \(name.rawValue) (\(name.intentClass)ResponseCode)", "",
        "| code | value | the user hears |", "|---|---|---|",
      ]
      for code in codes {
        lines.append("| `\(code.name)` | \(code.rawValue) | \(sentence(code, phrases, intent)) |")
      }
    }
    return lines.joined(separator: "\n") + "\n"
  }

  private static func sentence(
    _ code: ResponseCode, _ phrases: any IntentPhrases, _ intent: Intent
  ) -> String {
    switch code.category {
    case .ready: return "(nothing: the dialog goes on to confirmation or handle)"
    default:
      let text = phrases.response(IntentResponse(code: code), in: intent)
      return text.replacingOccurrences(of: "|", with: "\\|")
    }
  }
}
