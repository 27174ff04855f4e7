import IntentKit

/// The sentences Siri says for one intent. Each intent's phrases live in their own file;
/// anything an intent does not say specially falls back to the generic sentence.
public protocol IntentPhrases: Sendable {
  /// Asks for a missing value ("To whom?").
  func needsValue(_ parameter: String, in intent: Intent) -> String
  /// Introduces a list of choices ("Which John?").
  func disambiguation(
    _ parameter: String, current: IntentValue?, options: [IntentValue], in intent: Intent
  ) -> String
  /// Asks about one uncertain value ("Did you mean John Baily?").
  func confirmation(
    _ parameter: String, value: IntentValue?, reason: ConfirmationReason?, in intent: Intent
  ) -> String
  /// Says why a value cannot be used.
  func unsupported(
    _ parameter: String, value: IntentValue?, reason: UnsupportedReason?, in intent: Intent
  ) -> String
  /// Whether Siri stops after saying why a value is unsupported, rather than asking for
  /// another: a media item the user may not play (log in first) is not asked for again.
  func endsTheRequest(_ parameter: String, reason: UnsupportedReason?) -> Bool
  /// Said when the app let the handler deadline pass.
  func notResponding(_ intent: Intent) -> String
  /// Asks the user to confirm the whole intent before handle.
  func confirmIntent(_ intent: Intent) -> String
  /// The same, with what the app's confirm response said (a fare, a fee).
  func confirmIntent(_ intent: Intent, confirmation: IntentResponse) -> String
  /// Says what a confirm or handle response means.
  func response(_ response: IntentResponse, in intent: Intent) -> String
  /// Said when the user declines the intent confirmation.
  func declined(_ intent: Intent) -> String
  /// Why the app asks for the passcode before acting (LAContext's localizedReason).
  func authenticationReason(_ intent: Intent) -> String
  /// Introduces the pages of a list after the first; nil for Siri's own ("Here are 3 more:").
  func subsequentIntroduction(_ parameter: String, in intent: Intent) -> String?
  /// Shows one option of a list.
  func label(for option: IntentValue, among options: [IntentValue]) -> ChoiceLabel
  /// What a successful handle offers next, if anything ("Do you want to reply?").
  func followUp(after response: IntentResponse, in intent: Intent) -> FollowUpOffer?
  /// Said when a request continues one ("reply saying ok") but nothing was offered to continue.
  func nothingToContinue(_ intent: Intent) -> String
}

extension IntentPhrases {
  public func followUp(after response: IntentResponse, in intent: Intent) -> FollowUpOffer? {
    nil
  }

  public func nothingToContinue(_ intent: Intent) -> String { Sentences.nothingToContinue }

  public func subsequentIntroduction(_ parameter: String, in intent: Intent) -> String? { nil }

  public func needsValue(_ parameter: String, in intent: Intent) -> String {
    GenericPhrases.needsValue(parameter)
  }

  public func disambiguation(
    _ parameter: String, current: IntentValue?, options: [IntentValue], in intent: Intent
  ) -> String {
    GenericPhrases.disambiguation(current: current, options: options)
  }

  public func confirmation(
    _ parameter: String, value: IntentValue?, reason: ConfirmationReason?, in intent: Intent
  ) -> String {
    GenericPhrases.confirmation(value: value)
  }

  public func unsupported(
    _ parameter: String, value: IntentValue?, reason: UnsupportedReason?, in intent: Intent
  ) -> String {
    GenericPhrases.unsupported(value: value, app: intent.app)
  }

  public func response(_ response: IntentResponse, in intent: Intent) -> String {
    GenericPhrases.response(response, app: intent.app)
  }

  public func declined(_ intent: Intent) -> String { "OK, I won't do it." }

  public func endsTheRequest(_ parameter: String, reason: UnsupportedReason?) -> Bool { false }

  public func notResponding(_ intent: Intent) -> String {
    Sentences.notResponding(intent.app ?? "The app")
  }

  public func confirmIntent(_ intent: Intent, confirmation: IntentResponse) -> String {
    confirmIntent(intent)
  }

  public func authenticationReason(_ intent: Intent) -> String {
    "\(intent.app ?? "The app") needs to know it's you."
  }

  public func label(for option: IntentValue, among options: [IntentValue]) -> ChoiceLabel {
    GenericPhrases.label(for: option, among: options)
  }
}

/// The sentences every intent shares unless it says otherwise.
public enum GenericPhrases {
  public static func needsValue(_ parameter: String) -> String {
    "What \(spokenParameterName(parameter)) do you want?"
  }

