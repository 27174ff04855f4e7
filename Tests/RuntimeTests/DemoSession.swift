import AppSupport
import Apps
import Foundation
import Store

@testable import Runtime

/// A session on a fresh in-memory import of the demo set (or of `dataSet`), on a manual clock
/// at the data set's time, with the events it has emitted since the last look.
struct DemoSession {
  let session: Session
  let clock: ManualClock
  private let log: Log

  private final class Log { var events: [SessionEvent] = [] }

  init(
    dataSet: DataSet? = nil, trace: Bool = false,
    plugins: [any SiriApp.Type] = InstalledApps.builtIn
  ) throws {
    let database = try AppDatabase.inMemory()
    try database.importDataSet(
      dataSet ?? DataSetLoader.load(DataSetLoader.demoFolder, appKinds: InstalledApps.kinds()))
    clock = try SessionEnvironment.replayClock(for: database)
    let environment = try SessionEnvironment(
      database: database, clock: clock, dataSetFolder: DataSetLoader.demoFolder,
      plugins: plugins)
    let log = Log()
    self.log = log
    session = Session(environment: environment, tracing: trace) { log.events.append($0) }
  }

  /// The events since the last call, which are then forgotten.
  func events() -> [SessionEvent] {
    defer { log.events = [] }
    return log.events
  }

  /// Submits each line in turn.
  func submit(_ lines: String...) async {
    for line in lines { _ = await session.submit(line) }
  }
}
