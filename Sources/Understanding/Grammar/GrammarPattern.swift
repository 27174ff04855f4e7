import Foundation

/// One phrasing of a grammar rule, in the notation grammar files use:
///
/// - words match themselves, whatever their case and accents: `montre moi mes listes`;
/// - `(a|b c)` is one of its alternatives, `[a b]` may be left out;
/// - `{title}` is a slot: one or more words for the intent's parameter `title`, read as that
///   parameter's type; `{carName:car}` names the reader that must accept the words
///   (`GrammarSlotReader`); `{app}` is the app the request names;
/// - `<name>` is a phrase the file's `define name = …` gives, written once for many rules.
///
/// The notation follows Padatious and Padacioso templates, whose `(a|b)` and `{slot}` most
/// people who write intent examples know; written by hand, since no Swift package reads them.
indirect enum GrammarPattern: Hashable, Sendable {
  case word(String)
  case sequence([GrammarPattern])
  case choice([GrammarPattern])
  case optional(GrammarPattern)
  /// A parameter's words, read by the named reader or as the parameter's type.
  case slot(String, reader: String?)

  /// Words of the pattern that are literal, folded as they are matched.
  var literalWords: [String] {
    var words: [String] = []
    visit { if case .word(let word) = $0 { words.append(word) } }
    return words
  }

  /// Whether the pattern, matched whole, is exactly these words: a phrase of words alone (a
  /// slot matches nothing here).
  func says(_ words: [String]) -> Bool {
    ends(matching: words, from: 0).contains(words.count)
  }

  /// Where a match of the pattern starting at `start` can end.
  private func ends(matching words: [String], from start: Int) -> Set<Int> {
    switch self {
    case .word(let word):
      return start < words.count && words[start] == word ? [start + 1] : []
    case .sequence(let parts):
      return parts.reduce(into: [start]) { positions, part in
        positions = Set(positions.flatMap { part.ends(matching: words, from: $0) })
      }
    case .choice(let parts):
      return parts.reduce(into: []) { $0.formUnion($1.ends(matching: words, from: start)) }
    case .optional(let part):
      return part.ends(matching: words, from: start).union([start])
    case .slot:
      return []
    }
  }

  /// Calls `body` with every word and slot of the pattern, in order. One walk that appends
  /// to what the caller keeps: a phrase used several times in a rule ("<lead> <lead>") makes
  /// a large tree, and building an array per node at grammar load costs more than the rest.
  func visit(_ body: (GrammarPattern) -> Void) {
    switch self {
    case .word, .slot: body(self)
    case .sequence(let parts), .choice(let parts): for part in parts { part.visit(body) }
    case .optional(let part): part.visit(body)
    }
  }

  /// Sets of words of which every match contains at least one: `(list|checklist)` said
  /// outright gives one set, a literal word a set of its own. A request that has no word of
  /// one set cannot match, and the rule is not tried on it.
  var requiredWordSets: [Set<String>] {
    var sets: [Set<String>] = []
    addRequiredWordSets(to: &sets)
    return sets
  }

  /// `requiredWordSets`, appended to the caller's: a sequence's parts add theirs, with no
  /// array built per part.
  private func addRequiredWordSets(to sets: inout [Set<String>]) {
    switch self {
    case .word(let word): sets.append([word])
    case .sequence(let parts): for part in parts { part.addRequiredWordSets(to: &sets) }
    case .choice(let alternatives):
      // One of the alternatives is said: the union of one set each, the smallest, is said.
      var union = Set<String>()
      for alternative in alternatives {
        // A word is its own smallest set: most alternatives are one word of a list.
        if case .word(let word) = alternative {
          union.insert(word)
          continue
        }
        guard let smallest = alternative.requiredWordSets.min(by: { $0.count < $1.count }) else {
          return
        }
        union.formUnion(smallest)
      }
      if !union.isEmpty { sets.append(union) }
    case .optional, .slot: break
    }
  }

  /// Whether the pattern has no word and no slot: it would match nothing said. Stops at the
  /// first word or slot.
  var isEmpty: Bool {
    switch self {
    case .word, .slot: return false
    case .sequence(let parts), .choice(let parts): return parts.allSatisfy(\.isEmpty)
    case .optional(let part): return part.isEmpty
    }
  }

  /// A slot's name and the reader it names, if any.
  typealias SlotReader = (name: String, reader: String?)

  /// Each slot with the reader it names, if any.
  var slotReaders: [SlotReader] {
    var slots: [SlotReader] = []
    visit { if case .slot(let name, let reader) = $0 { slots.append((name, reader)) } }
    return slots
  }
}

