import AppSupport
import Foundation
import IntentDefinitions
import IntentKit
import SpokenLanguage
import Store

/// An app made from an intent definition file alone (`--intents FILE`), so a developer can try
/// their file's Siri conversation at once, before writing its handlers. Its behaviour is what
/// the file declares, resolved in SiriKit's usual order:
/// - nothing said: the parameter's default if it has one; a list of several values is not
///   required; an enum's values to choose from; else Siri asks with the parameter's Primary
///   dialog (needsValue); a parameter whose parent lacks the value it depends on is not
///   required;
/// - something said: an enum value by its name, display name or synonym, a near one confirmed
///   first (else unsupported); a
///   number checked against the parameter's minimum, maximum and sign, each with its reason's
///   sentence; anything else taken as said (a custom type's object is named by the words);
/// - a custom type's objects come from the app's catalogue (`DefinitionCatalog`) when it has
///   one: said ones are looked up, and a parameter with dynamic options offers them;
/// - confirm answers ready; handle answers the catalogue's first response whose conditions
///   hold, else success, filling each response field named like a parameter with its value.
public struct DefinedApp: Sendable {
  public let name: String
  public let file: IntentDefinitionFile
  public let customIntents: [CustomIntent]
  /// The objects of its custom types and its responses (`catalog.json`), if it has one.
  public let catalog: DefinitionCatalog

  /// What the data set's apps.json says of it (its alternative names, restrictions and
  /// shortcuts), for an app the data set installs; nil for one added with `--intents`.
  let dataSetRecord: AppRecord?

  public init(
    name: String, file: IntentDefinitionFile, catalog: DefinitionCatalog = .init(),
    dataSetRecord: AppRecord? = nil
  ) {
    self.name = name
    self.file = file
    self.catalog = catalog
    self.dataSetRecord = dataSetRecord
    customIntents = file.intents.map { $0.customIntent() }
  }

  /// The apps of kind `intentDefinition` among a data set's installed apps, each made from the
  /// file its record names in `folder`. Throws `IntentDefinitionError` for a file,
  /// `DataSetError` for a catalogue.
  public static func apps(of records: [AppRecord], in folder: URL?) throws -> [DefinedApp] {
    try records.filter { $0.kind == AppRecord.definitionKind && $0.isInstalled }.compactMap {
      record in
      guard let file = record.intentDefinition, let folder else { return nil }
      return try load(path: folder.appendingPathComponent(file).path, record: record)
    }
  }

  /// The definition at `path`, as an app named after its project folder (the folder holding
  /// it, or holding its `Base.lproj`), with the catalogue in that folder. Throws
  /// `IntentDefinitionError` for the file, `DataSetError` for the catalogue.
  public static func load(path: String, record: AppRecord? = nil) throws -> DefinedApp {
    let file = try IntentDefinitionLoader.load(path: path)
    var folder = URL(fileURLWithPath: path).deletingLastPathComponent()
    if folder.pathExtension == "lproj" { folder.deleteLastPathComponent() }
    return DefinedApp(
      name: record?.name ?? folder.lastPathComponent, file: file,
      catalog: try DefinitionCatalog.load(in: folder, for: file), dataSetRecord: record)
  }

  /// The app as apps.json lists it, with its file's intents: those it supports, and those
  /// restricted while the device is locked.
  public var record: AppRecord {
    var record = dataSetRecord ?? AppRecord(name: name, kind: Self.kind, intentsSupported: [])
    record.kind = Self.kind
    record.intentsSupported = customIntents.map(\.name.rawValue)
    let restricted = customIntents.filter(\.schema.alwaysRestrictedWhileLocked).map(\.name.rawValue)
    record.intentsRestrictedWhileLocked = Array(
      Set((record.intentsRestrictedWhileLocked ?? []) + restricted)
    ).sorted()
    return record
  }

  /// How its intents are said, in intentsh's grammar notation (`IntentDefinition.phrasings`),
  /// the app named or not.
  public var grammar: String {
    var lines = ["# Phrasings made from \(file.path)'s shortcut titles and intent titles."]
    for (definition, custom) in zip(file.intents, customIntents) {
      let phrasings = definition.phrasings
      guard !phrasings.isEmpty else { continue }
      lines += ["", "intent \(custom.name.rawValue)"]
      lines += phrasings.map { "\($0) [(in|on|with|using|from) {app}] [please]" }
    }
    return lines.joined(separator: "\n") + "\n"
  }

  /// The kind its record has: no plug-in runs it, its definition does.
  public static let kind = AppRecord.definitionKind

  public var handlers: [IntentName: any IntentHandler] {
    Dictionary(
      uniqueKeysWithValues: zip(file.intents, customIntents).map { definition, custom in
        (
          custom.name,
          DefinedIntentHandler(definition: definition, file: file, catalog: catalog)
            as any IntentHandler
        )
      })
  }
}

