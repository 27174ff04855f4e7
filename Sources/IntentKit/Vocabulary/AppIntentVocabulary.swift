/// An app's global vocabulary: its AppIntentVocabulary.plist, the same for every user.
public struct AppIntentVocabulary: Hashable, Sendable {
  /// The app whose bundle holds the file.
  public var app: String
  /// `ParameterVocabularies`: terms for intent parameters, such as ride option names.
  public var parameterVocabularies: [ParameterVocabulary]
  /// `IntentPhrases`: example requests, as Siri shows them in its guide.
  public var intentPhrases: [IntentPhrase]

  public init(
    app: String, parameterVocabularies: [ParameterVocabulary] = [],
    intentPhrases: [IntentPhrase] = []
  ) {
    self.app = app
    self.parameterVocabularies = parameterVocabularies
    self.intentPhrases = intentPhrases
  }
}

/// One `ParameterVocabularies` entry: the items for one or more intent parameters.
public struct ParameterVocabulary: Hashable, Sendable {
  /// `ParameterNames`: "INRequestRideIntent.rideOptionName".
  public var parameterNames: [IntentParameterName]
  /// `ParameterVocabulary`, in the file's order: earlier items win ties.
  public var items: [VocabularyItem]

  public init(parameterNames: [IntentParameterName], items: [VocabularyItem]) {
    self.parameterNames = parameterNames
    self.items = items
  }
}

/// A parameter named the way the plist names it: intent class, a dot, property.
public struct IntentParameterName: Hashable, Sendable, CustomStringConvertible {
  /// "INRequestRideIntent".
  public var intentClass: String
  /// "rideOptionName".
  public var property: String

  public init(intentClass: String, property: String) {
    self.intentClass = intentClass
    self.property = property
  }

  /// Splits "INRequestRideIntent.rideOptionName"; nil without exactly one dot.
  public init?(_ text: String) {
    let parts = text.split(separator: ".", omittingEmptySubsequences: false)
    guard parts.count == 2, !parts[0].isEmpty, !parts[1].isEmpty else { return nil }
    self.init(intentClass: String(parts[0]), property: String(parts[1]))
  }

  /// The intent in intentsh's naming: "requestRide".
  public var intent: IntentName { IntentName(intentClass: intentClass) }

  public var description: String { "\(intentClass).\(property)" }
}

/// One `ParameterVocabulary` item: what the app calls the thing, and how people say it.
public struct VocabularyItem: Hashable, Sendable {
  /// `VocabularyItemIdentifier`: handed back to the app as the speakable's vocabularyIdentifier.
  public var identifier: String
  /// `VocabularyItemSynonyms`: the first synonym's phrase is the canonical spelling.
  public var synonyms: [VocabularySynonym]

  public init(identifier: String, synonyms: [VocabularySynonym]) {
    self.identifier = identifier
    self.synonyms = synonyms
  }

  /// The item as Siri hands it to the app.
  public var speakable: SpeakableString {
    SpeakableString(
      spokenPhrase: synonyms.first?.phrase ?? identifier,
      pronunciationHint: synonyms.first?.pronunciation,
      vocabularyIdentifier: identifier)
  }
}

/// One `VocabularyItemSynonyms` entry.
public struct VocabularySynonym: Hashable, Sendable {
  /// `VocabularyItemPhrase`.
  public var phrase: String
  /// `VocabularyItemPronunciation`: a sounds-like spelling.
  public var pronunciation: String?
  /// `VocabularyItemExamples`: requests that use the phrase.
  public var examples: [String]

  public init(phrase: String, pronunciation: String? = nil, examples: [String] = []) {
    self.phrase = phrase
    self.pronunciation = pronunciation
    self.examples = examples
  }
}

/// One `IntentPhrases` entry.
public struct IntentPhrase: Hashable, Sendable {
  /// `IntentName`: "INRequestRideIntent".
  public var intentClass: String
  /// `IntentExamples`.
  public var examples: [String]

  public init(intentClass: String, examples: [String]) {
    self.intentClass = intentClass
    self.examples = examples
  }

  public var intent: IntentName { IntentName(intentClass: intentClass) }
}

extension IntentName {
  /// "INRequestRideIntent" -> "requestRide".
  public init(intentClass: String) {
    var name = Substring(intentClass)
    if name.hasPrefix("IN") { name = name.dropFirst(2) }
    if name.hasSuffix("Intent") { name = name.dropLast(6) }
    self.init(name.prefix(1).lowercased() + name.dropFirst())
  }

  /// "requestRide" -> "INRequestRideIntent".
  public var intentClass: String {
    "IN" + rawValue.prefix(1).uppercased() + rawValue.dropFirst() + "Intent"
  }
}
