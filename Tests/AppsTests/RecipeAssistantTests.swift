import Apps
import Foundation
import IntentDefinitions
import IntentKit
import Store
import Testing

@testable import RecipeApps

/// Recipe Assistant on the demo data: three recipes, the list of recipes on screen.
@Suite struct RecipeAssistantTests {
  let database: AppDatabase
  let app: RecipeAssistant

  init() throws {
    let dataSet = try DataSetLoader.load(
      DataSetLoader.demoFolder, appKinds: InstalledApps.kinds())
    database = try AppDatabase.inMemory()
    try database.importDataSet(dataSet)
    let record = try #require(dataSet.apps.first { $0.kind == RecipeAssistant.kind })
    app = try RecipeAssistant(record: record, database: database, clock: ManualClock(Date()))
  }

  func intent(_ recipe: IntentValue? = nil) -> Intent {
    Intent(
      name: "showDirections", app: "Recipe Assistant",
      parameters: recipe.map { ["recipe": $0] } ?? [:])
  }

  func resolved(_ intent: Intent) async throws -> ResolutionResult<CustomObject> {
    try await app.resolveRecipe(for: ShowDirectionsIntent(intent))
  }

  func recipe(_ id: String) throws -> IntentValue {
    .object(try #require(try app.cookbook().first { $0.id == id }).object)
  }

  /// What the response says: its code and fields, as the dialog fills the definition's
  /// sentence.
  func handled(_ intent: Intent) async throws -> String {
    let response = try await app.handle(intent: ShowDirectionsIntent(intent))
    let fields = response.output.map { "\($0.name)=\($0.value.spokenText)" }
    return ([response.code.name] + fields).joined(separator: " ")
  }

  /// The definition the app is compiled from, in the repository.
  static let definitionPath = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("Sources/RecipeApps/Definitions/Intents.intentdefinition").path

  @Test func theDefinitionIsWhatTheSwiftDeclares() throws {
    let file = try IntentDefinitionLoader.load(path: Self.definitionPath)
    #expect(file.warnings.isEmpty)
    #expect(RecipeAssistant.customIntents == file.intents.map { $0.customIntent() })
    let definition = try #require(file.intents.first)
    #expect(definition.intentName == ShowDirectionsIntent.schema.name)
    #expect(definition.parameters.map(\.name) == [ShowDirectionsIntent.recipe.name])
    // The Swift enum of codes has the raw values Xcode's generator gives the file's codes.
    for code in definition.response?.codes ?? [] {
      let swift = try #require(ShowDirectionsIntentResponseCode(rawValue: code.rawValue))
      #expect(ResponseCode(swift) == code.responseCode)
    }
    let reasons = definition.parameters[0].unsupportedReasons.map(\.code)
    #expect(reasons == ShowDirectionsRecipeUnsupportedReason.allCases.map { "\($0)" })
  }

  @Test func withNothingOpenSiriAsksAmongEveryRecipe() async throws {
    let result = try await resolved(intent())
    guard case .disambiguation(let options) = result else {
      Issue.record("expected disambiguation, got \(result)")
      return
    }
    #expect(
      options.map(\.displayString) == [
        "Spicy Tomato Sauce", "Chickpea Curry", "Cinnamon Apple Cake",
      ])
    #expect(options[0].subtitle == "6 steps, 30 minutes")
    #expect(options[0].image == "🍅")
  }

  @Test func aSaidNameIsResolvedByTitle() async throws {
    let exact = try await resolved(intent(.string("chickpea curry")))
    #expect(exact == .success(try #require(try recipe("chickpea-curry").object)))
    let partial = try await resolved(intent(.string("the apple cake")))
    #expect(
      partial == .confirmationRequired(try recipe("cinnamon-apple-cake").object, reason: nil))
    let none = try await resolved(intent(.string("lasagna")))
    #expect(none == .unsupported(forReason: ShowDirectionsRecipeUnsupportedReason.noSuchRecipe))
  }

  @Test func nextStepGoesFromIngredientsThroughEachStepAndBackToTheFirst() async throws {
    let curry = intent(try recipe("chickpea-curry"))
    #expect(
      try await handled(curry)
        == "showIngredients recipeName=chickpea curry recipe=Chickpea Curry")
    var steps: [String] = []
    for _ in 1...6 { steps.append(try await handled(curry)) }
    #expect(steps[0].hasPrefix("showDirections step=one directions=soften the onion"))
    #expect(steps[4].hasPrefix("showDirections step=five directions=stir in the spinach"))
    #expect(steps[5] == steps[0])
    // With the curry open, nothing said is the curry.
    #expect(
      try await resolved(intent()) == .success(try #require(try recipe("chickpea-curry").object))
    )
  }

  @Test func inTheBackgroundHandleMovesOnAndContinuesInTheApp() async throws {
    try database.setInForeground(false, app: "Recipe Assistant")
    let cake = intent(try recipe("cinnamon-apple-cake"))
    #expect(try await handled(cake) == "continueInApp")
    #expect(try app.screen().recipe == "cinnamon-apple-cake")
    try database.setInForeground(true, app: "Recipe Assistant")
    #expect(try await handled(cake).hasPrefix("showDirections step=one"))
  }

  @Test func stepNumbersAreSaidInWordsAndDirectionsContinueTheSentence() {
    #expect(RecipeAssistant.spokenNumber(12) == "twelve")
    #expect(RecipeAssistant.continuingSentence("Add minced garlic.") == "add minced garlic.")
    #expect(RecipeAssistant.continuingSentence("NYC style crust.") == "NYC style crust.")
  }
}
