import Apps
import Foundation
import GRDB
import IntentKit
import SpokenLanguage
import Testing
import Understanding

@testable import Store

@Suite struct VocabularyFileTests {
  /// A plist with the given body inside `<plist><dict>...</dict></plist>`.
  func plist(_ body: String) -> Data {
    Data(
      """
      <?xml version="1.0" encoding="UTF-8"?>
      <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
      <plist version="1.0"><dict>\(body)</dict></plist>
      """.utf8)
  }

  func rides(items: String, names: String = "<string>INRequestRideIntent.rideOptionName</string>")
    -> Data
  {
    plist(
      """
      <key>ParameterVocabularies</key><array><dict>
        <key>ParameterNames</key><array>\(names)</array>
        <key>ParameterVocabulary</key><array>\(items)</array>
      </dict></array>
      """)
  }

  func item(_ identifier: String, _ phrase: String, pronunciation: String? = nil) -> String {
    let hint = pronunciation.map {
      "<key>VocabularyItemPronunciation</key><string>\($0)</string>"
    }
    return """
      <dict><key>VocabularyItemIdentifier</key><string>\(identifier)</string>
      <key>VocabularyItemSynonyms</key><array><dict>
      <key>VocabularyItemPhrase</key><string>\(phrase)</string>\(hint ?? "")
      </dict></array></dict>
      """
  }

  func problem(_ data: Data) -> String? {
    do {
      _ = try AppIntentVocabularyLoader.parse(data, app: "UnicornRides", file: "rides.plist")
      return nil
    } catch {
      return "\(error)"
    }
  }

