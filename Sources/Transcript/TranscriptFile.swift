import Foundation
import Runtime

/// What a transcript's header says about how it replays. `--record` and `:record` write each
/// line that applies; `parse` reads them from the lines before the first turn.
public struct TranscriptHeader: Equatable, Sendable {
  /// `# data:`: "demo" or a folder relative to the transcript.
  public var dataSet: String
  /// `# handler-timeout:`, in seconds: the deadline the transcript was recorded with when it
  /// was not the default.
  public var handlerTimeout: TimeInterval?
  /// `# time-zone:`: the device's zone when it was not the data set's.
  public var timeZone: TimeZone?
  /// `# trace: on`: the shell ran with `--trace`, so its sessions show each call.
  public var trace: Bool
  /// `# vocab:`: global vocabulary folders, relative to the transcript.
  public var vocabulary: [String]
  /// `# locale:`: the language requests were understood in, when not the default.
  public var locale: String?
  /// `# grammar:`: folders of phrasings added at start, relative to the transcript.
  public var grammars: [String]
  /// `# intents:`: intent definition files whose apps are added at start (`--intents`),
  /// relative to the transcript.
  public var intentDefinitions: [String]
  /// `#> ` lines: the turns that made the state the recording started from, replayed before
  /// the turns and never compared. `TranscriptFile.newSessionTurn` starts another session.
  public var setup: [String]

  public init(
    dataSet: String = "demo", handlerTimeout: TimeInterval? = nil, timeZone: TimeZone? = nil,
    trace: Bool = false, vocabulary: [String] = [], locale: String? = nil,
    grammars: [String] = [], intentDefinitions: [String] = [], setup: [String] = []
  ) {
    self.dataSet = dataSet
    self.handlerTimeout = handlerTimeout
    self.timeZone = timeZone
    self.trace = trace
    self.vocabulary = vocabulary
    self.locale = locale
    self.grammars = grammars
    self.intentDefinitions = intentDefinitions
    self.setup = setup
  }
}

/// A transcript (the README's format): `#` header and comments, `> ` user turns, `< ` expected lines.
@dynamicMemberLookup
public struct TranscriptFile: Equatable, Sendable {
  /// The first line every transcript starts with.
  public static let magic = "# intentsh transcript 1"

  public enum Line: Equatable, Sendable {
    /// A `#` line or a blank line, kept as written.
    case comment(String)
    /// A user turn with its 1-based line number.
    case turn(String, line: Int)
    /// An expected assistant line with its 1-based line number.
    case expected(String, line: Int)
  }

  public var path: String
  public var lines: [Line]
  public var header: TranscriptHeader
  /// How the file ends its lines ("\n", or "\r\n" for a file written on Windows), so that
  /// `--update` writes it back the way it came.
  public var lineEnding: String

  /// Where a session ended and the next began, in a setup.
  public static let newSessionTurn = "[new session]"
  /// What starts a setup turn.
  public static let setupPrefix = "#> "

  public init(
    path: String, lines: [Line], header: TranscriptHeader, lineEnding: String = "\n"
  ) {
    self.path = path
    self.lines = lines
    self.header = header
    self.lineEnding = lineEnding
  }

  /// The header's fields: `transcript.dataSet`, `transcript.setup`.
  public subscript<Value>(dynamicMember field: KeyPath<TranscriptHeader, Value>) -> Value {
    header[keyPath: field]
  }

  /// The user turns, each with the lines expected after it.
  public var turns: [(input: String, line: Int, expected: [(text: String, line: Int)])] {
    var turns: [(input: String, line: Int, expected: [(text: String, line: Int)])] = []
    for line in lines {
      switch line {
      case .turn(let text, let number): turns.append((text, number, []))
      case .expected(let text, let number): turns[turns.count - 1].expected.append((text, number))
      case .comment: break
      }
    }
    return turns
  }

  public static func parse(_ text: String, path: String) throws -> TranscriptFile {
    var lines: [Line] = []
    var dataSet = "demo"
    var handlerTimeout: TimeInterval?
    var timeZone: TimeZone?
    var trace = false
    var vocabulary: [String] = []
    var locale: String?
    var grammars: [String] = []
    var intentDefinitions: [String] = []
    var setup: [String] = []
    var sawTurn = false
    let rawLines = Self.lines(of: text)
    let body = rawLines.last?.isEmpty == true ? rawLines.dropLast() : rawLines[...]
    guard let first = body.first, withoutCarriageReturn(first) == magic else {
      throw TranscriptError(path: path, line: 1, problem: "expected \"\(magic)\" as the first line")
    }
    for (index, raw) in body.enumerated() {
      let number = index + 1
      let line = withoutCarriageReturn(raw)
      // By its first byte: a turn's or an expected line's is never whitespace.
      let first = line.utf8.first
      if first == UInt8(ascii: "#")
        || (first != UInt8(ascii: ">") && first != UInt8(ascii: "<")
          && line.allSatisfy(\.isWhitespace))
      {
        if !sawTurn, let (key, value) = headerField(line) {
          switch key {
          case "data": dataSet = value
          case "handler-timeout":
            guard let seconds = Double(value), HandlerDeadline.isAllowedDeadline(seconds) else {
              throw TranscriptError(
                path: path, line: number,
                problem:
                  "handler-timeout must be a number of seconds, more than 0 and at most \(Int(HandlerDeadline.allowedSeconds.upperBound))"
              )
            }
            handlerTimeout = seconds
          case "time-zone":
            guard let zone = TimeZone(identifier: value) else {
              throw TranscriptError(
                path: path, line: number,
                problem: "time-zone: \"\(value)\" is not a time zone (such as America/Los_Angeles)")
            }
            timeZone = zone
          case "vocab": vocabulary.append(value)
          case "grammar": grammars.append(value)
          case "intents": intentDefinitions.append(value)
          case "locale": locale = value
          case "trace":
            guard value == "on" || value == "off" else {
              throw TranscriptError(path: path, line: number, problem: "trace: expected on or off")
            }
            trace = value == "on"
          default: break
          }
        }
        if line.utf8.starts(with: setupPrefix.utf8) || line == "#>" {
          guard !sawTurn else {
            throw TranscriptError(
              path: path, line: number, problem: "a setup turn \"#>\" after the first user turn")
          }
          setup.append(String(line.dropFirst(setupPrefix.count)))
        }
        lines.append(.comment(String(line)))
      } else if first == UInt8(ascii: ">") {
        sawTurn = true
        lines.append(.turn(content(of: line), line: number))
      } else if first == UInt8(ascii: "<") {
        guard sawTurn else {
          throw TranscriptError(
            path: path, line: number, problem: "an expected line \"<\" before any user turn \">\"")
        }
        lines.append(.expected(content(of: line), line: number))
      } else {
        throw TranscriptError(
          path: path, line: number,
          problem: "a line must start with \"#\", \"> \" or \"< \" (found \"\(line.prefix(20))\")")
      }
    }
    // The first line says how the file ends its lines.
    return TranscriptFile(
      path: path, lines: lines,
      header: TranscriptHeader(
        dataSet: dataSet, handlerTimeout: handlerTimeout, timeZone: timeZone, trace: trace,
        vocabulary: vocabulary, locale: locale, grammars: grammars,
        intentDefinitions: intentDefinitions, setup: setup),
      lineEnding: body.first?.hasSuffix("\r") == true ? "\r\n" : "\n")
  }

