import Foundation
import IntentKit
import Testing

@testable import Understanding

/// The grammar notation: words, (a|b), [optional], {slot}, <defined>.
@Suite struct GrammarPatternTests {
  @Test func wordsAreFoldedAndHyphensAndApostrophesPartThem() throws {
    #expect(
      try GrammarPattern.parse("Montre-moi l'application")
        == .sequence([.word("montre"), .word("moi"), .word("l"), .word("application")]))
    #expect(
      GrammarText.words("Tâches À FAIRE, s'il te plaît!") == [
        "taches", "a", "faire", "s", "il", "te", "plait",
      ])
    #expect(GrammarText.words("send $12.50 now.") == ["send", "$12.50", "now"])
  }

  @Test(arguments: [
    "send $12.50 now.", "12.", ".5 and 3.5.", "a.b", "Don't STOP", "x--y", "  ", "",
    "text Ana: I'm late!", "$5 for gas", "tell (555) 010-2030 ok", "TAB\there", "a\r\nb",
  ])
  func plainTextIsSplitAsCharacterByCharacter(text: String) {
    #expect(GrammarText.split(text) == GrammarText.splitCharacters(text))
  }

  @Test(arguments: [
    "  a b  ", "\tintent x\r", "\u{00A0}nbsp\u{00A0}", " é ", "e\u{301} ", " \u{3000}全角\u{3000}",
    "   ", "", "a", " \r\n x \r\n", "x\u{2028}", "\u{85}y",
  ])
  func blanksAreTrimmedByByteAsByCharacter(text: String) {
    let byCharacter = String(
      text.drop(while: \.isWhitespace).reversed().drop(while: \.isWhitespace).reversed())
    #expect(text.trimmedOfBlanks == byCharacter)
    #expect(text[...].trimmedOfBlanks == byCharacter)
  }

  @Test func choicesOptionalsSlotsAndDefinitionsNest() throws {
    let please = try GrammarPattern.parse("[s'il (te|vous) plaît]")
    #expect(
      try GrammarPattern.parse("(dis|écris) à {recipients} <stp>", definitions: ["stp": please])
        == .sequence([
          .choice([.word("dis"), .word("ecris")]), .word("a"), .slot("recipients", reader: nil),
          please,
        ]))
  }

  @Test func theSlotsFoundWhileReadingAreTheTreesWithThoseOfThePhrasesItInlines() throws {
    let app = try GrammarPattern.read("[(on|in) {app} [app]]", definitions: [:])
    let list = try GrammarPattern.read(
      "(on|to) [my] {targetTaskList:list} [list] <app>", definitions: ["app": app.pattern],
      definitionSlots: ["app": app.slots])
    let definitions = ["app": app.pattern, "list": list.pattern]
    let read = try GrammarPattern.read(
      "(add|put) {taskTitles:items} <list> <app> {_:rideOption}", definitions: definitions,
      definitionSlots: ["app": app.slots, "list": list.slots])
    let named = { (slots: [GrammarPattern.SlotReader]) in
      slots.map { "\($0.name):\($0.reader ?? "-")" }
    }
    #expect(
      named(read.slots) == [
        "taskTitles:items", "targetTaskList:list", "app:-", "app:-", "_:rideOption",
      ])
    #expect(named(read.slots) == named(read.pattern.slotReaders))
    // A phrase given without its slots has them found in its tree.
    let unlisted = try GrammarPattern.read(
      "(add|put) {taskTitles} <list>", definitions: definitions)
    #expect(named(unlisted.slots) == named(unlisted.pattern.slotReaders))
  }

  @Test func aSlotMayNameItsReader() throws {
    #expect(
      try GrammarPattern.parse("unlock {carName:car}")
        == .sequence([.word("unlock"), .slot("carName", reader: "car")]))
  }

  @Test(arguments: [
    ("(a|b", 1, "\"(\" is never closed"),
    ("lock {car:}", 6, "\"{car:}\" needs a name of letters"),
    ("lock <car:x>", 6, "\"<car:x>\" needs a name of letters"),
    ("a | b", 3, "\"|\" outside ( ) or [ ]: write (a|b)"),
    ("a ]", 3, "unmatched \"]\""),
    ("{two words}", 1, "\"{two words}\" needs a name of letters"),
    ("say <thanks>", 5, "<thanks> is not defined before this line"),
    ("[]", 1, "an empty phrasing"),
    // Columns count characters, not bytes: "â" and "é" are one each.
    ("montre mes tâches (à faire", 19, "\"(\" is never closed"),
    ("écris à {deux mots}", 9, "\"{deux mots}\" needs a name of letters"),
  ])
  func aBadPhrasingSaysWhatAndWhere(pattern: String, column: Int, problem: String) {
    #expect(throws: GrammarPatternError(column: column, problem: problem)) {
      try GrammarPattern.parse(pattern)
    }
  }
}

