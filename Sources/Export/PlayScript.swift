import Runtime

/// A conversation as a terminal shows it live, for presenter mode (`intentsh play`) and for an
/// asciicast of it: what is written, in which style, and the pauses a person typing and an
/// assistant answering make. Built from the replay, so what is shown is what happens now.
/// Pure: the pauses are data, which the player sleeps through and a cast adds up.
public struct PlayScript: Sendable, Equatable {
  public enum Step: Sendable, Equatable {
    /// Before the user's turn of this index (from 0): presenter mode waits for a key here.
    case turn(Int)
    case write(String, Style)
    /// Seconds, already divided by the speed.
    case pause(Double)
  }

  /// How a piece of text is drawn: the shell's prompt, what the user types, what the assistant
  /// says, a traced call, a mismatch with the transcript.
  public enum Style: Sendable, Equatable {
    case prompt, typed, said, call, mismatch
  }

  public var steps: [Step]

  /// `width`: the terminal's columns, which long lines wrap at; `speed`: 1 for a person's
  /// pace, 2 for twice as fast; `trace`: the calls to understanding and the app shown, as
  /// `--trace` shows them.
  public init(_ conversation: ExportedConversation, width: Int, speed: Double, trace: Bool) {
    let speed = max(speed, 0.01)
    let width = max(width, 20)
    var steps: [Step] = []
    func line(_ text: String, _ style: Style) {
      for part in Self.wrapped(TerminalText.inert(text), width: width) {
        steps.append(.write(part + "\n", style))
      }
    }
    for (index, turn) in conversation.turns.enumerated() {
      steps.append(.turn(index))
      steps.append(.write(turn.isSecret ? "Passcode: " : "> ", .prompt))
      let typed = turn.isSecret ? "••••" : TerminalText.inert(turn.input)
      for character in typed {
        steps.append(.write(String(character), .typed))
        // A person's pace, a little slower between words: the same every time.
        steps.append(.pause((character == " " ? 0.11 : 0.055) / speed))
      }
      steps.append(.write("\n", .typed))
      steps.append(.pause(0.35 / speed))
      for step in turn.steps {
        switch step {
        case .say(let text): line(text, .said)
        case .prompt(let view): for text in view.lines { line(text, .said) }
        case .error(let message): line("error: \(message)", .said)
        case .call(let call, let result, _) where trace: line("[trace] \(call) -> \(result)", .call)
        case .call, .end: continue
        }
        steps.append(.pause(0.04 / speed))
      }
      if let mismatch = turn.mismatch {
        line(
          "✗ line \(mismatch.line): the transcript expects \"\(mismatch.expected ?? "nothing")\"",
          .mismatch)
      }
    }
    self.steps = steps
  }

  /// `text` in lines of at most `width` columns, broken at spaces where it can be; a line
  /// continued keeps the first one's indentation and two more columns.
  static func wrapped(_ text: String, width: Int) -> [String] {
    guard text.count > width else { return [text] }
    let indent = String(repeating: " ", count: min(text.prefix { $0 == " " }.count + 2, width / 2))
    var lines: [String] = []
    var rest = Substring(text)
    var prefix = ""
    while prefix.count + rest.count > width {
      let room = width - prefix.count
      let head = rest.prefix(room)
      // Break where a word ends within the room, at the last space that leaves something on
      // the line, else in the word.
      let cut =
        rest[head.endIndex] == " "
        ? head.endIndex
        : head.lastIndex(of: " ").flatMap { $0 > head.startIndex ? $0 : nil } ?? head.endIndex
      lines.append(prefix + rest[..<cut])
      rest = rest[cut...].drop { $0 == " " }
      prefix = indent
    }
    lines.append(prefix + rest)
    return lines
  }

  /// Where each turn starts, by turn index.
  public var turnStarts: [Int] {
    steps.indices.filter { if case .turn = steps[$0] { return true } else { return false } }
  }
}

/// A conversation as an asciicast v2 recording (what asciinema and its web player read) of
/// presenter mode run without stops: a header line, then `[seconds, "o", text]` events.
public enum CastExport {
  public static func recording(
    _ conversation: ExportedConversation, width: Int = 80, height: Int = 24, color: Bool = true
  ) -> String {
    let script = PlayScript(conversation, width: width, speed: 1, trace: false)
    var lines = [
      JSONValue.object([
        ("version", .int(2)), ("width", .int(width)), ("height", .int(height)),
        ("title", .string(conversation.title)),
        ("env", .object([("TERM", .string("xterm-256color"))])),
      ]).serialized
    ]
    var time = 0.0
    for step in script.steps {
      switch step {
      case .turn(let index):
        // The presenter's pause before each turn.
        time += index == 0 ? 0.5 : 1.2
      case .pause(let seconds):
        time += seconds
      case .write(let text, let style):
        let shown = (color ? style.colored(text) : text).replacingOccurrences(
          of: "\n", with: "\r\n")
        let stamp = (time * 1000).rounded() / 1000
        lines.append(
          JSONValue.array([.number(stamp), .string("o"), .string(shown)]).serialized)
      }
    }
    return lines.joined(separator: "\n") + "\n"
  }

}

extension PlayScript.Style {
  /// `text` in the shell's colours: a bold cyan prompt, dim calls, red mismatches; the colour
  /// ends before a line's end, so a terminal that wraps or scrolls keeps it to the text. The
  /// player on a terminal and a cast draw the same.
  public func colored(_ text: String) -> String {
    let code: String
    switch self {
    case .prompt: code = "1;36"
    case .call: code = "2"
    case .mismatch: code = "31"
    case .typed, .said: return text
    }
    let body = text.hasSuffix("\n") ? String(text.dropLast()) : text
    let end = text.hasSuffix("\n") ? "\n" : ""
    return "\u{1B}[\(code)m\(body)\u{1B}[0m\(end)"
  }
}
