import Crypto
import Foundation
import GRDB
import GRDBSQLite
import Synchronization

/// In-memory states of a data set without importing it each time (`--ephemeral`, `parse`):
/// the data set is loaded, checked and imported once, and the state kept as an SQLite image
/// in the cache folder, named by a hash of everything the import depends on — every JSON file
/// of the folder and of the data sets it extends, the schema's migrations, the kinds of app
/// the data set is checked against, and where it came from. A changed byte is another name,
/// so a stale image is never used; an image is written whole under a temporary name and then
/// renamed, so a half-written one is never read.
public enum DataSetCache {
  /// `$XDG_CACHE_HOME/intentsh`, else `~/.cache/intentsh`.
  public static var defaultFolder: URL {
    let environment = ProcessInfo.processInfo.environment
    if let xdg = environment["XDG_CACHE_HOME"], !xdg.isEmpty {
      return URL(fileURLWithPath: xdg).appendingPathComponent("intentsh")
    }
    return URL(fileURLWithPath: environment["HOME"] ?? ".")
      .appendingPathComponent(".cache/intentsh")
  }

  /// A state in memory holding the data set in `folder`: a copy of its cached image when
  /// there is one, else imported (and the image kept for next time). Without a cache folder,
  /// imported every time. Errors of the data set itself are thrown as the loader names them.
  ///
  /// `preparing` is what every start does to a new state before anything else (the apps
  /// register their vocabulary): done once before the image is kept, so a start from the image
  /// finds it done and only reads. Being the same work, it never changes what a start sees.
  public static func inMemoryState(
    of folder: URL, appKinds: AppKinds, source: String, cacheFolder: URL? = defaultFolder,
    preparing: (AppDatabase) throws -> Void = { _ in }
  ) throws -> AppDatabase {
    func imported() throws -> AppDatabase {
      let database = try AppDatabase.inMemory()
      try database.importDataSet(DataSetLoader.load(folder, appKinds: appKinds), source: source)
      return database
    }
    guard let cacheFolder, let key = key(of: folder, appKinds: appKinds, source: source) else {
      return try imported()
    }
    let image = imageFile(of: folder, key: key, in: cacheFolder)
    if FileManager.default.fileExists(atPath: image.path),
      let state = copy(of: image)
    {
      return state
    }
    let database = try imported()
    try preparing(database)
    keep(database, as: image, in: cacheFolder)
    removeOlder(than: image, prefix: imagePrefix(of: folder), in: cacheFolder)
    return database
  }

  /// The data set in `folder`, loaded and checked: decoded once in a process for the same
  /// content, under the hash that names its image (`:reset` reads the files again, and
  /// decodes them again only when a byte changed). Errors are thrown as the loader names them.
  /// When an image of the same bytes imported from `source` is in `cacheFolder`, they passed
  /// every check to be kept there, and the test passcode's deliberately slow hash is not paid
  /// again (every other check, quick, is made).
  public static func dataSet(
    of folder: URL, appKinds: AppKinds, source: String, cacheFolder: URL? = defaultFolder
  ) throws -> DataSet {
    guard let key = key(of: folder, appKinds: appKinds, source: source) else {
      return try DataSetLoader.load(folder, appKinds: appKinds)
    }
    if let loaded = loadedDataSets.withLock({ $0[key] }) { return loaded }
    let dataSet = try DataSetLoader.load(
      folder, appKinds: appKinds,
      fixtureCheckedBefore: cacheFolder.map { hasImage(of: folder, key: key, in: $0) } ?? false)
    loadedDataSets.withLock { loaded in
      // A few data sets at most: a session resets to one, a replay to those its transcripts name.
      if loaded.count >= 8 { loaded.removeAll() }
      loaded[key] = dataSet
    }
    return dataSet
  }

  private static let loadedDataSets = Mutex<[String: DataSet]>([:])

  /// Whether `cacheFolder` holds the image named by `key` of the data set in `folder`.
  static func hasImage(of folder: URL, key: String, in cacheFolder: URL) -> Bool {
    FileManager.default.fileExists(atPath: imageFile(of: folder, key: key, in: cacheFolder).path)
  }

  /// Where the image named by `key` of the data set in `folder` is kept.
  private static func imageFile(of folder: URL, key: String, in cacheFolder: URL) -> URL {
    cacheFolder.appendingPathComponent(imagePrefix(of: folder) + key + ".sqlite")
  }

  /// How the names of the images of the data set in `folder` begin: a short tag of the folder,
  /// so that a new image of a data set replaces its older ones.
  private static func imagePrefix(of folder: URL) -> String {
    let digest = SHA256.hash(data: Data(folder.standardizedFileURL.path.utf8))
    return "state-" + hexadecimal(digest.prefix(6)) + "-"
  }

  /// Removes the data set's earlier images: an edited data set leaves one image, not one per
  /// edit. An image another start is copying stays readable until it closes it. One that
  /// cannot be removed only takes disk space: no start names it again.
  private static func removeOlder(than image: URL, prefix: String, in folder: URL) {
    let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
    for name in names where name.hasPrefix(prefix) && name != image.lastPathComponent {
      try? FileManager.default.removeItem(at: folder.appendingPathComponent(name))
    }
  }

