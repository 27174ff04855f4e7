import Foundation

/// Reads an Xcode intent definition file and the `.strings` files beside it, as every Xcode
/// from 10 to 16 writes them: keys may be left out when they hold their default (Xcode 11 and
/// later drop `false`, `0` and empty arrays), unknown keys are ignored, and a value of the
/// wrong kind or a name that refers to nothing is an error naming the file and key path.
public enum IntentDefinitionLoader {
  /// The file at `path`, checked. Throws `IntentDefinitionError`.
  public static func load(path: String) throws -> IntentDefinitionFile {
    var file = try read(bytes(at: path), path: path)
    file.localizations = try localizations(beside: path)
    file.warnings += IntentDefinitionCheck.translationWarnings(file)
    return file
  }

  /// The definition in `data`, checked, without looking for translations.
  public static func read(_ data: Data, path: String) throws -> IntentDefinitionFile {
    let top = try PropertyListDictionary(
      propertyList(data, path: path, expected: "a property list"), keyPath: "", file: path)
    guard top.has("INIntents") else {
      throw IntentDefinitionError(
        file: path, keyPath: "INIntents", problem: "missing: this is not an intent definition")
    }
    var file = IntentDefinitionFile(
      path: path,
      modelVersion: try top.string("INIntentDefinitionModelVersion"),
      toolsVersion: try top.string("INIntentDefinitionToolsVersion"),
      namespace: try top.string("INIntentDefinitionNamespace"),
      intents: try top.dictionaries("INIntents").map(intent),
      types: try top.dictionaries("INTypes").map(customType),
      enums: try top.dictionaries("INEnums").map(enumeration),
      localizations: [], warnings: [])
    file.warnings = try IntentDefinitionCheck.check(file, top)
    return file
  }

  /// A file's bytes; one that is missing or cannot be read is said so.
  static func bytes(at path: String) throws -> Data {
    do {
      return try Data(contentsOf: URL(fileURLWithPath: path))
    } catch {
      let exists = FileManager.default.fileExists(atPath: path)
      throw IntentDefinitionError(
        file: path, keyPath: "", problem: exists ? "cannot be read" : "no such file")
    }
  }

  /// Foundation's reading of property-list data, XML or the old `.strings` form; a failure is
  /// said in Foundation's own words ("Close tag on line 8 does not match open tag integer")
  /// after what the file should have been.
  static func propertyList(_ data: Data, path: String, expected: String) throws -> Any {
    do {
      return try PropertyListSerialization.propertyList(from: data, format: nil)
    } catch {
      let info = (error as NSError).userInfo
      let reason = (info["NSDebugDescription"] as? String) ?? "\(error.localizedDescription)"
      throw IntentDefinitionError(file: path, keyPath: "", problem: "not \(expected): \(reason)")
    }
  }

  // MARK: - Intents

  static func intent(_ entry: PropertyListDictionary) throws -> IntentDefinition {
    let parameters = try entry.dictionaries("INIntentParameters").map(parameter)
    return IntentDefinition(
      name: try entry.requiredString("INIntentName"),
      kind: try entry.string("INIntentType") ?? "Custom",
      title: try text(entry, "INIntentTitle"),
      summary: try text(entry, "INIntentDescription"),
      category: try entry.string("INIntentCategory"),
      verb: try entry.string("INIntentVerb"),
      requiresConfirmation: try entry.bool("INIntentUserConfirmationRequired") ?? false,
      restrictions: try entry.integer("INIntentRestrictions") ?? 0,
      keyParameter: try entry.string("INIntentKeyParameter"),
      input: try entry.string("INIntentInput"),
      isConfigurable: try entry.bool("INIntentConfigurable") ?? false,
      isDeprecated: try entry.bool("INIntentDeprecated") ?? false,
      isEligibleForWidgets: try entry.bool("INIntentEligibleForWidgets") ?? false,
      isIneligibleForSuggestions: try entry.bool("INIntentIneligibleForSuggestions") ?? false,
      defaultImageName: try entry.string("INIntentDefaultImageName"),
      className: try entry.string("INIntentClassName"),
      // Stable for equal priorities: the file's order decides among them.
      parameters: parameters.enumerated().sorted {
        ($0.element.displayPriority ?? Int.max, $0.offset)
          < ($1.element.displayPriority ?? Int.max, $1.offset)
      }.map(\.element),
      combinations: try combinations(entry.dictionary("INIntentParameterCombinations")),
      managedCombinations: try combinations(
        entry.dictionary("INIntentManagedParameterCombinations")),
      response: try entry.dictionary("INIntentResponse").map(response))
  }

