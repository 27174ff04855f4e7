import Apps
import Foundation
import GRDB
import Testing

@testable import Store

/// A database on the demo data set whose passcode is "1234", hashed cheaply.
private func demoDatabase(device: DeviceRecord? = nil) throws -> AppDatabase {
  let database = try AppDatabase.inMemory()
  var dataSet = try DataSetLoader.load(DataSetLoader.demoFolder, appKinds: InstalledApps.kinds())
  dataSet.device =
    try device
    ?? DeviceRecord(
      passcodeHash: PasscodeHash.make(for: "1234", rounds: quickRounds).encoded,
      testPasscode: "1234")
  try database.importDataSet(dataSet)
  return database
}

private let start = Date(timeIntervalSince1970: 1_800_000_000)

/// Types `count` wrong passcodes at `now`; returns the last answer.
@discardableResult
private func fail(_ count: Int, _ database: AppDatabase, at now: Date) throws
  -> PasscodeVerification?
{
  var last: PasscodeVerification?
  for _ in 0..<count { last = try database.verifyPasscode("0000", now: now) }
  return last
}

@Suite struct PasscodeVerificationTests {
  @Test func theRightPasscodeIsAccepted() throws {
    #expect(try demoDatabase().verifyPasscode("1234", now: start) == .accepted)
  }

