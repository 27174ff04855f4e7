import Apps
import Foundation
import IntentKit
import Store
import Synchronization
import Testing

@testable import Runtime

/// An app whose work finishes but whose answer comes after the handler deadline changes
/// nothing: the runtime keeps an app call's writes only when the answer was in time, so no
/// money moves and no ride is booked, and trying again does it once.
@Suite struct LateAnswerChangesNothingTests {
  @Test func aTransferWhoseHandleAnswersLateMovesNoMoney() async throws {
    let demo = try SlowWorkSession()
    let database = demo.session.environment.database
    let before = try balances(database)
    await demo.submit("transfer $20 from checking to NestEgg on UnicornPay", "yes")
    // handle does the transfer, then takes 11 s of device time to answer.
    demo.clock.workSeconds = 11
    await demo.session.submitSecret(.passcode)
    #expect(demo.events().contains(.end(.timeout)))
    #expect(try balances(database) == before)
    #expect(try database.ledgerTotals().values.allSatisfy { $0 == 0 })

    // Trying again, with the app quick again, moves the money once.
    demo.clock.workSeconds = 0
    await demo.submit("transfer $20 from checking to NestEgg on UnicornPay", "yes")
    await demo.session.submitSecret(.passcode)
    #expect(demo.events().contains(.end(.success)))
    let after = try balances(database)
    #expect(after["Checking"] == before["Checking"].map { $0 - 2000 })
    #expect(after["NestEgg"] == before["NestEgg"].map { $0 + 2000 })
  }

  @Test func aRideWhoseHandleAnswersLateIsNotBookedOrCharged() async throws {
    let demo = try SlowWorkSession()
    let database = demo.session.environment.database
    let before = try balances(database)
    await demo.submit("book a rainbow car to the airport with UnicornRides", "yes")
    demo.clock.workSeconds = 11
    await demo.session.submitSecret(.passcode)
    #expect(demo.events().contains(.end(.timeout)))
    #expect(try database.rides(app: "UnicornRides").isEmpty)
    #expect(try balances(database) == before)

    demo.clock.workSeconds = 0
    await demo.submit("book a rainbow car to the airport with UnicornRides", "yes")
    await demo.session.submitSecret(.passcode)
    #expect(demo.events().contains(.end(.success)))
    #expect(try database.rides(app: "UnicornRides").count == 1)
  }

  private func balances(_ database: AppDatabase) throws -> [String: Int] {
    Dictionary(
      try database.paymentAccounts(app: "UnicornPay").map {
        ($0.nickname.spokenPhrase, $0.balance?.minorUnits ?? 0)
      },
      uniquingKeysWith: { first, _ in first })
  }
}

/// A demo session on a clock where an app's work takes `workSeconds` of device time, as a
/// handler that does its job and then hangs would: its answer misses a shorter deadline.
private struct SlowWorkSession {
  let session: Session
  let clock: SlowWorkClock
  private let log = Log()

  private final class Log: @unchecked Sendable { var events: [SessionEvent] = [] }

  init() throws {
    let database = try AppDatabase.inMemory()
    try database.importDataSet(
      DataSetLoader.load(DataSetLoader.demoFolder, appKinds: InstalledApps.kinds()))
    clock = SlowWorkClock(try SessionEnvironment.replayClock(for: database))
    let environment = try SessionEnvironment(
      database: database, clock: clock, dataSetFolder: DataSetLoader.demoFolder)
    let log = self.log
    session = Session(environment: environment) { log.events.append($0) }
  }

  func events() -> [SessionEvent] {
    defer { log.events = [] }
    return log.events
  }

  func submit(_ lines: String...) async {
    for line in lines { _ = await session.submit(line) }
  }
}

private final class SlowWorkClock: DeviceClock {
  private let manual: ManualClock
  private let taken = Mutex<TimeInterval>(0)

  init(_ manual: ManualClock) { self.manual = manual }

  var workSeconds: TimeInterval {
    get { taken.withLock { $0 } }
    set { taken.withLock { $0 = newValue } }
  }

  var now: Date { manual.now }
  func advance(by seconds: TimeInterval) { manual.advance(by: seconds) }
  func sleep(for seconds: TimeInterval) async { manual.advance(by: seconds) }

  func answer<Answer: Sendable>(
    within seconds: TimeInterval, _ work: @escaping @Sendable () async -> Answer
  ) async -> Answer? {
    let answer = await work()
    let taken = workSeconds
    manual.advance(by: taken)
    return taken >= seconds ? nil : answer
  }
}
