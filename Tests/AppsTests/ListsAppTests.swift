import Apps
import Foundation
import IntentKit
import Store
import Testing

@testable import AppSupport
@testable import Apps
@testable import CarApps
@testable import ListsApps
@testable import MessagingApps
@testable import PaymentsApps
@testable import RidesApps

/// ListOMat against the demo lists: Grocery Store, Hardware Store, To Do, Shopping, Guest List.
@Suite struct ListsAppTests {
  let database: AppDatabase
  let app: ListsApp

  init() throws {
    database = try AppDatabase.inMemory()
    try database.importDataSet(
      DataSetLoader.load(DataSetLoader.demoFolder, appKinds: InstalledApps.kinds()))
    app = ListsApp(
      name: "ListOMat", database: database,
      clock: ManualClock(Date(timeIntervalSince1970: 1_800_000_000)))
  }

  func handler(_ intent: IntentName) throws -> any IntentHandler {
    try #require(app.handlers[intent])
  }

  func resolve(_ intent: Intent, _ parameter: String) async throws -> ParameterResolution? {
    try await handler(intent.name).resolve(parameter, in: intent)
  }

  func addTasks(to list: TaskList?, _ titles: [String]) -> Intent {
    var parameters: [String: IntentValue] = [
      "taskTitles": .array(titles.map { .speakable(SpeakableString(spokenPhrase: $0)) })
    ]
    parameters["targetTaskList"] = list.map(IntentValue.taskList)
    return Intent(name: .addTasks, app: "ListOMat", parameters: parameters)
  }

  func titles(_ result: ResolutionResult<IntentValue>?) -> [String] {
    switch result {
    case .disambiguation(let values)?: return values.map(\.spokenText)
    case .confirmationRequired(let value, _)?: return [value?.spokenText ?? ""]
    case .success(let value)?: return [value.spokenText]
    default: return []
    }
  }

  // MARK: - List titles, as List-o-Mat resolves them

  @Test func anExactTitleInAnyCaseSucceeds() async throws {
    let result = try await resolve(addTasks(to: .said("grocery STORE"), ["rice"]), "targetTaskList")
    guard case .single(.success(.taskList(let list)))? = result else {
      Issue.record("expected success, got \(String(describing: result))")
      return
    }
    #expect(list.identifier == "list-grocery")
    #expect(list.tasks.map(\.title.spokenPhrase) == ["eggs", "bread", "apples"])
  }

  @Test func storeMatchesTwoListsAndIsDisambiguated() async throws {
    let result = try await resolve(addTasks(to: .said("store"), ["rice"]), "targetTaskList")
    guard case .single(let single)? = result, case .disambiguation = single else {
      Issue.record("expected disambiguation")
      return
    }
    #expect(titles(single) == ["Grocery Store", "Hardware Store"])
  }

  @Test func groceriesIsOneInexactMatchToConfirm() async throws {
    let result = try await resolve(addTasks(to: .said("groceries"), ["milk"]), "targetTaskList")
    guard case .single(let single)? = result, case .confirmationRequired(_, nil) = single else {
      Issue.record("expected confirmationRequired without reason")
      return
    }
    #expect(titles(single) == ["Grocery Store"])
  }

  @Test func aListSaidWithItsKindWordIsExact() async throws {
    let result = try await resolve(addTasks(to: .said("guest list"), ["Zephyr"]), "targetTaskList")
    #expect(titles(result?.results.first) == ["Guest List"])
    if case .single(.success)? = result {} else { Issue.record("expected success") }
  }

  @Test func aMissingListIsOfferedForCreationAndAcceptedOnceConfirmed() async throws {
    let result = try await resolve(addTasks(to: .said("garden"), ["nails"]), "targetTaskList")
    guard case .single(.confirmationRequired(.taskList(let proposed)?, let reason))? = result else {
      Issue.record("expected confirmationRequired")
      return
    }
    #expect(reason?.name == "listShouldBeCreated")
    #expect(proposed.title.spokenPhrase == "Garden")
    // After "yes", SiriKit resolves the confirmed value again: it now succeeds.
    let again = try await resolve(addTasks(to: proposed, ["nails"]), "targetTaskList")
    #expect(again == .single(.success(.taskList(proposed))))
    let response = try await handler(.addTasks).handle(addTasks(to: proposed, ["nails"]))
    #expect(response.code.name == "success")
    let garden = try #require(try database.taskLists(app: "ListOMat").last)
    #expect(garden.title.spokenPhrase == "Garden")
    #expect(garden.tasks.map(\.title.spokenPhrase) == ["nails"])
  }

