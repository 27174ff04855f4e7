/// A list or note a request names: "my grocery store list", "all my lists", "the Vacation
/// note", "a new list called Wedding Prep", "my groceries". Ranges are token indices.
struct NotebookReference {
  enum Kind {
    case list
    case note
  }

  /// What the words name; nil when no kind word was said ("my groceries").
  var kind: Kind?
  /// "my", "the", "a": whose list, and whether it exists.
  var determiner: String?
  /// The title's words: before the kind word, or after "called", "of" or "for".
  var title: Range<Int>?
  /// The folder's words: "in my Home folder" -> "Home".
  var group: Range<Int>?
  var isPlural = false
  /// "a new list": one to create.
  var isNew = false
  /// Past the reference and its clauses.
  var end: Int
}

/// An item as said: its words, or words that point at one without naming it ("this item").
enum SaidItem {
  case title(String)
  case reference
}

extension ListParser {
  // MARK: References

  /// The list or note named at `start`:
  /// [all (of)] [determiner] [modifiers] [title] kind [called X] [in my Y folder] [of X | for X].
  /// With `allowsKindless`, also a short title with no kind word after "my", "the", "our"
  /// ("my groceries"), or a single word ("groceries"), that is no calendar or playlist.
  func reference(at start: Int, allowsKindless: Bool = false) -> NotebookReference? {
    var index = start
    if word(index) == "all" {
      index += 1
      if word(index) == "of" { index += 1 }
    }
    let determiner = ListWords.determiners.contains(word(index)) ? word(index) : nil
    if determiner != nil { index += 1 }
    var isNew = false
    while isModifier(index) {
      if ListWords.newModifiers.contains(word(index)) { isNew = true }
      index += 1
    }
    let titleStart = index
    while index < count && kindWord(at: index) == nil {
      // "my to do list": "to do" names the list.
      if request.has(["to", "do"], at: index), kindWord(at: index + 2)?.kind == .list {
        index += 2
        continue
      }
      guard isTitleWord(index), index - titleStart < ListWords.maxTitleWords else { break }
      index += 1
    }
    let title = index > titleStart ? titleStart..<index : nil
    guard let (kind, isPlural) = kindWord(at: index) else {
      // Without a kind word, only a determiner and the title: "my groceries".
      let saysOnlyTitle = titleStart == start + (determiner == nil ? 0 : 1)
      guard allowsKindless, let title, saysOnlyTitle,
        title.allSatisfy({ !ListWords.notListTargets.contains(word($0)) })
      else { return nil }
      let owned = determiner.map(ListWords.ownedDeterminers.contains) ?? false
      guard (owned && title.count <= 3) || (determiner == nil && title.count == 1) else {
        return nil
      }
      return NotebookReference(kind: nil, determiner: determiner, title: title, end: index)
    }
    var reference = NotebookReference(
      kind: kind, determiner: determiner, title: title, isPlural: isPlural, isNew: isNew,
      end: index + 1)
    guard addClauses(to: &reference) else { return nil }
    return reference
  }

  /// The kind a word names, and whether it is plural: "list", "notes".
  func kindWord(at index: Int) -> (kind: NotebookReference.Kind, isPlural: Bool)? {
    let current = word(index)
    let isPlural = ListWords.pluralNouns.contains(current)
    if ListWords.listNouns.contains(current) { return (.list, isPlural) }
    if ListWords.noteNouns.contains(current) { return (.note, isPlural) }
    return nil
  }

  /// What follows the kind word: "called Wedding Prep", "in my Home folder", "of school
  /// supplies", "for work". "For today" is a time, not a title. False when a clause makes the
  /// words something other than a list or note of the user's ("the list of alarms").
  private func addClauses(to reference: inout NotebookReference) -> Bool {
    var index = reference.end
    defer { reference.end = index }
    while index < count && !request.tokens[index - 1].endsWithColon {
      let current = word(index)
      if ListWords.namingWords.contains(current) {
        let end = freeRunEnd(from: index + 1)
        // "a list called" and nothing (or only spaces) after: the title is asked for.
        guard end > index + 1 else {
          index += 1
          return true
        }
        reference.title = (index + 1)..<end
        index = end
      } else if let group = groupPhrase(at: index) {
        reference.group = group.name
        index = group.end
      } else if reference.kind == .list, reference.title == nil, saysTitleAfter(index) {
        // "create a new list of my pending bills", "make a list for work", "a new list of";
        // not "the list of alarms", another domain's.
        var start = index + 1
        while ListWords.determiners.contains(word(start)) { start += 1 }
        let end = freeRunEnd(from: start)
        guard !(start..<end).contains(where: { ListWords.otherDomainThings.contains(word($0)) })
        else { return false }
        if end > start { reference.title = start..<end }
        index = max(end, start)
      } else {
        break
      }
    }
    return true
  }

