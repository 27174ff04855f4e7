/// What `intentsh intents` prints for a definition: each intent with its parameters, their
/// Siri dialogs, the shortcut titles and the responses; then the custom types and enums. Lines
/// only: the caller prints them (making the file's text inert on a terminal).
public enum IntentDefinitionDescription {
  /// In the file's own language, or in `language`'s translation where it has one.
  public static func lines(_ file: IntentDefinitionFile, language: String? = nil) -> [String] {
    let localization = language.flatMap(file.localization)
    var lines = [header(file)]
    for intent in file.intents {
      lines.append("")
      lines += Self.intent(intent, localization)
    }
    if !file.types.isEmpty || !file.enums.isEmpty { lines.append("") }
    for type in file.types { lines.append(Self.type(type, localization)) }
    for enumeration in file.enums { lines.append(Self.enumeration(enumeration, localization)) }
    return lines
  }

  static func header(_ file: IntentDefinitionFile) -> String {
    var facts: [String] = []
    if let tools = file.toolsVersion { facts.append("Xcode \(tools)") }
    facts.append(count(file.intents.count, "intent"))
    if !file.types.isEmpty { facts.append(count(file.types.count, "type")) }
    if !file.enums.isEmpty { facts.append(count(file.enums.count, "enum")) }
    let languages = file.localizations.map(\.language).filter { $0 != "Base" }
    if !languages.isEmpty { facts.append("translations: " + languages.joined(separator: ", ")) }
    return "\(file.path): \(facts.joined(separator: ", "))"
  }

  static func intent(_ intent: IntentDefinition, _ localization: Localization?) -> [String] {
    var heading = intent.name
    if let title = shown(intent.title, localization) { heading += " \"\(title)\"" }
    if let summary = shown(intent.summary, localization) { heading += ": \(summary)" }
    var lines = [heading]
    var facts: [String] = []
    if intent.kind != "Custom" {
      facts.append("customised \(intent.kind.lowercased()) intent \(intent.className ?? "")")
    }
    if let category = intent.category {
      facts.append("category \(category)" + (intent.verb.map { " (\($0))" } ?? ""))
    }
    if intent.requiresConfirmation { facts.append("asks for confirmation") }
    if intent.restrictions != 0 { facts.append("restrictions \(intent.restrictions)") }
    if let key = intent.keyParameter { facts.append("key parameter \(key)") }
    if intent.isDeprecated { facts.append("deprecated") }
    if !facts.isEmpty { lines.append("  " + facts.joined(separator: "; ")) }
    if !intent.parameters.isEmpty {
      lines.append("  parameters:")
      for parameter in intent.parameters { lines += Self.parameter(parameter, localization) }
    }
    let titled = intent.combinations.filter { shown($0.title, localization) != nil }
    if !titled.isEmpty {
      lines.append("  shortcuts:")
      for combination in titled {
        var line = "    " + (shown(combination.title, localization) ?? "")
        if let subtitle = shown(combination.subtitle, localization) { line += " — \(subtitle)" }
        if combination.isPrimary { line += "  [primary]" }
        lines.append(line)
      }
    }
    if !intent.phrasings.isEmpty {
      lines.append("  said as (with --intents): " + intent.phrasings.joined(separator: " | "))
    }
    if let response = intent.response { lines += Self.response(response, localization) }
    return lines
  }

