import Foundation
import IntentKit
import SpokenLanguage

/// One value a slot reader found: the words it stands on, and the value itself when the
/// reader built one (a person reached at a handle); otherwise the words are read as the
/// parameter's type.
struct SlotPart {
  var words: Range<Int>
  var value: IntentValue?
  /// What the words are worth to the reading's score when the reader knows better than the
  /// slot: a person the address book does not have reads as free words do, or a little more
  /// when written with a capital, as names are. Nil: as the slot's words.
  var weight: Double?
  /// Words before `words` the reader took but left out of the value, weighed as the value's
  /// words: the "my" of an unknown "my boss" is no surer than "boss".
  var leftOut = 0
}

extension GrammarMatcher {
  /// The parts of `span` a reader accepts (one value each: several people), and whether the
  /// user's data or the grammar's lexicons confirmed them; nil when they cannot be such values.
  func read(
    _ span: Range<Int>, as reader: GrammarSlotReader, for intent: IntentName, _ parameter: String,
    in words: [GrammarText.Word], text: String, known: inout ReadMemo
  ) -> (parts: [SlotPart], confirmed: Bool)? {
    switch reader {
    case .text:
      return ([SlotPart(words: span)], false)
    case .message:
      guard !words[span].contains(where: { lexicon(.notMessage).contains($0.text) }),
        amount(Self.said(span, in: words, text: text), anyCurrency: false) == nil
      else { return nil }
      return ([SlotPart(words: span)], false)
    case .title:
      // "my list" has no title: the determiner is the phrasing's, and a title starts after it.
      guard !lexicon(.determiner).contains(words[span.lowerBound].text),
        !words[span].contains(where: { lexicon(.titleBreak).contains($0.text) })
      else { return nil }
      return ([SlotPart(words: span)], false)
    case .car:
      return car(span, for: intent, parameter, in: words).map { ([SlotPart(words: $0)], true) }
    case .task, .knownTask:
      var start = span.lowerBound
      if lexicon(.determiner).contains(words[start].text) { start += 1 }
      guard start < span.upperBound, span.upperBound - start <= 6,
        !words[start..<span.upperBound].contains(where: {
          lexicon(.itemReference).contains($0.text)
        })
      else { return nil }
      let known =
        notebook?.knowsTitle(Self.said(start..<span.upperBound, in: words, text: text), of: .task)
        == true
      guard known || reader == .task else { return nil }
      return ([SlotPart(words: start..<span.upperBound)], known)
    case .list, .knownList, .unnamedList, .note:
      // "my list" has no title, and "to do list please" is not one: the phrasing says "list".
      guard !lexicon(.determiner).contains(words[span.lowerBound].text),
        !lexicon(.newModifier).contains(words[span.lowerBound].text),
        !words[span].contains(where: {
          lexicon(.listNoun).contains($0.text) || lexicon(.titleBreak).contains($0.text)
        })
      else { return nil }
      if reader == .unnamedList {
        guard !words[span].contains(where: { lexicon(.notListTarget).contains($0.text) }),
          !isNumbers(span, in: words)
        else { return nil }
      }
      let said = Self.said(span, in: words, text: text)
      let known = notebook?.knowsTitle(said, of: reader == .note ? .note : .list) == true
      guard known || reader != .knownList else { return nil }
      return ([SlotPart(words: span)], known)
    case .items, .unlistedItems, .untimedItems:
      if reader != .items {
        guard !saysATime(span, in: words) else { return nil }
      }
      if reader == .unlistedItems {
        guard !words[span].contains(where: { lexicon(.notItem).contains($0.text) }) else {
          return nil
        }
      }
      return items(span, in: words, text: text).map { ($0.map { SlotPart(words: $0) }, false) }
    case .amount, .money:
      // "-5 dollars": a minus sign before the number is the amount's, though it parts words.
      let opening = text[..<words[span.lowerBound].range.lowerBound]
      let sign = opening.hasSuffix("-") || opening.hasSuffix("−") ? "-" : ""
      return amount(sign + Self.said(span, in: words, text: text), anyCurrency: reader == .money)
        .map {
          ([SlotPart(words: span, value: $0)], true)
        }
    case .account, .anyAccount, .accountType, .accountNickname:
      guard let (account, known) = account(span, in: words, text: text, known: &known),
        known || reader == .anyAccount
      else { return nil }
      let value: IntentValue
      switch reader {
      case .accountType:
        // "current balance": a word the grammar says names a balance is not an account type.
        guard account.accountType != .unknown,
          !(span.count == 1 && lexicon(.balanceType).contains(words[span.lowerBound].text))
        else { return nil }
        value = .string(account.accountType.rawValue)
      case .accountNickname:
        guard account.accountType == .unknown else { return nil }
        value = .speakable(account.nickname)
      default:
        value = .paymentAccount(account)
      }
      return ([SlotPart(words: span, value: value)], known)
    case .group:
      return group(span, for: intent, parameter, in: words).map {
        ([SlotPart(words: $0.words)], $0.exact)
      }
    case .person:
      let people = people(
        span, for: intent, parameter, in: words, text: text, known: &known)
      return people.map { ($0, $0.allSatisfy { $0.weight == nil }) }
    case .place:
      return place(span, in: words, text: text, known: &known)
    case .time:
      return isTime(span, in: words, text: text, known: &known)
        ? ([SlotPart(words: span)], true) : nil
    case .party:
      return party(span, in: words).map { ([SlotPart(words: span, value: .integer($0))], true) }
    case .rideOption:
      return rideOption(span, in: words).map { ([SlotPart(words: span)], $0) }
    }
  }

