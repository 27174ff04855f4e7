import Foundation
import GRDB
import GRDBSQLite
import IntentKit
import SpokenLanguage
import Synchronization

/// The state database: the imported data set and everything the apps change.
/// Every change is one transaction, so a killed process leaves the data consistent.
public final class AppDatabase: Sendable {
  let writer: any DatabaseWriter
  /// Whether the data set's fixtures (the test passcode) are kept: only in memory, for replay
  /// and tests. A state file never holds a passcode in clear.
  public let keepsFixtures: Bool
  /// Replay's memo of passcode checks, by hash and passcode: a transcript's fixture passcodes
  /// are checked against the same hashes over and over, and each check is a deliberately slow
  /// hash. Nil everywhere else, so a live session never keeps a typed passcode.
  let passcodeCheckMemo: PasscodeCheckMemo?
  /// Whether `beginDiscardableChanges` opened the transaction every change now goes into.
  let discardableChangesOpen = Atomic<Bool>(false)
  /// The apps' records as last decoded, with the JSON they were decoded from.
  let appDataMemo = AppDataMemo()

  /// Opens (creating if needed) the state file at `path`. It holds the passcode's hash, which
  /// a short passcode makes quick to attack offline, so it is the owner's alone: created 0600
  /// (SQLite gives its -wal and -shm files the same mode), tightened to 0600 if it was not, in
  /// a folder created 0700. A SQLite file that is not intentsh's is refused, never written to.
  /// One connection does it all, its first statements reads: opening a file changes nothing
  /// in it, and the first write (turning on WAL) comes after the file is known to be ours.
  public static func open(path: String) throws -> AppDatabase {
    let existed = FileManager.default.fileExists(atPath: path)
    if !existed { try create(path) }
    do {
      var queue = try DatabaseQueue(path: path, configuration: stateFileConfiguration)
      var content = StateFileContent.empty
      if existed {
        content = try queue.inDatabase(Self.content)
        if case .foreign(let tables) = content {
          throw DataSetError(
            file: path,
            problem: "not an intentsh state file (it holds \(tables)); refusing to write to it")
        }
        // A file its owner could not write was opened read-only: opened again once it can be.
        if try tighten(path) {
          queue = try DatabaseQueue(path: path, configuration: stateFileConfiguration)
        }
      }
      try queue.writeWithoutTransaction(setWriteAheadLog)
      // A file whose every migration is applied needs none of the migrator's own reads.
      let migrated = content == .ours(applied: Set(Schema.migrator.migrations))
      return try AppDatabase(queue, migrate: !migrated, keepsFixtures: false)
    } catch let error as DatabaseError {
      throw cannotOpen(path, error)
    }
  }

