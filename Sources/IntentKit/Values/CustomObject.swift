/// A value of an app's own type (a custom type of its intent definition, an INObject subclass):
/// what Siri shows and says of it — its display string, and in a list its subtitle and image —
/// the identifier the app knows it by, and its own properties.
public struct CustomObject: Hashable, Sendable {
  /// The custom type's name in the definition ("Recipe").
  public var typeName: String
  public var identifier: String
  public var displayString: String
  /// Shown under or beside the display string in a list of choices (iOS 14's rich
  /// disambiguation).
  public var subtitle: String?
  /// Shown before it in a list: intentsh draws an INImage as an emoji or a short name.
  public var image: String?
  /// How to say it when its spelling misleads (INObject's pronunciationHint).
  public var pronunciationHint: String?
  /// The values of the type's own properties, by name (`price`), which a response sentence
  /// names by key path (`${drink.price}`).
  public var properties: [String: IntentValue]

  public init(
    typeName: String, identifier: String, displayString: String, subtitle: String? = nil,
    image: String? = nil, pronunciationHint: String? = nil, properties: [String: IntentValue] = [:]
  ) {
    self.properties = properties
    self.typeName = typeName
    self.identifier = identifier
    self.displayString = displayString
    self.subtitle = subtitle
    self.image = image
    self.pronunciationHint = pronunciationHint
  }
}

extension CustomObject: IntentValueCase {
  public static func from(_ value: IntentValue) -> Self? {
    if case .object(let object) = value { return object }
    return nil
  }

  public var intentValue: IntentValue { .object(self) }
}

/// Said as words, which the app resolves to one of its objects: what a parameter of a custom
/// type holds until then.
extension CustomObject: ParameterValue {
  public static var valueType: ParameterValueType { .string }
}

extension IntentValue {
  /// The value a key path names below this one: an object's own property, or its standard
  /// ones (`identifier`, `displayString`); nil for anything else.
  public func value(at path: some Collection<Substring>) -> IntentValue? {
    guard let name = path.first else { return self }
    guard case .object(let object) = self else { return nil }
    let next: IntentValue?
    switch name {
    case "identifier": next = .string(object.identifier)
    case "displayString": next = .string(object.displayString)
    case "pronunciationHint": next = object.pronunciationHint.map(IntentValue.string)
    default: next = object.properties[String(name)]
    }
    return next?.value(at: path.dropFirst())
  }
}
