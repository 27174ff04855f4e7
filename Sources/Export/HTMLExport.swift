import Dialog

/// A conversation as one self-contained web page (no script, no network): the user's turns and
/// Siri's as chat bubbles, lists of options with their subtitles and images, the page of a
/// paged list, a passcode as dots; and a lane, shown with a toggle, of the calls each turn
/// made to understanding and to the app. Light and dark as the reader's system is, narrow on
/// a phone, whole when printed. Written as XHTML-compatible HTML, so an XML parser reads it.
public enum HTMLExport {
  public static func page(_ conversation: ExportedConversation, galleryLink: String? = nil)
    -> String
  {
    var body: [String] = []
    if let galleryLink {
      body.append("<p class=\"back\"><a href=\"\(escaped(galleryLink))\">All flows</a></p>")
    }
    body.append("<h1>\(escaped(conversation.title))</h1>")
    var about = "\(escaped(conversation.domain)) · data set \(escaped(conversation.dataSet))"
    if !conversation.apps.isEmpty {
      about += " · " + conversation.apps.map(escaped).joined(separator: ", ")
    }
    body.append("<p class=\"about\">\(about)</p>")
    for note in conversation.notes { body.append("<p class=\"note\">\(escaped(note))</p>") }
    if !conversation.passed {
      body.append(
        "<p class=\"verdict bad\">Does not replay as recorded: "
          + "\(conversation.mismatches.count) mismatch"
          + "\(conversation.mismatches.count == 1 ? "" : "es"), marked below.</p>")
    }
    body.append(
      "<input type=\"checkbox\" id=\"lane\" class=\"toggle\"/>"
        + "<label for=\"lane\" class=\"toggle\">Show the calls to the app</label>")
    body.append("<main>")
    for (index, turn) in conversation.turns.enumerated() {
      body += self.turn(turn, number: index + 1)
    }
    body.append("</main>")
    return document(title: conversation.title, body: body)
  }

  /// The gallery of a folder's flows: each conversation's page, listed by domain.
  public static func gallery(_ entries: [(conversation: ExportedConversation, link: String)])
    -> String
  {
    var body = [
      "<h1>intentsh flows</h1>",
      "<p class=\"about\">Every conversation below is a transcript replayed when this page was "
        + "made: what the assistant said, and the calls it made to each app.</p>",
    ]
    var domains: [String] = []
    for entry in entries where !domains.contains(entry.conversation.domain) {
      domains.append(entry.conversation.domain)
    }
    for domain in domains {
      body.append("<h2>\(escaped(domain))</h2>")
      body.append("<ul class=\"flows\">")
      for entry in entries where entry.conversation.domain == domain {
        let conversation = entry.conversation
        let mark = conversation.passed ? "" : " <span class=\"bad\">(does not replay)</span>"
        let note = conversation.notes.first.map { "<span class=\"subtitle\">\(escaped($0))</span>" }
        body.append(
          "<li><a href=\"\(escaped(entry.link))\">\(escaped(conversation.title))</a>\(mark)"
            + "\(note ?? "")</li>")
      }
      body.append("</ul>")
    }
    return document(title: "intentsh flows", body: body)
  }

  private static func turn(_ turn: ExportedTurn, number: Int) -> [String] {
    let flagged = turn.mismatch == nil ? "" : " mismatch"
    var lines = [
      "<section class=\"turn\(flagged)\" id=\"turn-\(number)\">", "<div class=\"chat\">",
    ]
    if turn.isSecret {
      lines.append("<p class=\"bubble user secret\" aria-label=\"passcode\">••••</p>")
    } else {
      lines.append("<p class=\"bubble user\">\(escaped(turn.input))</p>")
    }
    var calls: [String] = []
    for step in turn.steps {
      switch step {
      case .say(let text): lines.append("<p class=\"bubble siri\">\(escaped(text))</p>")
      case .error(let message):
        lines.append("<p class=\"bubble siri error\">\(escaped(message))</p>")
      case .prompt(let view): lines += prompt(view)
      case .call(let call, let result, _):
        calls.append(
          "<li><code>\(escaped(call))</code> <span class=\"arrow\">→</span> "
            + "<code>\(escaped(result))</code></li>")
      case .end(let outcome):
        calls.append("<li class=\"end\">end: \(escaped(outcome.rawValue))</li>")
      }
    }
    if let mismatch = turn.mismatch {
      lines.append(
        "<p class=\"bad\">Line \(mismatch.line): the transcript expects "
          + "“\(escaped(mismatch.expected ?? "nothing"))”, the replay said "
          + "“\(escaped(mismatch.actual ?? "nothing"))”.</p>")
    }
    lines.append("</div>")
    lines.append("<ol class=\"calls\">" + calls.joined() + "</ol>")
    lines.append("</section>")
    return lines
  }

