import Dialog
import IntentKit
import Testing

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
