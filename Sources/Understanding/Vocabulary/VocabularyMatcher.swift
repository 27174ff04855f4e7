import IntentKit
import SpokenLanguage

/// A term recognised in what the user said.
public struct VocabularyMatch: Hashable, Sendable {
  /// Exact: the term itself, with its identifier, and any other exact matches as
  /// `alternativeSpeakableMatches`. Sound-alike: the words as said, no identifier, every
  /// sound-alike term as an alternative, for the handler to choose from.
  public var speakable: SpeakableString
  /// The app whose vocabulary it is, when all matches belong to one app.
  public var owner: String?
  public var isExact: Bool
}

/// Recognises vocabulary terms, written joined or apart and in any case ("nest egg", "nestegg",
/// "NestEgg"), by phrase, synonym or pronunciation hint, and sound-alikes through their
/// phonetic key. Terms of apps that are not installed are ignored, as on a device.
public struct VocabularyMatcher: Sendable {
  /// Most important first: user vocabulary, then global.
  public let sources: [any VocabularyLookup]
  public let installedApps: Set<String>

  public init(sources: [any VocabularyLookup], installedApps: Set<String>) {
    self.sources = sources
    self.installedApps = installedApps
  }

  public static let none = VocabularyMatcher(sources: [], installedApps: [])

  /// The matcher for one request, its sources as they are at its first lookup.
  public func pinned() -> VocabularyMatcher {
    VocabularyMatcher(sources: sources.map { $0.pinned() }, installedApps: installedApps)
  }

  /// The most words a spotted term may span.
  static let maxSpottedWords = 4

  /// Whether any source may hold a term within `scopes`: when none does, no phrase names one.
  public func mayHaveEntries(in scopes: Set<VocabularyScope>) -> Bool {
    sources.contains { $0.mayHaveEntries(in: scopes) }
  }

  /// Whether `phrase` is exactly a term within `scopes`, as `match` finds it exact: asked
  /// where a sound-alike does not count, it need not work out how the phrase sounds.
  public func hasTerm(spelled phrase: String, in scopes: Set<VocabularyScope>) -> Bool {
    let sources = sources.filter { $0.mayHaveEntries(in: scopes) }
    guard !sources.isEmpty, !scopes.isEmpty else { return false }
    let key = VocabularyKeys.spelling(phrase)
    guard !key.isEmpty else { return false }
    return !unique(sources.map { $0.entries(spelled: key, in: scopes) }).isEmpty
  }

  /// What `phrase` names within `scopes`, or nil when no term matches.
  public func match(_ phrase: String, in scopes: Set<VocabularyScope>) -> VocabularyMatch? {
    let (found, isExact) = entries(matching: phrase, in: scopes)
    guard let first = found.first else { return nil }
    var speakable = first.term
    if isExact {
      speakable.alternativeSpeakableMatches = Self.nonEmpty(found.dropFirst().map(\.term))
    } else {
      speakable = SpeakableString(
        spokenPhrase: phrase, alternativeSpeakableMatches: found.map(\.term))
    }
    return VocabularyMatch(speakable: speakable, owner: Self.owner(of: found), isExact: isExact)
  }

  /// The entries `phrase` names exactly, else those it sounds like, within `scopes`, each with
  /// its owner: for Siri's contact matching, which keeps only the target app's terms.
  /// (`isExact` means nothing when no entry is found.)
  public func entries(matching phrase: String, in scopes: Set<VocabularyScope>)
    -> (entries: [VocabularyEntry], isExact: Bool)
  {
    let sources = sources.filter { $0.mayHaveEntries(in: scopes) }
    guard !sources.isEmpty else { return ([], false) }
    let key = VocabularyKeys.spelling(phrase)
    guard !key.isEmpty, !scopes.isEmpty else { return ([], false) }
    // Very short words sound like too much to be worth a guess. The sound key is the
    // spelling key's, as `VocabularyKeys.sound(phrase)` computes it.
    let sound = key.count < 3 ? nil : VocabularyKeys.sound(ofSpelling: key)
    // Each source is asked both ways at once: what sounds like the phrase is wanted only
    // when nothing is spelled so, which is most of the time.
    let found = sources.map { $0.entries(spelled: key, sounding: sound, in: scopes) }
    let exact = unique(found.map(\.spelled))
    if !exact.isEmpty || sound == nil { return (exact, true) }
    return (unique(found.map(\.sounding)), false)
  }