/// Grammar files: rules and their errors by file and line; the bundled ones are valid.
@Suite struct GrammarFileTests {
  @Test func everyBundledGrammarReads() throws {
    let root = try #require(Grammar.bundledFolder)
    let languages = try FileManager.default.contentsOfDirectory(atPath: root.path)
    #expect(languages.contains("fr"))
    for language in languages {
      let grammar = try Grammar.load(
        folder: root.appendingPathComponent(language), language: language)
      #expect(!grammar.rules.isEmpty, "\(language)")
      #expect(Grammar.bundled(language: language)?.rules.count == grammar.rules.count)
    }
    #expect(Grammar.bundledLanguages == languages.sorted())
  }

  /// The readers name the lexicons they consult; a name the English grammar does not define
  /// (a typo, a lexicon renamed in the files) would read as empty and silently change what
  /// is understood.
  @Test func everyLexiconTheReadersConsultIsInTheEnglishGrammar() throws {
    let english = try #require(Grammar.bundled(language: "en"))
    let missing = ReaderLexicon.allCases.map(\.name).filter { english.lexicons[$0] == nil }
    #expect(missing == [])
  }

  /// The rules tried on a request are exactly those whose every required set has a word of
  /// it, in the order written, over the phrasing corpus and the English grammar.
  @Test func theRulesTriedAreThoseWhoseRequiredWordsWereSaid() throws {
    let english = try #require(Grammar.bundled(language: "en"))
    let phrasings = try PhrasingCorpus.load().phrasings
    #expect(phrasings.count > 1_000)
    for phrasing in phrasings {
      let said = GrammarText.split(phrasing.utterance).map(\.text)
      let expected = english.rules.indices.filter { index in
        english.rules[index].requiredWordSets.allSatisfy { !$0.isDisjoint(with: said) }
      }
      #expect(english.ruleIndex.candidates(for: said) == expected, "\(phrasing.utterance)")
    }
  }

  @Test func rulesKeepTheirIntentFixedValuesAndWhereTheyAreWritten() throws {
    let rules = try Grammar.rules(
      in: """
        # lists
        define dans = dans {app}

        intent searchForNotebookItems
        set itemType = taskList
        montre mes listes [<dans>]
        """, file: "fr/lists.grammar")
    #expect(rules.count == 1)
    #expect(rules[0].intent == .searchForNotebookItems)
    #expect(rules[0].fixed == ["itemType": .string("taskList")])
    #expect(rules[0].source == "fr/lists.grammar:6")
  }

  @Test func aFileWithWindowsLineEndsReadsLineByLine() throws {
    // Saved by a Windows editor: each line ends "\r\n", one Character, which a split of the
    // text's characters at "\n" never met, so the file was one comment line.
    let text =
      "# lists\r\nintent searchForNotebookItems\r\nset itemType = taskList\r\n"
      + "montre mes listes\r\n"
    let rules = try Grammar.rules(in: text, file: "fr/lists.grammar")
    #expect(rules.map(\.source) == ["fr/lists.grammar:4"])
    #expect(rules.first?.fixed == ["itemType": .string("taskList")])
  }