  @Test func theBundledFilesReadOnceAreTheBundledFolders() throws {
    AppIntentVocabularyLoader.preloadBundled()
    let read = try AppIntentVocabularyLoader.bundled()
    #expect(
      read
        == (try AppIntentVocabularyLoader.load(folders: [AppIntentVocabularyLoader.bundledFolder])))
    #expect(try AppIntentVocabularyLoader.bundled() == read)
  }

  @Test func bundledFilesLoadWithRideOptionsAndPhrases() throws {
    let files = try AppIntentVocabularyLoader.load(folders: [
      AppIntentVocabularyLoader.bundledFolder
    ])
    #expect(
      files.map { [$0.app, $0.localization ?? "-"] } == [
        ["ControlAudio", "-"], ["DoIt", "fr"], ["ListOMat", "es"], ["Mensajero", "es"],
        ["MyMessenger", "fr"], ["UnicornChat", "-"], ["UnicornPay", "-"], ["UnicornRides", "-"],
      ])
    // ControlAudio's playlist as the WWDC20 media session ships it: its identifier is what
    // Siri hands the app.
    let media = try #require(files.first)
    #expect(
      media.parameterVocabularies[0].parameterNames == [
        IntentParameterName(intentClass: "INPlayMediaIntent", property: "playlistTitle")
      ])
    #expect(media.parameterVocabularies[0].items.map(\.identifier) == ["70s punk anthems"])
    let rides = try #require(files.last)
    let options = rides.parameterVocabularies[0].items.map(\.speakable)
    #expect(
      options.first
        == SpeakableString(
          spokenPhrase: "RainbowCar", pronunciationHint: "rain bow car",
          vocabularyIdentifier: "ride-option.rainbow"))
    #expect(options.map(\.spokenPhrase) == ["RainbowCar", "SparkleCar", "UniPool"])
    #expect(rides.intentPhrases.map(\.intent).contains(.requestRide))
  }

  @Test func readsItemsSynonymsAndExamplesInFileOrder() throws {
    let vocabulary = try AppIntentVocabularyLoader.parse(
      rides(
        items: item("a", "RainbowCar", pronunciation: "rain bow car") + item("b", "SparkleCar")),
      app: "UnicornRides", file: "f")
    let parameter = vocabulary.parameterVocabularies[0]
    #expect(parameter.parameterNames.map(\.description) == ["INRequestRideIntent.rideOptionName"])
    #expect(parameter.items.map(\.identifier) == ["a", "b"])
    #expect(parameter.items[0].synonyms[0].pronunciation == "rain bow car")
  }

  @Test func malformedXMLIsRefusedNamingTheFile() {
    let message = problem(Data("<plist><dict><key>oops</dict>".utf8))
    #expect(message?.hasPrefix("rides.plist: not a property list") == true)
  }

  @Test func missingRequiredKeyNamesItsKeyPath() {
    let broken = rides(
      items: """
        <dict><key>VocabularyItemIdentifier</key><string>a</string></dict>
        """)
    #expect(
      problem(broken)
        == "rides.plist: ParameterVocabularies[0].ParameterVocabulary[0].VocabularyItemSynonyms: missing required key"
    )
  }

  @Test func wrongTypeNamesWhatWasFound() {
    let broken = plist("<key>IntentPhrases</key><string>Book a ride</string>")
    #expect(problem(broken) == "rides.plist: IntentPhrases: expected an array, found a string")
  }

  @Test func unknownParameterNameIsRefused() {
    let broken = rides(
      items: item("a", "RainbowCar"),
      names: "<string>INRequestRideIntent.rideOption</string>")
    #expect(
      problem(broken)
        == "rides.plist: ParameterVocabularies[0].ParameterNames[0]: unknown parameter INRequestRideIntent.rideOption"
    )
  }

  @Test func parameterThatIsNotSpeakableIsRefused() {
    let broken = rides(
      items: item("a", "x"), names: "<string>INRequestRideIntent.partySize</string>")
    #expect(problem(broken)?.contains("is not a speakable parameter") == true)
  }

  @Test func unknownIntentClassInIntentPhrasesIsRefused() {
    let broken = plist(
      """
      <key>IntentPhrases</key><array><dict><key>IntentName</key><string>INFlyIntent</string>
      <key>IntentExamples</key><array><string>fly me</string></array></dict></array>
      """)
    #expect(
      problem(broken)
        == "rides.plist: IntentPhrases[0].IntentName: unknown intent class INFlyIntent")
  }

  @Test func misspelledKeyIsRefused() {
    let broken = plist("<key>ParameterVocabulary</key><array/>")
    #expect(problem(broken)?.hasPrefix("rides.plist: ParameterVocabulary: unknown key") == true)
  }

  @Test func duplicateIdentifierIsRefused() {
    let broken = rides(items: item("same", "RainbowCar") + item("same", "SparkleCar"))
    #expect(
      problem(broken)
        == "rides.plist: ParameterVocabularies[0].ParameterVocabulary[1].VocabularyItemIdentifier: duplicate identifier \"same\" (also ParameterVocabularies[0].ParameterVocabulary[0])"
    )
  }

  @Test func emptyPhraseIsRefused() {
    #expect(
      problem(rides(items: item("a", "  ")))
        == "rides.plist: ParameterVocabularies[0].ParameterVocabulary[0].VocabularyItemSynonyms[0].VocabularyItemPhrase: is empty"
    )
  }

  @Test func phraseOverTheSizeLimitIsRefused() {
    let long = String(repeating: "a", count: 600)
    #expect(
      problem(rides(items: item("a", long)))?.contains("takes 1200 bytes; at most 1024") == true)
  }

  @Test func folderWithAnAppLackingItsFileSaysWhichFile() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "vocab-\(UUID().uuidString)")
    try FileManager.default.createDirectory(
      at: folder.appendingPathComponent("ListOMat"), withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    #expect(throws: VocabularyFileError.self) {
      try AppIntentVocabularyLoader.load(folders: [folder])
    }
  }
}

@Suite struct UserVocabularyStoreTests {
  let database: AppDatabase

  init() throws {
    database = try AppDatabase.inMemory()
    try database.importDataSet(
      DataSetLoader.load(DataSetLoader.demoFolder, appKinds: InstalledApps.kinds()))
  }

  let nestEgg = SpeakableString(
    spokenPhrase: "NestEgg", pronunciationHint: "nest egg", vocabularyIdentifier: "acct-2")
  let checking = SpeakableString(spokenPhrase: "Checking", vocabularyIdentifier: "acct-1")

  func lookup(_ phrase: String) -> [String] {
    StoredVocabulary(database: database).entries(
      spelled: VocabularyKeys.spelling(phrase), in: [.user(.paymentsAccountNickname)]
    ).compactMap(\.term.vocabularyIdentifier)
  }

