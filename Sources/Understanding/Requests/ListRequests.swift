import IntentKit

/// Lists and notes requests -> `createTaskList`, `addTasks`, `searchForNotebookItems`,
/// `setTaskAttribute`, `deleteTasks`, `createNote`, `appendToNote`.
///
/// Understood shapes (after courtesy words and the app mention are gone):
/// - new lists: "create a list called Wedding Prep with flowers and cake", "make a grocery
///   list", "start a new list", "make list", "create a list of school supplies", "new list
///   called Chores in my Home folder"; items after "with", "containing", "and add" or a colon
/// - adding: "add rice, onions and olives to my grocery store list", "put eggs on the shopping
///   list", "add call mom to my to do list", "add milk to my groceries", "add milk to my
///   grocery list as important"; on "a new list", a new list with the items: "put pencil on a
///   new grocery list"
/// - "remind me to buy dog food": a task on no particular list. Not when a time or a trigger
///   is said ("remind me to call mom at 5", "... when I get home"): that is a reminder to
///   schedule, which a list cannot hold
/// - looking: "show me my store list", "what's on my shopping list", "read me my to do list",
///   "what's left on my grocery list", "what have I done on my to do list", "show me all my
///   lists", "all my lists", "what lists do I have", "show me all my notes", "show me my
///   Vacation note", "open my grocery list", "check my to do list", "are eggs on my shopping
///   list", "what do I need to buy"
/// - ticking off: "mark rice as done", "mark milk as done on my grocery list", "check call dad
///   off my to do list", "cross eggs off my shopping list", "tick off milk", "uncheck rice",
///   "mark rice as not done"
/// - removing: "remove milk from the grocery list", "take bread off my grocery list", "delete
///   milk and eggs from my shopping list", "delete milk", "delete the guest list", "clear my
///   grocery list", "remove everything from my list", "I don't need this list any more"
/// - notes: "create a note called Vacation saying I love Montreal", "make a note in my Puppies
///   folder called St. Bernards", "note that the wifi password is unicorn", "take a note: buy
///   stamps", "add bring sunscreen to my Vacation note", "append bring sunscreen to the
///   Vacation note"
/// - an opening clause: "open my grocery list and add eggs", "find list and remove apple";
///   a reason before "so": "we're out of paint so take bathroom painting off the list"
///
/// Titles, items and content are the words as typed, without determiners and without the word
/// naming the kind: "my grocery store list" -> "grocery store", "the Vacation note" ->
/// "Vacation". "Add X to my Y note" appends to a note; "add X to my Y list" and "add X to my Y"
/// add tasks. Items are split at commas and "and" ("eggs, milk, and bread"), except after a verb
/// that starts a task ("buy eggs and milk" is one task); each keeps its quantity ("a gallon of
/// milk") but not a bare article ("the milk", "some eggs", "an apple" -> "apple"). "It", "this
/// item" or "item three" name no item: the parameter is left for the dialog to ask.
///
/// Not understood: a list or note said alone ("my grocery list"), which answers a prompt
/// asking "Which list?"; "add milk" with no list ("add" alone adds meetings and alarms too);
/// "I bought the milk" (it tells of anything bought, not only of items on a list); items typed
/// without commas or "and" ("eggs milk bread" is one item).
struct ListRequests: RequestPatterns {
  func intent(for request: Request) -> Intent? {
    let parser = ListParser(request: request)
    return parser.request(from: 0) ?? parser.afterOpenedList() ?? parser.afterReason()
  }
}

/// The lists and notes grammar over one request. Ranges are token indices; every shape runs
/// from where it starts to the end of the request.
struct ListParser {
  let request: Request
  /// The list an opening clause named ("open my grocery list and add eggs"): where items said
  /// without a list go.
  var openedList: NotebookReference?

  init(request: Request) {
    self.request = request
  }

  var count: Int { request.count }

  func word(_ index: Int) -> String { request.word(index) }

  /// The request starting at `start`, in any shape of the domain.
  func request(from start: Int) -> Intent? {
    change(from: start) ?? newNote(from: start) ?? newList(from: start)
      ?? search(from: start) ?? reminder(from: start) ?? unwantedList(from: start)
  }

