import Foundation
import IntentKit
import Testing

@testable import Dialog

/// Siri speaking French (a device whose locale is fr-FR): its own sentences, and the phrases of
/// the messaging and lists intents, with French plurals.
@Suite struct FrenchDialogTests {
  typealias F = Fixtures

  static let french = DialogConfiguration(apps: [F.unicornChat]).speaking(.french)

  @Test func asksToWhomThenConfirmsInFrenchAndSaysWhenDeclined() {
    let intent = Intent(
      name: .sendMessage, app: "UnicornChat", parameters: ["content": .string("bonjour")])
    var store = DialogTestStore(
      configuration: Self.french,
      state: DialogState(
        phase: .active(IntentDialog(intent: intent, step: .resolving(parameter: "recipients")))))
    let toWhom = Question(
      kind: .needsValue, parameter: "recipients", item: 0, text: "À qui ?", valueType: .person)
    store.send(
      .resolved(parameter: "recipients", .items([.needsValue])),
      effects: [
        .output(.resolve(parameter: "recipients", item: 0, result: .needsValue)),
        .output(.prompt(PromptRendering.view(of: toWhom))),
      ]
    ) { $0.phase = .active(IntentDialog(intent: intent, step: .asking(toWhom))) }

    var named = intent
    named.parameters["recipients"] = .array([.person(F.appleseed)])
    let confirming = IntentDialog(intent: named, step: .confirming)
    store = DialogTestStore(
      configuration: Self.french, state: DialogState(phase: .active(confirming)))
    let confirmIntent = Question(
      kind: .confirmIntent, text: "J'envoie « bonjour » à John Appleseed sur UnicornChat ?")
    store.send(
      .confirmed(F.code(.ready)),
      effects: [
        .output(.confirm(ResponseCode(SendMessageIntentResponseCode.ready))),
        .output(.prompt(PromptRendering.view(of: confirmIntent))),
      ]
    ) {
      $0.phase = .active(
        IntentDialog(intent: named, step: .asking(confirmIntent), confirmation: F.code(.ready)))
    }
    store.send(.userSaid("non"), effects: [.interpret("non", expecting: .yesNo)]) {
      $0.phase = .active(
        IntentDialog(
          intent: named, step: .interpreting(confirmIntent), confirmation: F.code(.ready)))
    }
    store.send(
      .interpreted(.no),
      effects: [.output(.say("D'accord, je ne l'envoie pas.")), .output(.end(.cancelled))]
    ) { $0.phase = .idle }
  }

  @Test func aRequestNotUnderstoodAndACancelAreSaidInFrench() {
    var store = DialogTestStore(configuration: Self.french)
    store.send(.userSaid("quelle heure est-il"), effects: [.understand("quelle heure est-il")]) {
      $0.phase = .understanding
    }
    store.send(
      .understood(nil),
      effects: [
        .output(
          .say(
            "Désolé, je ne peux pas vous aider pour ça. Essayez « Montre moi mes listes de tâches », ou :help."
          )), .output(.end(.notUnderstood)),
      ]
    ) { $0.phase = .idle }
    store.send(.userSaid("annule"), effects: [.understand("annule")]) {
      $0.phase = .understanding
    }
    store.send(
      .interrupted, effects: [.output(.say("D'accord, c'est annulé.")), .output(.end(.cancelled))]
    ) { $0.phase = .idle }
  }

  @Test func aListIsReadWithFrenchPluralsAndConjunction() {
    let phrases = TranslatedNotebookPhrases(.french)
    let intent = Intent(
      name: .searchForNotebookItems, app: "DoIt",
      parameters: [
        "itemType": .string("task"), "title": .speakable(SpeakableString(spokenPhrase: "courses")),
      ])
    func tasks(_ titles: [String]) -> [TaskItem] {
      titles.map { TaskItem(title: SpeakableString(spokenPhrase: $0), identifier: $0) }
    }
    func read(_ titles: [String]) -> String {
      let list = TaskList(title: SpeakableString(spokenPhrase: "courses"), tasks: tasks(titles))
      let response = IntentResponse(
        code: ResponseCode(NotebookIntentResponseCode.success),
        output: [OutputField(NotebookOutput.taskLists, [list])])
      return phrases.response(response, in: intent)
    }
    #expect(read(["lait"]) == "La liste « courses » contient 1 élément : lait.")
    #expect(
      read(["lait", "pain", "œufs"])
        == "La liste « courses » contient 3 éléments : lait, pain et œufs.")
    #expect(read([]) == "La liste « courses » est vide.")
    #expect(
      phrases.label(
        for: .taskList(TaskList(title: SpeakableString(spokenPhrase: "cadeaux"), tasks: [])),
        among: []
      ).subtitle == "0 élément")
  }
}

@Suite struct DialogLanguageTests {
  @Test func frenchCountsZeroAsOneAndTheOthersDoNot() {
    #expect(DialogLanguage.french.plural(0) == .one)
    #expect(DialogLanguage.french.plural(1) == .one)
    #expect(DialogLanguage.french.plural(2) == .other)
    #expect(DialogLanguage.english.plural(0) == .other)
    #expect(DialogLanguage.spanish.plural(0) == .other)
    #expect(DialogLanguage.spanish.plural(1) == .one)
  }

