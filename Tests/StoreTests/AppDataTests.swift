import Apps
import Foundation
import GRDB
import IntentKit
import Synchronization
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

  /// The menu's prices, counting how many times they were made from the records.
  final class Reads {
    var count = 0
    func prices(_ database: AppDatabase) throws -> [String] {
      try database.appData(MenuItem.self, file: "coffeeMenu", app: "Brewbot") { items in
        self.count += 1
        return items.map(\.price)
      }
    }
  }

  func latte(at price: String) -> MenuItem {
    MenuItem(app: "Brewbot", id: "latte", name: "Latte", price: price)
  }

  func save(_ item: MenuItem, in database: AppDatabase) throws {
    try database.saveAppData(item, id: item.id, file: "coffeeMenu", app: "Brewbot")
  }

  @Test func whatIsMadeOfAFileIsMadeAgainOnlyWhenItsRecordsChange() throws {
    let database = try AppDatabase.inMemory()
    try database.importDataSet(
      load(#"[{"app": "Brewbot", "id": "latte", "name": "Latte", "price": "3.50"}]"#))
    let reads = Reads()
    #expect(try reads.prices(database) == ["3.50"])
    #expect(try reads.prices(database) == ["3.50"])
    #expect(reads.count == 1)
    // Another app's file changing leaves this one's alone.
    try database.saveAppData(
      MenuItem(app: "Chirp", id: "tea", name: "Tea", price: "2.00"), id: "tea",
      file: "coffeeMenu", app: "Chirp")
    #expect(try reads.prices(database) == ["3.50"])
    #expect(reads.count == 1)
    try save(latte(at: "3.75"), in: database)
    #expect(try reads.prices(database) == ["3.75"])
    #expect(try database.deleteAppData(id: "latte", file: "coffeeMenu", app: "Brewbot"))
    #expect(try reads.prices(database) == [])
    #expect(reads.count == 3)
  }

  @Test func aChangeUndoneThenAnotherIsNotTakenForTheFirst() throws {
    let database = try AppDatabase.inMemory()
    try database.importDataSet(
      load(#"[{"app": "Brewbot", "id": "latte", "name": "Latte", "price": "3.50"}]"#))
    let reads = Reads()
    // As replay runs each transcript: its changes are rolled back after it.
    try database.beginDiscardableChanges()
    try save(latte(at: "4.00"), in: database)
    #expect(try reads.prices(database) == ["4.00"])
    try database.discardChanges()
    #expect(try reads.prices(database) == ["3.50"])
    try database.beginDiscardableChanges()
    try save(latte(at: "4.25"), in: database)
    #expect(try reads.prices(database) == ["4.25"])
    try database.discardChanges()
  }

  /// A menu item that counts how many times one was decoded.
  struct CountedMenuItem: Decodable {
    static let decodes = Mutex(0)
    var item: MenuItem
    init(from decoder: any Decoder) throws {
      item = try MenuItem(from: decoder)
      Self.decodes.withLock { $0 += 1 }
    }
  }

  @Test func aChangedRecordIsTheOnlyOneDecodedAgain() throws {
    let database = try AppDatabase.inMemory()
    try database.importDataSet(
      load(
        #"[{"app": "Brewbot", "id": "latte", "name": "Latte", "price": "3.50"}, "#
          + #"{"app": "Brewbot", "id": "mocha", "name": "Mocha", "price": "4.00"}, "#
          + #"{"app": "Brewbot", "id": "tea", "name": "Tea", "price": "2.00"}]"#))
    func prices() throws -> [String] {
      try database.appData(CountedMenuItem.self, file: "coffeeMenu", app: "Brewbot")
        .map(\.item.price)
    }
    #expect(try prices() == ["3.50", "4.00", "2.00"])
    #expect(CountedMenuItem.decodes.withLock { $0 } == 3)
    try save(latte(at: "3.75"), in: database)
    #expect(try prices() == ["3.75", "4.00", "2.00"])
    #expect(CountedMenuItem.decodes.withLock { $0 } == 4)
  }

  @Test func theVersionAChangeWasUndoneToIsNotMadeAgain() throws {
    let database = try AppDatabase.inMemory()
    try database.importDataSet(
      load(#"[{"app": "Brewbot", "id": "latte", "name": "Latte", "price": "3.50"}]"#))
    let reads = Reads()
    #expect(try reads.prices(database) == ["3.50"])
    try database.beginDiscardableChanges()
    try save(latte(at: "4.00"), in: database)
    #expect(try reads.prices(database) == ["4.00"])
    try database.discardChanges()
    #expect(try reads.prices(database) == ["3.50"])
    #expect(reads.count == 2)
    // Four versions are kept: one is made again once four others came after it.
    try database.beginDiscardableChanges()
    for price in ["4.10", "4.20", "4.30", "4.40"] {
      try save(latte(at: price), in: database)
      #expect(try reads.prices(database) == [price])
    }
    try database.discardChanges()
    #expect(try reads.prices(database) == ["3.50"])
    #expect(reads.count == 7)
  }

  @Test func anotherShellsChangeToTheStateFileIsRead() throws {
    let path = FileManager.default.temporaryDirectory
      .appendingPathComponent("intentsh-\(UUID().uuidString).sqlite").path
    defer { try? FileManager.default.removeItem(atPath: path) }
    let first = try AppDatabase.open(path: path)
    try first.importDataSet(
      load(#"[{"app": "Brewbot", "id": "latte", "name": "Latte", "price": "3.50"}]"#))
    let second = try AppDatabase.open(path: path)
    let reads = Reads()
    #expect(try reads.prices(second) == ["3.50"])
    try save(latte(at: "3.60"), in: first)
    #expect(try reads.prices(second) == ["3.60"])
  }

  @Test func aStateKeptBeforeFilesHadTokensGetsOneForEachFile() throws {
    let path = FileManager.default.temporaryDirectory
      .appendingPathComponent("intentsh-\(UUID().uuidString).sqlite").path
    defer { try? FileManager.default.removeItem(atPath: path) }
    let queue = try DatabaseQueue(path: path)
    try Schema.migrator.migrate(queue, upTo: "v18-apps-in-background")
    try queue.write { db in
      try db.execute(
        sql: """
          INSERT INTO appData (app, file, id, position, record) VALUES
            ('Brewbot', 'coffeeMenu', 'latte', 0, '{"app":"Brewbot","id":"latte","name":"Latte","price":"3.50"}'),
            ('Brewbot', 'coffeeMenu', 'mocha', 1, '{"app":"Brewbot","id":"mocha","name":"Mocha","price":"4.00"}'),
            ('Chirp', 'coffeeMenu', 'tea', 2, '{"app":"Chirp","id":"tea","name":"Tea","price":"2.00"}')
          """)
    }
    let database = try AppDatabase.open(path: path)
    let files = try queue.read { db in
      try Row.fetchAll(db, sql: "SELECT app, file FROM appDataVersions ORDER BY app")
        .map { [$0[0] as String, $0[1] as String] }
    }
    #expect(files == [["Brewbot", "coffeeMenu"], ["Chirp", "coffeeMenu"]])
    let reads = Reads()
    #expect(try reads.prices(database) == ["3.50", "4.00"])
    try save(latte(at: "3.60"), in: database)
    #expect(try reads.prices(database) == ["3.60", "4.00"])
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