  static func parameter(_ parameter: ParameterDefinition, _ localization: Localization?)
    -> [String]
  {
    var facts: [String] = []
    if parameter.supportsMultipleValues { facts.append("several values") }
    if !parameter.isResolvable { facts.append("not resolved by Siri") }
    if parameter.hasDynamicOptions {
      facts.append(
        parameter.supportsSearch ? "options from the app, searched" : "options from the app")
    }
    if parameter.hasCustomDisambiguation { facts.append("custom disambiguation") }
    if let size = parameter.windowSize { facts.append("\(size) options spoken at a time") }
    let metadata = parameter.metadata
    if let value = metadata.defaultValue { facts.append("default \(value)") }
    switch (metadata.minimum, metadata.maximum) {
    case (let minimum?, let maximum?):
      facts.append("from \(MetadataValue.number(minimum)) to \(MetadataValue.number(maximum))")
    case (let minimum?, nil): facts.append("at least \(MetadataValue.number(minimum))")
    case (nil, let maximum?): facts.append("at most \(MetadataValue.number(maximum))")
    case (nil, nil): break
    }
    if metadata.supportsNegativeNumbers == true { facts.append("negative numbers") }
    if let relationship = parameter.relationship {
      switch relationship.predicate {
      case "HasAnyValue": facts.append("asked when \(relationship.parentName) has a value")
      default:
        facts.append(
          "asked when \(relationship.parentName) is \(relationship.value ?? "set")"
            + (relationship.predicate == "EnumHasExactValue" ? "" : " (\(relationship.predicate))"))
      }
    }
    var heading = "    \(parameter.name) (\(parameter.type))"
    if let name = shown(parameter.displayName, localization),
      name.lowercased() != parameter.name.lowercased()
    {
      heading += " \"\(name)\""
    }
    if !facts.isEmpty { heading += ": " + facts.joined(separator: ", ") }
    var lines = [heading]
    for prompt in parameter.prompts {
      let text = shown(prompt.text, localization).map { "\"\($0)\"" } ?? "(no text)"
      lines.append("      \(prompt.kind.rawValue): \(text)")
    }
    for reason in parameter.unsupportedReasons {
      let text = shown(reason.text, localization).map { "\"\($0)\"" } ?? "(no text)"
      lines.append("      unsupported \(reason.code): \(text)")
    }
    return lines
  }

  static func response(_ response: ResponseDefinition, _ localization: Localization?)
    -> [String]
  {
    var lines = ["  responses:"]
    for code in response.codes {
      var line = "    \(code.name) (\(code.rawValue)\(code.isSuccess ? ", success" : ""))"
      if let format = shown(code.format, localization) { line += ": \"\(format)\"" }
      if let concise = shown(code.conciseFormat, localization) {
        line += " (spoken: \"\(concise)\")"
      }
      lines.append(line)
    }
    if !response.parameters.isEmpty {
      let fields = response.parameters.map {
        "\($0.name) (\($0.type)\($0.supportsMultipleValues ? ", several" : ""))"
      }
      lines.append("    fields: " + fields.joined(separator: ", "))
    }
    if let output = response.output { lines.append("    output: \(output)") }
    return lines
  }

  static func type(_ type: TypeDefinition, _ localization: Localization?) -> String {
    let own = type.properties.filter { !$0.isDefault }.map {
      "\($0.name) (\($0.type)\($0.supportsMultipleValues ? ", several" : ""))"
    }
    var line = "type \(type.name)"
    if let name = shown(type.displayName, localization), name != type.name {
      line += " \"\(name)\""
    }
    return line + ": "
      + (own.isEmpty ? "the standard properties only" : own.joined(separator: ", "))
  }

  static func enumeration(_ enumeration: EnumDefinition, _ localization: Localization?) -> String {
    let values = enumeration.values.map { value in
      var text = "\(value.name) = \(value.index)"
      if let name = shown(value.displayName, localization), name != value.name {
        text += " \"\(name)\""
      }
      let synonyms = value.synonyms.compactMap { shown($0, localization) }
      if !synonyms.isEmpty { text += " (also \(synonyms.joined(separator: ", ")))" }
      return text
    }
    return "enum \(enumeration.name): " + values.joined(separator: ", ")
  }

  /// The text in the language asked for, or nil when there is none to show.
  static func shown(_ text: DefinitionText?, _ localization: Localization?) -> String? {
    guard let shown = text?.text(in: localization), !shown.isEmpty else { return nil }
    return shown
  }

  static func count(_ number: Int, _ noun: String) -> String {
    "\(number) \(noun)\(number == 1 ? "" : "s")"
  }
}
