import IntentKit
import SpokenLanguage

/// A request read by one grammar rule, with how well the rule covers it.
public struct GrammarReading: Hashable, Sendable {
  public var intent: Intent
  /// From 0 to 1: the share of the request's words the rule's own words matched, slot words
  /// counting half, or nearly whole when the user's data or a lexicon confirms them.
  public var score: Double
  /// The phrasing that read it: "fr/lists.grammar:12".
  public var source: String
  /// Whether the request names an app that cannot do the intent ("book a ride with
  /// UnicornChat"): read so, the dialog says that app cannot; but any reading that names no
  /// such app comes first ("message sean i paid you on unicornpay" is a message's words).
  public var namesAnAppThatCannot = false
}

/// Reads requests with a grammar: every rule that matches the whole request proposes a reading,
/// each is scored, and the best comes first. No rule is tried before another, so adding one
/// never needs another changed.
struct GrammarMatcher: Sendable {
  /// What every request reads with, worked out once when the matcher is made. A class, so
  /// that the copy made for each request (`using`, a program with more rules compiled) costs
  /// one reference, not the two dozen its fields would (a hundredth of a replay's time).
  private final class Shared: Sendable {
    let grammar: Grammar
    let apps: AppMentions
    let notebook: (any NotebookLookup)?
    let places: (any PlaceLookup)?
    let handled: Set<IntentName>
    let handleLabels: [String: String]
    let relationWords: [String: String]
    let noteNames: Set<String>
    let handleNames: (labels: [Set<String>], email: Set<String>, phone: Set<String>)
    let readerLexicons: [Set<String>]
    let compiled: CompiledGrammar
    let intents: Set<IntentName>

    init(
      grammar: Grammar, apps: AppMentions, handled: Set<IntentName>,
      notebook: (any NotebookLookup)?, places: (any PlaceLookup)?
    ) {
      self.grammar = grammar
      self.apps = apps
      self.handled = handled
      self.notebook = notebook
      self.places = places
      handleLabels = GrammarMatcher.wordsNaming("label", in: grammar)
      relationWords = GrammarMatcher.wordsNaming("relation", in: grammar)
      let readerLexicons = ReaderLexicon.allCases.map { grammar.lexicons[$0.name] ?? [] }
      self.readerLexicons = readerLexicons
      func lexicon(_ name: ReaderLexicon) -> Set<String> { readerLexicons[name.rawValue] }
      noteNames = lexicon(.fiveNote).union(lexicon(.tenNote))
      let labels = grammar.lexicons.filter { $0.key.hasPrefix("label") }.map(\.value)
      let labelWords = labels.reduce(into: Set<String>()) { $0.formUnion($1) }
      handleNames = (
        labels, lexicon(.emailNoun).subtracting(labelWords),
        lexicon(.phoneNoun).subtracting(labelWords)
      )
      compiled = grammar.programs.compiled(
        phrasesNamed: [GrammarMatcher.openingPhrase, GrammarMatcher.appOpeningPhrase],
        longestAppName: apps.longestName, of: grammar)
      intents = Set(grammar.rules.map(\.intent))
    }
  }

  private let shared: Shared

  var grammar: Grammar { shared.grammar }
  /// The intents the grammar has phrasings of.
  var intents: Set<IntentName> { shared.intents }
  /// The apps by name, installed and known by name: what an `{app}` slot may say.
  var apps: AppMentions { shared.apps }

  /// The least score a reading needs to count as understood.
  static let threshold = 0.5
  /// The weight of a slot word the data did not confirm: free text could be anything.
  static let slotWeight = 0.5
  /// The weight of a slot word the user's data or a lexicon confirmed: nearly a rule's own
  /// word, but a word the rule spells out wins a tie ("lock up the truck": "up" is the rule's,
  /// not part of the car's name).
  static let confirmedWeight = 0.9
  /// The weight of a name the data does not know but written with a capital, as names are:
  /// "text John and Sean hello" names two people, not one and a message.
  static let writtenNameWeight = 0.6

