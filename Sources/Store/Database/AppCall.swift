import GRDB
import Synchronization

/// The changes one app call (a resolve, confirm or handle) makes, which the runtime keeps only
/// when the app answered in time. SiriKit drops an extension's late answer; here the app runs in
/// process, so dropping the answer is not enough: whatever the call wrote must not take effect
/// either, or a payment cut off by the deadline would still move money and a retry pay twice.
///
/// The runtime opens a call (`AppDatabase.beginCall`), runs the app's work inside
/// `AppCall.$current.withValue(call)`, then either commits it or discards it. Every write an
/// app makes goes through `AppDatabase.transaction`, which becomes a savepoint inside the call's
/// transaction; a write that comes after the call was discarded (the app's work went on past
/// the deadline) is refused with `AppCallDiscarded`.
public final class AppCall: Sendable {
  /// The call whose work is running, as the task that runs it sees it.
  @TaskLocal public static var current: AppCall?

  /// How the call's writes are kept apart until it ends.
  private enum Change {
    /// A transaction of its own, begun with the call (BEGIN IMMEDIATE): what the call reads
    /// and writes is one snapshot, which another shell on the same file cannot write into.
    case ownTransaction
    /// A savepoint inside a transaction that was open already (replay's discardable changes),
    /// which keeps out anyone else: only the call's writes need undoing, so the savepoint is
    /// opened at its first write, and a call that only reads (most resolves) costs nothing.
    case savepoint(opened: Bool)
  }

  private struct State {
    var discarded = false
    var change: Change
  }
  private let state: Mutex<State>

  /// The savepoint of a call inside a transaction that was open already.
  private static let savepoint = "appCall"

  private init(_ change: Change) {
    state = Mutex(State(change: change))
  }

  /// Begins the call on `db`: its own transaction, or, inside one, nothing until it writes.
  convenience init(beginningOn db: Database) throws {
    if db.isInsideTransaction {
      self.init(.savepoint(opened: false))
    } else {
      try db.control("BEGIN IMMEDIATE TRANSACTION")
      self.init(.ownTransaction)
    }
  }

  /// A call inside a transaction known to be open: nothing is begun until it writes.
  static func insideOpenTransaction() -> AppCall { AppCall(.savepoint(opened: false)) }

  /// Whether keeping the call has nothing to end: it opened no transaction and wrote nothing.
  var keepsWithoutEnding: Bool {
    state.withLock { state in
      if case .savepoint(opened: false) = state.change { return true }
      return false
    }
  }

  var isDiscarded: Bool { state.withLock { $0.discarded } }

  /// Called in the writer's turn before each write of the call's work: refuses it once the
  /// call was discarded, and opens the call's savepoint at its first write.
  func willWrite(_ db: Database) throws {
    try state.withLock { state in
      if state.discarded { throw AppCallDiscarded() }
      if case .savepoint(opened: false) = state.change {
        try db.control("SAVEPOINT \(Self.savepoint)")
        state.change = .savepoint(opened: true)
      }
    }
  }

  /// Ends the call in the writer's turn, keeping or undoing what it wrote; once discarded, its
  /// later writes are refused.
  func end(_ db: Database, keeping: Bool) throws {
    try state.withLock { state in
      if !keeping { state.discarded = true }
      switch state.change {
      case .ownTransaction:
        try db.endChange(ownsTransaction: true, savepoint: Self.savepoint, keeping: keeping)
      case .savepoint(opened: true):
        try db.endChange(ownsTransaction: false, savepoint: Self.savepoint, keeping: keeping)
        state.change = .savepoint(opened: false)
      case .savepoint(opened: false):
        break  // Nothing written, nothing to end.
      }
    }
  }
}

/// A write made for an app call after the runtime discarded it: the call's answer came too late.
public struct AppCallDiscarded: Error, CustomStringConvertible {
  public var description: String { "the app answered after its deadline; its changes were dropped" }
}

extension AppDatabase {
  /// Opens the transaction of one app call: every write until `commit` or `discard` belongs to
  /// it. Calls do not nest; the session makes them one at a time.
  public func beginCall() throws -> AppCall {
    // Inside replay's discardable changes a call opens nothing until it writes, and most calls
    // only read: asking the database whether a transaction is open cost a turn in the writer's
    // queue per call, three a turn.
    if discardableChangesOpen.load(ordering: .relaxed) { return .insideOpenTransaction() }
    return try writer.writeWithoutTransaction { db in try AppCall(beginningOn: db) }
  }

  /// Keeps what the call wrote: its app answered in time.
  public func commit(_ call: AppCall) throws {
    // A call that wrote nothing has nothing to end (and its app, having answered, writes no
    // more): no turn in the writer's queue.
    if call.keepsWithoutEnding { return }
    try writer.writeWithoutTransaction { db in try call.end(db, keeping: true) }
  }

  /// Undoes what the call wrote, and refuses whatever its work still tries to write. Done in
  /// the writer's turn, so each of the app's writes either came before (and is undone) or
  /// comes after (and is refused).
  public func discard(_ call: AppCall) throws {
    try writer.writeWithoutTransaction { db in try call.end(db, keeping: false) }
  }
}

extension Database {
  /// Opens one change that later writes belong to: a transaction of its own, or a savepoint
  /// named `savepoint` inside the transaction already open. Whether it owns the transaction.
  func beginChange(savepoint: String) throws -> Bool {
    if isInsideTransaction {
      try control("SAVEPOINT \(savepoint)")
      return false
    }
    try control("BEGIN IMMEDIATE TRANSACTION")
    return true
  }

  /// Ends a change `beginChange` opened, keeping or undoing everything written since.
  func endChange(ownsTransaction: Bool, savepoint: String, keeping: Bool) throws {
    switch (ownsTransaction, keeping) {
    case (true, true): try control("COMMIT")
    case (true, false): try control("ROLLBACK")
    case (false, true): try control("RELEASE \(savepoint)")
    case (false, false):
      try control("ROLLBACK TO \(savepoint)")
      try control("RELEASE \(savepoint)")
    }
  }

  /// Runs a transaction statement (BEGIN, SAVEPOINT, RELEASE, ROLLBACK …) prepared once per
  /// connection: every app call opens and ends one, and parsing them anew each time was a
  /// twentieth of replay's time.
  func control(_ sql: String) throws {
    try cachedStatement(sql: sql).execute()
  }
}
