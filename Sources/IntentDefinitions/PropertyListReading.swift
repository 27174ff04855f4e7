import Foundation

/// A problem in an intent definition file or one of its `.strings` files, named by file and key
/// path (`INIntents[0].INIntentParameters[1].INIntentParameterTag`), as the one line a user
/// reads: "Intents.intentdefinition: INIntents[0].INIntentName: missing".
public struct IntentDefinitionError: Error, Hashable, Sendable, CustomStringConvertible {
  public var file: String
  /// Where in the file; empty for the file as a whole.
  public var keyPath: String
  public var problem: String

  public init(file: String, keyPath: String, problem: String) {
    self.file = file
    self.keyPath = keyPath
    self.problem = problem
  }

  public var description: String {
    keyPath.isEmpty ? "\(file): \(problem)" : "\(file): \(keyPath): \(problem)"
  }
}

/// One dictionary of a property list, read key by key with the key path each value came from,
/// so a value of the wrong kind is reported where it is. Keys the reader never asks for are
/// ignored: the format gains keys with each Xcode, and files keep stray ones.
///
/// Foundation's `PropertyListSerialization` parses the XML; this only types what it returns.
/// On Linux it returns `<true/>` as `Bool` and numbers as `NSNumber`, which also casts to
/// `Bool`, so a Boolean is told apart by its dynamic type.
struct PropertyListDictionary {
  let values: [String: Any]
  let keyPath: String
  let file: String

  init(_ value: Any, keyPath: String, file: String) throws {
    guard let values = value as? [String: Any] else {
      throw IntentDefinitionError(
        file: file, keyPath: keyPath,
        problem: "expected a dictionary, found \(PropertyListDictionary.kind(of: value))")
    }
    self.values = values
    self.keyPath = keyPath
    self.file = file
  }

  func path(_ key: String) -> String { keyPath.isEmpty ? key : keyPath + "." + key }

  func error(_ key: String, _ problem: String) -> IntentDefinitionError {
    IntentDefinitionError(file: file, keyPath: path(key), problem: problem)
  }

  func has(_ key: String) -> Bool { values[key] != nil }

  func string(_ key: String) throws -> String? {
    guard let value = values[key] else { return nil }
    guard let string = value as? String else { throw mistyped(key, "a string", value) }
    return string
  }

  func requiredString(_ key: String) throws -> String {
    guard let string = try string(key) else { throw error(key, "missing") }
    return string
  }

  func bool(_ key: String) throws -> Bool? {
    guard let value = values[key] else { return nil }
    guard type(of: value) == Bool.self, let bool = value as? Bool else {
      throw mistyped(key, "<true/> or <false/>", value)
    }
    return bool
  }

  func integer(_ key: String) throws -> Int? {
    guard let value = values[key] else { return nil }
    guard type(of: value) != Bool.self, let number = value as? NSNumber,
      number.doubleValue.rounded() == number.doubleValue, abs(number.doubleValue) < 1e15
    else { throw mistyped(key, "an integer", value) }
    return number.intValue
  }

  /// A value files write either as a name or as a number: an enum case, a dialog type.
  func stringOrInteger(_ key: String) throws -> String? {
    guard let value = values[key] else { return nil }
    if let string = value as? String { return string }
    return try integer(key).map(String.init)
  }

  /// A number written as `<integer>` or `<real>`: files use both for the same key.
  func number(_ key: String) throws -> Double? {
    guard let value = values[key] else { return nil }
    guard type(of: value) != Bool.self, let number = value as? NSNumber else {
      throw mistyped(key, "a number", value)
    }
    return number.doubleValue
  }

  func dictionary(_ key: String) throws -> PropertyListDictionary? {
    guard let value = values[key] else { return nil }
    return try PropertyListDictionary(value, keyPath: path(key), file: file)
  }

  func array(_ key: String) throws -> [Any] {
    guard let value = values[key] else { return [] }
    guard let array = value as? [Any] else { throw mistyped(key, "an array", value) }
    return array
  }

  /// Each dictionary of the array at `key`, with its index in the key path.
  func dictionaries(_ key: String) throws -> [PropertyListDictionary] {
    try array(key).enumerated().map { index, value in
      try PropertyListDictionary(value, keyPath: path(key) + "[\(index)]", file: file)
    }
  }

  /// The dictionary's entries in key order (Xcode writes them sorted; nothing may depend on
  /// the order a parser returns).
  func entries() throws -> [(key: String, value: PropertyListDictionary)] {
    try values.keys.sorted().map { key in
      (key, try PropertyListDictionary(values[key]!, keyPath: path("\"\(key)\""), file: file))
    }
  }

  private func mistyped(_ key: String, _ expected: String, _ value: Any) -> IntentDefinitionError {
    error(key, "expected \(expected), found \(Self.kind(of: value))")
  }

  static func kind(of value: Any) -> String {
    if type(of: value) == Bool.self { return "a Boolean" }
    switch value {
    case let string as String: return "the string \"\(string.prefix(40))\""
    case is NSNumber: return "a number"
    case is [Any]: return "an array"
    case is [String: Any]: return "a dictionary"
    case is Data: return "data"
    case is Date: return "a date"
    default: return "\(type(of: value))"
    }
  }
}
