import IntentKit

/// What Siri says in French for the lists intents a French request reads (createTaskList,
/// addTasks, searchForNotebookItems: seed 002's DoIt). A list is feminine: « la liste », « ma
/// liste importante »; an item is « un élément », « 0 élément » as French counts.
public struct FrenchNotebookPhrases: IntentPhrases {
  public init() {}

  /// The intents these phrases speak for; the other lists intents say English.
  static let intents: [IntentName] = [.createTaskList, .addTasks, .searchForNotebookItems]

  private let french = DialogLanguage.french

  public func needsValue(_ parameter: String, in intent: Intent) -> String {
    switch (intent.name, parameter) {
    case (.addTasks, AddTasksIntent.targetTaskList.name):
      let items = titles(intent.said(AddTasksIntent.taskTitles))
      return items.isEmpty ? "Quelle liste ?" : "À quelle liste voulez-vous ajouter \(items) ?"
    case (.addTasks, AddTasksIntent.taskTitles.name):
      return "Que voulez-vous ajouter à \(listTitle(intent.said(AddTasksIntent.targetTaskList))) ?"
    case (.addTasks, AddTasksIntent.temporalEventTrigger.name):
      return "Quand voulez-vous un rappel ?"
    case (.createTaskList, CreateTaskListIntent.title.name):
      return "Comment voulez-vous appeler la liste ?"
    case (.searchForNotebookItems, SearchForNotebookItemsIntent.title.name):
      return "Quelle liste ?"
    default: return FrenchGenericPhrases.needsValue(parameter)
    }
  }

  public func disambiguation(
    _ parameter: String, current: IntentValue?, options: [IntentValue], in intent: Intent
  ) -> String {
    let said = current.map { "« \($0.spokenText) »" }
    switch options.first {
    case .taskList?:
      guard let said else { return "Quelle liste ?" }
      return "\(options.count) listes correspondent à \(said). Laquelle ?"
    case .task?:
      return said.map { "Quel élément \($0) ?" } ?? "Quel élément ?"
    default:
      return FrenchGenericPhrases.disambiguation(current: current, options: options)
    }
  }

  public func confirmation(
    _ parameter: String, value: IntentValue?, reason: ConfirmationReason?, in intent: Intent
  ) -> String {
    if reason?.name == "listShouldBeCreated", let title = value?.spokenText {
      return "Vous n'avez pas de liste « \(title) ». Voulez-vous la créer ?"
    }
    return FrenchGenericPhrases.confirmation(value: value)
  }

  public func unsupported(
    _ parameter: String, value: IntentValue?, reason: UnsupportedReason?, in intent: Intent
  ) -> String {
    let app = intent.app.map { " dans \($0)" } ?? ""
    let said = value?.spokenText ?? ""
    switch (intent.name, parameter) {
    case (.createTaskList, CreateTaskListIntent.title.name):
      return "Vous avez déjà une liste « \(said) »."
    case (.searchForNotebookItems, SearchForNotebookItemsIntent.title.name),
      (.addTasks, AddTasksIntent.targetTaskList.name):
      return "Désolé, il n'y a pas de liste « \(said) »\(app)."
    case (.addTasks, AddTasksIntent.temporalEventTrigger.name):
      guard reason?.typed(TemporalEventTriggerUnsupportedReason.self) == .timeInPast else {
        return "Désolé, je n'ai pas compris l'heure « \(said) »."
      }
      return "Désolé, \(said) est déjà passé."
    default: return FrenchGenericPhrases.unsupported(value: value, app: intent.app)
    }
  }

  public func confirmIntent(_ intent: Intent) -> String { "Voulez-vous continuer ?" }

  public func declined(_ intent: Intent) -> String { "D'accord, je ne fais rien." }

  public func notResponding(_ intent: Intent) -> String {
    FrenchGenericPhrases.notResponding(intent.app)
  }

  public func authenticationReason(_ intent: Intent) -> String {
    "\(intent.app ?? "L'app") doit vérifier que c'est bien vous."
  }

