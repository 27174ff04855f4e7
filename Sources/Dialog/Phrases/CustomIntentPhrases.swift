import IntentKit

/// What Siri says for an app's own intent: the lines its definition gives, `${name}` filled in,
/// and Siri's own lines where it gives none.
public struct CustomIntentPhrases: IntentPhrases {
  public let definition: CustomIntent

  public init(_ definition: CustomIntent) { self.definition = definition }

  public func needsValue(_ parameter: String, in intent: Intent) -> String {
    guard let line = definition.prompts[parameter]?.primary else {
      guard let name = definition.prompts[parameter]?.displayName, let first = name.first else {
        return GenericPhrases.needsValue(parameter)
      }
      // "Blog ID" is "blog ID" in a sentence; "URL" stays as it is.
      let inSentence =
        name.dropFirst().first?.isLowercase == true ? first.lowercased() + name.dropFirst() : name
      return "What \(inSentence) do you want?"
    }
    return Self.fill(line, intent.parameters)
  }

  /// The introduction and the question, as Siri shows a list: "There are 2 options matching
  /// ‘chore’. Which list?".
  public func disambiguation(
    _ parameter: String, current: IntentValue?, options: [IntentValue], in intent: Intent
  ) -> String {
    let prompts = definition.prompts[parameter]
    var values = intent.parameters
    values["count"] = .integer(options.count)
    let lines = [prompts?.disambiguationIntroduction, prompts?.disambiguationSelection]
      .compactMap { $0 }.map { Self.fill($0, values) }.filter { !$0.isEmpty }
    guard !lines.isEmpty else {
      return GenericPhrases.disambiguation(current: current, options: options)
    }
    return lines.joined(separator: " ")
  }

  public func subsequentIntroduction(_ parameter: String, in intent: Intent) -> String? {
    definition.prompts[parameter]?.subsequentIntroduction.map { Self.fill($0, intent.parameters) }
  }

  public func confirmation(
    _ parameter: String, value: IntentValue?, reason: ConfirmationReason?, in intent: Intent
  ) -> String {
    guard let line = definition.prompts[parameter]?.confirmation else {
      return GenericPhrases.confirmation(value: value)
    }
    var values = intent.parameters
    values[parameter] = value
    return Self.fill(line, values)
  }

  public func unsupported(
    _ parameter: String, value: IntentValue?, reason: UnsupportedReason?, in intent: Intent
  ) -> String {
    let prompts = definition.prompts[parameter]
    guard
      let line = reason.flatMap({ prompts?.unsupportedReasons[$0.name] }) ?? prompts?.unsupported
    else {
      return GenericPhrases.unsupported(value: value, app: intent.app)
    }
    var values = intent.parameters
    values[parameter] = value
    return Self.fill(line, values)
  }

  public func confirmIntent(_ intent: Intent) -> String {
    definition.confirmation.map { Self.fill($0, intent.parameters) }
      ?? CategoryDialog.readyQuestion(verb: definition.verb)
      ?? DefaultPhrases().confirmIntent(intent)
  }

  public func confirmIntent(_ intent: Intent, confirmation: IntentResponse) -> String {
    guard let line = definition.confirmation else { return confirmIntent(intent) }
    return Self.fill(line, Self.values(of: confirmation, in: intent))
  }

  /// The app's sentence for the code; after handle succeeds, Siri's line for the category
  /// comes first ("Okay. Viewing. Here are the ingredients for …").
  public func response(_ response: IntentResponse, in intent: Intent) -> String {
    let handled =
      response.code.category == .success ? CategoryDialog.handled(verb: definition.verb) : nil
    guard let line = definition.format(for: response.code), !line.isEmpty else {
      return handled ?? GenericPhrases.response(response, app: intent.app)
    }
    let filled = Self.fill(line, Self.values(of: response, in: intent))
    return handled.map { $0 + " " + filled } ?? filled
  }

  /// What a response's sentence may name: its own fields first, then the intent's parameters.
  static func values(of response: IntentResponse, in intent: Intent) -> [String: IntentValue] {
    var values = intent.parameters
    for field in response.output { values[field.name] = field.value }
    return values
  }

  /// `line` with each `${name}` replaced by how its value is said; a name with no value says
  /// nothing, as a format string's missing parameter does.
  static func fill(_ line: String, _ values: [String: IntentValue]) -> String {
    var filled = ""
    var rest = Substring(line)
    while let open = rest.range(of: "${") {
      filled += rest[..<open.lowerBound]
      guard let close = rest[open.upperBound...].firstIndex(of: "}") else {
        rest = rest[open.lowerBound...]
        break
      }
      // A key path reaches into an object's properties: `${drink.price}`.
      let path = rest[open.upperBound..<close].split(separator: ".")
      filled +=
        path.first.flatMap { values[String($0)] }?.value(at: path.dropFirst()).map(spoken) ?? ""
      rest = rest[rest.index(after: close)...]
    }
    return filled + rest
  }

  /// A value as a sentence says it: a list of several as "a, b and c".
  private static func spoken(_ value: IntentValue) -> String {
    guard case .array(let items) = value else { return value.spokenText }
    let words = items.map(\.spokenText)
    guard words.count > 1 else { return words.first ?? "" }
    return words.dropLast().joined(separator: ", ") + " and " + words[words.count - 1]
  }
}

/// What Siri says itself for a custom intent's category, by its verb (Apple's Human Interface
/// Guidelines, "Custom intent categories and responses": "OK. Ordering." and "Ready to order?"
/// for an order; WWDC20 "Empower your intents" hears "Okay. Viewing." for an information
/// intent). Generic verbs (Do, Run, Go) have no line of their own.
enum CategoryDialog {
  /// Each verb as Siri says it is under way.
  static let doing: [String: String] = [
    "View": "Viewing", "Open": "Opening", "Order": "Ordering", "Book": "Booking",
    "Buy": "Buying", "Start": "Starting", "Navigate": "Navigating", "Share": "Sharing",
    "Post": "Posting", "Send": "Sending", "Create": "Creating", "Add": "Adding",
    "Search": "Searching", "Find": "Finding", "Filter": "Filtering", "Download": "Downloading",
    "Get": "Getting", "Set": "Setting", "Request": "Requesting", "Toggle": "Toggling",
    "Check in": "Checking in",
  ]

  /// Said before the app's own sentence when handle succeeds: "Okay. Viewing.", "OK. Ordering."
  static func handled(verb: String?) -> String? {
    guard let verb, let doing = doing[verb] else { return nil }
    // The guidelines write the order category's "OK"; the session hears "Okay".
    return (verb == "Order" ? "OK. " : "Okay. ") + doing + "."
  }

  /// The question before handle of an intent that requires confirmation: "Ready to order?".
  static func readyQuestion(verb: String?) -> String? {
    guard let verb, doing[verb] != nil else { return nil }
    return "Ready to \(verb.lowercased())?"
  }
}
