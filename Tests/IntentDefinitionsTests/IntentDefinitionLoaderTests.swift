import CustomDump
import Foundation
import Testing

@testable import IntentDefinitions

/// Definitions written for these tests in the shapes real files take: Xcode 15 with a custom
/// type, translations and every dialog type (RecipeAssistant); an order intent with numbers,
/// an enum, a relationship and several values (CoffeeShop); and Xcode 10's explicit defaults
/// (Xcode10).
enum Definitions {
  static func path(_ name: String) -> String {
    Bundle.module.url(forResource: "Definitions", withExtension: nil)!
      .appendingPathComponent(name).path
  }

  static let recipes = path("RecipeAssistant/Base.lproj/Intents.intentdefinition")
  static let coffee = path("CoffeeShop/Intents.intentdefinition")
  static let xcode10 = path("Xcode10/Intents.intentdefinition")
}

@Suite struct IntentDefinitionLoaderTests {
  @Test func aCustomTypeParameterKeepsEveryDialogTypeAndItsPaging() throws {
    let file = try IntentDefinitionLoader.load(path: Definitions.recipes)
    #expect(file.modelVersion == "1.2")
    #expect(file.toolsVersion == "15.0")
    #expect(file.namespace == "rCp7Qa")
    let intent = try #require(file.intents.first)
    #expect(intent.name == "ShowDirections")
    #expect(intent.title == DefinitionText("Show Directions", id: "ttl001"))
    #expect(intent.category == "information")
    #expect(intent.verb == "View")
    #expect(intent.kind == "Custom")
    #expect(intent.keyParameter == "recipe")
    #expect(!intent.requiresConfirmation)
    #expect(intent.restrictions == 0)
    expectNoDifference(
      intent.parameters,
      [
        ParameterDefinition(
          name: "recipe", tag: 2, displayPriority: 1,
          displayName: DefinitionText("Recipe", id: "precip"),
          type: ValueType(name: "Object", objectType: "Recipe", namespace: "rCp7Qa"),
          supportsMultipleValues: false, isResolvable: true, isConfigurable: true,
          hasCustomDisambiguation: true, hasDynamicOptions: true, supportsSearch: false,
          windowSize: 3, relationship: nil,
          prompts: [
            PromptDialog(kind: .configuration, text: nil, isCustom: true),
            PromptDialog(
              kind: .primary, text: DefinitionText("Which recipe?", id: "prm001"), isCustom: true),
            PromptDialog(
              kind: .disambiguationIntroduction,
              text: DefinitionText("There are ${count} recipes.", id: "prm002"), isCustom: true),
            PromptDialog(
              kind: .subsequentIntroduction,
              text: DefinitionText("Here are more recipes.", id: "prm005"), isCustom: true),
            PromptDialog(
              kind: .disambiguationSelection,
              text: DefinitionText("Which recipe would you like to see?", id: "prm003"),
              isCustom: true),
            PromptDialog(
              kind: .confirmation,
              text: DefinitionText("Just to confirm, you wanted ‘${recipe}’?", id: "prm004"),
              isCustom: true),
          ],
          metadata: .none, unsupportedReasons: [])
      ])
    expectNoDifference(
      intent.combinations,
      [
        ParameterCombination(
          parameters: [], title: nil, subtitle: nil, isPrimary: false,
          supportsBackgroundExecution: false),
        ParameterCombination(
          parameters: ["recipe"],
          title: DefinitionText("Show cooking directions for ${recipe}", id: "cmb001"),
          subtitle: nil, isPrimary: true, supportsBackgroundExecution: true),
      ])
  }

