import Foundation
import Testing

@testable import IntentDefinitions

/// Every malformed file is one error naming the file and the key path of what is wrong, and
/// what is only suspicious is not an error.
@Suite struct MalformedDefinitionTests {
  struct Case: CustomTestStringConvertible, Sendable {
    var name: String
    var top: @Sendable () -> [String: Any]
    var error: String
    var testDescription: String { name }
  }

  static var parameter: [String: Any] {
    [
      "INIntentParameterName": "cups", "INIntentParameterType": "Integer",
    ]
  }

  static let cases: [Case] = [
    Case(
      name: "no INIntents", top: { ["INEnums": [] as [Any]] },
      error: "INIntents: missing: this is not an intent definition"),
    Case(
      name: "an intent without a name",
      top: { TestDefinition.top(intents: [["INIntentTitle": "Brew"]]) },
      error: "INIntents[0].INIntentName: missing"),
    Case(
      name: "a tag written as a string",
      top: {
        TestDefinition.top(intents: [
          TestDefinition.intent(parameters: [
            parameter.merging(["INIntentParameterTag": "one"]) { _, new in new }
          ])
        ])
      },
      error:
        "INIntents[0].INIntentParameters[0].INIntentParameterTag: expected an integer, found the string \"one\""
    ),
    Case(
      name: "a flag written as a number",
      top: {
        TestDefinition.top(intents: [
          TestDefinition.intent(extra: ["INIntentUserConfirmationRequired": 1])
        ])
      },
      error:
        "INIntents[0].INIntentUserConfirmationRequired: expected <true/> or <false/>, found a number"
    ),
    Case(
      name: "parameters that are not an array",
      top: {
        TestDefinition.top(intents: [TestDefinition.intent(extra: ["INIntentParameters": "cups"])])
      },
      error: "INIntents[0].INIntentParameters: expected an array, found the string \"cups\""),
    Case(
      name: "two intents of one name",
      top: { TestDefinition.top(intents: [TestDefinition.intent(), TestDefinition.intent()]) },
      error: "INIntents[1].INIntentName: a second intent named Brew"),
    Case(
      name: "two parameters of one name",
      top: {
        TestDefinition.top(intents: [TestDefinition.intent(parameters: [parameter, parameter])])
      },
      error:
        "INIntents[0].INIntentParameters[1].INIntentParameterName: a second parameter named cups"),
    Case(
      name: "a custom type that is not declared",
      top: {
        TestDefinition.top(intents: [
          TestDefinition.intent(parameters: [
            [
              "INIntentParameterName": "bean", "INIntentParameterType": "Object",
              "INIntentParameterObjectType": "Bean",
              "INIntentParameterObjectTypeNamespace": "tEsT01",
            ]
          ])
        ])
      },
      error:
        "INIntents[0].INIntentParameters[0].INIntentParameterObjectType: Bean is not a type declared in INTypes"
    ),
    Case(
      name: "an enum that is not declared",
      top: {
        TestDefinition.top(intents: [
          TestDefinition.intent(parameters: [
            parameter.merging(["INIntentParameterEnumType": "Size"]) { _, new in new }
          ])
        ])
      },
      error:
        "INIntents[0].INIntentParameters[0].INIntentParameterEnumType: Size is not an enum declared in INEnums"
    ),
    Case(
      name: "a shortcut naming a parameter the intent lacks",
      top: {
        TestDefinition.top(intents: [
          TestDefinition.intent(
            parameters: [parameter],
            extra: [
              "INIntentParameterCombinations": [
                "cups,size": ["INIntentParameterCombinationTitle": "Brew ${cups}"]
              ]
            ])
        ])
      },
      error:
        "INIntents[0].INIntentParameterCombinations.\"cups,size\": size is not a parameter of Brew (cups)"
    ),
    Case(
      name: "a relationship to a parameter the intent lacks",
      top: {
        TestDefinition.top(intents: [
          TestDefinition.intent(parameters: [
            parameter.merging([
              "INIntentParameterRelationship": [
                "INIntentParameterRelationshipParentName": "size",
                "INIntentParameterRelationshipPredicateName": "HasAnyValue",
              ]
            ]) { _, new in new }
          ])
        ])
      },
      error:
        "INIntents[0].INIntentParameters[0].INIntentParameterRelationship.INIntentParameterRelationshipParentName: size is not a parameter of Brew (cups)"
    ),
    Case(
      name: "a minimum above the maximum",
      top: {
        TestDefinition.top(intents: [
          TestDefinition.intent(parameters: [
            parameter.merging([
              "INIntentParameterMetadata": [
                "INIntentParameterMetadataMinimumValue": 10,
                "INIntentParameterMetadataMaximumValue": 2.5,
              ]
            ]) { _, new in new }
          ])
        ])
      },
      error:
        "INIntents[0].INIntentParameters[0].INIntentParameterMetadata.INIntentParameterMetadataMinimumValue: 10 is above the maximum, 2.5"
    ),
    Case(
      name: "an enum default that is not one of its values",
      top: {
        TestDefinition.top(
          intents: [
            TestDefinition.intent(parameters: [
              parameter.merging([
                "INIntentParameterEnumType": "Size",
                "INIntentParameterMetadata": ["INIntentParameterMetadataDefaultValue": "huge"],
              ]) { _, new in new }
            ])
          ],
          extra: [
            "INEnums": [
              [
                "INEnumName": "Size",
                "INEnumValues": [
                  ["INEnumValueName": "unknown"],
                  ["INEnumValueName": "small", "INEnumValueIndex": 1],
                ],
              ]
            ]
          ])
      },
      error:
        "INIntents[0].INIntentParameters[0].INIntentParameterMetadata.INIntentParameterMetadataDefaultValue: huge is not a value of Size (unknown, small)"
    ),
    Case(
      name: "an output that is not a response parameter",
      top: {
        TestDefinition.top(intents: [
          TestDefinition.intent(extra: [
            "INIntentResponse": [
              "INIntentResponseCodes": [["INIntentResponseCodeName": "success"]],
              "INIntentResponseOutput": "receipt",
            ]
          ])
        ])
      },
      error:
        "INIntents[0].INIntentResponse.INIntentResponseOutput: receipt is not a response parameter of Brew"
    ),
    Case(
      name: "a key parameter the intent lacks",
      top: {
        TestDefinition.top(intents: [
          TestDefinition.intent(parameters: [parameter], extra: ["INIntentKeyParameter": "bean"])
        ])
      },
      error: "INIntents[0].INIntentKeyParameter: bean is not a parameter of Brew (cups)"),
  ]