  @Test(arguments: [
    ("montre mes listes", 1, "a phrasing before any \"intent\" line"),
    (
      "intent playJazz", 1,
      "no intent \"playJazz\" (intents are named as in SiriKit, sendMessage, addTasks, or are"
        + " an app's own)"
    ),
    (
      "intent sendMessage\nécris à {destinataire}", 2,
      "{destinataire} is not a parameter of sendMessage (recipients, content) nor {app}"
    ),
    (
      "intent sendMessage\nset couleur = bleu", 2,
      "write: set PARAMETER = VALUE, with a parameter of sendMessage (recipients, content)"
    ),
    ("intent sendMessage\nécris à (lui", 2, "column 9: \"(\" is never closed"),
    ("define = (a|b)", 1, "write: define NAME = PHRASE"),
    (
      "intent getCarLockStatus\nis {carName:boat} locked", 2,
      "no slot reader \"boat\" (readers: text, message, title, car, task, knownTask, list, unnamedList, knownList, note, items, unlistedItems, untimedItems, amount, money, account, anyAccount, accountType, accountNickname, group, person, place, time, party, rideOption; or a phrase defined before this line)"
    ),
  ])
  func aBadFileSaysWhatAndOnWhichLine(text: String, line: Int, problem: String) {
    #expect(throws: GrammarFileError(file: "t.grammar", line: line, problem: problem)) {
      try Grammar.rules(in: text, file: "t.grammar")
    }
  }

  @Test func anAppsOwnIntentIsPhrasedWithItsParametersOnceItIsKnown() throws {
    let recipe = IntentParameter<String>("recipe")
    let showDirections = CustomIntent(
      schema: IntentSchema(
        name: "showDirections", parameters: [recipe.schema], requiresUserConfirmation: false,
        alwaysRestrictedWhileLocked: false),
      title: "Show Directions")
    let text = "intent showDirections\nshow me how to make {recipe}\n"
    #expect(throws: GrammarFileError.self) { try Grammar.rules(in: text, file: "t.grammar") }
    let grammar = try Grammar.parse(text, file: "t.grammar", customIntents: [showDirections])
    #expect(grammar.rules.map(\.intent) == ["showDirections"])
    #expect(grammar.schema(for: "showDirections") == showDirections.schema)
    #expect(throws: GrammarFileError.self) {
      try Grammar.parse(
        "intent showDirections\nshow me {dish}\n", file: "t.grammar",
        customIntents: [showDirections])
    }
  }
}

/// Seed 002's French requests, read by the bundled French grammar.
@Suite struct FrenchRequestTests {
  static let apps = [
    AppManifest(name: "ListOMat", supportedIntents: [.searchForNotebookItems, .addTasks]),
    AppManifest(name: "UnicornChat", supportedIntents: [.sendMessage]),
  ]
  static let known = [
    AppManifest(name: "DoIt", supportedIntents: [.searchForNotebookItems]),
    AppManifest(name: "MyMessenger", supportedIntents: [.sendMessage]),
  ]
  let french = Understander(apps: apps, appsNotInstalled: known, locale: "fr-FR")

  @Test func theSeedsFirstRequestAsksForTheTaskLists() {
    #expect(french.language == "fr")
    #expect(
      french.understand("Montre moi mes listes de tâches dans DoIt")
        == Intent(
          name: .searchForNotebookItems, app: "DoIt",
          parameters: ["itemType": .string("taskList")]))
  }

  @Test func theSeedsSecondRequestAsksForTheTasksOfOneList() {
    #expect(
      french.understand("Montre moi les tâches de ma liste importante dans DoIt")
        == Intent(
          name: .searchForNotebookItems, app: "DoIt",
          parameters: [
            "itemType": .string("task"),
            "title": .speakable(SpeakableString(spokenPhrase: "importante")),
          ]))
  }

  @Test func theSeedsMessageKeepsItsContentAndRecipient() {
    #expect(
      french.understand("Envoie bonjour à Bob dans l'application MyMessenger")
        == Intent(
          name: .sendMessage, app: "MyMessenger",
          parameters: [
            "content": .string("bonjour"), "recipients": .array([.person(.spoken("Bob"))]),
          ]))
  }

  /// « qu' » elides « que »: its apostrophe is no opening quote of the message.
  @Test func aMessageAfterAnElidedQueStartsAtItsFirstWord() {
    #expect(
      french.understand("dis à Bob qu'il arrive dans MyMessenger")?.parameters["content"]
        == .string("il arrive"))
    #expect(
      french.understand("envoie « à demain » à Bob dans MyMessenger")?.parameters["content"]
        == .string("à demain"))
  }

  @Test func theBestReadingWinsAndTheRunnerUpIsKept() throws {
    let readings = french.readings(of: "écris à Bob que je suis en retard dans MyMessenger")
    let best = try #require(readings.first)
    let runnerUp = try #require(readings.dropFirst().first)
    // The message read without the "que" that opens it covers the request better.
    #expect(best.score > runnerUp.score)
    #expect(best.intent.app == "MyMessenger")
    #expect(best.intent[SendMessageIntent.content] == "je suis en retard")
    #expect(runnerUp.intent[SendMessageIntent.content] == "que je suis en retard")
    #expect(best.source.hasPrefix("fr/messaging.grammar:"))
  }

  @Test(arguments: [
    "montre-moi mes listes", "Affiche les listes de tâches sur ListOMat s'il te plaît",
    "quelles sont mes listes",
  ])
  func otherWaysToAskForTheListsAreTheSameIntent(_ text: String) {
    #expect(french.understand(text)?.parameters["itemType"] == .string("taskList"))
  }

  @Test func anAppNameInAccentedOrSpacedFormStillNamesTheApp() {
    #expect(french.understand("Dis à Kate que j'arrive sur unicorn chat")?.app == "UnicornChat")
  }

  @Test(arguments: ["quelle heure est-il", "mets de la musique", "bonjour", ""])
  func requestsNoRuleCoversAreNotUnderstood(_ text: String) {
    #expect(french.understand(text) == nil)
  }

  @Test func englishReadsItsOwnGrammarAndAnUnknownLanguageReadsEnglish() {
    let english = Understander(apps: Self.apps, locale: "en-US")
    #expect(english.language == "en")
    #expect(english.readings(of: "show my lists").first?.source.hasPrefix("en/") == true)
    #expect(english.understand("montre moi mes listes") == nil)
    #expect(Understander(apps: Self.apps, locale: "xx-YY").language == "en")
    #expect(Understander.language(of: "fr_CA") == "fr")
  }
}