  @Test func settingATypeReplacesAllItsEarlierTerms() throws {
    try database.setVocabulary(
      [nestEgg, checking], of: .paymentsAccountNickname, owner: "UnicornPay")
    try database.setVocabulary([checking], of: .paymentsAccountNickname, owner: "UnicornPay")
    let sets = try database.vocabularySets().filter { $0.type == .paymentsAccountNickname }
    #expect(
      sets == [
        StoredVocabularySet(owner: "UnicornPay", type: .paymentsAccountNickname, terms: [checking])
      ])
    #expect(lookup("nest egg") == [])
  }

  @Test func termsKeepTheirOrderAndRepeatsKeepTheirFirstPlace() throws {
    try database.setVocabulary(
      [checking, nestEgg, checking], of: .paymentsAccountNickname, owner: "UnicornPay")
    let terms = try database.vocabularySets().first { $0.type == .paymentsAccountNickname }?.terms
    #expect(terms == [checking, nestEgg])
  }

  @Test func earlierTermsComeFirstWhenSeveralShareASpelling() throws {
    let other = SpeakableString(spokenPhrase: "Nest Egg", vocabularyIdentifier: "acct-9")
    try database.setVocabulary([nestEgg, other], of: .paymentsAccountNickname, owner: "UnicornPay")
    #expect(lookup("NESTEGG") == ["acct-2", "acct-9"])
  }

  @Test func aTermIsFoundJoinedApartOrByItsPronunciation() throws {
    try database.setVocabulary([nestEgg], of: .paymentsAccountNickname, owner: "UnicornPay")
    #expect(lookup("nest egg") == ["acct-2"])
    #expect(lookup("nestegg") == ["acct-2"])
    #expect(lookup("NestEgg") == ["acct-2"])
  }

  @Test func aRefusedSetChangesNothing() throws {
    try database.setVocabulary([nestEgg], of: .paymentsAccountNickname, owner: "UnicornPay")
    let long = SpeakableString(spokenPhrase: String(repeating: "x", count: 513))
    #expect(throws: VocabularyProblem.self) {
      try database.setVocabulary(
        [checking, long], of: .paymentsAccountNickname, owner: "UnicornPay")
    }
    let duplicate = SpeakableString(spokenPhrase: "Other", vocabularyIdentifier: "acct-2")
    #expect(
      throws: VocabularyProblem.duplicateIdentifier("acct-2", first: "NestEgg", second: "Other")
    ) {
      try database.setVocabulary(
        [nestEgg, duplicate], of: .paymentsAccountNickname, owner: "UnicornPay")
    }
    #expect(lookup("nestegg") == ["acct-2"])
  }

  @Test func userAddedTermsGoLastAndAnEmptyPhraseIsRefused() throws {
    try database.addVocabularyTerm(checking, of: .paymentsAccountNickname)
    try database.addVocabularyTerm(nestEgg, of: .paymentsAccountNickname)
    #expect(throws: VocabularyProblem.emptyPhrase) {
      try database.addVocabularyTerm(
        SpeakableString(spokenPhrase: " "), of: .paymentsAccountNickname)
    }
    let set = try database.vocabularySets().first { $0.owner == nil }
    #expect(set?.terms == [checking, nestEgg])
  }

  @Test func clearingATypeRemovesEveryOwnersTerms() throws {
    try database.setVocabulary([nestEgg], of: .paymentsAccountNickname, owner: "UnicornPay")
    try database.addVocabularyTerm(checking, of: .paymentsAccountNickname)
    #expect(try database.clearVocabulary(of: .paymentsAccountNickname) == 2)
    #expect(lookup("nestegg") == [])
  }

  @Test func soundAlikeSpellingsShareAStoredKey() throws {
    try database.setVocabulary([nestEgg], of: .paymentsAccountNickname, owner: "UnicornPay")
    let found = StoredVocabulary(database: database).entries(
      sounding: VocabularyKeys.sound("nest eg"), in: [.user(.paymentsAccountNickname)])
    #expect(found.map(\.term) == [nestEgg])
  }

  /// Two contact names that sound alike, one by its pronunciation hint.
  func addTwoSnows() throws {
    try database.addVocabularyTerm(
      SpeakableString(spokenPhrase: "Jon Snow", vocabularyIdentifier: "u-1"), of: .contactName)
    try database.addVocabularyTerm(
      SpeakableString(spokenPhrase: "John Snowe", pronunciationHint: "jon snow"),
      of: .contactName)
  }

  /// Both lookups in one statement find what each finds alone: the spelled entries always,
  /// the sounding ones whenever none is spelled so.
  @Test func bothLookupsAtOnceFindWhatEachFindsAlone() throws {
    try addTwoSnows()
    let vocabulary = StoredVocabulary(database: database)
    let phrases = [
      "Luna Starlight", "loo nah star light", "luna", "lunar", "Jon Snow", "john snow", "jon",
      "Zephyr", "zefir moon", "nobody", "x", "Checking", "nest egg", "nestegg", "nest eg",
    ]
    for scopes: Set<VocabularyScope> in [
      [.user(.contactName)], [.user(.paymentsAccountNickname)], [.user(.carName)],
    ] {
      for phrase in phrases {
        let key = VocabularyKeys.spelling(phrase)
        let sound = VocabularyKeys.sound(phrase)
        let both = vocabulary.entries(spelled: key, sounding: sound, in: scopes)
        let spelled = vocabulary.entries(spelled: key, in: scopes)
        #expect(both.spelled == spelled, "\(phrase) in \(scopes)")
        if spelled.isEmpty {
          #expect(both.sounding == vocabulary.entries(sounding: sound, in: scopes), "\(phrase)")
        }
        #expect(
          vocabulary.entries(spelled: key, sounding: nil, in: scopes) == (spelled, []),
          "\(phrase)")
      }
    }
  }

  /// Understanding keeps the vocabulary in memory; every lookup answers as the queries do
  /// (which still answer for a vocabulary too large to keep), in the same order and the same
  /// cap, spelled, sounding or both, for every scope.
  @Test func theVocabularyKeptInMemoryAnswersAsTheQueriesDo() throws {
    try addTwoSnows()
    try database.setVocabulary(
      (1...60).map { SpeakableString(spokenPhrase: "Nest Egg", vocabularyIdentifier: "n-\($0)") },
      of: .paymentsAccountNickname, owner: "UnicornPay")
    let inMemory = StoredVocabulary(database: database)
    let queried = StoredVocabulary(database: database, keepingInMemoryUpTo: 0)
    let phrases = [
      "Luna Starlight", "loo nah star light", "luna", "lunar", "Jon Snow", "john snow", "jon",
      "Zephyr", "zefir moon", "nobody", "x", "Checking", "nest egg", "nestegg", "nest eg",
      "rosie", "model three", "grocery store", "climbing group",
    ]
    let scopes: [Set<VocabularyScope>] = [
      [.user(.contactName)], [.user(.paymentsAccountNickname)], [.user(.carName)],
      [.user(.contactName), .user(.contactGroupName)], [.user(.notebookItemTitle)],
    ]
    for scopes in scopes {
      for phrase in phrases {
        let key = VocabularyKeys.spelling(phrase)
        let sound = VocabularyKeys.sound(phrase)
        let context = "\(phrase) in \(scopes)"
        #expect(
          inMemory.entries(spelled: key, sounding: sound, in: scopes)
            == queried.entries(spelled: key, sounding: sound, in: scopes), "\(context)")
        #expect(
          inMemory.entries(spelled: key, in: scopes) == queried.entries(spelled: key, in: scopes),
          "\(context)")
        #expect(
          inMemory.entries(sounding: sound, in: scopes)
            == queried.entries(sounding: sound, in: scopes), "\(context)")
      }
      let keys = Set(phrases.map(VocabularyKeys.spelling))
      #expect(
        inMemory.spellings(among: keys, in: scopes) == queried.spellings(among: keys, in: scopes))
    }
    #expect(
      inMemory.entries(spelled: "nestegg", in: [.user(.paymentsAccountNickname)]).count == 50)
  }

  /// What is kept in memory is the vocabulary as it is now: a term added is found at the next
  /// lookup, and a change rolled back (replay's transcripts, a discarded app call) is gone,
  /// though another change comes after it.
  @Test func theVocabularyKeptInMemoryFollowsEveryChangeAndRollback() throws {
    let vocabulary = StoredVocabulary(database: database)
    func found(_ phrase: String) -> [String] {
      vocabulary.entries(spelled: VocabularyKeys.spelling(phrase), in: [.user(.carName)])
        .map(\.term.spokenPhrase)
    }
    try database.addVocabularyTerm(SpeakableString(spokenPhrase: "Rosie"), of: .carName)
    #expect(found("rosie") == ["Rosie"])
    try database.beginDiscardableChanges()
    try database.addVocabularyTerm(SpeakableString(spokenPhrase: "Bluebell"), of: .carName)
    #expect(found("bluebell") == ["Bluebell"])
    try database.discardChanges()
    #expect(found("bluebell") == [])
    try database.beginDiscardableChanges()
    try database.addVocabularyTerm(SpeakableString(spokenPhrase: "Thistle"), of: .carName)
    #expect(found("bluebell") == [])
    #expect(found("thistle") == ["Thistle"])
    try database.discardChanges()
    // The version before the change comes back with the rollback, as it was.
    #expect(found("thistle") == [] && found("rosie") == ["Rosie"])
    // More changes than versions kept: the version rolled back to is read again.
    try database.beginDiscardableChanges()
    for car in ["Ash", "Birch", "Cedar", "Elm", "Fir", "Gorse"] {
      try database.addVocabularyTerm(SpeakableString(spokenPhrase: car), of: .carName)
      #expect(found(car) == [car])
    }
    try database.discardChanges()
    #expect(found("gorse") == [] && found("ash") == [] && found("rosie") == ["Rosie"])
    _ = try database.clearVocabulary(of: .carName)
    #expect(found("rosie") == [])
  }

  /// A stored term of a type no vocabulary has is a damaged state: lookups report it, with
  /// the term, rather than leave the term out and answer as if all were well.
  @Test func aStoredTermOfNoKnownTypeIsReportedNotLeftOut() throws {
    try database.addVocabularyTerm(SpeakableString(spokenPhrase: "Rosie"), of: .carName)
    try database.writer.write { db in
      try db.execute(
        sql: """
          INSERT INTO vocabulary (owner, type, position, spokenPhrase) VALUES ('', 99, 9, 'Bogus')
          """)
    }
    let faults = ReadFaults()
    let vocabulary = StoredVocabulary(database: database, faults: faults)
    #expect(vocabulary.entries(spelled: "rosie", in: [.user(.carName)]).isEmpty)
    #expect(
      faults.drain() == [
        "cannot read the vocabulary: SQLite error 1: the state's vocabulary term \"Bogus\" has "
          + "type 99, which is no vocabulary type"
      ])
    #expect(throws: DatabaseError.self) { try database.vocabularySets() }
  }

  /// One request's lookups read the vocabulary's version once, at the first: a change made
  /// after it is seen by the next request, not midway through this one.
  @Test func aRequestPinsTheVocabularyAtItsFirstLookup() throws {
    let vocabulary = StoredVocabulary(database: database)
    let request = vocabulary.pinned()
    func found(_ phrase: String, in lookup: any VocabularyLookup) -> Int {
      lookup.entries(spelled: VocabularyKeys.spelling(phrase), in: [.user(.carName)]).count
    }
    try database.addVocabularyTerm(SpeakableString(spokenPhrase: "Rosie"), of: .carName)
    #expect(found("rosie", in: request) == 1)
    try database.addVocabularyTerm(SpeakableString(spokenPhrase: "Thistle"), of: .carName)
    #expect(found("thistle", in: request) == 0)
    #expect(found("thistle", in: vocabulary.pinned()) == 1)
    #expect(found("thistle", in: vocabulary) == 1)
  }
}

