import Apps
import Foundation
import IntentKit
import Testing

@testable import Store

/// An app of a developer's own keeps records of its own in the data set (`AppDataFile`): read
/// strictly at load, imported with the rest, read and written by the app, and brought to a new
/// shape by its migrations when a kept state is older than the app.
@Suite struct AppDataTests {
  struct MenuItem: Codable, Equatable {
    var app: String
    var id: String
    var name: String
    var price: String
  }

  /// The first shape of the menu: a price in cents.
  struct OldMenuItem: Codable {
    var app: String
    var id: String
    var name: String
    var cents: Int
  }

  static let menu = AppDataFile("coffeeMenu", of: MenuItem.self)
  static let menuV2 = AppDataFile(
    "coffeeMenu", of: MenuItem.self, version: 2,
    migrations: [
      AppDataMigration(from: 1, OldMenuItem.self) { old in
        MenuItem(
          app: old.app, id: old.id, name: old.name,
          price: String(format: "%d.%02d", old.cents / 100, old.cents % 100))
      }
    ])

  static func kinds(_ file: AppDataFile) -> AppKinds {
    var intents = InstalledApps.kinds().intents
    intents["coffee"] = []
    return AppKinds(intents, dataFiles: ["coffee": [file]])
  }

  static let apps = #"""
    [{"name": "Brewbot", "kind": "coffee", "intentsSupported": []},
     {"name": "UnicornChat", "kind": "messaging", "intentsSupported": ["sendMessage"]}]
    """#

  func load(_ menu: String, file: AppDataFile = menu) throws -> DataSet {
    let url = try folder([
      "dataset.json": #"{"extends": "demo"}"#, "apps.json": Self.apps, "coffeeMenu.json": menu,
    ])
    return try DataSetLoader.load(url, appKinds: Self.kinds(file))
  }

  func problem(_ menu: String) throws -> String? {
    do {
      _ = try load(menu)
      return nil
    } catch let error as DataSetError {
      #expect(error.file.hasSuffix("coffeeMenu.json"))
      return error.problem
    }
  }

  @Test func anAppReadsAndWritesItsOwnRecords() throws {
    let dataSet = try load(
      #"[{"app": "Brewbot", "id": "latte", "name": "Latte", "price": "3.50"}, "#
        + #"{"app": "Brewbot", "id": "mocha", "name": "Mocha", "price": "4.00"}]"#)
    let database = try AppDatabase.inMemory()
    try database.importDataSet(dataSet)
    let menu = try database.appData(MenuItem.self, file: "coffeeMenu", app: "Brewbot")
    #expect(menu.map(\.id) == ["latte", "mocha"])
    try database.saveAppData(
      MenuItem(app: "Brewbot", id: "latte", name: "Latte", price: "3.75"), id: "latte",
      file: "coffeeMenu", app: "Brewbot")
    try database.saveAppData(
      MenuItem(app: "Brewbot", id: "flat", name: "Flat white", price: "3.90"), id: "flat",
      file: "coffeeMenu", app: "Brewbot")
    #expect(try database.deleteAppData(id: "mocha", file: "coffeeMenu", app: "Brewbot"))
    #expect(try !database.deleteAppData(id: "mocha", file: "coffeeMenu", app: "Brewbot"))
    let changed = try database.appData(MenuItem.self, file: "coffeeMenu", app: "Brewbot")
    #expect(changed.map(\.id) == ["latte", "flat"])
    #expect(changed.first?.price == "3.75")
    // Another app's records are its own.
    #expect(try database.appData(MenuItem.self, file: "coffeeMenu", app: "Chirp").isEmpty)
    // Importing again restores the data set's.
    try database.importDataSet(dataSet)
    #expect(
      try database.appData(MenuItem.self, file: "coffeeMenu", app: "Brewbot").map(\.price) == [
        "3.50", "4.00",
      ])
  }

  @Test func eachMistakeNamesItsKeyPath() throws {
    let cases: [(String, String)] = [
      (#"[{"app": "Brewbot", "id": "latte", "name": "Latte"}]"#, "[0].price: missing required key"),
      (
        #"[{"app": "Brewbot", "id": "latte", "name": "Latte", "price": "1", "size": "L"}]"#,
        "[0].size: unknown key"
      ),
      (
        #"[{"app": "UnicornChat", "id": "latte", "name": "Latte", "price": "1"}]"#,
        "[0].app: not an app of kind coffee in apps.json"
      ),
      (
        #"[{"app": "Brewbot", "id": "a", "name": "A", "price": "1"}, {"app": "Brewbot", "id": "a", "name": "B", "price": "2"}]"#,
        "[1].id: empty or duplicate id"
      ),
    ]
    for (menu, expected) in cases {
      #expect(try problem(menu) == expected)
    }
  }

  @Test func anAppsFileCannotBeOneIntentshReads() throws {
    let url = try folder(["dataset.json": #"{"extends": "demo"}"#, "apps.json": Self.apps])
    #expect {
      try DataSetLoader.load(url, appKinds: Self.kinds(AppDataFile("cars", of: MenuItem.self)))
    } throws: { error in
      (error as? DataSetError)?.problem
        == "apps of kind coffee keep records in a file intentsh reads itself"
    }
  }

  @Test func aDataSetWithoutTheFileKeepsItsBasesRecords() throws {
    let base = try folder([
      "dataset.json": #"{"extends": "demo"}"#, "apps.json": Self.apps,
      "coffeeMenu.json": #"[{"app": "Brewbot", "id": "latte", "name": "Latte", "price": "3.50"}]"#,
    ])
    let child = try folder(["dataset.json": #"{"extends": "\#(base.path)"}"#])
    let dataSet = try DataSetLoader.load(child, appKinds: Self.kinds(Self.menu))
    #expect(dataSet.appData["coffeeMenu"]?.map(\.id) == ["latte"])
  }

  /// A state made when the menu was in cents.
  func stateOfTheFirstVersion() throws -> AppDatabase {
    let url = try folder([
      "dataset.json": #"{"extends": "demo"}"#, "apps.json": Self.apps,
      "coffeeMenu.json": #"[{"app": "Brewbot", "id": "latte", "name": "Latte", "cents": 350}]"#,
    ])
    let database = try AppDatabase.inMemory()
    try database.importDataSet(
      DataSetLoader.load(url, appKinds: Self.kinds(AppDataFile("coffeeMenu", of: OldMenuItem.self)))
    )
    return database
  }

  @Test func aKeptStateIsBroughtToTheAppsNewShapeOnce() throws {
    let database = try stateOfTheFirstVersion()
    try database.migrateAppData(Self.menuV2)
    let menu = try database.appData(MenuItem.self, file: "coffeeMenu", app: "Brewbot")
    #expect(menu == [MenuItem(app: "Brewbot", id: "latte", name: "Latte", price: "3.50")])
    // Done once: the state says version 2 now.
    try database.migrateAppData(Self.menuV2)
    #expect(try database.appData(MenuItem.self, file: "coffeeMenu", app: "Brewbot") == menu)
    #expect(try database.meta("appDataVersion.coffeeMenu") == "2")
  }

  @Test func aMissingMigrationIsRefusedChangingNothing() throws {
    let database = try stateOfTheFirstVersion()
    let skipping = AppDataFile("coffeeMenu", of: MenuItem.self, version: 3)
    #expect(throws: AppDataError(description: "coffeeMenu.json: no migration from version 1")) {
      try database.migrateAppData(skipping)
    }
    #expect(try database.meta("appDataVersion.coffeeMenu") == "1")
  }
}
