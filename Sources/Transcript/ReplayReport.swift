import Foundation
import Runtime

/// `replay --json`: one JSON object per line, one per transcript in the order replayed, then a
/// summary. Field names are a contract, as the session's events are.
public enum ReplayJSON {
  /// `{"event":"transcript","path","verdict","turns","mismatches",["error"],["updated"],
  /// "milliseconds"}`.
  public static func line(_ outcome: ReplayOutcome) -> String {
    var fields: [(String, JSONValue)] = [
      ("event", .string("transcript")),
      ("path", .string(outcome.path)),
      ("verdict", .string(outcome.verdict.rawValue)),
      ("turns", .int(outcome.turns)),
      (
        "mismatches",
        .array(
          outcome.mismatches.map { mismatch in
            .object([
              ("path", .string(mismatch.path)),
              ("line", .int(mismatch.line)),
              ("expected", mismatch.expected.map(JSONValue.string) ?? .null),
              ("actual", mismatch.actual.map(JSONValue.string) ?? .null),
            ])
          })
      ),
    ]
    if let error = outcome.error {
      fields.append(
        (
          "error",
          .object([
            ("path", .string(error.path)),
            ("line", error.line.map(JSONValue.int) ?? .null),
            ("message", .string(error.problem)),
          ])
        ))
    }
    if outcome.updated { fields.append(("updated", .bool(true))) }
    fields.append(("milliseconds", .int(milliseconds(outcome.seconds))))
    return JSONValue.object(fields).serialized
  }

  /// `{"event":"summary","passed","failed","errors","total","milliseconds"}`.
  public static func summary(_ outcomes: [ReplayOutcome], seconds: Double) -> String {
    let tally = ReplayTally(outcomes)
    return JSONValue.object([
      ("event", .string("summary")),
      ("passed", .int(tally.passed)),
      ("failed", .int(tally.failed)),
      ("errors", .int(tally.errors)),
      ("total", .int(outcomes.count)),
      ("milliseconds", .int(milliseconds(seconds))),
    ]).serialized
  }

  private static func milliseconds(_ seconds: Double) -> Int { Int((seconds * 1000).rounded()) }
}

/// `replay --junit FILE`: the JUnit XML report CI systems read (GitHub Actions' test reporters,
/// GitLab's `artifacts:reports:junit`, Jenkins' junit step). One `<testsuite>` per folder, one
/// `<testcase>` per transcript (classname its folder, name its file name), a `<failure>` with the
/// `file:line` diff for a mismatch, an `<error>` for a transcript that could not be replayed.
public enum JUnitReport {
  public static func xml(
    _ outcomes: [ReplayOutcome], seconds: Double, timestamp: Date = Date()
  ) -> String {
    var folders: [String] = []
    var byFolder: [String: [ReplayOutcome]] = [:]
    for outcome in outcomes {
      let folder = folder(of: outcome.path)
      if byFolder[folder] == nil { folders.append(folder) }
      byFolder[folder, default: []].append(outcome)
    }
    let tally = ReplayTally(outcomes)
    var xml = #"<?xml version="1.0" encoding="UTF-8"?>"# + "\n"
    xml +=
      "<testsuites name=\"intentsh replay\" tests=\"\(outcomes.count)\" "
      + "failures=\"\(tally.failed)\" errors=\"\(tally.errors)\" time=\"\(time(seconds))\">\n"
    for folder in folders {
      let cases = byFolder[folder] ?? []
      let suiteTally = ReplayTally(cases)
      xml +=
        "  <testsuite name=\(attribute(folder)) tests=\"\(cases.count)\" "
        + "failures=\"\(suiteTally.failed)\" errors=\"\(suiteTally.errors)\" skipped=\"0\" "
        + "time=\"\(time(cases.reduce(0) { $0 + $1.seconds }))\" "
        + "timestamp=\"\(isoTimestamp(timestamp))\">\n"
      for outcome in cases {
        xml +=
          "    <testcase classname=\(attribute(folder)) "
          + "name=\(attribute((outcome.path as NSString).lastPathComponent)) "
          + "time=\"\(time(outcome.seconds))\""
        switch outcome.verdict {
        case .pass:
          xml += "/>\n"
          continue
        case .fail:
          let diff = outcome.mismatches.map(\.description).joined(separator: "\n")
          let first = diff.split(separator: "\n", omittingEmptySubsequences: false).first ?? ""
          xml +=
            ">\n      <failure type=\"mismatch\" message=\(attribute(String(first)))>"
            + text(diff) + "</failure>\n"
        case .error:
          let message = outcome.error?.description ?? outcome.path
          xml +=
            ">\n      <error type=\"cannot replay\" message=\(attribute(message))>"
            + text(message) + "</error>\n"
        }
        xml += "    </testcase>\n"
      }
      xml += "  </testsuite>\n"
    }
    return xml + "</testsuites>\n"
  }

  /// The folder a transcript is in, as given ("." for a file named alone).
  static func folder(of path: String) -> String {
    let folder = (path as NSString).deletingLastPathComponent
    return folder.isEmpty ? "." : folder
  }

  /// Seconds with three decimals, the form every JUnit reader parses ("0.012").
  static func time(_ seconds: Double) -> String { String(format: "%.3f", max(0, seconds)) }

  /// ISO 8601 without a zone, as Ant writes it, in UTC.
  static func isoTimestamp(_ date: Date) -> String {
    let formatter = DateFormatter()
    formatter.locale = Locale(identifier: "en_US_POSIX")
    formatter.timeZone = TimeZone(identifier: "UTC")
    formatter.dateFormat = "yyyy-MM-dd'T'HH:mm:ss"
    return formatter.string(from: date)
  }

  /// Element text: characters XML 1.0 does not allow (control characters other than tab and
  /// newline, U+FFFE, U+FFFF) are written as visible text (`^[`, `<U+FFFE>`), as on the
  /// terminal, then markup characters escaped.
  static func text(_ raw: String) -> String {
    let lines = raw.split(separator: "\n", omittingEmptySubsequences: false)
    return escape(lines.map { visible(String($0)) }.joined(separator: "\n"), quotes: false)
  }

  /// A quoted attribute value on one line: a newline too is shown, not kept.
  static func attribute(_ raw: String) -> String {
    "\"" + escape(visible(raw), quotes: true) + "\""
  }

  private static func visible(_ text: String) -> String {
    // Tabs are legal XML but shown as the terminal shows them, so the report reads the same.
    let shown = TerminalText.inert(text)
    guard shown.unicodeScalars.contains(where: { $0.value == 0xFFFE || $0.value == 0xFFFF })
    else { return shown }
    var out = ""
    for scalar in shown.unicodeScalars {
      if scalar.value == 0xFFFE || scalar.value == 0xFFFF {
        out += "<U+" + String(scalar.value, radix: 16, uppercase: true) + ">"
      } else {
        out.unicodeScalars.append(scalar)
      }
    }
    return out
  }

  private static func escape(_ text: String, quotes: Bool) -> String {
    var out = ""
    out.reserveCapacity(text.utf8.count)
    for character in text.unicodeScalars {
      switch character {
      case "&": out += "&amp;"
      case "<": out += "&lt;"
      case ">": out += "&gt;"
      case "\"" where quotes: out += "&quot;"
      case "'" where quotes: out += "&apos;"
      default: out.unicodeScalars.append(character)
      }
    }
    return out
  }
}