  static func parameter(_ entry: PropertyListDictionary) throws -> ParameterDefinition {
    let prefix = "INIntentParameter"
    let metadata = try entry.dictionary(prefix + "Metadata")
    return ParameterDefinition(
      name: try entry.requiredString(prefix + "Name"),
      tag: try entry.integer(prefix + "Tag"),
      displayPriority: try entry.integer(prefix + "DisplayPriority"),
      displayName: try text(entry, prefix + "DisplayName"),
      type: try valueType(entry, prefix, required: true),
      supportsMultipleValues: try entry.bool(prefix + "SupportsMultipleValues") ?? false,
      // Xcode 10 had no such key: every parameter was resolved.
      isResolvable: try entry.bool(prefix + "SupportsResolution")
        ?? !entry.has(prefix + "Configurable"),
      isConfigurable: try entry.bool(prefix + "Configurable") ?? false,
      hasCustomDisambiguation: try entry.bool(prefix + "CustomDisambiguation") ?? false,
      hasDynamicOptions: try entry.bool(prefix + "SupportsDynamicEnumeration") ?? false,
      supportsSearch: try entry.bool(prefix + "SupportsSearch") ?? false,
      windowSize: try entry.integer(prefix + "WindowSize"),
      relationship: try entry.dictionary(prefix + "Relationship").map(relationship),
      prompts: try entry.dictionaries(prefix + "PromptDialogs").compactMap(prompt),
      metadata: try metadata.map(self.metadata) ?? .none,
      unsupportedReasons: try entry.dictionaries(prefix + "UnsupportedReasons").map(reason))
  }

  /// `<prefix>Type` with the custom type or enum it names (`<prefix>ObjectType`,
  /// `<prefix>EnumType` and their namespaces).
  static func valueType(_ entry: PropertyListDictionary, _ prefix: String, required: Bool)
    throws -> ValueType
  {
    let enumType = try entry.string(prefix + "EnumType")
    let objectType = try entry.string(prefix + "ObjectType")
    let name =
      required ? try entry.requiredString(prefix + "Type") : try entry.string(prefix + "Type")
    return ValueType(
      name: name ?? (enumType != nil ? "Integer" : "Object"),
      objectType: objectType, enumType: enumType,
      namespace: try entry.string(
        prefix + (enumType != nil ? "EnumTypeNamespace" : "ObjectTypeNamespace")))
  }

  static func relationship(_ entry: PropertyListDictionary) throws -> ParameterRelationship {
    let prefix = "INIntentParameterRelationship"
    return ParameterRelationship(
      parentName: try entry.requiredString(prefix + "ParentName"),
      predicate: try entry.requiredString(prefix + "PredicateName"),
      value: try entry.stringOrInteger(prefix + "PredicateValue"))
  }

  /// A dialog of a type this reader does not know is left out (the check warns).
  static func prompt(_ entry: PropertyListDictionary) throws -> PromptDialog? {
    let prefix = "INIntentParameterPromptDialog"
    guard let type = try entry.stringOrInteger(prefix + "Type") else {
      throw entry.error(prefix + "Type", "missing")
    }
    guard let kind = Int(type).flatMap(PromptDialog.Kind.init(number:)) ?? .init(rawValue: type)
    else { return nil }
    return PromptDialog(
      kind: kind, text: try text(entry, prefix + "FormatString"),
      isCustom: try entry.bool(prefix + "Custom") ?? false)
  }

