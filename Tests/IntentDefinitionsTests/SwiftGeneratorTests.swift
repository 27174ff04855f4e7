import Foundation
import IntentKit
import Testing

@testable import IntentDefinitions

/// `intentsh generate swift`: the checked-in generated files are what the generator writes
/// now (each compiles as part of the package), and what they declare is what the definition's
/// dialog runs.
@Suite struct SwiftGeneratorTests {
  static let repository = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

  static func generated(_ definition: String) throws -> (
    generated: String, file: IntentDefinitionFile
  ) {
    let file = try IntentDefinitionLoader.load(
      path: repository.appendingPathComponent(definition).path)
    return (SwiftGenerator.source(for: file, named: "Intents.intentdefinition"), file)
  }

  @Test(arguments: [
    (
      "Sources/RecipeApps/Definitions/Intents.intentdefinition",
      "Sources/RecipeApps/ShowDirectionsIntent.generated.swift"
    ),
    (
      "Examples/IntentDefinitions/BeanCounter/Intents.intentdefinition",
      "Tests/IntentDefinitionsTests/Generated/OrderCoffeeIntent.generated.swift"
    ),
  ])
  func theCheckedInFileIsWhatTheGeneratorWrites(definition: String, checkedIn: String) throws {
    let expected = try String(
      contentsOf: Self.repository.appendingPathComponent(checkedIn), encoding: .utf8)
    #expect(try Self.generated(definition).generated == expected)
  }

  @Test func theGeneratedSchemaIsTheOneTheDialogRuns() throws {
    let file = try Self.generated("Examples/IntentDefinitions/BeanCounter/Intents.intentdefinition")
      .file
    #expect(OrderCoffeeIntent.schema == file.intents[0].customIntent().schema)
    // Its dialog too: titles, each parameter's prompts and reasons, each code's sentence.
    #expect(OrderCoffeeIntent.customIntent == file.intents[0].customIntent())
    #expect(OrderCoffeeIntent.extras.schema.isArray)
    #expect(OrderCoffeeIntent.service.schema.windowSize == 2)
  }

  @Test func textsAreWrittenAsSwiftLiteralsOfTheSameString() {
    #expect(
      SwiftGenerator.literal("Just to confirm, ‘${drink}’?") == #""Just to confirm, ‘${drink}’?""#)
    #expect(SwiftGenerator.literal(#"say "hi" \ bye"#) == #""say \"hi\" \\ bye""#)
    #expect(SwiftGenerator.literal("one\ntwo\u{7}") == #""one\ntwo\u{7}""#)
  }

  @Test func aLineTooLongForItsParenthesisLeavesItOnALineOfItsOwn() {
    let long = "    summary: \"" + String(repeating: "word ", count: 20) + "\""
    #expect(
      SwiftGenerator.call([["    title: \"Order\""], [long]], indent: "    ")
        == ["    title: \"Order\",", long, "  )"])
    #expect(
      SwiftGenerator.call([["    title: \"Order\""], ["    verb: \"Order\""]], indent: "    ")
        == ["    title: \"Order\",", "    verb: \"Order\")"])
  }

  @Test func codesAndReasonsHaveXcodesRawValues() {
    #expect(OrderCoffeeIntentResponseCode.failureOutOfStock.rawValue == 100)
    #expect(ResponseCode(OrderCoffeeIntentResponseCode.failureOutOfStock).category == .failure)
    #expect(ResponseCode(OrderCoffeeIntentResponseCode.success).category == .success)
    #expect(OrderCoffeeQuantityUnsupportedReason.negativeNumbersNotSupported.rawValue == 1)
    #expect(OrderCoffeeQuantityUnsupportedReason.notEnoughBeans.rawValue == 4)
    #expect(OrderCoffeeTableUnsupportedReason.lessThanMinimumValue.rawValue == 2)
  }

  /// A handler written against the generated protocol answers as the runtime asks.
  struct Counter: OrderCoffeeIntentHandling {
    func resolveDrink(for intent: OrderCoffeeIntent) async throws
      -> ResolutionResult<CustomObject>
    { .needsValue }
    func resolveQuantity(for intent: OrderCoffeeIntent) async throws -> ResolutionResult<Int> {
      .success(intent.intent[OrderCoffeeIntent.quantity] ?? 1)
    }
    func resolveService(for intent: OrderCoffeeIntent) async throws
      -> ResolutionResult<CustomObject>
    { .notRequired }
    func resolveAddress(for intent: OrderCoffeeIntent) async throws
      -> ResolutionResult<CustomObject>
    { .notRequired }
    func resolveTable(for intent: OrderCoffeeIntent) async throws -> ResolutionResult<Int> {
      .notRequired
    }
    func resolveExtras(for intent: OrderCoffeeIntent) async throws
      -> [ResolutionResult<CustomObject>]
    { [] }
    func handle(intent: OrderCoffeeIntent) async throws -> IntentResponse {
      IntentResponse(code: ResponseCode(OrderCoffeeIntentResponseCode.failureOutOfStock))
    }
    func provideDrinkOptionsCollection(for intent: OrderCoffeeIntent, searchTerm: String?)
      async throws -> OptionCollection?
    { OptionCollection(items: [.string(searchTerm ?? "all")]) }
  }

  @Test func aHandlerOfTheGeneratedProtocolAnswersTheRuntime() async throws {
    let handler = Counter().orderCoffeeHandler
    let intent = Intent(name: "orderCoffee", parameters: ["quantity": .integer(3)])
    #expect(try await handler.resolve("quantity", in: intent)?.results == [.success(.integer(3))])
    #expect(try await handler.confirm(intent).code.name == "ready")
    #expect(try await handler.handle(intent).code.rawValue == 100)
    let options = try await handler.options(for: "drink", in: intent, searchTerm: "mocha")
    #expect(options?.allItems == [.string("mocha")])
  }
}
