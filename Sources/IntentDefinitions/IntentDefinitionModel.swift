/// What an Xcode intent definition file (`.intentdefinition`, an XML property list) declares:
/// its custom intents, custom types (`INTypes`) and enums (`INEnums`), and the translations
/// kept beside it (`xx.lproj/<name>.strings`). Read by `IntentDefinitionLoader`; values keep
/// the file's own names so a developer recognises them.
public struct IntentDefinitionFile: Hashable, Sendable {
  public var path: String
  /// `INIntentDefinitionModelVersion`: 1.0 (Xcode 10), 1.1 (11), 1.2 (12 and later).
  public var modelVersion: String?
  /// `INIntentDefinitionToolsVersion`: the Xcode that last wrote the file.
  public var toolsVersion: String?
  /// `INIntentDefinitionNamespace`: custom types and enums are named within it.
  public var namespace: String?
  public var intents: [IntentDefinition]
  public var types: [TypeDefinition]
  public var enums: [EnumDefinition]
  /// The `.strings` files found beside the definition, by language folder.
  public var localizations: [Localization]
  /// What looks wrong but real files do and Xcode accepts: a `${name}` naming nothing, a
  /// translation whose placeholders differ from the base text.
  public var warnings: [IntentDefinitionError]

  public func type(named name: String) -> TypeDefinition? { types.first { $0.name == name } }
  public func enumeration(named name: String) -> EnumDefinition? {
    enums.first { $0.name == name }
  }
  public func localization(_ language: String) -> Localization? {
    localizations.first { $0.language == language }
  }
}

/// A user-visible string of the file and its localisation ID (the `…ID` key beside it), which
/// names its translation in each `.strings` file.
public struct DefinitionText: Hashable, Sendable {
  public var text: String
  public var id: String?

  public init(_ text: String, id: String? = nil) {
    self.text = text
    self.id = id
  }

  /// The translation in `localization`, else the file's own text.
  public func text(in localization: Localization?) -> String {
    guard let id, let translated = localization?.strings[id] else { return text }
    return translated
  }
}

/// `xx.lproj/Intents.strings`: localisation ID to text.
public struct Localization: Hashable, Sendable {
  /// The folder's name without `.lproj`: `fr`, `pt-BR`, `Base`.
  public var language: String
  public var path: String
  public var strings: [String: String]
}

/// One entry of `INIntents`.
public struct IntentDefinition: Hashable, Sendable {
  public var name: String
  /// `INIntentType`: `Custom`, or `System` for a customised built-in intent.
  public var kind: String
  public var title: DefinitionText?
  public var summary: DefinitionText?
  /// `INIntentCategory`: information, generic, order, share, create, search, …
  public var category: String?
  /// `INIntentVerb`: View, Do, Order, … Absent on system intents.
  public var verb: String?
  public var requiresConfirmation: Bool
  /// `INIntentRestrictions`, a bit mask; 0 when the file leaves it out.
  public var restrictions: Int
  public var keyParameter: String?
  /// `INIntentInput`: the parameter a shortcut passes its input to.
  public var input: String?
  public var isConfigurable: Bool
  public var isDeprecated: Bool
  public var isEligibleForWidgets: Bool
  public var isIneligibleForSuggestions: Bool
  public var defaultImageName: String?
  /// `INIntentClassName` of a customised system intent, or a custom class name.
  public var className: String?
  /// In display order (`INIntentParameterDisplayPriority`), which is not the tag order.
  public var parameters: [ParameterDefinition]
  /// `INIntentParameterCombinations`, by key order: the shortcut titles.
  public var combinations: [ParameterCombination]
  /// `INIntentManagedParameterCombinations` (Xcode 11 and later).
  public var managedCombinations: [ParameterCombination]
  /// Absent on system intents.
  public var response: ResponseDefinition?

  public func parameter(named name: String) -> ParameterDefinition? {
    parameters.first { $0.name == name }
  }
}