/// Phrasings added at start (`--grammar`): an app's own words, without a new build.
@Suite struct AddedGrammarTests {
  static let apps = [
    AppManifest(name: "ListOMat", supportedIntents: [.searchForNotebookItems, .addTasks])
  ]

  func added(_ text: String, language: String = "en") throws -> Grammar {
    Grammar(language: language, rules: try Grammar.rules(in: text, file: "added.grammar"))
  }

  @Test func englishReadsAddedPhrasingsFirstAndItsOwnDomainsForTheRest() throws {
    let grammar = try added(
      """
      intent searchForNotebookItems
      set itemType = task
      stock check [on] [the] {title} [list]
      """)
    let english = Understander(apps: Self.apps, grammars: [grammar])
    #expect(
      english.understand("stock check on the pantry list")
        == Intent(
          name: .searchForNotebookItems,
          parameters: [
            "itemType": .string("task"),
            "title": .speakable(SpeakableString(spokenPhrase: "pantry")),
          ]))
    #expect(english.understand("add milk to my pantry list")?.name == .addTasks)
    #expect(Understander(apps: Self.apps).understand("stock check on the pantry list") == nil)
  }

  @Test func frenchAddsPhrasingsToTheBundledOnes() throws {
    let grammar = try added(
      """
      intent searchForNotebookItems
      set itemType = taskList
      fais voir les listes
      """, language: "fr")
    let french = Understander(apps: Self.apps, locale: "fr-FR", grammars: [grammar])
    #expect(french.understand("fais voir les listes")?.name == .searchForNotebookItems)
    #expect(french.understand("Montre moi mes listes")?.name == .searchForNotebookItems)
  }
}

/// The address book, not capital letters, bounds a recipient's name.
@Suite struct PersonSlotTests {
  let english = Understander(
    apps: [AppManifest(name: "UnicornChat", supportedIntents: [.sendMessage])],
    addressBook: DemoAddressBook.shared)

  func recipients(_ text: String) -> [String]? {
    english.understand(text)?.parameters["recipients"]?.items.compactMap(\.person?.spokenPhrase)
  }

