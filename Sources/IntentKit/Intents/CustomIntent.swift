/// An intent an app defines itself, as an Xcode intent definition file declares a custom intent:
/// its parameters, what Siri says when it asks about each, the question before handle when it
/// requires confirmation, and its response codes with the sentence each one says. Siri says
/// these lines as the app wrote them, filling `${name}` with the value of the intent parameter
/// or response field of that name.
///
/// It is data, so an app may build it in code (`SiriApp.customIntents`) or, later, from its
/// intent definition file.
public struct CustomIntent: Hashable, Sendable {
  /// The parameters in resolution order, and how Siri treats the intent.
  public var schema: IntentSchema
  /// INIntentTitle: "Next Task".
  public var title: String
  /// INIntentDescription: what `:help APP` says the intent does.
  public var summary: String
  /// Each parameter's Siri dialog (INIntentParameterPromptDialogs), by parameter name.
  public var prompts: [String: ParameterPrompts]
  /// What Siri asks before handle when the intent requires confirmation: "Clear the done items
  /// from ${taskList}?". Nil for Siri's own question.
  public var confirmation: String?
  /// Each response code the intent answers with and its sentence: the system codes it gives a
  /// sentence to, and its own codes (from 100, in declaration order).
  public var responses: [ResponseFormat]
  /// The verb of its category (INIntentVerb: View, Order, Share, …), which gives Siri's own
  /// lines for it: "Okay. Viewing.", "Ready to order?". Nil for none.
  public var verb: String?

  public init(
    schema: IntentSchema, title: String, summary: String = "",
    prompts: [String: ParameterPrompts] = [:], confirmation: String? = nil,
    responses: [ResponseFormat] = [], verb: String? = nil
  ) {
    var schema = schema
    // Xcode names a custom intent's class without SiriKit's prefix: NextTask -> NextTaskIntent.
    if schema.intentClass == schema.name.intentClass {
      schema.intentClass =
        schema.name.rawValue.prefix(1).uppercased() + schema.name.rawValue.dropFirst() + "Intent"
    }
    self.schema = schema
    self.title = title
    self.summary = summary
    self.prompts = prompts
    self.confirmation = confirmation
    self.responses = responses
    self.verb = verb
  }

  public var name: IntentName { schema.name }

  /// The sentence for a response code; nil when the intent gives it none.
  public func format(for code: ResponseCode) -> String? {
    responses.first { $0.code.rawValue == code.rawValue }?.format
  }

  /// The raw values Xcode gives a custom intent's system codes; the app's own follow from 100.
  public static let systemCodes: [ResponseCode] = [
    ResponseCode(name: "unspecified", rawValue: 0, category: .unspecified),
    ResponseCode(name: "ready", rawValue: 1, category: .ready),
    ResponseCode(name: "continueInApp", rawValue: 2, category: .continueInApp),
    ResponseCode(name: "inProgress", rawValue: 3, category: .inProgress),
    ResponseCode(name: "success", rawValue: 4, category: .success),
    ResponseCode(name: "failure", rawValue: 5, category: .failure),
    ResponseCode(
      name: "failureRequiringAppLaunch", rawValue: 6, category: .failureRequiringAppLaunch),
  ]

  /// The first raw value of an app's own response codes.
  public static let firstCustomCode = 100
}

/// What Siri says about one parameter of a custom intent; nil lines are Siri's own.
public struct ParameterPrompts: Hashable, Sendable {
  /// How the parameter is named to the user (INIntentParameterDisplayName: "Blog ID"), for
  /// Siri's own question when the definition has no Primary dialog.
  public var displayName: String?
  /// Asks for the value when it is needed (Primary): "Which list?".
  public var primary: String?
  /// Before a list of values to choose from (DisambiguationIntroduction): `${count}` is how
  /// many there are.
  public var disambiguationIntroduction: String?
  /// The question asked with the list (DisambiguationSelection): "Which list did you mean?".
  public var disambiguationSelection: String?
  /// Introduces each later page of the list (SubsequentIntroduction): "Here are more.".
  public var subsequentIntroduction: String?
  /// Asks whether a value is the one meant (Confirmation): "Just to confirm, you wanted
  /// ${taskList}?".
  public var confirmation: String?
  /// Says why a value cannot be used (an unsupported reason's format string).
  public var unsupported: String?
  /// Says why, for each reason the parameter declares, by the reason's name
  /// (`lessThanMinimumValue`, `notEnoughInStock`); `unsupported` is for any other.
  public var unsupportedReasons: [String: String]

  public init(
    primary: String? = nil, disambiguationIntroduction: String? = nil,
    disambiguationSelection: String? = nil, subsequentIntroduction: String? = nil,
    confirmation: String? = nil, unsupported: String? = nil,
    unsupportedReasons: [String: String] = [:], displayName: String? = nil
  ) {
    self.displayName = displayName
    self.subsequentIntroduction = subsequentIntroduction
    self.primary = primary
    self.disambiguationIntroduction = disambiguationIntroduction
    self.disambiguationSelection = disambiguationSelection
    self.confirmation = confirmation
    self.unsupported = unsupported
    self.unsupportedReasons = unsupportedReasons
  }
}

/// A response code of a custom intent and the sentence Siri says for it
/// (INIntentResponseCodeFormatString).
public struct ResponseFormat: Hashable, Sendable {
  public var code: ResponseCode
  public var format: String

  public init(code: ResponseCode, format: String) {
    self.code = code
    self.format = format
  }

  /// A code of the app's typed enum (`NextTaskIntentResponseCode.nothingLeft`).
  public init<Code: IntentResponseCode>(_ code: Code, _ format: String) {
    self.init(code: ResponseCode(code), format: format)
  }
}

/// A custom intent's response codes as Xcode generates them: the system codes 0 to 6
/// (`CustomIntent.systemCodes`), then the app's own from 100, each a success or a failure.
public protocol CustomIntentResponseCode: IntentResponseCode {
  /// The app's own codes marked as success (INIntentResponseCodeSuccess); the others fail.
  static var successCodes: Set<Self> { get }
}

extension CustomIntentResponseCode {
  public static var successCodes: Set<Self> { [] }

  public var category: ResponseCategory {
    CustomIntent.systemCodes.first { $0.rawValue == rawValue }?.category
      ?? (Self.successCodes.contains(self) ? .success : .failure)
  }
}