  /// What the user's vocabulary knows: a car named "Rosie".
  private(set) var vocabulary: VocabularyMatcher?
  /// Whose names the address book knows.
  private(set) var addressBook: (any AddressBookLookup)?
  /// Which tasks, lists and notes the user's apps hold.
  var notebook: (any NotebookLookup)? { shared.notebook }
  /// Which places the user's apps know.
  var places: (any PlaceLookup)? { shared.places }
  /// The intents an installed app handles: of two readings scored the same, one an app can
  /// do comes first ("start a packing list" is an app's own intent when no app makes lists).
  var handled: Set<IntentName> { shared.handled }
  /// The handle label each word of a `label…` lexicon asks for ("cell" is "mobile"), worked
  /// out once: a name's words are tried against them at every split of every rule.
  var handleLabels: [String: String] { shared.handleLabels }
  /// The relationship each word names ("sister" for "sister", "sœur", "hermana"): the
  /// `relation…` lexicons, read as `handleLabels` are.
  var relationWords: [String: String] { shared.relationWords }
  /// Notes said by their name ("fiver", "tenner": the `fiveNote` and `tenNote` lexicons),
  /// which are amounts with no number said.
  var noteNames: Set<String> { shared.noteNames }
  /// The words the grammar's lexicons give for a person's handles, worked out once: each
  /// label's words (a `label…` lexicon's, "cell" for "mobile"), and the words for an email
  /// address (`emailNoun`) and a phone number (`phoneNoun`) that are no label's.
  var handleNames: (labels: [Set<String>], email: Set<String>, phone: Set<String>) {
    shared.handleNames
  }
  /// The grammar's lexicons the slot readers consult, by `ReaderLexicon`.
  var readerLexicons: [Set<String>] { shared.readerLexicons }
  /// The rules' phrasings and the phrases slots name, compiled for matching as requests need
  /// them.
  private var compiled: CompiledGrammar { shared.compiled }
  /// The program as one request reads it: its candidate rules compiled.
  private(set) var program: GrammarProgram

  init(
    grammar: Grammar, apps: AppMentions, handled: Set<IntentName> = [],
    vocabulary: VocabularyMatcher? = nil,
    addressBook: (any AddressBookLookup)? = nil, notebook: (any NotebookLookup)? = nil,
    places: (any PlaceLookup)? = nil
  ) {
    shared = Shared(
      grammar: grammar, apps: apps, handled: handled, notebook: notebook, places: places)
    program = shared.compiled.current
    self.vocabulary = vocabulary
    self.addressBook = addressBook
  }

  /// What each word of the lexicons named `prefix…` names: the rest of its lexicon's name,
  /// lowercased ("labelWork" makes "office" name "work"). In the lexicons' name order, so that
  /// a word two of them list always names the same.
  fileprivate static func wordsNaming(_ prefix: String, in grammar: Grammar) -> [String: String] {
    var named: [String: String] = [:]
    for (name, words) in grammar.lexicons.sorted(by: { $0.key < $1.key })
    where name.hasPrefix(prefix) && name.count > prefix.count {
      for word in words where named[word] == nil {
        named[word] = name.dropFirst(prefix.count).lowercased()
      }
    }
    return named
  }

  /// This matcher for one request: with `vocabulary` (the request's, pinned) instead of its
  /// own, and the address book as the request's first question finds it.
  func using(_ vocabulary: VocabularyMatcher) -> GrammarMatcher {
    var matcher = self
    matcher.vocabulary = vocabulary
    matcher.addressBook = addressBook?.pinned()
    return matcher
  }

  /// Every reading at or above the threshold, best first; readings that say the same are kept
  /// once, with the best score.
  func readings(of text: String) -> [GrammarReading] {
    let words = GrammarText.split(text)
    guard !words.isEmpty else { return [] }
    let candidates = grammar.ruleIndex.candidates(for: words.lazy.map(\.text))
    var matcher = self
    matcher.program = compiled.program(compiling: candidates, of: grammar)
    return matcher.readings(of: words, trying: candidates, text: text)
  }

