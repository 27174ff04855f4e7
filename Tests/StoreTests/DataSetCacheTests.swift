import Apps
import Foundation
import Testing

@testable import Store

/// `--ephemeral` and `parse` states copied from a cached image of the imported data set: used
/// again while nothing the import reads has changed, imported again as soon as a byte has.
@Suite struct DataSetCacheTests {
  let scratch: URL
  let cache: URL
  let data: URL

  init() throws {
    scratch = FileManager.default.temporaryDirectory
      .appendingPathComponent("dataset-cache-\(UUID().uuidString)")
    cache = scratch.appendingPathComponent("cache")
    data = scratch.appendingPathComponent("data")
    try FileManager.default.createDirectory(at: data, withIntermediateDirectories: true)
    // A data set of its own, extending the demo: ListOMat alone, with a contact of its own.
    try write("dataset.json", #"{"extends": "demo"}"#)
    try write(
      "apps.json",
      #"[{"name": "ListOMat", "kind": "lists", "intentsSupported": ["addTasks"]}]"#)
    try write("contacts.json", contacts(["Zed Quux"]))
  }

  func write(_ name: String, _ text: String) throws {
    try Data(text.utf8).write(to: data.appendingPathComponent(name))
  }

  func contacts(_ names: [String]) -> String {
    let records = names.enumerated().map { index, name in
      let parts = name.split(separator: " ")
      return
        #"{"id": "c-\#(index)", "givenName": "\#(parts[0])", "familyName": "\#(parts[1])", "handles": []}"#
    }
    return "[" + records.joined(separator: ", ") + "]"
  }

  func state() throws -> AppDatabase {
    try DataSetCache.inMemoryState(
      of: data, appKinds: InstalledApps.kinds(), source: data.path, cacheFolder: cache)
  }

  func images() throws -> [String] {
    try FileManager.default.contentsOfDirectory(atPath: cache.path).sorted()
  }

  @Test func theFirstStartImportsAndKeepsAnImageTheNextUses() throws {
    #expect(try state().contact(id: "c-0")?.displayName == "Zed Quux")
    let kept = try images()
    #expect(kept.count == 1 && kept[0].hasPrefix("state-") && kept[0].hasSuffix(".sqlite"))
    let again = try state()
    #expect(try again.contact(id: "c-0")?.displayName == "Zed Quux")
    #expect(try again.dataSetSource() == data.path)
    #expect(try images() == kept)
    try FileManager.default.removeItem(at: scratch)
  }

  @Test func theImageHoldsWhatAStartPreparesSoTheNextStartFromItOnlyReads() throws {
    var preparations = 0
    func preparedState() throws -> AppDatabase {
      try DataSetCache.inMemoryState(
        of: data, appKinds: InstalledApps.kinds(), source: data.path, cacheFolder: cache,
        preparing: { database in
          preparations += 1
          try InstalledApps.registerVocabulary(in: database)
        })
    }
    func vocabulary(_ database: AppDatabase) throws -> [String] {
      try database.query { db in
        try String.fetchAll(
          db,
          sql: "SELECT owner || ': ' || spokenPhrase FROM vocabulary ORDER BY owner, type, position"
        )
      }
    }
    func token(_ database: AppDatabase) throws -> String? {
      try database.query { db in try String.fetchOne(db, sql: "SELECT token FROM vocabularyVersion")
      }
    }
    let first = try preparedState()
    let again = try preparedState()
    #expect(preparations == 1)
    #expect(try vocabulary(again).contains("ListOMat: Grocery Store"))
    #expect(try vocabulary(again) == vocabulary(first))
    // The apps' start registers the same terms: nothing is written, the token stays.
    let before = try token(again)
    _ = try InstalledApps(again.apps(), database: again, clock: ManualClock(again.deviceTime()))
    #expect(try token(again) == before)
    try FileManager.default.removeItem(at: scratch)
  }

  @Test func aChangedFileIsImportedAgain() throws {
    _ = try state()
    try write("contacts.json", contacts(["Ada Byron"]))
    #expect(try state().contact(id: "c-0")?.displayName == "Ada Byron")
    // The earlier image is gone: an edited data set keeps one.
    #expect(try images().count == 1)
    try FileManager.default.removeItem(at: scratch)
  }

  @Test func aDataSetLoadedAgainIsDecodedAgainOnlyWhenAByteChanged() throws {
    let first = try DataSetCache.dataSet(
      of: data, appKinds: InstalledApps.kinds(), source: data.path, cacheFolder: cache)
    #expect(first.contacts.map(\.givenName) == ["Zed"])
    #expect(
      try DataSetCache.dataSet(
        of: data, appKinds: InstalledApps.kinds(), source: data.path, cacheFolder: cache) == first)
    try write("contacts.json", contacts(["Ada Byron"]))
    let edited = try DataSetCache.dataSet(
      of: data, appKinds: InstalledApps.kinds(), source: data.path, cacheFolder: cache)
    #expect(edited.contacts.map(\.givenName) == ["Ada"])
    try write("contacts.json", "[{")
    #expect {
      try DataSetCache.dataSet(
        of: data, appKinds: InstalledApps.kinds(), source: data.path, cacheFolder: cache)
    } throws: { error in
      "\(error)".contains("contacts.json")
    }
    try FileManager.default.removeItem(at: scratch)
  }

