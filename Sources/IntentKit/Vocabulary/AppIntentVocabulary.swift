/// An app's global vocabulary: its AppIntentVocabulary.plist, the same for every user.
public struct AppIntentVocabulary: Hashable, Sendable {
  /// The app whose bundle holds the file.
  public var app: String
  /// `ParameterVocabularies`: terms for intent parameters, such as ride option names.
  public var parameterVocabularies: [ParameterVocabulary]
  /// `IntentPhrases`: example requests, as Siri shows them in its guide.
  public var intentPhrases: [IntentPhrase]
  /// The localization the file is ("fr" for `fr.lproj/AppIntentVocabulary.plist`, "Base"); nil
  /// for a file outside any `.lproj` folder.
  public var localization: String?

  public init(
    app: String, parameterVocabularies: [ParameterVocabulary] = [],
    intentPhrases: [IntentPhrase] = [], localization: String? = nil
  ) {
    self.app = app
    self.parameterVocabularies = parameterVocabularies
    self.intentPhrases = intentPhrases
    self.localization = localization
  }

  /// Each app's file for a device in `locale`, as iOS picks a bundle's localization: the
  /// locale's own (`fr-FR.lproj`), its language's (`fr.lproj`), then the file outside any
  /// `.lproj`, `Base.lproj` and `en.lproj`. An app with none of these has no vocabulary in that
  /// language. Apps keep their order.
  public static func localized(_ files: [AppIntentVocabulary], for locale: String)
    -> [AppIntentVocabulary]
  {
    let tag = locale.replacingOccurrences(of: "_", with: "-").lowercased()
    let language = String(tag.prefix { $0 != "-" })
    let preference: [String?] = [tag, language, nil, "base", "en"]
    var order: [String] = []
    var byApp: [String: [AppIntentVocabulary]] = [:]
    for file in files {
      if byApp[file.app] == nil { order.append(file.app) }
      byApp[file.app, default: []].append(file)
    }
    return order.compactMap { app in
      let variants = byApp[app] ?? []
      for wanted in preference {
        if let file = variants.first(where: {
          $0.localization?.replacingOccurrences(of: "_", with: "-").lowercased() == wanted
        }) {
          return file
        }
      }
      return nil
    }
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