  func lexicon(_ name: ReaderLexicon) -> Set<String> { readerLexicons[name.rawValue] }

  /// The account the words name, and whether they sound like one (a type, an account noun, a
  /// nickname the vocabulary knows) rather than being any few words ("to Ana" may be a person);
  /// worked out once per span for the three account readers.
  private func account(
    _ span: Range<Int>, in words: [GrammarText.Word], text: String, known: inout ReadMemo
  ) -> (account: PaymentAccount, known: Bool)? {
    if let remembered = known.accounts[span] { return remembered }
    let said = Self.said(span, in: words, text: text)
    let request = Request(
      text: said, tokens: Tokenizer.tokenize(said), vocabulary: vocabulary ?? .none)
    let account = AccountNames(request: request).accountAndLikeness(0..<request.count).map {
      ($0.account, $0.isAccountLike)
    }
    known.accounts[span] = .some(account)
    return account
  }

  /// "my car", "the Honda Civic": the car named without its determiner, when its last word is
  /// a `carNoun`, its first a `carMake`, or it is a car name the user's vocabulary knows.
  private func car(
    _ span: Range<Int>, for intent: IntentName, _ parameter: String, in words: [GrammarText.Word]
  ) -> Range<Int>? {
    let determiners = lexicon(.determiner)
    var start = span.lowerBound
    while start < span.upperBound, determiners.contains(words[start].text) { start += 1 }
    let car = start..<span.upperBound
    guard (1...4).contains(car.count) else { return nil }
    if lexicon(.carNoun).contains(words[car.upperBound - 1].text)
      || lexicon(.carMake).contains(words[car.lowerBound].text)
    {
      return car
    }
    // A car the user named, taught to Siri as vocabulary: "Rosie", or as heard, "rosy".
    let phrase = words[car].map(\.text).joined(separator: " ")
    let scopes = VocabularyScopes.scopes(for: intent, parameter: parameter)
    return vocabulary?.match(phrase, in: scopes) != nil ? car : nil
  }