/// What is wrong with a pattern, and where in it (a column from 1).
struct GrammarPatternError: Error, Equatable {
  var column: Int
  var problem: String
}

extension GrammarPattern {
  /// Reads `text` in the notation above; `definitions` are the `<name>` phrases defined so far.
  static func parse(_ text: String, definitions: [String: GrammarPattern] = [:])
    throws(GrammarPatternError) -> GrammarPattern
  {
    try read(text, definitions: definitions).pattern
  }

  /// `parse`, with the pattern's slots (`slotReaders`) found as they are read: a defined
  /// phrase's from `definitionSlots` when given there, rather than by walking the tree it
  /// inlines again for every phrasing that uses it.
  static func read(
    _ text: String, definitions: [String: GrammarPattern],
    definitionSlots: [String: [SlotReader]] = [:]
  ) throws(GrammarPatternError) -> (pattern: GrammarPattern, slots: [SlotReader]) {
    var reader = PatternReader(
      bytes: Array(text.utf8), definitions: definitions, definitionSlots: definitionSlots)
    let pattern = try reader.sequence(until: nil)
    guard reader.position == reader.bytes.count else {
      throw reader.error(
        at: reader.position, "unexpected \"\(reader.character(at: reader.position))\"")
    }
    guard !pattern.isEmpty else {
      throw GrammarPatternError(column: 1, problem: "an empty phrasing")
    }
    return (pattern, reader.slots)
  }
}

/// Recursive descent over a pattern's UTF-8 bytes. Every mark of the notation is ASCII, so
/// words are read between them as runs of bytes, not a Character at a time (which was most of
/// the time of reading the grammar files at every start); columns are still said in characters.
private struct PatternReader {
  let bytes: [UInt8]
  let definitions: [String: GrammarPattern]
  let definitionSlots: [String: [GrammarPattern.SlotReader]]
  var position = 0
  /// The slots read so far, in order, with those of the phrases inlined.
  var slots: [GrammarPattern.SlotReader] = []

  /// Parts up to `closing` (or the end), split into alternatives at `|` inside brackets.
  mutating func sequence(until closing: UInt8?) throws(GrammarPatternError) -> GrammarPattern {
    var alternatives: [[GrammarPattern]] = [[]]
    while position < bytes.count {
      let byte = bytes[position]
      if byte == closing { break }
      switch byte {
      case Mark.space, Mark.tab:
        position += 1
      case Mark.bar:
        guard closing != nil else {
          throw error(at: position, "\"|\" outside ( ) or [ ]: write (a|b)")
        }
        position += 1
        alternatives.append([])
      case Mark.openGroup, Mark.openOptional:
        let start = position
        position += 1
        let inner = try sequence(
          until: byte == Mark.openGroup ? Mark.closeGroup : Mark.closeOptional)
        guard position < bytes.count else {
          throw error(at: start, "\"\(character(at: start))\" is never closed")
        }
        position += 1
        alternatives[alternatives.count - 1].append(
          byte == Mark.openGroup ? inner : .optional(inner))
      case Mark.closeGroup, Mark.closeOptional, Mark.closeSlot, Mark.closePhrase:
        throw error(at: position, "unmatched \"\(character(at: position))\"")
      case Mark.openSlot, Mark.openPhrase:
        let start = position
        let isSlot = byte == Mark.openSlot
        let end = isSlot ? Mark.closeSlot : Mark.closePhrase
        guard let close = bytes[position...].firstIndex(of: end) else {
          throw error(at: start, "\"\(character(at: start))\" is never closed")
        }
        let inside = String(decoding: bytes[(position + 1)..<close], as: UTF8.self).trimmedOfBlanks
        // Split at the first colon found as a byte: a split of the characters cost more than
        // the rest of the slot.
        let colon = inside.utf8.firstIndex(of: UInt8(ascii: ":"))
        let name = colon.map { String(inside[..<$0]) } ?? inside
        let reader = colon.map { String(inside[inside.utf8.index(after: $0)...]) }
        // A part of a parameter's value is a slot of its own: a task's list,
        // {targetTask.list}, or a field of a media search, {mediaSearch.artistName}.
        let parts =
          isSlot ? name.split(separator: ".", omittingEmptySubsequences: false) : [name[...]]
        // `{_:reader}` is words a reader must accept, kept by no parameter.
        let unkept = isSlot && name == GrammarSlot.unkept && reader != nil
        guard (parts.count <= 2 && parts.allSatisfy { GrammarText.isName(String($0)) }) || unkept,
          reader.map({ GrammarText.isName($0) && isSlot }) ?? true
        else {
          throw error(
            at: start,
            "\"\(character(at: start))\(inside)\(character(at: close))\" needs a name of letters")
        }
        position = close + 1
        if isSlot {
          alternatives[alternatives.count - 1].append(.slot(name, reader: reader))
          slots.append((name, reader))
        } else {
          guard let defined = definitions[name] else {
            throw error(at: start, "<\(name)> is not defined before this line")
          }
          alternatives[alternatives.count - 1].append(defined)
          slots += definitionSlots[name] ?? defined.slotReaders
        }
      default:
        let start = position
        while position < bytes.count, !Mark.isMark(bytes[position]) { position += 1 }
        for word in GrammarText.words(String(decoding: bytes[start..<position], as: UTF8.self)) {
          alternatives[alternatives.count - 1].append(.word(word))
        }
      }
    }
    let parts = alternatives.map { $0.count == 1 ? $0[0] : .sequence($0) }
    return parts.count == 1 ? parts[0] : .choice(parts)
  }