  /// `readings(of:)` once the program has the candidate rules compiled.
  private func readings(of words: [GrammarText.Word], trying candidates: [Int], text: String)
    -> [GrammarReading]
  {
    var readings: [GrammarReading] = []
    // Whose names the data knows (by intent, parameter and name), asked once per request
    // however many readings ask.
    var known = ReadMemo(words: words.count)
    let numbers = program.numbers(of: words)
    let openings = openings(of: words, numbers, known: &known)
    for index in candidates {
      let rule = grammar.rules[index]
      guard let steps = program.rules[index] else { continue }
      var matches: [Match] = []
      for (start, opened) in openings where start < words.count {
        // Each slot's words are read as soon as they are placed, so that a phrasing with many
        // optional parts tries only the splits its readers accept. Each start has its own
        // bound on matches: those from the request's first word must not crowd out those
        // after the courtesy.
        var fromStart: [Match] = []
        var found = opened
        walk(steps, at: start, numbers, end: words.count, &found, into: &fromStart) {
          slot, span in
          accepts(slot, span, of: rule, words: words, numbers, text: text, known: &known)
        }
        matches += fromStart
      }
      for found in matches {
        guard
          let reading = reading(found, of: rule, words: words, text: text, known: &known),
          reading.score >= Self.threshold
        else { continue }
        if let same = readings.firstIndex(where: { $0.intent == reading.intent }) {
          if readings[same].score < reading.score { readings[same] = reading }
        } else {
          readings.append(reading)
        }
      }
    }
    // Stable: among equal scores one an installed app handles, then the rule written first,
    // wins.
    return readings.enumerated().sorted {
      if $0.element.namesAnAppThatCannot != $1.element.namesAnAppThatCannot {
        return !$0.element.namesAnAppThatCannot
      }
      if $0.element.score != $1.element.score { return $0.element.score > $1.element.score }
      let firstHandled = handled.contains($0.element.intent.name)
      let secondHandled = handled.contains($1.element.intent.name)
      return firstHandled != secondHandled ? firstHandled : $0.offset < $1.offset
    }.map(\.element)
  }

  /// Where phrasings may start, with what the words before matched: the request's start;
  /// after courtesy and wake words (the grammar's `opening` phrase), whose words count as the
  /// rule's own; and after an app named first (its `appOpening` phrase: "in ListOMat, add
  /// eggs to my list"), which names the request's app. No phrasing needs to repeat them.
  private func openings(
    of words: [GrammarText.Word], _ numbers: [Int32], known: inout ReadMemo
  ) -> [(Int, Match)] {
    let courtesy = opening(of: numbers, from: 0)
    var opened = Match()
    opened.literals = courtesy
    var openings = [(0, Match())]
    if courtesy > 0 { openings.append((courtesy, opened)) }
    guard let phrase = program.phraseIndex[Self.appOpeningPhrase] else { return openings }
    // The longest app opening: "in list o mat" before "in list".
    for end in stride(
      from: min(words.count - 1, courtesy + apps.longestName + 3), to: courtesy, by: -1)
    {
      var found: [Match] = []
      var walked = opened
      walk(program.phrases[phrase], at: courtesy, numbers, end: end, &walked, into: &found) {
        slot, span in
        program.slots[slot].kind == .app && app(namedBy: span, in: words, known: &known) != nil
      }
      guard var named = found.first else { continue }
      // Courtesy may follow the app too: "in ListOMat, please add eggs".
      let start = opening(of: numbers, from: end)
      named.literals += start - end
      openings.append((start, named))
      break
    }
    return openings
  }

  /// Where courtesy and wake words that open the request at `start` end: the grammar's
  /// `opening` phrase said once or more ("hey siri can you please"); `start` when the grammar
  /// defines none or the request goes on otherwise.
  private func opening(of words: [Int32], from start: Int) -> Int {
    guard let phrase = program.phraseIndex[Self.openingPhrase] else { return start }
    var start = start
    // The longest opening phrase at `start`, again and again; never the whole request.
    while let length = stride(
      from: min(Self.longestOpening, words.count - 1 - start), to: 0, by: -1
    )
    .first(where: { isPhrase(start..<(start + $0), phrase, in: words) }) {
      start += length
    }
    return start
  }

  /// The phrase a grammar defines for courtesy and wake words before a request.
  static let openingPhrase = "opening"
  /// The phrase a grammar defines for an app named before a request, with an `{app}` slot.
  static let appOpeningPhrase = "appOpening"
  /// The most words one saying of the opening phrase has ("would you be able to").
  private static let longestOpening = 5

