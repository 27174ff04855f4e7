import Foundation

/// What Xcode would refuse in a definition, as errors (a name that refers to nothing, two
/// intents of one name, a minimum above its maximum), and what real files do that still works,
/// as warnings (a `${name}` naming no value, which says nothing; a translation whose
/// placeholders differ from the definition's).
enum IntentDefinitionCheck {
  /// Throws the first error; returns the warnings.
  static func check(_ file: IntentDefinitionFile, _ top: PropertyListDictionary) throws
    -> [IntentDefinitionError]
  {
    var warnings: [IntentDefinitionError] = []
    let rawIntents = try top.dictionaries("INIntents")
    try unique(file.intents.map(\.name), in: rawIntents, key: "INIntentName", what: "intent")
    try unique(
      file.types.map(\.name), in: try top.dictionaries("INTypes"), key: "INTypeName",
      what: "type")
    try unique(
      file.enums.map(\.name), in: try top.dictionaries("INEnums"), key: "INEnumName",
      what: "enum")
    for (intent, raw) in zip(file.intents, rawIntents) {
      warnings += try check(intent, raw, in: file)
    }
    for (type, raw) in zip(file.types, try top.dictionaries("INTypes")) {
      for (property, rawProperty) in zip(type.properties, try raw.dictionaries("INTypeProperties"))
      {
        try reference(property.type, at: rawProperty, "INTypeProperty", in: file)
      }
    }
    return warnings
  }

  static func check(
    _ intent: IntentDefinition, _ raw: PropertyListDictionary, in file: IntentDefinitionFile
  ) throws -> [IntentDefinitionError] {
    var warnings: [IntentDefinitionError] = []
    let rawParameters = try raw.dictionaries("INIntentParameters")
    try unique(
      rawParameters.map { try $0.requiredString("INIntentParameterName") }, in: rawParameters,
      key: "INIntentParameterName", what: "parameter")
    let names = Set(intent.parameters.map(\.name))
    for key in ["INIntentKeyParameter", "INIntentInput"] {
      if let name = try raw.string(key), !names.contains(name) {
        throw raw.error(key, "\(name) is not a parameter of \(intent.name)\(list(names))")
      }
    }
    for rawParameter in rawParameters {
      let name = try rawParameter.requiredString("INIntentParameterName")
      guard let parameter = intent.parameter(named: name) else { continue }
      try reference(parameter.type, at: rawParameter, "INIntentParameter", in: file)
      warnings += try check(parameter, rawParameter, of: intent, in: file)
    }
    for key in ["INIntentParameterCombinations", "INIntentManagedParameterCombinations"] {
      guard let combinations = try raw.dictionary(key) else { continue }
      for (combinationKey, entry) in try combinations.entries() {
        let members = combinationKey.split(separator: ",").map {
          $0.trimmingCharacters(in: .whitespaces)
        }
        for member in members where !names.contains(member) {
          throw IntentDefinitionError(
            file: file.path, keyPath: entry.keyPath,
            problem: "\(member) is not a parameter of \(intent.name)\(list(names))")
        }
        for textKey in [
          "INIntentParameterCombinationTitle", "INIntentParameterCombinationSubtitle",
        ] {
          guard let text = try entry.string(textKey) else { continue }
          for name in placeholderNames(text) where !members.contains(name) {
            warnings.append(
              entry.error(
                textKey,
                names.contains(name)
                  ? "${\(name)} is not in this combination (\(combinationKey)), so it says nothing"
                  : "${\(name)} names no parameter of \(intent.name)"))
          }
        }
      }
    }
    if let response = intent.response, let rawResponse = try raw.dictionary("INIntentResponse") {
      warnings += try check(response, rawResponse, of: intent, in: file)
    }
    return warnings
  }

