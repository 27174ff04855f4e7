import IntentKit
import Testing

@testable import IntentDefinitions

/// A definition made into the intent the dialog runs: its schema, Siri's lines and its codes.
@Suite struct CustomIntentFromDefinitionTests {
  @Test func theSchemaHasTheResolvableParametersInDisplayOrder() throws {
    let file = try IntentDefinitionLoader.load(path: Definitions.coffee)
    let custom = file.intents[0].customIntent()
    #expect(custom.name == "orderCoffee")
    #expect(custom.schema.intentClass == "OrderCoffeeIntent")
    #expect(custom.schema.requiresUserConfirmation)
    // INIntentRestrictions 1: not on a locked device.
    #expect(custom.schema.alwaysRestrictedWhileLocked)
    #expect(
      custom.schema.parameters
        == [
          ParameterSchema(name: "drink", valueType: .string),
          ParameterSchema(name: "quantity", valueType: .integer),
          ParameterSchema(name: "service", valueType: .string),
          ParameterSchema(name: "address", valueType: .string),
          ParameterSchema(name: "extras", valueType: .string, isArray: true),
        ])
    #expect(custom.verb == "Order")
  }

  @Test func eachParametersDialogsAndEachCodesSentenceAreKept() throws {
    let file = try IntentDefinitionLoader.load(path: Definitions.coffee)
    let custom = file.intents[0].customIntent()
    #expect(
      custom.prompts["drink"]
        == ParameterPrompts(
          primary: "What would you like?",
          disambiguationSelection: "Which drink? We have ${count} on the board.",
          displayName: "Drink"))
    #expect(custom.prompts["quantity"]?.confirmation == "Just to confirm, ${quantity} cups?")
    // The app's own reason, not Xcode's defaults for a number's range.
    #expect(custom.prompts["quantity"]?.unsupported == "We only have beans for ${quantities} more.")
    #expect(
      custom.responses.map { "\($0.code.name) \($0.code.rawValue) \($0.code.category)" } == [
        "success 4 success", "failure 5 failure", "failureOutOfStock 100 failure",
        "successLater 101 success",
      ])
    #expect(custom.format(for: custom.responses[2].code) == "Sorry, we're out of ${drink}.")
  }

  @Test func aTranslationGivesTheDialogInItsLanguage() throws {
    let file = try IntentDefinitionLoader.load(path: Definitions.recipes)
    let french = file.intents[0].customIntent(localization: file.localization("fr"))
    #expect(french.title == "Afficher les étapes")
    #expect(french.prompts["recipe"]?.primary == "Quelle recette ?")
    // What the translation leaves out stays in the file's language.
    #expect(french.prompts["recipe"]?.disambiguationIntroduction == "There are ${count} recipes.")
  }

  @Test func theCategoryGivesTheVerbWhenTheFileHasNone() throws {
    let file = try IntentDefinitionLoader.load(path: Definitions.xcode10)
    #expect(file.intents.map { $0.customIntent().verb } == ["Do", "View"])
    var information = file.intents[1]
    information.verb = nil
    #expect(information.effectiveVerb == "View")
  }
}
