import Foundation
import IntentKit
import Testing

@testable import DefinitionApps
@testable import IntentDefinitions

/// An app made from an intent definition file alone: Bean Counter's example file.
@Suite struct DefinedAppTests {
  static let path = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("Examples/IntentDefinitions/BeanCounter/Intents.intentdefinition").path

  let app: DefinedApp
  let handler: any IntentHandler

  init() throws {
    app = try DefinedApp.load(path: Self.path)
    handler = try #require(app.handlers["orderCoffee"])
  }

  func resolve(_ parameter: String, _ values: [String: IntentValue]) async throws
    -> [ResolutionResult<IntentValue>]
  {
    try await handler.resolve(
      parameter, in: Intent(name: "orderCoffee", app: app.name, parameters: values))?
      .results ?? []
  }

  func service(_ name: String, _ shown: String) -> IntentValue {
    .object(CustomObject(typeName: "Service", identifier: name, displayString: shown))
  }

  @Test func theAppIsNamedAfterItsFolderAndSupportsTheFilesIntents() {
    #expect(app.name == "BeanCounter")
    #expect(app.record.kind == DefinedApp.kind)
    #expect(app.record.intentsSupported == ["orderCoffee"])
  }

  @Test func itsGrammarPhrasesEachShortcutTitleAndTheIntentsTitle() {
    #expect(
      app.grammar.split(separator: "\n").dropFirst() == [
        "intent orderCoffee",
        "order a {drink} [(in|on|with|using|from) {app}] [please]",
        "order a {drink} with {extras} [(in|on|with|using|from) {app}] [please]",
        "order {quantity} {drink} for {service} [(in|on|with|using|from) {app}] [please]",
        "order coffee [(in|on|with|using|from) {app}] [please]",
      ])
    // A keyword of the notation first is grouped; a title of slots only says nothing.
    #expect(
      IntentDefinition.phrasing("Set mood to ${mood}", slots: ["mood"]) == "(set) mood to {mood}")
    #expect(IntentDefinition.phrasing("${query}", slots: ["query"]) == nil)
    #expect(IntentDefinition.phrasing("Find ${input_file}", slots: ["input_file"]) == nil)
    #expect(IntentDefinition.phrasing("Rosie’s \"best\" order!", slots: []) == "rosie's best order")
  }

  @Test func nothingSaidIsTheDefaultTheEnumsValuesOrNotRequired() async throws {
    #expect(try await resolve("quantity", [:]) == [.success(.integer(1))])
    #expect(
      try await resolve("service", [:]) == [
        .disambiguation([
          service("pickup", "pickup"), service("delivery", "delivery"),
          service("driveThrough", "drive-through"), service("tableService", "table service"),
        ])
      ])
    // The address depends on delivery; a list may be empty; a table is asked for.
    #expect(
      try await resolve("address", ["service": service("pickup", "pickup")]) == [.notRequired])
    #expect(
      try await resolve("address", ["service": service("delivery", "delivery")]) == [.needsValue])
    #expect(try await resolve("extras", [:]) == [.notRequired])
    #expect(
      try await resolve("table", ["service": service("tableService", "table service")]) == [
        .needsValue
      ])
  }

  @Test func enumValuesAreReadByNameSynonymOrNearName() async throws {
    #expect(
      try await resolve("service", ["service": .string("collect")]) == [
        .success(service("pickup", "pickup"))
      ])
    #expect(
      try await resolve("service", ["service": .string("deliver")])
        == [.confirmationRequired(service("delivery", "delivery"), reason: nil)])
    #expect(try await resolve("service", ["service": .string("teleport")]) == [.unsupported(nil)])
  }

  @Test func numbersAreCheckedAgainstTheDefinitionsLimitsWithItsReasons() async throws {
    let high = try await resolve("quantity", ["quantity": .integer(9)])
    guard case .unsupported(let reason?) = high.first else {
      Issue.record("expected unsupported, got \(high)")
      return
    }
    #expect(reason.name == "greaterThanMaximumValue")
    #expect(reason.rawValue == 2)
    #expect(reason.type == "OrderCoffeeQuantityUnsupportedReason")
    #expect(try await resolve("quantity", ["quantity": .integer(8)]) == [.success(.integer(8))])
    let custom = app.customIntents[0].prompts["quantity"]?.unsupportedReasons
    #expect(custom?["greaterThanMaximumValue"] == "Quantity can't be higher than 8.")
  }

  @Test func aListIsResolvedItemByItemAndObjectsAreWhatWasSaid() async throws {
    let extras = try await resolve("extras", ["extras": .array([.string("oat milk and vanilla")])])
    #expect(
      extras.map { result in
        guard case .success(.object(let object)) = result else { return "?" }
        return object.displayString
      } == ["oat milk", "vanilla"])
    // Without a catalogue, an object is what was said.
    let bare = try #require(DefinedApp(name: "Bare", file: app.file).handlers["orderCoffee"])
    let said = try await bare.resolve(
      "drink", in: Intent(name: "orderCoffee", parameters: ["drink": .string("an americano")]))
    #expect(
      said?.results == [
        .success(
          .object(
            CustomObject(typeName: "Drink", identifier: "americano", displayString: "americano")))
      ])
    #expect(
      try await bare.resolve("drink", in: Intent(name: "orderCoffee"))?.results == [.needsValue])
  }

  @Test func theCatalogueGivesTheObjectsOfACustomType() async throws {
    let latte = try #require(app.catalog.objects?.first { $0.id == "latte" }?.value)
    #expect(
      try await resolve("drink", ["drink": .string("cafe latte")]) == [.success(.object(latte))])
    // One drink a word names is confirmed; several are offered.
    let brew = try #require(app.catalog.objects?.first { $0.id == "cold-brew" }?.value)
    #expect(
      try await resolve("drink", ["drink": .string("brew")])
        == [.confirmationRequired(.object(brew), reason: nil)])
    let iced = try #require(app.catalog.objects?.filter { $0.id.hasPrefix("iced") }.map(\.value))
    #expect(
      try await resolve("drink", ["drink": .string("iced")])
        == [.disambiguation(iced.map(IntentValue.object))])
    #expect(try await resolve("drink", ["drink": .string("americano")]) == [.unsupported(nil)])
    // Nothing said: its dynamic options.
    let offered = try await resolve("drink", [:])
    guard case .disambiguation(let drinks) = offered.first else {
      Issue.record("expected disambiguation, got \(offered)")
      return
    }
    #expect(drinks.count == 7)
  }

  @Test func optionsComeInTheCataloguesSectionsAndAreSearched() async throws {
    let all = try await handler.options(
      for: "drink", in: Intent(name: "orderCoffee"), searchTerm: nil)
    #expect(all?.sections.map(\.title) == ["Espresso drinks", "Cold drinks", "Tea"])
    let lattes = try await handler.options(
      for: "drink", in: Intent(name: "orderCoffee"), searchTerm: "latte")
    #expect(lattes?.allItems.map(\.spokenText) == ["Latte", "Iced Latte", "Matcha Latte"])
    let services = try await handler.options(
      for: "service", in: Intent(name: "orderCoffee"), searchTerm: "d")
    #expect(services?.allItems.map(\.spokenText) == ["delivery", "drive-through"])
  }

  @Test func theCataloguesResponseRulesChooseTheCode() async throws {
    let matcha = try #require(app.catalog.objects?.first { $0.id == "matcha" }?.value)
    let response = try await handler.handle(
      Intent(name: "orderCoffee", app: app.name, parameters: ["drink": .object(matcha)]))
    #expect(
      response.code == ResponseCode(name: "failureOutOfStock", rawValue: 100, category: .failure))
  }

  @Test(arguments: [
    (
      #"{"objects": [{"type": "Tea", "id": "sencha", "displayString": "Sencha"}]}"#,
      "objects[0].type: Tea is not a type of the definition (Drink, Extra)"
    ),
    (
      #"{"objects": [{"type": "Drink", "id": "tea", "displayString": "Tea", "properties": {"size": "L"}}]}"#,
      "objects[0].properties.size: not a property of Drink (price)"
    ),
    (
      #"{"responses": [{"intent": "OrderCoffee", "code": "success", "fields": {"tip": "1"}}]}"#,
      "responses[0].fields.tip: not a response field of OrderCoffee"
    ),
  ])
  func aCatalogueThatDoesNotFitTheDefinitionNamesFileAndKeyPath(catalogue: String, problem: String)
    throws
  {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("catalogue-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let definition = folder.appendingPathComponent("Intents.intentdefinition")
    try FileManager.default.copyItem(atPath: Self.path, toPath: definition.path)
    try catalogue.write(
      to: folder.appendingPathComponent("catalog.json"), atomically: true, encoding: .utf8)
    #expect {
      try DefinedApp.load(path: definition.path)
    } throws: { error in
      "\(error)" == "\(folder.path)/catalog.json: \(problem)"
    }
  }

  @Test func handleSucceedsWithTheFieldsItsParametersFill() async throws {
    let response = try await handler.handle(
      Intent(
        name: "orderCoffee", app: app.name,
        parameters: ["drink": .string("latte"), "quantity": .integer(2)]))
    #expect(response.code.name == "success")
    #expect(response.output.map(\.name) == ["drink", "quantity"])
    #expect(try await handler.confirm(Intent(name: "orderCoffee")).code.name == "ready")
  }
}
