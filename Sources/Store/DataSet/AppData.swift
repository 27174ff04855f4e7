import Foundation
import GRDB
import Synchronization

/// A data set file an app of one kind keeps its own records in (a coffee shop's menu):
/// `NAME.json`, an array of objects, each naming the `app` it belongs to and its `id`, the rest
/// the app's own (`Record`, which declares `app` and `id` too). The loader checks every record
/// reads as a `Record`, strictly, naming the key path of a mistake; the state keeps each as JSON
/// text, which the app reads and writes with `AppDatabase.appData` and `saveAppData`.
public struct AppDataFile: Sendable {
  /// The file's name without `.json`: "coffeeMenu".
  public let name: String
  /// The shape `Record` has now. A state kept from an earlier version is brought to it by
  /// `migrations` when the app starts; a data set's file is always read in this shape.
  public let version: Int
  public let migrations: [AppDataMigration]
  let check: @Sendable (Data) throws -> Void

  /// `validate` checks what reading each record alone cannot: that records of the file
  /// refer to one another rightly (a playlist's songs are in the catalogue). It throws an
  /// `AppDataProblem` naming the key path of the first mistake.
  public init<Record: Codable & SendableMetatype>(
    _ name: String, of record: Record.Type, version: Int = 1, migrations: [AppDataMigration] = [],
    validate: (@Sendable ([Record]) throws(AppDataProblem) -> Void)? = nil
  ) {
    self.name = name
    self.version = version
    self.migrations = migrations
    check = { data in
      let records = try StrictJSON.decode([Record].self, from: data)
      do throws(AppDataProblem) {
        try validate?(records)
      } catch {
        throw StrictJSONProblem("\(error.keyPath): \(error.problem)")
      }
    }
  }

  public var fileName: String { name + ".json" }
}

/// A mistake in an app's data file that reading each record alone cannot see: `[3].items[1]`,
/// "no record \"song-9\" in the file".
public struct AppDataProblem: Error, Equatable {
  public var keyPath: String
  public var problem: String

  public init(keyPath: String, problem: String) {
    self.keyPath = keyPath
    self.problem = problem
  }
}

/// One step of an app's stored records from one version of their shape to the next: each
/// record of the file read in the old shape and written in the new.
public struct AppDataMigration: Sendable {
  public let fromVersion: Int
  let migrate: @Sendable (Data) throws -> Data

  public init<Old: Decodable & SendableMetatype, New: Encodable & SendableMetatype>(
    from version: Int, _ old: Old.Type, to transform: @escaping @Sendable (Old) throws -> New
  ) {
    fromVersion = version
    migrate = { data in
      try AppData.encoder.encode(try transform(try JSONDecoder().decode(Old.self, from: data)))
    }
  }
}

/// One record of an app's data file, as the data set gives it.
public struct AppDataRecord: Hashable, Sendable {
  public var app: String
  public var id: String
  /// The record's JSON object, keys sorted.
  public var json: String

  public init(app: String, id: String, json: String) {
    self.app = app
    self.id = id
    self.json = json
  }
}

enum AppData {
  static let encoder: JSONEncoder = {
    let encoder = JSONEncoder()
    encoder.outputFormatting = .sortedKeys
    return encoder
  }()

  /// The records of one file's data: each an object with an `app` of `kind` that the data set
  /// installs and an `id` unique within its app; then all of them read as the app's records.
  static func records(
    of file: AppDataFile, in data: Data, kind: String, apps: [AppRecord]
  ) throws(StrictJSONProblem) -> [AppDataRecord] {
    do {
      try file.check(data)
    } catch let problem as StrictJSONProblem {
      throw problem
    } catch let error as DecodingError {
      throw StrictJSONProblem(DataSetLoader.describe(error, in: data))
    } catch {
      throw StrictJSONProblem("\(error)")
    }
    let objects: [Any]
    do {
      objects = try JSONSerialization.jsonObject(with: data) as? [Any] ?? []
    } catch {
      throw StrictJSONProblem(DataSetLoader.syntaxError(in: data))
    }
    let ofKind = Set(apps.filter { $0.kind == kind }.map(\.name))
    var seen = Set<[String]>()
    var records: [AppDataRecord] = []
    for (index, element) in objects.enumerated() {
      guard let object = element as? [String: Any] else {
        throw StrictJSONProblem("[\(index)]: expected an object")
      }
      guard let app = object["app"] as? String, ofKind.contains(app) else {
        throw StrictJSONProblem("[\(index)].app: not an app of kind \(kind) in apps.json")
      }
      guard let id = object["id"] as? String, !id.isEmpty, seen.insert([app, id]).inserted else {
        throw StrictJSONProblem("[\(index)].id: empty or duplicate id")
      }
      let json: Data
      do {
        json = try JSONSerialization.data(withJSONObject: object, options: [.sortedKeys])
      } catch {
        throw StrictJSONProblem("[\(index)]: \(error)")
      }
      records.append(AppDataRecord(app: app, id: id, json: String(decoding: json, as: UTF8.self)))
    }
    return records
  }
}