/// One intent of a definition, handled as the definition alone says (`DefinedApp`).
struct DefinedIntentHandler: IntentHandler {
  let definition: IntentDefinition
  let file: IntentDefinitionFile
  let catalog: DefinitionCatalog

  func resolve(_ name: String, in intent: Intent) async throws -> ParameterResolution? {
    guard let parameter = definition.parameter(named: name) else { return nil }
    guard let said = intent.parameters[name] else {
      return .single(unsaid(parameter, in: intent))
    }
    guard parameter.supportsMultipleValues else {
      return .single(resolve(said, as: parameter))
    }
    return .items(said.items.flatMap(Self.listed).map { resolve($0, as: parameter) })
  }

  /// The values words list: "oat milk and vanilla" is two, as a list is said.
  static func listed(_ said: IntentValue) -> [IntentValue] {
    guard case .string(let words) = said else { return [said] }
    let items = words.replacingOccurrences(of: " and ", with: ",")
      .split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
      .filter { !$0.isEmpty }
    return items.count > 1 ? items.map(IntentValue.string) : [said]
  }

  /// An object named in words, without the article before its name ("an americano").
  static func objectName(_ words: String) -> String {
    var parts = words.split(separator: " ")
    if parts.count > 1, ["a", "an", "the", "some", "my"].contains(parts[0].lowercased()) {
      parts.removeFirst()
    }
    return parts.joined(separator: " ")
  }

  /// Nothing said for the parameter.
  func unsaid(_ parameter: ParameterDefinition, in intent: Intent)
    -> ResolutionResult<IntentValue>
  {
    if let relationship = parameter.relationship, !holds(relationship, in: intent) {
      return .notRequired
    }
    if let value = parameter.metadata.defaultValue {
      return resolve(Self.value(value), as: parameter)
    }
    // A list may be empty: one with nothing said is not asked for.
    if parameter.supportsMultipleValues { return .notRequired }
    let objects = parameter.type.objectType.map(catalog.objects(of:)) ?? []
    if !objects.isEmpty, parameter.hasDynamicOptions || parameter.hasCustomDisambiguation {
      return .disambiguation(objects.map { .object($0.value) })
    }
    if let enumeration = enumeration(of: parameter) {
      let object = Self.object(enumeration)
      return .disambiguation(
        enumeration.values.filter { $0.index != 0 }.map { .object(object($0)) })
    }
    return .needsValue
  }

  /// Whether the parent has the value a parameter depends on (INIntentParameterRelationship).
  func holds(_ relationship: ParameterRelationship, in intent: Intent) -> Bool {
    guard let value = intent.parameters[relationship.parentName] else { return false }
    guard relationship.predicate == "EnumHasExactValue", let wanted = relationship.value else {
      return true
    }
    if case .object(let object) = value { return object.identifier == wanted }
    return value.spokenText.caseInsensitiveCompare(wanted) == .orderedSame
  }

  func resolve(_ said: IntentValue, as parameter: ParameterDefinition)
    -> ResolutionResult<IntentValue>
  {
    if let enumeration = enumeration(of: parameter) {
      if case .object(let object) = said, object.typeName == enumeration.name {
        return .success(said)
      }
      let words = said.spokenText.lowercased()
      let match = enumeration.values.first { value in
        ([value.name, value.displayName?.text] + value.synonyms.map(\.text)).contains {
          $0?.lowercased() == words
        }
      }
      if let match, match.index != 0 { return .success(.object(Self.object(enumeration)(match))) }
      // A near name ("deliver", "pick-up") is asked about with the Confirmation dialog.
      let near = enumeration.values.filter { value in
        value.index != 0
          && ([value.name, value.displayName?.text] + value.synonyms.map(\.text)).contains {
            guard let name = $0?.lowercased(), words.count >= 3 else { return false }
            return name.hasPrefix(words) || EditDistance.between(name, words) <= 2
          }
      }
      guard near.count == 1 else { return .unsupported(nil) }
      return .confirmationRequired(.object(Self.object(enumeration)(near[0])), reason: nil)
    }
    if parameter.type.name == "Integer", let number = said.integer ?? Int(said.spokenText) {
      let metadata = parameter.metadata
      func unsupported(_ code: String) -> ResolutionResult<IntentValue> {
        .unsupported(parameter.unsupportedReason(code, of: definition))
      }
      if number < 0, metadata.supportsNegativeNumbers != true,
        metadata.minimum.map({ $0 >= 0 }) ?? true
      {
        return unsupported("negativeNumbersNotSupported")
      }
      if let maximum = metadata.maximum, Double(number) > maximum {
        return unsupported("greaterThanMaximumValue")
      }
      if let minimum = metadata.minimum, Double(number) < minimum {
        return unsupported("lessThanMinimumValue")
      }
      return .success(.integer(number))
    }
    if let typeName = parameter.type.objectType {
      let objects = catalog.objects(of: typeName)
      if !objects.isEmpty { return Self.resolve(said, among: objects) }
    }
    if let typeName = parameter.type.objectType, case .string(let words) = said {
      // No catalogue: the object is what was said.
      let name = Self.objectName(words)
      return .success(
        .object(CustomObject(typeName: typeName, identifier: name, displayString: name)))
    }
    return .success(said)
  }

