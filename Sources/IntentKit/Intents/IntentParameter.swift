import Foundation

/// A Swift type a value of an intent has, and its place in the dialog's erased `IntentValue`.
public protocol IntentValueConvertible: Hashable, Sendable {
  /// The value, when `value` is one of this type; nil otherwise.
  init?(_ value: IntentValue)
  var intentValue: IntentValue { get }
}

/// A value that is one case of `IntentValue`: `from` picks it out, and the conversions follow.
public protocol IntentValueCase: IntentValueConvertible {
  static func from(_ value: IntentValue) -> Self?
}

extension IntentValueCase {
  public init?(_ value: IntentValue) {
    guard let converted = Self.from(value) else { return nil }
    self = converted
  }
}

/// A type a parameter may hold as the user says it: the schema's value type, which tells how
/// an answer to the parameter's prompt is read.
public protocol ParameterValue: IntentValueConvertible {
  static var valueType: ParameterValueType { get }
}

/// A parameter of an intent, declared once beside the intent's schema: its name and the type
/// of its value. Understanding, apps, phrases and renderers reach the parameter through it, so
/// no parameter name is written twice. The erased `Intent` beneath stays a dictionary of
/// `IntentValue`s, so intents loaded at run time (from data) fit the same dialog.
public struct IntentParameter<Value: IntentValueConvertible>: Hashable, Sendable {
  public let schema: ParameterSchema
  public var name: String { schema.name }

  /// A parameter holding one value; `windowSize` options are offered at once.
  public init(_ name: String, windowSize: Int = 3) where Value: ParameterValue {
    schema = ParameterSchema(name: name, valueType: Value.valueType, windowSize: windowSize)
  }

  /// A parameter said as one type and resolved by the app to another: a place said in words
  /// (`saidAs: .string`) that the app resolves to one of its places.
  public init(_ name: String, saidAs: ParameterValueType, windowSize: Int = 3) {
    schema = ParameterSchema(name: name, valueType: saidAs, windowSize: windowSize)
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
    set { parameters[parameter.name] = newValue.map { .array($0.map { $0.intentValue }) } }
  }

  /// The parameter's value as the dialog carries it, whatever its type: the words said before
  /// the app resolved them ("rosy" for a car), or the value it resolved to.
  public func said<Value>(_ parameter: IntentParameter<Value>) -> IntentValue? {
    parameters[parameter.name]
  }

  /// The array parameter's values as the dialog carries them, whatever their type.
  public func said<Element>(_ parameter: IntentArrayParameter<Element>) -> IntentValue? {
    parameters[parameter.name]
  }
}

extension ParameterCondition {
  /// The parameter holding this value: `locked` is `false`.
  public init<Value>(_ parameter: IntentParameter<Value>, is value: Value) {
    self.init(parameter: parameter.name, value: value.intentValue)
  }
}

extension String: ParameterValue, IntentValueCase {
  public static var valueType: ParameterValueType { .string }
  public static func from(_ value: IntentValue) -> Self? { value.string }
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

extension Bool: ParameterValue, IntentValueCase {
  public static var valueType: ParameterValueType { .boolean }
  public static func from(_ value: IntentValue) -> Self? { value.boolean }
  public var intentValue: IntentValue { .boolean(self) }
}

extension Int: ParameterValue, IntentValueCase {
  public static var valueType: ParameterValueType { .integer }
  public static func from(_ value: IntentValue) -> Self? { value.integer }
  public var intentValue: IntentValue { .integer(self) }
}

extension Person: ParameterValue, IntentValueCase {
  public static var valueType: ParameterValueType { .person }
  public static func from(_ value: IntentValue) -> Self? { value.person }
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
public struct OutputKey<Value: IntentValueConvertible>: Hashable, Sendable {
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

extension Array: IntentValueConvertible where Element: IntentValueConvertible {
  /// The items of an array value that have the element type.
  public init?(_ value: IntentValue) {
    guard case .array(let items) = value else { return nil }
    self = items.compactMap(Element.init)
  }
  // A closure, not `\.intentValue`: a key path into a generic element is made anew at each
  // call, a closure is not.
  public var intentValue: IntentValue { .array(map { $0.intentValue }) }
}

/// Values that travel in intents and responses but are no parameter's spoken type: what apps
/// resolve words to, and what they answer with.
extension Place: IntentValueConvertible, IntentValueCase {
  public static func from(_ value: IntentValue) -> Self? { value.place }
  public var intentValue: IntentValue { .place(self) }
}

extension Date: IntentValueConvertible, IntentValueCase {
  public static func from(_ value: IntentValue) -> Self? { value.date }
  public var intentValue: IntentValue { .date(self) }
}

extension RideOption: IntentValueConvertible, IntentValueCase {
  public static func from(_ value: IntentValue) -> Self? { value.rideOption }
  public var intentValue: IntentValue { .rideOption(self) }
}

extension RideStatus: IntentValueConvertible, IntentValueCase {
  public static func from(_ value: IntentValue) -> Self? {
    if case .rideStatus(let status) = value { return status }
    return nil
  }
  public var intentValue: IntentValue { .rideStatus(self) }
}

extension CurrencyAmount: ParameterValue, IntentValueCase {
  public static var valueType: ParameterValueType { .currencyAmount }
  public static func from(_ value: IntentValue) -> Self? { value.currencyAmount }
  public var intentValue: IntentValue { .currencyAmount(self) }
}

extension PaymentAccount: ParameterValue, IntentValueCase {
  public static var valueType: ParameterValueType { .paymentAccount }
  public static func from(_ value: IntentValue) -> Self? { value.paymentAccount }
  public var intentValue: IntentValue { .paymentAccount(self) }
}

extension PaymentRecord: IntentValueConvertible, IntentValueCase {
  public static func from(_ value: IntentValue) -> Self? {
    if case .paymentRecord(let record) = value { return record }
    return nil
  }
  public var intentValue: IntentValue { .paymentRecord(self) }
}

extension TaskList: ParameterValue, IntentValueCase {
  public static var valueType: ParameterValueType { .taskList }
  public static func from(_ value: IntentValue) -> Self? { value.taskList }
  public var intentValue: IntentValue { .taskList(self) }
}

extension TaskItem: ParameterValue, IntentValueCase {
  public static var valueType: ParameterValueType { .task }
  public static func from(_ value: IntentValue) -> Self? { value.task }
  public var intentValue: IntentValue { .task(self) }
}

extension Note: ParameterValue, IntentValueCase {
  public static var valueType: ParameterValueType { .note }
  public static func from(_ value: IntentValue) -> Self? { value.note }
  public var intentValue: IntentValue { .note(self) }
}

extension Message: IntentValueConvertible, IntentValueCase {
  public static func from(_ value: IntentValue) -> Self? {
    if case .message(let message) = value { return message }
    return nil
  }
  public var intentValue: IntentValue { .message(self) }
}
