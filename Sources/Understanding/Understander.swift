import IntentKit
import SpokenLanguage
import Synchronization

/// The locale requests are read in unless one is given.
public let defaultLocale = "en-US"

/// Turns typed requests into intents and replies into prompt answers. Pure and deterministic.
public struct Understander: Sendable {
  private let appMentions: AppMentions
  private let apps: [AppManifest]
  /// Recognises vocabulary terms: in parameters that take them, and where patterns look.
  public let vocabulary: VocabularyMatcher

  /// The language's grammar files, with the phrasings added at start: read and indexed at the
  /// first request, not at start (`Grammar.preload` may read them meanwhile).
  private let lazyGrammar: LazyGrammarMatcher
  private var grammar: GrammarMatcher? { lazyGrammar.matcher }
  /// English, read when the language's own grammar reads nothing, for the intents it has no
  /// phrasing of: a domain the language has no grammar for (payments, rides in a French
  /// session) is still understood when asked in English, and the dialog says it answers in
  /// English; an intent the language reads is asked in that language only. Nil for English
  /// itself; built at its first use.
  private let lazyFallback: LazyGrammarMatcher?
  /// The language requests are read in: "en", "fr".
  public let language: String

  /// Understands requests for `apps`, recognising terms from `vocabulary` (user first, then
  /// global); terms of apps not in `apps` are ignored. `appsNotInstalled` are known by name
  /// only: a request that names one says so, for the dialog to tell the user. `locale`
  /// ("en-US", "fr-FR") chooses the language; one intentsh has no grammar for reads English.
  /// `grammars` are phrasings added at start (`--grammar`): in another language they join
  /// the bundled ones.
  public init(
    apps: [AppManifest], appsNotInstalled: [AppManifest] = [],
    vocabulary: [any VocabularyLookup] = [], locale: String = defaultLocale,
    grammars: [Grammar] = [],
    addressBook: (any AddressBookLookup)? = nil, notebook: (any NotebookLookup)? = nil,
    places: (any PlaceLookup)? = nil
  ) {
    self.apps = apps
    appMentions = AppMentions(apps: apps + appsNotInstalled)
    self.vocabulary = VocabularyMatcher(
      sources: vocabulary, installedApps: Set(apps.map(\.name)))
    let language = Self.reads(locale) ? Self.language(of: locale) : "en"
    self.language = language
    let appMentions = self.appMentions
    let vocabulary = self.vocabulary
    let handled = Set(apps.flatMap(\.supportedIntents))
    let matcher = { @Sendable (grammar: Grammar) in
      GrammarMatcher(
        grammar: grammar, apps: appMentions, handled: handled, vocabulary: vocabulary,
        addressBook: addressBook, notebook: notebook, places: places)
    }
    lazyFallback =
      language == Self.defaultLanguage
      ? nil
      : LazyGrammarMatcher {
        Grammar.bundled(language: Self.defaultLanguage).map(matcher)
      }
    lazyGrammar = LazyGrammarMatcher {
      let bundled = Grammar.bundled(language: language)
      // The bundled grammar as it is when nothing joins it: loaded and indexed once a process.
      let joined =
        grammars.isEmpty
        ? bundled ?? Grammar(language: language, rules: [])
        : Grammar.joined(language: language, [bundled].compactMap { $0 } + grammars)
      guard !joined.rules.isEmpty else { return nil }
      return matcher(joined)
    }
  }

  /// "fr" for "fr-FR", "fr_CA" or "FR".
  public static func language(of locale: String) -> String {
    String(locale.prefix { $0.isLetter }).lowercased()
  }

  /// The languages intentsh reads requests in.
  public static var languages: [String] {
    Array(Set([defaultLanguage] + Grammar.bundledLanguages)).sorted()
  }

  /// Whether intentsh reads requests in `locale`'s language.
  public static func reads(_ locale: String) -> Bool {
    // The default language needs no look into the bundle, which costs the start more than
    // the answer.
    let language = language(of: locale)
    return language == defaultLanguage || Grammar.bundledLanguages.contains(language)
  }

  /// The language of `defaultLocale`, always read.
  private static let defaultLanguage = language(of: defaultLocale)