  @Test func responseCodesAreNumberedAsXcodeGeneratesThem() throws {
    let file = try IntentDefinitionLoader.load(path: Definitions.coffee)
    let response = try #require(file.intents.first?.response)
    #expect(
      response.codes.map { "\($0.name)=\($0.rawValue)\($0.isSuccess ? "+" : "")" }
        == ["success=4+", "failure=5", "failureOutOfStock=100", "successLater=101+"])
    #expect(response.output == "receipt")
    #expect(response.parameters.map(\.name) == ["drink", "waitTime", "receipt"])
    #expect(response.parameters[2].type.objectType == "Receipt")
  }

  @Test func numbersEnumsRelationshipsAndSeveralValuesAreRead() throws {
    let intent = try #require(
      try IntentDefinitionLoader.load(path: Definitions.coffee).intents.first)
    #expect(intent.requiresConfirmation)
    #expect(intent.restrictions == 1)
    let quantity = try #require(intent.parameter(named: "quantity"))
    // <real>1</real> and <integer>8</integer> in one file, as real files mix them.
    #expect(quantity.metadata.minimum == 1)
    #expect(quantity.metadata.maximum == 8)
    #expect(quantity.metadata.defaultValue == .number(1))
    #expect(quantity.metadata.control == "Stepper")
    #expect(
      quantity.unsupportedReasons.map { "\($0.code)\($0.isDefault ? " (default)" : "")" }
        == [
          "greaterThanMaximumValue (default)", "lessThanMinimumValue (default)", "notEnoughBeans",
        ])
    let service = try #require(intent.parameter(named: "service"))
    #expect(service.type == ValueType(name: "Integer", enumType: "Service", namespace: "cOf9Xe"))
    #expect(service.metadata.defaultValue == .string("pickup"))
    #expect(
      intent.parameter(named: "address")?.relationship
        == ParameterRelationship(
          parentName: "service", predicate: "EnumHasExactValue", value: "delivery"))
    #expect(intent.parameter(named: "extras")?.supportsMultipleValues == true)
    #expect(intent.parameter(named: "drink")?.supportsSearch == true)
    #expect(intent.parameters.map(\.name) == ["drink", "quantity", "service", "address", "extras"])
  }

  @Test func enumValuesAreInIndexOrderAndTheIndexlessUnknownIsZero() throws {
    let file = try IntentDefinitionLoader.load(path: Definitions.coffee)
    let service = try #require(file.enumeration(named: "Service"))
    #expect(
      service.values.map { "\($0.name)=\($0.index)" } == ["unknown=0", "pickup=1", "delivery=2"])
    #expect(
      service.value(named: "delivery")?.synonyms == [DefinitionText("bring it", id: "enm005")])
  }

  @Test func customTypesKeepTheirStandardAndOwnProperties() throws {
    let file = try IntentDefinitionLoader.load(path: Definitions.coffee)
    let receipt = try #require(file.type(named: "Receipt"))
    #expect(
      receipt.properties.map { "\($0.name)\($0.isDefault ? "*" : "")" }
        == [
          "identifier*", "displayString*", "pronunciationHint*", "alternativeSpeakableMatches*",
          "total", "pickupTime",
        ])
    #expect(receipt.property(named: "alternativeSpeakableMatches")?.supportsMultipleValues == true)
  }

  @Test func anXcode10FileWithExplicitDefaultsAndNoTypesLoads() throws {
    let file = try IntentDefinitionLoader.load(path: Definitions.xcode10)
    #expect(file.namespace == nil)
    #expect(file.types.isEmpty)
    #expect(file.intents.map(\.name) == ["SetMood", "Ping"])
    let mood = try #require(file.intents[0].parameters.first)
    // An enum is an Integer with an enum name, and no namespace before Xcode 11.
    #expect(mood.type == ValueType(name: "Integer", enumType: "Mood"))
    #expect(mood.isResolvable)
    let ping = file.intents[1]
    #expect(ping.parameters.isEmpty)
    #expect(ping.combinations.map(\.parameters) == [[]])
    // An empty title with its ID is kept for its translations; it shows nothing.
    #expect(ping.combinations[0].title == DefinitionText("", id: "lg0011"))
    #expect(file.intents[0].response?.codes.map(\.isSuccess) == [true, false])
  }

  @Test func xcodesYESStringMeansNegativeNumbersAreAllowed() throws {
    let file = try TestDefinition.load(
      parameters: [
        [
          "INIntentParameterName": "offset", "INIntentParameterType": "Integer",
          "INIntentParameterMetadata": ["INIntentParameterMetadataSupportsNegativeNumbers": "YES"],
        ]
      ])
    #expect(file.intents[0].parameters[0].metadata.supportsNegativeNumbers == true)
  }

  @Test func aPlaceholderThatNamesNothingIsAWarningWithItsKeyPath() throws {
    let file = try IntentDefinitionLoader.load(path: Definitions.xcode10)
    #expect(
      file.warnings.map(\.description) == [
        "\(Definitions.xcode10): INIntents[1].INIntentResponse.INIntentResponseCodes[0].INIntentResponseCodeFormatString: ${server} names no response parameter, so it says nothing"
      ])
    let coffee = try IntentDefinitionLoader.load(path: Definitions.coffee)
    #expect(
      coffee.warnings.map(\.keyPath) == [
        "INIntents[0].INIntentParameters[1].INIntentParameterUnsupportedReasons[2].INIntentParameterUnsupportedReasonFormatString",
        "INIntents[0].INIntentParameterCombinations.\"quantity,drink,service\".INIntentParameterCombinationSubtitle",
      ])
  }

  @Test func translationsBesideTheFileAreReadAndStaleOnesWarned() throws {
    let file = try IntentDefinitionLoader.load(path: Definitions.recipes)
    let french = try #require(file.localization("fr"))
    #expect(french.strings["prm001"] == "Quelle recette ?")
    #expect(file.intents[0].title?.text(in: french) == "Afficher les étapes")
    #expect(file.intents[0].title?.text(in: nil) == "Show Directions")
    #expect(
      file.warnings.map(\.problem) == [
        "the translation lacks ${recipe} and has ${plat} instead of \"Just to confirm, you wanted ‘${recipe}’?\"",
        "the translation lacks ${directions} and has a broken placeholder \"$ {\" of \"Step ${step}. ${directions}\"",
      ])
    #expect(file.warnings.allSatisfy { $0.file == french.path })
  }

  @Test func aStringsFileInUTF16IsRead() throws {
    let folder = try TestDefinition.folder()
    let path = folder.appendingPathComponent("Intents.strings").path
    try "\"abc\" = \"Grüße ${name}\";\n".write(toFile: path, atomically: true, encoding: .utf16)
    #expect(try IntentDefinitionLoader.strings(at: path) == ["abc": "Grüße ${name}"])
  }
}

