import Foundation
import IntentKit

/// What Siri says in French or Spanish for the lists and notes intents (seed 002's DoIt, seed
/// 003's List-o-Mat). One logic for both, the words each language's (`NotebookWords`): a list
/// and a note are feminine in both («la liste», «la nota»), an item counts as each language
/// counts. Sentences name an item without an article, whose gender only the app could know.
public struct TranslatedNotebookPhrases: IntentPhrases {
  let words: NotebookWords

  public init(_ language: DialogLanguage) {
    words = language == .spanish ? .spanish : .french
  }

  /// The intents these phrases speak for.
  static let intents: [IntentName] = [
    .createTaskList, .addTasks, .searchForNotebookItems, .setTaskAttribute, .deleteTasks,
    .createNote, .appendToNote,
  ]

  private var generic: TranslatedGenericPhrases { TranslatedGenericPhrases(words.language) }

  public func needsValue(_ parameter: String, in intent: Intent) -> String {
    switch (intent.name, parameter) {
    case (.addTasks, AddTasksIntent.targetTaskList.name):
      let items = titles(intent.said(AddTasksIntent.taskTitles))
      return items.isEmpty ? words.whichList : words.whichListToAdd(items)
    case (.addTasks, AddTasksIntent.taskTitles.name):
      return words.whatToAdd(listTitle(intent.said(AddTasksIntent.targetTaskList)))
    case (.addTasks, AddTasksIntent.temporalEventTrigger.name):
      return words.whenToRemind
    case (.createTaskList, CreateTaskListIntent.title.name):
      return words.whatToCallTheList
    case (.searchForNotebookItems, SearchForNotebookItemsIntent.title.name)
    where intent[SearchForNotebookItemsIntent.itemType] == NotebookItemType.note.rawValue:
      return words.whichNote
    case (.searchForNotebookItems, SearchForNotebookItemsIntent.title.name),
      (.deleteTasks, DeleteTasksIntent.taskList.name):
      return words.whichList
    case (.setTaskAttribute, SetTaskAttributeIntent.targetTask.name): return words.whichItem(nil)
    case (.deleteTasks, DeleteTasksIntent.tasks.name):
      return words.whatToRemove(listTitle(intent.said(DeleteTasksIntent.taskList)))
    case (.createNote, CreateNoteIntent.title.name): return words.whatToCallTheNote
    case (.createNote, CreateNoteIntent.content.name): return words.whatShouldTheNoteSay
    case (.appendToNote, AppendToNoteIntent.targetNote.name): return words.whichNote
    case (.appendToNote, AppendToNoteIntent.content.name):
      return words.whatToAddToTheNote(
        intent.said(AppendToNoteIntent.targetNote).map { words.quoted($0.spokenText) })
    default: return generic.needsValue(parameter)
    }
  }

  public func disambiguation(
    _ parameter: String, current: IntentValue?, options: [IntentValue], in intent: Intent
  ) -> String {
    let said = current.map { words.quoted($0.spokenText) }
    switch options.first {
    case .taskList?:
      return said.map { words.listsMatch(options.count, $0) } ?? words.whichList
    case .note?:
      return said.map { words.notesMatch(options.count, $0) } ?? words.whichNote
    case .task?:
      return words.whichItem(said)
    default:
      return generic.disambiguation(current: current, options: options)
    }
  }

  public func confirmation(
    _ parameter: String, value: IntentValue?, reason: ConfirmationReason?, in intent: Intent
  ) -> String {
    if reason?.name == "listShouldBeCreated", let title = value?.spokenText {
      return words.noSuchListCreateIt(words.quoted(title))
    }
    return generic.confirmation(value: value)
  }