  static func check(
    _ parameter: ParameterDefinition, _ raw: PropertyListDictionary, of intent: IntentDefinition,
    in file: IntentDefinitionFile
  ) throws -> [IntentDefinitionError] {
    var warnings: [IntentDefinitionError] = []
    let names = Set(intent.parameters.map(\.name))
    if let relationship = parameter.relationship, !names.contains(relationship.parentName) {
      throw raw.error(
        "INIntentParameterRelationship.INIntentParameterRelationshipParentName",
        "\(relationship.parentName) is not a parameter of \(intent.name)\(list(names))")
    }
    let metadata = parameter.metadata
    if let minimum = metadata.minimum, let maximum = metadata.maximum, minimum > maximum {
      throw raw.error(
        "INIntentParameterMetadata.INIntentParameterMetadataMinimumValue",
        "\(MetadataValue.number(minimum)) is above the maximum, \(MetadataValue.number(maximum))")
    }
    if let enumName = parameter.type.enumType, let enumeration = file.enumeration(named: enumName),
      case .string(let value)? = metadata.defaultValue, enumeration.value(named: value) == nil
    {
      throw raw.error(
        "INIntentParameterMetadata.INIntentParameterMetadataDefaultValue",
        "\(value) is not a value of \(enumName) (\(enumeration.values.map(\.name).joined(separator: ", ")))"
      )
    }
    for dialog in try raw.dictionaries("INIntentParameterPromptDialogs") {
      let type = try dialog.stringOrInteger("INIntentParameterPromptDialogType") ?? ""
      if Int(type).flatMap(PromptDialog.Kind.init(number:)) == nil,
        PromptDialog.Kind(rawValue: type) == nil
      {
        warnings.append(
          dialog.error(
            "INIntentParameterPromptDialogType", "\(type) is not a dialog type intentsh knows"))
      }
      warnings += try unnamed(
        dialog, "INIntentParameterPromptDialogFormatString", saying: names.union(["count"]),
        of: intent)
    }
    let reasonNames = names.union(["displayName", "maximumValue", "minimumValue"])
    for reason in try raw.dictionaries("INIntentParameterUnsupportedReasons") {
      warnings += try unnamed(
        reason, "INIntentParameterUnsupportedReasonFormatString", saying: reasonNames, of: intent)
    }
    return warnings
  }

  /// A warning for each `${name}` of the sentence at `key` that is none of `names`, the values
  /// it can say.
  static func unnamed(
    _ entry: PropertyListDictionary, _ key: String, saying names: Set<String>,
    of intent: IntentDefinition
  ) throws -> [IntentDefinitionError] {
    guard let text = try entry.string(key) else { return [] }
    return placeholderNames(text).filter { !names.contains($0) }.map { name in
      entry.error(key, "${\(name)} names no parameter of \(intent.name), so it says nothing")
    }
  }

  static func check(
    _ response: ResponseDefinition, _ raw: PropertyListDictionary, of intent: IntentDefinition,
    in file: IntentDefinitionFile
  ) throws -> [IntentDefinitionError] {
    var warnings: [IntentDefinitionError] = []
    let rawCodes = try raw.dictionaries("INIntentResponseCodes")
    try unique(
      response.codes.map(\.name), in: rawCodes, key: "INIntentResponseCodeName",
      what: "response code")
    let rawParameters = try raw.dictionaries("INIntentResponseParameters")
    try unique(
      response.parameters.map(\.name), in: rawParameters,
      key: "INIntentResponseParameterName", what: "response parameter")
    for (parameter, rawParameter) in zip(response.parameters, rawParameters) {
      try reference(parameter.type, at: rawParameter, "INIntentResponseParameter", in: file)
    }
    let fields = Dictionary(response.parameters.map { ($0.name, $0) }) { first, _ in first }
    if let output = response.output, fields[output] == nil {
      throw raw.error(
        "INIntentResponseOutput",
        "\(output) is not a response parameter of \(intent.name)\(list(Set(fields.keys)))")
    }
    for code in rawCodes {
      for key in ["INIntentResponseCodeFormatString", "INIntentResponseCodeConciseFormatString"] {
        guard let text = try code.string(key) else { continue }
        for path in placeholders(text) {
          if let problem = problem(with: path, fields: fields, in: file) {
            warnings.append(code.error(key, problem))
          }
        }
      }
    }
    return warnings
  }

  /// Why `${path}` in a response's sentence says nothing, or nil when it names a field (and,
  /// through a custom type, a property of it: `${orderDetails.total}`).
  static func problem(
    with path: String, fields: [String: ResponseParameterDefinition], in file: IntentDefinitionFile
  ) -> String? {
    let names = path.split(separator: ".").map(String.init)
    guard let first = names.first, let field = fields[first] else {
      return "${\(path)} names no response parameter\(list(Set(fields.keys))), so it says nothing"
    }
    var type = field.type
    for name in names.dropFirst() {
      guard let typeName = type.objectType, !type.isSystem,
        let definition = file.type(named: typeName)
      else { return nil }
      guard let property = definition.property(named: name) else {
        return "${\(path)}: \(typeName) has no property \(name)"
      }
      type = property.type
    }
    return nil
  }