  @Test func aFullNameTheAddressBookKnowsIsOneRecipient() {
    #expect(recipients("text ana lopez where are you") == ["ana lopez"])
    #expect(
      english.understand("text ana lopez where are you")?.parameters["content"]
        == .string("where are you"))
    #expect(recipients("message katherine jones call me back") == ["katherine jones"])
  }

  @Test func severalPeoplePartedByCommasAndOrAmpersands() {
    #expect(
      recipients("text Ana, Kate and Sean Murphy see you at 7") == ["Ana", "Kate", "Sean Murphy"])
    #expect(recipients("text maria, dana, and kate brunch sunday") == ["maria", "dana", "kate"])
    #expect(recipients("message ana & kate see you soon") == ["ana", "kate"])
  }

  @Test func anAppNamedAfterThePersonIsTheAppAndTheRestIsTheMessage() {
    let intent = english.understand("text ana on unicornchat i'm switching to whatsapp")
    #expect(intent?.app == "UnicornChat")
    #expect(intent?.parameters["content"] == .string("i'm switching to whatsapp"))
  }

  @Test func someoneTheAddressBookDoesNotKnowIsOneOrTwoNameWordsReadUnconfirmed() throws {
    // "Zorg" is nobody: a name all the same, scored as free words are.
    let reading = try #require(english.readings(of: "text zorg blarg hello there").first)
    #expect(
      reading.intent.parameters["recipients"]?.items.compactMap(\.person?.spokenPhrase) == ["zorg"])
    #expect(reading.intent.parameters["content"] == .string("blarg hello there"))
    #expect(reading.score == (1 + 4 * GrammarMatcher.slotWeight) / 5)
    // Capitals keep a full name whole; a relationship is said without "my".
    #expect(recipients("text Zorg Blarg hello there") == ["Zorg Blarg"])
    #expect(recipients("text my boss i'm running late") == ["boss"])
    // Small words, verbs and pronouns name no one.
    #expect(
      english.readings(of: "text the hello").allSatisfy {
        $0.intent.parameters["recipients"] == nil
      }
    )
  }

  @Test func aNameTheAddressBookKnowsWinsOverAnUnknownOne() {
    // Ana Lopez is known; "ana" alone and "lopez where" as an unknown name read worse.
    #expect(recipients("text ana lopez where are you") == ["ana lopez"])
  }
}

/// Trips: places, times, parties and ride options read by their readers, in any order, each
/// said once; the places the user's apps know end a place.
@Suite struct TripSlotTests {
  static let rides = AppManifest(
    name: "UnicornRides", supportedIntents: [.requestRide, .listRideOptions, .cancelRide])
  static let chat = AppManifest(name: "UnicornChat", supportedIntents: [.sendMessage])
  let english = Understander(
    apps: [Self.rides, Self.chat], addressBook: DemoAddressBook.shared,
    places: DemoPlaces.shared)

  func parameters(_ text: String) -> [String: IntentValue]? {
    english.understand(text)?.parameters
  }

  @Test func tripDetailsComeInAnyOrderAndEachEndsThePlaceBeforeIt() {
    let expected: [String: IntentValue] = [
      "dropOffLocation": .string("the airport"),
      "rideOptionName": .speakable(.init(spokenPhrase: "sparklecar")),
      "partySize": .integer(3), "scheduledPickupTime": .string("6pm"),
    ]
    #expect(
      parameters("book a ride to the airport in a sparklecar for 3 people at 6pm") == expected)
    #expect(
      parameters("book a ride at 6pm for 3 people in a sparklecar to the airport") == expected)
  }

  @Test func aPartyCountsTheUserWhoSaysMeAnd() {
    #expect(parameters("ride to union square for me and two friends")?["partySize"] == .integer(3))
    #expect(parameters("book a cab for six")?["partySize"] == .integer(6))
  }

  @Test func aBareHourIsATimeOnlyAfterAClockWord() {
    #expect(parameters("book a cab at 6")?["scheduledPickupTime"] == .string("6"))
    #expect(parameters("book a cab for 6")?["partySize"] == .integer(6))
    #expect(parameters("book a cab for 6")?["scheduledPickupTime"] == nil)
  }

  @Test func aDetailSaidTwiceIsNotReadTwice() {
    // "to A to B": the second "to" cannot be a second drop-off; the place takes both.
    let reading = english.readings(of: "book a taxi to work to home")
    #expect(reading.allSatisfy { $0.intent.parameters["dropOffLocation"] != .string("home") })
  }

  @Test func aKnownPlaceIsConfirmedAndOutscoresTheSameWordsUnknown() throws {
    let known = try #require(english.readings(of: "take me to union square").first)
    let unknown = try #require(english.readings(of: "take me to zorg square").first)
    #expect(known.score > unknown.score)
  }

  @Test func anOptionTheIntentDoesNotKeepMustStillBeAnOption() {
    #expect(english.understand("how much would a sparklecar to work be")?.name == .listRideOptions)
    #expect(
      english.understand("how much would a sparklecar to work be")?.parameters.keys.sorted()
        == ["dropOffLocation"])
  }

  @Test func anAppThatCannotDoTheIntentIsNamedOnlyWhenNoOtherReadingIsLeft() {
    // Said of a ride, the app is named, for the dialog to say it cannot book one.
    #expect(english.understand("book a ride to the airport with UnicornChat")?.app == "UnicornChat")
    // Said in a message, the app's name is the message's.
    let message = english.understand("text ana i'm booking it with unicornrides")
    #expect(message?.app == nil)
    #expect(message?.parameters["content"] == .string("i'm booking it with unicornrides"))
  }
}

