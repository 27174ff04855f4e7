import SpokenLanguage

/// Splits a meta-command line into words the way a shell does for the simple cases: spaces
/// separate, and "double" or 'single' quotes keep spaces inside one word. Written by hand:
/// swift-argument-parser parses words, not a line.
enum CommandLineWords {
  /// The words, or nil when a quote is left open.
  static func split(_ line: String) -> [String]? {
    ASCIIBytes.all(line.utf8) ? splitASCII(line) : splitCharacters(line)
  }

  /// `split` for any line, a Character at a time.
  static func splitCharacters(_ line: String) -> [String]? {
    var words: [String] = []
    var current = ""
    var inWord = false
    var quote: Character?
    for character in line {
      if let open = quote {
        if character == open { quote = nil } else { current.append(character) }
      } else if character == "\"" || character == "'" {
        quote = character
        inWord = true
      } else if character.isWhitespace {
        if inWord { words.append(current) }
        current = ""
        inWord = false
      } else {
        current.append(character)
        inWord = true
      }
    }
    guard quote == nil else { return nil }
    if inWord { words.append(current) }
    return words
  }

  /// `split` for a line that is all ASCII, as nearly every command is, byte by byte: the same
  /// words without making a Character of each letter, which made splitting a command cost
  /// more than running most of them. A word's bytes are copied a run at a time, between its
  /// quotes, not byte by byte.
  private static func splitASCII(_ line: String) -> [String]? {
    var line = line
    return line.withUTF8 { bytes -> [String]? in
      var words: [String] = []
      var word: [UInt8] = []
      var inWord = false
      var quote: UInt8?
      // Where the bytes not yet copied into `word` begin.
      var runStart = 0
      func copyRun(to end: Int) {
        if end > runStart { word.append(contentsOf: bytes[runStart..<end]) }
      }
      for index in bytes.indices {
        let byte = bytes[index]
        if let open = quote {
          guard byte == open else { continue }
          copyRun(to: index)
          quote = nil
          runStart = index + 1
        } else if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'") {
          copyRun(to: index)
          quote = byte
          inWord = true
          runStart = index + 1
        } else if ASCIIBytes.isWhitespace(byte) {
          copyRun(to: index)
          if inWord { words.append(String(decoding: word, as: UTF8.self)) }
          word.removeAll(keepingCapacity: true)
          inWord = false
          runStart = index + 1
        } else {
          inWord = true
        }
      }
      guard quote == nil else { return nil }
      copyRun(to: bytes.count)
      if inWord { words.append(String(decoding: word, as: UTF8.self)) }
      return words
    }
  }
}

/// A `:` line as every part of the shell reads it: the command name, whatever its case or the
/// space after the colon (`:Unlock`, `: unlock`), and its argument words. The dispatcher, the
/// filter that keeps a passcode typed on the line out of history and transcripts, and the
/// shell's `:record` all read a line through this, so none of them sees a different command.
public struct MetaCommandLine: Equatable, Sendable {
  /// ":unlock": lowercased, with its colon.
  public var name: String
  public var arguments: [String]
  /// Whether a quote is left open, which the dispatcher refuses.
  public var leavesQuoteOpen: Bool

  /// The command a `:` line names, or nil when `line` is not one. A quote left open reads as
  /// if closed at the end of the line (the dispatcher refuses such a line, but what it holds
  /// must still be recognised).
  public init?(_ line: String) {
    let text = line.trimmingWhitespace()
    guard text.hasPrefix(":") else { return nil }
    let balanced = CommandLineWords.split(text)
    leavesQuoteOpen = balanced == nil
    let words = balanced ?? CommandLineWords.split(text + "\"") ?? []
    var rest = words[...]
    guard var first = rest.popFirst() else { return nil }
    // ": unlock": the colon on its own, the name in the next word.
    if first == ":", let next = rest.popFirst() { first += next }
    name = first.lowercased()
    arguments = Array(rest)
  }
}
