import IntentKit

/// The shapes that change what is on a list or in a note: adding, ticking off, removing.
extension ListParser {
  // MARK: Adding

  /// "add rice, onions and olives to my grocery store list", "put eggs on the shopping list",
  /// "add milk to my groceries as important", "add bring sunscreen to my Vacation note",
  /// "put pencil on a new grocery list"; after an opened list, "add eggs".
  ///
  /// Without a kind word the place must follow "add ... to" or "append ... to": "put the milk
  /// in the fridge" is no list.
  func addItems(from start: Int) -> Intent? {
    let verb = word(start)
    guard ListWords.addVerbs.contains(verb) else { return nil }
    var itemsStart = start + 1
    if word(itemsStart) == "down" && (verb == "jot" || verb == "write") { itemsStart += 1 }
    guard itemsStart < count else { return nil }
    // "add to my shopping list eggs", "add to my Vacation note: bring sunscreen"
    if let length = preposition(at: itemsStart, among: ListWords.addingPrepositions),
      let place = reference(at: itemsStart + length), place.end < count,
      let intent = added(place.end..<count, to: place, verb: verb, flagged: false)
    {
      return intent
    }
    // "add to my grocery list", or only commas before "to": the items are asked for.
    if let length = preposition(at: itemsStart, among: ListWords.addingPrepositions),
      let place = reference(at: itemsStart + length), place.end == count, place.kind == .list,
      !place.isNew, !place.isPlural
    {
      return NotebookIntents.addTasks(list: titleText(place), items: [])
    }
    let allowsKindless = verb == "add" || verb == "append"
    for split in (itemsStart + 1)..<max(itemsStart + 1, count) {
      guard let length = preposition(at: split, among: ListWords.addingPrepositions),
        let place = reference(
          at: split + length, allowsKindless: allowsKindless && word(split) == "to")
      else { continue }
      // A closing "as important" flags the items, after the place or before it.
      var closingEnd = count
      var itemsEnd = split
      if let priority = priorityStart(in: place.end..<count) {
        closingEnd = priority
      } else if let priority = priorityStart(in: (itemsStart + 1)..<split) {
        itemsEnd = priority
      }
      guard isTail(from: place.end, to: closingEnd) else { continue }
      let flagged = closingEnd < count || itemsEnd < split
      if let intent = added(itemsStart..<itemsEnd, to: place, verb: verb, flagged: flagged) {
        return intent
      }
    }
    // "open my grocery list and add eggs": the opened list.
    guard let list = openedList else { return nil }
    var itemsEnd = count
    if let priority = priorityStart(in: (itemsStart + 1)..<count) { itemsEnd = priority }
    guard let items = items(in: itemsStart..<itemsEnd) else { return nil }
    return NotebookIntents.addTasks(
      list: titleText(list), items: items, flagged: itemsEnd < count)
  }

  /// The intent of adding the words of `range` to `place`: tasks on a list, a new list with
  /// them, or content for a note.
  private func added(
    _ range: Range<Int>, to place: NotebookReference, verb: String, flagged: Bool
  ) -> Intent? {
    switch place.kind {
    case .note:
      guard !place.isPlural, let content = request.freeText(range) else { return nil }
      return NotebookIntents.appendToNote(note: titleText(place), content: content)
    case .list:
      guard let items = items(in: range) else { return nil }
      if place.isNew {
        return NotebookIntents.createTaskList(
          title: titleText(place), items: items, group: groupText(place))
      }
      return NotebookIntents.addTasks(list: titleText(place), items: items, flagged: flagged)
    case nil:
      // "add milk to my groceries"; not "add a note to attend" or "add 5 to 7".
      guard !mentionsOtherThings(range),
        !range.allSatisfy({ NumberWords.cardinal(word($0)) != nil })
      else { return nil }
      if verb == "append" {
        return NotebookIntents.appendToNote(
          note: titleText(place), content: request.freeText(range))
      }
      guard let items = items(in: range) else { return nil }
      return NotebookIntents.addTasks(list: titleText(place), items: items, flagged: flagged)
    }
  }

  /// "remind me to buy dog food": a task on no list. Not with a time or a trigger ("remind me
  /// to call mom at 5", "... when I get home"): a list cannot schedule it.
  func reminder(from start: Int) -> Intent? {
    guard word(start) == "remind", ["me", "us"].contains(word(start + 1)),
      word(start + 2) == "to"
    else { return nil }
    let range = (start + 3)..<count
    guard !range.isEmpty, !range.contains(where: isScheduleCue),
      let items = items(in: range), !items.isEmpty
    else { return nil }
    return NotebookIntents.addTasks(list: nil, items: items)
  }

