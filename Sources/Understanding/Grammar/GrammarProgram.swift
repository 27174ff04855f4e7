import IntentKit
import Synchronization

/// A grammar's phrasings compiled for matching: every word they spell numbered once, each
/// phrasing flattened into steps that a backtracking walk follows by position, and what may
/// start each alternative and each part that may be left out worked out once. Walking the
/// pattern trees themselves compared strings, asked each part what it may start with at every
/// step and built a list of the parts still pending at every step: most of matching's time.
struct GrammarProgram: Sendable {
  /// A request word no phrasing spells.
  static let unknownWord: Int32 = -1
  /// Where the words being matched end.
  static let endOfWords: Int32 = -2

  /// What may start a part: it is tried only where the next word allows it. Conservative, as
  /// `GrammarPattern`'s structure gives it: a part is never skipped where it could match.
  enum Starts: Sendable, Equatable {
    /// Anything, the end of the words too: a part that begins with one that may be left out.
    case anything
    /// Any word, not the end: a slot.
    case anyWord
    /// This word, by number: most alternatives are one word.
    case word(Int32)
    /// One of these word numbers, sorted.
    case words([Int32])

    func allow(_ word: Int32) -> Bool {
      switch self {
      case .anything: return true
      case .anyWord: return word != GrammarProgram.endOfWords
      case .word(let number): return word == number
      case .words(let numbers):
        // Sorted: a binary search, as lexicons give long lists of alternatives.
        var low = 0
        var high = numbers.count
        while low < high {
          let middle = (low + high) / 2
          if numbers[middle] < word { low = middle + 1 } else { high = middle }
        }
        return low < numbers.count && numbers[low] == word
      }
    }
  }

  /// One alternative of a choice: where its steps begin, and what may start it.
  struct Alternative: Sendable {
    var step: Int
    var starts: Starts
  }

  enum Step: Sendable {
    /// This word, by number.
    case word(Int32)
    /// One of the alternatives, each tried in turn where its start allows; each ends by
    /// going on after the choice.
    case choice([Alternative])
    /// The steps that follow may be left out: tried where `starts` allows, then skipped to
    /// `skip`.
    case optional(skip: Int, starts: Starts)
    case jump(Int)
    /// A slot, by its index in `slots`.
    case slot(Int)
    /// The whole phrasing is matched: it counts if the words end here.
    case accept
  }

  /// Whether `steps` may go on from `step` where the next word is `next` (`endOfWords` at the
  /// end): what the walk would find at its first step there, before any slot is read. Jumps
  /// and skips only go forward, so this ends.
  static func mayGoOn(_ steps: [Step], from step: Int, with next: Int32) -> Bool {
    var step = step
    while true {
      switch steps[step] {
      case .word(let word): return next == word
      case .accept: return next == endOfWords
      case .slot: return next != endOfWords
      case .jump(let target): step = target
      case .choice(let alternatives): return alternatives.contains { $0.starts.allow(next) }
      case .optional(let skip, let starts):
        if starts.allow(next) { return true }
        step = skip
      }
    }
  }

  /// A slot of some phrasing, with what reads it worked out once.
  struct Slot: Sendable {
    enum Kind: Sendable, Equatable {
      /// The app the request names.
      case app
      /// Any words.
      case free
      /// Words a Swift reader must accept.
      case reader(GrammarSlotReader)
      /// Words that must be a phrase the grammar defines, by its program's index.
      case phrase(Int)
      /// A phrase no grammar defines: no words are it.
      case undefinedPhrase
    }
    var name: String
    var reader: String?
    var kind: Kind
    /// The most words it may stand on; nil for any number.
    var longest: Int?
  }

  /// Each rule's steps, in the grammar's order; nil for a rule not compiled yet.
  private(set) var rules: [[Step]?]
  /// The steps of each defined phrase some slot or the matcher names.
  private(set) var phrases: [[Step]] = []
  /// The index in `phrases` of each phrase by name.
  private(set) var phraseIndex: [String: Int] = [:]
  private(set) var slots: [Slot] = []
  /// Every word a phrasing spells, by number.
  private var wordNumbers: [String: Int32] = [:]
  private var slotIndex: [SlotKey: Int] = [:]