  /// A custom type or enum a value names must be declared in the file, unless it is SiriKit's.
  static func reference(
    _ type: ValueType, at raw: PropertyListDictionary, _ prefix: String,
    in file: IntentDefinitionFile
  ) throws {
    guard !type.isSystem else { return }
    if let name = type.objectType, file.type(named: name) == nil {
      throw raw.error(
        prefix + "ObjectType",
        "\(name) is not a type declared in INTypes\(list(Set(file.types.map(\.name))))")
    }
    if let name = type.enumType, file.enumeration(named: name) == nil {
      throw raw.error(
        prefix + "EnumType",
        "\(name) is not an enum declared in INEnums\(list(Set(file.enums.map(\.name))))")
    }
  }

  static func unique(_ names: [String], in raw: [PropertyListDictionary], key: String, what: String)
    throws
  {
    var seen: Set<String> = []
    for (name, entry) in zip(names, raw) where !seen.insert(name).inserted {
      throw entry.error(key, "a second \(what) named \(name)")
    }
  }

  /// " (a, b)" to say what the names could have been; nothing when there are none.
  static func list(_ names: Set<String>) -> String {
    names.isEmpty ? "" : " (\(names.sorted().joined(separator: ", ")))"
  }

  // MARK: - Placeholders

  /// The `${…}` of a format string, in order, as written between the braces.
  static func placeholders(_ text: String) -> [String] {
    var found: [String] = []
    var rest = Substring(text)
    while let open = rest.range(of: "${") {
      guard let close = rest[open.upperBound...].firstIndex(of: "}") else { break }
      found.append(String(rest[open.upperBound..<close]))
      rest = rest[rest.index(after: close)...]
    }
    return found
  }

  /// The names placeholders start with: `result` for `${result.name}`.
  static func placeholderNames(_ text: String) -> [String] {
    placeholders(text).map { String($0.prefix { $0 != "." }) }
  }

  /// Translations whose placeholders are not the definition's: a stale translation, or one a
  /// machine broke (`$ {name}`), says something else or nothing where the value goes.
  static func translationWarnings(_ file: IntentDefinitionFile) -> [IntentDefinitionError] {
    var base: [String: String] = [:]
    for text in file.allTexts { if let id = text.id, !text.text.isEmpty { base[id] = text.text } }
    var warnings: [IntentDefinitionError] = []
    for localization in file.localizations where localization.language != "Base" {
      for (id, translated) in localization.strings.sorted(by: { $0.key < $1.key }) {
        guard let original = base[id] else { continue }
        let expected = Set(placeholders(original))
        let found = Set(placeholders(translated))
        guard expected != found || translated.contains("$ {") else { continue }
        let missing = expected.subtracting(found).sorted().map { "${\($0)}" }
        let extra = found.subtracting(expected).sorted().map { "${\($0)}" }
        var parts: [String] = []
        if !missing.isEmpty { parts.append("lacks \(missing.joined(separator: ", "))") }
        if !extra.isEmpty { parts.append("has \(extra.joined(separator: ", ")) instead") }
        if translated.contains("$ {") { parts.append("has a broken placeholder \"$ {\"") }
        warnings.append(
          IntentDefinitionError(
            file: localization.path, keyPath: "\"\(id)\"",
            problem: "the translation \(parts.joined(separator: " and ")) of \"\(original)\""))
      }
    }
    return warnings
  }
}

extension IntentDefinitionFile {
  /// Every user-visible string the definition declares, for checking its translations.
  var allTexts: [DefinitionText] {
    var texts: [DefinitionText?] = []
    for intent in intents {
      texts += [intent.title, intent.summary]
      for parameter in intent.parameters {
        texts.append(parameter.displayName)
        texts += parameter.prompts.map(\.text)
        texts += parameter.unsupportedReasons.map(\.text)
        texts += [parameter.metadata.trueDisplayName, parameter.metadata.falseDisplayName]
      }
      for combination in intent.combinations + intent.managedCombinations {
        texts += [combination.title, combination.subtitle]
      }
      for code in intent.response?.codes ?? [] { texts += [code.format, code.conciseFormat] }
      texts += (intent.response?.parameters ?? []).map(\.displayName)
    }
    for type in types {
      texts.append(type.displayName)
      texts += type.properties.map(\.displayName)
    }
    for enumeration in enums {
      texts.append(enumeration.displayName)
      for value in enumeration.values { texts += [value.displayName] + value.synonyms }
    }
    return texts.compactMap { $0 }
  }
}
