import Foundation
import IntentKit
import SpokenLanguage
import Synchronization

/// One rule of a grammar: an intent, the parameter values its phrasings fix, and one phrasing.
struct GrammarRule: Hashable, Sendable {
  var intent: IntentName
  /// Values every phrasing of the rule gives: `set itemType = taskList`.
  var fixed: [String: IntentValue]
  /// `set continuesOffer = true`: a request that continues what the last follow-up offered
  /// ("reply saying ok", "tell him I'm late" after messages were read), when it names no one
  /// else.
  var continuesOffer = false
  var pattern: GrammarPattern
  /// Where the phrasing is written, for `--trace` and errors: "lists.grammar:12".
  var source: String
  /// Words of which every match contains one, per set (`GrammarPattern.requiredWordSets`),
  /// the smallest sets first, kept once.
  var requiredWordSets: [Set<String>]

  init(intent: IntentName, fixed: [String: IntentValue], pattern: GrammarPattern, source: String) {
    self.intent = intent
    self.fixed = fixed
    self.pattern = pattern
    self.source = source
    requiredWordSets = pattern.requiredWordSets.sorted { $0.count < $1.count }
  }
}

/// A grammar file that cannot be read, located as file:line.
public struct GrammarFileError: Error, Equatable, CustomStringConvertible {
  public var file: String
  /// Nil for a problem of the whole file or folder.
  public var line: Int?
  public var problem: String

  public var description: String {
    line.map { "\(file):\($0): \(problem)" } ?? "\(file): \(problem)"
  }
}

/// The requests of one language as data: `*.grammar` files, each a list of intents with their
/// phrasings. The files are the spec of what is understood. A file reads:
///
///     # A comment.
///     define please = [s'il (te|vous) plaît]
///
///     intent searchForNotebookItems
///     set itemType = taskList
///     (montre|affiche) moi mes listes [de tâches] [dans {app}] <please>
///
/// `intent NAME` starts a rule (an intent as DESIGN names it); `set PARAMETER = VALUE` fixes a
/// parameter for the rule's phrasings (or `set continuesOffer = true`, spelt
/// `isReplyToLastMessage` for `sendMessage` too); every other line is a phrasing (`GrammarPattern`), whose `{slots}` are the intent's
/// parameters (those it resolves and those it takes as said, such as `speakableGroupName`) or
/// `{app}`.
public struct Grammar: Sendable {
  /// "en", "fr": the language part of a locale.
  public let language: String
  let rules: [GrammarRule]
  /// The words of each `define`d phrase, across the language's files: lexicons that slot
  /// readers consult ("carNoun", "carMake").
  let lexicons: [String: Set<String>]
  /// Each `define`d phrase, for slots that take one (`{dateTimeRange:messageTime}`); a name
  /// several files define is any of their phrases.
  let phrases: [String: GrammarPattern]
  /// Which rules a request's words let match, worked out once per grammar.
  let ruleIndex: RuleIndex
  /// The intents an app defines itself (custom intents) that the rules read, by name; SiriKit's
  /// are IntentCatalog's.
  let customIntents: [IntentName: IntentSchema]
  /// The rules compiled for matching, shared by every matcher made from this grammar or a
  /// copy of it (the bundled grammar is read once a process).
  let programs = CompiledPrograms()

  /// `indexed: false` leaves the rule index empty, for a file's grammar that is only ever
  /// joined with the others of its folder (the joined grammar indexes every rule).
  init(
    language: String, rules: [GrammarRule], lexicons: [String: Set<String>] = [:],
    phrases: [String: GrammarPattern] = [:], customIntents: [IntentName: IntentSchema] = [:],
    indexed: Bool = true
  ) {
    self.language = language
    self.rules = rules
    self.lexicons = lexicons
    self.phrases = phrases
    self.customIntents = customIntents
    ruleIndex = RuleIndex(indexed ? rules : [])
  }