  /// Makes a new state file 0600 in a folder made 0700. O_EXCL, not FileManager.createFile:
  /// that writes a new file and renames it over the path, which would pull the file from under
  /// a shell that made and opened it meanwhile.
  private static func create(_ path: String) throws {
    let folder = URL(fileURLWithPath: path).deletingLastPathComponent()
    do {
      try FileManager.default.createDirectory(
        at: folder, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
    } catch {
      throw DataSetError(
        file: folder.path,
        problem: "cannot make the state folder: \(Self.folderProblem(folder, error))")
    }
    let descriptor = Foundation.open(path, O_CREAT | O_EXCL | O_WRONLY | O_CLOEXEC, 0o600)
    if descriptor >= 0 {
      close(descriptor)
    } else if errno != EEXIST {
      throw DataSetError(
        file: path, problem: "cannot create the state file: \(String(cString: strerror(errno)))")
    }
  }

  /// Makes an existing state file the owner's alone; says whether its owner could not write it
  /// before. It asks stat and chmod, not FileManager's attributes: those look up the owner's
  /// and group's names too, which costs the start more than the rest of opening the file.
  private static func tighten(_ path: String) throws -> Bool {
    /// The system's reason the last call failed.
    func failed() -> DataSetError {
      DataSetError(
        file: path,
        problem: "cannot prepare the state file: \(String(cString: strerror(errno)))")
    }
    var status = stat()
    guard stat(path, &status) == 0 else { throw failed() }
    let mode = status.st_mode & 0o777
    guard mode != 0o600 else { return false }
    guard chmod(path, 0o600) == 0 else { throw failed() }
    return mode & 0o200 == 0
  }

  private static func cannotOpen(_ path: String, _ error: DatabaseError) -> DataSetError {
    DataSetError(file: path, problem: "cannot open state database: \(error.message ?? "\(error)")")
  }

  /// What an existing file holds, told from its tables and GRDB's record of migrations.
  enum StateFileContent: Equatable {
    /// No table: a new file.
    case empty
    /// intentsh's, with these migrations applied (none yet while another shell is making it).
    case ours(applied: Set<String>)
    /// Another program's database: a few of its tables, to name them.
    case foreign(String)
  }

  /// Tables, but no record of intentsh's first migration, show a database is another
  /// program's.
  private static func content(_ db: Database) throws -> StateFileContent {
    let tables = try String.fetchAll(
      db, sql: "SELECT name FROM sqlite_master WHERE type = 'table' ORDER BY name")
    guard !tables.isEmpty else { return .empty }
    /// Another program's, named by a few of its tables.
    func foreign() -> StateFileContent {
      let named = tables.prefix(3).joined(separator: ", ")
      return .foreign(tables.count > 3 ? "tables \(named), ..." : "tables \(named)")
    }
    guard tables.contains("grdb_migrations") else { return foreign() }
    let applied = Set(try String.fetchAll(db, sql: "SELECT identifier FROM grdb_migrations"))
    // Only GRDB's record of migrations: another shell is making this file this moment (GRDB
    // creates that table before the first migration's transaction).
    if tables == ["grdb_migrations"] { return .ours(applied: applied) }
    guard let first = Schema.migrator.migrations.first, applied.contains(first) else {
      return foreign()
    }
    return .ours(applied: applied)
  }

  /// Why a folder cannot be made, said from its nearest existing ancestor: Foundation on Linux
  /// gives only "NSCocoaErrorDomain error 512".
  static func folderProblem(_ folder: URL, _ error: any Error) -> String {
    var ancestor = folder
    while !FileManager.default.fileExists(atPath: ancestor.path), ancestor.path != "/" {
      ancestor = ancestor.deletingLastPathComponent()
    }
    var isFolder: ObjCBool = false
    _ = FileManager.default.fileExists(atPath: ancestor.path, isDirectory: &isFolder)
    if !isFolder.boolValue { return "\(ancestor.path) is a file, not a folder" }
    if !FileManager.default.isWritableFile(atPath: ancestor.path) {
      return "\(ancestor.path) is not writable"
    }
    return reason(error)
  }

  /// A file error's reason as the system gives it ("Not a directory"), not Foundation's
  /// "NSCocoaErrorDomain error 512".
  static func reason(_ error: any Error) -> String {
    let error = error as NSError
    if let underlying = error.userInfo[NSUnderlyingErrorKey] as? NSError,
      underlying.domain == NSPOSIXErrorDomain
    {
      return String(cString: strerror(Int32(underlying.code)))
    }
    if error.domain == NSPOSIXErrorDomain { return String(cString: strerror(Int32(error.code))) }
    return error.localizedDescription
  }

  /// An error as one line: SQLite's code and message without the statement and arguments
  /// GRDB adds on further lines.
  public static func oneLine(_ error: any Error) -> String {
    if let error = error as? DatabaseError {
      return "SQLite error \(error.resultCode.rawValue): \(error.message ?? "\(error.resultCode)")"
    }
    return "\(error)".split(whereSeparator: \.isNewline).joined(separator: " ")
  }

  /// An in-memory database: nothing is written to disk (`--ephemeral`, replay, tests). Its
  /// schema is copied from one migrated once in the process: running every migration again
  /// cost each new database as much as importing the demo set into it (replay makes one for
  /// each data set whose cached image is missing).
  public static func inMemory() throws -> AppDatabase {
    let database = try DatabaseQueue(configuration: configuration)
    try migratedSchema.get().backup(to: database)
    return try AppDatabase(database, migrate: false)
  }

  private static let migratedSchema = Result<DatabaseQueue, any Error> {
    let schema = try DatabaseQueue(configuration: configuration)
    try migrate(schema)
    return schema
  }

  /// Every state connection: an app call's transaction spans the await of the app's work
  /// (`beginCall`), which GRDB allows only when told.
  static var configuration: Configuration {
    var configuration = Configuration()
    configuration.allowsUnsafeTransactions = true
    return configuration
  }

  /// A state file may be shared by several shells at once: write-ahead logging lets one read
  /// while another writes, and a shell that finds the file busy waits for its turn instead of
  /// failing ("database is locked"). Writes are short transactions, so the wait is short.
  static var stateFileConfiguration: Configuration {
    var configuration = configuration
    configuration.busyMode = .timeout(busyTimeoutSeconds)
    return configuration
  }

  /// Turns on WAL, waiting for another shell that is making the same new file: changing the
  /// journal mode fails at once with SQLITE_BUSY while another connection holds the file, and
  /// SQLite's busy handler is not asked for it, so the wait is here, as long as that handler's.
  /// WAL is persistent in the file, asked on every open because a file made before it had none.
  /// Then commits stop waiting for the disk (synchronous NORMAL, the setting SQLite advises
  /// for WAL): a killed shell still loses nothing and a power cut cannot corrupt the file, but
  /// may take back the last changes (https://www.sqlite.org/pragma.html#pragma_synchronous).
  private static func setWriteAheadLog(_ db: Database) throws {
    let deadline = ContinuousClock.now + .seconds(busyTimeoutSeconds)
    while true {
      do {
        try db.execute(sql: "PRAGMA journal_mode = WAL")
        try db.execute(sql: "PRAGMA synchronous = NORMAL")
        try keepWriteAheadLogFile(db)
        return
      } catch let error as DatabaseError
        where error.resultCode == .SQLITE_BUSY && ContinuousClock.now < deadline
      {
        usleep(5_000)
      }
    }
  }

  /// The write-ahead log's file stays, emptied, when the last shell closes the state, rather
  /// than being deleted then and made again at the next start's first write, which costs two
  /// file creations, a sync of the folder and two deletions per session. Every change is in
  /// the state file itself once it is closed, as before.
  private static func keepWriteAheadLogFile(_ db: Database) throws {
    var keep: Int32 = 1
    // A hint: a file system that does not take it works the old way, nothing else.
    _ = sqlite3_file_control(db.sqliteConnection, "main", SQLITE_FCNTL_PERSIST_WAL, &keep)
    try db.execute(sql: "PRAGMA journal_size_limit = 0")
  }

  /// How long a shell waits for another's write to end before it reports the file busy.
  static let busyTimeoutSeconds: TimeInterval = 10

  init(
    _ writer: any DatabaseWriter, migrate: Bool = true, keepsFixtures: Bool = true,
    memoizesPasscodeChecks: Bool = false
  ) throws {
    self.writer = writer
    self.keepsFixtures = keepsFixtures
    passcodeCheckMemo = memoizesPasscodeChecks ? .replay : nil
    if migrate { try Self.migrate(writer) }
  }

  /// Brings the schema up to date, also when other shells open the same new file at once.
  /// GRDB reads which migrations are applied before it opens each one's transaction, so two
  /// processes can both find one missing, and the later fails on a table the other just made.
  /// Each migration is atomic: when the applied set grew meanwhile, another process did the
  /// work, and trying again picks up where it stopped.
  private static func migrate(_ writer: any DatabaseWriter) throws {
    while true {
      let appliedBefore = try appliedMigrationCount(writer)
      do {
        return try Schema.migrator.migrate(writer)
      } catch {
        if try appliedMigrationCount(writer) <= appliedBefore { throw error }
      }
    }
  }

  /// A fresh in-memory copy of this database. Its changes can be made discardable
  /// (`beginDiscardableChanges`), which replay uses to run every transcript from the same state;
  /// replay also memoizes passcode checks (`memoizingPasscodeChecks`), and checks the fixture
  /// passcode without hashing it (`learnFixturePasscode`).
  public func inMemoryCopy(memoizingPasscodeChecks: Bool = false) throws -> AppDatabase {
    let copy = try DatabaseQueue(configuration: Self.configuration)
    try writer.backup(to: copy)
    // A copy of a migrated database is migrated.
    let database = try AppDatabase(
      copy, migrate: false, memoizesPasscodeChecks: memoizingPasscodeChecks)
    if memoizingPasscodeChecks { try database.learnFixturePasscode() }
    return database
  }

  /// Opens a transaction that `discardChanges` rolls back: every change made meanwhile (each
  /// app write is a savepoint inside it) is undone, and prepared statements stay valid.
  public func beginDiscardableChanges() throws {
    try writer.writeWithoutTransaction { db in try db.control("BEGIN") }
    discardableChangesOpen.store(true, ordering: .relaxed)
  }

  /// Rolls back everything since `beginDiscardableChanges`.
  public func discardChanges() throws {
    discardableChangesOpen.store(false, ordering: .relaxed)
    try writer.writeWithoutTransaction { db in try db.control("ROLLBACK") }
  }

  /// Puts back the state `beginDiscardableChanges` began from, but for what an import keeps
  /// (`keptAcrossImports`), and goes on discarding; false, changing nothing, when no
  /// discardable changes are open. Replay's `:reset`: each transcript begins from its data set
  /// just imported, so rolling back is importing it again, at a fraction of the cost (a
  /// transcript's reset was 21 M instructions, a fortieth of replaying every transcript).
  public func returnToDiscardableStart() throws -> Bool {
    guard discardableChangesOpen.load(ordering: .relaxed) else { return false }
    try writer.writeWithoutTransaction { db in
      let kept = try Self.keptAcrossImports(in: db)
      try db.control("ROLLBACK")
      do {
        try db.control("BEGIN")
      } catch {
        // Without the transaction, changes would be kept: none may be made as discardable.
        discardableChangesOpen.store(false, ordering: .relaxed)
        throw error
      }
      try Self.setMeta(kept, in: db)
    }
    return true
  }

  /// Runs `work` as one change: the writes it makes through this database are all kept, or all
  /// undone when it throws. How an app makes several writes one change (the payment the system
  /// takes and the ride it pays for), as a query cannot span them: each write opens its own
  /// savepoint, and the database queue is not reentrant. Inside an app call it is a savepoint
  /// of the call's transaction; outside, a transaction of its own.
  public func atomically<T>(_ work: () throws -> T) throws -> T {
    let call = AppCall.current
    let ownsTransaction = try writer.writeWithoutTransaction { db in
      try call?.willWrite(db)
      return try db.beginChange(savepoint: Self.atomicSavepoint)
    }
    return try Self.change(work) { keeping in
      try writer.writeWithoutTransaction { db in
        // A call the runtime discarded meanwhile was rolled back whole, this change with it:
        // there is nothing left to undo, and nothing may be kept.
        if let call, call.isDiscarded {
          if keeping { throw AppCallDiscarded() }
          return
        }
        try db.endChange(
          ownsTransaction: ownsTransaction, savepoint: Self.atomicSavepoint, keeping: keeping)
      }
    }
  }

  private static let atomicSavepoint = "atomically"

  /// Runs `body` as one atomic change: a transaction, or a savepoint inside a discardable one.
  /// Within an app call (`AppCall.current`) it is a savepoint of the call's transaction, and
  /// refused once the runtime has discarded the call.
  func transaction<T>(_ body: (Database) throws -> T) throws -> T {
    let call = AppCall.current
    return try writer.writeWithoutTransaction { db in
      try call?.willWrite(db)
      let ownsTransaction = try db.beginChange(savepoint: Self.transactionSavepoint)
      return try Self.change({ try body(db) }) { keeping in
        try db.endChange(
          ownsTransaction: ownsTransaction, savepoint: Self.transactionSavepoint, keeping: keeping)
      }
    }
  }

  private static let transactionSavepoint = "change"

  /// `work`'s result once `end(true)` kept its change; when it throws, its error once
  /// `end(false)` undid the change, or both errors when undoing failed too.
  private static func change<T>(_ work: () throws -> T, end: (_ keeping: Bool) throws -> Void)
    throws -> T
  {
    let result: T
    do {
      result = try work()
    } catch {
      do {
        try end(false)
      } catch let undoing {
        throw ChangeNotUndone(cause: error, undoing: undoing)
      }
      throw error
    }
    try end(true)
    return result
  }

  /// A change that failed, and whose undoing failed too: both errors are told.
  struct ChangeNotUndone: Error, CustomStringConvertible {
    var cause: any Error
    var undoing: any Error
    var description: String { "\(cause); undoing its writes failed too: \(undoing)" }
  }

  /// Where the imported data set came from ("demo" or a folder path); nil before any import.
  public func dataSetSource() throws -> String? {
    try meta(Self.dataSetSourceKey)
  }

  static let dataSetSourceKey = "dataSetSource"

  /// Replaces everything with the data set, in one transaction. `source` says where it came
  /// from ("demo" or a folder path), so a later start can tell whether the state is its own.
  public func importDataSet(_ dataSet: DataSet, source: String = "demo") throws {
    try transaction { db in try replaceAll(with: dataSet, source: source, in: db) }
  }

  private func replaceAll(with dataSet: DataSet, source: String, in db: Database) throws {
    var dataSet = dataSet
    if !keepsFixtures { dataSet.device.testPasscode = nil }
    let kept = try Self.keptAcrossImports(in: db)
    for table in Schema.dataTables { try db.execute(sql: "DELETE FROM \(table)") }
    // The address book is written anew: names kept in memory under the old token are stale.
    try db.execute(sql: "UPDATE addressBookVersion SET token = \(Schema.newVersionToken)")
    try Self.setMeta(kept, in: db)
    try DataSetImport.insert(dataSet, into: db)
    try Self.setMeta(Self.dataSetSourceKey, source, in: db)
  }

  /// What the device keeps when the data set is imported again (`:reset`): how far its
  /// clock has moved, which the times stored since were read against, and whether its turn
  /// log is incomplete (one that could not rebuild the state before cannot after either).
  static let keptAcrossImports = [clockOffsetKey, turnLogIncompleteKey]

  /// The values `keptAcrossImports` has in `db`, to set again after it is replaced.
  private static func keptAcrossImports(in db: Database) throws -> [(key: String, value: String)] {
    try keptAcrossImports.compactMap { key in try meta(key, in: db).map { (key, $0) } }
  }

  /// Sets each of `values` again.
  private static func setMeta(_ values: [(key: String, value: String)], in db: Database) throws {
    for (key, value) in values { try setMeta(key, value, in: db) }
  }

  /// A `meta` value, read inside a transaction already open on `db`.
  static func meta(_ key: String, in db: Database) throws -> String? {
    try String.fetchValue(
      db.cachedStatement(sql: "SELECT value FROM meta WHERE key = ?"), arguments: [key])
  }

  /// The meta value under `key` as `parse` reads it; nil when there is none. A value that is
  /// there but does not parse is a damaged state, told with its key, never taken for the
  /// default.
  static func meta<Value>(
    _ key: String, in db: Database, as what: String, _ parse: (String) -> Value?
  ) throws -> Value? {
    guard let text = try meta(key, in: db) else { return nil }
    guard let value = parse(text) else {
      throw DatabaseError(message: "the state's meta \(key) is \"\(text)\", not \(what)")
    }
    return value
  }

  static func setMeta(_ key: String, _ value: String, in db: Database) throws {
    // Cached: a turn that moves device time writes it, and compiling the statement each time
    // cost more than running it.
    try db.cachedStatement(sql: "INSERT OR REPLACE INTO meta (key, value) VALUES (?, ?)")
      .execute(arguments: [key, value])
  }

  /// How many migrations the file has: 0 before GRDB has made its table.
  private static func appliedMigrationCount(_ writer: any DatabaseWriter) throws -> Int {
    try writer.read { db in
      try db.tableExists("grdb_migrations")
        ? Schema.migrator.appliedIdentifiers(db).count : 0
    }
  }

  /// Imports the data set unless the state already holds one, deciding in one write
  /// transaction (BEGIN IMMEDIATE), so shells starting at once on a new file import it once.
  /// Returns the source of the data set the state holds after the call.
  public func importDataSetIfEmpty(_ dataSet: () throws -> DataSet, source: String) throws
    -> String
  {
    try writer.writeWithoutTransaction { db in
      var holding = source
      try db.inTransaction(.immediate) {
        if let existing = try Self.meta(Self.dataSetSourceKey, in: db) {
          holding = existing
          return .commit
        }
        try replaceAll(with: dataSet(), source: source, in: db)
        return .commit
      }
      return holding
    }
  }

  /// Runs read-only queries. The state is one serialized connection (a DatabaseQueue), so no
  /// write can interleave and a read needs no transaction: GRDB's `read` would open one (and
  /// switch the connection to query-only) around every lookup, a third of a turn's time.
  func query<T>(_ body: (Database) throws -> T) throws -> T {
    try writer.unsafeRead(body)
  }

  // MARK: - Meta

  public func meta(_ key: String) throws -> String? {
    try query { db in try Self.meta(key, in: db) }
  }

  // MARK: - Apps

  /// The apps of the data set, in data set order.
  public func apps() throws -> [AppRecord] {
    try query { db in
      try String.fetchAll(db, sql: "SELECT record FROM apps ORDER BY position").map { json in
        try JSONDecoder().decode(AppRecord.self, from: Data(json.utf8))
      }
    }
  }

  /// The names of the data set's apps, in data set order, without decoding their records.
  public func appNames() throws -> [String] {
    try query { db in try String.fetchAll(db, sql: "SELECT name FROM apps ORDER BY position") }
  }
}

extension Database {
  /// `execute(sql:arguments:)` through the statement cache: a change a turn makes again and
  /// again is prepared once, not at each turn.
  func executeCached(sql: String, arguments: [any StatementBinding] = []) throws {
    try Columns.run(cachedStatement(sql: sql), arguments: arguments)
  }
}
