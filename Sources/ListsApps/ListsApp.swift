import AppSupport
import Foundation
import IntentKit
import SpokenLanguage
import Store

/// A lists and notes app (ListOMat, and any other of kind "lists" in the data set): lists of
/// tasks and notes in the state database, found by title the way List-o-Mat finds them.
public struct ListsApp: SiriApp {
  public static let kind = "lists"
  public static let intents: Set<IntentName> = [
    .createTaskList, .addTasks, .searchForNotebookItems, .setTaskAttribute, .deleteTasks,
    .createNote, .appendToNote,
  ]

  public let name: String
  let database: AppDatabase
  let clock: any DeviceClock

  static let listTitles = TitleMatcher(kind: "list")
  static let noteTitles = TitleMatcher(kind: "note")

  /// The identifier of a list the user agreed to create (listShouldBeCreated): it exists only
  /// in the intent until handle creates it.
  static let newListIdentifier = "new-list"

  public init(name: String, database: AppDatabase, clock: any DeviceClock) {
    self.name = name
    self.database = database
    self.clock = clock
  }

  public init(record: AppRecord, database: AppDatabase, clock: any DeviceClock) {
    self.init(name: record.name, database: database, clock: clock)
  }

  /// The handler for each intent the app implements.
  public var handlers: [IntentName: any IntentHandler] {
    [
      .createTaskList: CreateTaskListHandler(app: self).erased,
      .addTasks: AddTasksHandler(app: self).erased,
      .searchForNotebookItems: SearchForNotebookItemsHandler(app: self).erased,
      .setTaskAttribute: SetTaskAttributeHandler(app: self).erased,
      .deleteTasks: DeleteTasksHandler(app: self).erased,
      .createNote: CreateNoteHandler(app: self).erased,
      .appendToNote: AppendToNoteHandler(app: self).erased,
    ]
  }

  /// As the app's INVocabulary call whenever its lists change: list and note titles as
  /// notebookItemTitle terms, each with its identifier: lists then notes, newest first
  /// (earlier terms win).
  public func registerVocabulary() throws {
    let lists = try database.taskLists(app: name, withTasks: false).map(\.title)
    let notes = try database.notes(app: name).map(\.title)
    try database.setVocabulary(
      lists.reversed() + notes.reversed(), of: .notebookItemTitle, owner: name)
  }

  var now: Date { clock.now }

  // MARK: - Finding lists, notes and tasks

  /// A list said by the user, resolved against the app's lists as `TitleMatcher.resolve`
  /// does. `none` is what to answer when nothing matches.
  func resolveList(
    _ said: TaskList?, none: ResolutionResult<TaskList>
  ) throws -> ResolutionResult<TaskList> {
    guard let said else { return .needsValue }
    // Found by title and id; only the lists the answer names are read with their tasks.
    var failure: (any Error)?
    let result = Self.listTitles.resolve(
      said.title, identifier: said.identifier,
      among: try database.taskLists(app: name, withTasks: false), title: \.title.spokenPhrase,
      id: \.identifier,
      value: { list in
        do {
          return try list.identifier.flatMap { try database.taskList(id: $0) } ?? list
        } catch {
          failure = error
          return list
        }
      }, none: none)
    if let failure { throw failure }
    return result
  }

  /// A note by identifier or title, as lists are found.
  func resolveNote(_ said: Note?) throws -> ResolutionResult<Note> {
    guard let said else { return .needsValue }
    return Self.noteTitles.resolve(
      said.title, identifier: said.identifier, among: try database.notes(app: name),
      title: \.title.spokenPhrase, id: \.identifier, value: { $0 }, none: .noMatch)
  }