  /// What the readers said about one request's words, kept for the rules that ask again.
  struct ReadMemo {
    struct Key: Hashable {
      var reader: GrammarSlotReader
      /// The slot (in the program's slots: one intent's parameter) the reader reads for, or -1
      /// for a reader that reads alike for every intent and parameter. A number, not the
      /// intent's and parameter's names, which would be hashed at every read.
      var slot: Int
      var words: Range<Int>

      /// By the slot and the words only: a reader's hash is its raw value's, a string hashed
      /// at every read, and the few keys that differ only by reader are told apart by `==`.
      func hash(into hasher: inout Hasher) {
        hasher.combine(slot)
        hasher.combine(words.lowerBound)
        hasher.combine(words.upperBound)
      }
    }
    /// Whose names the data knows, by intent, parameter and name.
    var names: [String: Bool] = [:]
    /// Whose names the address book knows, by name: the same for every intent.
    var addressBook: [String: Bool] = [:]
    var reads: [Key: (parts: [SlotPart], confirmed: Bool)?] = [:]
    /// The app each span of words names, if any.
    var apps: SpanMemo<String?>
    /// The account each span of words names, if any, and whether they sound like one.
    var accounts: SpanMemo<(account: PaymentAccount, known: Bool)?>
    /// Whether each span of words is a time.
    var times: SpanMemo<Bool>
    /// Whether each word may be part of an English time (`SpokenTime.mayBePartOfTime`).
    private var mayBeTime: [Bool]?

    /// Whether each of the request's words may be part of an English time, worked out at the
    /// first time slot.
    mutating func wordsMayBeTime(_ words: [GrammarText.Word]) -> [Bool] {
      if let mayBeTime { return mayBeTime }
      let found = words.map { SpokenTime.mayBePartOfTime($0.text) }
      mayBeTime = found
      return found
    }

    /// Room for what a request of `words` words reads, made once: a memo grown an entry at a
    /// time rehashed everything it held at each doubling.
    init(words: Int) {
      reads.reserveCapacity(64)
      names.reserveCapacity(16)
      apps = SpanMemo(words: words)
      accounts = SpanMemo(words: words)
      times = SpanMemo(words: words)
    }
  }

  /// What was found for spans of a request's words, by span. A memo asked at every split of
  /// every rule: for a request of a few dozen words, a span's place in a table is worked out
  /// from its ends, where hashing the range cost more than most answers. A longer request
  /// (a thousand items listed) keeps a dictionary instead of a table of every span.
  struct SpanMemo<Value> {
    private let words: Int
    /// For each span, 1 + the index of its value in `values`; 0 for a span not asked about.
    /// Made at the first value kept.
    private var places: [Int32] = []
    private var values: [Value] = []
    private var bySpan: [Range<Int>: Value] = [:]

    /// Longer requests are kept by span in a dictionary.
    private static var longest: Int { 64 }

    init(words: Int) { self.words = words }

    private func place(_ span: Range<Int>) -> Int { span.lowerBound * words + span.upperBound - 1 }

    /// Whether the span has a place in the table: a short request's, and words at all.
    private func isTabled(_ span: Range<Int>) -> Bool {
      words <= Self.longest && !span.isEmpty
    }

    subscript(span: Range<Int>) -> Value? {
      get {
        guard isTabled(span) else { return bySpan[span] }
        guard !places.isEmpty else { return nil }
        let index = places[place(span)]
        return index == 0 ? nil : values[Int(index) - 1]
      }
      set {
        guard let newValue else { return }
        guard isTabled(span) else {
          bySpan[span] = newValue
          return
        }
        if places.isEmpty { places = Array(repeating: 0, count: words * words) }
        let place = place(span)
        if places[place] == 0 {
          values.append(newValue)
          places[place] = Int32(values.count)
        } else {
          values[Int(places[place]) - 1] = newValue
        }
      }
    }
  }

  /// Where a rule's words and slots fell in the request.
  struct Match {
    var literals = 0
    /// Each slot placed, by its index in the program's slots.
    var slots: [(slot: Int, words: Range<Int>)] = []
  }

  /// The most matches one rule may have on one request: two free slots side by side could
  /// split a long request many ways, and the first few are the ones that count.
  private static let matchLimit = 64