  /// The hash naming the image; nil when a file cannot be read, and then the loader, which
  /// reads the same files, says which and why.
  static func key(of folder: URL, appKinds: AppKinds, source: String) -> String? {
    var hasher = SHA256()
    func add(_ text: String) { hasher.update(data: Data((text + "\u{0}").utf8)) }
    add("intentsh data set image 2")
    add(Schema.migrator.migrations.joined(separator: ","))
    for (kind, intents) in appKinds.intents.sorted(by: { $0.key < $1.key }) {
      add(kind + ":" + intents.map(\.rawValue).sorted().joined(separator: ","))
      // Which files of its own a kind reads, in which version of their shape.
      for file in appKinds.dataFiles[kind] ?? [] { add("data \(file.name) v\(file.version)") }
    }
    add(source)
    var next: URL? = folder.standardizedFileURL
    // Paths, not URLs: hashing a URL cost more than the rest of a folder's visit.
    var visited: Set<String> = []
    while let current = next {
      // A cycle of `extends` is the loader's to report.
      guard visited.insert(current.path).inserted else { return nil }
      guard
        let names = try? FileManager.default.contentsOfDirectory(atPath: current.path)
          .filter({ $0.hasSuffix(".json") }).sorted()
      else { return nil }
      add(current.path)
      for name in names {
        guard
          let bytes = FileManager.default.contents(
            atPath: current.appendingPathComponent(name).path)
        else { return nil }
        add(name)
        add(String(bytes.count))
        hasher.update(data: bytes)
      }
      do {
        next = DataSetLoader.baseFolder(
          of: try DataSetLoader.manifest(of: current), in: current)
      } catch {
        return nil
      }
    }
    return hexadecimal(hasher.finalize())
  }

  /// Bytes as lowercase hexadecimal digits. By hand: `String(format: "%02x")` a byte at a time
  /// cost a start as much as hashing the data set's files.
  private static func hexadecimal(_ bytes: some Sequence<UInt8>) -> String {
    var text: [UInt8] = []
    for byte in bytes {
      text.append(hexadecimalDigits[Int(byte >> 4)])
      text.append(hexadecimalDigits[Int(byte & 0x0F)])
    }
    return String(decoding: text, as: UTF8.self)
  }

  private static let hexadecimalDigits = Array("0123456789abcdef".utf8)

  /// A state in memory copied from the image; nil when the image cannot be read whole (it is
  /// then imported again and rewritten). The file's bytes become the in-memory database
  /// (`sqlite3_deserialize`): opening the file as a database of its own to copy it page by
  /// page parsed its schema a second time, most of what the copy cost a start.
  private static func copy(of image: URL) -> AppDatabase? {
    do {
      guard let bytes = FileManager.default.contents(atPath: image.path),
        SQLiteImage.isWhole(bytes)
      else { return nil }
      let memory = try DatabaseQueue(configuration: AppDatabase.configuration)
      try memory.writeWithoutTransaction { db in try SQLiteImage.load(bytes, into: db) }
      return try AppDatabase(memory, migrate: false)
    } catch {
      return nil
    }
  }

  /// Writes the image for the next start. A cache that cannot be written (a read-only home)
  /// costs the next start an import, nothing else: the state in use is the one in memory.
  private static func keep(_ database: AppDatabase, as image: URL, in folder: URL) {
    let partial = folder.appendingPathComponent("partial-\(UUID().uuidString).sqlite")
    do {
      try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
      let file = try DatabaseQueue(path: partial.path, configuration: AppDatabase.configuration)
      try database.writer.backup(to: file)
      try file.close()
      // rename(2) replaces an image another start wrote meanwhile, atomically.
      guard rename(partial.path, image.path) == 0 else {
        throw CocoaError(.fileWriteUnknown)
      }
    } catch {
      try? FileManager.default.removeItem(at: partial)
    }
  }
}

/// An SQLite database file's bytes, made the main database of a connection.
enum SQLiteImage {
  /// Whether `bytes` are an SQLite database file as long as its header says: a file cut short
  /// (a disk that filled up) would otherwise be read, and fail, only when a query reached a
  /// missing page. The header (sqlite.org/fileformat.html, 1.3) holds the page size at
  /// offset 16 (1 meaning 65,536) and the page count at offset 28, which is valid when the
  /// change counter at offset 24 equals the one at offset 92.
  static func isWhole(_ bytes: Data) -> Bool {
    guard bytes.count >= 100, bytes.starts(with: Array("SQLite format 3\u{0}".utf8)) else {
      return false
    }
    func integer(at offset: Int, size: Int) -> Int {
      bytes[bytes.startIndex + offset..<bytes.startIndex + offset + size]
        .reduce(0) { $0 << 8 | Int($1) }
    }
    let pageSize = integer(at: 16, size: 2) == 1 ? 65_536 : integer(at: 16, size: 2)
    let pages = integer(at: 28, size: 4)
    guard pageSize >= 512, integer(at: 24, size: 4) == integer(at: 92, size: 4), pages > 0
    else { return false }
    return bytes.count == pageSize * pages
  }

  /// Makes `bytes` the main database of `db`, which owns a copy of them from then on, and
  /// reads its schema: bytes that are no database throw here.
  static func load(_ bytes: Data, into db: Database) throws {
    guard let buffer = sqlite3_malloc64(UInt64(bytes.count)) else {
      throw DatabaseError(resultCode: .SQLITE_NOMEM)
    }
    bytes.copyBytes(to: buffer.assumingMemoryBound(to: UInt8.self), count: bytes.count)
    // SQLite frees the buffer when the connection closes, or now if it refuses it; resizable,
    // so that the state can grow.
    let code = sqlite3_deserialize(
      db.sqliteConnection, "main", buffer.assumingMemoryBound(to: UInt8.self),
      Int64(bytes.count), Int64(bytes.count),
      UInt32(SQLITE_DESERIALIZE_FREEONCLOSE | SQLITE_DESERIALIZE_RESIZEABLE))
    guard code == SQLITE_OK else { throw DatabaseError(resultCode: ResultCode(rawValue: code)) }
    db.clearSchemaCache()
    try db.execute(sql: "SELECT count(*) FROM sqlite_master")
  }
}