/// Two readings scored the same: the one an installed app can do comes first.
@Suite struct InstalledAppsTieBreakTests {
  static let template = IntentParameter<String>("template")
  static let startList = CustomIntent(
    schema: IntentSchema(
      name: "startList", parameters: [template.schema], requiresUserConfirmation: false,
      alwaysRestrictedWhileLocked: false),
    title: "Start a List")

  func reading(_ text: String, apps: [AppManifest]) throws -> IntentName? {
    let added = try Grammar.parse(
      "intent startList\nstart a {template} list\n", file: "todo.grammar",
      customIntents: [Self.startList])
    return Understander(apps: apps, grammars: [added]).understand(text)?.name
  }

  @Test func anIntentNoInstalledAppCanDoLosesATie() throws {
    let todo = AppManifest(name: "TinyTodo", supportedIntents: ["startList"])
    let lists = AppManifest(name: "ListOMat", supportedIntents: [.createTaskList])
    // The bundled phrasing of createTaskList reads it as well, and is written first.
    #expect(try reading("start a packing list", apps: [lists, todo]) == .createTaskList)
    #expect(try reading("start a packing list", apps: [todo]) == "startList")
  }
}

/// Phrasings compiled for matching: words numbered, what may start each part worked out once,
/// each rule compiled at the first request that may match it.
@Suite struct GrammarProgramTests {
  static let apps = [
    AppManifest(name: "ListOMat", supportedIntents: [.searchForNotebookItems, .addTasks])
  ]

