import IntentKit
import Testing

@testable import Dialog

/// What Siri says for an app's own intent: the definition's lines with `${name}` filled in from
/// the intent and the response, and Siri's own lines where the definition gives none.
@Suite struct CustomIntentPhrasesTests {
  static let recipe = IntentParameter<String>("recipe")
  static let definition = CustomIntent(
    schema: IntentSchema(
      name: "showDirections", parameters: [recipe.schema], requiresUserConfirmation: false,
      alwaysRestrictedWhileLocked: false),
    title: "Show Directions",
    prompts: [
      recipe.name: ParameterPrompts(
        primary: "Which recipe?", disambiguationSelection: "Which recipe would you like to see?",
        confirmation: "Just to confirm, you wanted '${recipe}'?")
    ],
    responses: [
      ResponseFormat(
        code: ResponseCode(name: "showDirections", rawValue: 100, category: .success),
        format: "Step ${step}. ${directions}"),
      ResponseFormat(
        code: ResponseCode(name: "showIngredients", rawValue: 101, category: .success),
        format: "Here are the ingredients for ${recipe}"),
    ])
  static let phrases = CustomIntentPhrases(definition)
  static let intent = Intent(
    name: "showDirections", app: "RecipeAssistant",
    parameters: ["recipe": .string("spicy tomato sauce")])

  @Test func responsesFillTheirFieldsThenTheIntentsParameters() {
    let step = IntentResponse(
      code: ResponseCode(name: "showDirections", rawValue: 100, category: .success),
      output: [
        OutputField("step", .integer(1)),
        OutputField("directions", .string("In a large pot, heat olive oil on medium heat.")),
      ])
    #expect(
      Self.phrases.response(step, in: Self.intent)
        == "Step 1. In a large pot, heat olive oil on medium heat.")
    let ingredients = IntentResponse(
      code: ResponseCode(name: "showIngredients", rawValue: 101, category: .success))
    #expect(
      Self.phrases.response(ingredients, in: Self.intent)
        == "Here are the ingredients for spicy tomato sauce")
  }

  @Test func parameterPromptsAreTheDefinitionsAndSirisWhereItGivesNone() {
    #expect(Self.phrases.needsValue("recipe", in: Self.intent) == "Which recipe?")
    #expect(
      Self.phrases.disambiguation(
        "recipe", current: nil, options: [.string("a"), .string("b")], in: Self.intent)
        == "Which recipe would you like to see?")
    #expect(
      Self.phrases.confirmation(
        "recipe", value: .string("chickpea curry"), reason: nil, in: Self.intent)
        == "Just to confirm, you wanted 'chickpea curry'?")
    // No line of its own: Siri's.
    #expect(
      Self.phrases.unsupported("recipe", value: .string("soup"), reason: nil, in: Self.intent)
        == GenericPhrases.unsupported(value: .string("soup"), app: "RecipeAssistant"))
    #expect(
      Self.phrases.response(IntentResponse(code: CustomIntent.systemCodes[4]), in: Self.intent)
        == "Done.")
  }

  @Test func aNameWithNoValueSaysNothingAndAListIsSaidAsOne() {
    let response = IntentResponse(
      code: ResponseCode(name: "showIngredients", rawValue: 101, category: .success),
      output: [OutputField("recipe", .array([.string("a"), .string("b"), .string("c")]))])
    #expect(
      Self.phrases.response(response, in: Self.intent) == "Here are the ingredients for a, b and c")
    let bare = Intent(name: "showDirections", app: "RecipeAssistant")
    #expect(
      Self.phrases.confirmation("recipe", value: nil, reason: nil, in: bare)
        == "Just to confirm, you wanted ''?")
  }

  @Test func theSystemCodesAreNumberedAsXcodeGeneratesThem() {
    #expect(
      CustomIntent.systemCodes.map(\.name) == [
        "unspecified", "ready", "continueInApp", "inProgress", "success", "failure",
        "failureRequiringAppLaunch",
      ])
    #expect(CustomIntent.systemCodes.map(\.rawValue) == Array(0...6))
    #expect(CustomIntent.firstCustomCode == 100)
  }

  enum ShowDirectionsCode: Int, CustomIntentResponseCode {
    case unspecified = 0
    case ready, continueInApp, inProgress, success, failure
    case failureRequiringAppLaunch
    case showDirections = 100
    case outOfRecipes
    static let successCodes: Set<Self> = [.showDirections]
  }

  @Test func anAppsOwnCodesAreSuccessesOnlyWhereItSaysSo() {
    #expect(ShowDirectionsCode.continueInApp.category == .continueInApp)
    #expect(ShowDirectionsCode.success.category == .success)
    #expect(ShowDirectionsCode.showDirections.category == .success)
    #expect(ShowDirectionsCode.outOfRecipes.category == .failure)
    #expect(ResponseCode(ShowDirectionsCode.outOfRecipes).rawValue == 101)
  }

  @Test func afterHandleSucceedsSiriSaysTheCategorysLineFirst() {
    var viewing = Self.definition
    viewing.verb = "View"
    let phrases = CustomIntentPhrases(viewing)
    let ingredients = IntentResponse(
      code: ResponseCode(name: "showIngredients", rawValue: 101, category: .success))
    #expect(
      phrases.response(ingredients, in: Self.intent)
        == "Okay. Viewing. Here are the ingredients for spicy tomato sauce")
    // A code without a sentence is the category's line alone; a failure has none.
    let success = IntentResponse(code: CustomIntent.systemCodes[4])
    #expect(phrases.response(success, in: Self.intent) == "Okay. Viewing.")
    let failure = IntentResponse(code: CustomIntent.systemCodes[5])
    #expect(
      phrases.response(failure, in: Self.intent) == "Sorry, RecipeAssistant couldn't do that.")
    // A generic verb has no line of its own.
    var doing = Self.definition
    doing.verb = "Do"
    #expect(CustomIntentPhrases(doing).response(success, in: Self.intent) == "Done.")
  }

  @Test func aKeyPathSaysAPropertyOfAnObject() {
    let drink = CustomObject(
      typeName: "Drink", identifier: "latte", displayString: "Latte",
      properties: ["price": .string("$4.50")])
    let values: [String: IntentValue] = ["drink": .object(drink), "cups": .integer(2)]
    #expect(
      CustomIntentPhrases.fill("${cups} ${drink} at ${drink.price}, id ${drink.identifier}", values)
        == "2 Latte at $4.50, id latte")
    // A path through what has no properties, or to one the object lacks, says nothing.
    #expect(CustomIntentPhrases.fill("[${drink.size}][${cups.price}]", values) == "[][]")
  }

  @Test func anOrderIsConfirmedWithTheCategorysQuestion() {
    var order = Self.definition
    order.verb = "Order"
    #expect(CustomIntentPhrases(order).confirmIntent(Self.intent) == "Ready to order?")
    let ordered = IntentResponse(code: CustomIntent.systemCodes[4])
    #expect(CustomIntentPhrases(order).response(ordered, in: Self.intent) == "OK. Ordering.")
    // The definition's own question comes first.
    order.confirmation = "Order ${recipe}?"
    #expect(
      CustomIntentPhrases(order).confirmIntent(Self.intent) == "Order spicy tomato sauce?")
  }
}