  /// A place: words that are not a time or a party, confirmed when the user's places know it.
  private func place(
    _ span: Range<Int>, in words: [GrammarText.Word], text: String, known: inout ReadMemo
  ) -> (
    parts: [SlotPart], confirmed: Bool
  )? {
    // The word checks first: reading a time or a party costs more.
    guard !words[span].contains(where: { lexicon(.placeStop).contains($0.text) }),
      !lexicon(.placeBreak).contains(words[span.lowerBound].text),
      !lexicon(.placeBreak).contains(words[span.upperBound - 1].text),
      !lexicon(.determiner).contains(words[span.upperBound - 1].text),
      !isTime(span, in: words, text: text, known: &known), party(span, in: words) == nil
    else { return nil }
    let isKnown = places?.knowsPlace(Self.said(span, in: words, text: text)) == true
    return ([SlotPart(words: span)], isKnown)
  }

  /// Whether the words are a time the app can read: worked out once per span, whichever
  /// slots ask.
  func isTime(
    _ span: Range<Int>, in words: [GrammarText.Word], text: String, known: inout ReadMemo
  ) -> Bool {
    if let remembered = known.times[span] { return remembered }
    let isTime = readsTime(span, in: words, text: text, known: &known)
    known.times[span] = isTime
    return isTime
  }

  private func readsTime(
    _ span: Range<Int>, in words: [GrammarText.Word], text: String, known: inout ReadMemo
  ) -> Bool {
    if span.count == 1, NumberWords.integer([words[span.lowerBound].text]) != nil {
      // "at 6" is a time; "for 6" a party, "to 6" nothing.
      guard span.lowerBound > 0, lexicon(.clockLead).contains(words[span.lowerBound - 1].text)
      else { return false }
    }
    let englishOnly = grammar.language == "en"
    if englishOnly {
      // Most spans asked about have no word a time needs, told from the request's words
      // without reading the span's text again (a time slot is tried at many splits).
      let mayBeTime = known.wordsMayBeTime(words)
      guard mayBeTime[span].contains(true) else { return false }
    }
    return SpokenTime.isTime(Self.said(span, in: words, text: text), englishOnly: englishOnly)
  }

  /// How many people the words count: "3", "two people", "me and two friends" (3).
  /// How many people a whole reply says ("3 people", "me and two friends"), read as a
  /// request's party is; nil when it says no number of people.
  func party(in text: String) -> Int? {
    let words = GrammarText.split(text)
    guard !words.isEmpty, words.count <= GrammarSlotReader.party.longest ?? words.count else {
      return nil
    }
    return party(0..<words.count, in: words)
  }

  private func party(_ span: Range<Int>, in words: [GrammarText.Word]) -> Int? {
    var said = words[span].map(\.text)[...]
    var counted = 0
    if said.count > 2, lexicon(.partySelf).contains(said[said.startIndex]),
      lexicon(.and).contains(said[said.startIndex + 1])
    {
      counted = 1
      said = said.dropFirst(2)
    }
    if let last = said.last, said.count > 1, lexicon(.partyNoun).contains(last) {
      said = said.dropLast()
      // "four of us"
      if let of = said.last, said.count > 1, lexicon(.partyOf).contains(of) {
        said = said.dropLast()
      }
    }
    guard (1...3).contains(said.count), let size = NumberWords.integer(Array(said)),
      (0...9_999).contains(size)
    else { return nil }
    return size + counted
  }

  /// Whether the words are a ride option, and whether the vocabulary confirmed it; nil when
  /// they are not one.
  private func rideOption(_ span: Range<Int>, in words: [GrammarText.Word]) -> Bool? {
    let said = words[span].map(\.text)
    // Options are what the vocabulary knows for booking, whichever intent mentions one.
    if vocabulary?.match(said.joined(separator: " "), in: Self.rideOptionScopes) != nil {
      return true
    }
    let nouns = lexicon(.rideNoun)
    guard let last = said.last, !said.allSatisfy(nouns.contains) else { return nil }
    if said.count == 1, lexicon(.rideKind).contains(last) { return false }
    // "sparklecar": one word ending in a ride noun; "rainbow car": words before one.
    if nouns.contains(last), said.count == 2 { return false }
    let endsInNoun = nouns.contains { last.count >= $0.count + 3 && last.hasSuffix($0) }
    return said.count == 1 && endsInNoun ? false : nil
  }

