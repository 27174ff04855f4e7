import IntentKit

/// A request read by one grammar rule, with how well the rule covers it.
public struct GrammarReading: Hashable, Sendable {
  public var intent: Intent
  /// From 0 to 1: the share of the request's words the rule's own words matched, slot words
  /// counting half, or nearly whole when the user's data or a lexicon confirms them.
  public var score: Double
  /// The phrasing that read it: "fr/lists.grammar:12".
  public var source: String
}

/// Reads requests with a grammar: every rule that matches the whole request proposes a reading,
/// each is scored, and the best comes first. No rule is tried before another, so adding one
/// never needs another changed.
struct GrammarMatcher: Sendable {
  let grammar: Grammar
  /// The apps by name, installed and known by name: what an `{app}` slot may say.
  private let apps: AppMentions

  /// The least score a reading needs to count as understood.
  static let threshold = 0.5
  /// The weight of a slot word the data did not confirm: free text could be anything.
  static let slotWeight = 0.5
  /// The weight of a slot word the user's data or a lexicon confirmed: nearly a rule's own
  /// word, but a word the rule spells out wins a tie ("lock up the truck": "up" is the rule's,
  /// not part of the car's name).
  static let confirmedWeight = 0.9

  /// What the user's vocabulary knows: a car named "Rosie".
  private let vocabulary: VocabularyMatcher?
  /// Whose names the address book knows.
  private let addressBook: (any AddressBookLookup)?

  init(
    grammar: Grammar, apps: AppMentions, vocabulary: VocabularyMatcher? = nil,
    addressBook: (any AddressBookLookup)? = nil
  ) {
    self.grammar = grammar
    self.apps = apps
    self.vocabulary = vocabulary
    self.addressBook = addressBook
  }