  /// Backtracking over a program's `steps` from word `index`, the words ending at `end`; each
  /// match of every word up to `end` is appended to `matches`, until there are `limit`. One
  /// `found` for the whole walk, each step undone when its branch is done: no copy of the
  /// slots so far at every step, only of a whole match.
  func walk(
    _ steps: [GrammarProgram.Step], from step: Int = 0, at index: Int, _ words: [Int32],
    end: Int, _ found: inout Match, into matches: inout [Match], limit: Int = matchLimit,
    accepting accepts: (_ slot: Int, _ words: Range<Int>) -> Bool
  ) {
    var step = step
    var index = index
    var literals = 0
    defer { found.literals -= literals }
    while matches.count < limit {
      switch steps[step] {
      case .word(let word):
        guard index < end, words[index] == word else { return }
        found.literals += 1
        literals += 1
        index += 1
        step += 1
      case .jump(let target):
        step = target
      case .accept:
        if index == end { matches.append(found) }
        return
      case .choice(let alternatives):
        let next = index < end ? words[index] : GrammarProgram.endOfWords
        for alternative in alternatives where alternative.starts.allow(next) {
          walk(
            steps, from: alternative.step, at: index, words, end: end, &found, into: &matches,
            limit: limit, accepting: accepts)
        }
        return
      case .optional(let skip, let starts):
        if starts.allow(index < end ? words[index] : GrammarProgram.endOfWords) {
          walk(
            steps, from: step + 1, at: index, words, end: end, &found, into: &matches,
            limit: limit, accepting: accepts)
        }
        step = skip
      case .slot(let slot):
        guard index < end else { return }
        let longest = program.slots[slot].longest ?? (end - index)
        // The words after a slot are tested before its reader is asked about it: most places
        // a slot could end are not followed by what the phrasing says next.
        for stop in (index + 1)...min(end, index + longest)
        where GrammarProgram.mayGoOn(
          steps, from: step + 1, with: stop < end ? words[stop] : GrammarProgram.endOfWords)
          && accepts(slot, index..<stop)
        {
          found.slots.append((slot, index..<stop))
          walk(
            steps, from: step + 1, at: stop, words, end: end, &found, into: &matches,
            limit: limit, accepting: accepts)
          found.slots.removeLast()
          guard matches.count < limit else { return }
        }
        return
      }
    }
  }

  /// What a reader says of some words, asked once: many matches of many rules ask a reader
  /// about the same words.
  private func remembered(
    _ span: Range<Int>, as reader: GrammarSlotReader, for intent: IntentName, _ parameter: String,
    slot: Int, in words: [GrammarText.Word], text: String, known: inout ReadMemo
  ) -> (parts: [SlotPart], confirmed: Bool)? {
    let key = ReadMemo.Key(
      reader: reader, slot: reader.readsPerParameter ? slot : -1, words: span)
    if let remembered = known.reads[key] { return remembered }
    let read = self.read(
      span, as: reader, for: intent, parameter, in: words, text: text, known: &known)
    known.reads[key] = .some(read)
    return read
  }

  /// The app the words of `span` name, asked once per span: every `{app}` slot of every rule
  /// is tried on the same few spans.
  private func app(
    namedBy span: Range<Int>, in words: [GrammarText.Word], known: inout ReadMemo
  ) -> String? {
    if let remembered = known.apps[span] { return remembered }
    let app = apps.app(namedBy: words[span].map(\.text))
    known.apps[span] = .some(app)
    return app
  }

  /// Whether a slot may stand on `span`: the app named, the phrase said, the reader's value.
  /// Every slot of a match was accepted here, so reading the match need not ask again.
  private func accepts(
    _ index: Int, _ span: Range<Int>, of rule: GrammarRule, words: [GrammarText.Word],
    _ numbers: [Int32], text: String, known: inout ReadMemo
  ) -> Bool {
    let slot = program.slots[index]
    switch slot.kind {
    case .app: return app(namedBy: span, in: words, known: &known) != nil
    case .free: return true
    case .phrase(let phrase): return isPhrase(span, phrase, in: numbers)
    case .undefinedPhrase: return false
    case .reader(let reader):
      // A reader of values of any length is asked once the whole request is matched.
      guard reader.longest != nil else { return true }
      return remembered(
        span, as: reader, for: rule.intent, slot.name, slot: index, in: words, text: text,
        known: &known) != nil
    }
  }