  @Test func aPartIsTriedOnlyOnTheWordsThatMayStartIt() {
    typealias Starts = GrammarProgram.Starts
    let end = GrammarProgram.endOfWords
    let unknown = GrammarProgram.unknownWord
    #expect(Starts.anything.allow(end) && Starts.anything.allow(unknown))
    #expect(Starts.anyWord.allow(3) && Starts.anyWord.allow(unknown) && !Starts.anyWord.allow(end))
    #expect(Starts.word(3).allow(3) && !Starts.word(3).allow(4) && !Starts.word(3).allow(end))
    let words = Starts.words([1, 4, 9, 12, 30])
    for word: Int32 in [1, 4, 9, 12, 30] { #expect(words.allow(word)) }
    for word: Int32 in [0, 2, 10, 31, unknown, end] { #expect(!words.allow(word)) }
  }

  @Test func whatFollowsASlotIsKnownBeforeItsWordsAreRead() {
    typealias Alternative = GrammarProgram.Alternative
    let end = GrammarProgram.endOfWords
    // {first} [the] (list|note) {second}, with "the" numbered 5, "list" 7 and "note" 8.
    let steps: [GrammarProgram.Step] = [
      .slot(0), .optional(skip: 3, starts: .word(5)), .word(5),
      .choice([Alternative(step: 4, starts: .word(7)), Alternative(step: 6, starts: .word(8))]),
      .word(7), .jump(7), .word(8), .slot(1), .accept,
    ]
    // After {first}: "the", or past it "list" or "note".
    for word: Int32 in [5, 7, 8] { #expect(GrammarProgram.mayGoOn(steps, from: 1, with: word)) }
    for word: Int32 in [3, end] { #expect(!GrammarProgram.mayGoOn(steps, from: 1, with: word)) }
    // {second} takes a word; after it the words must end.
    #expect(GrammarProgram.mayGoOn(steps, from: 7, with: 3))
    #expect(!GrammarProgram.mayGoOn(steps, from: 7, with: end))
    #expect(GrammarProgram.mayGoOn(steps, from: 8, with: end))
    #expect(!GrammarProgram.mayGoOn(steps, from: 8, with: 3))
  }

  /// Two rules no bundled grammar has, for a matcher to compile at its requests.
  static func pantryGrammar() throws -> Grammar {
    Grammar(
      language: "en",
      rules: try Grammar.rules(
        in: """
          intent searchForNotebookItems
          set itemType = task
          stock check [on] [the] {title} [list]
          intent addTasks
          pop {taskTitles} (into|onto) [my] {targetTaskList} [list]
          """, file: "added.grammar"))
  }

  @Test func eachRuleIsCompiledAtTheFirstRequestThatMayMatchIt() throws {
    let grammar = try Self.pantryGrammar()
    let matcher = GrammarMatcher(grammar: grammar, apps: AppMentions(apps: Self.apps))
    #expect(matcher.program.rules.allSatisfy { $0 == nil })
    #expect(
      matcher.readings(of: "stock check the pantry list").first?.intent.name
        == .searchForNotebookItems)
    // "pop" and "onto" are numbered only now, after the first request numbered its words.
    let added = try #require(matcher.readings(of: "pop eggs onto my pantry list").first)
    #expect(added.intent.name == .addTasks)
    #expect(added.intent.parameters["targetTaskList"] == .taskList(.said("pantry")))
  }

  @Test func matchersMadeFromOneGrammarShareTheRulesItsRequestsCompiled() throws {
    let grammar = try Self.pantryGrammar()
    let first = GrammarMatcher(grammar: grammar, apps: AppMentions(apps: Self.apps))
    _ = first.readings(of: "stock check the pantry list")
    // Another data set's matcher, or another worker's, made later from the same grammar.
    let second = GrammarMatcher(grammar: grammar, apps: AppMentions(apps: Self.apps))
    #expect(second.program.rules.map { $0 != nil } == [true, false])
    // Apps with a longer name bound an {app} slot otherwise: a program of their own.
    let longer = Self.apps + [AppManifest(name: "The Very Long Named App", supportedIntents: [])]
    let third = GrammarMatcher(grammar: grammar, apps: AppMentions(apps: longer))
    #expect(third.program.rules.allSatisfy { $0 == nil })
    #expect(
      third.readings(of: "pop eggs onto my pantry list").first?.intent.name == .addTasks)
  }

  /// A data set's session restarted (`:reset`) reads its apps' grammars and joins them with the
  /// bundled one again: the same text is the same grammar, and the same grammars joined are
  /// one grammar, whose rules its first session compiled already.
  @Test func theSameGrammarsReadAndJoinedAgainAreTheSameGrammar() throws {
    let text = """
      intent searchForNotebookItems
      set itemType = task
      inventory check [on] [the] {title} [list]
      """
    let first = try Grammar.load(text: text, file: "inventory.grammar", locale: "en-US")
    let again = try Grammar.load(text: text, file: "inventory.grammar", locale: "en-US")
    #expect(ObjectIdentifier(first.programs) == ObjectIdentifier(again.programs))
    let other = try Grammar.load(
      text: text + " [please]", file: "inventory.grammar", locale: "en-US")
    #expect(ObjectIdentifier(other.programs) != ObjectIdentifier(first.programs))

    let bundled = try #require(Grammar.bundled(language: "en"))
    let joined = Grammar.joined(language: "en", [bundled, first])
    #expect(joined.rules.count == bundled.rules.count + 1)
    let matcher = GrammarMatcher(grammar: joined, apps: AppMentions(apps: Self.apps))
    #expect(
      matcher.readings(of: "inventory check the pantry list").first?.intent.name
        == .searchForNotebookItems)
    let rejoined = Grammar.joined(language: "en", [bundled, again])
    #expect(ObjectIdentifier(rejoined.programs) == ObjectIdentifier(joined.programs))
    // What the first matcher compiled, a matcher of the grammar joined again finds compiled.
    let later = GrammarMatcher(grammar: rejoined, apps: AppMentions(apps: Self.apps))
    #expect(later.program.rules.last.map { $0 != nil } == true)
    #expect(
      ObjectIdentifier(Grammar.joined(language: "en", [bundled, other]).programs)
        != ObjectIdentifier(joined.programs))
  }
}
