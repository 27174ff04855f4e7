import Foundation
import IntentKit

extension IntentName {
  /// A definition's intent as intentsh names intents (`sendMessage`): `ShowDirections` is
  /// `showDirections`, whose class stays `ShowDirectionsIntent`. Unlike `init(intentClass:)`,
  /// nothing is cut: a definition may name an intent `Intent`.
  public init(definitionName name: String) {
    self.init(name.prefix(1).lowercased() + name.dropFirst())
  }
}

extension IntentDefinition {
  /// The intent's name as intentsh names intents: `IntentName(definitionName:)`.
  public var intentName: IntentName { IntentName(definitionName: name) }

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
        subsequentIntroduction: text(parameter.prompt(.subsequentIntroduction)?.text),
        confirmation: text(parameter.prompt(.confirmation)?.text),
        unsupported: parameter.unsupportedReasons.first { !$0.isDefault }.flatMap {
          text($0.text)
        },
        unsupportedReasons: parameter.unsupportedReasons.reduce(into: [:]) { reasons, reason in
          reasons[reason.code] = text(reason.text).map { parameter.fillingMetadata($0) }
        },
        displayName: text(parameter.displayName))
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

extension ParameterDefinition {
  /// A reason's sentence with what the definition itself knows filled in: `${displayName}`,
  /// `${minimumValue}`, `${maximumValue}` ("Quantity can't be higher than 8.").
  func fillingMetadata(_ line: String) -> String {
    var line = line
    let known: [(String, String?)] = [
      ("displayName", displayName?.text ?? name),
      ("minimumValue", metadata.minimum.map { MetadataValue.number($0).description }),
      ("maximumValue", metadata.maximum.map { MetadataValue.number($0).description }),
    ]
    for case (let name, let value?) in known {
      line = line.replacingOccurrences(of: "${\(name)}", with: value)
    }
    return line
  }

  /// The reason the definition declares under `code`, as resolve answers it: numbered from 1 in
  /// declaration order, in the enum Xcode generates for the parameter
  /// (`OrderCoffeeQuantityUnsupportedReason`).
  public func unsupportedReason(_ code: String, of intent: IntentDefinition) -> UnsupportedReason? {
    guard let index = unsupportedReasons.firstIndex(where: { $0.code == code }) else { return nil }
    let type = intent.name + name.prefix(1).uppercased() + name.dropFirst() + "UnsupportedReason"
    return UnsupportedReason(type: type, name: code, rawValue: index + 1)
  }
}

extension IntentDefinition {
  /// How a request says the intent, in intentsh's grammar notation: each shortcut title with
  /// its `${parameter}`s as slots ("Order ${quantity} ${drink}" is `order {quantity} {drink}`),
  /// then the intent's title. A title no request could say (no word of its own, a parameter a
  /// slot cannot name) is left out.
  public var phrasings: [String] {
    let slots = Set(parameters.map(\.name))
    var phrasings: [String] = []
    for title in combinations.compactMap({ $0.title?.text }) + [title?.text ?? ""] {
      guard let phrasing = Self.phrasing(title, slots: slots), !phrasings.contains(phrasing)
      else { continue }
      phrasings.append(phrasing)
    }
    return phrasings
  }

  /// A title as a phrasing: lower case, `${name}` a slot, and any character but a letter, a
  /// digit or an apostrophe between words.
  public static func phrasing(_ title: String, slots: Set<String>) -> String? {
    var words: [String] = []
    var word = ""
    var rest = Substring(title)
    var hasLiteral = false
    func endWord() {
      if !word.isEmpty {
        words.append(word)
        hasLiteral = true
      }
      word = ""
    }
    while let character = rest.first {
      if rest.hasPrefix("${"), let close = rest.firstIndex(of: "}") {
        endWord()
        let name = String(rest[rest.index(rest.startIndex, offsetBy: 2)..<close])
        guard slots.contains(name), !name.isEmpty, name.allSatisfy(\.isLetter) else { return nil }
        words.append("{\(name)}")
        rest = rest[rest.index(after: close)...]
        continue
      }
      if character.isLetter || character.isNumber || character == "'" || character == "\u{2019}" {
        word += character == "\u{2019}" ? "'" : character.lowercased()
      } else {
        endWord()
      }
      rest = rest.dropFirst()
    }
    endWord()
    guard hasLiteral else { return nil }
    // A line starting with a keyword of the notation would be read as one: "(set) mood to …".
    if ["intent", "define", "set"].contains(words[0]) { words[0] = "(\(words[0]))" }
    return words.joined(separator: " ")
  }
}
