import Foundation
import GRDB

/// Errors met where the caller's interface cannot throw (understanding asks the vocabulary for
/// terms and takes no error back). They are kept here for the session to show after the turn,
/// so a vocabulary that could not be read is reported, not taken for "no such term".
public final class ReadFaults: @unchecked Sendable {
  private let lock = NSLock()
  private var problems: [String] = []

  public init() {}

  func record(_ error: any Error, reading what: String) {
    lock.withLock { problems.append("cannot read \(what): \(error)") }
  }

  /// `read`'s result from `database`, or `empty` with the error recorded for the session to
  /// show: what a lookup whose caller takes no error answers.
  func reading<Found>(
    _ what: String, from database: AppDatabase, orElse empty: Found,
    _ read: (Database) throws -> Found
  ) -> Found {
    do {
      return try database.query(read)
    } catch {
      record(error, reading: what)
      return empty
    }
  }

  /// The problems recorded since the last call, which are then forgotten.
  public func drain() -> [String] {
    lock.withLock {
      defer { problems = [] }
      return problems
    }
  }
}