/// What was last made of each app's data file, kept with the version token of the file it was
/// made from (`appDataVersions`), so that records that have not changed are not read again. A
/// few versions are kept, not only the last: replay rolls each transcript's changes back, so the
/// version before them comes back at the next transcript, and a catalogue made again each time
/// was a fiftieth of a replay round.
final class AppDataMemo: Sendable {
  struct Key: Hashable {
    var record: ObjectIdentifier
    var derived: ObjectIdentifier
    var file: String
    var app: String
  }

  /// A class, so that taking the value out is a class cast, not a search of conformances.
  private final class Box<Value: Sendable>: Sendable {
    let value: Value
    init(_ value: Value) { self.value = value }
  }

  private struct Entry: Sendable {
    /// Nil for a file that never had a record.
    var token: String?
    var derived: AnyObject & Sendable
  }

  /// The versions made of each file, the latest first.
  private let entries = Mutex<[Key: [Entry]]>([:])
  /// The most versions kept of each file.
  private let versions = 4

  func derived<Derived: Sendable>(_ type: Derived.Type, for key: Key, token: String?) -> Derived? {
    entries.withLock { entries in
      guard let entry = entries[key]?.first(where: { $0.token == token }) else { return nil }
      return (entry.derived as? Box<Derived>)?.value
    }
  }

  /// The records of one file, whatever is made of them.
  struct RecordsKey: Hashable {
    var record: ObjectIdentifier
    var file: String
    var app: String
  }

  /// Each file's records as last decoded, by the JSON each was decoded from.
  private let lastDecoded = Mutex<[RecordsKey: AnyObject & Sendable]>([:])

  /// `texts` decoded, a text decoded last time for the same file taken as it was: a change of
  /// one record of a catalogue decodes that record alone, not the fifty others (JSONDecoder
  /// takes some 90 k instructions a record).
  func records<Record: Sendable>(
    _ texts: [Data], for key: RecordsKey, decode: (Data) throws -> Record
  ) throws -> [Record] {
    let last = lastDecoded.withLock { ($0[key] as? Box<[Data: Record]>)?.value } ?? [:]
    var now: [Data: Record] = [:]
    now.reserveCapacity(texts.count)
    let records = try texts.map { text in
      let record = try last[text] ?? now[text] ?? decode(text)
      now[text] = record
      return record
    }
    lastDecoded.withLock { $0[key] = Box(now) }
    return records
  }

  func keep<Derived: Sendable>(_ derived: Derived, for key: Key, token: String?) {
    entries.withLock { entries in
      var kept = entries[key, default: []]
      kept.removeAll { $0.token == token }
      kept.insert(Entry(token: token, derived: Box(derived)), at: 0)
      entries[key] = Array(kept.prefix(versions))
    }
  }
}

/// What an app asked of its records that could never be right: a record that does not read as
/// the app's type, or a migration missing between two versions.
public struct AppDataError: Error, Equatable, CustomStringConvertible {
  public var description: String
}

extension AppDatabase {
  /// An app's records of one of its data files, in data set order (records saved later come
  /// after).
  public func appData<Record: Decodable & Sendable>(
    _ record: Record.Type, file: String, app: String
  ) throws -> [Record] {
    try appData(record, file: file, app: app) { $0 }
  }