  /// The rules and lexicons of several grammars of one language, as one.
  init(language: String, joining grammars: [Grammar]) {
    self.init(
      language: language, rules: grammars.flatMap(\.rules),
      lexicons: grammars.reduce(into: [:]) { all, grammar in
        all.merge(grammar.lexicons) { $0.union($1) }
      },
      phrases: grammars.reduce(into: [:]) { all, grammar in
        all.merge(grammar.phrases) { $0 == $1 ? $0 : .choice([$0, $1]) }
      },
      customIntents: grammars.reduce(into: [:]) { all, grammar in
        all.merge(grammar.customIntents) { first, _ in first }
      })
  }

  /// The schema of an intent the rules read.
  func schema(for name: IntentName) -> IntentSchema? {
    IntentCatalog.schema(for: name) ?? customIntents[name] ?? Self.beyondIntents[name]
  }

  /// What a grammar may read besides intents: Now Playing commands and questions, which Siri
  /// sends to the app playing rather than resolving an intent.
  static let beyondIntents: [IntentName: IntentSchema] = [
    NowPlayingRequest.schema.name: NowPlayingRequest.schema
  ]

  /// The rules of one file's text; `file` names it in errors.
  static func rules(in text: String, file: String) throws(GrammarFileError) -> [GrammarRule] {
    try parse(text, file: file).rules
  }

  /// One file's text as a grammar of `language`. Its rules may read SiriKit's intents and
  /// `customIntents`, the intents apps define themselves. The same text read again is the
  /// same grammar, not a copy (`Memo`): what is made of it once, joined with others and
  /// compiled, is made once.
  static func parse(
    _ text: String, file: String, language: String = "en", customIntents: [CustomIntent] = [],
    indexed: Bool = true
  ) throws(GrammarFileError) -> Grammar {
    let key = Memo.ParseKey(
      text: text, file: file, language: language, customIntents: customIntents,
      indexed: indexed)
    if let read = memo.withLock({ $0.parsed[key] }) { return read }
    let read = try read(
      text, file: file, language: language, customIntents: customIntents, indexed: indexed)
    memo.withLock { $0.keep(read, for: key) }
    return read
  }

  /// Several grammars of one language as one: `init(language:joining:)`, made once for the
  /// same grammars. A session restarted on its data set (`:reset`) joins the bundled grammar
  /// with its apps' again; joining and indexing its thousands of rules, and compiling those
  /// requests use, cost a replay round a hundredth of its time for one such transcript.
  static func joined(language: String, _ grammars: [Grammar]) -> Grammar {
    let key = Memo.JoinKey(
      language: language, grammars: grammars.map { ObjectIdentifier($0.programs) })
    if let joined = memo.withLock({ $0.joined[key]?.grammar }) { return joined }
    let joined = Grammar(language: language, joining: grammars)
    memo.withLock { $0.keep(joined, joining: grammars, for: key) }
    return joined
  }

  /// The grammars read and joined in this process, so that reading or joining the same ones
  /// again gives the same grammar. A grammar is known by its compiled programs, an object
  /// every copy of it shares. Bounded: a shell whose grammar files are edited and read again
  /// and again keeps the latest only.
  private struct Memo: Sendable {
    struct ParseKey: Hashable, Sendable {
      var text: String
      var file: String
      var language: String
      var customIntents: [CustomIntent]
      var indexed: Bool
    }
    struct JoinKey: Hashable, Sendable {
      var language: String
      var grammars: [ObjectIdentifier]
    }
    var parsed: [ParseKey: Grammar] = [:]
    /// Each joined grammar with the grammars it joins: kept alive, their objects' identities
    /// cannot be taken by others while the key names them.
    var joined: [JoinKey: (grammars: [Grammar], grammar: Grammar)] = [:]
    static let most = 64

    mutating func keep(_ grammar: Grammar, for key: ParseKey) {
      if parsed.count >= Self.most { parsed = [:] }
      parsed[key] = grammar
    }

    mutating func keep(_ grammar: Grammar, joining grammars: [Grammar], for key: JoinKey) {
      if joined.count >= Self.most { joined = [:] }
      joined[key] = (grammars, grammar)
    }
  }

  private static let memo = Mutex(Memo())