  /// A line written on Windows, without its "\r".
  private static func withoutCarriageReturn(_ line: Substring) -> Substring {
    line.utf8.last == UInt8(ascii: "\r") ? line.dropLast() : line
  }

  /// The transcript as text, in the format `parse` reads.
  public var text: String {
    lines.map { line in
      switch line {
      case .comment(let text): return text
      case .turn(let text, _): return "> " + text
      case .expected(let text, _): return text.isEmpty ? "<" : "< " + text
      }
    }.joined(separator: lineEnding) + lineEnding
  }

  /// The text split at each "\n" byte: a file written with "\r\n" splits into the same lines,
  /// each ending in "\r" (which `parse` drops), though Swift sees "\r\n" as one Character.
  /// Slices of the text, not copies: a line becomes a string of its own once, as what it holds
  /// (a turn's text without its mark).
  private static func lines(of text: String) -> [Substring] {
    var contiguous = text
    // The line breaks found on the bytes; the lines cut from the text at them.
    let breaks = contiguous.withUTF8 { bytes in
      bytes.indices.filter { bytes[$0] == UInt8(ascii: "\n") }
    }
    let utf8 = text.utf8
    var lines: [Substring] = []
    lines.reserveCapacity(breaks.count + 1)
    var start = utf8.startIndex
    for offset in breaks {
      let end = utf8.index(utf8.startIndex, offsetBy: offset)
      lines.append(text[start..<end])
      start = utf8.index(after: end)
    }
    lines.append(text[start...])
    return lines
  }

  /// A turn's or an expected line's text: after its mark and the one space that follows it.
  /// Found by bytes: the line's characters were segmented to find that space.
  private static func content(of line: Substring) -> String {
    let bytes = line.utf8
    var start = bytes.index(after: bytes.startIndex)
    if start < bytes.endIndex, bytes[start] == UInt8(ascii: " ") {
      start = bytes.index(after: start)
    }
    return String(line[start...])
  }

  /// What the file says of itself, in paragraphs: its comment lines before the first turn,
  /// without the header's keys and setup turns, joined; a `#` line alone parts paragraphs.
  public var notes: [String] {
    var notes: [String] = []
    var paragraph: [String] = []
    func close() {
      if !paragraph.isEmpty { notes.append(paragraph.joined(separator: " ")) }
      paragraph = []
    }
    for line in lines {
      guard case .comment(let text) = line else { break }
      if text == "#" { close() }
      guard text.hasPrefix("# "), text != Self.magic, !text.hasPrefix(Self.setupPrefix) else {
        continue
      }
      if Self.headerField(text[...]) != nil { continue }
      paragraph.append(String(text.dropFirst(2)).trimmingWhitespace())
    }
    close()
    return notes
  }

  private static let headerKeys: Set<Substring> = [
    "data", "handler-timeout", "time-zone", "vocab", "grammar", "intents", "locale", "trace",
  ]

  /// The key and value of a header line, "# key: value", with a key of the header's; nil for
  /// any other line. The key is found by its bytes, once: trying each key's prefix in turn on
  /// every comment line cost a replay a hundredth of its time.
  private static func headerField(_ line: Substring) -> (key: Substring, value: String)? {
    let bytes = line.utf8
    guard bytes.starts(with: "# ".utf8), let colon = bytes.firstIndex(of: UInt8(ascii: ":"))
    else { return nil }
    let key = line[bytes.index(line.startIndex, offsetBy: 2)..<colon]
    guard headerKeys.contains(key) else { return nil }
    return (key, String(line[bytes.index(after: colon)...]).trimmingWhitespace())
  }
}

/// A transcript that cannot be read, located as file:line, or as file alone when the problem
/// is the whole file's (missing, unreadable).
public struct TranscriptError: Error, Equatable, CustomStringConvertible {
  public var path: String
  public var line: Int?
  public var problem: String

  public init(path: String, line: Int?, problem: String) {
    self.path = path
    self.line = line
    self.problem = problem
  }

  public var description: String {
    if let line { return "\(path):\(line): \(problem)" }
    return "\(path): \(problem)"
  }
}
