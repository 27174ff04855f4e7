import Foundation
import IntentDefinitions
import IntentKit
import Store

/// What an app made from an intent definition has besides its file: the objects of its custom
/// types, and which response its intents answer with. It is `catalog.json` in the definition's
/// project folder (beside the file, or beside its `Base.lproj`), optional:
///
///     {
///       "objects": [
///         { "type": "Drink", "id": "latte", "displayString": "Latte", "subtitle": "$4.50",
///           "image": "☕", "section": "Hot drinks", "alternativeNames": ["cafe latte"],
///           "properties": { "price": "$4.50" } }
///       ],
///       "responses": [
///         { "intent": "OrderCoffee", "when": { "drink": "matcha" }, "code": "failureOutOfStock" },
///         { "intent": "OrderCoffee", "code": "success", "fields": { "waitTime": "5 minutes" } }
///       ]
///     }
///
/// An object said is looked up by its display string and alternative names; a parameter of
/// its type with dynamic options offers them, in their sections. At handle, the first response
/// whose `when` holds (each parameter's object id, or its words, compared without case) gives
/// the code and the fields it names; without one, handle answers success.
public struct DefinitionCatalog: Codable, Hashable, Sendable {
  public struct Object: Codable, Hashable, Sendable {
    public var type: String
    public var id: String
    public var displayString: String
    public var subtitle: String?
    public var image: String?
    public var pronunciationHint: String?
    public var section: String?
    public var alternativeNames: [String]?
    /// The type's own properties (`"price": "$4.50"`), which a response sentence names by key
    /// path (`${drink.price}`).
    public var properties: [String: String]?

    public var value: CustomObject {
      CustomObject(
        typeName: type, identifier: id, displayString: displayString, subtitle: subtitle,
        image: image, pronunciationHint: pronunciationHint,
        properties: (properties ?? [:]).mapValues(IntentValue.string))
    }
  }

  public struct Response: Codable, Hashable, Sendable {
    public var intent: String
    public var when: [String: String]?
    public var code: String
    public var fields: [String: String]?
  }

  public var objects: [Object]?
  public var responses: [Response]?

  public init(objects: [Object]? = nil, responses: [Response]? = nil) {
    self.objects = objects
    self.responses = responses
  }

  public static let fileName = "catalog.json"

  /// The catalogue in `folder`, checked against the definition: an object of a type it does
  /// not declare, or a response naming an intent, code, parameter or field it lacks, is an
  /// error naming the file and key path.
  static func load(in folder: URL, for file: IntentDefinitionFile) throws -> DefinitionCatalog {
    guard let catalog = try DataSetLoader.read(Self.self, file: fileName, in: folder) else {
      return DefinitionCatalog()
    }
    let path = folder.appendingPathComponent(fileName).path
    func fail(_ keyPath: String, _ problem: String) -> DataSetError {
      DataSetError(file: path, problem: "\(keyPath): \(problem)")
    }
    let types = file.types.map(\.name)
    for (index, object) in (catalog.objects ?? []).enumerated() {
      guard let type = file.type(named: object.type) else {
        throw fail(
          "objects[\(index)].type",
          "\(object.type) is not a type of the definition (\(types.joined(separator: ", ")))")
      }
      let own = type.properties.filter { !$0.isDefault }.map(\.name)
      for name in (object.properties ?? [:]).keys.sorted() where !own.contains(name) {
        throw fail(
          "objects[\(index)].properties.\(name)",
          "not a property of \(type.name)"
            + (own.isEmpty ? "" : " (\(own.joined(separator: ", ")))"))
      }
    }
    for (index, response) in (catalog.responses ?? []).enumerated() {
      guard let intent = file.intents.first(where: { $0.name == response.intent }) else {
        throw fail(
          "responses[\(index)].intent",
          "no intent \(response.intent) (\(file.intents.map(\.name).joined(separator: ", ")))")
      }
      let codes = ResponseCodeDefinition.systemNames + (intent.response?.codes.map(\.name) ?? [])
      guard codes.contains(response.code) else {
        throw fail("responses[\(index)].code", "\(intent.name) has no code \(response.code)")
      }
      for name in (response.when ?? [:]).keys.sorted() where intent.parameter(named: name) == nil {
        throw fail("responses[\(index)].when.\(name)", "not a parameter of \(intent.name)")
      }
      let fields = Set(intent.response?.parameters.map(\.name) ?? [])
      for name in (response.fields ?? [:]).keys.sorted() where !fields.contains(name) {
        throw fail("responses[\(index)].fields.\(name)", "not a response field of \(intent.name)")
      }
    }
    return catalog
  }

  /// The objects of a custom type, in the file's order.
  func objects(of type: String) -> [Object] { (objects ?? []).filter { $0.type == type } }
}