  // MARK: Ticking off

  /// "mark rice as done", "mark milk as done on my grocery list", "mark off milk", "check call
  /// dad off my to do list", "cross eggs off my shopping list", "tick off milk", "uncheck rice",
  /// "mark rice as not done"; "complete" or "finish" only with a list ("complete the report"
  /// is no list's).
  func markTask(from start: Int) -> Intent? {
    let verb = word(start)
    let index = start + 1
    if verb == "mark" {
      if word(index) == "off" { return ticked(index + 1..<count, status: .completed) }
      return markedAs(from: index)
    }
    if ListWords.untickVerbs.contains(verb) {
      return ticked(index..<count, status: .notCompleted)
    }
    if verb == "complete" || verb == "finish" {
      return ticked(index..<count, status: .completed, needsList: true)
    }
    guard ListWords.tickVerbs.contains(verb) else { return nil }
    // "check off milk (on my list)", "cross out bread from shopping list". "Out" only with a
    // list: "check out the new movie" ticks nothing.
    if word(index) == "off" || word(index) == "out" {
      if word(index + 1) == "of" { return nil }
      return ticked(index + 1..<count, status: .completed, needsList: word(index) == "out")
    }
    // "check call dad off my to do list", "tick milk off"
    for split in (index + 1)..<max(index + 1, count) where ["off", "out"].contains(word(split)) {
      if isTail(from: split + 1) {
        guard word(split) == "off" || openedList != nil else { return nil }
        return tickedIntent(index..<split, list: openedList, status: .completed)
      }
      let place =
        reference(at: split + 1, allowsKindless: true)
        ?? target(at: split + 1, among: [["of"], ["from"]], allowsKindless: true)
      guard let place, place.kind != .note, isTail(from: place.end) else { continue }
      return tickedIntent(index..<split, list: place, status: .completed)
    }
    return nil
  }

  /// "mark rice as done", "mark milk on my grocery list as done", "mark milk done on my list".
  private func markedAs(from start: Int) -> Intent? {
    for split in (start + 1)..<max(start + 1, count) {
      let statusStart = word(split) == "as" ? split + 1 : split
      guard let (status, statusEnd) = statusPhrase(at: statusStart) else { continue }
      // The list before the status ("mark milk on my list as done") or after it.
      var item = start..<split
      var list = openedList
      if let (before, place) = taskAndList(start..<split, needsList: false), place != nil {
        item = before
        list = place
      }
      if isTail(from: statusEnd) { return tickedIntent(item, list: list, status: status) }
      guard
        let place = target(
          at: statusEnd, among: ListWords.itemListPrepositions, allowsKindless: true),
        place.kind != .note
      else { return nil }
      return tickedIntent(item, list: place, status: status)
    }
    return nil
  }

  /// The task said in `range`, maybe with its list after a preposition, marked `status`.
  private func ticked(_ range: Range<Int>, status: TaskStatus, needsList: Bool = false)
    -> Intent?
  {
    guard let (item, list) = taskAndList(range, needsList: needsList && openedList == nil) else {
      return nil
    }
    return tickedIntent(item, list: list ?? openedList, status: status)
  }

  private func tickedIntent(_ item: Range<Int>, list: NotebookReference?, status: TaskStatus)
    -> Intent?
  {
    guard !item.isEmpty, !mentionsOtherThings(item) || list?.kind == .list else { return nil }
    let title: String?
    switch self.item(item) {
    case .title(let said): title = said
    case .reference: title = nil
    case nil: return nil
    }
    return NotebookIntents.setTaskAttribute(task: title, list: titleText(list), status: status)
  }

  /// The words of a task in `range` and the list said after them: "call dad off my to do
  /// list" -> ("call dad", "to do"); "rice" -> ("rice", nil).
  private func taskAndList(_ range: Range<Int>, needsList: Bool)
    -> (item: Range<Int>, list: NotebookReference?)?
  {
    for split in (range.lowerBound + 1)..<max(range.lowerBound + 1, range.upperBound) {
      guard let length = preposition(at: split, among: ListWords.itemListPrepositions),
        let place = reference(at: split + length, allowsKindless: true), place.kind != .note,
        isTail(from: place.end, to: range.upperBound)
      else { continue }
      return (range.lowerBound..<split, place)
    }
    guard !needsList, !range.isEmpty, !range.contains(where: isScheduleCue) else { return nil }
    return (range, nil)
  }

