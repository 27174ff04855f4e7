import IntentKit

/// The shapes that make a new list or a new note.
extension ListParser {
  // MARK: New lists

  /// "create a list called Wedding Prep with flowers and cake", "make a grocery list", "start a
  /// new list", "make list", "make me a list of school supplies", "new list called Chores in
  /// my Home folder", "create a shopping list and add bananas", "make a list: eggs, milk".
  func newList(from start: Int) -> Intent? {
    guard var list = createdReference(from: start), list.kind == .list else { return nil }
    var index = list.end
    var items: [String] = []
    if let itemsStart = itemsClauseStart(at: index) {
      var end = freeRunEnd(from: itemsStart)
      // "and add milk to it"
      if end - itemsStart > 2, ["to", "on", "in"].contains(word(end - 2)), word(end - 1) == "it" {
        end -= 2
      }
      guard let said = self.items(in: itemsStart..<end) else { return nil }
      items = said
      index = max(end, itemsStart)
      if word(index) == "to" || word(index) == "on", word(index + 1) == "it" { index += 2 }
      if let group = groupPhrase(at: index) {
        list.group = group.name
        index = group.end
      }
    }
    guard isTail(from: index) else { return nil }
    return NotebookIntents.createTaskList(
      title: titleText(list), items: items, group: groupText(list))
  }

  /// Where the items of a new list start at `index`: after "with", "containing", "including",
  /// "and add", or a colon.
  private func itemsClauseStart(at index: Int) -> Int? {
    guard index < count else { return nil }
    if request.tokens[index - 1].endsWithColon { return index }
    switch word(index) {
    case "with", "containing", "including":
      return index + 1 < count ? index + 1 : nil
    case "and":
      let verb = word(index + 1)
      guard ["add", "put", "include", "insert"].contains(verb), index + 2 < count else {
        return nil
      }
      return index + 2
    default:
      return nil
    }
  }

  // MARK: New notes

  /// "create a note called Vacation saying I love Montreal", "make a note in my Puppies folder
  /// called St. Bernards", "take a note: buy stamps", "make a note to call mom", "create a
  /// note", "note that the wifi password is unicorn", "jot down buy stamps".
  ///
  /// "Write down eggs" is not understood: it could as well be an item for a list.
  func newNote(from start: Int) -> Intent? {
    if let dictated = dictatedNote(from: start) { return dictated }
    guard let note = createdReference(from: start), note.kind == .note else { return nil }
    var index = note.end
    var group = note.group
    var content: String?
    if let contentStart = contentClauseStart(at: index) {
      // "... saying buy milk in my Errands folder": the folder closes the content.
      var end = count
      if let folderStart = (contentStart + 1..<count).first(where: {
        groupPhrase(at: $0)?.end == count
      }) {
        group = groupPhrase(at: folderStart)?.name
        end = folderStart
      }
      guard !namesOtherPlace(contentStart..<end) else { return nil }
      content = request.freeText(contentStart..<end)
      guard content != nil else { return nil }
      index = count
    }
    guard isTail(from: index) else { return nil }
    return NotebookIntents.createNote(
      title: titleText(note), content: content, group: group.flatMap(phrase))
  }

  /// A note said by its content alone: "note that ...", "note down ...", "note: ...", "note to
  /// self ...", "jot down ...", "take note of ...", "take note: ...".
  private func dictatedNote(from start: Int) -> Intent? {
    var index: Int
    switch word(start) {
    case "note":
      index = start + 1
      if request.has(["to", "self"], at: index) { index += 2 }
      if request.tokens[index - 1].endsWithColon {
        break
      } else if word(index) == "down" || word(index) == "that" {
        index += 1
      } else if index == start + 1 {
        return nil
      }
    case "jot":
      guard word(start + 1) == "down" else { return nil }
      index = start + 2
    case "take":
      guard word(start + 1) == "note" else { return nil }
      index = start + 2
      if !request.tokens[start + 1].endsWithColon {
        guard word(index) == "of" || word(index) == "that" else { return nil }
        index += 1
      }
    default:
      return nil
    }
    if word(index) == "that" && word(start) != "note" { index += 1 }
    guard index < count, !namesOtherPlace(index..<count),
      let content = request.freeText(index..<count)
    else { return nil }
    return NotebookIntents.createNote(title: nil, content: content, group: nil)
  }

  /// Whether `range` ends by putting its words somewhere that is no note: "make a note of the
  /// meeting in my calendar" is for the calendar.
  private func namesOtherPlace(_ range: Range<Int>) -> Bool {
    guard range.count >= 2, ListWords.notListTargets.contains(word(range.upperBound - 1)) else {
      return false
    }
    let lead = max(range.lowerBound, range.upperBound - 4)..<(range.upperBound - 1)
    return lead.contains { ["in", "on", "to", "into", "onto"].contains(word($0)) }
  }

  /// Where a new note's content starts at `index`: after "saying", "that says", "that",
  /// "with the text", "about", "of", a colon, or "to" before a task verb ("make a note to call
  /// mom"; not "write a note to John").
  private func contentClauseStart(at index: Int) -> Int? {
    guard index < count else { return nil }
    if request.tokens[index - 1].endsWithColon { return index }
    var start: Int
    switch word(index) {
    case "saying", "stating", "reading", "says", "about", "of":
      start = index + 1
      if word(start) == "that" { start += 1 }
    case "that", "which":
      start = ["says", "reads"].contains(word(index + 1)) ? index + 2 : index + 1
    case "with":
      start = index + 1
      if word(start) == "the" { start += 1 }
      if ["text", "content", "words"].contains(word(start)) { start += 1 }
    case "to":
      guard ListWords.taskVerbs.contains(word(index + 1)) else { return nil }
      start = index + 1
    default:
      return nil
    }
    return start < count ? start : nil
  }

  // MARK: Creating

  /// The one list or note a creating verb starts at `start`: "create a", "make me a", "set up
  /// a", "new". "Add" and "open" only before a new one or "a" ("add a new list"; "open my
  /// list" looks at it); "take" and "jot" only make notes.
  private func createdReference(from start: Int) -> NotebookReference? {
    // "can I make a list": courtesy keeps "can I", which asks for the same.
    if ["can", "could", "may"].contains(word(start)), ["i", "we"].contains(word(start + 1)) {
      return createdReference(from: start + 2)
    }
    let verb = word(start)
    var index = start + 1
    switch verb {
    case "new":
      index = start
    case "set", "draw":
      guard word(index) == "up" else { return nil }
      index += 1
    case "add", "open", "take", "jot", "write":
      break
    case _ where ListWords.createVerbs.contains(verb):
      break
    default:
      return nil
    }
    if word(index) == "me" || word(index) == "us" { index += 1 }
    let article = word(index) == "a" || word(index) == "an"
    guard let reference = reference(at: index), reference.kind != nil, !reference.isPlural
    else { return nil }
    switch verb {
    case "add", "open":
      guard reference.isNew || (article && verb == "add") else { return nil }
    case "take", "jot":
      guard reference.kind == .note else { return nil }
    case "start", "begin", "make", "create", "write", "draft", "build", "prepare":
      // "make my list" is not a new one; "make the list" may be.
      guard !["my", "our", "this", "that", "your"].contains(word(index)) else { return nil }
    default:
      break
    }
    return reference
  }
}