  /// What `derive` makes of an app's records of one file (an index of a catalogue), made again
  /// only when the records change. Reading the records, and decoding and indexing them, is
  /// what this costs (a media app's catalogue, read at each call of a turn), so what was made
  /// is kept with the file's version token, which every change of its records replaces (by
  /// trigger, in the change's transaction), and records whose token has not changed are not
  /// read again.
  public func appData<Record: Decodable & Sendable, Derived: Sendable>(
    _ record: Record.Type, file: String, app: String,
    derived derive: ([Record]) -> Derived
  ) throws -> Derived {
    let key = AppDataMemo.Key(
      record: ObjectIdentifier(Record.self), derived: ObjectIdentifier(Derived.self), file: file,
      app: app)
    // The token and the records in one read, so that the records are the token's.
    let (token, kept, texts) = try query { db in
      let token = try String.fetchOne(
        db.cachedStatement(sql: "SELECT token FROM appDataVersions WHERE app = ? AND file = ?"),
        arguments: [app, file])
      if let kept = appDataMemo.derived(Derived.self, for: key, token: token) {
        return (token, Optional(kept), [Data]())
      }
      // As bytes: JSONDecoder reads them without making a String first.
      let texts = try Data.fetchAll(
        db.cachedStatement(
          sql: "SELECT record FROM appData WHERE app = ? AND file = ? ORDER BY position"),
        arguments: [app, file])
      return (token, nil, texts)
    }
    if let kept { return kept }
    let decoder = JSONDecoder()
    let records = try appDataMemo.records(
      texts,
      for: AppDataMemo.RecordsKey(record: ObjectIdentifier(Record.self), file: file, app: app)
    ) { json in
      do {
        return try decoder.decode(Record.self, from: json)
      } catch {
        throw AppDataError(description: "\(app)'s \(file) record does not read: \(error)")
      }
    }
    let derived = derive(records)
    appDataMemo.keep(derived, for: key, token: token)
    return derived
  }

  /// Writes a record of an app's data file under `id`, replacing the one of that id.
  public func saveAppData<Record: Encodable>(
    _ record: Record, id: String, file: String, app: String
  ) throws {
    let json = String(decoding: try AppData.encoder.encode(record), as: UTF8.self)
    try transaction { db in
      // A record kept already is replaced where it stands, found by its key. Only a new one
      // needs the end of the data set order, which MAX(position) finds by reading every
      // record of every app: an upsert computed it at each save (a media app saves its
      // playback at every request).
      try db.executeCached(
        sql: "UPDATE appData SET record = ? WHERE app = ? AND file = ? AND id = ?",
        arguments: [json, app, file, id])
      guard db.changesCount == 0 else { return }
      try db.executeCached(
        sql: """
          INSERT INTO appData (app, file, id, position, record)
          VALUES (?, ?, ?, (SELECT COALESCE(MAX(position), -1) + 1 FROM appData), ?)
          """,
        arguments: [app, file, id, json])
    }
  }

  /// Removes a record of an app's data file; whether there was one.
  @discardableResult
  public func deleteAppData(id: String, file: String, app: String) throws -> Bool {
    try transaction { db in
      try db.executeCached(
        sql: "DELETE FROM appData WHERE app = ? AND file = ? AND id = ?",
        arguments: [app, file, id])
      return db.changesCount > 0
    }
  }

  /// Brings the stored records of `file` to its current version, one migration at a time, as
  /// one change; a state imported at this version needs none.
  public func migrateAppData(_ file: AppDataFile) throws {
    try transaction { db in
      let key = AppData.versionKey(file.name)
      let stored = try AppDatabase.meta(key, in: db).flatMap { Int($0) } ?? file.version
      guard stored < file.version else { return }
      let rows = try Row.fetchAll(
        db, sql: "SELECT rowid, record FROM appData WHERE file = ?", arguments: [file.name])
      var records = rows.map { (rowid: $0[0] as Int64, json: Data(($0[1] as String).utf8)) }
      for version in stored..<file.version {
        guard let step = file.migrations.first(where: { $0.fromVersion == version }) else {
          throw AppDataError(
            description: "\(file.fileName): no migration from version \(version)")
        }
        records = try records.map { ($0.rowid, try step.migrate($0.json)) }
      }
      let update = try db.makeStatement(sql: "UPDATE appData SET record = ? WHERE rowid = ?")
      for record in records {
        try Columns.run(
          update, arguments: [String(decoding: record.json, as: UTF8.self), record.rowid])
      }
      try AppDatabase.setMeta(key, String(file.version), in: db)
    }
  }

  /// Writes the data files' records and the version of each file's shape.
  static func insertAppData(
    _ files: [String: [AppDataRecord]], versions: [String: Int], _ db: Database
  ) throws {
    try db.execute(sql: "DELETE FROM appData")
    let insert = try db.makeStatement(
      sql: "INSERT INTO appData (app, file, id, position, record) VALUES (?, ?, ?, ?, ?)")
    var position = 0
    for file in files.keys.sorted() {
      for record in files[file] ?? [] {
        try Columns.run(insert, arguments: [record.app, file, record.id, position, record.json])
        position += 1
      }
    }
    for (file, version) in versions {
      try setMeta(AppData.versionKey(file), String(version), in: db)
    }
  }
}

extension AppData {
  /// Where the state says which version of a file's shape its records have.
  static func versionKey(_ file: String) -> String { "appDataVersion.\(file)" }
}