/// Siri's own question for a parameter whose definition has no Primary dialog, and the
/// introduction of a list's later pages.
@Suite struct CustomIntentFallbackPhrasesTests {
  static func phrases(_ prompts: ParameterPrompts) -> CustomIntentPhrases {
    CustomIntentPhrases(
      CustomIntent(
        schema: IntentSchema(
          name: "getBlog",
          parameters: [ParameterSchema(name: "blogID", valueType: .string)],
          requiresUserConfirmation: false, alwaysRestrictedWhileLocked: false),
        title: "Get Blog", prompts: ["blogID": prompts]))
  }

  @Test func withoutAPrimaryDialogSiriAsksByTheDisplayName() {
    let intent = Intent(name: "getBlog")
    #expect(
      Self.phrases(ParameterPrompts(displayName: "Blog ID")).needsValue("blogID", in: intent)
        == "What blog ID do you want?")
    #expect(
      Self.phrases(ParameterPrompts(displayName: "URL")).needsValue("blogID", in: intent)
        == "What URL do you want?")
    #expect(
      Self.phrases(ParameterPrompts()).needsValue("blogID", in: intent)
        == GenericPhrases.needsValue("blogID"))
  }

  @Test func laterPagesAreIntroducedByTheSubsequentIntroduction() {
    let intent = Intent(name: "getBlog")
    #expect(
      Self.phrases(ParameterPrompts(subsequentIntroduction: "Or else:"))
        .subsequentIntroduction("blogID", in: intent) == "Or else:")
    #expect(Self.phrases(ParameterPrompts()).subsequentIntroduction("blogID", in: intent) == nil)
    let question = Question(
      kind: .disambiguation, parameter: "blogID", text: "Which blog?",
      options: ["a", "b", "c"].map { Option(label: ChoiceLabel(title: $0), value: .string($0)) },
      page: 1, windowSize: 2, subsequentIntroduction: "Or else:")
    #expect(PromptRendering.view(of: question).lines == ["Or else:", "  3. c"])
  }
}
