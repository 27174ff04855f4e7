import IntentKit

/// What Siri says in Spanish for the lists intents a Spanish request reads (createTaskList,
/// addTasks, searchForNotebookItems: seed 003's List-o-Mat). A list is feminine: «la lista»;
/// an item is «un elemento».
public struct SpanishNotebookPhrases: IntentPhrases {
  public init() {}

  /// The intents these phrases speak for; the other lists intents say English.
  static let intents: [IntentName] = [.createTaskList, .addTasks, .searchForNotebookItems]

  private let spanish = DialogLanguage.spanish

  public func needsValue(_ parameter: String, in intent: Intent) -> String {
    switch (intent.name, parameter) {
    case (.addTasks, AddTasksIntent.targetTaskList.name):
      let items = titles(intent.said(AddTasksIntent.taskTitles))
      return items.isEmpty ? "¿Qué lista?" : "¿A qué lista quieres añadir \(items)?"
    case (.addTasks, AddTasksIntent.taskTitles.name):
      return "¿Qué quieres añadir a \(listTitle(intent.said(AddTasksIntent.targetTaskList)))?"
    case (.addTasks, AddTasksIntent.temporalEventTrigger.name):
      return "¿Cuándo quieres que te lo recuerde?"
    case (.createTaskList, CreateTaskListIntent.title.name):
      return "¿Cómo quieres llamar la lista?"
    case (.searchForNotebookItems, SearchForNotebookItemsIntent.title.name):
      return "¿Qué lista?"
    default: return SpanishGenericPhrases.needsValue(parameter)
    }
  }

  public func disambiguation(
    _ parameter: String, current: IntentValue?, options: [IntentValue], in intent: Intent
  ) -> String {
    let said = current.map { "«\($0.spokenText)»" }
    switch options.first {
    case .taskList?:
      guard let said else { return "¿Qué lista?" }
      return "\(options.count) listas coinciden con \(said). ¿Cuál?"
    case .task?:
      return said.map { "¿Qué elemento \($0)?" } ?? "¿Qué elemento?"
    default:
      return SpanishGenericPhrases.disambiguation(current: current, options: options)
    }
  }

  public func confirmation(
    _ parameter: String, value: IntentValue?, reason: ConfirmationReason?, in intent: Intent
  ) -> String {
    if reason?.name == "listShouldBeCreated", let title = value?.spokenText {
      return "No tienes ninguna lista «\(title)». ¿Quieres crearla?"
    }
    return SpanishGenericPhrases.confirmation(value: value)
  }

  public func unsupported(
    _ parameter: String, value: IntentValue?, reason: UnsupportedReason?, in intent: Intent
  ) -> String {
    let app = intent.app.map { " en \($0)" } ?? ""
    let said = value?.spokenText ?? ""
    switch (intent.name, parameter) {
    case (.createTaskList, CreateTaskListIntent.title.name):
      return "Ya tienes una lista «\(said)»."
    case (.searchForNotebookItems, SearchForNotebookItemsIntent.title.name),
      (.addTasks, AddTasksIntent.targetTaskList.name):
      return "Lo siento, no hay ninguna lista «\(said)»\(app)."
    case (.addTasks, AddTasksIntent.temporalEventTrigger.name):
      guard reason?.typed(TemporalEventTriggerUnsupportedReason.self) == .timeInPast else {
        return "Lo siento, no he entendido la hora «\(said)»."
      }
      return "Lo siento, \(said) ya ha pasado."
    default: return SpanishGenericPhrases.unsupported(value: value, app: intent.app)
    }
  }

  public func confirmIntent(_ intent: Intent) -> String { "¿Quieres continuar?" }

  public func declined(_ intent: Intent) -> String { "Vale, no hago nada." }

  public func notResponding(_ intent: Intent) -> String {
    SpanishGenericPhrases.notResponding(intent.app)
  }

  public func authenticationReason(_ intent: Intent) -> String {
    "\(intent.app ?? "La app") tiene que comprobar que eres tú."
  }