  /// Whether "of" or "for" at `index` leads into a list's title: "a list of school supplies",
  /// "a list for work"; not "my list for today".
  private func saysTitleAfter(_ index: Int) -> Bool {
    switch word(index) {
    case "of": return true
    case "for": return !isTimePhrase(at: index + 1) && !["me", "us"].contains(word(index + 1))
    default: return false
    }
  }

  /// "in my Home folder", "under the Work category": the folder's words and where it ends.
  func groupPhrase(at index: Int) -> (name: Range<Int>, end: Int)? {
    guard ListWords.groupPrepositions.contains(word(index)) else { return nil }
    var start = index + 1
    if ListWords.determiners.contains(word(start)) { start += 1 }
    var end = start
    while end < min(start + 4, count) && !ListWords.groupNouns.contains(word(end)) {
      guard isTitleWord(end) else { return nil }
      end += 1
    }
    guard end > start, ListWords.groupNouns.contains(word(end)) else { return nil }
    return (start..<end, end + 1)
  }

  /// Where free words from `start` end (a title after "called", items after "with"): at the
  /// next clause, or after a word ending in a colon.
  func freeRunEnd(from start: Int) -> Int {
    var end = start
    while end < count && (end == start || !isClauseStart(end))
      && !(end > start && request.tokens[end - 1].endsWithColon)
    {
      end += 1
    }
    return end
  }

  /// Whether a clause of a new list or note starts at `index`: "called", "with", "saying",
  /// "that says", "and add", "in my Home folder".
  private func isClauseStart(_ index: Int) -> Bool {
    let current = word(index)
    if ListWords.namingWords.contains(current) { return true }
    if ["with", "saying", "containing", "including", "stating", "reading", "says"].contains(
      current)
    {
      return true
    }
    let next = word(index + 1)
    if current == "that" || current == "which" {
      return ["says", "reads", "contains", "said"].contains(next)
    }
    if current == "and" { return ["add", "put", "include", "insert", "with"].contains(next) }
    return groupPhrase(at: index) != nil
  }

  /// Whether the word at `index` can be part of a title said before the kind word.
  func isTitleWord(_ index: Int) -> Bool {
    let current = word(index)
    // Letters, digits, or symbols such as emoji ("🎉 Party").
    guard let first = current.unicodeScalars.first,
      first.properties.isAlphabetic || ("0"..."9").contains(first)
        || first.properties.generalCategory == .otherSymbol
    else { return false }
    return !ListWords.notTitleWords.contains(current) && NumberWords.cardinal(current) == nil
  }

  /// Whether the word at `index` describes a list without naming it: "new", "last", "five".
  private func isModifier(_ index: Int) -> Bool {
    let current = word(index)
    return ListWords.modifiers.contains(current) || NumberWords.cardinal(current) != nil
      || NumberWords.ordinal(current) != nil
  }

  /// The title's words as typed: "Wedding Prep", "grocery store".
  func titleText(_ reference: NotebookReference?) -> String? {
    reference?.title.flatMap(phrase)
  }

  /// The folder's words as typed: "Puppies".
  func groupText(_ reference: NotebookReference?) -> String? {
    reference?.group.flatMap(phrase)
  }

  /// The words of `range` as typed, for a title or an item: free text without a closing "!"
  /// or "?" ("remind me to buy milk!" -> "buy milk").
  func phrase(_ range: Range<Int>) -> String? {
    guard let said = request.freeText(range) else { return nil }
    var text = Substring(said)
    while text.last == "!" || text.last == "?" { text = text.dropLast() }
    return FreeText.clean(text)
  }

  // MARK: Targets

  /// The length of the first of `prepositions` said at `index`.
  func preposition(at index: Int, among prepositions: [[String]]) -> Int? {
    prepositions.first { request.has($0, at: index) }?.count
  }

  /// The list or note after a preposition at `index` that ends the request: "to my grocery
  /// list", "off of the list please". Nil when more than closing words follow it.
  func target(
    at index: Int, among prepositions: [[String]], allowsKindless: Bool,
    closingWords: Set<String> = ListWords.tailWords
  ) -> NotebookReference? {
    guard let length = preposition(at: index, among: prepositions),
      let reference = reference(at: index + length, allowsKindless: allowsKindless),
      isTail(from: reference.end, words: closingWords)
    else { return nil }
    return reference
  }

  /// Whether only closing words are left from `index`: "for today", "please", "any more".
  func isTail(from index: Int, to end: Int? = nil, words: Set<String> = ListWords.tailWords)
    -> Bool
  {
    (index..<max(index, end ?? count)).allSatisfy { words.contains(word($0)) }
  }

  /// Whether a time is said at `index`: "today", "this week", "tomorrow morning".
  func isTimePhrase(at index: Int) -> Bool {
    let current = word(index)
    if ListWords.timeWords.contains(current) || ListWords.isClockTime(current) { return true }
    return ["this", "next", "the"].contains(current)
      && ListWords.timeWords.contains(word(index + 1))
  }

