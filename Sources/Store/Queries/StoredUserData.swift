import SpokenLanguage

/// The user's data as understanding asks it, read-only, through the database's indexes: the
/// address book, the lists and notes, and the places (each port's answers live with its
/// domain's queries). A lookup that fails is reported to `faults` and then knows nothing.
public struct StoredUserData: Sendable {
  public let database: AppDatabase
  public let faults: ReadFaults

  public init(database: AppDatabase, faults: ReadFaults = ReadFaults()) {
    self.database = database
    self.faults = faults
  }
}
