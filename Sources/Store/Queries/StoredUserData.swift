import SpokenLanguage

/// The user's data as understanding asks it, read-only, through the database's indexes: the
/// address book, the lists and notes, and the places (each port's answers live with its
/// domain's queries). A lookup that fails is reported to `faults` and then knows nothing.
public struct StoredUserData: Sendable {
  public let database: AppDatabase
  public let faults: ReadFaults
  /// The address book's names in memory while it does not change.
  let addressBookNames: VersionedSnapshots<AddressBookNames>
  /// For one request (`pinned()`): the names read at its first question, answering the rest.
  var addressBookPin: SnapshotPin<AddressBookNames>?

  public init(database: AppDatabase, faults: ReadFaults = ReadFaults()) {
    self.init(database: database, faults: faults, keepingNamesOfUpTo: AddressBookNames.largest)
  }

  /// With the names of an address book of more than `largest` contacts asked through the
  /// indexes alone.
  init(database: AppDatabase, faults: ReadFaults = ReadFaults(), keepingNamesOfUpTo largest: Int) {
    self.database = database
    self.faults = faults
    addressBookNames = VersionedSnapshots(largest: largest)
  }
}