  public func response(_ response: IntentResponse, in intent: Intent) -> String {
    guard response.code.category == .success else {
      return FrenchGenericPhrases.response(response, app: intent.app)
    }
    switch intent.name {
    case .createTaskList:
      guard let list = response[NotebookOutput.createdTaskList] else { break }
      let items = list.tasks.map(\.title.spokenPhrase)
      let with = items.isEmpty ? "" : " avec \(readOut(items))"
      return "J'ai créé la liste « \(list.title.spokenPhrase) »\(with)."
    case .addTasks:
      guard let list = response[NotebookOutput.modifiedTaskList],
        let added = response[NotebookOutput.addedTasks]
      else { break }
      let titles = readOut(added.map(\.title.spokenPhrase))
      // The list the dialog carried had no identifier of the app's: handle created it.
      if intent[AddTasksIntent.targetTaskList]?.identifier != list.identifier {
        return "J'ai créé la liste « \(list.title.spokenPhrase) » et j'y ai ajouté \(titles)."
      }
      guard added.count > NotebookPhrases.readLimit else {
        return "J'ai ajouté \(titles) à « \(list.title.spokenPhrase) »."
      }
      return "J'ai ajouté \(count(added.count)) à « \(list.title.spokenPhrase) » : \(titles)."
    case .searchForNotebookItems:
      return searchResult(response, intent)
    default: break
    }
    return FrenchGenericPhrases.response(response, app: intent.app)
  }

  public func label(for option: IntentValue, among options: [IntentValue]) -> ChoiceLabel {
    switch option {
    case .taskList(let list):
      return ChoiceLabel(title: list.title.spokenPhrase, subtitle: count(list.tasks.count))
    case .task(let task):
      let done = task.status == .completed ? "fait" : nil
      let subtitle = [task.listTitle, done].compactMap { $0 }.joined(separator: ", ")
      return ChoiceLabel(
        title: task.title.spokenPhrase, subtitle: subtitle.isEmpty ? nil : subtitle)
    default:
      return FrenchGenericPhrases.label(for: option, among: options)
    }
  }

  public func subsequentIntroduction(_ parameter: String, in intent: Intent) -> String? {
    "Voici les suivants :"
  }

  // MARK: - Reading lists

  private func searchResult(_ response: IntentResponse, _ intent: Intent) -> String {
    let lists = response[NotebookOutput.taskLists] ?? []
    guard intent.said(SearchForNotebookItemsIntent.title) != nil, let list = lists.first else {
      guard !lists.isEmpty else { return "Vous n'avez aucune liste." }
      let titles = lists.map { "\($0.title.spokenPhrase) (\(count($0.tasks.count)))" }
      let noun = french.count(lists.count, one: "liste", other: "listes")
      return "Vous avez \(noun) : \(readOut(titles))."
    }
    let title = "« \(list.title.spokenPhrase) »"
    let tasks = response[NotebookOutput.tasks] ?? list.tasks
    if let status = intent[SearchForNotebookItemsIntent.status].flatMap(TaskStatus.init) {
      let done = status == .completed
      guard !tasks.isEmpty else {
        return done ? "Rien n'est fait sur \(title)." : "Il ne reste rien à faire sur \(title)."
      }
      let state =
        done
        ? french.choose(tasks.count, one: "est fait", other: "sont faits")
        : french.choose(tasks.count, one: "reste à faire", other: "restent à faire")
      return
        "Sur \(title), \(count(tasks.count)) \(state) : \(readOut(tasks.map(\.title.spokenPhrase)))."
    }
    guard !tasks.isEmpty else { return "La liste \(title) est vide." }
    let open = tasks.filter { $0.status != .completed }.map(\.title.spokenPhrase)
    let done = tasks.filter { $0.status == .completed }.map(\.title.spokenPhrase)
    var sentence = "La liste \(title) contient \(count(tasks.count))"
    if !open.isEmpty { sentence += " : \(readOut(open))" }
    if !done.isEmpty {
      let finished = french.choose(done.count, one: "fait", other: "faits")
      sentence +=
        open.isEmpty ? ", tous faits : \(readOut(done))" : " ; \(finished) : \(readOut(done))"
    }
    return sentence + "."
  }

  // MARK: - Words

  /// "œufs, lait et pain", or the first ten and how many more.
  private func readOut(_ items: [String]) -> String {
    guard items.count > NotebookPhrases.readLimit else { return french.list(items) }
    let shown = items.prefix(NotebookPhrases.readLimit).joined(separator: ", ")
    let more = items.count - NotebookPhrases.readLimit
    return "\(shown) et \(french.choose(more, one: "\(more) autre", other: "\(more) autres"))"
  }

  private func titles(_ value: IntentValue?) -> String {
    readOut((value?.items ?? []).map(\.spokenText).filter { !$0.allSatisfy(\.isWhitespace) })
  }

  private func listTitle(_ value: IntentValue?) -> String {
    value.map { "la liste « \($0.spokenText) »" } ?? "la liste"
  }

  /// "1 élément", "0 élément", "3 éléments", "1 000 éléments".
  private func count(_ number: Int) -> String {
    french.count(number, one: "élément", other: "éléments")
  }
}