  /// The first run of words in `range` that is exactly a term within `scopes`, longest run
  /// first at each position: "get me a rainbow car to work" finds "rainbow car".
  func spot(in request: Request, _ range: Range<Int>, scopes: Set<VocabularyScope>)
    -> (range: Range<Int>, match: VocabularyMatch)?
  {
    let sources = sources.filter { $0.mayHaveEntries(in: scopes) }
    guard !sources.isEmpty, !range.isEmpty else { return nil }
    // Every run's key, asked of each source at once rather than run by run.
    var keys: [Range<Int>: String] = [:]
    // Each word's key once, not once per run it is in.
    let wordKeys = range.map { VocabularyKeys.spelling(request.word($0)) }
    for start in range {
      var key = ""
      for end in (start + 1)...min(start + Self.maxSpottedWords, range.upperBound) {
        key += wordKeys[end - 1 - range.lowerBound]
        keys[start..<end] = key
      }
    }
    var known = Set<String>()
    for source in sources { known.formUnion(source.spellings(among: Set(keys.values), in: scopes)) }
    guard !known.isEmpty else { return nil }
    for start in range {
      let longest = min(start + Self.maxSpottedWords, range.upperBound)
      for end in stride(from: longest, to: start, by: -1) {
        guard let key = keys[start..<end], known.contains(key) else { continue }
        let words = (start..<end).map(request.word).joined(separator: " ")
        if let match = match(words, in: scopes), match.isExact { return (start..<end, match) }
      }
    }
    return nil
  }

  /// The entries each source found, most important source first, without those of apps that
  /// are not installed and without repeats.
  private func unique(_ entriesBySource: [[VocabularyEntry]]) -> [VocabularyEntry] {
    var seen = Set<SpeakableString>()
    var found: [VocabularyEntry] = []
    for entries in entriesBySource {
      for entry in entries where entry.owner.map(installedApps.contains) ?? true {
        var key = entry.term
        key.alternativeSpeakableMatches = nil
        if seen.insert(key).inserted { found.append(entry) }
      }
    }
    return found
  }

  private static func owner(of entries: [VocabularyEntry]) -> String? {
    let owners = Set(entries.compactMap(\.owner))
    return owners.count == 1 ? owners.first : nil
  }

  private static func nonEmpty(_ terms: [SpeakableString]) -> [SpeakableString]? {
    terms.isEmpty ? nil : terms
  }
}

/// Which vocabulary can name a parameter: the user vocabulary type SiriKit ties to it, and
/// global vocabulary for the parameter itself.
public enum VocabularyScopes {
  public static func scopes(for intent: IntentName, parameter: String) -> Set<VocabularyScope> {
    known[Parameter(intent: intent, name: parameter)] ?? worked(for: intent, parameter: parameter)
  }

  private struct Parameter: Hashable {
    var intent: IntentName
    var name: String
  }

  /// The scopes of every parameter of SiriKit's intents, worked out once: slot readers ask for
  /// them many times a request, and building each set (the intent's class name, the user
  /// vocabulary key) was most of asking.
  private static let known: [Parameter: Set<VocabularyScope>] = {
    var known: [Parameter: Set<VocabularyScope>] = [:]
    for schema in IntentCatalog.all.values {
      for name in schema.parameters.map(\.name) + schema.unresolvedParameters {
        known[Parameter(intent: schema.name, name: name)] = worked(
          for: schema.name, parameter: name)
      }
    }
    return known
  }()

  private static func worked(for intent: IntentName, parameter: String) -> Set<VocabularyScope> {
    var scopes: Set<VocabularyScope> = [
      .parameter(IntentParameterName(intentClass: intent.intentClass, property: parameter))
    ]
    if let type = userTypes[intent.rawValue + "." + parameter] { scopes.insert(.user(type)) }
    return scopes
  }

  /// The user vocabulary type for parameters that take one, keyed "intent.parameter".
  static let userTypes: [String: VocabularyStringType] = [
    "sendMessage.recipients": .contactName,
    "sendMessage.speakableGroupName": .contactGroupName,
    "searchForMessages.senders": .contactName,
    "searchForMessages.speakableGroupNames": .contactGroupName,
    "sendPayment.payee": .contactName,
    "requestPayment.payer": .contactName,
    "searchForAccounts.accountNickname": .paymentsAccountNickname,
    "searchForAccounts.organizationName": .paymentsOrganizationName,
    "transferMoney.fromAccount": .paymentsAccountNickname,
    "transferMoney.toAccount": .paymentsAccountNickname,
    "createTaskList.title": .notebookItemTitle,
    "createTaskList.groupName": .notebookItemGroupName,
    "addTasks.targetTaskList": .notebookItemTitle,
    "searchForNotebookItems.title": .notebookItemTitle,
    "setTaskAttribute.targetTask": .notebookItemTitle,
    "deleteTasks.taskList": .notebookItemTitle,
    "appendToNote.targetNote": .notebookItemTitle,
    "createNote.groupName": .notebookItemGroupName,
    "startWorkout.workoutName": .workoutActivityName,
    "setCarLockStatus.carName": .carName,
    "getCarLockStatus.carName": .carName,
    "activateCarSignal.carName": .carName,
    "getCarPowerLevelStatus.carName": .carName,
    "playMedia.playlistTitle": .mediaPlaylistTitle,
  ]
}
