import Apps
import Dialog
import Foundation
import GRDB
import Testing

@testable import Runtime
@testable import Store

/// Passcode entry through a session: what is shown in a passcode's place, the lockout's clock,
/// and `:passcode`.
@Suite struct PasscodeEntryTests {
  final class Log: @unchecked Sendable { var events: [SessionEvent] = [] }

  /// A session on the demo data in `database`, with the clock the test moves.
  static func session(_ database: AppDatabase, clock: any DeviceClock) throws -> (Session, Log) {
    let environment = try SessionEnvironment(
      database: database, clock: clock, dataSetFolder: DataSetLoader.demoFolder)
    let log = Log()
    return (Session(environment: environment) { log.events.append($0) }, log)
  }

  static func demo() throws -> AppDatabase {
    let database = try AppDatabase.inMemory()
    try database.importDataSet(
      DataSetLoader.load(DataSetLoader.demoFolder, appKinds: InstalledApps.kinds()))
    return database
  }

  static let start = Date(timeIntervalSince1970: 1_800_000_000)

  static func said(_ log: Log) -> [String] {
    log.events.flatMap(TextRendering.lines)
  }

  @Test func theDigitsNeverAppearInAnyEvent() async throws {
    let (session, log) = try Self.session(Self.demo(), clock: ManualClock(Self.start))
    _ = await session.submit(":lock")
    _ = await session.submit("what's my checking balance")
    #expect(session.awaitsSecret)
    await session.submitSecret(.typed("9876"))
    await session.submitSecret(.typed("1234"))
    let json = log.events.map { EventJSON.json($0).serialized }
    #expect(!json.contains { $0.contains("9876") || $0.contains("1234") })
    #expect(json.contains(#"{"event":"user","text":"[wrong passcode]"}"#))
    #expect(json.contains(#"{"event":"user","text":"[passcode]"}"#))
    #expect(json.contains(#"{"event":"auth","result":"success"}"#))
    #expect(Self.said(log).last == "Your Checking balance is $2,340.15.")
  }