  @Test func countsAreGroupedAsEachLanguageWritesThem() {
    #expect(DialogLanguage.english.count(1000, one: "item", other: "items") == "1,000 items")
    #expect(
      DialogLanguage.french.count(1000, one: "élément", other: "éléments")
        == "1\u{202F}000 éléments")
    #expect(
      DialogLanguage.spanish.count(1000, one: "elemento", other: "elementos") == "1000 elementos")
    #expect(
      DialogLanguage.spanish.count(10000, one: "elemento", other: "elementos") == "10.000 elementos"
    )
  }

  @Test func theLanguageIsTheLocalesAndEnglishOtherwise() {
    #expect(DialogLanguage(locale: "fr-FR") == .french)
    #expect(DialogLanguage(locale: "es_ES") == .spanish)
    #expect(DialogLanguage(locale: "de-DE") == .english)
    #expect(DialogLanguage.french.list(["a", "b", "c"]) == "a, b et c")
    #expect(DialogLanguage.spanish.alternatives(["a", "b"]) == "a o b")
  }
}

/// The passcode asked in the device's language, and the lists and notes intents said in
/// French and Spanish beyond showing and adding: crossing off, removing, notes, reminders.
@Suite struct TranslatedListsAndPasscodeTests {
  static let doIt = AppManifest(
    name: "DoIt", supportedIntents: [.deleteTasks], intentsRestrictedWhileLocked: [.deleteTasks])
  static let clear = Intent(
    name: .deleteTasks, app: "DoIt",
    parameters: [
      "taskList": .taskList(TaskList(title: SpeakableString(spokenPhrase: "courses"))),
      "all": .boolean(true),
    ])

  @Test func aLockedDeviceAsksForThePasscodeInSpanishAndSaysWhyARefusal() {
    let unlock = Question(
      kind: .unlock, text: "Primero tienes que desbloquear el iPhone. Introduce tu código.")
    var store = DialogTestStore(
      configuration: DialogConfiguration(apps: [Self.doIt]).speaking(.spanish),
      state: DialogState(deviceLocked: true))
    store.send(.userSaid("vacía la lista"), effects: [.understand("vacía la lista")]) {
      $0.phase = .understanding
    }
    store.send(
      .understood(Self.clear), effects: [.output(.intent(Self.clear)), .checkPasscodeAvailability]
    ) {
      $0.phase = .active(IntentDialog(intent: Self.clear, step: .checkingPasscode(unlock)))
    }
    store.send(
      .passcodeAvailability(.available),
      effects: [.output(.prompt(PromptRendering.view(of: unlock)))]
    ) {
      $0.phase = .active(IntentDialog(intent: Self.clear, step: .asking(unlock)))
    }
    var again = unlock
    again.text = "Introduce tu código."
    store.send(
      .passcodeEntered(.rejected),
      effects: [
        .output(.auth(.failure)), .output(.say("Ese código no es correcto.")),
        .output(.prompt(PromptRendering.view(of: again))),
      ]
    ) {
      $0.phase = .active(
        IntentDialog(intent: Self.clear, step: .asking(again), failedAttempts: ["unlock": 1]))
    }
    store.send(
      .passcodeEntered(.lockedOut(seconds: 60)),
      effects: [
        .output(.auth(.lockedOut)),
        .output(.say("Demasiados códigos incorrectos. Vuelve a intentarlo dentro de 1 minuto.")),
        .output(.end(.failure)),
      ]
    ) { $0.phase = .idle }
  }

