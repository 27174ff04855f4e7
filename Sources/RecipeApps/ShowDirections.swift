import AppSupport
import Foundation
import IntentKit
import Store
import Synchronization

extension RecipeAssistant: ShowDirectionsIntentHandling {
  typealias Code = ShowDirectionsIntentResponseCode

  // As Recipe Assistant's intent handler: the recipe on screen, else the one said, else Siri
  // asks which; handle moves the screen on, if the app is on screen. The protocol, the intent
  // and its codes are generated from the definition (ShowDirectionsIntent.generated.swift).

  /// The recipes for the Shortcuts editor and `:options`, searched as the user types.
  public func provideRecipeOptionsCollection(
    for intent: ShowDirectionsIntent, searchTerm: String?
  ) async throws -> OptionCollection? {
    let recipes = try cookbook().filter { recipe in
      searchTerm.map { recipe.title.localizedCaseInsensitiveContains($0) } ?? true
    }
    return OptionCollection(items: recipes.map { .object($0.object) })
  }

  public func resolveRecipe(for typed: ShowDirectionsIntent) async throws
    -> ResolutionResult<CustomObject>
  {
    let intent = typed.intent
    let recipes = try cookbook()
    if let chosen = intent[ShowDirectionsIntent.recipe],
      let recipe = recipes.first(where: { $0.id == chosen.identifier })
    {
      return .success(recipe.object)
    }
    guard let said = intent.said(ShowDirectionsIntent.recipe)?.spokenText else {
      // Nothing said: the recipe open, else every recipe to choose from.
      if let open = try screen().recipe, let recipe = recipes.first(where: { $0.id == open }) {
        return .success(recipe.object)
      }
      return recipes.isEmpty ? .needsValue : .disambiguation(recipes.map(\.object))
    }
    // "the curry", "my apple cake": the words before a name are not part of it.
    var words = said.split(separator: " ")
    while words.count > 1, ["the", "my", "a", "that"].contains(words[0].lowercased()) {
      words.removeFirst()
    }
    return TitleMatcher(kind: "recipe").resolve(
      SpeakableString(spokenPhrase: words.joined(separator: " ")), identifier: nil,
      among: recipes, title: \.title,
      id: \.id, value: \.object,
      none: .unsupported(forReason: ShowDirectionsRecipeUnsupportedReason.noSuchRecipe))
  }

  /// The next screen of the recipe: its ingredients when it was not open, then each step,
  /// and after the last, the first again ("Start Over").
  ///
  /// In-app handling: what changes is on screen, so when the app is in the background it moves
  /// on as it will show once opened, and answers continueInApp for Siri to open it (the scene
  /// delegate of the WWDC20 sample does the same with the intent's user activity).
  public func handle(intent typed: ShowDirectionsIntent) async throws -> IntentResponse {
    guard let chosen = typed.intent[ShowDirectionsIntent.recipe],
      let recipe = try cookbook().first(where: { $0.id == chosen.identifier })
    else { return IntentResponse(code: ResponseCode(Code.failure)) }
    var screen = try screen()
    let onScreen = try database.isInForeground(app: name)
    let output = OutputField("recipe", .object(recipe.object))
    guard screen.recipe == recipe.id, !recipe.steps.isEmpty else {
      screen.recipe = recipe.id
      screen.step = 0
      try show(screen)
      guard onScreen else { return IntentResponse(code: ResponseCode(Code.continueInApp)) }
      return IntentResponse(
        code: ResponseCode(Code.showIngredients),
        output: [OutputField("recipeName", .string(recipe.spokenName)), output])
    }
    screen.step = screen.step >= recipe.steps.count ? 1 : screen.step + 1
    try show(screen)
    guard onScreen else { return IntentResponse(code: ResponseCode(Code.continueInApp)) }
    return IntentResponse(
      code: ResponseCode(Code.showDirections),
      output: [
        OutputField("step", .string(Self.spokenNumber(screen.step))),
        OutputField("directions", .string(Self.continuingSentence(recipe.steps[screen.step - 1]))),
        output,
      ])
  }

  /// "one", "twelve": the step as Siri says it.
  static func spokenNumber(_ number: Int) -> String {
    spellOut.withLock { $0.string(from: NSNumber(value: number)) } ?? String(number)
  }

  /// Made once: making ICU's spelled-out formatter cost more than the rest of the step did (2%
  /// of replaying every transcript), and a formatter is not to be shared between threads
  /// without a lock.
  private static let spellOut = Mutex<NumberFormatter>(
    {
      let formatter = NumberFormatter()
      formatter.locale = Locale(identifier: "en_US")
      formatter.numberStyle = .spellOut
      return formatter
    }())

  /// A direction as it continues "Step one, …": its first letter in lower case.
  static func continuingSentence(_ sentence: String) -> String {
    guard let first = sentence.first, first.isUppercase,
      sentence.dropFirst().first.map({ !$0.isUppercase }) ?? true
    else { return sentence }
    return first.lowercased() + sentence.dropFirst()
  }
}