  private static func prompt(_ view: PromptView) -> [String] {
    var lines = ["<div class=\"bubble siri prompt\">", "<p>\(escaped(view.text))</p>"]
    if !view.options.isEmpty {
      lines.append("<ol class=\"options\">")
      for option in view.options {
        var item = "<li value=\"\(option.index)\">"
        if let image = option.image {
          // An image the data set gives as a character (an emoji) is drawn as it; one given by
          // name, which a page has no file for, as its initial.
          let shown = image.count <= 2 ? image : image.first.map { String($0).uppercased() } ?? ""
          item +=
            "<span class=\"image\" role=\"img\" aria-label=\"\(escaped(image))\">"
            + "\(escaped(shown))</span>"
        }
        item += "<span class=\"title\">\(escaped(option.title))</span>"
        if let subtitle = option.subtitle {
          item += "<span class=\"subtitle\">\(escaped(subtitle))</span>"
        }
        if let section = option.section {
          item += "<span class=\"section\">\(escaped(section))</span>"
        }
        lines.append(item + "</li>")
      }
      lines.append("</ol>")
      if view.pageCount > 1 {
        lines.append("<p class=\"page\">page \(view.page) of \(view.pageCount)</p>")
      }
    }
    lines.append("</div>")
    return lines
  }

  private static func document(title: String, body: [String]) -> String {
    ([
      "<!DOCTYPE html>", "<html lang=\"en\">", "<head>", "<meta charset=\"utf-8\"/>",
      "<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\"/>",
      "<title>\(escaped(title))</title>", "<style>", style, "</style>", "</head>", "<body>",
    ]
      + body + ["</body>", "</html>"]).joined(separator: "\n") + "\n"
  }

  /// Text as HTML shows it literally; control characters, which a page cannot show, dropped.
  static func escaped(_ text: String) -> String {
    var result = ""
    for character in text {
      switch character {
      case "&": result += "&amp;"
      case "<": result += "&lt;"
      case ">": result += "&gt;"
      case "\"": result += "&quot;"
      case "'": result += "&#39;"
      default:
        if character.unicodeScalars.allSatisfy({ $0.properties.generalCategory == .control }) {
          continue
        }
        result.append(character)
      }
    }
    return result
  }

  /// No "&" or "<" in it: the page stays well-formed XML.
  private static let style = """
    :root { color-scheme: light dark; --bg: #ffffff; --fg: #1c1c1e; --siri: #e9e9eb;
      --user: #0a7cff; --user-fg: #ffffff; --muted: #6e6e73; --lane: #f2f2f7; --bad: #c9182b; }
    @media (prefers-color-scheme: dark) {
      :root { --bg: #000000; --fg: #f2f2f7; --siri: #2c2c2e; --muted: #a1a1a6; --lane: #1c1c1e;
        --bad: #ff6961; } }
    body { font: 16px/1.45 system-ui, -apple-system, "Segoe UI", sans-serif; background: var(--bg);
      color: var(--fg); max-width: 62rem; margin: 0 auto; padding: 1rem 1.25rem 3rem; }
    h1 { font-size: 1.6rem; margin: .5rem 0 .25rem; }
    h2 { font-size: 1.2rem; margin-top: 2rem; text-transform: capitalize; }
    .about, .note, .subtitle, .page, .section { color: var(--muted); }
    .about { margin-top: 0; }
    a { color: var(--user); }
    label.toggle { display: inline-block; margin: .5rem 0 1rem .4rem; cursor: pointer; }
    .turn { display: grid; grid-template-columns: minmax(0, 1fr); gap: .5rem 1.25rem;
      margin: .75rem 0; }
    .chat { display: flex; flex-direction: column; align-items: flex-start; }
    .bubble { max-width: 80%; margin: .15rem 0; padding: .45rem .85rem; border-radius: 1.1rem;
      overflow-wrap: anywhere; }
    .bubble p { margin: 0; }
    .user { align-self: flex-end; background: var(--user); color: var(--user-fg);
      border-bottom-right-radius: .35rem; }
    .secret { letter-spacing: .2em; }
    .siri { background: var(--siri); border-bottom-left-radius: .35rem; white-space: pre-wrap; }
    .prompt { white-space: normal; }
    .error { border: 1px solid var(--bad); }
    ol.options { margin: .4rem 0 .1rem; padding-left: 1.5rem; }
    ol.options li { margin: .2rem 0; }
    .title { font-weight: 600; }
    .subtitle, .section { display: block; font-size: .85em; }
    .image { display: inline-block; width: 1.6em; height: 1.6em; margin-right: .45em;
      border-radius: .4em; background: var(--bg); color: var(--fg); text-align: center;
      line-height: 1.6em; font-size: .8em; vertical-align: middle; }
    .page { margin: .2rem 0 0; font-size: .85em; }
    .calls { display: none; align-self: start; margin: 0; padding: .5rem .75rem .5rem 2rem;
      background: var(--lane);
      border-radius: .6rem; font: 12.5px/1.4 ui-monospace, "SF Mono", Menlo, monospace;
      overflow-wrap: anywhere; }
    .calls:empty { visibility: hidden; }
    .calls .end { color: var(--muted); list-style: none; margin-left: -1rem; }
    .arrow { color: var(--muted); }
    #lane:checked ~ main .turn { grid-template-columns: minmax(0, 3fr) minmax(0, 2fr); }
    #lane:checked ~ main .calls { display: block; }
    .mismatch { outline: 2px solid var(--bad); outline-offset: 4px; border-radius: .6rem; }
    .bad { color: var(--bad); }
    ul.flows li { margin: .4rem 0; }
    @media (max-width: 40rem) {
      #lane:checked ~ main .turn { grid-template-columns: minmax(0, 1fr); }
      .bubble { max-width: 92%; } }
    @media print { .toggle { display: none; } .calls { display: block; }
      .turn { grid-template-columns: minmax(0, 3fr) minmax(0, 2fr); break-inside: avoid; } }
    """
}