  @Test func bytesWithAnImageAreKnownToHavePassedEveryCheck() throws {
    let key = {
      try #require(DataSetCache.key(of: data, appKinds: InstalledApps.kinds(), source: data.path))
    }
    #expect(try !DataSetCache.hasImage(of: data, key: key(), in: cache))
    _ = try state()
    #expect(try DataSetCache.hasImage(of: data, key: key(), in: cache))
    // Imported from elsewhere, or edited since: not the bytes the image was made of.
    let elsewhere = try #require(
      DataSetCache.key(of: data, appKinds: InstalledApps.kinds(), source: "demo"))
    #expect(!DataSetCache.hasImage(of: data, key: elsewhere, in: cache))
    try write("contacts.json", contacts(["Ada Byron"]))
    #expect(try !DataSetCache.hasImage(of: data, key: key(), in: cache))
    try FileManager.default.removeItem(at: scratch)
  }

  @Test func aBrokenFileIsStillSaidByTheLoader() throws {
    _ = try state()
    try write("contacts.json", "[{")
    #expect {
      try state()
    } throws: { error in
      "\(error)".contains("contacts.json")
    }
    try FileManager.default.removeItem(at: scratch)
  }

  @Test func anUnreadableImageIsImportedAgainAndReplaced() throws {
    _ = try state()
    let image = cache.appendingPathComponent(try images()[0])
    try Data("not a database".utf8).write(to: image)
    #expect(try state().contact(id: "c-0")?.displayName == "Zed Quux")
    #expect(
      try DataSetCache.inMemoryState(
        of: data, appKinds: InstalledApps.kinds(), source: data.path, cacheFolder: cache
      ).contact(id: "c-0") != nil)
    try FileManager.default.removeItem(at: scratch)
  }

  @Test func anImageCutShortIsImportedAgainNotReadHalf() throws {
    _ = try state()
    let image = cache.appendingPathComponent(try images()[0])
    let whole = try Data(contentsOf: image)
    #expect(SQLiteImage.isWhole(whole))
    let half = whole.prefix(whole.count / 2)
    #expect(!SQLiteImage.isWhole(half))
    try half.write(to: image)
    #expect(try state().contact(id: "c-0")?.displayName == "Zed Quux")
    // The image was written again, whole.
    #expect(SQLiteImage.isWhole(try Data(contentsOf: cache.appendingPathComponent(images()[0]))))
    try FileManager.default.removeItem(at: scratch)
  }
}