  @Test func wrongPasscodesAreCountedAndTheFifthLocksOutForAMinute() throws {
    let database = try demoDatabase()
    for failures in 1...4 {
      #expect(
        try database.verifyPasscode("0000", now: start)
          == .rejected(consecutiveFailures: failures, lockedOutUntil: nil))
    }
    #expect(try database.passcodeLockout(now: start) == nil)
    let ends = start.addingTimeInterval(60)
    #expect(
      try database.verifyPasscode("0000", now: start)
        == .rejected(consecutiveFailures: 5, lockedOutUntil: ends))
    #expect(try database.passcodeLockout(now: start) == ends)
  }

  @Test func eachLaterFailureLocksOutLongerUpToAnHour() throws {
    let database = try demoDatabase()
    var now = start
    try fail(4, database, at: now)
    for (failures, delay) in [(5, 60.0), (6, 300), (7, 900), (8, 3600), (9, 3600)] {
      #expect(
        try database.verifyPasscode("0000", now: now)
          == .rejected(consecutiveFailures: failures, lockedOutUntil: now.addingTimeInterval(delay))
      )
      now = now.addingTimeInterval(delay)
    }
  }

  @Test func aRunningLockoutRefusesEvenTheRightPasscodeWithoutCountingAnything() throws {
    let database = try demoDatabase()
    try fail(5, database, at: start)
    let ends = start.addingTimeInterval(60)
    #expect(
      try database.verifyPasscode("1234", now: start.addingTimeInterval(30))
        == .lockedOut(until: ends))
    #expect(
      try database.verifyPasscode("0000", now: start.addingTimeInterval(59))
        == .lockedOut(until: ends))
    // Neither refused attempt counted: the next failure is the 6th, not the 8th.
    #expect(
      try database.verifyPasscode("0000", now: ends)
        == .rejected(consecutiveFailures: 6, lockedOutUntil: ends.addingTimeInterval(300)))
  }

  @Test func aLockoutEndsExactlyAtItsTime() throws {
    let database = try demoDatabase()
    try fail(5, database, at: start)
    let ends = start.addingTimeInterval(60)
    #expect(try database.passcodeLockout(now: ends.addingTimeInterval(-0.001)) == ends)
    #expect(try database.passcodeLockout(now: ends) == nil)
    #expect(try database.verifyPasscode("1234", now: ends) == .accepted)
  }

  /// A lockout stored by a clock far ahead (or read by one set back) never outlasts the longest
  /// delay of the policy.
  @Test func aLockoutFromAClockFarAheadLastsAtMostTheLongestDelay() throws {
    let database = try demoDatabase()
    let farAhead = start.addingTimeInterval(500_000 * 60)
    try fail(5, database, at: farAhead)
    #expect(try database.passcodeLockout(now: start) == start.addingTimeInterval(3600))
    #expect(
      try database.verifyPasscode("1234", now: start)
        == .lockedOut(until: start.addingTimeInterval(3600)))
    #expect(try database.verifyPasscode("1234", now: start.addingTimeInterval(3600)) == .accepted)
  }

  @Test func theClockOffsetIsKeptWithTheState() throws {
    let database = try demoDatabase()
    #expect(try database.clockOffset() == 0)
    try database.addClockOffset(90)
    #expect(try database.clockOffset() == 90)
    // Moves add up, and importing the data set again keeps them (`:reset`).
    try database.addClockOffset(30)
    try database.importDataSet(
      DataSetLoader.load(DataSetLoader.demoFolder, appKinds: InstalledApps.kinds()))
    #expect(try database.clockOffset() == 120)
  }

  /// Device time and its zone stored damaged are a fault told with their key, never taken for
  /// 1970, no move or the default zone.
  @Test func aDamagedStoredClockIsToldNotTakenForTheDefault() throws {
    for (key, value) in [
      ("clock", "yesterday"), (AppDatabase.clockOffsetKey, "ninety"), ("timeZone", "Mars/Base"),
    ] {
      let database = try demoDatabase()
      try database.writer.write { db in try AppDatabase.setMeta(key, value, in: db) }
      let error = #expect(throws: DatabaseError.self) {
        _ = try database.deviceTime()
        _ = try database.deviceTimeZone()
      }
      #expect(error?.message?.contains(key) == true, "\(key)")
    }
  }

  @Test func aSuccessResetsTheCount() throws {
    let database = try demoDatabase()
    try fail(4, database, at: start)
    #expect(try database.verifyPasscode("1234", now: start) == .accepted)
    #expect(
      try fail(4, database, at: start) == .rejected(consecutiveFailures: 4, lockedOutUntil: nil))
    // After a lockout too: a success clears it, and counting starts over.
    try fail(1, database, at: start)
    let ends = start.addingTimeInterval(60)
    #expect(try database.verifyPasscode("1234", now: ends) == .accepted)
    #expect(try database.passcodeLockout(now: ends) == nil)
    #expect(
      try fail(1, database, at: ends) == .rejected(consecutiveFailures: 1, lockedOutUntil: nil))
  }

  @Test func theCountAndLockoutSurviveReopeningTheStateFile() throws {
    let path = FileManager.default.temporaryDirectory
      .appendingPathComponent("intentsh-\(UUID().uuidString)/state.sqlite").path
    do {
      let first = try AppDatabase.open(path: path)
      var dataSet = try DataSetLoader.load(
        DataSetLoader.demoFolder, appKinds: InstalledApps.kinds())
      dataSet.device = DeviceRecord(
        passcodeHash: try PasscodeHash.make(for: "1234", rounds: quickRounds).encoded)
      try first.importDataSet(dataSet)
      try fail(5, first, at: start)
    }
    let reopened = try AppDatabase.open(path: path)
    let ends = start.addingTimeInterval(60)
    #expect(try reopened.passcodeLockout(now: start) == ends)
    #expect(try reopened.verifyPasscode("1234", now: start) == .lockedOut(until: ends))
    #expect(
      try reopened.verifyPasscode("0000", now: ends)
        == .rejected(consecutiveFailures: 6, lockedOutUntil: ends.addingTimeInterval(300)))
  }

  @Test func withoutAPasscodeVerificationSaysNoneIsSetAndCountsNothing() throws {
    let database = try demoDatabase(device: DeviceRecord())
    #expect(try !database.hasPasscode())
    #expect(try database.verifyPasscode("1234", now: start) == .passcodeNotSet)
    #expect(try database.passcodeLockout(now: start) == nil)
    try database.changePasscode(to: "2468")
    #expect(try database.hasPasscode())
    #expect(try database.verifyPasscode("2468", now: start) == .accepted)
  }
}

