import IntentKit

/// What Siri says for the lists and notes intents (createTaskList, addTasks,
/// searchForNotebookItems, setTaskAttribute, deleteTasks, createNote, appendToNote).
public struct NotebookPhrases: IntentPhrases {
  public init() {}

  /// Items read out at most; a longer list says how many more.
  static let readLimit = 10

  public func needsValue(_ parameter: String, in intent: Intent) -> String {
    switch (intent.name, parameter) {
    case (.addTasks, AddTasksIntent.targetTaskList.name):
      let items = titles(intent.said(AddTasksIntent.taskTitles))
      return items.isEmpty ? "Which list?" : "Which list do you want to add \(items) to?"
    case (.addTasks, AddTasksIntent.taskTitles.name):
      return "What do you want to add to \(listTitle(intent.said(AddTasksIntent.targetTaskList)))?"
    case (.addTasks, AddTasksIntent.temporalEventTrigger.name):
      return "When do you want to be reminded?"
    case (.createTaskList, CreateTaskListIntent.title.name):
      return "What do you want to call the list?"
    case (.searchForNotebookItems, SearchForNotebookItemsIntent.title.name)
    where intent[SearchForNotebookItemsIntent.itemType] == NotebookItemType.note.rawValue:
      return "Which note?"
    case (.searchForNotebookItems, SearchForNotebookItemsIntent.title.name),
      (.deleteTasks, DeleteTasksIntent.taskList.name):
      return "Which list?"
    case (.setTaskAttribute, SetTaskAttributeIntent.targetTask.name): return "Which item?"
    case (.deleteTasks, DeleteTasksIntent.tasks.name):
      return
        "What do you want to remove from \(listTitle(intent.said(DeleteTasksIntent.taskList)))?"
    case (.createNote, CreateNoteIntent.title.name): return "What do you want to call the note?"
    case (.createNote, CreateNoteIntent.content.name): return "What do you want the note to say?"
    case (.appendToNote, AppendToNoteIntent.targetNote.name): return "Which note?"
    case (.appendToNote, AppendToNoteIntent.content.name):
      return
        "What do you want to add to \(intent.said(AppendToNoteIntent.targetNote)?.spokenText ?? "it")?"
    default: return GenericPhrases.needsValue(parameter)
    }
  }

  public func disambiguation(
    _ parameter: String, current: IntentValue?, options: [IntentValue], in intent: Intent
  ) -> String {
    let said = current.map { "\"\($0.spokenText)\"" }
    switch options.first {
    case .taskList?:
      return said.map { "\(options.count) lists match \($0). Which one?" } ?? "Which list?"
    case .note?:
      return said.map { "\(options.count) notes match \($0). Which one?" } ?? "Which note?"
    case .task?:
      return said.map { "Which \($0)?" } ?? "Which item?"
    default:
      return GenericPhrases.disambiguation(current: current, options: options)
    }
  }

  public func confirmation(
    _ parameter: String, value: IntentValue?, reason: ConfirmationReason?, in intent: Intent
  ) -> String {
    if reason?.name == "listShouldBeCreated", let title = value?.spokenText {
      return "You don't have \(article(title)) \(listName(title)). Do you want to create it?"
    }
    return GenericPhrases.confirmation(value: value)
  }

  public func unsupported(
    _ parameter: String, value: IntentValue?, reason: UnsupportedReason?, in intent: Intent
  ) -> String {
    let app = intent.app.map { " in \($0)" } ?? ""
    let said = value?.spokenText ?? ""
    switch (intent.name, parameter) {
    case (.createTaskList, CreateTaskListIntent.title.name):
      return "You already have a list called \"\(said)\"."
    case (.createNote, CreateNoteIntent.title.name):
      return "You already have a note called \"\(said)\"."
    case (.searchForNotebookItems, SearchForNotebookItemsIntent.title.name):
      let kind =
        intent[SearchForNotebookItemsIntent.itemType] == NotebookItemType.note.rawValue
        ? "note" : "list"
      return "Sorry, there's no \(kind) called \"\(said)\"\(app)."
    // ListOMat offers to create a list it does not have; an app that does not says so.
    case (.deleteTasks, DeleteTasksIntent.taskList.name),
      (.addTasks, AddTasksIntent.targetTaskList.name):
      return "Sorry, there's no list called \"\(said)\"\(app)."
    case (.appendToNote, AppendToNoteIntent.targetNote.name):
      return "Sorry, there's no note called \"\(said)\"\(app)."
    case (.deleteTasks, DeleteTasksIntent.tasks.name):
      if let list = intent[DeleteTasksIntent.taskList], list.identifier != nil {
        return "Sorry, there's no \"\(said)\" on \(list.title.spokenPhrase)."
      }
      return "Sorry, I couldn't find \"\(said)\" on your lists\(app)."
    case (.setTaskAttribute, SetTaskAttributeIntent.targetTask.name):
      return "Sorry, I couldn't find \"\(said)\" on your lists\(app)."
    case (.addTasks, AddTasksIntent.temporalEventTrigger.name):
      guard reason?.typed(TemporalEventTriggerUnsupportedReason.self) == .timeInPast else {
        return "Sorry, I didn't get the time \"\(said)\"."
      }
      return "Sorry, \(said) has already passed."
    default: return GenericPhrases.unsupported(value: value, app: intent.app)
    }
  }