  public func unsupported(
    _ parameter: String, value: IntentValue?, reason: UnsupportedReason?, in intent: Intent
  ) -> String {
    let said = value?.spokenText ?? ""
    let inApp = intent.app.map(generic.words.inApp) ?? ""
    switch (intent.name, parameter) {
    case (.createTaskList, CreateTaskListIntent.title.name):
      return words.alreadyHaveList(words.quoted(said))
    case (.createNote, CreateNoteIntent.title.name):
      return words.alreadyHaveNote(words.quoted(said))
    case (.searchForNotebookItems, SearchForNotebookItemsIntent.title.name)
    where intent[SearchForNotebookItemsIntent.itemType] == NotebookItemType.note.rawValue:
      return words.noNoteCalled(words.quoted(said), inApp)
    case (.appendToNote, AppendToNoteIntent.targetNote.name):
      return words.noNoteCalled(words.quoted(said), inApp)
    case (.searchForNotebookItems, SearchForNotebookItemsIntent.title.name),
      (.addTasks, AddTasksIntent.targetTaskList.name),
      (.deleteTasks, DeleteTasksIntent.taskList.name):
      return words.noListCalled(words.quoted(said), inApp)
    case (.deleteTasks, DeleteTasksIntent.tasks.name):
      if let list = intent[DeleteTasksIntent.taskList], list.identifier != nil {
        return words.notOnList(words.quoted(said), words.quoted(list.title.spokenPhrase))
      }
      return words.notOnYourLists(words.quoted(said), inApp)
    case (.setTaskAttribute, SetTaskAttributeIntent.targetTask.name):
      return words.notOnYourLists(words.quoted(said), inApp)
    case (.addTasks, AddTasksIntent.temporalEventTrigger.name):
      guard reason?.typed(TemporalEventTriggerUnsupportedReason.self) == .timeInPast else {
        return words.didNotGetTheTime(words.quoted(said))
      }
      return words.timeHasPassed(said)
    default: return generic.unsupported(value: value, app: intent.app)
    }
  }

  public func confirmIntent(_ intent: Intent) -> String {
    guard intent.name == .deleteTasks else { return generic.words.goAhead }
    let list = intent[DeleteTasksIntent.taskList]
    if intent[DeleteTasksIntent.all] == true, let list {
      return words.removeAll(list.tasks.count, words.quoted(list.title.spokenPhrase))
    }
    return words.remove(taskPlaces(intent[DeleteTasksIntent.tasks] ?? []))
  }

  public func declined(_ intent: Intent) -> String {
    intent.name == .deleteTasks ? words.deleteDeclined : words.declined
  }

  public func notResponding(_ intent: Intent) -> String { generic.notResponding(intent.app) }

  public func authenticationReason(_ intent: Intent) -> String {
    generic.authenticationReason(intent.app)
  }

  public func response(_ response: IntentResponse, in intent: Intent) -> String {
    guard response.code.category == .success else {
      return generic.response(response, app: intent.app)
    }
    switch intent.name {
    case .createTaskList:
      guard let list = response[NotebookOutput.createdTaskList] else { break }
      let items = list.tasks.map(\.title.spokenPhrase)
      return words.created(
        words.quoted(list.title.spokenPhrase), items.isEmpty ? nil : readOut(items))
    case .addTasks:
      guard let list = response[NotebookOutput.modifiedTaskList],
        let added = response[NotebookOutput.addedTasks]
      else { break }
      let titles = readOut(added.map(\.title.spokenPhrase))
      let title = words.quoted(list.title.spokenPhrase)
      let reminder = self.reminder(added.first?.reminder, day: response[NotebookOutput.reminderDay])
      // The list the dialog carried had no identifier of the app's: handle created it.
      if intent[AddTasksIntent.targetTaskList]?.identifier != list.identifier {
        return words.createdAndAdded(title, titles, reminder)
      }
      guard added.count > NotebookPhrases.readLimit else {
        return words.added(titles, title, reminder)
      }
      return words.addedMany(count(added.count), title, titles)
    case .searchForNotebookItems:
      return searchResult(response, intent)
    case .setTaskAttribute:
      guard let task = response[NotebookOutput.modifiedTask] else { break }
      return words.marked(
        task.status == .completed, task.title.spokenPhrase, task.listTitle.map(words.quoted))
    case .deleteTasks:
      let deleted = response[NotebookOutput.deletedTasks] ?? []
      if intent[DeleteTasksIntent.all] == true, let list = intent.said(DeleteTasksIntent.taskList) {
        return words.emptied(count(deleted.count), deleted.isEmpty, words.quoted(list.spokenText))
      }
      return deleted.isEmpty ? words.nothingRemoved : words.removed(taskPlaces(deleted))
    case .createNote:
      guard let note = response[NotebookOutput.createdNote] else { break }
      let text = words.quoted(note.contents.joined(separator: " / "))
      // A note said without a title is titled by its text: say the text once.
      guard intent.said(CreateNoteIntent.title) != nil else { return words.createdNote(nil, text) }
      return words.createdNote(words.quoted(note.title.spokenPhrase), text)
    case .appendToNote:
      guard let note = response[NotebookOutput.note] else { break }
      return words.appended(
        words.quoted(note.title.spokenPhrase), words.quoted(note.contents.last ?? ""))
    default: break
    }
    return generic.response(response, app: intent.app)
  }