@Suite struct PasscodeChangeTests {
  @Test func aNewPasscodeReplacesTheOldAndStartsTheCountAfresh() throws {
    let database = try demoDatabase()
    try fail(4, database, at: start)
    try database.changePasscode(to: "975310")
    #expect(
      try fail(1, database, at: start) == .rejected(consecutiveFailures: 1, lockedOutUntil: nil))
    #expect(
      try database.verifyPasscode("1234", now: start)
        == .rejected(consecutiveFailures: 2, lockedOutUntil: nil))
    #expect(try database.verifyPasscode("975310", now: start) == .accepted)
    // The fixture is the data set author's, not the new passcode.
    #expect(try database.testPasscode() == "1234")
  }

  @Test(arguments: [
    ("abcd", PasscodeProblem.notDigits), ("123", .tooShort), ("1234567", .tooLong),
  ])
  func aPasscodeThatBreaksTheRulesIsRefusedAndTheOldOneKept(
    passcode: String, problem: PasscodeProblem
  ) throws {
    let database = try demoDatabase()
    #expect(throws: problem) { try database.changePasscode(to: passcode) }
    #expect(try database.verifyPasscode("1234", now: start) == .accepted)
  }

  @Test func theNewPasscodeIsStoredOnlyAsAHash() throws {
    let database = try demoDatabase()
    try database.changePasscode(to: "975310")
    let texts = try database.writer.read { db in
      try String.fetchAll(db, sql: "SELECT name FROM sqlite_master WHERE type = 'table'")
        .flatMap { table in
          try Row.fetchAll(db, sql: "SELECT * FROM \(table)").flatMap { row in
            row.databaseValues.compactMap { String.fromDatabaseValue($0) }
          }
        }
    }
    #expect(!texts.isEmpty)
    #expect(!texts.contains { $0.contains("975310") })
    #expect(texts.contains { $0.hasPrefix("pbkdf2-sha256$\(PasscodeHash.standardRounds)$") })
  }
}

@Suite struct DeviceStateTests {
  @Test func theDemoDeviceIsUnlockedWithPasscode1234HashedAtTheStandardCost() throws {
    let dataSet = try DataSetLoader.load(DataSetLoader.demoFolder, appKinds: InstalledApps.kinds())
    let hash = try PasscodeHash(encoded: try #require(dataSet.device.passcodeHash))
    #expect(hash.rounds == PasscodeHash.standardRounds)
    #expect(try hash.matches("1234"))
    let database = try AppDatabase.inMemory()
    try database.importDataSet(dataSet)
    #expect(try !database.isDeviceLocked())
    #expect(try database.hasPasscode())
    #expect(try database.testPasscode() == "1234")
  }

  @Test func theLockFlagIsStoredAndComesFromTheDataSet() throws {
    let database = try demoDatabase()
    #expect(try !database.isDeviceLocked())
    try database.setDeviceLocked(true)
    #expect(try database.isDeviceLocked())
    try database.setDeviceLocked(false)
    #expect(try !database.isDeviceLocked())
    #expect(try AppDatabase.inMemory().isDeviceLocked() == false)
    let locked = try demoDatabase(
      device: DeviceRecord(
        locked: true, passcodeHash: PasscodeHash.make(for: "1234", rounds: quickRounds).encoded))
    #expect(try locked.isDeviceLocked())
  }

  @Test func theTestPasscodeCanBeReplacedOrRemovedButNotBroken() throws {
    let database = try demoDatabase()
    try database.setTestPasscode("5678")
    #expect(try database.testPasscode() == "5678")
    #expect(throws: PasscodeProblem.tooShort) { try database.setTestPasscode("12") }
    #expect(try database.testPasscode() == "5678")
    try database.setTestPasscode(nil)
    #expect(try database.testPasscode() == nil)
  }

  @Test func importingAgainResetsTheCountAndLockout() throws {
    let database = try demoDatabase()
    try fail(5, database, at: start)
    try database.importDataSet(
      DataSetLoader.load(DataSetLoader.demoFolder, appKinds: InstalledApps.kinds()))
    #expect(try database.passcodeLockout(now: start) == nil)
    #expect(
      try fail(1, database, at: start) == .rejected(consecutiveFailures: 1, lockedOutUntil: nil))
  }