  public func confirmIntent(_ intent: Intent) -> String {
    guard intent.name == .deleteTasks else { return "Do you want to go ahead?" }
    let list = intent[DeleteTasksIntent.taskList]
    if intent[DeleteTasksIntent.all] == true, let list {
      let title = list.title.spokenPhrase
      guard !list.tasks.isEmpty else {
        return "Remove everything from \(title)? It's already empty."
      }
      let items =
        list.tasks.count == 1
        ? "the only item" : list.tasks.count == 2 ? "both items" : "all \(count(list.tasks.count))"
      return "Remove \(items) from \(title)?"
    }
    let tasks = intent[DeleteTasksIntent.tasks] ?? []
    return "Remove \(taskPlaces(tasks))?"
  }

  public func declined(_ intent: Intent) -> String {
    intent.name == .deleteTasks ? "OK, I won't delete anything." : "OK, I won't do it."
  }

  public func response(_ response: IntentResponse, in intent: Intent) -> String {
    guard response.code.category == .success else {
      if response.code.category == .failure {
        return "Sorry, \(intent.app ?? "the app") couldn't do that."
      }
      return GenericPhrases.response(response, app: intent.app)
    }
    switch intent.name {
    case .createTaskList:
      guard let list = response[NotebookOutput.createdTaskList] else { break }
      let items = list.tasks.map(\.title.spokenPhrase)
      let with = items.isEmpty ? "" : " with \(readOut(items))"
      return "Created the \(listName(list.title.spokenPhrase))\(with)."
    case .addTasks:
      guard let list = response[NotebookOutput.modifiedTaskList],
        let added = response[NotebookOutput.addedTasks]
      else { break }
      let titles = readOut(added.map(\.title.spokenPhrase))
      // "tomorrow at 9:00 AM", or "at 3:00 PM" today.
      let reminder =
        response[NotebookOutput.reminder].map { text in
          return ", with a reminder \(text.first?.isNumber == true ? "at " : "")\(text)"
        } ?? ""
      // The list the dialog carried had no identifier of the app's: handle created it.
      if intent[AddTasksIntent.targetTaskList]?.identifier != list.identifier {
        return "Created the \(listName(list.title.spokenPhrase)) and added \(titles)\(reminder)."
      }
      guard added.count > Self.readLimit else {
        return "Added \(titles) to \(list.title.spokenPhrase)\(reminder)."
      }
      return "Added \(count(added.count)) to \(list.title.spokenPhrase)\(reminder): \(titles)."
    case .searchForNotebookItems:
      return searchResult(response, intent)
    case .setTaskAttribute:
      guard let task = response[NotebookOutput.modifiedTask] else { break }
      let state = task.status == .completed ? "done" : "not done"
      let list = task.listTitle.map { " on \($0)" } ?? ""
      return "Marked \(task.title.spokenPhrase) as \(state)\(list)."
    case .deleteTasks:
      let deleted = response[NotebookOutput.deletedTasks] ?? []
      if intent[DeleteTasksIntent.all] == true, let list = intent.said(DeleteTasksIntent.taskList) {
        guard !deleted.isEmpty else { return "\(list.spokenText) was already empty." }
        return "Removed \(count(deleted.count)) from \(list.spokenText); the list is empty now."
      }
      guard !deleted.isEmpty else { return "Nothing was removed." }
      return "Removed \(taskPlaces(deleted))."
    case .createNote:
      guard let note = response[NotebookOutput.createdNote] else { break }
      let text = note.contents.joined(separator: " / ")
      // A note said without a title is titled by its text: say the text once.
      guard intent.said(CreateNoteIntent.title) != nil else {
        return "Created a note: \"\(text)\"."
      }
      return "Created the note \(note.title.spokenPhrase): \"\(text)\"."
    case .appendToNote:
      guard let note = response[NotebookOutput.note] else { break }
      return "Added to \(note.title.spokenPhrase): \"\(note.contents.last ?? "")\"."
    default: break
    }
    return GenericPhrases.response(response, app: intent.app)
  }

  public func label(for option: IntentValue, among options: [IntentValue]) -> ChoiceLabel {
    switch option {
    case .taskList(let list):
      return ChoiceLabel(title: list.title.spokenPhrase, subtitle: count(list.tasks.count))
    case .task(let task):
      return Self.label(for: task, done: "done")
    case .note(let note):
      let first = note.contents.first.map { $0.count > 40 ? $0.prefix(39) + "…" : $0 }
      return ChoiceLabel(title: note.title.spokenPhrase, subtitle: first)
    default:
      return GenericPhrases.label(for: option, among: options)
    }
  }

  /// A task offered as an option: its title, and its list and `done` (in the sentence's
  /// language) when it is done.
  static func label(for task: TaskItem, done: String) -> ChoiceLabel {
    let done = task.status == .completed ? done : nil
    let subtitle = [task.listTitle, done].compactMap { $0 }.joined(separator: ", ")
    return ChoiceLabel(title: task.title.spokenPhrase, subtitle: subtitle.isEmpty ? nil : subtitle)
  }

