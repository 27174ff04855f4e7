import Foundation
import GRDB
import Synchronization

/// The device: lock state, the passcode (only ever as a hash), and the failure count and lockout
/// end, which live in the state database so that restarting does not reset them.
extension AppDatabase {
  public func isDeviceLocked() throws -> Bool {
    try query { db in
      try Bool.fetchValue(db.cachedStatement(sql: "SELECT locked FROM device")) ?? false
    }
  }

  public func setDeviceLocked(_ locked: Bool) throws {
    try transaction { db in
      try db.executeCached(sql: "UPDATE device SET locked = ?", arguments: [locked])
    }
  }

  /// Whether a passcode is set. Without one, verification answers `.passcodeNotSet`, and the
  /// dialog can ask for one (`:passcode`) before anything restricted runs.
  public func hasPasscode() throws -> Bool {
    try query { db in
      try Bool.fetchValue(db.cachedStatement(sql: "SELECT passcodeHash IS NOT NULL FROM device"))
        ?? false
    }
  }

  /// When the running lockout ends; nil when none is running at `now`.
  public func passcodeLockout(now: Date) throws -> Date? {
    let stored = try query { db in
      try Double.fetchValue(db.cachedStatement(sql: "SELECT lockoutEndsAt FROM device"))
    }
    guard let stored else { return nil }
    if Date(timeIntervalSince1970: stored) > Self.latestLockoutEnd(now: now) {
      return try transaction { db in try Self.lockoutEnd(db, now: now) }
    }
    let ends = Date(timeIntervalSince1970: stored)
    return ends > now ? ends : nil
  }

  /// The latest a lockout can end when asked at `now`: the policy's longest delay away.
  private static func latestLockoutEnd(now: Date) -> Date {
    now.addingTimeInterval(LockoutPolicy.standard.longestDelay)
  }

  /// The running lockout's end at `now`, or nil. A stored end further away than the longest
  /// delay the policy gives (the clock was set back, or a state written by a session whose
  /// `:tick` offset was lost) is brought back to that and stored so, so that a lockout never
  /// outlasts its rule and then ends at a fixed moment.
  static func lockoutEnd(_ db: Database, now: Date) throws -> Date? {
    guard
      let stored = try Double.fetchValue(
        db.cachedStatement(sql: "SELECT lockoutEndsAt FROM device"))
    else { return nil }
    var ends = Date(timeIntervalSince1970: stored)
    let latest = latestLockoutEnd(now: now)
    if ends > latest {
      ends = latest
      try db.executeCached(
        sql: "UPDATE device SET lockoutEndsAt = ?", arguments: [ends.timeIntervalSince1970])
    }
    return ends > now ? ends : nil
  }

  /// How far device time has moved from the data set's `now`, in seconds (by `:tick` and
  /// apps' waits): kept with the state, so a later session goes on at the time the last left,
  /// which the times stored then (a lockout's end, a ride's pickup) were read against.
  public func clockOffset() throws -> TimeInterval {
    try query { db in try Self.storedClockOffset(db) }
  }

  /// Adds a move of device time to the stored one, so that shells sharing the state add up
  /// their moves rather than overwrite each other's.
  public func addClockOffset(_ seconds: TimeInterval) throws {
    try transaction { db in
      let stored = try Self.storedClockOffset(db)
      try Self.setMeta(Self.clockOffsetKey, String(stored + seconds), in: db)
    }
  }

  private static func storedClockOffset(_ db: Database) throws -> TimeInterval {
    try meta(clockOffsetKey, in: db, as: "a number of seconds", TimeInterval.init) ?? 0
  }

  /// Before device time was the data set's, the offset was from the wall clock under another
  /// key ("clockOffset"), which is left unread.
  static let clockOffsetKey = "deviceClockMoved"

  /// Device time as the state left it: the data set's `now` and every move since.
  public func deviceTime() throws -> Date {
    try query { db in
      let start =
        try Self.meta("clock", in: db, as: "an ISO 8601 time", Timestamp.date)
        ?? Date(timeIntervalSince1970: 0)
      return start.addingTimeInterval(try Self.storedClockOffset(db))
    }
  }

  /// The data set's time zone (device.json `timeZone`), when it names one.
  public func deviceTimeZone() throws -> TimeZone? {
    try query { db in
      try Self.meta("timeZone", in: db, as: "a time zone identifier", TimeZone.init(identifier:))
    }
  }

  /// The data set's language (device.json `locale`), when it names one.
  public func deviceLocale() throws -> String? {
    try query { db in try Self.meta("locale", in: db) }
  }