  /// A state file from before v5 kept the lock flag and test passcode as meta rows.
  @Test func migrationMovesTheDeviceOutOfMetaAndHashesItsPasscode() throws {
    let queue = try DatabaseQueue()
    try Schema.migrator.migrate(queue, upTo: "v4 payment accounts and ledger")
    try queue.write { db in
      try db.execute(
        sql: "INSERT INTO meta (key, value) VALUES ('locked', '1'), ('testPasscode', '1234')")
    }
    let database = try AppDatabase(queue)
    #expect(try database.isDeviceLocked())
    #expect(try database.testPasscode() == "1234")
    #expect(try database.verifyPasscode("1234", now: start) == .accepted)
    #expect(try database.meta("locked") == nil)
    #expect(try database.meta("testPasscode") == nil)
  }
}

@Suite struct DeviceDataSetTests {
  /// A data set that is the demo but for `device.json`.
  private func load(device: String, fixtureCheckedBefore: Bool = false) throws -> DataSet {
    try DataSetLoader.load(
      folder([#"dataset.json"#: #"{"extends": "demo"}"#, "device.json": device]),
      appKinds: InstalledApps.kinds(), fixtureCheckedBefore: fixtureCheckedBefore)
  }

  private func problem(device: String) throws -> String? {
    do {
      _ = try load(device: device)
      return nil
    } catch let error as DataSetError {
      #expect(error.file.hasSuffix("/device.json"))
      #expect(!error.description.contains("\n"))
      return error.problem
    }
  }

  private static let hash1234 =
    "pbkdf2-sha256$10000$AAECAwQFBgcICQoLDA0ODw==$keoFm64DM6KWn8jM18d4Ud2kP1rblrruokamJM30iew="

  @Test func theDevicesLanguageIsKeptWithTheState() throws {
    let database = try AppDatabase.inMemory()
    try database.importDataSet(load(device: #"{"locale": "fr-FR"}"#))
    #expect(try database.deviceLocale() == "fr-FR")
    try database.importDataSet(load(device: #"{}"#))
    #expect(try database.deviceLocale() == nil)
  }

  @Test func aLocaleThatIsNotOneIsRefusedNamingTheKey() throws {
    for locale in ["french", "f", "fr-", "fr FR", "fr-FR-"] {
      #expect(
        try problem(device: #"{"locale": "\#(locale)"}"#)
          == #"locale: "\#(locale)" is not a locale identifier (a language and region such as "fr-FR")"#
      )
    }
    for locale in ["fr", "fr-FR", "es_ES", "es-419", "zh-Hant-TW"] {
      #expect(try problem(device: #"{"locale": "\#(locale)"}"#) == nil, "\(locale)")
    }
  }

  @Test func aTestPasscodeAloneIsHashedAtImport() throws {
    let database = try AppDatabase.inMemory()
    try database.importDataSet(load(device: #"{"testPasscode": "2468"}"#))
    #expect(try database.hasPasscode())
    #expect(try database.verifyPasscode("2468", now: start) == .accepted)
    let stored = try database.writer.read { db in
      try String.fetchOne(db, sql: "SELECT passcodeHash FROM device")
    }
    #expect(try PasscodeHash(encoded: #require(stored)).rounds == PasscodeHash.standardRounds)
  }

  @Test func aHashAloneIsStoredAndChecked() throws {
    let database = try AppDatabase.inMemory()
    try database.importDataSet(load(device: #"{"passcodeHash": "\#(Self.hash1234)"}"#))
    #expect(try database.testPasscode() == nil)
    #expect(try database.verifyPasscode("1234", now: start) == .accepted)
  }

  @Test func neitherMeansNoPasscode() throws {
    let database = try AppDatabase.inMemory()
    try database.importDataSet(load(device: #"{"locked": true}"#))
    #expect(try database.isDeviceLocked())
    #expect(try !database.hasPasscode())
  }

  @Test func aTestPasscodeThatIsNotThePasscodeIsAnError() throws {
    #expect(
      try problem(device: #"{"passcodeHash": "\#(Self.hash1234)", "testPasscode": "4321"}"#)
        == "testPasscode: does not match passcodeHash")
    #expect(
      try problem(device: #"{"passcodeHash": "\#(Self.hash1234)", "testPasscode": "1234"}"#)
        == nil)
  }

  @Test func aFixtureCheckedBeforeIsNotHashedAgain() throws {
    // Told its bytes passed before, the loader takes the pair as checked: were it hashed, this
    // one, which does not match, would fail.
    let device = #"{"passcodeHash": "\#(Self.hash1234)", "testPasscode": "4321"}"#
    #expect(throws: DataSetError.self) { try load(device: device) }
    #expect(try load(device: device, fixtureCheckedBefore: true).device.testPasscode == "4321")
    // The quick checks are still made.
    #expect(throws: DataSetError.self) {
      try load(device: #"{"testPasscode": "12"}"#, fixtureCheckedBefore: true)
    }
  }

  @Test func aMalformedHashIsAnErrorNamingTheKey() throws {
    #expect(
      try problem(device: #"{"passcodeHash": "md5$abc"}"#)
        == #"passcodeHash: expected "pbkdf2-sha256$<rounds>$<salt base64>$<key base64>", found 2 fields separated by "$""#
    )
  }

  @Test func aTestPasscodeThatBreaksTheRulesIsAnErrorThatDoesNotQuoteIt() throws {
    #expect(
      try problem(device: #"{"testPasscode": "secret"}"#)
        == "testPasscode: digits only (a passcode is 4 to 6 digits)")
    #expect(
      try problem(device: #"{"testPasscode": "12"}"#)
        == "testPasscode: too short (a passcode is 4 to 6 digits)")
    #expect(
      try problem(device: #"{"testPasscode": "12345678"}"#)
        == "testPasscode: too long (a passcode is 4 to 6 digits)")
  }

  @Test func aClockStartThatIsNotATimeIsAnError() throws {
    #expect(
      try problem(device: #"{"now": "tomorrow"}"#)
        == #"now: expected an ISO 8601 time such as "2026-11-21T09:00:00Z""#)
  }
}

@Suite struct ReplayPasscodeCostTests {
  @Test func replayChecksEachFixturePairOnceAndStillCountsFailures() throws {
    let replay = try demoDatabase().inMemoryCopy(memoizingPasscodeChecks: true)
    let now = Date(timeIntervalSince1970: 1_800_000_000)
    #expect(try replay.verifyPasscode("1234", now: now) == .accepted)
    #expect(try replay.verifyPasscode("1234", now: now) == .accepted)
    let stored = try #require(try replay.passcodeState()?.hash)
    #expect(replay.passcodeCheckMemo?.passcodes.withLock { $0[stored] } == "1234")
    // Every replayed state shares it: another copy knows the pair without hashing again.
    let another = try demoDatabase().inMemoryCopy(memoizingPasscodeChecks: true)
    #expect(another.passcodeCheckMemo === replay.passcodeCheckMemo)
    // A remembered wrong passcode is still a failure that counts towards the lockout.
    for _ in 1...4 { _ = try replay.verifyPasscode("9999", now: now) }
    guard case .rejected(5, let until?) = try replay.verifyPasscode("9999", now: now) else {
      Issue.record("the fifth failure did not start a lockout")
      return
    }
    #expect(until == now.addingTimeInterval(60))
  }

  @Test func replaysCopyChecksTheFixturePasscodeWithoutHashingIt() throws {
    let live = try demoDatabase()
    let replay = try live.inMemoryCopy(memoizingPasscodeChecks: true)
    let stored = try #require(try replay.passcodeState()?.hash)
    // The data set's hash is kept; the memo knows its passcode, so no check hashes anything.
    #expect(stored == (try live.passcodeState()?.hash))
    let now = Date(timeIntervalSince1970: 1_800_000_000)
    #expect(try replay.verifyPasscode("1234", now: now) == .accepted)
    #expect(
      try replay.verifyPasscode("9999", now: now)
        == .rejected(consecutiveFailures: 1, lockedOutUntil: nil))
    #expect(try replay.isPasscode("1234"))
    let slowChecks = replay.passcodeCheckMemo?.checks.withLock { $0.keys }
    #expect(slowChecks?.contains { $0.hasPrefix(stored + " ") } == false)
  }

  @Test func replayChecksAHashWithNoTestPasscodeTheSlowWayOnce() throws {
    // A passcode changed by hand: a hash no other test's copy can have taught the shared memo.
    let live = try demoDatabase()
    try live.changePasscode(to: "2580")
    try live.setTestPasscode(nil)
    let replay = try live.inMemoryCopy(memoizingPasscodeChecks: true)
    let stored = try #require(try replay.passcodeState()?.hash)
    #expect(replay.passcodeCheckMemo?.passcodes.withLock { $0[stored] } == nil)
    let now = Date(timeIntervalSince1970: 1_800_000_000)
    #expect(try replay.verifyPasscode("2580", now: now) == .accepted)
    #expect(replay.passcodeCheckMemo?.checks.withLock { $0[stored + " 2580"] } == true)
  }

  @Test func onlyReplayHashesANewPasscodeAtTheLowestCost() throws {
    let live = try demoDatabase()
    let replay = try live.inMemoryCopy(memoizingPasscodeChecks: true)
    try live.changePasscode(to: "2468")
    try replay.changePasscode(to: "2468")
    let rounds = { (database: AppDatabase) in
      try database.passcodeState()?.hash.map { try PasscodeHash(encoded: $0).rounds }
    }
    #expect(try rounds(live) == PasscodeHash.standardRounds)
    #expect(try rounds(replay) == PasscodeHash.acceptedRounds.lowerBound)
    #expect(live.passcodeCheckMemo == nil)
  }

  @Test func replayHashesAPasscodeOncePerRunAndStillChecksIt() throws {
    let replay = try demoDatabase().inMemoryCopy(memoizingPasscodeChecks: true)
    let now = Date(timeIntervalSince1970: 1_800_000_000)
    try replay.changePasscode(to: "2468")
    let first = try replay.passcodeState()?.hash
    #expect(replay.passcodeCheckMemo?.passcodes.withLock { $0[first ?? ""] } == "2468")
    #expect(try replay.verifyPasscode("2468", now: now) == .accepted)
    #expect(
      try replay.verifyPasscode("1234", now: now)
        == .rejected(consecutiveFailures: 1, lockedOutUntil: nil))
    try replay.changePasscode(to: "1357")
    #expect(try replay.passcodeState()?.hash != first)
    #expect(
      try replay.verifyPasscode("2468", now: now)
        == .rejected(consecutiveFailures: 1, lockedOutUntil: nil))
    // The same passcode set again, as the next round of replay does: the same hash, whose
    // checks are remembered.
    try replay.changePasscode(to: "2468")
    #expect(try replay.passcodeState()?.hash == first)
    let checks = replay.passcodeCheckMemo?.checks.withLock { $0.count }
    #expect(try replay.verifyPasscode("2468", now: now) == .accepted)
    #expect(replay.passcodeCheckMemo?.checks.withLock { $0.count } == checks)
    // A live database never keeps one.
    let live = try demoDatabase()
    try live.changePasscode(to: "2468")
    let again = try live.passcodeState()?.hash
    try live.changePasscode(to: "2468")
    #expect(try live.passcodeState()?.hash != again)
  }
}

/// Which apps are on screen (`:simulate background APP`), kept with the state.
@Suite struct AppsInBackgroundTests {
  @Test func everyAppIsOnScreenUntilSentToTheBackground() throws {
    let database = try AppDatabase.inMemory()
    #expect(try database.isInForeground(app: "Recipe Assistant"))
    try database.setInForeground(false, app: "Recipe Assistant")
    try database.setInForeground(false, app: "Recipe Assistant")
    #expect(try !database.isInForeground(app: "Recipe Assistant"))
    #expect(try database.isInForeground(app: "UnicornChat"))
    #expect(try database.appsInBackground() == ["Recipe Assistant"])
    try database.setInForeground(true, app: "Recipe Assistant")
    #expect(try database.isInForeground(app: "Recipe Assistant"))
    #expect(try database.appsInBackground().isEmpty)
  }
}