  public func label(for option: IntentValue, among options: [IntentValue]) -> ChoiceLabel {
    switch option {
    case .taskList(let list):
      return ChoiceLabel(title: list.title.spokenPhrase, subtitle: count(list.tasks.count))
    case .task(let task):
      return NotebookPhrases.label(for: task, done: words.done(1))
    case .note:
      return NotebookPhrases().label(for: option, among: options)
    default:
      return GenericPhrases.label(for: option, among: options)
    }
  }

  public func subsequentIntroduction(_ parameter: String, in intent: Intent) -> String? {
    words.nextOnes
  }

  // MARK: - Reading lists

  private func searchResult(_ response: IntentResponse, _ intent: Intent) -> String {
    if let notes = response[NotebookOutput.notes] {
      if intent.said(SearchForNotebookItemsIntent.title) != nil, let note = notes.first {
        let title = words.quoted(note.title.spokenPhrase)
        let text = note.contents.joined(separator: " / ")
        return text.isEmpty ? words.noteIsEmpty(title) : words.noteSays(title, text)
      }
      guard !notes.isEmpty else { return words.noNotes }
      return words.youHaveNotes(
        words.language.count(notes.count, one: words.note, other: words.notes),
        readOut(notes.map(\.title.spokenPhrase)))
    }
    let lists = response[NotebookOutput.taskLists] ?? []
    guard intent.said(SearchForNotebookItemsIntent.title) != nil, let list = lists.first else {
      guard !lists.isEmpty else { return words.noLists }
      let titles = lists.map { "\($0.title.spokenPhrase) (\(count($0.tasks.count)))" }
      return words.youHaveLists(
        words.language.count(lists.count, one: words.list, other: words.lists), readOut(titles))
    }
    let title = words.quoted(list.title.spokenPhrase)
    let tasks = response[NotebookOutput.tasks] ?? list.tasks
    if let status = intent[SearchForNotebookItemsIntent.status].flatMap(TaskStatus.init) {
      let done = status == .completed
      guard !tasks.isEmpty else { return words.nothing(done, title) }
      return words.someAre(
        done, tasks.count, title, count(tasks.count), readOut(tasks.map(\.title.spokenPhrase)))
    }
    guard !tasks.isEmpty else { return words.empty(title) }
    let open = tasks.filter { $0.status != .completed }.map(withReminder)
    let done = tasks.filter { $0.status == .completed }.map(withReminder)
    var sentence = words.contains(title, count(tasks.count))
    if !open.isEmpty { sentence += words.colon + readOut(open) }
    if !done.isEmpty {
      sentence +=
        open.isEmpty
        ? words.allDone(readOut(done)) : words.doneOnes(words.done(done.count), readOut(done))
    }
    return sentence + "."
  }

  // MARK: - Words

  /// "appeler Bob (rappel le 22/11 à 9:00)", or the title alone.
  private func withReminder(_ task: TaskItem) -> String {
    guard let reminder = task.reminder else { return task.title.spokenPhrase }
    return words.titleWithReminder(
      task.title.spokenPhrase, ClockTime.dayAndMonth(reminder), ClockTime.spoken24(reminder),
      ClockTime.calendar.component(.hour, from: reminder))
  }

  /// ", avec un rappel demain à 9:00", or nothing when the tasks do not remind.
  private func reminder(_ date: Date?, day: Int?) -> String {
    guard let date, let day else { return "" }
    return words.withReminder(
      day, ClockTime.dayAndMonth(date), ClockTime.spoken24(date),
      ClockTime.calendar.component(.hour, from: date))
  }