/// A value's type as the file writes it: `INIntentParameterType` (or a property's or response
/// parameter's), with the custom type or enum it names. An enum parameter is typed `Integer`
/// with an enum name.
public struct ValueType: Hashable, Sendable, CustomStringConvertible {
  /// `String`, `Integer`, `Decimal`, `Boolean`, `Object`, `File`, `DateComponents`,
  /// `TimeInterval` (Xcode's Duration), `Placemark` (Xcode's Location), `Person`, …
  public var name: String
  /// The custom type of an `Object` (`INIntentParameterObjectType`).
  public var objectType: String?
  /// The enum of an enum value (`INIntentParameterEnumType`).
  public var enumType: String?
  /// `System` when the object type or enum is SiriKit's (`MediaItem`), else the file's.
  public var namespace: String?

  public init(
    name: String, objectType: String? = nil, enumType: String? = nil, namespace: String? = nil
  ) {
    self.name = name
    self.objectType = objectType
    self.enumType = enumType
    self.namespace = namespace
  }

  public var isSystem: Bool { namespace == "System" }

  /// As the description shows it: `Integer`, `Recipe` (a custom type), `enum OrderType`,
  /// `Duration` for `TimeInterval`, `Location` for `Placemark`.
  public var description: String {
    if let enumType { return "enum \(enumType)" }
    if let objectType { return objectType }
    switch name {
    case "TimeInterval": return "Duration"
    case "Placemark": return "Location"
    default: return name
    }
  }
}

/// One entry of an intent's `INIntentParameters`.
public struct ParameterDefinition: Hashable, Sendable {
  public var name: String
  public var tag: Int?
  public var displayPriority: Int?
  public var displayName: DefinitionText?
  public var type: ValueType
  public var supportsMultipleValues: Bool
  /// Resolved by Siri (`INIntentParameterSupportsResolution`); Xcode 10 files predate the key
  /// and resolve every parameter.
  public var isResolvable: Bool
  public var isConfigurable: Bool
  public var hasCustomDisambiguation: Bool
  /// Options provided dynamically (`INIntentParameterSupportsDynamicEnumeration`).
  public var hasDynamicOptions: Bool
  /// Dynamic options searched as the user types (`INIntentParameterSupportsSearch`).
  public var supportsSearch: Bool
  /// How many options Siri speaks at once (`INIntentParameterWindowSize`); nil for Siri's own.
  public var windowSize: Int?
  public var relationship: ParameterRelationship?
  public var prompts: [PromptDialog]
  public var metadata: ParameterMetadata
  public var unsupportedReasons: [UnsupportedReasonDefinition]

  public func prompt(_ kind: PromptDialog.Kind) -> PromptDialog? {
    prompts.first { $0.kind == kind }
  }
}

/// A parameter shown only when its parent has a value (`INIntentParameterRelationship`).
public struct ParameterRelationship: Hashable, Sendable {
  public var parentName: String
  /// `HasAnyValue`, `EnumHasExactValue`, …
  public var predicate: String
  /// The value `EnumHasExactValue` asks for: an enum case's name or index.
  public var value: String?
}

/// One of a parameter's Siri dialogs (`INIntentParameterPromptDialogs`).
public struct PromptDialog: Hashable, Sendable {
  /// The seven dialog types, with the raw values the framework gives them.
  public enum Kind: String, CaseIterable, Hashable, Sendable {
    case primary = "Primary"
    case concise = "Concise"
    case disambiguationIntroduction = "DisambiguationIntroduction"
    case subsequentIntroduction = "SubsequentIntroduction"
    case disambiguationSelection = "DisambiguationSelection"
    case confirmation = "Confirmation"
    case configuration = "Configuration"

    /// The framework's numbering (INCodableAttributePromptDialogType), which a file may use
    /// instead of the name.
    init?(number: Int) {
      guard Kind.allCases.indices.contains(number) else { return nil }
      self = Kind.allCases[number]
    }
  }

  public var kind: Kind
  /// Nil when the dialog is marked custom but left empty, which real files do.
  public var text: DefinitionText?
  public var isCustom: Bool
}

/// `INIntentParameterMetadata`: what the Shortcuts editor shows and the numbers Siri checks.
public struct ParameterMetadata: Hashable, Sendable {
  public var defaultValue: MetadataValue?
  public var minimum: Double?
  public var maximum: Double?
  /// Written as the string `"YES"` by Xcode, or a Boolean.
  public var supportsNegativeNumbers: Bool?
  /// How the editor asks: `Field`, `Slider`, `Stepper`, `DateTime`, …
  public var control: String?
  public var trueDisplayName: DefinitionText?
  public var falseDisplayName: DefinitionText?

