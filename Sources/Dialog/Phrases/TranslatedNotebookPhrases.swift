import IntentKit

/// What Siri says in French or Spanish for the lists intents those languages read
/// (createTaskList, addTasks, searchForNotebookItems: seed 002's DoIt, seed 003's List-o-Mat).
/// One logic for both, the words each language's (`NotebookWords`): a list is feminine in
/// both («la liste», «la lista»), an item counts as each language counts.
public struct TranslatedNotebookPhrases: IntentPhrases {
  let words: NotebookWords

  public init(_ language: DialogLanguage) {
    words = language == .spanish ? .spanish : .french
  }

  /// The intents these phrases speak for; the other lists intents say English.
  static let intents: [IntentName] = [.createTaskList, .addTasks, .searchForNotebookItems]

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
    case (.searchForNotebookItems, SearchForNotebookItemsIntent.title.name):
      return words.whichList
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
    switch (intent.name, parameter) {
    case (.createTaskList, CreateTaskListIntent.title.name):
      return words.alreadyHaveList(words.quoted(said))
    case (.searchForNotebookItems, SearchForNotebookItemsIntent.title.name),
      (.addTasks, AddTasksIntent.targetTaskList.name):
      return words.noListCalled(words.quoted(said), intent.app.map(generic.words.inApp) ?? "")
    case (.addTasks, AddTasksIntent.temporalEventTrigger.name):
      guard reason?.typed(TemporalEventTriggerUnsupportedReason.self) == .timeInPast else {
        return words.didNotGetTheTime(words.quoted(said))
      }
      return words.timeHasPassed(said)
    default: return generic.unsupported(value: value, app: intent.app)
    }
  }

  public func confirmIntent(_ intent: Intent) -> String { generic.words.goAhead }

  public func declined(_ intent: Intent) -> String { words.declined }

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
      // The list the dialog carried had no identifier of the app's: handle created it.
      if intent[AddTasksIntent.targetTaskList]?.identifier != list.identifier {
        return words.createdAndAdded(title, titles)
      }
      guard added.count > NotebookPhrases.readLimit else { return words.added(titles, title) }
      return words.addedMany(count(added.count), title, titles)
    case .searchForNotebookItems:
      return searchResult(response, intent)
    default: break
    }
    return generic.response(response, app: intent.app)
  }

  public func label(for option: IntentValue, among options: [IntentValue]) -> ChoiceLabel {
    switch option {
    case .taskList(let list):
      return ChoiceLabel(title: list.title.spokenPhrase, subtitle: count(list.tasks.count))
    case .task(let task):
      let done = task.status == .completed ? words.done(1) : nil
      let subtitle = [task.listTitle, done].compactMap { $0 }.joined(separator: ", ")
      return ChoiceLabel(
        title: task.title.spokenPhrase, subtitle: subtitle.isEmpty ? nil : subtitle)
    default:
      return GenericPhrases.label(for: option, among: options)
    }
  }

  public func subsequentIntroduction(_ parameter: String, in intent: Intent) -> String? {
    words.nextOnes
  }

  // MARK: - Reading lists

  private func searchResult(_ response: IntentResponse, _ intent: Intent) -> String {
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
    let open = tasks.filter { $0.status != .completed }.map(\.title.spokenPhrase)
    let done = tasks.filter { $0.status == .completed }.map(\.title.spokenPhrase)
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
  let createdAndAdded: @Sendable (_ title: String, _ items: String) -> String
  let added: @Sendable (_ items: String, _ title: String) -> String
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
    createdAndAdded: { "J'ai créé la liste \($0) et j'y ai ajouté \($1)." },
    added: { "J'ai ajouté \($0) à \($1)." },
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
    theList: { $0.map { "la liste \($0)" } ?? "la liste" })

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
    createdAndAdded: { "He creado la lista \($0) y he añadido \($1)." },
    added: { "He añadido \($0) a \($1)." },
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
    theList: { $0.map { "la lista \($0)" } ?? "la lista" })
}