  /// The status said at `index`: "done", "complete", "not done", "incomplete", "to do".
  private func statusPhrase(at index: Int) -> (TaskStatus, Int)? {
    let current = word(index)
    var end = index + 1
    let status: TaskStatus
    if ListWords.completedWords.contains(current) {
      status = .completed
    } else if current == "not" && ListWords.completedWords.contains(word(index + 1)) {
      status = .notCompleted
      end += 1
    } else if ListWords.notCompletedWords.contains(current) {
      status = .notCompleted
    } else if request.has(["to", "do"], at: index) {
      status = .notCompleted
      end += 1
    } else {
      return nil
    }
    if word(end) == "off" { end += 1 }
    return (status, end)
  }

  // MARK: Removing

  /// "remove milk from the grocery list", "take bread off my grocery list", "delete the guest
  /// list", "clear my grocery list", "remove everything from my list", "delete milk".
  ///
  /// "Take" needs "off" or "out of" and a list; "cancel", "drop" and "clear" need a list: on
  /// their own they cancel meetings and clear histories. Only "remove" and "delete" take an
  /// item with no list, and not a meeting, an alarm, something of "my", or something timed.
  func removeTasks(from start: Int) -> Intent? {
    var verb = word(start)
    var index = start + 1
    if request.has(["get", "rid", "of"], at: start) {
      verb = "rid"
      index = start + 3
    }
    guard ListWords.removeVerbs.contains(verb), index < count else { return nil }
    // A whole list: "delete the guest list", "clear list".
    if verb != "take", let list = reference(at: index), isTail(from: list.end) {
      guard list.kind == .list else { return nil }
      return NotebookIntents.deleteTasks(list: titleText(list), items: [], all: true)
    }
    // Items off a list: "remove milk from the grocery list", "take bread off of the list".
    let prepositions =
      verb == "take"
      ? [["off", "of"], ["off"], ["out", "of"]]
      : ListWords.itemListPrepositions
    for split in (index + 1)..<max(index + 1, count) {
      guard let place = target(at: split, among: prepositions, allowsKindless: true),
        place.kind != .note, place.kind == .list || !mentionsOtherThings(index..<split)
      else { continue }
      if saysEverything(index..<split) {
        return NotebookIntents.deleteTasks(list: titleText(place), items: [], all: true)
      }
      guard let items = items(in: index..<split) else { continue }
      return NotebookIntents.deleteTasks(list: titleText(place), items: items)
    }
    // "delete milk", or after an opened list, "remove apple".
    guard ListWords.bareRemoveVerbs.contains(verb) || (openedList != nil && verb != "take")
    else { return nil }
    let range = index..<count
    if let list = openedList, saysEverything(range) {
      return NotebookIntents.deleteTasks(list: titleText(list), items: [], all: true)
    }
    guard openedList != nil || isBareItem(range), let items = items(in: range) else {
      return nil
    }
    if items.isEmpty && !range.contains(where: { ListWords.itemNouns.contains(word($0)) }) {
      return nil
    }
    return NotebookIntents.deleteTasks(list: titleText(openedList), items: items)
  }

  /// Whether `range` can be items to delete with no list said: "milk", "item three". Not "my
  /// early alarms", "the meeting tonight", "the wedding from my calendar".
  private func isBareItem(_ range: Range<Int>) -> Bool {
    let blockers: Set<String> = [
      "from", "on", "in", "at", "to", "for", "with", "by", "about", "into", "onto", "my", "our",
      "your", "his", "her", "their", "all", "every", "everything", "this", "that", "it",
    ]
    return range.count <= 4 && !mentionsOtherThings(range)
      && !range.contains { blockers.contains(word($0)) || isScheduleCue(at: $0) }
  }

  /// "I don't want this list any more", "I no longer need my grocery list", "I don't need
  /// milk on my list anymore".
  func unwantedList(from start: Int) -> Intent? {
    guard word(start) == "i" else { return nil }
    var index = start + 1
    if ["don't", "dont"].contains(word(index)) {
      index += 1
    } else if request.has(["do", "not"], at: index) || request.has(["no", "longer"], at: index) {
      index += 2
    } else {
      return nil
    }
    guard ["want", "need"].contains(word(index)) else { return nil }
    index += 1
    let closing: Set<String> = ["any", "more", "anymore", "now", "please"]
    if let list = reference(at: index), list.kind == .list, isTail(from: list.end, words: closing) {
      return NotebookIntents.deleteTasks(list: titleText(list), items: [], all: true)
    }
    for split in (index + 1)..<max(index + 1, count) {
      guard
        let place = target(
          at: split, among: [["on"], ["in"]], allowsKindless: false, closingWords: closing),
        place.kind == .list, let items = items(in: index..<split)
      else { continue }
      return NotebookIntents.deleteTasks(list: titleText(place), items: items)
    }
    return nil
  }
}