  /// Every reading at or above the threshold, best first; readings that say the same are kept
  /// once, with the best score.
  func readings(of text: String) -> [GrammarReading] {
    let words = GrammarText.split(text)
    guard !words.isEmpty else { return [] }
    var readings: [GrammarReading] = []
    // Whose names the data knows (by intent, parameter and name), asked once per request
    // however many readings ask.
    var known: [String: Bool] = [:]
    for rule in grammar.rules {
      var matches: [Match] = []
      match([rule.pattern], at: 0, in: words, Match(), into: &matches)
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
    // Stable: among equal scores the rule written first wins.
    return readings.enumerated().sorted {
      $0.element.score != $1.element.score
        ? $0.element.score > $1.element.score : $0.offset < $1.offset
    }.map(\.element)
  }

  /// Where a rule's words and slots fell in the request.
  private struct Match {
    var literals = 0
    var slots: [(name: String, reader: String?, words: Range<Int>)] = []
  }

  /// The most matches one rule may have on one request: two free slots side by side could
  /// split a long request many ways, and the first few are the ones that count.
  private static let matchLimit = 64

  /// Backtracking over `pending` (what is left of the pattern, first part next) from word
  /// `index`; each match of the whole request is appended to `matches`.
  private func match(
    _ pending: [GrammarPattern], at index: Int, in words: [GrammarText.Word], _ found: Match,
    into matches: inout [Match]
  ) {
    guard matches.count < Self.matchLimit else { return }
    guard let next = pending.first else {
      if index == words.count { matches.append(found) }
      return
    }
    let rest = Array(pending.dropFirst())
    switch next {
    case .word(let word):
      guard index < words.count, words[index].text == word else { return }
      var found = found
      found.literals += 1
      match(rest, at: index + 1, in: words, found, into: &matches)
    case .sequence(let parts):
      match(parts + rest, at: index, in: words, found, into: &matches)
    case .choice(let alternatives):
      for alternative in alternatives {
        match([alternative] + rest, at: index, in: words, found, into: &matches)
      }
    case .optional(let part):
      match([part] + rest, at: index, in: words, found, into: &matches)
      match(rest, at: index, in: words, found, into: &matches)
    case .slot(let name, let reader):
      guard index < words.count else { return }
      for end in (index + 1)...words.count {
        var found = found
        found.slots.append((name, reader, index..<end))
        match(rest, at: end, in: words, found, into: &matches)
      }
    }
  }

  /// The intent a match reads, scored; nil when a slot's words cannot be its value.
  private func reading(
    _ found: Match, of rule: GrammarRule, words: [GrammarText.Word], text: String,
    known: inout [String: Bool]
  ) -> GrammarReading? {
    guard let schema = IntentCatalog.schema(for: rule.intent) else { return nil }
    var intent = Intent(name: rule.intent, parameters: rule.fixed)
    var weight = Double(found.literals)
    for slot in found.slots {
      if slot.name == GrammarSlot.app {
        guard let app = apps.app(namedBy: words[slot.words].map(\.text)) else { return nil }
        intent.app = app
        weight += Double(slot.words.count) * Self.confirmedWeight
        continue
      }
      guard let parameter = schema.parameter(named: slot.name) else { return nil }
      var parts = [slot.words]
      var confirmed = false
      if let reader = slot.reader.flatMap(GrammarSlotReader.init(rawValue:)) {
        guard
          let read = read(
            slot.words, as: reader, for: rule.intent, parameter.name, in: words, text: text,
            known: &known)
        else { return nil }
        parts = read.parts
        confirmed = read.confirmed
      }
      var values: [IntentValue] = []
      for part in parts {
        let start = words[part.lowerBound].range.lowerBound
        let said = String(text[start..<words[part.upperBound - 1].range.upperBound])
        guard let value = Self.value(said, as: parameter.valueType) else { return nil }
        values.append(value)
      }
      guard parameter.isArray || values.count == 1 else { return nil }
      intent.parameters[slot.name] = parameter.isArray ? .array(values) : values[0]
      // Words a reader left out ("my" before a car, "and" between people) count as the
      // rule's own.
      let kept = parts.reduce(0) { $0 + $1.count }
      weight += Double(slot.words.count - kept)
      weight += Double(kept) * (confirmed ? Self.confirmedWeight : Self.slotWeight)
    }
    return GrammarReading(
      intent: intent, score: weight / Double(words.count), source: rule.source)
  }

  /// The parts of `span` a reader accepts (one value each: several people), and whether the
  /// user's data or the grammar's lexicons confirmed them; nil when they cannot be such values.
  private func read(
    _ span: Range<Int>, as reader: GrammarSlotReader, for intent: IntentName, _ parameter: String,
    in words: [GrammarText.Word], text: String, known: inout [String: Bool]
  ) -> (parts: [Range<Int>], confirmed: Bool)? {
    switch reader {
    case .text:
      return ([span], false)
    case .title:
      // "my list" has no title: the determiner is the phrasing's, and a title starts after it.
      let determiners = grammar.lexicons["determiner"] ?? []
      guard !determiners.contains(words[span.lowerBound].text) else { return nil }
      return ([span], false)
    case .car:
      // "my car", "the Honda Civic": the car is named without its determiner.
      let determiners = grammar.lexicons["determiner"] ?? []
      var start = span.lowerBound
      while start < span.upperBound, determiners.contains(words[start].text) { start += 1 }
      let car = start..<span.upperBound
      guard (1...4).contains(car.count) else { return nil }
      if grammar.lexicons["carNoun"]?.contains(words[car.upperBound - 1].text) == true
        || grammar.lexicons["carMake"]?.contains(words[car.lowerBound].text) == true
      {
        return ([car], true)
      }
      // A car the user named, taught to Siri as vocabulary: "Rosie", or as heard, "rosy".
      let phrase = words[car].map(\.text).joined(separator: " ")
      let scopes = VocabularyScopes.scopes(for: intent, parameter: parameter)
      guard vocabulary?.match(phrase, in: scopes) != nil else { return nil }
      return ([car], true)
    case .person:
      // People the address book knows, one or several: "ana lopez", "ana, kate and sean".
      // Only names it knows: where it knows none, the words are not read here.
      guard let addressBook else { return nil }
      let joiners = grammar.lexicons["and"] ?? []
      var parts: [Range<Int>] = []
      var start = span.lowerBound
      for index in span {
        // A comma or "&" between two words parts people too; the tokenizer drops both.
        let partedAfter =
          index + 1 < span.upperBound
          && text[words[index].range.upperBound..<words[index + 1].range.lowerBound]
            .contains { $0 == "," || $0 == "&" }
        if joiners.contains(words[index].text) {
          // "maria, dana, and kate": the "and" after a comma parts nothing more.
          if index > start { parts.append(start..<index) }
          start = index + 1
        } else if partedAfter {
          parts.append(start..<(index + 1))
          start = index + 1
        }
      }
      guard start < span.upperBound else { return nil }
      parts.append(start..<span.upperBound)
      let scopes = VocabularyScopes.scopes(for: intent, parameter: parameter)
      for part in parts {
        let name = words[part].map(\.text).joined(separator: " ")
        guard part.count <= 4 else { return nil }
        // Someone in the address book, or someone an app taught Siri by name (its members).
        let key = "\(intent.rawValue).\(parameter) \(name)"
        if known[key] == nil {
          known[key] =
            addressBook.knowsName(name) || vocabulary?.match(name, in: scopes)?.isExact == true
        }
        guard known[key] == true else { return nil }
      }
      return (parts, true)
    }
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
    case .boolean, .currencyAmount, .paymentAccount:
      return nil
    }
    return value
  }
}