  private static let rideOptionScopes = VocabularyScopes.scopes(
    for: .requestRide, parameter: RequestRideIntent.rideOptionName.name)

  /// The amount `said` is, whole: a currency amount, or the words as said when they are an
  /// amount no currency holds exactly ("$1.234"), for the app to refuse in a sentence.
  private func amount(_ said: String, anyCurrency: Bool) -> IntentValue? {
    guard mayBeAmount(said) else { return nil }
    let request = Request(text: said, tokens: Tokenizer.tokenize(said))
    guard request.count > 0 else { return nil }
    if let value = AmountWords.amount(
      in: request, exactly: 0..<request.count, unknownCurrencies: anyCurrency)
    {
      return value
    }
    let words = request.tokens.map(\.word)
    // "a fiver", "a tenner": notes said by their name.
    if words.count <= 2, let last = words.last {
      for (lexicon, value) in [(ReaderLexicon.fiveNote, "5"), (.tenNote, "10")]
      where self.lexicon(lexicon).contains(last) {
        return CurrencyAmount(decimal: value, currencyCode: nil).map(IntentValue.currencyAmount)
      }
    }
    // "twelve fifty", "seven fifty": whole units then cents, each spelled out, as people say
    // prices.
    guard words.allSatisfy({ NumberWords.digits($0) == nil }) else { return nil }
    for split in words.indices.dropFirst() where words.count - split <= 2 {
      guard let whole = NumberWords.integer(Array(words[..<split])),
        let cents = NumberWords.integer(Array(words[split...])),
        (1...999).contains(whole), (10...99).contains(cents)
      else { continue }
      return CurrencyAmount(decimal: "\(whole).\(cents)", currencyCode: nil)
        .map(IntentValue.currencyAmount)
    }
    return nil
  }

  /// Whether `said` may be an amount: one `AmountWords` may read, or a note's name ("fiver").
  /// Most words tried as amounts (names, titles, messages) are neither, and tokenizing and
  /// reading them as one took a tenth of understanding.
  private func mayBeAmount(_ said: String) -> Bool {
    AmountWords.mayHaveAmount(said, orAnyOf: noteNames)
  }

  /// "the climbing group": a group conversation's name an app taught Siri as vocabulary,
  /// without the determiner before it; `exact` when the words are the name, not a near
  /// spelling ("the climbing group i" is no better a group than "the climbing group").
  private func group(
    _ span: Range<Int>, for intent: IntentName, _ parameter: String, in words: [GrammarText.Word]
  ) -> (words: Range<Int>, exact: Bool)? {
    var start = span.lowerBound
    if lexicon(.determiner).contains(words[start].text) { start += 1 }
    let group = start..<span.upperBound
    guard (1...5).contains(group.count) else { return nil }
    let phrase = words[group].map(\.text).joined(separator: " ")
    let scopes = VocabularyScopes.scopes(for: intent, parameter: parameter)
    return vocabulary?.match(phrase, in: scopes).map { (group, $0.isExact) }
  }

  /// People, one or several ("ana lopez", "ana, kate and sean"), each someone the address book
  /// or an app's vocabulary knows by name, a phone number or an email address. A name may be
  /// followed by the handle to reach them at ("john baily's work number", "chris martin at
  /// home"). Someone the data does not know may still be named (`unknownPerson`), unconfirmed.
  private func people(
    _ span: Range<Int>, for intent: IntentName, _ parameter: String,
    in words: [GrammarText.Word], text: String, known: inout ReadMemo
  ) -> [SlotPart]? {
    let parts = parted(span, in: words, text: text)
    guard !parts.isEmpty else { return nil }
    var people: [SlotPart] = []
    for (index, said) in parts.enumerated() {
      // "a Carlos y a Ana", "à Julien et à Sophie": the word before each name after the first.
      var part = said
      if index > 0, part.count > 1, lexicon(.personLead).contains(words[part.lowerBound].text) {
        part = (part.lowerBound + 1)..<part.upperBound
      }
      guard let person = person(part, for: intent, parameter, in: words, text: text, known: &known)
      else { return nil }
      // "ana kate and celestra": names the data knows, side by side without a comma.
      if person.weight != nil, part.count > 1,
        let named = knownNames(part, for: intent, parameter, in: words, known: &known)
      {
        people += named
      } else {
        people.append(person)
      }
    }
    return people
  }