  /// Tasks said by title, on `list` or on any list. Exact titles first; among several, the
  /// ones not already in `status` ("mark eggs as done" means the eggs still to buy).
  func resolveTask(
    _ said: TaskItem, on list: TaskList?, preferringNot status: TaskStatus? = nil
  ) throws -> ResolutionResult<TaskItem> {
    let lists = try list.map { [$0] } ?? listsNamed(said.listTitle)
    let tasks = lists.flatMap(\.tasks)
    if let identifier = said.identifier {
      if let task = tasks.first(where: { $0.identifier == identifier }) {
        return .success(task)
      }
    }
    guard !said.title.spokenPhrase.allSatisfy(\.isWhitespace) else { return .needsValue }
    let matcher = TitleMatcher(kind: "")
    var exact = tasks.filter {
      TitleWords.of($0.title.spokenPhrase) == TitleWords.of(said.title.spokenPhrase)
    }
    if exact.count > 1, let status {
      let pending = exact.filter { $0.status != status }
      if !pending.isEmpty { exact = pending }
    }
    if exact.count == 1 { return .success(exact[0]) }
    if exact.count > 1 { return .disambiguation(exact) }
    switch matcher.match(said.title.spokenPhrase, among: tasks, title: \.title.spokenPhrase) {
    case .exact(let task): return .success(task)
    case .possible(let found) where found.count == 1:
      return .confirmationRequired(found[0], reason: nil)
    case .possible(let found) where found.count > 1:
      return .disambiguation(found)
    case .possible: return .noMatch
    }
  }

  /// The lists a task's list words can mean ("to do"); every list when none was said or none
  /// matches, so the task is still found.
  private func listsNamed(_ words: String?) throws -> [TaskList] {
    let lists = try database.taskLists(app: name)
    guard let words else { return lists }
    switch Self.listTitles.match(words, among: lists, title: \.title.spokenPhrase) {
    case .exact(let list): return [list]
    case .possible(let found): return found.isEmpty ? lists : found
    }
  }

  /// A note's text: needed, and kept as said.
  static func resolveContent(_ value: IntentValue?) -> ResolutionResult<String> {
    guard let content = value?.spokenText, !content.allSatisfy(\.isWhitespace) else {
      return .needsValue
    }
    return .success(content)
  }

  /// The text trimmed, its runs of spaces one space: "  rice   cakes " -> "rice cakes".
  static func collapsed(_ text: String) -> String {
    // Most titles are already so: ASCII with single spaces between words, none at the ends.
    let utf8 = text.utf8
    var previous = UInt8(ascii: " ")
    var unchanged = utf8.last != UInt8(ascii: " ")
    for byte in utf8 where unchanged {
      let isOtherSpace = (0x09...0x0D).contains(byte)
      unchanged = byte < 0x80 && !isOtherSpace && !(byte == UInt8(ascii: " ") && previous == byte)
      previous = byte
    }
    if unchanged { return text }
    return text.split(whereSeparator: \.isWhitespace).joined(separator: " ")
  }

  /// The title a new list or note gets (`storedTitle`), or unsupported when another of
  /// `existing` already has it.
  static func newTitle<Item>(
    _ said: String, matcher: TitleMatcher, existing: [Item], title: (Item) -> String
  ) -> ResolutionResult<SpeakableString> {
    let stored = storedTitle(said)
    if case .exact = matcher.match(stored, among: existing, title: title) {
      return .unsupported(forReason: ValueUnsupportedReason.alreadyExists)
    }
    return .success(SpeakableString(spokenPhrase: stored))
  }

  /// A title as the app stores it: what was said, trimmed, and capitalised when it was said
  /// all in lower case ("garden" -> "Garden"), as dictation would not; the small words inside
  /// a title stay small ("Books of the Year", "Courses de la semana").
  static func storedTitle(_ said: String) -> String {
    let trimmed = collapsed(said)
    guard trimmed == trimmed.lowercased() else { return trimmed }
    return trimmed.split(separator: " ").enumerated().map { index, word in
      index > 0 && smallWords.contains(String(word))
        ? word : word.prefix(1).uppercased() + word.dropFirst()
    }
    .joined(separator: " ")
  }

  /// Articles, prepositions and conjunctions a title keeps in lower case after its first
  /// word, in the languages the apps are used in (English, French, Spanish).
  private static let smallWords: Set<String> = [
    "a", "an", "the", "and", "or", "of", "in", "on", "at", "for", "with", "de", "des", "du", "la",
    "le", "les", "et", "à", "au", "aux", "en", "del", "las", "el", "los", "y", "e", "o",
    "con", "para", "por",
  ]
}
