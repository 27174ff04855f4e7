import Runtime

/// A conversation as a Mermaid `sequenceDiagram`: the user, Siri and each app as participants,
/// an arrow for each turn, each app call and its result, and each thing Siri says.
public enum MermaidExport {
  public static func diagram(_ conversation: ExportedConversation) -> String {
    var lines = ["sequenceDiagram", "  participant User", "  participant Siri"]
    // Mermaid names a participant by an id of letters and digits; the app's name is its alias.
    let ids = Dictionary(
      uniqueKeysWithValues: conversation.apps.enumerated().map { ($1, "App\($0 + 1)") })
    for app in conversation.apps { lines.append("  participant \(ids[app]!) as \(text(app))") }
    for turn in conversation.turns {
      let input = turn.isSecret ? "••••" : turn.input
      lines.append("  User->>Siri: \(text(input))")
      for step in turn.steps {
        switch step {
        case .call(_, let result, nil):
          lines.append("  Note over Siri: understood \(text(summary(of: result)))")
        case .call(let call, let result, let app?):
          let participant = ids[app] ?? "Siri"
          lines.append("  Siri->>\(participant): \(text(callName(call)))")
          lines.append("  \(participant)-->>Siri: \(text(summary(of: result)))")
        case .say(let said): lines.append("  Siri->>User: \(text(said))")
        case .error(let message): lines.append("  Note over Siri: error: \(text(message))")
        case .prompt(let view):
          let count = view.options.isEmpty ? "" : " (\(view.options.count) options)"
          lines.append("  Siri->>User: \(text(view.text))\(count)")
        case .end: continue
        }
      }
      if let mismatch = turn.mismatch {
        lines.append(
          "  Note over User,Siri: does not replay: expected \(text(mismatch.expected ?? "nothing"))"
        )
      }
    }
    return lines.joined(separator: "\n") + "\n"
  }

  /// "resolveRecipients([\"John\" …])" is drawn as "resolveRecipients": the arrow says which
  /// method, the result says what came of it.
  static func callName(_ call: String) -> String {
    String(call.prefix { $0 != "(" })
  }

  /// A result as an arrow says it: "[disambiguation(John Appleseed, John Baily)]" is
  /// "disambiguation(2)"; "sendMessage 0.883 (en/messaging.grammar:48); runner-up …" is
  /// "sendMessage"; a short result as it is.
  static func summary(of result: String) -> String {
    var text = Substring(result)
    if text.hasPrefix("["), text.hasSuffix("]") { text = text.dropFirst().dropLast() }
    if let open = text.firstIndex(of: "("), text.hasSuffix(")") {
      let inside = text[text.index(after: open)..<text.index(before: text.endIndex)]
      var depth = 0
      var items = inside.isEmpty ? 0 : 1
      for character in inside {
        if "([{".contains(character) { depth += 1 }
        if ")]}".contains(character) { depth -= 1 }
        if character == ",", depth == 0 { items += 1 }
      }
      let name = text[..<open]
      if name.contains(" ") { return String(name.prefix { $0 != " " }) }
      return items > 1 ? "\(name)(\(items))" : String(text.prefix(60))
    }
    return String(text.prefix { $0 != " " && $0 != ";" }.prefix(60))
  }

  /// Text a message may hold: Mermaid ends a statement at ";" and a line, reads "#" as the
  /// start of an entity and draws "<" as HTML, so those are written as entities.
  static func text(_ raw: String) -> String {
    var escaped = ""
    // Control characters made visible first, as on the terminal.
    for character in TerminalText.inert(String(raw.map { $0.isNewline ? " " : $0 })) {
      switch character {
      case "#": escaped += "#35;"
      case ";": escaped += "#59;"
      // Drawn as HTML: "<mobile>" would be a tag.
      case "<": escaped += "#60;"
      case ">": escaped += "#62;"
      default: escaped.append(character)
      }
    }
    return escaped
  }
}
