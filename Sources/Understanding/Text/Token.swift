import SpokenLanguage

/// One whitespace-separated word of a request, with where it sits in the original text.
struct Token: Sendable {
  /// Lowercased, diacritics folded, edge punctuation stripped; inner apostrophes as "'".
  var word: String
  /// The word without its edge punctuation, in the original text.
  var core: Range<String.Index>
  /// The whole whitespace-delimited run, quotes and punctuation included.
  var raw: Range<String.Index>
  /// The word starts with an uppercase letter as typed.
  var isCapitalized: Bool
  /// Punctuation after the word ends a phrase: "John," "John;" "John:".
  var endsPhrase: Bool
  /// A colon follows the word: "John: see you".
  var endsWithColon: Bool
  /// Where the token stood in the text before any was removed.
  var position: Int
}

/// Splits text into tokens. Pure and cheap: one pass over the scalars, no regular expressions.
enum Tokenizer {
  static func tokenize(_ text: String) -> [Token] {
    tokenizeASCII(text) ?? tokenizeScalars(text)
  }

  /// `tokenize` a scalar at a time, for any text.
  static func tokenizeScalars(_ text: String) -> [Token] {
    var tokens: [Token] = []
    let scalars = text.unicodeScalars
    var index = scalars.startIndex
    while index < scalars.endIndex {
      while index < scalars.endIndex && isWhitespace(scalars[index]) {
        index = scalars.index(after: index)
      }
      guard index < scalars.endIndex else { break }
      let start = index
      while index < scalars.endIndex && !isWhitespace(scalars[index]) {
        index = scalars.index(after: index)
      }
      appendToken(scalars[start..<index], in: text, to: &tokens)
    }
    return tokens
  }

  private static func appendToken(
    _ run: String.UnicodeScalarView.SubSequence, in text: String, to tokens: inout [Token]
  ) {
    guard
      let (bounds, endsPhrase, endsWithColon) = Self.core(
        of: run, isEdge: isEdgePunctuation, is: { $0 == Unicode.Scalar($1) }, after: &tokens)
    else { return }
    let coreStart = bounds.lowerBound
    let coreEnd = bounds.upperBound
    let core = run[coreStart..<coreEnd]
    var word: String
    if core.allSatisfy(\.isASCII) {
      word = asciiWord(core.lazy.map { UInt8($0.value) }, count: core.count)
    } else {
      word = ""
      for scalar in core { LatinFolding.append(scalar, to: &word) }
    }
    let first = run[coreStart]
    tokens.append(
      Token(
        word: word,
        core: coreStart..<coreEnd,
        raw: run.startIndex..<run.endIndex,
        isCapitalized: first.properties.isUppercase,
        endsPhrase: endsPhrase,
        endsWithColon: endsWithColon,
        position: tokens.count))
  }

  /// `tokenize` of ASCII text, a byte at a time (each byte a scalar, the same tokens): nil when
  /// the text is not all ASCII. Slot readers tokenize the words they are asked about, many
  /// times a request, and walking scalars by index was most of it.
  private static func tokenizeASCII(_ text: String) -> [Token]? {
    let utf8 = text.utf8
    guard ASCIIBytes.all(utf8) else { return nil }
    var tokens: [Token] = []
    var index = utf8.startIndex
    while index < utf8.endIndex {
      while index < utf8.endIndex && ASCIIBytes.isWhitespace(utf8[index]) {
        index = utf8.index(after: index)
      }
      guard index < utf8.endIndex else { break }
      let start = index
      while index < utf8.endIndex && !ASCIIBytes.isWhitespace(utf8[index]) {
        index = utf8.index(after: index)
      }
      appendASCIIToken(utf8[start..<index], to: &tokens)
    }
    return tokens
  }

  /// `appendToken` of a run of ASCII bytes.
  private static func appendASCIIToken(_ run: Substring.UTF8View, to tokens: inout [Token]) {
    guard
      let (bounds, endsPhrase, endsWithColon) = Self.core(
        of: run, isEdge: { isEdgePunctuation(Unicode.Scalar($0)) }, is: { $0 == $1 },
        after: &tokens)
    else { return }
    let coreStart = bounds.lowerBound
    let coreEnd = bounds.upperBound
    let core = run[coreStart..<coreEnd]
    let word = asciiWord(core, count: core.count)
    tokens.append(
      Token(
        word: word,
        core: coreStart..<coreEnd,
        raw: run.startIndex..<run.endIndex,
        isCapitalized: ASCIIBytes.isUppercase(run[coreStart]),
        endsPhrase: endsPhrase,
        endsWithColon: endsWithColon,
        position: tokens.count))
  }

  /// A word of ASCII bytes as tokens spell it: lowercase, a backquote as an apostrophe,
  /// written straight into the string.
  private static func asciiWord(_ bytes: some Sequence<UInt8>, count: Int) -> String {
    String(unsafeUninitializedCapacity: count) { buffer in
      var written = 0
      for byte in bytes {
        buffer[written] =
          ASCIIBytes.isUppercase(byte) ? byte + 0x20 : (byte == UInt8(ascii: "`") ? 0x27 : byte)
        written += 1
      }
      return written
    }
  }