  public func response(_ response: IntentResponse, in intent: Intent) -> String {
    guard response.code.category == .success else {
      return SpanishGenericPhrases.response(response, app: intent.app)
    }
    switch intent.name {
    case .createTaskList:
      guard let list = response[NotebookOutput.createdTaskList] else { break }
      let items = list.tasks.map(\.title.spokenPhrase)
      let with = items.isEmpty ? "" : " con \(readOut(items))"
      return "He creado la lista «\(list.title.spokenPhrase)»\(with)."
    case .addTasks:
      guard let list = response[NotebookOutput.modifiedTaskList],
        let added = response[NotebookOutput.addedTasks]
      else { break }
      let titles = readOut(added.map(\.title.spokenPhrase))
      // The list the dialog carried had no identifier of the app's: handle created it.
      if intent[AddTasksIntent.targetTaskList]?.identifier != list.identifier {
        return "He creado la lista «\(list.title.spokenPhrase)» y he añadido \(titles)."
      }
      guard added.count > NotebookPhrases.readLimit else {
        return "He añadido \(titles) a «\(list.title.spokenPhrase)»."
      }
      return "He añadido \(count(added.count)) a «\(list.title.spokenPhrase)»: \(titles)."
    case .searchForNotebookItems:
      return searchResult(response, intent)
    default: break
    }
    return SpanishGenericPhrases.response(response, app: intent.app)
  }

  public func label(for option: IntentValue, among options: [IntentValue]) -> ChoiceLabel {
    switch option {
    case .taskList(let list):
      return ChoiceLabel(title: list.title.spokenPhrase, subtitle: count(list.tasks.count))
    case .task(let task):
      let done = task.status == .completed ? "hecho" : nil
      let subtitle = [task.listTitle, done].compactMap { $0 }.joined(separator: ", ")
      return ChoiceLabel(
        title: task.title.spokenPhrase, subtitle: subtitle.isEmpty ? nil : subtitle)
    default:
      return SpanishGenericPhrases.label(for: option, among: options)
    }
  }

  public func subsequentIntroduction(_ parameter: String, in intent: Intent) -> String? {
    "Estas son las siguientes:"
  }

  // MARK: - Reading lists

  private func searchResult(_ response: IntentResponse, _ intent: Intent) -> String {
    let lists = response[NotebookOutput.taskLists] ?? []
    guard intent.said(SearchForNotebookItemsIntent.title) != nil, let list = lists.first else {
      guard !lists.isEmpty else { return "No tienes ninguna lista." }
      let titles = lists.map { "\($0.title.spokenPhrase) (\(count($0.tasks.count)))" }
      let noun = spanish.count(lists.count, one: "lista", other: "listas")
      return "Tienes \(noun): \(readOut(titles))."
    }
    let title = "«\(list.title.spokenPhrase)»"
    let tasks = response[NotebookOutput.tasks] ?? list.tasks
    if let status = intent[SearchForNotebookItemsIntent.status].flatMap(TaskStatus.init) {
      let done = status == .completed
      guard !tasks.isEmpty else {
        return done ? "No hay nada hecho en \(title)." : "No queda nada por hacer en \(title)."
      }
      let state =
        done
        ? spanish.choose(tasks.count, one: "está hecho", other: "están hechos")
        : spanish.choose(tasks.count, one: "queda por hacer", other: "quedan por hacer")
      return
        "En \(title), \(count(tasks.count)) \(state): \(readOut(tasks.map(\.title.spokenPhrase)))."
    }
    guard !tasks.isEmpty else { return "La lista \(title) está vacía." }
    let open = tasks.filter { $0.status != .completed }.map(\.title.spokenPhrase)
    let done = tasks.filter { $0.status == .completed }.map(\.title.spokenPhrase)
    var sentence = "La lista \(title) tiene \(count(tasks.count))"
    if !open.isEmpty { sentence += ": \(readOut(open))" }
    if !done.isEmpty {
      let finished = spanish.choose(done.count, one: "hecho", other: "hechos")
      sentence +=
        open.isEmpty ? ", todos hechos: \(readOut(done))" : "; \(finished): \(readOut(done))"
    }
    return sentence + "."
  }

  // MARK: - Words

  /// "arroz, cebollas y aceitunas", or the first ten and how many more.
  private func readOut(_ items: [String]) -> String {
    guard items.count > NotebookPhrases.readLimit else { return spanish.list(items) }
    let shown = items.prefix(NotebookPhrases.readLimit).joined(separator: ", ")
    let more = items.count - NotebookPhrases.readLimit
    return "\(shown) y \(spanish.choose(more, one: "\(more) más", other: "\(more) más"))"
  }

  private func titles(_ value: IntentValue?) -> String {
    readOut((value?.items ?? []).map(\.spokenText).filter { !$0.allSatisfy(\.isWhitespace) })
  }

  private func listTitle(_ value: IntentValue?) -> String {
    value.map { "la lista «\($0.spokenText)»" } ?? "la lista"
  }

  /// "1 elemento", "0 elementos", "3 elementos".
  private func count(_ number: Int) -> String {
    spanish.count(number, one: "elemento", other: "elementos")
  }
}