  /// Whether a time, a trigger or a place-like cue is said at `index`: "tomorrow", "at 5",
  /// "when I get home", "every day".
  func isScheduleCue(at index: Int) -> Bool {
    let current = word(index)
    if ListWords.timeWords.contains(current) || ListWords.isClockTime(current) { return true }
    guard ListWords.timePrepositions.contains(current) else { return false }
    let next = word(index + 1)
    return NumberWords.cardinal(next) != nil || ListWords.isClockTime(next)
      || ListWords.timeWords.contains(next) || NumberWords.ordinal(next) != nil
  }

  // MARK: Items

  /// The items said in `range`, each one task: split at commas and "and" ("rice, onions and
  /// olives", "eggs, milk, and bread"), except that parts after a task verb stay together
  /// ("buy eggs and milk"). Items that only point ("this item") are left out; nil when a part
  /// is empty ("milk and").
  func items(in range: Range<Int>) -> [String]? {
    guard let parts = itemParts(range) else { return nil }
    var titles: [String] = []
    for part in parts {
      switch item(part) {
      case .title(let title): titles.append(title)
      case .reference: continue
      case nil: return nil
      }
    }
    return titles
  }

  /// The item said in `range`: its words without a leading article, or a pointer.
  func item(_ range: Range<Int>) -> SaidItem? {
    var start = range.lowerBound
    while start < range.upperBound {
      let current = word(start)
      if ListWords.itemDeterminers.contains(current) && word(start + 1) != "of" {
        start += 1
      } else if (current == "a" || current == "an") && !isMeasure(after: start) {
        start += 1
      } else {
        break
      }
    }
    guard start < range.upperBound else { return nil }
    if (start..<range.upperBound).allSatisfy(isReferenceWord) { return .reference }
    // "the item milk": the word "item" before the item's own words.
    if ListWords.itemNouns.contains(word(start)) { start += 1 }
    return phrase(start..<range.upperBound).map(SaidItem.title)
  }

  /// Whether `range` says only "everything" or "all (the) items": a whole list.
  func saysEverything(_ range: Range<Int>) -> Bool {
    !range.isEmpty && range.allSatisfy { ListWords.everythingWords.contains(word($0)) }
      && range.contains { ["everything", "all", "every"].contains(word($0)) }
  }

  /// Whether any word of `range` is a thing that is not a list item: "meeting", "alarm".
  func mentionsOtherThings(_ range: Range<Int>) -> Bool {
    range.contains { ListWords.notItems.contains(word($0)) }
  }

  /// The ranges of the items in `range`, before any is cleaned.
  private func itemParts(_ range: Range<Int>) -> [Range<Int>]? {
    guard !range.isEmpty else { return nil }
    var parts: [Range<Int>] = []
    var partStart = range.lowerBound
    for index in range {
      if word(index) == "and" || word(index) == "&" {
        // After a comma, "and" adds no part of its own: "eggs, milk, and bread".
        if index > partStart {
          parts.append(partStart..<index)
        } else if parts.isEmpty {
          return nil
        }
        partStart = index + 1
      } else if request.tokens[index].endsPhrase {
        parts.append(partStart..<(index + 1))
        partStart = index + 1
      }
    }
    guard partStart < range.upperBound else { return nil }
    parts.append(partStart..<range.upperBound)
    // "buy eggs and milk" is one task; "call mom and buy milk" two.
    guard ListWords.taskVerbs.contains(word(range.lowerBound)) else { return parts }
    var merged: [Range<Int>] = []
    for part in parts {
      if let last = merged.last, !ListWords.taskVerbs.contains(word(part.lowerBound)) {
        merged[merged.count - 1] = last.lowerBound..<part.upperBound
      } else {
        merged.append(part)
      }
    }
    return merged
  }

  /// Whether "a" at `index` starts a quantity: "a gallon of milk", "a dozen eggs".
  private func isMeasure(after index: Int) -> Bool {
    ListWords.measureWords.contains(word(index + 1)) || word(index + 2) == "of"
  }

  /// Whether the word at `index` only points at an item: "it", "this", "item", "three".
  private func isReferenceWord(_ index: Int) -> Bool {
    let current = word(index)
    return ListWords.referenceWords.contains(current) || NumberWords.cardinal(current) != nil
      || NumberWords.ordinal(current) != nil
  }

  // MARK: Priority

  /// Where a closing priority phrase starts in `range`: "as important", "with high priority",
  /// "flagged". Nil when `range` does not end with one.
  func priorityStart(in range: Range<Int>) -> Int? {
    for start in range where ListWords.priorityLeads.contains(word(start)) {
      let phrase = start..<range.upperBound
      if phrase.allSatisfy({ ListWords.priorityWords.contains(word($0)) }),
        phrase.contains(where: { ListWords.priorityMarks.contains(word($0)) })
      {
        return start
      }
    }
    return nil
  }
}