  /// Checks a typed passcode and counts the failure or resets the count. It fails closed: the
  /// attempt is counted as a failure before the passcode is compared, so when the count cannot
  /// be written (a full disk, a read-only file) nothing is compared and the attempt is refused
  /// with the error, and a process killed mid-check has lost no failure. The slow hash runs
  /// between two short transactions, holding no lock, so another shell on the same state file
  /// is never kept waiting by it. During a lockout nothing is checked, so the right passcode
  /// cannot end it early. Time comes only from `now`: the runtime's injectable clock. The rules
  /// are not applied here: whether "abcd" typed at the prompt is a failure or only a sentence
  /// about digits is the dialog's choice.
  public func verifyPasscode(_ passcode: String, now: Date) throws -> PasscodeVerification {
    enum Charged {
      case answered(PasscodeVerification)
      case compare(hash: String)
    }
    let charged: Charged = try transaction { db in
      guard
        let encoded = try String.fetchValue(
          db.cachedStatement(sql: "SELECT passcodeHash FROM device"))
      else { return .answered(.passcodeNotSet) }
      if let ends = try Self.lockoutEnd(db, now: now) { return .answered(.lockedOut(until: ends)) }
      try db.executeCached(sql: "UPDATE device SET consecutiveFailures = consecutiveFailures + 1")
      return .compare(hash: encoded)
    }
    let encoded: String
    switch charged {
    case .answered(let verification): return verification
    case .compare(let hash): encoded = hash
    }
    let matches = try passcodeMatches(passcode, encoded)
    return try transaction { db in
      if matches {
        try db.executeCached(
          sql: "UPDATE device SET consecutiveFailures = 0, lockoutEndsAt = NULL")
        return .accepted
      }
      let failures =
        try Int.fetchValue(db.cachedStatement(sql: "SELECT consecutiveFailures FROM device")) ?? 1
      let ends = LockoutPolicy.standard.delay(afterConsecutiveFailures: failures).map {
        now.addingTimeInterval($0)
      }
      // An ended lockout's time stays until the next one replaces it or a success clears it:
      // `passcodeLockout(now:)` and the check above compare it with the time they are given.
      try db.executeCached(
        sql: "UPDATE device SET lockoutEndsAt = COALESCE(?, lockoutEndsAt)",
        arguments: [ends?.timeIntervalSince1970])
      return .rejected(consecutiveFailures: failures, lockedOutUntil: ends)
    }
  }

  /// Whether `candidate` is the device passcode, without counting anything: how the shell tells
  /// a passcode typed where none was asked for (to keep it out of history, transcripts and
  /// answers) from an ordinary number. False when no passcode is set.
  public func isPasscode(_ candidate: String) throws -> Bool {
    guard
      let encoded = try query({ db in
        try String.fetchValue(db.cachedStatement(sql: "SELECT passcodeHash FROM device"))
      })
    else { return false }
    return try passcodeMatches(candidate, encoded)
  }

  /// Sets a new passcode (the caller has checked the old one, if any) and starts the failure
  /// count afresh. Throws the `PasscodeProblem` of a new passcode that breaks the rules. The
  /// test passcode is left alone: it is the data set author's fixture, and writing the new
  /// digits there would store a passcode in clear.
  public func changePasscode(to newPasscode: String) throws {
    if let problem = PasscodeRules.problem(with: newPasscode) { throw problem }
    // Hashed before the transaction: the slow part holds no lock.
    let encoded = try newHash(for: newPasscode)
    try transaction { db in
      try db.executeCached(
        sql: "UPDATE device SET passcodeHash = ?, consecutiveFailures = 0, lockoutEndsAt = NULL",
        arguments: [encoded])
    }
  }

  /// Replay's copy of a state: its memo learns the test passcode as the passcode of the stored
  /// hash. Every state keeps the two paired (a data set's pair is checked when it is loaded, and
  /// a passcode change writes the new test passcode or none), so checking a typed passcode
  /// against that hash is comparing it with the test passcode. The state is in memory and its
  /// passcode is written in the data set: the deliberately slow hash protects nothing there,
  /// and each distinct passcode a run's transcripts typed cost it about 10 ms, as did hashing
  /// the fixture again at every run's start. A device with no test passcode is left alone.
  func learnFixturePasscode() throws {
    guard let memo = passcodeCheckMemo, let state = try passcodeState(),
      let hash = state.hash, let passcode = state.testPasscode
    else { return }
    memo.passcodes.withLock { $0[hash] = passcode }
  }

  /// A new passcode's stored hash. Replay sets only fixture passcodes, replaced with the next
  /// transcript, so it hashes them at the lowest cost a stored hash may have, and once per run:
  /// the same passcode set again (by the same transcript in the next round of a benchmark, or
  /// by another) gets the same hash, whose passcode the memo then knows, so no check of it hashes.
  private func newHash(for passcode: String) throws -> String {
    guard let memo = passcodeCheckMemo else {
      return try PasscodeHash.make(for: passcode).encoded
    }
    if let known = memo.hashes.withLock({ $0[passcode] }) { return known }
    let made = try PasscodeHash.make(
      for: passcode, rounds: PasscodeHash.acceptedRounds.lowerBound
    ).encoded
    // Another worker may have hashed the same passcode meanwhile (the hash is slow, and made
    // outside the lock): the first kept is every worker's, so one passcode has one hash.
    let encoded = memo.hashes.withLock { hashes in
      if let first = hashes[passcode] { return first }
      hashes[passcode] = made
      return made
    }
    memo.passcodes.withLock { $0[encoded] = passcode }
    return encoded
  }

