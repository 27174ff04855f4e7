/// A Swift type a parameter's value has, and its place in the dialog's erased `IntentValue`.
public protocol ParameterValue: Hashable, Sendable {
  /// What the schema says the parameter holds.
  static var valueType: ParameterValueType { get }
  /// The value, when `value` is one of this type; nil otherwise.
  init?(_ value: IntentValue)
  var intentValue: IntentValue { get }
}

/// A parameter of an intent, declared once beside the intent's schema: its name and the type
/// of its value. Understanding, apps, phrases and renderers reach the parameter through it, so
/// no parameter name is written twice. The erased `Intent` beneath stays a dictionary of
/// `IntentValue`s, so intents loaded at run time (from data) fit the same dialog.
public struct IntentParameter<Value: ParameterValue>: Hashable, Sendable {
  public let schema: ParameterSchema
  public var name: String { schema.name }

  /// A parameter holding one value; `windowSize` options are offered at once.
  public init(_ name: String, windowSize: Int = 3) {
    schema = ParameterSchema(name: name, valueType: Value.valueType, windowSize: windowSize)
  }
}

/// A parameter holding several values, each resolved on its own (`recipients`, `taskTitles`).
public struct IntentArrayParameter<Element: ParameterValue>: Hashable, Sendable {
  public let schema: ParameterSchema
  public var name: String { schema.name }

  public init(_ name: String, windowSize: Int = 3) {
    schema = ParameterSchema(
      name: name, valueType: Element.valueType, isArray: true, windowSize: windowSize)
  }
}

extension Intent {
  /// The parameter's value, when it has one of the parameter's type.
  public subscript<Value>(_ parameter: IntentParameter<Value>) -> Value? {
    get { parameters[parameter.name].flatMap(Value.init) }
    set { parameters[parameter.name] = newValue?.intentValue }
  }

  /// The parameter's values of its element type; nil when it has none.
  public subscript<Element>(_ parameter: IntentArrayParameter<Element>) -> [Element]? {
    get { parameters[parameter.name].map { $0.items.compactMap(Element.init) } }
    set { parameters[parameter.name] = newValue.map { .array($0.map(\.intentValue)) } }
  }

  /// The parameter's value as the dialog carries it, whatever its type: the words said before
  /// the app resolved them ("rosy" for a car), or the value it resolved to.
  public func said<Value>(_ parameter: IntentParameter<Value>) -> IntentValue? {
    parameters[parameter.name]
  }
}

extension ParameterCondition {
  /// The parameter holding this value: `locked` is `false`.
  public init<Value>(_ parameter: IntentParameter<Value>, is value: Value) {
    self.init(parameter: parameter.name, value: value.intentValue)
  }
}

extension String: ParameterValue {
  public static var valueType: ParameterValueType { .string }
  public init?(_ value: IntentValue) {
    guard let text = value.string else { return nil }
    self = text
  }
  public var intentValue: IntentValue { .string(self) }
}

extension SpeakableString: ParameterValue {
  public static var valueType: ParameterValueType { .speakableString }
  /// A speakable string, or words said as plain text (what understanding passes on before a
  /// vocabulary term is recognized).
  public init?(_ value: IntentValue) {
    switch value {
    case .speakable(let speakable): self = speakable
    case .string(let text): self.init(spokenPhrase: text)
    default: return nil
    }
  }
  public var intentValue: IntentValue { .speakable(self) }
}

extension Bool: ParameterValue {
  public static var valueType: ParameterValueType { .boolean }
  public init?(_ value: IntentValue) {
    guard let flag = value.boolean else { return nil }
    self = flag
  }
  public var intentValue: IntentValue { .boolean(self) }
}

extension Int: ParameterValue {
  public static var valueType: ParameterValueType { .integer }
  public init?(_ value: IntentValue) {
    guard let number = value.integer else { return nil }
    self = number
  }
  public var intentValue: IntentValue { .integer(self) }
}

extension Person: ParameterValue {
  public static var valueType: ParameterValueType { .person }
  public init?(_ value: IntentValue) {
    guard let person = value.person else { return nil }
    self = person
  }
  public var intentValue: IntentValue { .person(self) }
}

/// A response of one intent: its own response code enum, and what the handler returns beside
/// it (the car it locked, the ride it booked), which the intent's phrases read.
public struct TypedIntentResponse<Code: IntentResponseCode>: Hashable, Sendable {
  public var code: Code
  public var output: [OutputField]
  public var userActivity: UserActivity?

  public init(code: Code, output: [OutputField] = [], userActivity: UserActivity? = nil) {
    self.code = code
    self.output = output
    self.userActivity = userActivity
  }

  /// As the dialog carries it.
  public var erased: IntentResponse {
    IntentResponse(code: ResponseCode(code), output: output, userActivity: userActivity)
  }
}

/// A value a response carries beside its code, declared once with the intent: the handler
/// writes it, the phrases read it.
public struct OutputKey<Value: ParameterValue>: Hashable, Sendable {
  public let name: String

  public init(_ name: String) { self.name = name }
}

extension OutputField {
  public init<Value>(_ key: OutputKey<Value>, _ value: Value) {
    self.init(key.name, value.intentValue)
  }
}

extension IntentResponse {
  /// The first output value under `key`, when it has the key's type.
  public subscript<Value>(_ key: OutputKey<Value>) -> Value? {
    output.first { $0.name == key.name }.flatMap { Value($0.value) }
  }
}
