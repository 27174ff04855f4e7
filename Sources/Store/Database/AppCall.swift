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

  private let discarded = Mutex(false)
  /// Whether the call began a transaction of its own, rather than a savepoint inside one that
  /// was open already (replay's discardable changes).
  let ownsTransaction: Bool

  init(ownsTransaction: Bool) {
    self.ownsTransaction = ownsTransaction
  }

  var isDiscarded: Bool { discarded.withLock { $0 } }

  func discard() { discarded.withLock { $0 = true } }

  /// The savepoint of a call inside a transaction that was open already.
  static let savepoint = "appCall"
}

/// A write made for an app call after the runtime discarded it: the call's answer came too late.
public struct AppCallDiscarded: Error, CustomStringConvertible {
  public var description: String { "the app answered after its deadline; its changes were dropped" }
}

extension AppDatabase {
  /// Opens the transaction of one app call: every write until `commit` or `discard` belongs to
  /// it. Calls do not nest; the session makes them one at a time.
  public func beginCall() throws -> AppCall {
    try writer.writeWithoutTransaction { db in
      AppCall(ownsTransaction: try db.beginChange(savepoint: AppCall.savepoint))
    }
  }

  /// Keeps what the call wrote: its app answered in time.
  public func commit(_ call: AppCall) throws {
    try writer.writeWithoutTransaction { db in
      try db.endChange(
        ownsTransaction: call.ownsTransaction, savepoint: AppCall.savepoint, keeping: true)
    }
  }

  /// Undoes what the call wrote, and refuses whatever its work still tries to write. Done in
  /// the writer's turn, so each of the app's writes either came before (and is undone) or
  /// comes after (and is refused).
  public func discard(_ call: AppCall) throws {
    try writer.writeWithoutTransaction { db in
      call.discard()
      try db.endChange(
        ownsTransaction: call.ownsTransaction, savepoint: AppCall.savepoint, keeping: false)
    }
  }
}

extension Database {
  /// Opens one change that later writes belong to: a transaction of its own, or a savepoint
  /// named `savepoint` inside the transaction already open. Whether it owns the transaction.
  func beginChange(savepoint: String) throws -> Bool {
    if isInsideTransaction {
      try execute(sql: "SAVEPOINT \(savepoint)")
      return false
    }
    try execute(sql: "BEGIN IMMEDIATE TRANSACTION")
    return true
  }

  /// Ends a change `beginChange` opened, keeping or undoing everything written since.
  func endChange(ownsTransaction: Bool, savepoint: String, keeping: Bool) throws {
    switch (ownsTransaction, keeping) {
    case (true, true): try execute(sql: "COMMIT")
    case (true, false): try execute(sql: "ROLLBACK")
    case (false, true): try execute(sql: "RELEASE \(savepoint)")
    case (false, false): try execute(sql: "ROLLBACK TO \(savepoint); RELEASE \(savepoint)")
    }
  }
}