  /// The shapes that change the items of a list: ticking, removing, adding.
  func change(from start: Int) -> Intent? {
    markTask(from: start) ?? removeTasks(from: start) ?? addItems(from: start)
  }

  /// "open my grocery list and add eggs", "find list and remove apple", "open lists remove
  /// list": the list opened first holds the items said after it.
  func afterOpenedList() -> Intent? {
    var index: Int
    switch word(0) {
    case "open", "find":
      index = 1
    case "go":
      guard word(1) == "to" else { return nil }
      index = 2
    case "pull", "bring":
      guard word(1) == "up" else { return nil }
      index = 2
    default:
      return nil
    }
    guard let list = reference(at: index), list.kind == .list else { return nil }
    index = list.end
    if word(index) == "and" { index += 1 }
    if word(index) == "then" { index += 1 }
    guard index < count else { return nil }
    var parser = self
    parser.openedList = list
    return parser.change(from: index)
  }

  /// "we're out of paint so take bathroom painting off the list": the reason before "so" adds
  /// nothing to the change after it.
  func afterReason() -> Intent? {
    guard count > 3, let so = (2..<count).first(where: { word($0) == "so" }) else { return nil }
    return change(from: so + 1)
  }
}

/// The intents of the lists and notes domain, built from the words said.
enum NotebookIntents {
  static func createTaskList(title: String?, items: [String], group: String?) -> Intent {
    var parameters: [String: IntentValue] = [:]
    if let title { parameters["title"] = speakable(title) }
    if !items.isEmpty { parameters["taskTitles"] = .array(items.map(speakable)) }
    if let group { parameters["groupName"] = speakable(group) }
    return Intent(name: .createTaskList, parameters: parameters)
  }

  static func addTasks(list: String?, items: [String], flagged: Bool = false) -> Intent {
    var parameters: [String: IntentValue] = [:]
    if let list { parameters["targetTaskList"] = .taskList(.said(list)) }
    if !items.isEmpty { parameters["taskTitles"] = .array(items.map(speakable)) }
    if flagged { parameters["priority"] = .string(TaskPriority.flagged.rawValue) }
    return Intent(name: .addTasks, parameters: parameters)
  }

  static func search(title: String?, itemType: NotebookItemType, status: TaskStatus?) -> Intent {
    var parameters: [String: IntentValue] = ["itemType": .string(itemType.rawValue)]
    if let title { parameters["title"] = speakable(title) }
    if let status { parameters["status"] = .string(status.rawValue) }
    return Intent(name: .searchForNotebookItems, parameters: parameters)
  }

  static func setTaskAttribute(task: String?, list: String?, status: TaskStatus) -> Intent {
    var parameters: [String: IntentValue] = ["status": .string(status.rawValue)]
    if let task { parameters["targetTask"] = .task(.said(task, listTitle: list)) }
    return Intent(name: .setTaskAttribute, parameters: parameters)
  }

  static func deleteTasks(list: String?, items: [String], all: Bool = false) -> Intent {
    var parameters: [String: IntentValue] = [:]
    if let list { parameters["taskList"] = .taskList(.said(list)) }
    if !items.isEmpty { parameters["tasks"] = .array(items.map { .task(.said($0)) }) }
    if all { parameters["all"] = .boolean(true) }
    return Intent(name: .deleteTasks, parameters: parameters)
  }

  static func createNote(title: String?, content: String?, group: String?) -> Intent {
    var parameters: [String: IntentValue] = [:]
    if let title { parameters["title"] = speakable(title) }
    if let content { parameters["content"] = .string(content) }
    if let group { parameters["groupName"] = speakable(group) }
    return Intent(name: .createNote, parameters: parameters)
  }

  static func appendToNote(note: String?, content: String?) -> Intent {
    var parameters: [String: IntentValue] = [:]
    if let note { parameters["targetNote"] = .note(.said(note)) }
    if let content { parameters["content"] = .string(content) }
    return Intent(name: .appendToNote, parameters: parameters)
  }

  private static func speakable(_ phrase: String) -> IntentValue {
    .speakable(SpeakableString(spokenPhrase: phrase))
  }
}
