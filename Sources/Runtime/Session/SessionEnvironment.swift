import Apps
import Dialog
import Foundation
import IntentKit
import Store
import Understanding

/// What does not change while a data set is loaded: its apps, its global vocabulary and the
/// dialog configured for them. Built once per data set; replay shares it across transcripts.
public struct AppCatalog: Sendable {
  public let records: [AppRecord]
  /// Every app's AppIntentVocabulary.plist that was loaded, installed or not.
  public let globalVocabulary: [AppIntentVocabulary]
  public let dialog: DialogManager
  /// The global vocabulary by key, for understanding.
  let globalIndex: VocabularyIndex

  public init(_ records: [AppRecord], globalVocabulary: [AppIntentVocabulary] = []) {
    self.records = records
    self.globalVocabulary = globalVocabulary
    let manifests = records.map(\.manifest)
    globalIndex = VocabularyIndex(global: globalVocabulary)
    dialog = DialogManager(configuration: DialogConfiguration(apps: manifests))
  }

  /// The same apps with a new data set's records.
  func with(records: [AppRecord]) -> AppCatalog {
    AppCatalog(records, globalVocabulary: globalVocabulary)
  }

  /// The example requests an app's vocabulary file gives (IntentPhrases), by intent.
  public func intentPhrases(for app: String) -> [IntentPhrase] {
    globalVocabulary.filter { $0.app == app }.flatMap(\.intentPhrases)
  }
}

/// What a session runs against: the state database, the apps installed from it, the clock.
public struct SessionEnvironment: Sendable {
  public let database: AppDatabase
  public let apps: InstalledApps
  public let clock: any DeviceClock
  public let catalog: AppCatalog
  /// The data set the state came from, for `:reset`.
  public let dataSetFolder: URL?

  /// Understanding with the user vocabulary in the state database, then global vocabulary.
  public let understander: Understander
  public var dialog: DialogManager { catalog.dialog }

  /// Reads the apps from the database.
  public init(
    database: AppDatabase, clock: any DeviceClock, dataSetFolder: URL?,
    globalVocabulary: [AppIntentVocabulary] = []
  ) throws {
    try self.init(
      database: database, clock: clock, dataSetFolder: dataSetFolder,
      catalog: AppCatalog(database.apps(), globalVocabulary: globalVocabulary))
  }

  public init(
    database: AppDatabase, clock: any DeviceClock, dataSetFolder: URL?, catalog: AppCatalog
  ) throws {
    self.database = database
    self.clock = clock
    self.dataSetFolder = dataSetFolder
    self.catalog = catalog
    apps = try InstalledApps(catalog.records, database: database, clock: clock)
    understander = Understander(
      apps: apps.manifests,
      vocabulary: [StoredVocabulary(database: database), catalog.globalIndex])
  }

  /// A clock that stands at the data set's `now` and moves only when told: for replay.
  public static func replayClock(for database: AppDatabase) throws -> ManualClock {
    let start = try database.meta("clock").flatMap(Timestamp.date) ?? Date(timeIntervalSince1970: 0)
    return ManualClock(start)
  }
}