  @Test(arguments: cases) func isOneErrorNamingFileAndKeyPath(_ malformed: Case) throws {
    let data = try TestDefinition.data(malformed.top())
    #expect {
      try IntentDefinitionLoader.read(data, path: "Brew.intentdefinition")
    } throws: { error in
      (error as? IntentDefinitionError)?.description
        == "Brew.intentdefinition: \(malformed.error)"
    }
  }

  @Test func xmlThatIsNotAPropertyListSaysWhereItBroke() throws {
    let data = Data(
      "<?xml version=\"1.0\"?><plist version=\"1.0\"><dict>\n<key>INIntents</key>\n<array></dict></plist>"
        .utf8)
    let error = try #require(
      throws: IntentDefinitionError.self,
      performing: { try IntentDefinitionLoader.read(data, path: "Bad.intentdefinition") })
    #expect(error.keyPath == "")
    #expect(error.problem.hasPrefix("not a property list: "))
    #expect(error.problem.contains("line 3"))
  }

  @Test func aStringsFileThatCannotBeParsedNamesItself() throws {
    let folder = try TestDefinition.folder()
    let base = folder.appendingPathComponent("Base.lproj")
    let french = folder.appendingPathComponent("fr.lproj")
    for url in [base, french] {
      try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }
    try TestDefinition.data(TestDefinition.top(intents: [TestDefinition.intent()]))
      .write(to: base.appendingPathComponent("Intents.intentdefinition"))
    try "\"abc\" = \"unterminated;\n".write(
      to: french.appendingPathComponent("Intents.strings"), atomically: true, encoding: .utf8)
    let error = try #require(
      throws: IntentDefinitionError.self,
      performing: {
        try IntentDefinitionLoader.load(
          path: base.appendingPathComponent("Intents.intentdefinition").path)
      })
    #expect(error.file == french.appendingPathComponent("Intents.strings").path)
    #expect(error.problem.hasPrefix("not a strings file: "))
  }

  @Test func unknownKeysAndStrayEditorKeysAreIgnored() throws {
    let file = try IntentDefinitionLoader.read(
      TestDefinition.data(
        TestDefinition.top(
          intents: [
            TestDefinition.intent(extra: [
              "INIntentSomethingNew": ["a": 1], "INIntentResponsePropertyName": "leftover",
            ])
          ], extra: ["INIntentDefinitionFutureKey": true])),
      path: "Brew.intentdefinition")
    #expect(file.intents.map(\.name) == ["Brew"])
    #expect(file.warnings.isEmpty)
  }
}