  private struct SlotKey: Hashable {
    /// The intent of the rule the slot is in: a slot is one intent's parameter, so that what
    /// its reader said can be remembered by its number.
    var intent: IntentName?
    var name: String
    var reader: String?
  }

  /// Bounds an `{app}` slot.
  private let longestAppName: Int

  /// Compiles the phrases `named` lists; `grammar`'s rules are compiled as requests need them
  /// (`compileRules`). `longestAppName` bounds an `{app}` slot.
  init(grammar: Grammar, phrasesNamed named: [String], longestAppName: Int) {
    self.longestAppName = longestAppName
    rules = Array(repeating: nil, count: grammar.rules.count)
    for name in named { _ = phraseProgram(name, grammar: grammar) }
  }

  /// Compiles the rules of `grammar` at `indices` that are not compiled yet.
  mutating func compileRules(_ indices: [Int], of grammar: Grammar) {
    for index in indices where rules[index] == nil {
      let rule = grammar.rules[index]
      rules[index] = compiled(rule.pattern, grammar: grammar, intent: rule.intent)
    }
  }

  /// The number of each word of `words`: `unknownWord` for one no phrasing spells. Only the
  /// words of compiled phrasings are numbered: ask after compiling the rules to match.
  func numbers(of words: [GrammarText.Word]) -> [Int32] {
    words.map { wordNumbers[$0.text] ?? Self.unknownWord }
  }

  private mutating func number(_ word: String) -> Int32 {
    if let known = wordNumbers[word] { return known }
    let number = Int32(wordNumbers.count)
    wordNumbers[word] = number
    return number
  }

  /// `intent` is the rule's; nil for a phrase, whose slots are no intent's parameter.
  private mutating func compiled(
    _ pattern: GrammarPattern, grammar: Grammar, intent: IntentName?
  ) -> [Step] {
    var steps: [Step] = []
    compile(pattern, into: &steps, grammar: grammar, intent: intent)
    steps.append(.accept)
    return steps
  }

  private mutating func phraseProgram(_ name: String, grammar: Grammar) -> Int? {
    if let known = phraseIndex[name] { return known }
    guard let phrase = grammar.phrases[name] else { return nil }
    // Numbered before compiling: a phrase that names itself through a slot is compiled once.
    let index = phrases.count
    phrases.append([])
    phraseIndex[name] = index
    phrases[index] = compiled(phrase, grammar: grammar, intent: nil)
    return index
  }