  public static let none = ParameterMetadata()
}

/// A metadata default: its type follows the parameter's (an enum's is a case name).
public enum MetadataValue: Hashable, Sendable, CustomStringConvertible {
  case string(String)
  case number(Double)
  case bool(Bool)

  public var description: String {
    switch self {
    case .string(let string): return string
    case .bool(let bool): return bool ? "true" : "false"
    case .number(let number):
      return number.rounded() == number && abs(number) < 1e15
        ? String(Int(number)) : String(number)
    }
  }
}

/// One of a parameter's `INIntentParameterUnsupportedReasons`.
public struct UnsupportedReasonDefinition: Hashable, Sendable {
  /// `negativeNumbersNotSupported`, `greaterThanMaximumValue`, `lessThanMinimumValue`, or the
  /// app's own (`notEnoughInStock`).
  public var code: String
  public var text: DefinitionText?
  /// One of Xcode's defaults for a number's minimum, maximum and sign.
  public var isDefault: Bool
}

/// A shortcut title for a set of parameters (`INIntentParameterCombinations`): "Show cooking
/// directions for ${recipe}".
public struct ParameterCombination: Hashable, Sendable {
  /// The key's names, comma-joined in the file; empty for the key `""`.
  public var parameters: [String]
  public var title: DefinitionText?
  public var subtitle: DefinitionText?
  public var isPrimary: Bool
  public var supportsBackgroundExecution: Bool
}

/// `INIntentResponse`: the codes an intent answers with and the fields they can name.
public struct ResponseDefinition: Hashable, Sendable {
  public var codes: [ResponseCodeDefinition]
  public var parameters: [ResponseParameterDefinition]
  /// `INIntentResponseOutput`: the field a shortcut outputs.
  public var output: String?
}

public struct ResponseCodeDefinition: Hashable, Sendable {
  public var name: String
  /// What the generated enum gives it: 0 to 6 for SiriKit's own codes, and from 100 in
  /// declaration order for the app's.
  public var rawValue: Int
  /// `INIntentResponseCodeSuccess`; a missing key means failure.
  public var isSuccess: Bool
  public var format: DefinitionText?
  /// The shorter sentence spoken where nothing is shown.
  public var conciseFormat: DefinitionText?

  /// SiriKit's codes of a custom intent's response, by raw value.
  public static let systemNames = [
    "unspecified", "ready", "continueInApp", "inProgress", "success", "failure",
    "failureRequiringAppLaunch",
  ]
  public static let firstCustomRawValue = 100
}

public struct ResponseParameterDefinition: Hashable, Sendable {
  public var name: String
  public var displayName: DefinitionText?
  public var type: ValueType
  public var supportsMultipleValues: Bool
}

/// A custom type (`INTypes`): an INObject subclass with properties.
public struct TypeDefinition: Hashable, Sendable {
  public var name: String
  public var displayName: DefinitionText?
  public var className: String?
  /// The four every type has (identifier, displayString, pronunciationHint,
  /// alternativeSpeakableMatches) and the file's own.
  public var properties: [TypeProperty]

  public func property(named name: String) -> TypeProperty? {
    properties.first { $0.name == name }
  }
}

public struct TypeProperty: Hashable, Sendable {
  public var name: String
  public var displayName: DefinitionText?
  public var type: ValueType
  public var supportsMultipleValues: Bool
  /// One of the four properties every custom type has.
  public var isDefault: Bool
}

/// A custom enum (`INEnums`).
public struct EnumDefinition: Hashable, Sendable {
  public var name: String
  public var displayName: DefinitionText?
  /// In index order (files may list them in any order).
  public var values: [EnumValue]

  public func value(named name: String) -> EnumValue? { values.first { $0.name == name } }
}

public struct EnumValue: Hashable, Sendable {
  public var name: String
  public var displayName: DefinitionText?
  /// `INEnumValueIndex`; Xcode 12 leaves it out on the first value, `unknown`, which is 0.
  public var index: Int
  public var synonyms: [DefinitionText]
}