/// A definition built in the test, written as Xcode writes one, for what the bundled files
/// do not show: every way a file can be malformed.
enum TestDefinition {
  static func folder() throws -> URL {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("intentdefinition-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    return folder
  }

  static func intent(
    name: String = "Brew", parameters: [[String: Any]] = [], extra: [String: Any] = [:]
  ) -> [String: Any] {
    var intent: [String: Any] = [
      "INIntentName": name, "INIntentCategory": "generic", "INIntentVerb": "Do",
      "INIntentTitle": "Brew", "INIntentParameters": parameters,
      "INIntentResponse": [
        "INIntentResponseCodes": [["INIntentResponseCodeName": "success"]],
        "INIntentResponseParameters": [
          ["INIntentResponseParameterName": "cups", "INIntentResponseParameterType": "Integer"]
        ],
      ],
    ]
    intent.merge(extra) { _, new in new }
    return intent
  }

  static func data(_ top: [String: Any]) throws -> Data {
    try PropertyListSerialization.data(fromPropertyList: top, format: .xml, options: 0)
  }

  static func top(intents: [[String: Any]], extra: [String: Any] = [:]) -> [String: Any] {
    var top: [String: Any] = [
      "INIntentDefinitionModelVersion": "1.2", "INIntentDefinitionNamespace": "tEsT01",
      "INIntents": intents, "INEnums": [] as [Any], "INTypes": [] as [Any],
    ]
    top.merge(extra) { _, new in new }
    return top
  }

  static func load(parameters: [[String: Any]]) throws -> IntentDefinitionFile {
    try IntentDefinitionLoader.read(
      data(top(intents: [intent(parameters: parameters)])), path: "Test.intentdefinition")
  }
}
