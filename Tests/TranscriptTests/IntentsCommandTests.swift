import Foundation
import Testing

/// `intentsh intents` as a developer runs it on their project's definition files.
@Suite(.enabled(if: builtIntentsh != nil, "the intentsh binary is built beside the tests"))
struct IntentsCommandTests {
  static let definitions = ReplayForCITests.repository
    .appendingPathComponent("Tests/IntentDefinitionsTests/Definitions").path

  static func write(_ text: String, name: String = "Intents.intentdefinition") throws -> String {
    let path = try ReplayForCITests.temporaryFolder() + "/" + name
    try text.write(toFile: path, atomically: true, encoding: .utf8)
    return path
  }

  static func definition(intentXML: String) -> String {
    """
    <?xml version="1.0" encoding="UTF-8"?>
    <plist version="1.0">
    <dict>
    \t<key>INIntents</key>
    \t<array>
    \t\t<dict>
    \(intentXML)
    \t\t</dict>
    \t</array>
    </dict>
    </plist>

    """
  }

  @Test func aFolderIsSearchedAndEachFileDescribed() throws {
    let run = try ReplayCommandTests.intentsh(["intents", Self.definitions])
    #expect(run.status == 0)
    let headers = run.output.split(separator: "\n").filter { $0.hasPrefix(Self.definitions) }
    #expect(
      headers == [
        "\(Self.definitions)/CoffeeShop/Intents.intentdefinition: Xcode 15.0, 1 intent, 3 types, 1 enum",
        "\(Self.definitions)/RecipeAssistant/Base.lproj/Intents.intentdefinition: Xcode 15.0, 1 intent, 1 type, translations: fr",
        "\(Self.definitions)/Xcode10/Intents.intentdefinition: Xcode 10.0, 2 intents, 1 enum",
      ])
    #expect(
      run.output.contains(
        "\n    quantity (Integer): default 1, from 1 to 8\n      Primary: \"How many?\"\n"))
    #expect(run.output.contains("\n    address (Location): asked when service is delivery\n"))
    #expect(
      run.output.contains("\n    failureOutOfStock (100): \"Sorry, we're out of ${drink}.\"\n"))
    // Warnings go to standard error, one line each, and do not fail the check.
    #expect(run.errors.split(separator: "\n").count == 5)
    #expect(run.errors.split(separator: "\n").allSatisfy { $0.hasPrefix("intentsh: warning: ") })
  }

  @Test func aTranslationIsShownWhenAskedFor() throws {
    let run = try ReplayCommandTests.intentsh([
      "intents", "--language", "fr",
      Self.definitions + "/RecipeAssistant/Base.lproj/Intents.intentdefinition",
    ])
    #expect(run.status == 0)
    #expect(run.output.contains("ShowDirections \"Afficher les étapes\": Affiche l’étape suivante"))
    #expect(run.output.contains("      Primary: \"Quelle recette ?\"\n"))

    let missing = try ReplayCommandTests.intentsh([
      "intents", "--language", "de", Self.definitions + "/CoffeeShop/Intents.intentdefinition",
    ])
    #expect(missing.status == 2)
    #expect(
      missing.errors.hasSuffix(
        "CoffeeShop/Intents.intentdefinition: no de.lproj translation beside it\n"))
  }

  @Test func aMalformedFileIsExit2InOneLineNamingFileAndKeyPath() throws {
    let path = try Self.write(
      Self.definition(
        intentXML: """
          \t\t\t<key>INIntentName</key>
          \t\t\t<string>Brew</string>
          \t\t\t<key>INIntentParameters</key>
          \t\t\t<array>
          \t\t\t\t<dict>
          \t\t\t\t\t<key>INIntentParameterName</key>
          \t\t\t\t\t<string>cups</string>
          \t\t\t\t\t<key>INIntentParameterType</key>
          \t\t\t\t\t<string>Integer</string>
          \t\t\t\t\t<key>INIntentParameterTag</key>
          \t\t\t\t\t<string>one</string>
          \t\t\t\t</dict>
          \t\t\t</array>
          """))
    let run = try ReplayCommandTests.intentsh(["intents", path])
    #expect(run.status == 2)
    #expect(run.output == "")
    #expect(
      run.errors
        == "intentsh: \(path): INIntents[0].INIntentParameters[0].INIntentParameterTag: expected an integer, found the string \"one\"\n"
    )
  }

  @Test func theFilesTextCannotDriveTheTerminal() throws {
    let path = try Self.write(
      Self.definition(
        intentXML: """
          \t\t\t<key>INIntentName</key>
          \t\t\t<string>Brew</string>
          \t\t\t<key>INIntentTitle</key>
          \t\t\t<string>Brew&#27;]0;owned&#7;</string>
          """))
    let run = try ReplayCommandTests.intentsh(["intents", path])
    #expect(run.status == 0)
    #expect(run.output.contains("Brew \"Brew^[]0;owned^G\""))
  }

  @Test func aFolderWithoutDefinitionsOrAMissingPathIsExit2() throws {
    let empty = try ReplayForCITests.temporaryFolder()
    let run = try ReplayCommandTests.intentsh(["intents", empty])
    #expect(run.status == 2)
    #expect(run.errors == "intentsh: \(empty): no .intentdefinition file in this folder\n")
    let missing = try ReplayCommandTests.intentsh(["intents", empty + "/Nope.intentdefinition"])
    #expect(missing.status == 2)
    #expect(missing.errors == "intentsh: \(empty)/Nope.intentdefinition: no such file or folder\n")
  }

  @Test func intentsFromAFileAreUnderstoodAndItsMistakesAreExit2() throws {
    let beanCounter = ReplayForCITests.repository
      .appendingPathComponent("Examples/IntentDefinitions/BeanCounter/Intents.intentdefinition")
      .path
    let run = try ReplayCommandTests.intentsh([
      "parse", "--json", "--intents", beanCounter, "order 2 latte for delivery",
    ])
    #expect(run.status == 0)
    #expect(
      run.output.hasPrefix(
        #"{"app":null,"intent":"orderCoffee","parameters":{"drink":"latte","quantity":2,"service":"delivery"}"#
      ))
    let broken = try Self.write(
      Self.definition(intentXML: "\t\t\t<key>INIntentTitle</key>\n\t\t\t<string>Brew</string>"))
    let malformed = try ReplayCommandTests.intentsh(["--ephemeral", "--intents", broken])
    #expect(malformed.status == 2)
    #expect(
      malformed.errors == "intentsh: --intents: \(broken): INIntents[0].INIntentName: missing\n")
    // The demo's Recipe Assistant has showDirections already.
    let recipes = Self.definitions + "/RecipeAssistant/Base.lproj/Intents.intentdefinition"
    let clash = try ReplayCommandTests.intentsh(["--ephemeral", "--intents", recipes])
    #expect(clash.status == 2)
    #expect(
      clash.errors.hasSuffix(
        "Intents.intentdefinition: showDirections is an intent of the built-in apps already; rename it in the file\n"
      ))
  }

  @Test func aTranscriptNamingABrokenDefinitionCannotBeReplayed() throws {
    let folder = try ReplayForCITests.temporaryFolder()
    try Self.definition(intentXML: "").write(
      toFile: folder + "/Intents.intentdefinition", atomically: true, encoding: .utf8)
    try "# intentsh transcript 1\n# data: demo\n# intents: Intents.intentdefinition\n> hi\n".write(
      toFile: folder + "/broken.transcript", atomically: true, encoding: .utf8)
    let run = try ReplayCommandTests.intentsh(["replay", "--no-color", folder])
    #expect(run.status == 2)
    #expect(
      run.output.contains(
        "intents: \(folder)/Intents.intentdefinition: INIntents[0].INIntentName: missing"))
  }

  @Test func generateSwiftWritesTheTypedIntentsOrSaysWhereTheFileIsBroken() throws {
    let recipes = ReplayForCITests.repository
      .appendingPathComponent("Sources/RecipeApps/Definitions/Intents.intentdefinition").path
    let run = try ReplayCommandTests.intentsh(["generate", "swift", recipes])
    #expect(run.status == 0)
    #expect(run.output.contains("public struct ShowDirectionsIntent: TypedIntent {"))
    #expect(run.output.contains("public protocol ShowDirectionsIntentHandling: Sendable {"))
    let broken = try Self.write(Self.definition(intentXML: ""))
    let failed = try ReplayCommandTests.intentsh(["generate", "swift", broken])
    #expect(failed.status == 2)
    #expect(failed.errors == "intentsh: \(broken): INIntents[0].INIntentName: missing\n")
  }
}