/// AppIntentVocabulary.plist localized as an app bundle localizes it: a file per
/// `<language>.lproj`, the device's language chosen.
@Suite struct LocalizedVocabularyTests {
  static func file(_ example: String) -> String {
    """
    <?xml version="1.0" encoding="UTF-8"?>
    <plist version="1.0"><dict><key>IntentPhrases</key><array><dict>
    <key>IntentName</key><string>INSendMessageIntent</string>
    <key>IntentExamples</key><array><string>\(example)</string></array>
    </dict></array></dict></plist>
    """
  }

  @Test func eachLocalizationIsReadAndTheDevicesLanguageChosen() throws {
    let root = FileManager.default.temporaryDirectory
      .appendingPathComponent("vocab-\(UUID().uuidString)")
    let chat = root.appendingPathComponent("Chat")
    for (folder, example) in [
      ("", "Text hello to Bob"), ("fr.lproj", "Envoie bonjour à Bob"),
      ("es.lproj", "Envía hola a Bob"),
    ] {
      let place = chat.appendingPathComponent(folder)
      try FileManager.default.createDirectory(at: place, withIntermediateDirectories: true)
      try Self.file(example).write(
        to: place.appendingPathComponent("AppIntentVocabulary.plist"), atomically: true,
        encoding: .utf8)
    }
    // Only Spanish for this one: an English device has no vocabulary of it.
    let lists = root.appendingPathComponent("Lists/es.lproj")
    try FileManager.default.createDirectory(at: lists, withIntermediateDirectories: true)
    try Self.file("Añade leche").write(
      to: lists.appendingPathComponent("AppIntentVocabulary.plist"), atomically: true,
      encoding: .utf8)
    let files = try AppIntentVocabularyLoader.load(folders: [root])
    #expect(files.map(\.localization) == [nil, "es", "fr", "es"])
    func examples(_ locale: String) -> [String] {
      AppIntentVocabulary.localized(files, for: locale).flatMap(\.intentPhrases).flatMap(\.examples)
    }
    #expect(examples("fr-FR") == ["Envoie bonjour à Bob"])
    #expect(examples("es_ES") == ["Envía hola a Bob", "Añade leche"])
    #expect(examples("en-US") == ["Text hello to Bob"])
    #expect(examples("de-DE") == ["Text hello to Bob"])
  }
}