  /// `part` as names the data knows one after another, each the longest it can be; nil when
  /// some word is in none of them.
  private func knownNames(
    _ part: Range<Int>, for intent: IntentName, _ parameter: String,
    in words: [GrammarText.Word], known: inout ReadMemo
  ) -> [SlotPart]? {
    var names: [SlotPart] = []
    var start = part.lowerBound
    while start < part.upperBound {
      guard
        let end = stride(
          from: min(part.upperBound, start + 4), to: start, by: -1
        ).first(where: {
          knowsName(start..<$0, for: intent, parameter, in: words, known: &known)
        })
      else { return nil }
      names.append(SlotPart(words: start..<end))
      start = end
    }
    return names
  }

  /// Whether the address book has someone by the words' name, or an app taught Siri someone
  /// so named (its members); asked once per request. The address book's answer is the same
  /// for every intent, so the many rules that take a person ask it once.
  private func knowsName(
    _ name: Range<Int>, for intent: IntentName, _ parameter: String,
    in words: [GrammarText.Word], known: inout ReadMemo
  ) -> Bool {
    let spoken = words[name].map(\.text).joined(separator: " ")
    let key = "\(intent.rawValue).\(parameter) \(spoken)"
    if let remembered = known.names[key] { return remembered }
    let inAddressBook = known.addressBook[spoken] ?? (addressBook?.knowsName(spoken) == true)
    known.addressBook[spoken] = inAddressBook
    let scopes = VocabularyScopes.scopes(for: intent, parameter: parameter)
    let knows = inAddressBook || vocabulary?.hasTerm(spelled: spoken, in: scopes) == true
    known.names[key] = knows
    return knows
  }

  /// Items to add or remove: "eggs, milk and bread". An item is said without a bare
  /// `itemDeterminer` ("the milk", "some eggs") or `article` ("an apple"), but an article
  /// before a `measure` or with a `partitive` stays ("a dozen eggs", "a gallon of milk"). A task
  /// that starts with a `taskVerb` keeps its "and" ("buy eggs and milk" is one). Words that
  /// only point at an item (`itemReference`: "this item", "something") or mark a priority
  /// (`priorityMark`: "as important") are not items here.
  private func items(_ span: Range<Int>, in words: [GrammarText.Word], text: String)
    -> [Range<Int>]?
  {
    if words[span].contains(where: {
      lexicon(.itemReference).contains($0.text) || lexicon(.priorityMark).contains($0.text)
    }) {
      return nil
    }
    var parts = parted(span, in: words, text: text)
    // "create a list called": a naming word starts a title, never an item.
    if parts.contains(where: {
      isNumbers($0, in: words) || lexicon(.namingWord).contains(words[$0.lowerBound].text)
    }) {
      return nil
    }
    if lexicon(.taskVerb).contains(words[span.lowerBound].text) {
      // "buy eggs and milk" is one task; "call mom and buy milk" two: a task starts at a verb.
      parts = parts.reduce(into: []) { tasks, part in
        if let last = tasks.last, !lexicon(.taskVerb).contains(words[part.lowerBound].text) {
          tasks[tasks.count - 1] = last.lowerBound..<part.upperBound
        } else {
          tasks.append(part)
        }
      }
    }
    var items: [Range<Int>] = []
    for part in parts {
      var start = part.lowerBound
      let first = words[start].text
      if lexicon(.article).contains(first) && start + 1 < part.upperBound
        && !lexicon(.measure).contains(words[start + 1].text)
        && !words[part].contains(where: { lexicon(.partitive).contains($0.text) })
      {
        start += 1
      }
      // Determiners may come two at a time: "de la farine".
      while start < part.upperBound, lexicon(.itemDeterminer).contains(words[start].text) {
        start += 1
      }
      guard start < part.upperBound else { return nil }
      items.append(start..<part.upperBound)
    }
    return items.isEmpty ? nil : items
  }