  /// "lait de « courses »", "œufs de « courses » et piles de « bricolage »".
  private func taskPlaces(_ tasks: [TaskItem]) -> String {
    words.language.list(
      NotebookPhrases.byList(tasks).map { list, titles in
        let items = readOut(titles)
        return list.isEmpty ? items : words.itemsFrom(items, words.quoted(list))
      })
  }

  /// "œufs, lait et pain", or the first ten and how many more.
  private func readOut(_ items: [String]) -> String {
    guard items.count > NotebookPhrases.readLimit else { return words.language.list(items) }
    let shown = items.prefix(NotebookPhrases.readLimit).joined(separator: ", ")
    return words.andMore(shown, items.count - NotebookPhrases.readLimit)
  }

  private func titles(_ value: IntentValue?) -> String {
    readOut((value?.items ?? []).map(\.spokenText).filter { !$0.allSatisfy(\.isWhitespace) })
  }

  private func listTitle(_ value: IntentValue?) -> String {
    words.theList(value.map { words.quoted($0.spokenText) })
  }

  /// "1 élément", "0 élément", "3 éléments"; "0 elementos".
  private func count(_ number: Int) -> String {
    words.language.count(number, one: words.item, other: words.items)
  }
}

/// A language's words for the lists intents.
struct NotebookWords: Sendable {
  let language: DialogLanguage
  let quoted: @Sendable (String) -> String
  let colon: String
  let item: String
  let items: String
  let list: String
  let lists: String
  let whichList: String
  let whichListToAdd: @Sendable (_ items: String) -> String
  let whatToAdd: @Sendable (_ list: String) -> String
  let whenToRemind: String
  let whatToCallTheList: String
  let listsMatch: @Sendable (_ count: Int, _ said: String) -> String
  let whichItem: @Sendable (_ said: String?) -> String
  let noSuchListCreateIt: @Sendable (_ title: String) -> String
  let alreadyHaveList: @Sendable (_ title: String) -> String
  let noListCalled: @Sendable (_ title: String, _ inApp: String) -> String
  let didNotGetTheTime: @Sendable (_ said: String) -> String
  let timeHasPassed: @Sendable (_ said: String) -> String
  let declined: String
  let created: @Sendable (_ title: String, _ items: String?) -> String
  let createdAndAdded: @Sendable (_ title: String, _ items: String, _ reminder: String) -> String
  let added: @Sendable (_ items: String, _ title: String, _ reminder: String) -> String
  let addedMany: @Sendable (_ count: String, _ title: String, _ items: String) -> String
  let nextOnes: String
  let noLists: String
  let youHaveLists: @Sendable (_ count: String, _ titles: String) -> String
  let nothing: @Sendable (_ done: Bool, _ title: String) -> String
  let someAre:
    @Sendable (_ done: Bool, _ n: Int, _ title: String, _ count: String, _ items: String) -> String
  let empty: @Sendable (_ title: String) -> String
  let contains: @Sendable (_ title: String, _ count: String) -> String
  let allDone: @Sendable (_ items: String) -> String
  let doneOnes: @Sendable (_ done: String, _ items: String) -> String
  /// "fait", "faits"; "hecho", "hechos".
  let done: @Sendable (_ count: Int) -> String
  let andMore: @Sendable (_ shown: String, _ more: Int) -> String
  let theList: @Sendable (_ title: String?) -> String
  let whatToRemove: @Sendable (_ list: String) -> String
  let note: String
  let notes: String
  let whatToCallTheNote: String
  let whatShouldTheNoteSay: String
  let whichNote: String
  let whatToAddToTheNote: @Sendable (_ title: String?) -> String
  let notesMatch: @Sendable (_ count: Int, _ said: String) -> String
  let alreadyHaveNote: @Sendable (_ title: String) -> String
  let noNoteCalled: @Sendable (_ title: String, _ inApp: String) -> String
  let notOnList: @Sendable (_ item: String, _ list: String) -> String
  let notOnYourLists: @Sendable (_ item: String, _ inApp: String) -> String
  /// Asked before emptying a list of `count` items.
  let removeAll: @Sendable (_ count: Int, _ title: String) -> String
  let remove: @Sendable (_ places: String) -> String
  let deleteDeclined: String
  let marked: @Sendable (_ done: Bool, _ item: String, _ list: String?) -> String
  let emptied: @Sendable (_ count: String, _ wasEmpty: Bool, _ title: String) -> String
  let nothingRemoved: String
  let removed: @Sendable (_ places: String) -> String
  let createdNote: @Sendable (_ title: String?, _ text: String) -> String
  let appended: @Sendable (_ title: String, _ text: String) -> String
  let noteIsEmpty: @Sendable (_ title: String) -> String
  let noteSays: @Sendable (_ title: String, _ text: String) -> String
  let noNotes: String
  let youHaveNotes: @Sendable (_ count: String, _ titles: String) -> String
  /// "appeler Bob (rappel le 22/11 à 9:00)": a task read out with its reminder, the hour
  /// for Spanish's «a la una».
  let titleWithReminder:
    @Sendable (_ title: String, _ dayAndMonth: String, _ time: String, _ hour: Int) -> String
  /// ", avec un rappel demain à 9:00": `day` days after today.
  let withReminder:
    @Sendable (_ day: Int, _ dayAndMonth: String, _ time: String, _ hour: Int) -> String
  /// "lait de « courses »".
  let itemsFrom: @Sendable (_ items: String, _ list: String) -> String

