import Dialog

/// A conversation as a standalone picture for slides: chat bubbles at a fixed width, the text
/// as text (crisp at any size), light or dark as the viewer's system is. Lines wrap by an
/// estimate of the font's widths, generous so that no text leaves its bubble.
public enum SVGExport {
  static let width = 720
  static let margin = 24
  static let padding = 12
  static let fontSize = 15
  static let lineHeight = 21
  /// Columns of text a bubble holds: its width over a wide character's.
  static let bubbleColumns = 52

  public static func picture(_ conversation: ExportedConversation) -> String {
    var shapes: [String] = []
    var y = margin
    shapes.append(
      "<text x=\"\(margin)\" y=\"\(y + 18)\" class=\"heading\">\(HTMLExport.escaped(conversation.title))</text>"
    )
    y += 40
    for turn in conversation.turns {
      let input = turn.isSecret ? "••••" : turn.input
      y = bubble([(input, .plain)], user: true, top: y, into: &shapes)
      for step in turn.steps {
        switch step {
        case .say(let text): y = bubble([(text, .plain)], user: false, top: y, into: &shapes)
        case .error(let message):
          y = bubble([(message, .plain)], user: false, top: y, into: &shapes)
        case .prompt(let view):
          var lines: [(String, LineStyle)] = [(view.text, .plain)]
          for option in view.options {
            lines.append(("\(option.index). \(option.title)", .title))
            if let subtitle = option.subtitle { lines.append(("    \(subtitle)", .subtitle)) }
          }
          if view.pageCount > 1 {
            lines.append(("page \(view.page) of \(view.pageCount)", .subtitle))
          }
          y = bubble(lines, user: false, top: y, into: &shapes)
        case .call, .end: continue
        }
      }
      if let mismatch = turn.mismatch {
        shapes.append(
          "<text x=\"\(margin)\" y=\"\(y + 14)\" class=\"bad\">✗ line \(mismatch.line): "
            + "expected \(HTMLExport.escaped(mismatch.expected ?? "nothing"))</text>")
        y += 24
      }
      y += 8
    }
    let height = y + margin
    return """
      <svg xmlns="http://www.w3.org/2000/svg" width="\(width)" height="\(height)" \
      viewBox="0 0 \(width) \(height)" role="img" aria-label="\(HTMLExport.escaped(conversation.title))">
      <style>
      .page { fill: #ffffff; } .siri { fill: #e9e9eb; } .user { fill: #0a7cff; }
      text { font: \(fontSize)px system-ui, -apple-system, "Segoe UI", sans-serif; fill: #1c1c1e; }
      .on-user { fill: #ffffff; } .title { font-weight: 600; } .subtitle { fill: #6e6e73; }
      .heading { font-size: 20px; font-weight: 700; } .bad { fill: #c9182b; }
      @media (prefers-color-scheme: dark) {
        .page { fill: #000000; } .siri { fill: #2c2c2e; } text { fill: #f2f2f7; }
        .subtitle { fill: #a1a1a6; } .on-user { fill: #ffffff; } }
      </style>
      <rect class="page" width="100%" height="100%"/>
      \(shapes.joined(separator: "\n"))
      </svg>

      """
  }

  enum LineStyle {
    case plain, title, subtitle

    var className: String? {
      switch self {
      case .plain: nil
      case .title: "title"
      case .subtitle: "subtitle"
      }
    }
  }

  /// One bubble at `top`, its lines wrapped; returns where the next starts.
  private static func bubble(
    _ lines: [(String, LineStyle)], user: Bool, top: Int, into shapes: inout [String]
  ) -> Int {
    let wrapped = lines.flatMap { text, style in
      PlayScript.wrapped(text, width: bubbleColumns).map { ($0, style) }
    }
    let longest = wrapped.map(\.0.count).max() ?? 0
    // A wide character's share of the font size, so that the estimate errs wide.
    let textWidth = Int(Double(longest * fontSize) * 0.6) + 1
    let bubbleWidth = min(textWidth + 2 * padding, width - 2 * margin - 60)
    let bubbleHeight = wrapped.count * lineHeight + 2 * padding - 6
    let x = user ? width - margin - bubbleWidth : margin
    shapes.append(
      "<rect x=\"\(x)\" y=\"\(top)\" width=\"\(bubbleWidth)\" height=\"\(bubbleHeight)\" "
        + "rx=\"16\" class=\"\(user ? "user" : "siri")\"/>")
    for (index, (text, style)) in wrapped.enumerated() {
      var classes = style.className.map { [$0] } ?? []
      if user { classes.append("on-user") }
      let attribute = classes.isEmpty ? "" : " class=\"\(classes.joined(separator: " "))\""
      let baseline = top + padding + fontSize - 2 + index * lineHeight
      shapes.append(
        "<text x=\"\(x + padding)\" y=\"\(baseline)\"\(attribute) xml:space=\"preserve\">"
          + "\(HTMLExport.escaped(text))</text>")
    }
    return top + bubbleHeight + 8
  }
}
