import IntentKit

/// Where a vocabulary term applies: a user vocabulary type, or an intent parameter named in an
/// AppIntentVocabulary.plist.
public enum VocabularyScope: Hashable, Sendable, CustomStringConvertible {
  case user(VocabularyStringType)
  case parameter(IntentParameterName)

  public var description: String {
    switch self {
    case .user(let type): return type.name
    case .parameter(let name): return name.description
    }
  }
}

/// One term Siri knows: the speakable handed to the app, where it applies, whose it is.
public struct VocabularyEntry: Hashable, Sendable {
  /// Its canonical spelling, pronunciation hint and vocabulary identifier.
  public var term: SpeakableString
  public var scope: VocabularyScope
  /// The app that taught it; nil for terms the user added with `:vocab add`.
  public var owner: String?

  public init(term: SpeakableString, scope: VocabularyScope, owner: String?) {
    self.term = term
    self.scope = scope
    self.owner = owner
  }
}

/// Finds vocabulary entries by key. The store answers for user vocabulary through its indexes;
/// `VocabularyIndex` answers in memory for global vocabulary and tests.
public protocol VocabularyLookup: Sendable {
  /// Entries with a spelling whose `VocabularyKeys.spelling` is `key`, most important first.
  func entries(spelled key: String, in scopes: Set<VocabularyScope>) -> [VocabularyEntry]
  /// Entries with a spelling whose `VocabularyKeys.sound` is `key`, most important first.
  func entries(sounding key: String, in scopes: Set<VocabularyScope>) -> [VocabularyEntry]
  /// Which of `keys` some entry within `scopes` is spelled as: one question for every run of
  /// words a pattern looks through.
  func spellings(among keys: Set<String>, in scopes: Set<VocabularyScope>) -> Set<String>
  /// False when no entry can be within `scopes`, so nothing need be looked up: most
  /// parameters (a list's items, a message's content) have no vocabulary at all.
  func mayHaveEntries(in scopes: Set<VocabularyScope>) -> Bool
  /// Both lookups at once: the entries spelled `key`, and with a `soundKey` those sounding
  /// it. The sounding ones may be left incomplete when some are spelled `key`.
  func entries(spelled key: String, sounding soundKey: String?, in scopes: Set<VocabularyScope>)
    -> (spelled: [VocabularyEntry], sounding: [VocabularyEntry])
  /// This vocabulary as it is at its first use, for one request: a store finds out once
  /// whether its terms changed, not at every lookup. Nothing may be written meanwhile.
  func pinned() -> any VocabularyLookup
}

extension VocabularyLookup {
  public func mayHaveEntries(in scopes: Set<VocabularyScope>) -> Bool { true }

  public func pinned() -> any VocabularyLookup { self }

  public func entries(
    spelled key: String, sounding soundKey: String?, in scopes: Set<VocabularyScope>
  ) -> (spelled: [VocabularyEntry], sounding: [VocabularyEntry]) {
    (entries(spelled: key, in: scopes), soundKey.map { entries(sounding: $0, in: scopes) } ?? [])
  }

  public func spellings(among keys: Set<String>, in scopes: Set<VocabularyScope>) -> Set<String> {
    keys.filter { !entries(spelled: $0, in: scopes).isEmpty }
  }
}

/// The keys a vocabulary spelling is found by, computed once when a term is stored.
public enum VocabularyKeys {
  /// Letters and digits only, lowercased and folded, so "Nest Egg", "nestegg" and "NestEgg"
  /// are one key.
  public static func spelling(_ text: String) -> String {
    NameNormalizer.joinedWords(text)
  }

  /// The Double Metaphone key of the joined spelling, long enough for a phrase: "rainbow car"
  /// and "rainbo kar" share one.
  public static func sound(_ text: String) -> String {
    sound(ofSpelling: spelling(text))
  }

  /// The sound key of a spelling key already computed.
  public static func sound(ofSpelling key: String) -> String {
    PhoneticKey.key(key, maxLength: 12)
  }

  /// Every spelling an entry is recognised by: the phrase and its pronunciation hint. A
  /// contact's name is also said by its first word alone, as people say "text Luna".
  public static func spellings(of term: SpeakableString, type: VocabularyStringType? = nil)
    -> [String]
  {
    var spellings = [term.spokenPhrase] + (term.pronunciationHint.map { [$0] } ?? [])
    if type == .contactName {
      for spelling in spellings {
        let words = NameNormalizer.words(spelling)
        if words.count > 1 { spellings.append(words[0]) }
      }
    }
    return spellings
  }
}