  @Test func newListTitlesBecomeVocabulary() async throws {
    try app.registerVocabulary()
    let proposed = TaskList(
      title: SpeakableString(spokenPhrase: "Garden"), identifier: ListsApp.newListIdentifier)
    _ = try await handler(.addTasks).handle(addTasks(to: proposed, ["nails"]))
    let sets = try database.vocabularySets().filter { $0.type == .notebookItemTitle }
    #expect(sets.first?.terms.first?.spokenPhrase == "Garden")
    #expect(sets.first?.terms.contains { $0.spokenPhrase == "Grocery Store" } == true)
  }

  // MARK: - Several items

  @Test func eachItemResolvesOnItsOwnAndBlankOnesAreLeftOut() async throws {
    let result = try await resolve(
      addTasks(to: .said("grocery store"), ["rice", "  ", " onions "]), "taskTitles")
    #expect(
      result
        == .items([
          .success(.speakable(SpeakableString(spokenPhrase: "rice"))), .notRequired,
          .success(.speakable(SpeakableString(spokenPhrase: "onions"))),
        ]))
  }

  @Test func onlyBlankItemsNeedAValue() async throws {
    let result = try await resolve(addTasks(to: .said("grocery store"), [" "]), "taskTitles")
    #expect(result == .items([.needsValue]))
  }

  @Test func aThousandItemsAreAddedInOneTransaction() async throws {
    let grocery = try #require(try database.taskList(id: "list-grocery"))
    let items = (1...1000).map { "item \($0)" }
    let response = try await handler(.addTasks).handle(addTasks(to: grocery, items))
    #expect(response.code.name == "success")
    #expect(try database.taskList(id: "list-grocery")?.tasks.count == 1003)
  }

  // MARK: - Reminders

  func reminding(_ said: String) -> Intent {
    var intent = addTasks(to: nil, ["call the dentist"])
    intent.parameters["temporalEventTrigger"] = .string(said)
    return intent
  }

  @Test func aReminderSaidAsWordsResolvesToTheMomentFromNow() async throws {
    let resolution = try await resolve(reminding("in 2 hours"), "temporalEventTrigger")
    #expect(
      resolution == .single(.success(.date(Date(timeIntervalSince1970: 1_800_000_000 + 7200)))))
  }

  @Test func aReminderInThePastOrUnreadableIsUnsupportedSayingWhy() async throws {
    #expect(
      try await resolve(reminding("yesterday at 5pm"), "temporalEventTrigger")
        == .single(.unsupported(forReason: TemporalEventTriggerUnsupportedReason.timeInPast)))
    #expect(
      try await resolve(reminding("whenever"), "temporalEventTrigger") == .single(.unreadable))
    #expect(
      try await resolve(addTasks(to: nil, ["eggs"]), "temporalEventTrigger")
        == .single(.notRequired))
  }

  @Test func addedTasksKeepTheirReminderAndSayIt() async throws {
    let grocery = try #require(try database.taskList(id: "list-grocery"))
    let at = Date(timeIntervalSince1970: 1_800_000_000 + 86_400)
    var intent = addTasks(to: grocery, ["call the dentist"])
    intent.parameters["temporalEventTrigger"] = .date(at)
    let response = try await handler(.addTasks).handle(intent)
    #expect(response.code.name == "success")
    #expect(
      response.output.first { $0.name == "reminder" }?.value.spokenText.hasPrefix("tomorrow at")
        == true)
    let stored = try #require(try database.taskList(id: "list-grocery")?.tasks.last)
    #expect(stored.title.spokenPhrase == "call the dentist")
    #expect(stored.reminder == at)
  }

  // MARK: - Tasks

  @Test func eggsOnTwoListsAreDisambiguatedWithTheirLists() async throws {
    let intent = Intent(
      name: .setTaskAttribute, app: "ListOMat",
      parameters: ["targetTask": .task(.said("eggs")), "status": .string("completed")])
    guard case .single(.disambiguation(let options))? = try await resolve(intent, "targetTask")
    else {
      Issue.record("expected disambiguation")
      return
    }
    #expect(options.compactMap(\.task?.listTitle) == ["Grocery Store", "Shopping"])
  }

  @Test func aTaskSaidWithItsListIsFoundThere() async throws {
    let intent = Intent(
      name: .setTaskAttribute, app: "ListOMat",
      parameters: ["targetTask": .task(.said("eggs", listTitle: "shopping"))])
    guard case .single(.success(.task(let task)))? = try await resolve(intent, "targetTask") else {
      Issue.record("expected success")
      return
    }
    #expect(task.identifier == "list-shopping.3")
    let response = try await handler(.setTaskAttribute).handle(
      Intent(name: .setTaskAttribute, parameters: ["targetTask": .task(task)]))
    #expect(response.output.first?.value.task?.status == .completed)
  }

  @Test func anUnknownTaskIsUnsupported() async throws {
    let intent = Intent(
      name: .setTaskAttribute, parameters: ["targetTask": .task(.said("unicorn saddle"))])
    #expect(try await resolve(intent, "targetTask") == .single(.noMatch))
  }

  @Test func deletingAllTasksEmptiesTheListAndKeepsIt() async throws {
    let guests = try #require(try database.taskList(id: "list-guests"))
    let intent = Intent(
      name: .deleteTasks, parameters: ["taskList": .taskList(guests), "all": .boolean(true)])
    // An array parameter answers item by item: one result, not required.
    #expect(try await resolve(intent, "tasks") == .items([.notRequired]))
    let response = try await handler(.deleteTasks).handle(intent)
    #expect(response.output.first?.value.items.count == 3)
    #expect(try database.taskList(id: "list-guests")?.tasks == [])
  }

  // MARK: - Creating

  @Test func aListTitleOtherListsHaveIsUnsupported() async throws {
    let intent = Intent(
      name: .createTaskList, parameters: ["title": .speakable(.init(spokenPhrase: "to do"))])
    #expect(
      try await resolve(intent, "title")
        == .single(.unsupported(forReason: ValueUnsupportedReason.alreadyExists)))
  }

  @Test func titlesOfOnlySpacesNeedAValue() async throws {
    let intent = Intent(
      name: .createTaskList, parameters: ["title": .speakable(.init(spokenPhrase: "   "))])
    #expect(try await resolve(intent, "title") == .single(.needsValue))
  }

  @Test func emojiAndRightToLeftTitlesAreKeptAndFound() async throws {
    for title in ["🎉 Party", "קניות", "🎄"] {
      let create = Intent(
        name: .createTaskList,
        parameters: [
          "title": .speakable(.init(spokenPhrase: title)),
          "taskTitles": .array([.speakable(.init(spokenPhrase: "🍰"))]),
        ])
      #expect(
        try await resolve(create, "title")
          == .single(.success(.speakable(.init(spokenPhrase: title)))))
      #expect(try await handler(.createTaskList).handle(create).code.name == "success")
      let found = try await resolve(addTasks(to: .said(title), ["x"]), "targetTaskList")
      #expect(titles(found?.results.first) == [title])
    }
  }

  @Test func aNoteWithoutTitleIsTitledByItsText() async throws {
    let intent = Intent(
      name: .createNote, parameters: ["content": .string("the wifi password is unicorn")])
    #expect(try await resolve(intent, "title") == .single(.notRequired))
    let response = try await handler(.createNote).handle(intent)
    #expect(response.output.first?.value.note?.title.spokenPhrase == "The wifi password is unicorn")
    #expect(
      CreateNoteHandler.title(from: "buy milk eggs bread and jam today")
        == "Buy milk eggs bread and…")
  }
}

/// Titles collapsed as stored: most need nothing, and are returned as they are.
@Suite struct CollapsedTitleTests {
  @Test func collapsesRunsOfWhitespaceAsBefore() {
    let titles = [
      "", " ", "rice cakes", "  rice   cakes ", "rice\tcakes", "rice\r\ncakes", "rice\u{A0}cakes",
      "caf\u{E9} au lait", "a", " a", "a ", "a  b", "box 1", "\u{3000}x",
    ]
    for title in titles {
      #expect(
        ListsApp.collapsed(title)
          == title.split(whereSeparator: \.isWhitespace).joined(separator: " "),
        "\(title.debugDescription)")
    }
  }
}
