import Apps
import Dialog
import Foundation
import IntentKit
import Store
import Understanding

/// What a session runs against: the state database, the apps installed from it, the clock.
public struct SessionEnvironment: Sendable {
  public let database: AppDatabase
  public let apps: InstalledApps
  public let clock: any DeviceClock
  public let understander: Understander
  public let dialog: DialogManager
  /// The data set the state came from, for `:reset`.
  public let dataSetFolder: URL?

  public init(database: AppDatabase, clock: any DeviceClock, dataSetFolder: URL?) throws {
    self.database = database
    self.dataSetFolder = dataSetFolder
    self.clock = clock
    apps = try InstalledApps(database.apps(), database: database, clock: clock)
    understander = Understander(apps: apps.manifests)
    dialog = DialogManager(configuration: DialogConfiguration(apps: apps.manifests))
  }

  /// A clock that stands at the data set's `now` and moves only when told: for replay.
  public static func replayClock(for database: AppDatabase) throws -> ManualClock {
    let start = try database.meta("clock").flatMap(Timestamp.date) ?? Date(timeIntervalSince1970: 0)
    return ManualClock(start)
  }
}