  /// Every reading the language's grammar proposes for a request, best first, each scored:
  /// what `parse` shows, with the runner-up. Those two name the vocabulary terms their words
  /// say (and the app whose terms they are); the others are as the grammar read them, as no
  /// one shows them and recognizing terms in each was a fifteenth of understanding.
  public func readings(of text: String) -> [GrammarReading] {
    // The user's vocabulary, read once for the request however often its rules ask.
    let vocabulary = self.vocabulary.pinned()
    var readings = grammar?.using(vocabulary).readings(of: text) ?? []
    if readings.isEmpty, let fallback = lazyFallback?.matcher {
      let own = grammar?.intents ?? []
      readings = fallback.using(vocabulary).readings(of: text).filter {
        !own.contains($0.intent.name)
      }
    }
    for index in readings.indices.prefix(Self.readingsShown) {
      let owner = recognizeTerms(in: &readings[index].intent, vocabulary: vocabulary)
      if readings[index].intent.app == nil { readings[index].intent.app = owner }
    }
    return readings
  }

  /// The readings shown: the intent and the runner-up.
  static let readingsShown = 2

  /// The intent a request asks for, with its raw parameters (nothing resolved), or nil when not understood.
  /// `app` is set when the request names an app by its name or an alternative name (case-insensitive, spaces ignored: "unicorn chat", "UnicornChat", "unicornchat"), and that app is in `apps` or `appsNotInstalled`.
  public func understand(_ text: String) -> Intent? {
    understandWithReadings(text).intent
  }

  /// The intent, and every reading the grammar proposed, best first (the first is the
  /// intent's when a grammar read it): what `parse` and `--trace` show, found in one pass.
  public func understandWithReadings(_ text: String) -> (
    intent: Intent?, readings: [GrammarReading]
  ) {
    let readings = readings(of: text)
    return (readings.first?.intent, readings)
  }

  /// Replaces the words said for each speakable parameter with the vocabulary term they name
  /// (canonical spelling, vocabulary identifier, alternatives). Returns the app whose
  /// vocabulary was recognised, when that app can handle the intent: "book a RainbowCar"
  /// means UnicornRides.
  private func recognizeTerms(in intent: inout Intent, vocabulary: VocabularyMatcher) -> String? {
    guard let schema = schema(for: intent.name) else { return nil }
    var owners = Set<String>()
    for parameter in schema.parameters where Self.titled.contains(parameter.valueType) {
      guard let value = intent.parameters[parameter.name] else { continue }
      intent.parameters[parameter.name] = recognizeTerms(
        in: value, for: intent.name, parameter: parameter.name, vocabulary: vocabulary,
        owners: &owners)
    }
    // Unresolved parameters said as words ("the climbing group") name terms too.
    for name in schema.unresolvedParameters {
      guard case .speakable(let said)? = intent.parameters[name] else { continue }
      intent.parameters[name] = recognizeTerms(
        in: .speakable(said), for: intent.name, parameter: name, vocabulary: vocabulary,
        owners: &owners)
    }
    guard owners.count == 1, let owner = owners.first,
      apps.first(where: { $0.name == owner })?.supports(intent.name) == true
    else { return nil }
    return owner
  }

  /// A SiriKit intent's schema, or that of an app's own intent the grammar reads.
  private func schema(for name: IntentName) -> IntentSchema? {
    grammar?.grammar.schema(for: name) ?? lazyFallback?.matcher?.grammar.schema(for: name)
      ?? IntentCatalog.schema(for: name)
  }

  /// The value types whose words may name a vocabulary term.
  private static let titled: Set<ParameterValueType> = [
    .speakableString, .taskList, .note, .paymentAccount,
  ]

  /// A value typed in answer to a question about `parameter`, with the vocabulary term its words
  /// name, exactly as when the same words come in the request: "Which ride?" "the rainbow car".
  public func recognizeTerms(
    in answer: IntentValue, for intent: IntentName, parameter: String
  ) -> IntentValue {
    guard let schema = schema(for: intent)?.parameter(named: parameter),
      Self.titled.contains(schema.valueType)
    else { return answer }
    var owners = Set<String>()
    return recognizeTerms(
      in: answer, for: intent, parameter: parameter, vocabulary: vocabulary, owners: &owners)
  }