  /// Whether every word of `span` is a number ("5", "ten"): a count or a sum, not a title or
  /// an item.
  private func isNumbers(_ span: Range<Int>, in words: [GrammarText.Word]) -> Bool {
    words[span].allSatisfy { NumberWords.cardinal($0.text) != nil }
  }

  /// Whether `span` says when: a `timeWord` ("tomorrow", "pm"), a clock time as typed ("6pm",
  /// "5:30", split into "5 30" by the words) or a `timeLead` before a number ("at 5").
  private func saysATime(_ span: Range<Int>, in words: [GrammarText.Word]) -> Bool {
    let timeWords = lexicon(.timeWord)
    let leads = lexicon(.timeLead)
    return span.contains { index in
      let word = words[index].text
      if timeWords.contains(word) { return true }
      if let first = word.first, first.isNumber,
        word.hasSuffix("am") || word.hasSuffix("pm") || Self.isHourAndMinutes(word)
      {
        return true
      }
      guard leads.contains(word), index + 1 < span.upperBound else { return false }
      let next = words[index + 1].text
      if NumberWords.cardinal(next) != nil { return true }
      return grammar.language != "en"
        && (RomanceNumberWords.french.isNumber(next) || RomanceNumberWords.spanish.isNumber(next))
    }
  }

  /// "14h", "9h30": a clock time as French and Spanish write it.
  private static func isHourAndMinutes(_ word: String) -> Bool {
    let parts = word.split(separator: "h", omittingEmptySubsequences: false)
    return parts.count == 2 && NumberWords.digits(String(parts[0])) != nil
      && (parts[1].isEmpty || NumberWords.digits(String(parts[1])) != nil)
  }

