import IntentKit

extension IntentDefinition {
  /// The intent's name as intentsh names intents (`sendMessage`): the definition's
  /// `ShowDirections` is `showDirections`, whose class stays `ShowDirectionsIntent`.
  public var intentName: IntentName {
    IntentName(name.prefix(1).lowercased() + name.dropFirst())
  }

  /// The verb Siri's own lines use: the file's, else its category's default (the intent
  /// editor's first verb for each category).
  public var effectiveVerb: String? {
    verb ?? category.flatMap { Self.defaultVerbs[$0] }
  }

  static let defaultVerbs = [
    "generic": "Do", "information": "View", "order": "Order", "start": "Start",
    "share": "Share", "create": "Create", "search": "Search", "download": "Download",
    "set": "Set", "request": "Request",
  ]

  /// The intent as the dialog runs it: its resolvable parameters in display order (the others
  /// carried unresolved), each one's Siri dialog, and a sentence for each response code, in
  /// `localization`'s language where it has one. The definition is checked already
  /// (`IntentDefinitionLoader`), so every name it uses exists.
  public func customIntent(localization: Localization? = nil) -> CustomIntent {
    let resolved = parameters.filter(\.isResolvable)
    let schema = IntentSchema(
      name: intentName,
      parameters: resolved.map { parameter in
        ParameterSchema(
          name: parameter.name, valueType: parameter.type.saidAs,
          isArray: parameter.supportsMultipleValues, windowSize: parameter.windowSize ?? 3)
      },
      unresolvedParameters: parameters.filter { !$0.isResolvable }.map(\.name),
      requiresUserConfirmation: requiresConfirmation,
      // INIntentRestrictions is a mask whose bits the file format does not name; any of them
      // keeps the intent from running on a locked device.
      alwaysRestrictedWhileLocked: restrictions != 0,
      intentClass: className ?? (name + "Intent"))
    func text(_ text: DefinitionText?) -> String? {
      guard let shown = text?.text(in: localization), !shown.isEmpty else { return nil }
      return shown
    }
    var prompts: [String: ParameterPrompts] = [:]
    for parameter in resolved {
      prompts[parameter.name] = ParameterPrompts(
        primary: text(parameter.prompt(.primary)?.text),
        disambiguationIntroduction: text(parameter.prompt(.disambiguationIntroduction)?.text),
        disambiguationSelection: text(parameter.prompt(.disambiguationSelection)?.text),
        confirmation: text(parameter.prompt(.confirmation)?.text),
        unsupported: parameter.unsupportedReasons.first { !$0.isDefault }.flatMap {
          text($0.text)
        })
    }
    let responses = (response?.codes ?? []).map { code in
      ResponseFormat(code: code.responseCode, format: text(code.format) ?? "")
    }
    return CustomIntent(
      schema: schema, title: text(title) ?? name, summary: text(summary) ?? "",
      prompts: prompts, responses: responses, verb: effectiveVerb)
  }
}

extension ResponseCodeDefinition {
  /// The code as a handler answers it: SiriKit's own by name, the app's a success or failure
  /// as declared.
  public var responseCode: ResponseCode {
    CustomIntent.systemCodes.first { $0.name == name }
      ?? ResponseCode(name: name, rawValue: rawValue, category: isSuccess ? .success : .failure)
  }
}

extension ValueType {
  /// How an answer for a parameter of this type is read: as a person, an amount, a number, a
  /// yes or no; anything else (a custom type, an enum, a place, a date) as the words said,
  /// which the app resolves.
  var saidAs: ParameterValueType {
    guard enumType == nil, objectType == nil else { return .string }
    switch name {
    case "Integer": return .integer
    case "Boolean": return .boolean
    case "Person": return .person
    case "CurrencyAmount": return .currencyAmount
    default: return .string
    }
  }
}