  private static func read(
    _ text: String, file: String, language: String, customIntents: [CustomIntent],
    indexed: Bool
  ) throws(GrammarFileError) -> Grammar {
    var rules: [GrammarRule] = []
    var definitions: [String: GrammarPattern] = [:]
    var definitionSlots: [String: [GrammarPattern.SlotReader]] = [:]
    // The intent of the lines that follow, and the slot names its phrasings may use, worked
    // out once for all its lines.
    var intent: (name: IntentName, schema: IntentSchema, slots: Set<String>)?
    var fixed: [String: IntentValue] = [:]
    var continuesOffer = false
    var read: [IntentName: IntentSchema] = [:]
    // Lines split as bytes: splitting the text's characters cost a sixth of reading the
    // bundled grammar, read at every start.
    let lines = text.utf8.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false)
    for (index, bytes) in lines.enumerated() {
      let number = index + 1
      let raw = Substring(bytes)
      func fail(_ problem: String) -> GrammarFileError {
        GrammarFileError(file: file, line: number, problem: problem)
      }
      let line = raw.trimmedOfBlanks
      if line.isEmpty || line.hasPrefix("#") { continue }
      let (keyword, rest) = Self.keyword(of: line)
      switch keyword {
      case "intent":
        let name = IntentName(rest)
        let custom = customIntents.first { $0.name == name }?.schema
        guard let schema = IntentCatalog.schema(for: name) ?? custom ?? Self.beyondIntents[name]
        else {
          throw fail(
            "no intent \"\(rest)\" (intents are named as in SiriKit, sendMessage, addTasks, or"
              + " are an app's own)")
        }
        if let custom { read[name] = custom }
        let tasks = schema.parameters.filter { $0.valueType == .task }.map { $0.name + ".list" }
        let slots = Set(schema.parameters.map(\.name) + schema.unresolvedParameters)
          .union([GrammarSlot.app, GrammarSlot.unkept]).union(tasks)
          .union(GrammarSlot.mediaSearchFields(of: schema))
        intent = (name, schema, slots)
        fixed = [:]
        continuesOffer = false
      case "define":
        let parts = rest.split(separator: "=", maxSplits: 1).map {
          $0.trimmedOfBlanks
        }
        guard parts.count == 2, GrammarText.isName(parts[0]) else {
          throw fail("write: define NAME = PHRASE")
        }
        do {
          let (pattern, slots) = try GrammarPattern.read(
            parts[1], definitions: definitions, definitionSlots: definitionSlots)
          definitions[parts[0]] = pattern
          definitionSlots[parts[0]] = slots
        } catch {
          throw fail("column \(error.column) of the phrase: \(error.problem)")
        }
      case "set":
        guard let (name, schema, _) = intent else {
          throw fail("\"set\" before any \"intent\"")
        }
        let parts = rest.split(separator: "=", maxSplits: 1).map {
          $0.trimmedOfBlanks
        }
        if parts.count == 2, Self.continuationAttributes.contains(parts[0]) {
          guard parts[1] == "true" else { throw fail("\(parts[0]) can only be set to true") }
          continuesOffer = true
          continue
        }
        if parts.count == 2, let field = GrammarSlot.mediaSearchField(parts[0], of: schema) {
          var search = fixed[MediaRequest.mediaSearch].flatMap(MediaSearch.init) ?? MediaSearch()
          guard search.fix(field, to: parts[1]) else {
            throw fail("\(parts[0]) cannot be \"\(parts[1])\"")
          }
          fixed[MediaRequest.mediaSearch] = .mediaSearch(search)
          continue
        }
        guard parts.count == 2, let parameter = schema.parameter(named: parts[0]) else {
          let names = schema.parameters.map(\.name).joined(separator: ", ")
          throw fail("write: set PARAMETER = VALUE, with a parameter of \(name) (\(names))")
        }
        guard let value = Self.value(parts[1], as: parameter.valueType) else {
          throw fail("\(parts[0]) takes a \(parameter.valueType.rawValue), not \"\(parts[1])\"")
        }
        fixed[parameter.name] = value
      default:
        guard let (name, schema, known) = intent else {
          throw fail("a phrasing before any \"intent\" line")
        }
        let pattern: GrammarPattern
        let slotReaders: [GrammarPattern.SlotReader]
        do {
          (pattern, slotReaders) = try GrammarPattern.read(
            line, definitions: definitions, definitionSlots: definitionSlots)
        } catch {
          throw fail("column \(error.column): \(error.problem)")
        }
        if let unknown = slotReaders.map(\.name).filter({ !known.contains($0) }).sorted().first {
          let names = schema.parameters.map(\.name).joined(separator: ", ")
          throw fail("{\(unknown)} is not a parameter of \(name) (\(names)) nor {app}")
        }
        if let unknown = slotReaders.compactMap(\.reader).first(where: {
          GrammarSlotReader.named($0) == nil && definitions[$0] == nil
        }) {
          let readers = GrammarSlotReader.allCases.map(\.rawValue).joined(separator: ", ")
          throw fail(
            "no slot reader \"\(unknown)\" (readers: \(readers); or a phrase defined before this line)"
          )
        }
        var rule = GrammarRule(
          intent: name, fixed: fixed, pattern: pattern, source: "\(file):\(number)")
        rule.continuesOffer = continuesOffer
        rules.append(rule)
      }
    }
    return Grammar(
      language: language, rules: rules,
      lexicons: definitions.mapValues { Set($0.literalWords) }, phrases: definitions,
      customIntents: read, indexed: indexed)
  }

  /// The intent attribute a `set` line may fix besides parameters.
  /// `continuesOffer`, and its older spelling for replies.
  private static let continuationAttributes: Set<String> = [
    "continuesOffer", "isReplyToLastMessage",
  ]

  private static func keyword(of line: String) -> (String, String) {
    guard let space = line.firstIndex(of: " ") else { return (line, "") }
    let word = String(line[..<space])
    guard ["intent", "define", "set"].contains(word) else { return ("", line) }
    return (word, line[space...].trimmedOfBlanks)
  }

  /// A fixed value as its parameter's type holds it.
  private static func value(_ text: String, as type: ParameterValueType) -> IntentValue? {
    switch type {
    case .string: return .string(text)
    case .speakableString: return .speakable(SpeakableString(spokenPhrase: text))
    case .boolean:
      switch text {
      case "true": return .boolean(true)
      case "false": return .boolean(false)
      default: return nil
      }
    case .integer: return Int(text).map(IntentValue.integer)
    case .number: return Double(text).map(IntentValue.number)
    default: return nil
    }
  }

  /// Every `*.grammar` file in `folder`, in name order; `language` is the folder's language.
  /// Rules are named by the file's path, or for the bundled ones as "fr/lists.grammar".
  /// Its rules may read `customIntents` besides SiriKit's intents.
  public static func load(folder: URL, language: String, customIntents: [CustomIntent] = [])
    throws -> Grammar
  {
    try load(folder: folder, language: language, bundled: false, customIntents: customIntents)
  }

  private static func load(
    folder: URL, language: String, bundled: Bool, customIntents: [CustomIntent] = []
  ) throws -> Grammar {
    let names: [String]
    do {
      names = try FileManager.default.contentsOfDirectory(atPath: folder.path)
        .filter { $0.hasSuffix(".grammar") }.sorted()
    } catch {
      throw GrammarFileError(file: folder.path, line: nil, problem: "cannot list the folder")
    }
    var grammars: [Grammar] = []
    for name in names {
      let url = folder.appendingPathComponent(name)
      guard let data = FileManager.default.contents(atPath: url.path),
        let text = String(data: data, encoding: .utf8)
      else {
        throw GrammarFileError(file: url.path, line: nil, problem: "cannot read it as UTF-8 text")
      }
      // The bundled files are read once a process (`bundled(language:)` keeps them): no memo
      // of their text, which hashing would cost every start.
      grammars.append(
        bundled
          ? try Self.read(
            text, file: "\(language)/\(name)", language: language, customIntents: customIntents,
            indexed: false)
          : try Self.parse(
            text, file: url.path, language: language, customIntents: customIntents,
            indexed: false))
    }
    return bundled
      ? Grammar(language: language, joining: grammars) : joined(language: language, grammars)
  }

  /// Phrasings written by code rather than kept in a file (an app made from an intent
  /// definition phrases its intents from their titles); `file` names them in errors and traces.
  public static func load(
    text: String, file: String, locale: String, customIntents: [CustomIntent] = []
  ) throws(GrammarFileError) -> Grammar {
    try parse(
      text, file: file, language: Understander.language(of: locale), customIntents: customIntents)
  }

  /// Each folder's grammar, read for `locale`'s language: `--grammar` folders, and a
  /// transcript's `# grammar:` headers.
  public static func load(folders: [URL], locale: String, customIntents: [CustomIntent] = [])
    throws -> [Grammar]
  {
    let language = Understander.language(of: locale)
    return try folders.map {
      try load(folder: $0, language: language, customIntents: customIntents)
    }
  }

  /// The grammar that ships with intentsh for `language`, nil when there is none. Each
  /// language is read at its first use only, so a shell reads no language but its own.
  /// Whoever asks while another thread reads it (`preload`) waits for that reading.
  public static func bundled(language: String) -> Grammar? {
    bundledGrammars.withLock { cache in
      if let cached = cache[language] { return cached }
      let loaded = bundledLanguages.contains(language) ? readBundled(language) : nil
      cache[language] = loaded
      return loaded
    }
  }

  /// Starts reading the bundled grammar of `language` on a thread of its own, so that it is
  /// ready by the first request rather than read before the first prompt: the shell's start
  /// does not wait for it. Once a process per language: a command asked again after the
  /// process's start began it (`Intentsh`), and a second thread only waited for the first.
  public static func preload(language: String) {
    guard preloading.withLock({ $0.insert(language).inserted }) else { return }
    Thread.detachNewThread { _ = bundled(language: language) }
  }

  /// The languages `preload` has started reading.
  private static let preloading = Mutex<Set<String>>([])

  /// A bundled language's files. A broken bundled file is a fault of the build, which
  /// `GrammarFileTests` catches: it stops intentsh saying which file and line, rather than
  /// leave the language understanding nothing.
  private static func readBundled(_ language: String) -> Grammar? {
    guard let root = bundledFolder else { return nil }
    do {
      return try load(
        folder: root.appendingPathComponent(language), language: language, bundled: true)
    } catch {
      preconditionFailure("the bundled \(language) grammar is broken: \(error)")
    }
  }

  private static let bundledGrammars = Mutex<[String: Grammar?]>([:])

  /// The languages with a bundled grammar (its folder's names), sorted.
  public static let bundledLanguages: [String] = {
    guard let root = bundledFolder,
      let languages = try? FileManager.default.contentsOfDirectory(atPath: root.path)
    else { return [] }
    return languages.sorted()
  }()

  /// The folder of bundled grammars, for tests and `intentsh` to list.
  public static let bundledFolder: URL? =
    BundledResources.folder("intentsh_Understanding.resources") { Bundle.module }?
    .appendingPathComponent("Grammars")
}