  /// Typed one question early (at the confirmation before the passcode prompt), the passcode
  /// is shown as a placeholder, kept out of history, never taken as the answer, and the
  /// question is asked again.
  @Test func thePasscodeTypedAtAnotherQuestionIsNeverKeptOrTakenAsAnAnswer() async throws {
    let (session, log) = try Self.session(Self.demo(), clock: ManualClock(Self.start))
    _ = await session.submit("transfer $5 from checking to NestEgg")
    let shown = session.shownForm(of: "1234")
    #expect(shown.text == "[passcode]")
    #expect(!shown.keepInHistory)
    _ = await session.submit("1234")
    let json = log.events.map { EventJSON.json($0).serialized }
    #expect(!json.contains { $0.contains("1234") })
    #expect(
      Self.said(log).suffix(2) == [
        "No passcode is being asked for; it was not kept.",
        "Transfer $5.00 from Checking to NestEgg?",
      ])
    // Another number is an ordinary answer.
    #expect(session.shownForm(of: "4321").text == "4321")
    #expect(session.isInDialog)
  }

  /// However the command is written, digits on a `:unlock` or `:passcode` line are never
  /// shown, and the line is refused without running.
  @Test func aPasscodeOnAnUnlockLineIsHiddenWhateverItsSpelling() async throws {
    let (session, log) = try Self.session(Self.demo(), clock: ManualClock(Self.start))
    let lines = [
      ":Unlock 1234", ":UNLOCK 1234", ": unlock 1234", ":unlock\t1234", ":\"unlock\" 1234",
      ":unlock\"1234\"", ":unlock1234", ":PassCode 1234", ":unlock \"1234",
    ]
    for line in lines {
      let shown = session.shownForm(of: line)
      #expect(!shown.text.contains("1234"), "\(line)")
      #expect(!shown.keepInHistory, "\(line)")
      _ = await session.submit(line)
    }
    let json = log.events.map { EventJSON.json($0).serialized }
    #expect(!json.contains { $0.contains("1234") })
    #expect(!session.awaitsSecret)
  }

  /// When a failed attempt cannot be recorded (a full disk, a read-only file), the passcode is
  /// not even compared: right or wrong, the attempt is refused, so guessing gets no answer.
  @Test func anAttemptThatCannotBeRecordedIsRefused() async throws {
    let database = try Self.demo()
    let (session, log) = try Self.session(database, clock: ManualClock(Self.start))
    _ = await session.submit(":lock")
    try database.refuseWrites()
    _ = await session.submit(":unlock")
    await session.submitSecret(.passcode)
    #expect(try database.isDeviceLocked())
    #expect(!Self.said(log).contains("Your iPhone is unlocked."))
    #expect(
      log.events.contains {
        if case .error(let message) = $0 { return message.hasPrefix("cannot check the passcode") }
        return false
      })
  }

  /// A lockout started after `:tick` moved the clock ends at the same moment in the next
  /// session on the same state: the clock's move is kept with the state.
  @Test func aLockoutAfterTickLastsItsMinuteInTheNextSessionToo() async throws {
    let file = FileManager.default.temporaryDirectory
      .appendingPathComponent("intentsh-tick-\(UUID().uuidString).sqlite").path
    defer { try? FileManager.default.removeItem(atPath: file) }
    do {
      let database = try AppDatabase.open(path: file)
      try database.importDataSet(
        DataSetLoader.load(DataSetLoader.demoFolder, appKinds: InstalledApps.kinds()))
      let (session, log) = try Self.session(
        database, clock: LiveClock(database.deviceTime()))
      _ = await session.submit(":tick 500000")
      _ = await session.submit(":unlock")
      for _ in 0..<5 {
        _ = await session.submit(":lock")
        _ = await session.submit(":unlock")
        await session.submitSecret(.typed("9999"))
      }
      #expect(Self.said(log).last?.hasSuffix("Try again in 1 minute.") == true)
    }
    let database = try AppDatabase.open(path: file)
    let (session, log) = try Self.session(
      database, clock: LiveClock(database.deviceTime()))
    _ = await session.submit(":unlock")
    #expect(Self.said(log).last == "Too many wrong passcodes. Try again in 1 minute.")
  }

  @Test func aSecretIsIgnoredWhenNoPasscodeIsAskedFor() async throws {
    let (session, log) = try Self.session(Self.demo(), clock: ManualClock(Self.start))
    await session.submitSecret(.typed("1234"))
    #expect(log.events.isEmpty)
  }

  @Test func theLockoutOutlivesTheSessionAndEndsWithTheClock() async throws {
    let file = FileManager.default.temporaryDirectory
      .appendingPathComponent("intentsh-lockout-\(UUID().uuidString).sqlite").path
    defer { try? FileManager.default.removeItem(atPath: file) }
    let clock = ManualClock(Self.start)
    do {
      let database = try AppDatabase.open(path: file)
      try database.importDataSet(
        DataSetLoader.load(DataSetLoader.demoFolder, appKinds: InstalledApps.kinds()))
      let (session, log) = try Self.session(database, clock: clock)
      _ = await session.submit(":lock")
      // Three tries per prompt, so the fifth failure comes at the second prompt.
      for _ in 1...5 {
        if !session.awaitsSecret { _ = await session.submit(":unlock") }
        await session.submitSecret(.wrongPasscode)
      }
      #expect(
        Self.said(log).last
          == "That passcode isn't right, and that was too many tries. Try again in 1 minute.")
    }
    // A new process on the same state: still locked out, told how long, until the clock moves.
    let (session, log) = try Self.session(AppDatabase.open(path: file), clock: clock)
    _ = await session.submit(":unlock")
    #expect(Self.said(log).last == "Too many wrong passcodes. Try again in 1 minute.")
    clock.advance(by: 61)
    _ = await session.submit(":unlock")
    #expect(session.awaitsSecret)
    // A state file keeps no passcode in clear, not even the data set's fixture.
    #expect(try session.environment.database.testPasscode() == nil)
    await session.submitSecret(.typed("1234"))
    #expect(Self.said(log).last == "Your iPhone is unlocked.")
  }

  @Test func aChangedPasscodeReplacesTheOldOne() async throws {
    let database = try Self.demo()
    let (session, log) = try Self.session(database, clock: ManualClock(Self.start))
    _ = await session.submit(":passcode")
    await session.submitSecret(.passcode)
    await session.submitSecret(.typed("12ab"))
    await session.submitSecret(.typed("5678"))
    await session.submitSecret(.typed("5678"))
    #expect(
      Self.said(log) == [
        "Enter your current passcode.", "Enter a new passcode (4 to 6 digits).",
        "A passcode has only digits.", "Enter a new passcode (4 to 6 digits).",
        "Enter the new passcode again.", "Passcode changed.",
      ])
    // A typed passcode is never kept in clear: the fixture is gone.
    #expect(try database.testPasscode() == nil)
    #expect(try database.verifyPasscode("1234", now: Self.start) != .accepted)
    #expect(try database.verifyPasscode("5678", now: Self.start) == .accepted)
  }
}

extension AppDatabase {
  /// Makes every write fail, as a full disk or a read-only file would.
  fileprivate func refuseWrites() throws {
    try writer.writeWithoutTransaction { db in try db.execute(sql: "PRAGMA query_only = ON") }
  }
}
