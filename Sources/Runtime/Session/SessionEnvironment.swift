import Apps
import Dialog
import Foundation
import IntentKit
import Store
import Understanding

/// What does not change while a data set is loaded: its apps, and the understanding and dialog
/// configured for them. Built once per data set; replay shares it across transcripts.
public struct AppCatalog: Sendable {
  public let records: [AppRecord]
  public let understander: Understander
  public let dialog: DialogManager

  public init(_ records: [AppRecord]) {
    self.records = records
    let manifests = records.map(\.manifest)
    understander = Understander(apps: manifests)
    dialog = DialogManager(configuration: DialogConfiguration(apps: manifests))
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

  public var understander: Understander { catalog.understander }
  public var dialog: DialogManager { catalog.dialog }

  /// Reads the apps from the database.
  public init(database: AppDatabase, clock: any DeviceClock, dataSetFolder: URL?) throws {
    try self.init(
      database: database, clock: clock, dataSetFolder: dataSetFolder,
      catalog: AppCatalog(database.apps()))
  }

  public init(
    database: AppDatabase, clock: any DeviceClock, dataSetFolder: URL?, catalog: AppCatalog
  ) throws {
    self.database = database
    self.clock = clock
    self.dataSetFolder = dataSetFolder
    self.catalog = catalog
    apps = try InstalledApps(catalog.records, database: database, clock: clock)
  }

  /// A clock that stands at the data set's `now` and moves only when told: for replay.
  public static func replayClock(for database: AppDatabase) throws -> ManualClock {
    let start = try database.meta("clock").flatMap(Timestamp.date) ?? Date(timeIntervalSince1970: 0)
    return ManualClock(start)
  }
}
