import AppSupport
import Apps
import Dialog
import Foundation
import IntentKit
import Store
import Testing

@testable import Runtime

/// An app's own intent (a custom intent): its grammar phrases it, its handler answers, and Siri
/// says the lines its definition gives, with `${name}` filled from the intent and the response.
@Suite struct PluginCustomIntentTests {
  /// A coffee shop with one intent of its own: order a coffee of a size, confirmed first, sold
  /// out in one size (its own response code, 100).
  struct CoffeeShop: SiriApp {
    static let kind = "coffee"
    static let size = IntentParameter<String>("size")
    static let orderCoffee = IntentSchema(
      name: "orderCoffee", parameters: [size.schema], requiresUserConfirmation: true,
      alwaysRestrictedWhileLocked: false)
    static let intents: Set<IntentName> = [orderCoffee.name]

    enum Code: Int, CustomIntentResponseCode {
      case unspecified = 0
      case ready, continueInApp, inProgress, success, failure
      case failureRequiringAppLaunch
      case soldOut = 100
    }

    static let customIntents = [
      CustomIntent(
        schema: orderCoffee, title: "Order Coffee", summary: "Orders a coffee to pick up.",
        prompts: [
          size.name: ParameterPrompts(
            primary: "What size?", disambiguationSelection: "Which size?")
        ],
        confirmation: "Order a ${size} coffee for ${price}?",
        responses: [
          ResponseFormat(Code.success, "Your ${size} coffee will be ready in 5 minutes."),
          ResponseFormat(Code.soldOut, "Sorry, we're out of ${size} cups."),
        ])
    ]

    static var grammarFolders: [String: URL] {
      [
        "en": FileManager.default.temporaryDirectory.appendingPathComponent(
          "intentsh-coffee-grammar-\(ProcessInfo.processInfo.processIdentifier)")
      ]
    }

    /// A size on the menu, kept in the data set's `coffeeMenu.json`.
    struct MenuItem: Codable {
      var app: String
      var id: String
      var cents: Int
    }

    static let dataFiles = [AppDataFile("coffeeMenu", of: MenuItem.self)]

    let name: String
    let database: AppDatabase

    init(record: AppRecord, database: AppDatabase, clock: any DeviceClock) {
      name = record.name
      self.database = database
    }

    /// The price of a size on the app's own menu.
    func price(_ size: String) throws -> IntentValue? {
      try database.appData(MenuItem.self, file: "coffeeMenu", app: name)
        .first { $0.id == size }
        .map { .currencyAmount(CurrencyAmount(minorUnits: $0.cents, currencyCode: "USD")) }
    }

    var handlers: [IntentName: any IntentHandler] {
      [
        Self.orderCoffee.name: TypedIntentHandler<Order>(
          resolvers: [
            .single(Self.size) { order -> ResolutionResult<String> in
              switch order.intent[Self.size] {
              case nil: return .needsValue
              case "medium"?: return .disambiguation(["medium roast", "medium decaf"])
              case let size?: return .success(size)
              }
            }
          ],
          confirm: { order in
            guard let size = order.intent[Self.size], let price = try price(size) else {
              return IntentResponse(code: ResponseCode(Code.soldOut))
            }
            return IntentResponse(
              code: ResponseCode(Code.ready), output: [OutputField("price", price)])
          },
          handle: { _ in IntentResponse(code: ResponseCode(Code.success)) }
        )
      ]
    }

    struct Order: TypedIntent {
      static let schema = CoffeeShop.orderCoffee
      let intent: Intent
      init(_ intent: Intent) { self.intent = intent }
    }
  }

  func session() throws -> DemoSession {
    let folder = CoffeeShop.grammarFolders["en"]!
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    // Atomically: the suite's tests run at once, and one reading the folder while another
    // rewrote the file in place read it empty and understood no coffee order.
    try Data("intent orderCoffee\norder a [{size}] coffee\n".utf8)
      .write(to: folder.appendingPathComponent("coffee.grammar"), options: .atomic)
    var dataSet = try DataSetLoader.load(
      DataSetLoader.demoFolder,
      appKinds: InstalledApps.kinds(InstalledApps.builtIn + [CoffeeShop.self]))
    dataSet.apps.append(
      AppRecord(name: "Brewbot", kind: CoffeeShop.kind, intentsSupported: ["orderCoffee"]))
    // The menu: no tall cups.
    dataSet.appData["coffeeMenu"] = [
      AppDataRecord(
        app: "Brewbot", id: "large", json: #"{"app":"Brewbot","cents":350,"id":"large"}"#)
    ]
    return try DemoSession(dataSet: dataSet, plugins: InstalledApps.builtIn + [CoffeeShop.self])
  }

  /// The lines shown, a prompt's included.
  func said(_ events: [SessionEvent]) -> [String] {
    events.compactMap { event in
      switch event {
      case .dialog(.say(let text)): return text
      default: return nil
      }
    }
  }

  @Test func siriAsksConfirmsAndAnswersInTheAppsOwnWords() async throws {
    let demo = try session()
    await demo.submit("order a coffee")
    #expect(said(demo.events()) == ["What size?"])
    await demo.submit("large")
    #expect(said(demo.events()) == ["Order a large coffee for $3.50?"])
    await demo.submit("yes")
    #expect(said(demo.events()) == ["Your large coffee will be ready in 5 minutes."])
  }

  @Test func theAppsOwnCodeAndDisambiguationAreSaidAsWritten() async throws {
    let demo = try session()
    await demo.submit("order a medium coffee")
    #expect(said(demo.events()) == ["Which size?", "  1. medium roast", "  2. medium decaf"])
    await demo.submit("cancel")
    #expect(said(demo.events()) == ["OK, cancelled."])
    await demo.submit("order a tall coffee")
    let events = demo.events()
    #expect(said(events) == ["Sorry, we're out of tall cups."])
    #expect(events.contains(.dialog(.confirm(ResponseCode(CoffeeShop.Code.soldOut)))))
  }

  @Test func theIntentJoinsTheDialogsSchemasAndPhrases() throws {
    let catalog = AppCatalog([], plugins: InstalledApps.builtIn + [CoffeeShop.self])
    let configuration = catalog.dialog.configuration
    #expect(configuration.schemas["orderCoffee"]?.intentClass == "OrderCoffeeIntent")
    #expect(configuration.phrases["orderCoffee"] is CustomIntentPhrases)
    // SiriKit's own intents keep Siri's phrases.
    #expect(configuration.phrases[.sendMessage] is SendMessagePhrases)
  }
}