  public static func disambiguation(current: IntentValue?, options: [IntentValue]) -> String {
    if let person = handlesOfOnePerson(options) {
      return handleQuestion(
        for: person.displayName, handles: options.compactMap { $0.person?.personHandle })
    }
    switch current {
    case .person(let person)? where !person.spokenPhrase.isEmpty:
      return "Which \(person.spokenPhrase)?"
    case .speakable(let speakable)? where !speakable.spokenPhrase.isEmpty:
      return "Which \(speakable.spokenPhrase)?"
    default:
      return "Which one?"
    }
  }

  public static func confirmation(value: IntentValue?) -> String {
    guard let value else { return "Is that right?" }
    return "Did you mean \(value.spokenText)?"
  }

  public static func unsupported(value: IntentValue?, app: String?) -> String {
    let inApp = app.map { " in \($0)" } ?? ""
    guard let value, !value.spokenText.isEmpty else {
      return "Sorry, that isn't supported\(inApp)."
    }
    if case .person(let person) = value {
      return "Sorry, I couldn't find \(person.spokenPhrase)\(inApp)."
    }
    return "Sorry, \"\(value.spokenText)\" isn't supported\(inApp)."
  }

  public static func response(_ response: IntentResponse, app: String?) -> String {
    switch response.code.category {
    case .success: return "Done."
    case .ready: return "Ready."
    case .inProgress: return "\(app ?? "The app") is working on it."
    case .handleInApp: return "\(app ?? "The app") is on it."
    case .failureRequiringAppLaunch, .continueInApp:
      return "You'll need to continue in \(app ?? "the app")."
    case .failure, .unspecified:
      return "Sorry, \(app ?? "the app") couldn't do that."
    }
  }

  /// "Which number for John Baily?", "Which email address...", or "Which one..." for a mix.
  public static func handleQuestion(for name: String, handles: [PersonHandle]) -> String {
    let types = Set(handles.map(\.type))
    if types == [.phoneNumber] { return "Which number for \(name)?" }
    if types == [.emailAddress] { return "Which email address for \(name)?" }
    return "Which one for \(name)?"
  }

  /// Titles and subtitles: a handle shows its label and value; a person shows how to reach them.
  public static func label(for option: IntentValue, among options: [IntentValue]) -> ChoiceLabel {
    if case .object(let object) = option {
      // An app's own objects come with their subtitle and image (rich disambiguation); the
      // pronunciation hint picks one as its name does.
      return ChoiceLabel(
        title: object.displayString, subtitle: object.subtitle,
        aliases: object.pronunciationHint.map { [$0] } ?? [], image: object.image)
    }
    guard case .person(let person) = option else { return ChoiceLabel(title: option.spokenText) }
    if let handle = person.personHandle, handlesOfOnePerson(options) != nil {
      guard let label = handle.label else { return ChoiceLabel(title: handle.value) }
      return ChoiceLabel(title: label, subtitle: handle.value)
    }
    let handles = [person.personHandle].compactMap { $0 } + person.aliases
    let labels = uniqued(handles.map { $0.label ?? $0.value })
    return ChoiceLabel(
      title: person.displayName, subtitle: labels.isEmpty ? nil : labels.joined(separator: ", "))
  }

  /// The first option's person when the options are several handles of one contact. Stops at
  /// the first option that is not: each option's label asks it of all of them, and a list of
  /// 25 people copied whole for each was most of a turn at a million contacts.
  static func handlesOfOnePerson(_ options: [IntentValue]) -> Person? {
    guard options.count > 1, let first = options.first?.person else { return nil }
    let isHandleOfFirst = { (option: IntentValue) -> Bool in
      guard case .person(let person) = option else { return false }
      return person.personHandle != nil && person.contactIdentifier == first.contactIdentifier
    }
    return options.allSatisfy(isHandleOfFirst) ? first : nil
  }

  static func spokenParameterName(_ parameter: String) -> String {
    // lowerCamelCase -> words: "dropOffLocation" -> "drop off location".
    var words = ""
    for character in parameter {
      if character.isUppercase { words.append(" ") }
      words.append(character.lowercased())
    }
    return words
  }

  static func uniqued(_ items: [String]) -> [String] {
    var seen = Set<String>()
    return items.filter { seen.insert($0).inserted }
  }
}

/// For intents with no phrases of their own.
public struct DefaultPhrases: IntentPhrases {
  public init() {}

  public func confirmIntent(_ intent: Intent) -> String { "Do you want to go ahead?" }
}
