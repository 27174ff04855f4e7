/// Splits a meta-command line into words the way a shell does for the simple cases: spaces
/// separate, and "double" or 'single' quotes keep spaces inside one word. Written by hand:
/// swift-argument-parser parses words, not a line.
enum CommandLineWords {
  /// The words, or nil when a quote is left open.
  static func split(_ line: String) -> [String]? {
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
}