  /// An object of the catalogue by the words said: its display string or an alternative name
  /// alone, else the titles containing the words (one is confirmed, several offered).
  static func resolve(_ said: IntentValue, among objects: [DefinitionCatalog.Object])
    -> ResolutionResult<IntentValue>
  {
    if case .object(let chosen) = said, objects.contains(where: { $0.id == chosen.identifier }) {
      return .success(said)
    }
    let words = objectName(said.spokenText)
    let named = objects.first { object in
      ([object.displayString] + (object.alternativeNames ?? [])).contains {
        $0.caseInsensitiveCompare(words) == .orderedSame
      }
    }
    if let named { return .success(.object(named.value)) }
    return TitleMatcher(kind: "").resolve(
      SpeakableString(spokenPhrase: words), identifier: nil, among: objects,
      title: \.displayString, id: \.id, value: { IntentValue.object($0.value) },
      none: .unsupported(nil))
  }

  /// An enum's values, or the catalogue's objects for a parameter of a custom type in their
  /// sections, narrowed by what the user typed (the Shortcuts editor's options and search).
  func options(for name: String, in intent: Intent, searchTerm: String?) async throws
    -> OptionCollection?
  {
    guard let parameter = definition.parameter(named: name) else { return nil }
    if let enumeration = enumeration(of: parameter) {
      let object = Self.object(enumeration)
      let values = enumeration.values.filter { value in
        value.index != 0
          && (searchTerm.map { object(value).displayString.localizedCaseInsensitiveContains($0) }
            ?? true)
      }
      return OptionCollection(items: values.map { .object(object($0)) })
    }
    guard let type = parameter.type.objectType else { return nil }
    let all = catalog.objects(of: type)
    guard !all.isEmpty else { return nil }
    let objects = all.filter { object in
      searchTerm.map { object.displayString.localizedCaseInsensitiveContains($0) } ?? true
    }
    var sections: [OptionSection] = []
    for object in objects {
      if let last = sections.indices.last, sections[last].title == object.section {
        sections[last].items.append(.object(object.value))
      } else {
        sections.append(OptionSection(title: object.section, items: [.object(object.value)]))
      }
    }
    return OptionCollection(sections: sections)
  }

  func enumeration(of parameter: ParameterDefinition) -> EnumDefinition? {
    parameter.type.enumType.flatMap(file.enumeration(named:))
  }

  /// An enum value as Siri shows and carries it.
  static func object(_ enumeration: EnumDefinition) -> (EnumValue) -> CustomObject {
    { value in
      CustomObject(
        typeName: enumeration.name, identifier: value.name,
        displayString: value.displayName.map(\.text).flatMap { $0.isEmpty ? nil : $0 }
          ?? value.name)
    }
  }

  static func value(_ metadata: MetadataValue) -> IntentValue {
    switch metadata {
    case .string(let string): return .string(string)
    case .bool(let bool): return .boolean(bool)
    case .number(let number):
      return number.rounded() == number && abs(number) < 1e15
        ? .integer(Int(number)) : .string(metadata.description)
    }
  }

  func confirm(_ intent: Intent) async throws -> IntentResponse {
    IntentResponse(code: CustomIntent.systemCodes[1])
  }

  /// The catalogue's first response whose conditions hold, else success; with every response
  /// field the intent's parameters can fill, then the response's own fields.
  func handle(_ intent: Intent) async throws -> IntentResponse {
    let rule = (catalog.responses ?? []).first { rule in
      rule.intent == definition.name
        && (rule.when ?? [:]).allSatisfy { name, wanted in
          guard let value = intent.parameters[name] else { return false }
          if case .object(let object) = value, object.identifier == wanted { return true }
          return value.spokenText.caseInsensitiveCompare(wanted) == .orderedSame
        }
    }
    var fields = (definition.response?.parameters ?? []).compactMap { field in
      intent.parameters[field.name].map { OutputField(field.name, $0) }
    }
    for (name, value) in (rule?.fields ?? [:]).sorted(by: { $0.key < $1.key }) {
      fields.removeAll { $0.name == name }
      fields.append(OutputField(name, .string(value)))
    }
    let name = rule?.code ?? "success"
    let code =
      definition.response?.codes.first { $0.name == name }?.responseCode
      ?? CustomIntent.systemCodes.first { $0.name == name } ?? CustomIntent.systemCodes[4]
    return IntentResponse(code: code, output: fields)
  }
}