  static let french = NotebookWords(
    language: .french, quoted: { "« \($0) »" }, colon: " : ", item: "élément", items: "éléments",
    list: "liste", lists: "listes", whichList: "Quelle liste ?",
    whichListToAdd: { "À quelle liste voulez-vous ajouter \($0) ?" },
    whatToAdd: { "Que voulez-vous ajouter à \($0) ?" },
    whenToRemind: "Quand voulez-vous un rappel ?",
    whatToCallTheList: "Comment voulez-vous appeler la liste ?",
    listsMatch: { "\($0) listes correspondent à \($1). Laquelle ?" },
    whichItem: { $0.map { "Quel élément \($0) ?" } ?? "Quel élément ?" },
    noSuchListCreateIt: { "Vous n'avez pas de liste \($0). Voulez-vous la créer ?" },
    alreadyHaveList: { "Vous avez déjà une liste \($0)." },
    noListCalled: { "Désolé, il n'y a pas de liste \($0)\($1)." },
    didNotGetTheTime: { "Désolé, je n'ai pas compris l'heure \($0)." },
    timeHasPassed: { "Désolé, \($0) est déjà passé." },
    declined: "D'accord, je ne fais rien.",
    created: { title, items in "J'ai créé la liste \(title)\(items.map { " avec \($0)" } ?? "")." },
    createdAndAdded: { "J'ai créé la liste \($0) et j'y ai ajouté \($1)\($2)." },
    added: { "J'ai ajouté \($0) à \($1)\($2)." },
    addedMany: { "J'ai ajouté \($0) à \($1) : \($2)." },
    nextOnes: "Voici les suivants :", noLists: "Vous n'avez aucune liste.",
    youHaveLists: { "Vous avez \($0) : \($1)." },
    nothing: { done, title in
      done ? "Rien n'est fait sur \(title)." : "Il ne reste rien à faire sur \(title)."
    },
    someAre: { done, n, title, count, items in
      let state =
        done
        ? DialogLanguage.french.choose(n, one: "est fait", other: "sont faits")
        : DialogLanguage.french.choose(n, one: "reste à faire", other: "restent à faire")
      return "Sur \(title), \(count) \(state) : \(items)."
    },
    empty: { "La liste \($0) est vide." },
    contains: { "La liste \($0) contient \($1)" },
    allDone: { ", tous faits : \($0)" },
    doneOnes: { " ; \($0) : \($1)" },
    done: { DialogLanguage.french.choose($0, one: "fait", other: "faits") },
    andMore: {
      "\($0) et \(DialogLanguage.french.choose($1, one: "\($1) autre", other: "\($1) autres"))"
    },
    theList: { $0.map { "la liste \($0)" } ?? "la liste" },
    whatToRemove: { "Que voulez-vous enlever de \($0) ?" }, note: "note", notes: "notes",
    whatToCallTheNote: "Comment voulez-vous appeler la note ?",
    whatShouldTheNoteSay: "Que doit dire la note ?", whichNote: "Quelle note ?",
    whatToAddToTheNote: { title in
      title.map { "Que voulez-vous ajouter à la note \($0) ?" }
        ?? "Que voulez-vous ajouter à la note ?"
    },
    notesMatch: { "\($0) notes correspondent à \($1). Laquelle ?" },
    alreadyHaveNote: { "Vous avez déjà une note \($0)." },
    noNoteCalled: { "Désolé, il n'y a pas de note \($0)\($1)." },
    notOnList: { "Désolé, \($0) n'est pas sur la liste \($1)." },
    notOnYourLists: { "Désolé, je n'ai pas trouvé \($0) sur vos listes\($1)." },
    removeAll: { count, title in
      switch count {
      case 0: return "Tout enlever de la liste \(title) ? Elle est déjà vide."
      case 1: return "Enlever l'unique élément de la liste \(title) ?"
      case 2: return "Enlever les deux éléments de la liste \(title) ?"
      default:
        return "Enlever les \(DialogLanguage.french.grouped(count)) éléments de la liste \(title) ?"
      }
    },
    remove: { "Enlever \($0) ?" }, deleteDeclined: "D'accord, je ne supprime rien.",
    marked: { done, item, list in
      "J'ai \(done ? "coché" : "décoché") \(item)\(list.map { " sur la liste \($0)" } ?? "")."
    },
    emptied: { count, wasEmpty, title in
      wasEmpty
        ? "La liste \(title) était déjà vide."
        : "J'ai enlevé \(count) de la liste \(title) ; elle est vide maintenant."
    },
    nothingRemoved: "Rien n'a été enlevé.", removed: { "J'ai enlevé \($0)." },
    createdNote: { title, text in
      title.map { "J'ai créé la note \($0) : \(text)." } ?? "J'ai créé une note : \(text)."
    },
    appended: { "J'ai ajouté à la note \($0) : \($1)." },
    noteIsEmpty: { "La note \($0) est vide." }, noteSays: { "Note \($0) : \($1)" },
    noNotes: "Vous n'avez aucune note.", youHaveNotes: { "Vous avez \($0) : \($1)." },
    titleWithReminder: { title, date, time, _ in "\(title) (rappel le \(date) à \(time))" },
    withReminder: { day, date, time, _ in
      switch day {
      case 0: return ", avec un rappel à \(time)"
      case 1: return ", avec un rappel demain à \(time)"
      default: return ", avec un rappel le \(date) à \(time)"
      }
    },
    itemsFrom: { "\($0) de \($1)" })

