import Dialog
import Runtime

/// A conversation as Markdown, for a README or a pull request: the user's turns in bold, what
/// the assistant says as quoted lines, a list of options as a numbered list with subtitles.
public enum MarkdownExport {
  public static func document(_ conversation: ExportedConversation) -> String {
    var lines = ["## \(inline(conversation.title))", ""]
    var about = "*\(inline(conversation.domain)) · data set \(inline(conversation.dataSet))"
    about += conversation.passed ? " · replays as recorded*" : " · **does not replay as recorded***"
    lines += [about, ""]
    for note in conversation.notes { lines.append(inline(note)) }
    if !conversation.notes.isEmpty { lines.append("") }
    for turn in conversation.turns {
      let input = turn.isSecret ? passcodeDots : inline(turn.input)
      lines += ["**You:** \(input)", ""]
      var said: [String] = []
      for step in turn.steps {
        switch step {
        case .say(let text): said.append("> \(inline(text))")
        case .error(let message): said.append("> ⚠ \(inline(message))")
        case .prompt(let view):
          said.append("> \(inline(view.text))")
          if !view.options.isEmpty {
            said.append(">")
            for option in view.options { said.append("> \(option.index). \(label(option))") }
            if view.pageCount > 1 {
              said += [">", "> *page \(view.page) of \(view.pageCount)*"]
            }
          }
        case .call, .end: continue
        }
      }
      if !said.isEmpty { lines += said + [""] }
      if let mismatch = turn.mismatch {
        lines += [
          "> ❌ expected `\(code(mismatch.expected ?? "nothing"))`, got "
            + "`\(code(mismatch.actual ?? "nothing"))` (line \(mismatch.line))", "",
        ]
      }
    }
    return lines.joined(separator: "\n")
  }

  /// A passcode typed, never its digits.
  static let passcodeDots = "••••"

  /// An option as the list shows it: its title, and its subtitle after a dash.
  static func label(_ option: PromptView.VisibleOption) -> String {
    var text = inline(option.title)
    if let subtitle = option.subtitle { text += " — \(inline(subtitle))" }
    return text
  }

  /// Text as Markdown shows it literally: the characters that would make markup escaped, and
  /// control characters made visible, as on the terminal.
  static func inline(_ text: String) -> String {
    var escaped = ""
    for character in TerminalText.inert(text.filter { !$0.isNewline }) {
      if "\\`*_[]<>#|~".contains(character) { escaped.append("\\") }
      escaped.append(character)
    }
    return escaped
  }

  /// Text inside a code span: backticks, which would end it, become quotes.
  static func code(_ text: String) -> String {
    TerminalText.inert(text.replacingOccurrences(of: "`", with: "'").filter { !$0.isNewline })
  }
}