  /// Whether the words of `span` are, whole, the phrase compiled as `phrase`.
  func isPhrase(_ span: Range<Int>, _ phrase: Int, in numbers: [Int32]) -> Bool {
    var matches: [Match] = []
    var found = Match()
    walk(
      program.phrases[phrase], at: span.lowerBound, numbers, end: span.upperBound, &found,
      into: &matches, limit: 1
    ) { _, _ in true }
    return !matches.isEmpty
  }

  /// The intent a match reads, scored; nil when a slot's words cannot be its value.
  private func reading(
    _ found: Match, of rule: GrammarRule, words: [GrammarText.Word], text: String,
    known: inout ReadMemo
  ) -> GrammarReading? {
    guard let schema = grammar.schema(for: rule.intent) else { return nil }
    var intent = Intent(name: rule.intent, parameters: rule.fixed)
    var weight = Double(found.literals)
    var cannot = false
    // "cross bread off my grocery list": the list each task is on, set once the task is read.
    var listOfTask: [String: String] = [:]
    for placed in found.slots {
      let slot = program.slots[placed.slot]
      if slot.kind == .app {
        guard let app = app(namedBy: placed.words, in: words, known: &known) else { return nil }
        if !apps.can(app, do: rule.intent) { cannot = true }
        intent.app = app
        weight += Double(placed.words.count) * Self.confirmedWeight
        continue
      }
      if slot.name.hasSuffix(".list") {
        listOfTask[String(slot.name.dropLast(5))] = Self.said(placed.words, in: words, text: text)
        weight += Double(placed.words.count) * Self.slotWeight
        continue
      }
      if let field = GrammarSlot.mediaSearchField(slot.name, of: schema) {
        var search =
          intent.parameters[MediaRequest.mediaSearch].flatMap(MediaSearch.init) ?? MediaSearch()
        // A phrase slot ({mediaSearch.genreNames:genre}) was placed only where its phrase is
        // said; a slot with no reader is any words.
        guard
          let wordWeight = fill(
            field, from: placed.words, phrased: slot.reader != nil, in: words, text: text,
            search: &search)
        else { return nil }
        intent.parameters[MediaRequest.mediaSearch] = .mediaSearch(search)
        weight += Double(placed.words.count) * wordWeight
        continue
      }
      if slot.name == GrammarSlot.unkept {
        guard case .reader(let reader) = slot.kind,
          let read = remembered(
            placed.words, as: reader, for: rule.intent, slot.name, slot: placed.slot, in: words,
            text: text, known: &known)
        else { return nil }
        weight +=
          Double(placed.words.count) * (read.confirmed ? Self.confirmedWeight : Self.slotWeight)
        continue
      }
      // A parameter is said once: a phrasing that repeats a part ("<detail> <detail>") may
      // not fill it twice.
      // A parameter the intent takes as said ("speakableGroupName") is a speakable string.
      guard
        let parameter = schema.parameter(named: slot.name)
          ?? (schema.unresolvedParameters.contains(slot.name)
            ? ParameterSchema(name: slot.name, valueType: .speakableString) : nil),
        intent.parameters[slot.name] == nil || rule.fixed[slot.name] != nil
      else { return nil }
      var parts = [SlotPart(words: placed.words)]
      var confirmed = false
      if case .reader(let reader) = slot.kind {
        guard
          let read = remembered(
            placed.words, as: reader, for: rule.intent, parameter.name, slot: placed.slot,
            in: words, text: text, known: &known)
        else { return nil }
        parts = read.parts
        confirmed = read.confirmed
      } else if slot.reader != nil {
        // The matcher placed the slot only where its phrase is said.
        confirmed = true
      }
      var values: [IntentValue] = []
      for part in parts {
        if let value = part.value {
          values.append(value)
          continue
        }
        let isFree =
          slot.reader == nil || slot.reader == GrammarSlotReader.text.rawValue
          || slot.reader == GrammarSlotReader.message.rawValue
        var said =
          isFree && parameter.valueType == .string
          ? Self.freeText(part.words, in: words, text: text)
          : Self.said(part.words, in: words, text: text)
        // "-1x": a minus sign before the number is the number's, though it parts words.
        if parameter.valueType == .number,
          text[..<words[part.words.lowerBound].range.lowerBound].hasSuffix("-")
        {
          said = said.map { "-" + $0 }
        }
        guard let said, let value = Self.value(said, as: parameter.valueType) else { return nil }
        values.append(value)
      }
      guard parameter.isArray || values.count == 1 else { return nil }
      intent.parameters[slot.name] = parameter.isArray ? .array(values) : values[0]
      // Words a reader left out ("my" before a car, "and" between people, "'s work number"
      // after a name) count as the rule's own.
      let kept = parts.reduce(0) { $0 + $1.words.count + $1.leftOut }
      weight += Double(placed.words.count - kept)
      let slotWordWeight = confirmed ? Self.confirmedWeight : Self.slotWeight
      weight += parts.reduce(0) {
        $0 + Double($1.words.count + $1.leftOut) * ($1.weight ?? slotWordWeight)
      }
    }
    if rule.continuesOffer,
      schema.parameters.allSatisfy({ $0.valueType != .person || intent.parameters[$0.name] == nil }
      ),
      !schema.unresolvedParameters.contains(where: { intent.parameters[$0] != nil })
    {
      intent.continuesOffer = true
    }
    for (task, list) in listOfTask {
      guard case .task(var item)? = intent.parameters[task] else { continue }
      item.listTitle = list
      intent.parameters[task] = .task(item)
    }
    return GrammarReading(
      intent: intent, score: weight / Double(words.count), source: rule.source,
      namesAnAppThatCannot: cannot)
  }