  /// «a la 1:00», «a las 9:00».
  private static func spanishAt(_ hour: Int) -> String { hour == 1 ? "a la" : "a las" }

  static let spanish = NotebookWords(
    language: .spanish, quoted: { "«\($0)»" }, colon: ": ", item: "elemento", items: "elementos",
    list: "lista", lists: "listas", whichList: "¿Qué lista?",
    whichListToAdd: { "¿A qué lista quieres añadir \($0)?" },
    whatToAdd: { "¿Qué quieres añadir a \($0)?" },
    whenToRemind: "¿Cuándo quieres que te lo recuerde?",
    whatToCallTheList: "¿Cómo quieres llamar la lista?",
    listsMatch: { "\($0) listas coinciden con \($1). ¿Cuál?" },
    whichItem: { $0.map { "¿Qué elemento \($0)?" } ?? "¿Qué elemento?" },
    noSuchListCreateIt: { "No tienes ninguna lista \($0). ¿Quieres crearla?" },
    alreadyHaveList: { "Ya tienes una lista \($0)." },
    noListCalled: { "Lo siento, no hay ninguna lista \($0)\($1)." },
    didNotGetTheTime: { "Lo siento, no he entendido la hora \($0)." },
    timeHasPassed: { "Lo siento, \($0) ya ha pasado." },
    declined: "Vale, no hago nada.",
    created: { title, items in "He creado la lista \(title)\(items.map { " con \($0)" } ?? "")." },
    createdAndAdded: { "He creado la lista \($0) y he añadido \($1)\($2)." },
    added: { "He añadido \($0) a \($1)\($2)." },
    addedMany: { "He añadido \($0) a \($1): \($2)." },
    nextOnes: "Estas son las siguientes:", noLists: "No tienes ninguna lista.",
    youHaveLists: { "Tienes \($0): \($1)." },
    nothing: { done, title in
      done ? "No hay nada hecho en \(title)." : "No queda nada por hacer en \(title)."
    },
    someAre: { done, n, title, count, items in
      let state =
        done
        ? DialogLanguage.spanish.choose(n, one: "está hecho", other: "están hechos")
        : DialogLanguage.spanish.choose(n, one: "queda por hacer", other: "quedan por hacer")
      return "En \(title), \(count) \(state): \(items)."
    },
    empty: { "La lista \($0) está vacía." },
    contains: { "La lista \($0) tiene \($1)" },
    allDone: { ", todos hechos: \($0)" },
    doneOnes: { "; \($0): \($1)" },
    done: { DialogLanguage.spanish.choose($0, one: "hecho", other: "hechos") },
    andMore: { "\($0) y \($1) más" },
    theList: { $0.map { "la lista \($0)" } ?? "la lista" },
    whatToRemove: { "¿Qué quieres quitar de \($0)?" }, note: "nota", notes: "notas",
    whatToCallTheNote: "¿Cómo quieres llamar la nota?",
    whatShouldTheNoteSay: "¿Qué quieres que diga la nota?", whichNote: "¿Qué nota?",
    whatToAddToTheNote: { title in
      title.map { "¿Qué quieres añadir a la nota \($0)?" } ?? "¿Qué quieres añadir a la nota?"
    },
    notesMatch: { "\($0) notas coinciden con \($1). ¿Cuál?" },
    alreadyHaveNote: { "Ya tienes una nota \($0)." },
    noNoteCalled: { "Lo siento, no hay ninguna nota \($0)\($1)." },
    notOnList: { "Lo siento, \($0) no está en la lista \($1)." },
    notOnYourLists: { "Lo siento, no he encontrado \($0) en tus listas\($1)." },
    removeAll: { count, title in
      switch count {
      case 0: return "¿Quitar todo de la lista \(title)? Ya está vacía."
      case 1: return "¿Quitar el único elemento de la lista \(title)?"
      case 2: return "¿Quitar los dos elementos de la lista \(title)?"
      default:
        return
          "¿Quitar los \(DialogLanguage.spanish.grouped(count)) elementos de la lista \(title)?"
      }
    },
    remove: { "¿Quitar \($0)?" }, deleteDeclined: "Vale, no borro nada.",
    marked: { done, item, list in
      done
        ? "He tachado \(item)\(list.map { " de la lista \($0)" } ?? "")."
        : "He desmarcado \(item)\(list.map { " en la lista \($0)" } ?? "")."
    },
    emptied: { count, wasEmpty, title in
      wasEmpty
        ? "La lista \(title) ya estaba vacía."
        : "He quitado \(count) de la lista \(title); ahora está vacía."
    },
    nothingRemoved: "No se ha quitado nada.", removed: { "He quitado \($0)." },
    createdNote: { title, text in
      title.map { "He creado la nota \($0): \(text)." } ?? "He creado una nota: \(text)."
    },
    appended: { "He añadido a la nota \($0): \($1)." },
    noteIsEmpty: { "La nota \($0) está vacía." }, noteSays: { "Nota \($0): \($1)" },
    noNotes: "No tienes ninguna nota.", youHaveNotes: { "Tienes \($0): \($1)." },
    titleWithReminder: { title, date, time, hour in
      "\(title) (recordatorio el \(date) \(spanishAt(hour)) \(time))"
    },
    withReminder: { day, date, time, hour in
      switch day {
      case 0: return ", con un recordatorio \(spanishAt(hour)) \(time)"
      case 1: return ", con un recordatorio mañana \(spanishAt(hour)) \(time)"
      default: return ", con un recordatorio el \(date) \(spanishAt(hour)) \(time)"
      }
    },
    itemsFrom: { "\($0) de \($1)" })
}