  private func recognizeTerms(
    in value: IntentValue, for intent: IntentName, parameter: String,
    vocabulary: VocabularyMatcher, owners: inout Set<String>
  ) -> IntentValue {
    let scopes = VocabularyScopes.scopes(for: intent, parameter: parameter)
    // Asked once, not for each of a thousand items: most parameters no vocabulary names.
    guard vocabulary.mayHaveEntries(in: scopes) else { return value }
    /// The term the words name, if any; the owner is noted.
    func term(_ said: SpeakableString) -> SpeakableString? {
      guard said.vocabularyIdentifier == nil,
        let match = vocabulary.match(said.spokenPhrase, in: scopes)
      else { return nil }
      if let owner = match.owner { owners.insert(owner) }
      return match.speakable
    }
    func recognized(_ value: IntentValue) -> IntentValue {
      switch value {
      case .string(let text):
        let said = SpeakableString(spokenPhrase: text)
        return .speakable(term(said) ?? said)
      case .speakable(let said): return .speakable(term(said) ?? said)
      // A list or note said by title ("my grocery store list") is the list the title names.
      case .taskList(var list):
        list.title = term(list.title) ?? list.title
        return .taskList(list)
      case .note(var note):
        note.title = term(note.title) ?? note.title
        return .note(note)
      // An account said by nickname ("nest egg") is the account the nickname names.
      case .paymentAccount(var account):
        account.nickname = term(account.nickname) ?? account.nickname
        return .paymentAccount(account)
      default: return value
      }
    }
    if case .array(let items) = value { return .array(items.map(recognized)) }
    return recognized(value)
  }

  /// What a reply to a prompt means. A reply that is a whole request of its own (it names an
  /// app, or says both who and what) starts that request instead of answering.
  public func interpret(_ text: String, expecting: AnswerExpectation) -> PromptAnswer {
    var answer = PromptAnswers.interpret(
      text, expecting: withLexiconNames(expecting), in: AnswerWords.of(language))
    // A number of people said as a request says it: "How many?" "3 people".
    if answer == .unrecognized, expecting == .value(.integer),
      let count = grammar?.party(in: text)
    {
      answer = .value(.integer(count))
    }
    if case .yesNoOrValue = expecting { return followUp(text, answer) }
    switch answer {
    case .cancel, .yes, .no, .nextPage, .previousPage, .choice, .newRequest:
      return answer
    case .value, .unrecognized:
      guard let intent = understand(text), Self.isWholeRequest(intent) else { return answer }
      return .newRequest(intent)
    }
  }

  /// The options of a choice with the other words the grammar's lexicons give for them: a
  /// handle labelled "mobile" is also picked by "cell" (a `label…` lexicon lists one label's
  /// words), the only email address by "email" (`emailNoun`), the only number by "phone"
  /// (`phoneNoun`): the words requests use for them are the words answers use.
  private func withLexiconNames(_ expecting: AnswerExpectation) -> AnswerExpectation {
    guard case .choice(var options, let visible) = expecting,
      let names = grammar?.handleNames
    else { return expecting }
    let (labels, emailWords, phoneWords) = (names.labels, names.email, names.phone)
    for index in options.indices {
      let title = NameNormalizer.words(options[index].title).joined(separator: " ")
      var names = labels.filter { $0.contains(title) }.reduce(into: Set<String>()) {
        $0.formUnion($1)
      }
      if let subtitle = options[index].subtitle {
        if subtitle.contains("@") {
          names.formUnion(emailWords)
        } else if subtitle.filter(\.isNumber).count >= 7 {
          names.formUnion(phoneWords)
        }
      }
      names.remove(title)
      options[index].aliases += names.sorted()
    }
    return .choice(options: options, visible: visible)
  }

  /// At a follow-up anything said is the value a yes would ask for, unless it is a request:
  /// a reply said as one ("tell him see you at six") is its content; any other request starts.
  private func followUp(_ text: String, _ answer: PromptAnswer) -> PromptAnswer {
    switch answer {
    case .value, .unrecognized:
      guard let intent = understand(text) else { return answer }
      guard intent.continuesOffer, intent.app == nil else { return .newRequest(intent) }
      return intent.said(SendMessageIntent.content).map { .value($0) } ?? .yes
    default:
      return answer
    }
  }

  private static func isWholeRequest(_ intent: Intent) -> Bool {
    // A media search is a request's whole object: "play Late Licence" asked at "What do you
    // want to listen to?" is asked anew.
    intent.app != nil || intent.parameters.count >= 2
      || intent.parameters[MediaRequest.mediaSearch] != nil
  }
}

/// The grammar matcher, built at its first use, once, by whichever thread asks first; another
/// asking meanwhile waits for it. A shell that quits before its first request never builds it.
final class LazyGrammarMatcher: Sendable {
  private enum State {
    case unbuilt(@Sendable () -> GrammarMatcher?)
    case built(GrammarMatcher?)
  }

  private let state: Mutex<State>

  init(_ build: @escaping @Sendable () -> GrammarMatcher?) { state = Mutex(.unbuilt(build)) }

  var matcher: GrammarMatcher? {
    state.withLock { state in
      switch state {
      case .built(let matcher): return matcher
      case .unbuilt(let build):
        let matcher = build()
        state = .built(matcher)
        return matcher
      }
    }
  }
}