  static func metadata(_ entry: PropertyListDictionary) throws -> ParameterMetadata {
    let prefix = "INIntentParameterMetadata"
    var metadata = ParameterMetadata()
    if let value = entry.values[prefix + "DefaultValue"] {
      if type(of: value) == Bool.self, let bool = value as? Bool {
        metadata.defaultValue = .bool(bool)
      } else if let string = value as? String {
        metadata.defaultValue = .string(string)
      } else {
        metadata.defaultValue = try entry.number(prefix + "DefaultValue").map(MetadataValue.number)
      }
    }
    metadata.minimum = try entry.number(prefix + "MinimumValue")
    metadata.maximum = try entry.number(prefix + "MaximumValue")
    // Xcode writes the string "YES".
    if let string = entry.values[prefix + "SupportsNegativeNumbers"] as? String {
      metadata.supportsNegativeNumbers = ["YES", "TRUE", "1"].contains(string.uppercased())
    } else {
      metadata.supportsNegativeNumbers = try entry.bool(prefix + "SupportsNegativeNumbers")
    }
    metadata.control = try entry.string(prefix + "Type")
    metadata.trueDisplayName = try text(entry, prefix + "TrueDisplayName")
    metadata.falseDisplayName = try text(entry, prefix + "FalseDisplayName")
    return metadata
  }

  static func reason(_ entry: PropertyListDictionary) throws -> UnsupportedReasonDefinition {
    let prefix = "INIntentParameterUnsupportedReason"
    return UnsupportedReasonDefinition(
      code: try entry.requiredString(prefix + "Code"),
      text: try text(entry, prefix + "FormatString"),
      isDefault: try entry.bool(prefix + "Default") ?? false)
  }

  static func combinations(_ entries: PropertyListDictionary?) throws -> [ParameterCombination] {
    guard let entries else { return [] }
    let prefix = "INIntentParameterCombination"
    return try entries.entries().map { key, entry in
      ParameterCombination(
        parameters: key.split(separator: ",").map {
          $0.trimmingCharacters(in: .whitespaces)
        },
        title: try text(entry, prefix + "Title"),
        subtitle: try text(entry, prefix + "Subtitle"),
        isPrimary: try entry.bool(prefix + "IsPrimary") ?? false,
        supportsBackgroundExecution: try entry.bool(prefix + "SupportsBackgroundExecution")
          ?? false)
    }
  }

  // MARK: - Responses

  static func response(_ entry: PropertyListDictionary) throws -> ResponseDefinition {
    var nextCustomCode = ResponseCodeDefinition.firstCustomRawValue
    let codes = try entry.dictionaries("INIntentResponseCodes").map { code in
      let name = try code.requiredString("INIntentResponseCodeName")
      let rawValue: Int
      if let system = ResponseCodeDefinition.systemNames.firstIndex(of: name) {
        rawValue = system
      } else {
        rawValue = nextCustomCode
        nextCustomCode += 1
      }
      return ResponseCodeDefinition(
        name: name, rawValue: rawValue,
        isSuccess: try code.bool("INIntentResponseCodeSuccess") ?? false,
        format: try text(code, "INIntentResponseCodeFormatString"),
        conciseFormat: try text(code, "INIntentResponseCodeConciseFormatString"))
    }
    let prefix = "INIntentResponseParameter"
    let parameters = try entry.dictionaries(prefix + "s").map { parameter in
      ResponseParameterDefinition(
        name: try parameter.requiredString(prefix + "Name"),
        displayName: try text(parameter, prefix + "DisplayName"),
        type: try valueType(parameter, prefix, required: false),
        supportsMultipleValues: try parameter.bool(prefix + "SupportsMultipleValues") ?? false)
    }
    return ResponseDefinition(
      codes: codes, parameters: parameters, output: try entry.string("INIntentResponseOutput"))
  }

