import IntentKit

/// The shapes that look at lists and notes.
extension ListParser {
  /// "show me my store list", "what's on my shopping list", "read me my to do list", "tell me
  /// what the items on my grocery list are", "what's left on my grocery list", "show me all my
  /// lists", "all my lists", "what lists do I have", "show me all my notes", "open my grocery
  /// list", "can I see my work lists", "are eggs on my shopping list", "what do I need to buy".
  ///
  /// An opening word ("show", "what's", "read", "check", ...), words from a small set of
  /// question words ("me", "what", "the items on"), then a list or note, then closing words
  /// ("for today", "do I have", "are").
  func search(from start: Int) -> Intent? {
    if let shopping = shoppingQuestion(from: start) { return shopping }
    return question(from: start) ?? everyListOrNote(from: start) ?? membership(from: start)
  }

  /// "show me my store list", "what's on my list", "tell me what lists I have": an opener,
  /// question words, the list or note, closing words.
  private func question(from start: Int) -> Intent? {
    let opener = word(start)
    guard ListWords.searchOpeners.contains(opener) else { return nil }
    var index = start + 1
    switch opener {
    case "can", "could", "may":
      // "can I check my lists"
      guard ["i", "we"].contains(word(index)) else { return nil }
      index += 1
      if ListWords.searchOpeners.contains(word(index)) { index += 1 }
    case "send":
      guard ["me", "us"].contains(word(index)) else { return nil }
    default:
      break
    }
    while index < count {
      if let found = reference(at: index), found.kind != nil,
        isTail(from: found.end, words: ListWords.searchTailWords)
      {
        // "show me a list of restaurants" asks for a list to be made up, not the user's; "did
        // I make a shopping list" asks about the user's.
        if found.determiner == "a" || found.determiner == "an" {
          guard (start..<index).contains(where: { ["i", "we"].contains(word($0)) }) else {
            return nil
          }
        }
        return searchIntent(found, asked: start..<index)
      }
      let current = word(index)
      guard ListWords.searchLeadWords.contains(current) || NumberWords.cardinal(current) != nil
      else { return nil }
      index += 1
    }
    return nil
  }

  /// "all my lists", "all my notes", "all of my grocery lists": every list or note, said alone.
  /// Not "my grocery list" alone: that is how a prompt asking "Which list?" is answered, and
  /// a whole request there would start a new search instead.
  private func everyListOrNote(from start: Int) -> Intent? {
    guard word(start) == "all", let found = reference(at: start), found.kind != nil,
      found.isPlural, isTail(from: found.end, words: ListWords.searchTailWords)
    else { return nil }
    return searchIntent(found, asked: start..<start)
  }

  /// The search for `found`, with what the words in `asked` and after it ask for: its items
  /// ("what's on my list"), the done ones ("what have I done on"), the ones left ("what's left
  /// on"), or the list itself ("show me my list").
  private func searchIntent(_ found: NotebookReference, asked: Range<Int>) -> Intent {
    let words = Set((Array(asked) + Array(found.end..<count)).map(word))
    var status: TaskStatus?
    if !words.isDisjoint(with: ListWords.completedQuestionWords) {
      status = .completed
    } else if !words.isDisjoint(with: ListWords.notCompletedQuestionWords) {
      status = .notCompleted
    }
    let title = titleText(found)
    if found.kind == .note {
      return NotebookIntents.search(title: title, itemType: .note, status: nil)
    }
    // A named list, or every list: the lists. Items asked for without a list: the tasks.
    let asksForItems = !words.isDisjoint(with: ListWords.itemQuestionWords)
    let itemType: NotebookItemType =
      title == nil && !found.isPlural && asksForItems ? .task : .taskList
    return NotebookIntents.search(title: title, itemType: itemType, status: status)
  }

  /// "are eggs on my shopping list", "is milk on the list", "do I have eggs on my list": a look
  /// at the list (the items are not a search parameter).
  private func membership(from start: Int) -> Intent? {
    var index = start + 1
    if request.has(["do", "i", "have"], at: start) || request.has(["do", "we", "have"], at: start) {
      index = start + 3
    } else if !["is", "are"].contains(word(start)) {
      return nil
    }
    for split in (index + 1)..<max(index + 1, min(index + 6, count))
    where word(split) == "on" || word(split) == "in" {
      guard let found = reference(at: split + 1), found.kind == .list,
        isTail(from: found.end, words: ListWords.searchTailWords)
      else { continue }
      let title = titleText(found)
      return NotebookIntents.search(
        title: title, itemType: title == nil ? .task : .taskList, status: nil)
    }
    return nil
  }

  /// "what do I need to buy", "what else do we need to get", "what do I have to buy", "what do
  /// I still need to pick up": the items on any list. Not "what do I need to know".
  private func shoppingQuestion(from start: Int) -> Intent? {
    guard word(start) == "what" else { return nil }
    var index = start + 1
    if word(index) == "else" { index += 1 }
    guard word(index) == "do", ["i", "we"].contains(word(index + 1)) else { return nil }
    index += 2
    if word(index) == "still" { index += 1 }
    guard request.has(["need", "to"], at: index) || request.has(["have", "to"], at: index) else {
      return nil
    }
    index += 2
    if request.has(["pick", "up"], at: index) {
      index += 2
    } else if word(index) == "buy" || word(index) == "get" {
      index += 1
    } else {
      return nil
    }
    let closing: Set<String> = [
      "today", "tonight", "tomorrow", "at", "from", "the", "store", "shop", "supermarket", "now",
    ]
    guard isTail(from: index, words: closing) else { return nil }
    return NotebookIntents.search(title: nil, itemType: .task, status: nil)
  }
}