  /// The parts of `span` between commas and the grammar's `and` words: "ana, kate and sean";
  /// empty when a part would be empty ("ana and").
  private func parted(_ span: Range<Int>, in words: [GrammarText.Word], text: String)
    -> [Range<Int>]
  {
    let joiners = lexicon(.and)
    var parts: [Range<Int>] = []
    var start = span.lowerBound
    for index in span {
      // A comma or "&" between two words parts them too; splitting into words drops both.
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
    guard start < span.upperBound else { return [] }
    parts.append(start..<span.upperBound)
    return parts
  }

  /// One person filling `part`.
  private func person(
    _ part: Range<Int>, for intent: IntentName, _ parameter: String,
    in words: [GrammarText.Word], text: String, known: inout ReadMemo
  ) -> SlotPart? {
    let said = Self.said(part, in: words, text: text)
    if let handle = PersonHandleText.handle(
      in: said, opening: text[..<words[part.lowerBound].range.lowerBound])
    {
      return SlotPart(
        words: part,
        value: .person(
          Person(personHandle: handle, displayName: handle.value, spokenPhrase: handle.value)))
    }
    // "my sister", "ma sœur", "mi hermana": who they are to the user, which Siri finds among
    // the contacts (INPerson.relationship).
    if let relationship = relationship(part, in: words) {
      // The relationship's word is the name Siri hands the app ("boss"), as for anyone else
      // named after a possessive.
      let word = Self.said(
        (part.lowerBound + 1)..<part.upperBound, in: words, text: text)
      return SlotPart(
        words: part,
        value: .person(Person(displayName: word, spokenPhrase: word, relationship: relationship)))
    }
    // The longest name first: "john baily's work number" is John Baily at work.
    for end in stride(from: min(part.upperBound, part.lowerBound + 4), to: part.lowerBound, by: -1)
    {
      let name = part.lowerBound..<end
      let label: String?
      if end == part.upperBound {
        label = nil
      } else if let asked = handleLabel(end..<part.upperBound, in: words) {
        label = asked
      } else {
        continue
      }
      guard knowsName(name, for: intent, parameter, in: words, known: &known) else { continue }
      guard let label else { return SlotPart(words: name) }
      let typed = Self.said(name, in: words, text: text)
      let handle = PersonHandle(
        value: "", type: handleType(end..<part.upperBound, in: words), label: label)
      return SlotPart(
        words: name,
        value: .person(Person(personHandle: handle, displayName: typed, spokenPhrase: typed)))
    }
    return unknownPerson(part, in: words, text: text)
  }

  /// The relationship the words name after a possessive ("my sister", "ma sœur"): one word of
  /// a `relation…` lexicon; nil for any other words.
  private func relationship(_ part: Range<Int>, in words: [GrammarText.Word]) -> String? {
    guard part.count == 2, lexicon(.personDeterminer).contains(words[part.lowerBound].text)
    else { return nil }
    return relationWords[words[part.lowerBound + 1].text]
  }

  /// Someone the address book does not have, named all the same ("pay sean $20" with no Sean
  /// in it): one or two words that can be a name, after a `personDeterminer` ("my boss" is
  /// "boss", as Siri hands the app a relationship). A word the grammar lists as `notName`
  /// (pronouns, small words, verbs, things paid for) is none. Written with capitals, a name
  /// is not cut between two of them ("Bob Smith"). The app resolves such a name, or says it
  /// knows nobody so called; the reading is scored as free words, so a name the data knows
  /// wins.
  private func unknownPerson(_ part: Range<Int>, in words: [GrammarText.Word], text: String)
    -> SlotPart?
  {
    var start = part.lowerBound
    if part.count > 1, lexicon(.personDeterminer).contains(words[start].text) { start += 1 }
    let name = start..<part.upperBound
    // "pay Bill $5" names Bill; "pay the Bill" a bill, however it is typed.
    let given = start == part.lowerBound
    guard (1...2).contains(name.count),
      name.allSatisfy({ isNameWord(words[$0], text: text, given: given) })
    else { return nil }
    let capitalized = { (index: Int) in
      text[words[index].range].first?.isUppercase == true
    }
    if name.count == 2 {
      // "bob smith" or "Bob Smith", not "Bob smith": a capital starts every word of a name.
      guard capitalized(name.lowerBound) == capitalized(name.upperBound - 1) else { return nil }
    } else if name.upperBound < words.count, capitalized(name.lowerBound),
      capitalized(name.upperBound), isNameWord(words[name.upperBound], text: text, given: true),
      text[words[name.lowerBound].range.upperBound..<words[name.upperBound].range.lowerBound]
        .allSatisfy(\.isWhitespace)
    {
      // "text Bob Smith hello": "Smith" is Bob's, not the message's.
      return nil
    }
    return SlotPart(
      words: name,
      weight: capitalized(name.lowerBound)
        ? GrammarMatcher.writtenNameWeight : GrammarMatcher.slotWeight,
      leftOut: start - part.lowerBound)
  }

  /// A word that can be part of a name: it starts with a letter, and is neither a `notName`
  /// word nor an amount. A `notName` word that is `alsoName` is a `given` name when typed
  /// with a capital: "pay Bill $5".
  private func isNameWord(_ word: GrammarText.Word, text: String, given: Bool) -> Bool {
    guard word.text.unicodeScalars.first?.properties.isAlphabetic == true else { return false }
    if lexicon(.notName).contains(word.text) {
      guard given, lexicon(.alsoName).contains(word.text),
        text[word.range].first?.isUppercase == true
      else { return false }
    }
    return amount(String(text[word.range]), anyCurrency: false) == nil
  }

  /// The handle label words after a name ask for, nil when they ask for none. They read
  /// `[handleAt] [possessive] LABEL [handleNoun]`, each a lexicon of the grammar: "'s work
  /// number", "at home", "on his cell". A label lexicon is named `label` and the label:
  /// `labelWork` asks for the handle labelled "work".
  private func handleLabel(_ tail: Range<Int>, in words: [GrammarText.Word]) -> String? {
    var index = tail.lowerBound
    func skip(_ lexicon: ReaderLexicon) {
      if index < tail.upperBound, self.lexicon(lexicon).contains(words[index].text) { index += 1 }
    }
    skip(.handleAt)
    skip(.possessive)
    guard index < tail.upperBound else { return nil }
    guard let label = handleLabels[words[index].text] else { return nil }
    index += 1
    skip(.handleNoun)
    return index == tail.upperBound ? label : nil
  }

  /// An email handle when the words after a name say so ("work email"), else a phone number
  /// when they name one, else unknown: the app picks by label.
  private func handleType(_ tail: Range<Int>, in words: [GrammarText.Word]) -> PersonHandleType {
    let said = Set(words[tail].map(\.text))
    if !said.isDisjoint(with: lexicon(.emailNoun)) { return .emailAddress }
    if !said.isDisjoint(with: lexicon(.phoneNoun)) { return .phoneNumber }
    return .unknown
  }
}

/// Phone numbers and email addresses as people are written: "(415) 555-0130",
/// "+1 312 555 0170", "sean.murphy@example.com". The same in every language.
enum PersonHandleText {
  /// The handle `said` is, whole; `opening` is the text before it, whose last "(" or "+"
  /// belongs to a phone number.
  static func handle(in said: String, opening: Substring) -> PersonHandle? {
    // Most words said for a person are a name: no "@", so no address, which is worth knowing
    // before asking Foundation to replace words.
    if said.utf8.contains(UInt8(ascii: "@")) {
      if isEmailAddress(said) { return PersonHandle(value: said, type: .emailAddress) }
      // "john@gmail dot com": an address as it is spoken.
      let spoken = said.replacingOccurrences(of: " dot ", with: ".")
      if isEmailAddress(spoken) { return PersonHandle(value: spoken, type: .emailAddress) }
    }
    let digits = said.unicodeScalars.filter { ("0"..."9").contains($0) }.count
    guard digits >= 7, digits <= 15,
      said.unicodeScalars.allSatisfy({
        ("0"..."9").contains($0) || " -().".unicodeScalars.contains($0)
      })
    else { return nil }
    var number = said
    for sign in ["(", "+"] where opening.hasSuffix(sign) || opening.hasSuffix(sign + " ") {
      number = sign + number
    }
    return PersonHandle(value: number, type: .phoneNumber)
  }