/// The rules a request may match, found from its words instead of asking every rule: each
/// rule is filed under the words of one set it needs (`GrammarRule.requiredWordSets`, the
/// smallest), and a request's words give the few rules worth matching.
struct RuleIndex: Sendable {
  /// Rules that need no word in particular, tried on every request.
  private let alwaysTried: [Int]
  /// A number for each word some rule needs: a request's words are looked up once, and the
  /// rules' sets are then checked by number, with no more hashing.
  private let wordNumbers: [String: Int]
  /// Rules by the number of a word of their smallest required set.
  private let rulesByWord: [[Int]]
  /// Each rule's required sets, as word numbers.
  private let requiredSets: [[[Int]]]

  init(_ rules: [GrammarRule]) {
    var alwaysTried: [Int] = []
    var wordNumbers: [String: Int] = [:]
    var rulesByWord: [[Int]] = []
    func number(_ word: String) -> Int {
      if let known = wordNumbers[word] { return known }
      wordNumbers[word] = rulesByWord.count
      rulesByWord.append([])
      return rulesByWord.count - 1
    }
    var requiredSets: [[[Int]]] = []
    for (index, rule) in rules.enumerated() {
      requiredSets.append(rule.requiredWordSets.map { $0.map(number) })
      guard let key = rule.requiredWordSets.first else {
        alwaysTried.append(index)
        continue
      }
      for word in key { rulesByWord[number(word)].append(index) }
    }
    self.alwaysTried = alwaysTried
    self.wordNumbers = wordNumbers
    self.rulesByWord = rulesByWord
    self.requiredSets = requiredSets
  }

