import AppSupport
import Foundation
import IntentKit
import Store

/// Recipe Assistant, the app of WWDC20's "Empower your intents": a cook says "next step" over
/// the recipe on screen, and the app moves on — from the list of recipes (Siri asks which) to
/// its ingredients, then through its directions one by one, back to the first after the last.
/// Its one intent, ShowDirections, is a custom intent declared in its intent definition file
/// (`Definitions/Intents.intentdefinition`) and compiled from it, as Xcode compiles one into
/// an app: `intentsh generate swift` wrote `ShowDirectionsIntent.generated.swift`, the file's
/// dialog included, so that the app reads no definition when it starts. It is handled in the
/// app: when the app is not on screen, handle answers continueInApp and Siri opens it.
public struct RecipeAssistant: SiriApp {
  public static let kind = "recipes"

  public static let customIntents = [ShowDirectionsIntent.customIntent]
  public static let intents = Set(customIntents.map(\.name))
  public static let dataFiles = [recipes, screens]

  /// Its phrasings: the shortcut phrase its "Add to Siri" button offers ("next step", as the
  /// demo records it), and asking for a recipe's directions by name.
  public static var grammarFolders: [String: URL] {
    resources.map { ["en": $0.appendingPathComponent("Grammars/en")] } ?? [:]
  }

  /// The module's resource folder, found without making a CFBundle of it (1.4 M instructions
  /// of start).
  private static let resources = BundledResources.folder("intentsh_RecipeApps.resources") {
    Bundle.module
  }

  /// The cookbook, in the data set's `recipes.json`.
  static let recipes = AppDataFile("recipes", of: Recipe.self)
  /// What the app shows, kept as the user leaves it (`recipeScreens.json`, one record).
  static let screens = AppDataFile("recipeScreens", of: Screen.self)

  let name: String
  let database: AppDatabase

  public init(record: AppRecord, database: AppDatabase, clock: any DeviceClock) throws {
    name = record.name
    self.database = database
  }

  public var handlers: [IntentName: any IntentHandler] {
    [ShowDirectionsIntent.schema.name: showDirectionsHandler]
  }

  /// The app's recipes, in the data set's order.
  func cookbook() throws -> [Recipe] {
    try database.appData(Recipe.self, file: Self.recipes.name, app: name)
  }

  /// What is on screen: the list of recipes until one is opened.
  func screen() throws -> Screen {
    try database.appData(Screen.self, file: Self.screens.name, app: name).first
      ?? Screen(app: name, id: Screen.onlyID, recipe: nil, step: 0)
  }

  func show(_ screen: Screen) throws {
    try database.saveAppData(screen, id: Screen.onlyID, file: Self.screens.name, app: name)
  }
}

/// A recipe of the cookbook.
struct Recipe: Codable, Hashable {
  var app: String
  var id: String
  /// As the list shows it: "Spicy Tomato Sauce".
  var title: String
  /// As a sentence says it: "spicy tomato sauce".
  var spokenName: String
  /// Shown beside it in a list of recipes (rich disambiguation).
  var subtitle: String?
  /// INImage's stand-in: an emoji.
  var image: String?
  var ingredients: [String]
  /// The directions in order, each a sentence.
  var steps: [String]

  /// As Siri shows and carries it: a Recipe object of the definition's custom type.
  var object: CustomObject {
    CustomObject(
      typeName: "Recipe", identifier: id, displayString: title, subtitle: subtitle, image: image)
  }
}

/// What the app shows: the recipe open (nil for the list of recipes) and where in it — 0 for
/// its ingredients, then the number of the step shown.
struct Screen: Codable, Hashable {
  static let onlyID = "screen"
  var app: String
  var id: String
  var recipe: String?
  var step: Int
}