  /// Where a run's word lies without the punctuation at its ends, and whether what follows it
  /// ends a phrase ("John," "John;") or is a colon ("John:"). Nil for a run of punctuation
  /// alone: a lone "," or ":" then belongs to the word before it, in `tokens`.
  private static func core<Run: BidirectionalCollection>(
    of run: Run, isEdge: (Run.Element) -> Bool, is: (Run.Element, UInt8) -> Bool,
    after tokens: inout [Token]
  ) -> (core: Range<Run.Index>, endsPhrase: Bool, endsWithColon: Bool)? {
    var coreStart = run.startIndex
    while coreStart < run.endIndex && isEdge(run[coreStart]) {
      coreStart = run.index(after: coreStart)
    }
    var coreEnd = run.endIndex
    while coreEnd > coreStart && isEdge(run[run.index(before: coreEnd)]) {
      coreEnd = run.index(before: coreEnd)
    }
    let trailing = run[coreEnd..<run.endIndex]
    let endsWithColon = trailing.contains { `is`($0, UInt8(ascii: ":")) }
    let endsPhrase =
      endsWithColon
      || trailing.contains { `is`($0, UInt8(ascii: ",")) || `is`($0, UInt8(ascii: ";")) }
    guard coreStart < coreEnd else {
      if endsPhrase, !tokens.isEmpty {
        tokens[tokens.count - 1].endsPhrase = true
        if endsWithColon { tokens[tokens.count - 1].endsWithColon = true }
      }
      return nil
    }
    return (coreStart..<coreEnd, endsPhrase, endsWithColon)
  }

  private static func isWhitespace(_ scalar: Unicode.Scalar) -> Bool {
    if scalar.isASCII { return ASCIIBytes.isWhitespace(UInt8(scalar.value)) }
    return scalar.properties.isWhitespace
  }

  /// Punctuation stripped from the ends of a word; "$", "#", "@", "&" and "%" stay, and so do
  /// symbols such as emoji, which people put in titles and messages ("🎉 Party").
  static func isEdgePunctuation(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar {
    case "$", "#", "@", "&", "%", "+": return false
    default:
      if scalar.isASCII { return !NameNormalizer.isWordScalar(scalar) }
      return !NameNormalizer.isWordScalar(scalar) && !LatinFolding.isCombiningMark(scalar)
        && scalar.properties.generalCategory != .otherSymbol
    }
  }
}

/// Cleaning of free text taken from a request: message content, answers.
enum FreeText {
  /// Trims, drops sentence punctuation at the ends and removes surrounding quotes.
  static func clean(_ text: Substring) -> String? {
    if let ascii = cleanASCII(text) { return ascii.isEmpty ? nil : String(ascii) }
    return cleanCharacters(text)
  }

  /// `clean` a Character at a time, for any text.
  static func cleanCharacters(_ text: Substring) -> String? {
    var text = text
    for _ in 0..<3 {
      text = text.drop { $0.isWhitespace || leadingPunctuation.contains($0) }
      while let last = text.last, last.isWhitespace || trailingPunctuation.contains(last) {
        text = text.dropLast()
      }
      guard let first = text.first, let last = text.last, text.count >= 2,
        let closing = quotePairs[first], closing.contains(last)
      else { break }
      text = text.dropFirst().dropLast()
    }
    return text.isEmpty ? nil : String(text)
  }

  /// `clean` of ASCII text, a byte at a time: nil when the text is not all ASCII. Each ASCII
  /// character is one byte, but for "\r\n", which is whitespace either way, and the quotes and
  /// punctuation that count here are ASCII or not at all.
  private static func cleanASCII(_ text: Substring) -> Substring? {
    let utf8 = text.utf8
    guard ASCIIBytes.all(utf8) else { return nil }
    let isSpace = ASCIIBytes.isWhitespace
    var bytes = utf8[...]
    for _ in 0..<3 {
      bytes = bytes.drop { isSpace($0) || Self.leadingASCII.contains($0) }
      while let last = bytes.last, isSpace(last) || Self.trailingASCII.contains(last) {
        bytes = bytes.dropLast()
      }
      guard let first = bytes.first, let last = bytes.last, bytes.count >= 2,
        let closing = Self.quotePairsASCII[first], closing.contains(last)
      else { break }
      bytes = bytes.dropFirst().dropLast()
    }
    return Substring(bytes)
  }

  private static let leadingASCII = Set(",;:-".utf8)
  private static let trailingASCII = Set(",;:.".utf8)
  private static let quotePairsASCII: [UInt8: Set<UInt8>] = [
    UInt8(ascii: "\""): [UInt8(ascii: "\"")], UInt8(ascii: "'"): [UInt8(ascii: "'")],
    UInt8(ascii: "`"): [UInt8(ascii: "`"), UInt8(ascii: "'")],
  ]

  private static let leadingPunctuation: Set<Character> = [
    ",", ";", ":", "-", "\u{2013}", "\u{2014}",
  ]
  private static let trailingPunctuation: Set<Character> = [",", ";", ":", "."]

  private static let quotePairs: [Character: String] = [
    "\"": "\"\u{201D}", "'": "'\u{2019}", "\u{201C}": "\u{201D}\"", "\u{2018}": "\u{2019}'",
    "\u{AB}": "\u{BB}", "`": "`'",
  ]
}