  /// The indices of the rules whose every required set has a word in `present`, in the
  /// order the rules are written.
  func candidates(for present: some Sequence<String>) -> [Int] {
    // Flags rather than sets of indices: no hashing. Only the rules a word said keys are
    // looked at, not every rule of the grammar.
    var said = [Bool](repeating: false, count: rulesByWord.count)
    var keyed = alwaysTried
    for word in present {
      guard let number = wordNumbers[word], !said[number] else { continue }
      said[number] = true
      keyed += rulesByWord[number]
    }
    keyed.sort()
    var candidates: [Int] = []
    // A rule keyed by several words said is in `keyed` once for each, one after another.
    for index in keyed where index != candidates.last {
      if requiredSets[index].allSatisfy({ $0.contains { said[$0] } }) { candidates.append(index) }
    }
    return candidates
  }
}

/// The readers a slot can name (`{carName:car}`), written in Swift and shared by every
/// grammar; a slot that names none is read as its parameter's type. A slot may instead name a
/// phrase the file defines (`{dateTimeRange:messageTime}`): its words must be that phrase.
enum GrammarSlotReader: String, CaseIterable, Sendable {
  /// Any words.
  case text
  /// What someone is told: any words, but not a thing sent instead of words said ("send my
  /// shopping list to John"): no word of the grammar's `notMessage` lexicon, not a number or
  /// an amount alone.
  case message
  /// A title (a list's, a note's): any words but a `determiner` first, which is the
  /// phrasing's ("my list" names no list).
  case title
  /// A car: words ending in a `carNoun` or starting with a `carMake` (lexicons the grammar
  /// defines), or a car name the user's vocabulary knows; a `determiner` before it is left out.
  case car
  /// A task: up to six words without the `determiner` before them, none an `itemReference`
  /// ("it", "this item": the dialog asks which); confirmed when the user's lists hold it.
  case task
  /// A task the user's lists hold ("I picked up the eggs"), and nothing else: where no verb
  /// says the words are a task.
  case knownTask
  /// A list's title: any words but a `determiner` first, confirmed when the user's lists
  /// have a list so titled.
  case list
  /// A list's title said without the word "list" ("add milk to my groceries"): as `list`,
  /// but no `notListTarget` word in it ("the timer", "my calendar") and not numbers alone.
  case unnamedList
  /// A list's title the user's lists have, and nothing else: where no "list" word says the
  /// words are a list's ("put 20 bucks in the rainy day fund" names none).
  case knownList
  /// A note's title, as `list` for notes.
  case note
  /// Several items, parted by commas and the grammar's `and` words: "eggs, milk and bread";
  /// none an `itemReference` word, nor numbers alone ("add 5 to 7"), nor starting with a
  /// `namingWord` ("create a list called" names no item).
  case items
  /// Items said where no list is named ("delete milk", "add milk to my groceries"): as
  /// `items`, but no `notItem` word (another app's things: "delete meeting", "add a note to
  /// attend") and no time said ("delete the party tomorrow at 2").
  case unlistedItems
  /// Items to be reminded of with no time said: as `items`, but no `timeWord`, no clock
  /// time ("6pm", "5:30") and no `timeLead` before a number ("at 5"). A reminder with a time
  /// is the calendar's, which no list can hold.
  case untimedItems
  /// An amount of money: "$25", "twenty bucks", "12.50 euros", "twelve fifty" (dollars and
  /// cents said as two numbers), "a fiver".
  case amount
  /// An amount where only money can be meant ("pay Ana 15 zorkmids"): as `amount`, but a
  /// word after the number no currency has is read as an unknown currency, for the app to
  /// refuse, not as a thing counted ("transfer 5 files").
  case money
  /// One of the user's accounts: a type ("savings", "my checking account"), or a nickname,
  /// confirmed when the vocabulary knows it ("nest egg").
  case account
  /// An account where only an account can be meant ("move $50 from checking to NestEgg"):
  /// as `account`, but any few words are read as a nickname, unconfirmed, for the app to
  /// resolve.
  case anyAccount
  /// An account said by its type ("savings", "my credit card"), read as the type's words.
  case accountType
  /// An account said by a nickname ("the rainy day fund", "nest egg"), not by a type.
  case accountNickname
  /// A group conversation the user's vocabulary knows by name ("the climbing group"); a
  /// `determiner` before it is left out.
  case group
  /// People the address book knows by full, given, family or nick name, one or several,
  /// parted by commas and the grammar's `and` words.
  case person
  /// A place: words that are neither a time nor a party, confirmed when the user's places
  /// know them by name or alias ("the airport", "home").
  case place
  /// A time as the app reads it (`SpokenTime`): "6pm", "tomorrow at 8", "in 20 minutes",
  /// "friday". A bare hour ("6") is a time only after a `clockLead` word ("at 6"): "for 6" is
  /// a party.
  case time
  /// How many people: a number, then maybe a `partyNoun` ("3 people", "two", "four of us",
  /// with `partyOf` between); after a
  /// `partySelf` word and `and`, the user counts too ("me and two friends" is 3).
  case party
  /// A ride option: one the vocabulary knows ("a rainbow car"), a `rideKind` ("limo"), or one
  /// word ending in a `rideNoun` ("sparklecar"). Generic ride words alone name none.
  case rideOption
}