  // MARK: - Types and enums

  static func customType(_ entry: PropertyListDictionary) throws -> TypeDefinition {
    let prefix = "INTypeProperty"
    return TypeDefinition(
      name: try entry.requiredString("INTypeName"),
      displayName: try text(entry, "INTypeDisplayName"),
      className: try entry.string("INTypeClassName"),
      properties: try entry.dictionaries("INTypeProperties").map { property in
        TypeProperty(
          name: try property.requiredString(prefix + "Name"),
          displayName: try text(property, prefix + "DisplayName"),
          type: try valueType(property, prefix, required: false),
          supportsMultipleValues: try property.bool(prefix + "SupportsMultipleValues") ?? false,
          isDefault: try property.bool(prefix + "Default") ?? false)
      })
  }

  static func enumeration(_ entry: PropertyListDictionary) throws -> EnumDefinition {
    let values = try entry.dictionaries("INEnumValues").map { value in
      // Xcode 12 gives its first value, `unknown`, no index: it is 0.
      EnumValue(
        name: try value.requiredString("INEnumValueName"),
        displayName: try text(value, "INEnumValueDisplayName"),
        index: try value.integer("INEnumValueIndex") ?? 0,
        synonyms: try value.dictionaries("INEnumValueSynonyms").compactMap {
          try text($0, "INEnumValueSynonymSynonym")
        })
    }
    return EnumDefinition(
      name: try entry.requiredString("INEnumName"),
      displayName: try text(entry, "INEnumDisplayName"),
      values: values.enumerated().sorted {
        ($0.element.index, $0.offset) < ($1.element.index, $1.offset)
      }
      .map(\.element))
  }

  /// `key` and its localisation ID `keyID`. Nil when neither says anything; a text the file
  /// leaves out while keeping its ID may still be translated.
  static func text(_ entry: PropertyListDictionary, _ key: String) throws -> DefinitionText? {
    let text = try entry.string(key)
    let id = try entry.string(key + "ID")
    if let text, !text.isEmpty { return DefinitionText(text, id: id) }
    return id.map { DefinitionText(text ?? "", id: $0) }
  }

  // MARK: - Translations

  /// The `.strings` files named like the definition in the `.lproj` folders beside it: the
  /// definition is usually in `Base.lproj`, with `en.lproj/Intents.strings` and so on as its
  /// siblings.
  static func localizations(beside path: String) throws -> [Localization] {
    // Paths are joined as strings, so they are shown as the user gave the definition's.
    let name = (path as NSString).lastPathComponent
    let stem = (name as NSString).deletingPathExtension
    let folder = (path as NSString).deletingLastPathComponent
    let root = folder.hasSuffix(".lproj") ? (folder as NSString).deletingLastPathComponent : folder
    // The definition was just read from this folder; one that cannot be listed has no
    // translations to offer.
    let names =
      (try? FileManager.default.contentsOfDirectory(atPath: root.isEmpty ? "." : root)) ?? []
    return try names.filter { $0.hasSuffix(".lproj") }.sorted().compactMap { name in
      let strings = ((root as NSString).appendingPathComponent(name) as NSString)
        .appendingPathComponent(stem + ".strings")
      guard FileManager.default.fileExists(atPath: strings) else { return nil }
      return Localization(
        language: String(name.dropLast(".lproj".count)), path: strings,
        strings: try self.strings(at: strings))
    }
  }

  /// A `.strings` file (`"ID" = "text";`, UTF-8 or UTF-16), read by Foundation's property
  /// list parser, which reads that old format.
  public static func strings(at path: String) throws -> [String: String] {
    let table = try PropertyListDictionary(
      propertyList(bytes(at: path), path: path, expected: "a strings file"), keyPath: "",
      file: path)
    return try table.values.keys.reduce(into: [:]) { strings, key in
      guard let text = try table.string(key) else { return }
      strings[key] = text
    }
  }
}