  /// Appends the steps of `pattern`; returns what a match of it may begin with, as
  /// `GrammarPattern`'s structure says: a part that may be left out first lets anything start
  /// it. Worked out in the same walk: phrases are written out in full wherever they are used,
  /// so a second walk per part was most of the time of compiling.
  @discardableResult
  private mutating func compile(
    _ pattern: GrammarPattern, into steps: inout [Step], grammar: Grammar, intent: IntentName?
  ) -> Starts {
    switch pattern {
    case .word(let word):
      let number = number(word)
      steps.append(.word(number))
      return .word(number)
    case .sequence(let parts):
      var starts = Starts.anything
      for (index, part) in parts.enumerated() {
        let partStarts = compile(
          part, into: &steps, grammar: grammar, intent: intent)
        if index == 0 { starts = partStarts }
      }
      return starts
    case .choice(let alternatives):
      // Its step, and each alternative's jump past the choice, are written once the
      // alternatives' steps are: `.accept` holds their places meanwhile.
      let choice = steps.count
      steps.append(.accept)
      var entries: [Alternative] = []
      var jumps: [Int] = []
      var anything = false
      var anyWord = false
      var words: [Int32] = []
      for (index, alternative) in alternatives.enumerated() {
        let step = steps.count
        let starts = compile(
          alternative, into: &steps, grammar: grammar, intent: intent)
        entries.append(Alternative(step: step, starts: starts))
        switch starts {
        case .anything: anything = true
        case .anyWord: anyWord = true
        case .word(let number): words.append(number)
        case .words(let numbers): words += numbers
        }
        if index < alternatives.count - 1 {
          jumps.append(steps.count)
          steps.append(.accept)
        }
      }
      steps[choice] = .choice(entries)
      for jump in jumps { steps[jump] = .jump(steps.count) }
      if anything { return .anything }
      if anyWord { return .anyWord }
      words.sort()
      var unique: [Int32] = []
      unique.reserveCapacity(words.count)
      for word in words where word != unique.last { unique.append(word) }
      return unique.count == 1 ? .word(unique[0]) : .words(unique)
    case .optional(let part):
      // Written once the part's steps are, as a choice is.
      let optional = steps.count
      steps.append(.accept)
      let starts = compile(part, into: &steps, grammar: grammar, intent: intent)
      steps[optional] = .optional(skip: steps.count, starts: starts)
      return .anything
    case .slot(let name, let reader):
      steps.append(.slot(slot(name, reader, grammar: grammar, intent: intent)))
      return .anyWord
    }
  }

  private mutating func slot(
    _ name: String, _ reader: String?, grammar: Grammar, intent: IntentName?
  ) -> Int {
    let key = SlotKey(intent: intent, name: name, reader: reader)
    if let known = slotIndex[key] { return known }
    let kind: Slot.Kind
    var longest: Int?
    if name == GrammarSlot.app {
      kind = .app
      longest = longestAppName
    } else if let reader {
      if let slotReader = GrammarSlotReader.named(reader) {
        kind = .reader(slotReader)
        longest = slotReader.longest
      } else if let phrase = phraseProgram(reader, grammar: grammar) {
        kind = .phrase(phrase)
      } else {
        kind = .undefinedPhrase
      }
    } else {
      kind = .free
    }
    slots.append(Slot(name: name, reader: reader, kind: kind, longest: longest))
    slotIndex[key] = slots.count - 1
    return slots.count - 1
  }
}

/// A grammar's program, its rules compiled as requests first need them: a request is tried on
/// the few rules its words may match, and compiling every rule at the first request made that
/// request wait for all of them. Shared by the threads that read requests with one grammar.
final class CompiledGrammar: Sendable {
  private let program: Mutex<GrammarProgram>

  init(_ program: GrammarProgram) { self.program = Mutex(program) }

  /// The program with the rules compiled so far.
  var current: GrammarProgram { program.withLock { $0 } }

  /// The program with the rules at `indices` compiled.
  func program(compiling indices: [Int], of grammar: Grammar) -> GrammarProgram {
    program.withLock { program in
      program.compileRules(indices, of: grammar)
      return program
    }
  }
}

/// A grammar's compiled programs, one for each set of phrases compiled first and bound on an
/// `{app}` slot: shared by every matcher made from the grammar or a copy of it. Replay makes
/// a matcher for each data set, in each worker, and each compiled the same rules again at its
/// first requests (88 M instructions in one round of the project's transcripts).
final class CompiledPrograms: Sendable {
  private struct Key: Hashable {
    var phrases: [String]
    var longestAppName: Int
  }

  private let programs = Mutex<[Key: CompiledGrammar]>([:])

  func compiled(phrasesNamed phrases: [String], longestAppName: Int, of grammar: Grammar)
    -> CompiledGrammar
  {
    programs.withLock { programs in
      let key = Key(phrases: phrases, longestAppName: longestAppName)
      if let known = programs[key] { return known }
      let compiled = CompiledGrammar(
        GrammarProgram(grammar: grammar, phrasesNamed: phrases, longestAppName: longestAppName))
      programs[key] = compiled
      return compiled
    }
  }
}