  @Test func frenchWaitsAgreeWithTheirCount() {
    let french = DialogLanguage.french.sentences
    #expect(french.lockedOut(seconds: 1) == "Trop de codes erronés. Réessayez dans 1 seconde.")
    #expect(
      french.lockedOut(seconds: 3600) == "Trop de codes erronés. Réessayez dans 1 heure.")
    #expect(
      french.wrongThenLockedOut(seconds: 300)
        == "Ce code n'est pas le bon, et c'était un essai de trop. Réessayez dans 5 minutes.")
  }

  static func task(_ title: String, on list: String?, done: Bool = false) -> TaskItem {
    var task = TaskItem(title: SpeakableString(spokenPhrase: title), identifier: title)
    task.listTitle = list
    task.status = done ? .completed : .notCompleted
    return task
  }

  static func success(_ output: [OutputField]) -> IntentResponse {
    IntentResponse(code: ResponseCode(NotebookIntentResponseCode.success), output: output)
  }

  @Test func crossingOffAndRemovingAreSaidInEachLanguage() {
    let french = TranslatedNotebookPhrases(.french)
    let spanish = TranslatedNotebookPhrases(.spanish)
    let mark = Intent(name: .setTaskAttribute, app: "DoIt")
    let done = Self.success([
      OutputField(NotebookOutput.modifiedTask, Self.task("lait", on: "courses", done: true))
    ])
    #expect(french.response(done, in: mark) == "J'ai coché lait sur la liste « courses ».")
    #expect(spanish.response(done, in: mark) == "He tachado lait de la lista «courses».")
    let remove = Intent(
      name: .deleteTasks, app: "DoIt",
      parameters: [
        "tasks": .array([
          .task(Self.task("lait", on: "courses")), .task(Self.task("piles", on: "bricolage")),
        ])
      ])
    #expect(
      french.confirmIntent(remove) == "Enlever lait de « courses » et piles de « bricolage » ?")
    #expect(spanish.declined(remove) == "Vale, no borro nada.")
    #expect(french.declined(mark) == "D'accord, je ne fais rien.")
    #expect(
      french.unsupported(
        "tasks", value: .speakable(SpeakableString(spokenPhrase: "sel")), reason: nil, in: remove)
        == "Désolé, je n'ai pas trouvé « sel » sur vos listes dans DoIt.")
  }

  @Test func aListOfManyIsEmptiedAfterSayingHowMany() {
    let french = TranslatedNotebookPhrases(.french)
    let spanish = TranslatedNotebookPhrases(.spanish)
    func clearing(_ count: Int) -> Intent {
      let tasks = (0..<count).map { Self.task("t\($0)", on: "courses") }
      var intent = TranslatedListsAndPasscodeTests.clear
      intent.parameters["taskList"] = .taskList(
        TaskList(title: SpeakableString(spokenPhrase: "courses"), tasks: tasks, identifier: "c"))
      return intent
    }
    #expect(
      french.confirmIntent(clearing(0))
        == "Tout enlever de la liste « courses » ? Elle est déjà vide.")
    #expect(
      french.confirmIntent(clearing(1)) == "Enlever l'unique élément de la liste « courses » ?")
    #expect(
      spanish.confirmIntent(clearing(2)) == "¿Quitar los dos elementos de la lista «courses»?")
    #expect(
      french.confirmIntent(clearing(1200))
        == "Enlever les 1\u{202F}200 éléments de la liste « courses » ?")
  }

  @Test func notesAreSaidInEachLanguage() {
    let french = TranslatedNotebookPhrases(.french)
    let spanish = TranslatedNotebookPhrases(.spanish)
    let note = Note(
      title: SpeakableString(spokenPhrase: "Wifi"), contents: ["licorne42", "routeur au salon"],
      identifier: "w")
    let search = Intent(
      name: .searchForNotebookItems, app: "DoIt",
      parameters: [
        "itemType": .string("note"), "title": .speakable(SpeakableString(spokenPhrase: "wifi")),
      ])
    let found = Self.success([OutputField(NotebookOutput.notes, [note])])
    #expect(french.response(found, in: search) == "Note « Wifi » : licorne42 / routeur au salon")
    #expect(spanish.needsValue("title", in: search) == "¿Qué nota?")
    let all = Intent(name: .searchForNotebookItems, parameters: ["itemType": .string("note")])
    #expect(
      spanish.response(Self.success([OutputField(NotebookOutput.notes, [note, note])]), in: all)
        == "Tienes 2 notas: Wifi y Wifi.")
    #expect(
      french.response(Self.success([OutputField(NotebookOutput.notes, [Note]())]), in: all)
        == "Vous n'avez aucune note.")
    let append = Intent(name: .appendToNote, app: "DoIt")
    #expect(
      french.response(Self.success([OutputField(NotebookOutput.note, note)]), in: append)
        == "J'ai ajouté à la note « Wifi » : « routeur au salon ».")
    #expect(french.needsValue("content", in: append) == "Que voulez-vous ajouter à la note ?")
  }

  @Test func aReminderIsSaidOnA24HourClockWithItsDay() {
    let french = TranslatedNotebookPhrases(.french)
    let spanish = TranslatedNotebookPhrases(.spanish)
    // 2026-11-22 13:05 UTC: the test's calendar is UTC's.
    let moment = Date(timeIntervalSince1970: 1_795_352_700)
    var task = Self.task("appeler Bob", on: "importante")
    task.reminder = moment
    let list = TaskList(
      title: SpeakableString(spokenPhrase: "importante"), tasks: [task], identifier: "i")
    let add = Intent(
      name: .addTasks, app: "DoIt",
      parameters: ["targetTaskList": .taskList(list)])
    func added(day: Int) -> IntentResponse {
      Self.success([
        OutputField(NotebookOutput.modifiedTaskList, list),
        OutputField(NotebookOutput.addedTasks, [task]),
        OutputField(NotebookOutput.reminderDay, day),
      ])
    }
    #expect(
      french.response(added(day: 1), in: add)
        == "J'ai ajouté appeler Bob à « importante », avec un rappel demain à 13:05.")
    #expect(
      spanish.response(added(day: 0), in: add)
        == "He añadido appeler Bob a «importante», con un recordatorio a las 13:05.")
    #expect(
      spanish.response(added(day: 4), in: add)
        == "He añadido appeler Bob a «importante», con un recordatorio el 22/11 a las 13:05.")
  }
}