  /// One "@" with a dotted domain after it, and no spaces.
  static func isEmailAddress(_ text: String) -> Bool {
    let parts = text.split(separator: "@", omittingEmptySubsequences: false)
    guard parts.count == 2, !parts[0].isEmpty, !text.contains(" ") else { return false }
    let domain = parts[1].split(separator: ".", omittingEmptySubsequences: false)
    return domain.count >= 2 && domain.allSatisfy { !$0.isEmpty }
  }
}

/// The lexicons the slot readers consult, by name (phrases a grammar `define`s). Each grammar's
/// sets are found once, when its matcher is made: looking one up by its name hashed the name at
/// every word a reader tried. A grammar without one of them reads it as empty.
enum ReaderLexicon: Int, CaseIterable {
  case alsoName, and, article, balanceType, carMake, carNoun,
    clockLead, determiner, emailNoun, fiveNote, handleAt, handleNoun,
    itemDeterminer, itemReference, listNoun, measure, namingWord, newModifier,
    notItem, notListTarget, notMessage, notName, partitive, partyNoun,
    partyOf, partySelf, personDeterminer, personLead, phoneNoun, placeBreak, placeStop,
    possessive, priorityMark, rideKind, rideNoun, taskVerb, tenNote,
    timeLead, timeWord, titleBreak

  /// The name the grammar files give the lexicon: the case's, found once per process. Finding
  /// it reflects on the value, and every matcher made asked it of each lexicon.
  var name: String { Self.names[rawValue] }

  private static let names = allCases.map { String(describing: $0) }
}