extension GrammarSlotReader {
  /// The reader a slot names, nil for a phrase: the matcher asks at every place a slot is
  /// tried, and a table answers in one lookup where `init(rawValue:)` compares every case.
  static func named(_ name: String) -> GrammarSlotReader? { byName[name] }

  private static let byName = Dictionary(uniqueKeysWithValues: allCases.map { ($0.rawValue, $0) })

  /// Whether what the reader accepts depends on the intent and parameter asked for: a car, a
  /// group or a person is looked up in that parameter's vocabulary. The others read the same
  /// words the same way for every rule, so one read serves them all.
  var readsPerParameter: Bool {
    switch self {
    case .car, .group, .person: true
    default: false
    }
  }

  /// The most words the reader's value can stand on, nil for values of any length (free text,
  /// several people or items). A slot with a bound is read as soon as it is placed, and never
  /// on more words: the reader need not check the length again.
  var longest: Int? {
    switch self {
    case .rideOption: 3
    case .party: 5
    case .place, .group: 6
    case .task, .knownTask: 7
    case .time, .car, .account, .anyAccount, .accountType, .accountNickname: 8
    // A title said before "list" is a few words: "my grocery store list", "the things to do
    // this weekend list".
    case .title, .list, .knownList, .unnamedList, .note: 8
    case .amount, .money: 10
    case .text, .message, .items, .unlistedItems, .untimedItems, .person:
      nil
    }
  }
}

/// Slot names every grammar knows besides the intent's parameters.
enum GrammarSlot {
  /// The app the request names: "dans DoIt".
  static let app = "app"
  /// Words a reader must accept that no parameter keeps: `{_:rideOption}` in "what would a
  /// sparklecar cost to the airport", whose intent lists every option anyway.
  static let unkept = "_"

  /// The slots of a media search's fields, `mediaSearch.artistName`, for an intent that
  /// carries one: Siri fills INMediaSearch field by field from what was said.
  static func mediaSearchFields(of schema: IntentSchema) -> [String] {
    guard schema.unresolvedParameters.contains(MediaRequest.mediaSearch) else { return [] }
    return MediaSearch.Field.allCases.map { MediaRequest.mediaSearch + "." + $0.rawValue }
  }

  /// The media search field a slot names, for an intent that carries a search.
  static func mediaSearchField(_ slot: String, of schema: IntentSchema) -> MediaSearch.Field? {
    let prefix = MediaRequest.mediaSearch + "."
    guard slot.hasPrefix(prefix), schema.unresolvedParameters.contains(MediaRequest.mediaSearch)
    else { return nil }
    return MediaSearch.Field(rawValue: String(slot.dropFirst(prefix.count)))
  }
}