  /// The character that starts at byte `offset`.
  func character(at offset: Int) -> Character {
    String(decoding: bytes[offset...], as: UTF8.self).first ?? " "
  }

  /// A problem at byte `offset`, said at its column in characters.
  func error(at offset: Int, _ problem: String) -> GrammarPatternError {
    GrammarPatternError(
      column: String(decoding: bytes[..<offset], as: UTF8.self).count + 1, problem: problem)
  }

  /// The notation's marks, as bytes.
  private enum Mark {
    static let space = UInt8(ascii: " ")
    static let tab = UInt8(ascii: "\t")
    static let bar = UInt8(ascii: "|")
    static let openGroup = UInt8(ascii: "(")
    static let closeGroup = UInt8(ascii: ")")
    static let openOptional = UInt8(ascii: "[")
    static let closeOptional = UInt8(ascii: "]")
    static let openSlot = UInt8(ascii: "{")
    static let closeSlot = UInt8(ascii: "}")
    static let openPhrase = UInt8(ascii: "<")
    static let closePhrase = UInt8(ascii: ">")

    static func isMark(_ byte: UInt8) -> Bool {
      switch byte {
      case space, tab, bar, openGroup, closeGroup, openOptional, closeOptional, openSlot,
        closeSlot, openPhrase, closePhrase:
        return true
      default: return false
      }
    }
  }
}

extension StringProtocol where UTF8View: BidirectionalCollection {
  /// Without blanks and line ends at either end, as `trimmingCharacters(in:
  /// .whitespacesAndNewlines)`, but in Swift: Foundation's goes through NSString, which was a
  /// fifth of reading the grammar files at every start.
  var trimmedOfBlanks: String {
    // Nearly every line starts and ends with an ASCII byte: its blanks are found by byte, and
    // Unicode's whitespace property is asked only of a line that does not.
    let bytes = utf8
    let isASCIIBlank = { (byte: UInt8) in byte == 0x20 || (0x09...0x0D).contains(byte) }
    guard let firstByte = bytes.firstIndex(where: { !isASCIIBlank($0) }) else { return "" }
    let lastByte = bytes.lastIndex(where: { !isASCIIBlank($0) }) ?? firstByte
    if bytes[firstByte] < 0x80, bytes[lastByte] < 0x80 {
      return String(self[firstByte...lastByte])
    }
    guard let first = firstIndex(where: { !$0.isWhitespace }),
      let last = lastIndex(where: { !$0.isWhitespace })
    else { return "" }
    return String(self[first...last])
  }
}