  // MARK: - Reading lists

  private func searchResult(_ response: IntentResponse, _ intent: Intent) -> String {
    if let notes = response[NotebookOutput.notes] {
      if intent.said(SearchForNotebookItemsIntent.title) != nil, let note = notes.first {
        let text = note.contents.joined(separator: " / ")
        return text.isEmpty
          ? "\(note.title.spokenPhrase) is empty." : "\(note.title.spokenPhrase): \(text)"
      }
      guard !notes.isEmpty else { return "You don't have any notes." }
      return "You have \(count(notes.count, "note")): \(readOut(notes.map(\.title.spokenPhrase)))."
    }
    let lists = response[NotebookOutput.taskLists] ?? []
    guard intent.said(SearchForNotebookItemsIntent.title) != nil, let list = lists.first else {
      guard !lists.isEmpty else { return "You don't have any lists." }
      let titles = lists.map { "\($0.title.spokenPhrase) (\(count($0.tasks.count)))" }
      return "You have \(count(lists.count, "list")): \(readOut(titles))."
    }
    let title = list.title.spokenPhrase
    let tasks = response[NotebookOutput.tasks] ?? list.tasks
    if let status = intent[SearchForNotebookItemsIntent.status].flatMap(TaskStatus.init) {
      let state = status == .completed ? "done" : "still to do"
      guard !tasks.isEmpty else { return "Nothing on \(title) is \(state)." }
      return
        "On \(title), \(count(tasks.count)) \(tasks.count == 1 ? "is" : "are") \(state): \(readOut(tasks.map(\.title.spokenPhrase)))."
    }
    guard !tasks.isEmpty else { return "\(title) is empty." }
    let open = tasks.filter { $0.status != .completed }.map(withReminder)
    let done = tasks.filter { $0.status == .completed }.map(withReminder)
    var sentence = "\(title) has \(count(tasks.count))"
    if !open.isEmpty { sentence += ": \(readOut(open))" }
    if !done.isEmpty {
      sentence += open.isEmpty ? ", all done: \(readOut(done))" : "; done: \(readOut(done))"
    }
    return sentence + "."
  }

  // MARK: - Words

  /// "call the dentist (reminder Nov 26 at 9:00 AM)", or the title alone.
  private func withReminder(_ task: TaskItem) -> String {
    guard let reminder = task.reminder else { return task.title.spokenPhrase }
    return "\(task.title.spokenPhrase) (reminder \(ClockTime.spokenWithDay(reminder)))"
  }

  /// "Camping list", but "Guest List" as it is: a title naming the kind already says it.
  private func listName(_ title: String) -> String {
    title.lowercased().hasSuffix("list") ? title : "\(title) list"
  }

  /// "a" or "an" before a word, by its first letter: "an Orchard list".
  private func article(_ word: String) -> String {
    guard let first = word.lowercased().first else { return "a" }
    return "aeiou".contains(first) ? "an" : "a"
  }

  /// "eggs, milk and bread", or the first ten and how many more.
  private func readOut(_ items: [String]) -> String {
    guard items.count > Self.readLimit else { return ListFormatting.join(items) }
    let shown = items.prefix(Self.readLimit).joined(separator: ", ")
    return "\(shown) and \(items.count - Self.readLimit) more"
  }

  /// "milk from Grocery Store", "eggs from Grocery Store and batteries from Shopping".
  private func taskPlaces(_ tasks: [TaskItem]) -> String {
    ListFormatting.join(
      Self.byList(tasks).map { list, titles in
        let items = readOut(titles)
        return list.isEmpty ? items : "\(items) from \(list)"
      })
  }

  /// The tasks' titles by the list each is on ("" for none), the lists in the order the
  /// tasks first name them.
  static func byList(_ tasks: [TaskItem]) -> [(list: String, titles: [String])] {
    var order: [String] = []
    var byList: [String: [String]] = [:]
    for task in tasks {
      let list = task.listTitle ?? ""
      if byList[list] == nil { order.append(list) }
      byList[list, default: []].append(task.title.spokenPhrase)
    }
    return order.map { ($0, byList[$0] ?? []) }
  }

  private func titles(_ value: IntentValue?) -> String {
    readOut((value?.items ?? []).map(\.spokenText).filter { !$0.allSatisfy(\.isWhitespace) })
  }

  private func listTitle(_ value: IntentValue?) -> String {
    value.map { "the \($0.spokenText) list" } ?? "the list"
  }

  /// "1 item", "3 items", "no items"; the count in digits with separators ("1,000 items").
  private func count(_ number: Int, _ noun: String = "item") -> String {
    if number == 0 { return "no \(noun)s" }
    let digits = String(number)
    var grouped = ""
    for (offset, digit) in digits.enumerated() {
      if offset > 0, (digits.count - offset) % 3 == 0 { grouped.append(",") }
      grouped.append(digit)
    }
    return "\(grouped) \(noun)\(number == 1 ? "" : "s")"
  }
}