  /// What a slot's words say, as the parameter's type holds it; nil for a type no grammar
  /// slot reads yet.
  private static func value(_ said: String, as type: ParameterValueType) -> IntentValue? {
    let value: IntentValue
    switch type {
    case .person: value = .person(.spoken(said))
    case .string: value = .string(said)
    case .speakableString: value = .speakable(SpeakableString(spokenPhrase: said))
    case .taskList: value = .taskList(.said(said))
    case .task: value = .task(.said(said))
    case .note: value = .note(.said(said))
    case .integer:
      guard let number = Int(said) else { return nil }
      value = .integer(number)
    case .number:
      guard let number = DecimalWords.number(said) else { return nil }
      value = .number(number)
    case .boolean, .currencyAmount, .paymentAccount:
      return nil
    }
    return value
  }

  /// Free text as typed for `span`, with the punctuation that clings to its ends ("are you
  /// coming?", "\"See you at 6, OK?\""), then without surrounding quotes and closing commas
  /// or full stops (`FreeText.clean`); nil when nothing is left.
  static func freeText(_ span: Range<Int>, in words: [GrammarText.Word], text: String)
    -> String?
  {
    let clings = { (character: Character) in
      !character.isWhitespace && !character.isLetter && !character.isNumber
    }
    var start = words[span.lowerBound].range.lowerBound
    var opening = start
    while opening > text.startIndex, clings(text[text.index(before: opening)]) {
      opening = text.index(before: opening)
    }
    // Punctuation glued to the word before is that word's, not the text's: the apostrophe
    // of « qu'il arrive » elides « que », and the message is « il arrive ».
    if opening == text.startIndex || !Self.isLetter(before: opening, in: text) { start = opening }
    var end = words[span.upperBound - 1].range.upperBound
    while end < text.endIndex, clings(text[end]) { end = text.index(after: end) }
    return FreeText.clean(text[start..<end])
  }

  /// Whether a letter ends `text` before `index`: by its byte when ASCII, as nearly all
  /// typed text is, since a Character's properties cost far more than the slot read.
  private static func isLetter(before index: String.Index, in text: String) -> Bool {
    let scalar = text.unicodeScalars[text.unicodeScalars.index(before: index)]
    guard scalar.isASCII else { return scalar.properties.isAlphabetic }
    return ASCIIBytes.isLetter(UInt8(scalar.value))
  }

  /// The text the user typed for `span`, capitals, accents and inner punctuation kept.
  static func said(_ span: Range<Int>, in words: [GrammarText.Word], text: String) -> String {
    String(
      text[words[span.lowerBound].range.lowerBound..<words[span.upperBound - 1].range.upperBound])
  }
}