  /// The passcode, its fixture and its failures, as `:reset` keeps them: restoring the apps'
  /// data must neither undo a changed passcode nor end a lockout.
  public struct PasscodeState: Sendable, Equatable {
    let hash: String?
    let testPasscode: String?
    let consecutiveFailures: Int
    let lockoutEndsAt: Double?
  }

  public func passcodeState() throws -> PasscodeState? {
    try query { db in
      try Row.fetchOne(
        db, sql: "SELECT passcodeHash, testPasscode, consecutiveFailures, lockoutEndsAt FROM device"
      ).map {
        PasscodeState(
          hash: $0["passcodeHash"], testPasscode: $0["testPasscode"],
          consecutiveFailures: $0["consecutiveFailures"], lockoutEndsAt: $0["lockoutEndsAt"])
      }
    }
  }

  public func restorePasscodeState(_ state: PasscodeState) throws {
    try transaction { db in
      try db.executeCached(
        sql: """
          UPDATE device SET passcodeHash = ?, testPasscode = ?, consecutiveFailures = ?,
            lockoutEndsAt = ?
          """,
        arguments: [state.hash, state.testPasscode, state.consecutiveFailures, state.lockoutEndsAt])
    }
  }

  /// The slow check, or in replay the passcode the memo knows for the hash, or its memo of
  /// the slow check.
  private func passcodeMatches(_ passcode: String, _ encoded: String) throws -> Bool {
    guard let memo = passcodeCheckMemo else {
      return try PasscodeHash(encoded: encoded).matches(passcode)
    }
    if let known = memo.passcodes.withLock({ $0[encoded] }) { return passcode == known }
    let key = encoded + " " + passcode
    if let known = memo.checks.withLock({ $0[key] }) { return known }
    let matches = try PasscodeHash(encoded: encoded).matches(passcode)
    memo.checks.withLock { $0[key] = matches }
    return matches
  }

  /// The passcode replay types for `> [passcode]`: a fixture the data set wrote down.
  public func testPasscode() throws -> String? {
    try query { db in
      try String.fetchValue(db.cachedStatement(sql: "SELECT testPasscode FROM device"))
    }
  }

  /// Replaces the fixture passcode; throws the `PasscodeProblem` of one that breaks the rules.
  public func setTestPasscode(_ passcode: String?) throws {
    if let passcode, let problem = PasscodeRules.problem(with: passcode) { throw problem }
    try transaction { db in
      try db.execute(sql: "UPDATE device SET testPasscode = ?", arguments: [passcode])
    }
  }

  /// Writes `device.json`'s state as the device row, replacing the previous one with its counts.
  /// A data set that gives only a test passcode has it hashed here: what is checked is always a
  /// hash.
  static func insertDevice(_ record: DeviceRecord, _ db: Database) throws {
    let hash =
      try record.passcodeHash.map { try PasscodeHash(encoded: $0) }
      ?? record.testPasscode.map { try PasscodeHash.make(for: $0) }
    try db.execute(sql: "DELETE FROM device")
    try db.execute(
      sql: "INSERT INTO device (id, locked, passcodeHash, testPasscode) VALUES (1, ?, ?, ?)",
      arguments: [record.locked == true, hash?.encoded, record.testPasscode])
  }

  /// Migration v5: before it, the lock flag and test passcode were `meta` rows and no hash was
  /// stored; the test passcode, when there was one, was the passcode, so it is hashed now.
  static func moveDeviceOutOfMeta(_ db: Database) throws {
    try insertDevice(
      DeviceRecord(
        locked: try Self.meta("locked", in: db) == "1",
        testPasscode: try Self.meta("testPasscode", in: db)), db)
    try db.execute(sql: "DELETE FROM meta WHERE key IN ('locked', 'testPasscode')")
  }
}

/// Replay's memo of passcode checks: the passcode of each hash whose passcode replay knows
/// (a fixture's, or one it made), the hash made for each passcode a transcript set, and whether
/// a passcode matched any other hash, by both.
final class PasscodeCheckMemo: Sendable {
  let passcodes = Mutex<[String: String]>([:])
  let hashes = Mutex<[String: String]>([:])
  let checks = Mutex<[String: Bool]>([:])

  /// One for every state replay copies, in every worker of a run: a check's answer depends on
  /// the hash and the passcode alone, and each data set's copy, in each worker, paid the
  /// deliberately slow hash anew for the same pairs.
  static let replay = PasscodeCheckMemo()
}
