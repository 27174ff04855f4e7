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

  /// Whether a match of the pattern may begin with `word` (nil: at the end of the request).
  /// Cheap and conservative: the matcher skips an alternative or an optional part that cannot,
  /// instead of trying it.
  func mayStart(with word: String?) -> Bool {
    switch self {
    case .word(let literal): return literal == word
    case .sequence(let parts):
      guard let first = parts.first else { return true }
      if case .optional = first { return true }
      return first.mayStart(with: word)
    case .choice(let alternatives): return alternatives.contains { $0.mayStart(with: word) }
    case .optional: return true
    case .slot: return word != nil
    }
  }

  /// Sets of words of which every match contains at least one: `(list|checklist)` said
  /// outright gives one set, a literal word a set of its own. A request that has no word of
  /// one set cannot match, and the rule is not tried on it.
  var requiredWordSets: [Set<String>] {
    switch self {
    case .word(let word): return [[word]]
    case .sequence(let parts): return parts.flatMap(\.requiredWordSets)
    case .choice(let alternatives):
      // One of the alternatives is said: the union of one set each, the smallest, is said.
      var union = Set<String>()
      for alternative in alternatives {
        guard let smallest = alternative.requiredWordSets.min(by: { $0.count < $1.count }) else {
          return []
        }
        union.formUnion(smallest)
      }
      return union.isEmpty ? [] : [union]
    case .optional, .slot: return []
    }
  }

  /// The slot names the pattern binds.
  var slots: Set<String> { Set(slotReaders.map(\.name)) }

  /// Each slot with the reader it names, if any.
  var slotReaders: [(name: String, reader: String?)] {
    var slots: [(name: String, reader: String?)] = []
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
    var reader = PatternReader(characters: Array(text), definitions: definitions)
    let pattern = try reader.sequence(until: nil)
    guard reader.position == reader.characters.count else {
      throw GrammarPatternError(
        column: reader.position + 1, problem: "unexpected \"\(reader.characters[reader.position])\""
      )
    }
    guard !pattern.literalWords.isEmpty || !pattern.slots.isEmpty else {
      throw GrammarPatternError(column: 1, problem: "an empty phrasing")
    }
    return pattern
  }
}

/// Recursive descent over a pattern's characters.
private struct PatternReader {
  let characters: [Character]
  let definitions: [String: GrammarPattern]
  var position = 0

  /// Parts up to `closing` (or the end), split into alternatives at `|` inside brackets.
  mutating func sequence(until closing: Character?) throws(GrammarPatternError) -> GrammarPattern {
    var alternatives: [[GrammarPattern]] = [[]]
    while position < characters.count {
      let character = characters[position]
      if character == closing { break }
      switch character {
      case " ", "\t":
        position += 1
      case "|":
        guard closing != nil else {
          throw GrammarPatternError(
            column: position + 1, problem: "\"|\" outside ( ) or [ ]: write (a|b)")
        }
        position += 1
        alternatives.append([])
      case "(", "[":
        let start = position
        position += 1
        let inner = try sequence(until: character == "(" ? ")" : "]")
        guard position < characters.count else {
          throw GrammarPatternError(
            column: start + 1, problem: "\"\(character)\" is never closed")
        }
        position += 1
        alternatives[alternatives.count - 1].append(character == "(" ? inner : .optional(inner))
      case ")", "]", "}", ">":
        throw GrammarPatternError(column: position + 1, problem: "unmatched \"\(character)\"")
      case "{", "<":
        let start = position
        let end: Character = character == "{" ? "}" : ">"
        guard let close = characters[position...].firstIndex(of: end) else {
          throw GrammarPatternError(column: start + 1, problem: "\"\(character)\" is never closed")
        }
        let inside = String(characters[(position + 1)..<close]).trimmedOfBlanks
        let parts = inside.split(separator: ":", maxSplits: 1, omittingEmptySubsequences: false)
          .map(String.init)
        let name = parts[0]
        let reader = parts.count == 2 ? parts[1] : nil
        // A task's list is a slot of its own: {targetTask.list}.
        let slotName = character == "{" && name.hasSuffix(".list") ? String(name.dropLast(5)) : name
        // `{_:reader}` is words a reader must accept, kept by no parameter.
        let unkept = character == "{" && slotName == GrammarSlot.unkept && reader != nil
        guard GrammarText.isName(slotName) || unkept,
          reader.map({ GrammarText.isName($0) && character == "{" }) ?? true
        else {
          throw GrammarPatternError(
            column: start + 1, problem: "\"\(character)\(inside)\(end)\" needs a name of letters")
        }
        position = close + 1
        if character == "{" {
          alternatives[alternatives.count - 1].append(.slot(name, reader: reader))
        } else {
          guard let defined = definitions[name] else {
            throw GrammarPatternError(
              column: start + 1, problem: "<\(name)> is not defined before this line")
          }
          alternatives[alternatives.count - 1].append(defined)
        }
      default:
        let start = position
        while position < characters.count, !Self.special.contains(characters[position]) {
          position += 1
        }
        for word in GrammarText.words(String(characters[start..<position])) {
          alternatives[alternatives.count - 1].append(.word(word))
        }
      }
    }
    let parts = alternatives.map { $0.count == 1 ? $0[0] : .sequence($0) }
    return parts.count == 1 ? parts[0] : .choice(parts)
  }

  private static let special: Set<Character> = [
    " ", "\t", "|", "(", ")", "[", "]", "{", "}", "<", ">",
  ]
}

extension StringProtocol {
  /// Without blanks and line ends at either end, as `trimmingCharacters(in:
  /// .whitespacesAndNewlines)`, but in Swift: Foundation's goes through NSString, which was a
  /// fifth of reading the grammar files at every start.
  var trimmedOfBlanks: String {
    guard let first = firstIndex(where: { !$0.isWhitespace }),
      let last = lastIndex(where: { !$0.isWhitespace })
    else { return "" }
    return String(self[first...last])
  }
}
