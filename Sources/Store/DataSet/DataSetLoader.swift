import Foundation

/// A data set file that cannot be used, with the file and what is wrong in one line.
public struct DataSetError: Error, Equatable, CustomStringConvertible {
  public var file: String
  public var problem: String

  public init(file: String, problem: String) {
    self.file = file
    self.problem = problem
  }

  public var description: String { "\(file): \(problem)" }
}

/// Reads a data set folder. A folder may hold only some files and name a base data set in
/// `dataset.json` (`{"extends": "demo"}`): the files it lacks come from the base.
public enum DataSetLoader {
  /// The demo data set bundled with intentsh, found whatever the working directory.
  public static var demoFolder: URL {
    bundledFiles.appendingPathComponent("DemoData")
  }

  /// The data sets that come with intentsh besides the demo, by name: a French device
  /// (`demo-fr`: DoIt, MyMessenger, French contacts) and a Spanish one (`demo-es`: List-o-Mat's
  /// Spanish lists, Mensajero, Spanish contacts).
  public static let bundledDataSets = ["demo-fr", "demo-es"]

  /// Whether `reference` names a data set that comes with intentsh ("demo", "demo-fr"): a
  /// folder of that name is said "./demo-fr".
  public static func isBundled(_ reference: String) -> Bool {
    reference == "demo" || bundledDataSets.contains(reference)
  }

  /// Resolves a `--data` argument or transcript header: "demo", another bundled data set's
  /// name, or a folder path.
  public static func folder(named reference: String, relativeTo base: URL? = nil) -> URL {
    if reference == "demo" { return demoFolder }
    if bundledDataSets.contains(reference) {
      return bundledFiles.appendingPathComponent("DataSets").appendingPathComponent(reference)
    }
    if reference.hasPrefix("/") { return URL(fileURLWithPath: reference) }
    if let base { return base.appendingPathComponent(reference) }
    return URL(fileURLWithPath: reference)
  }

  /// How a data set is recorded in the state it was imported into: "demo", or its folder's
  /// full path.
  public static func source(named reference: String) -> String {
    isBundled(reference) ? reference : folder(named: reference).standardizedFileURL.path
  }

  /// The data set's `dataset.json`, if it has one.
  static func manifest(of folder: URL) throws -> DataSetManifest? {
    try decodeIfPresent(DataSetManifest.self, "dataset.json", in: folder)
  }

  /// The folder a data set in `folder` with this manifest extends, if any.
  static func baseFolder(of manifest: DataSetManifest?, in folder: URL) -> URL? {
    manifest?.extends.map { Self.folder(named: $0, relativeTo: folder).standardizedFileURL }
  }

  /// Reads and checks the data set in `folder`; its apps must be of `appKinds`, the kinds the
  /// apps that will run it declare. With `fixtureCheckedBefore` (these bytes, the folders they
  /// extend included, passed every check before), the test passcode is not hashed again.
  public static func load(_ folder: URL, appKinds: AppKinds, fixtureCheckedBefore: Bool = false)
    throws -> DataSet
  {
    try load(
      folder, appKinds: appKinds, fixtureCheckedBefore: fixtureCheckedBefore, extendedBy: [])
  }

  /// `chain` holds the folders that extend this one, to catch a cycle of `extends`.
  private static func load(
    _ folder: URL, appKinds: AppKinds, fixtureCheckedBefore: Bool, extendedBy chain: [URL]
  ) throws -> DataSet {
    var isDirectory: ObjCBool = false
    guard FileManager.default.fileExists(atPath: folder.path, isDirectory: &isDirectory),
      isDirectory.boolValue
    else {
      throw DataSetError(file: folder.path, problem: "no such data set folder")
    }
    let manifest = try manifest(of: folder)
    var base: DataSet?
    if let baseFolder = baseFolder(of: manifest, in: folder) {
      let visited = chain + [folder.standardizedFileURL]
      guard !visited.contains(baseFolder) else {
        let cycle = (visited + [baseFolder]).map(\.lastPathComponent).joined(separator: " -> ")
        throw DataSetError(
          file: folder.appendingPathComponent("dataset.json").path,
          problem: "extends: a cycle of data sets (\(cycle))")
      }
      base = try load(
        baseFolder, appKinds: appKinds, fixtureCheckedBefore: fixtureCheckedBefore,
        extendedBy: visited)
    }
    func part<T: Codable>(_ type: T.Type, _ file: String, _ fallback: T?) throws -> T? {
      try decodeIfPresent(type, file, in: folder) ?? fallback
    }
    guard let contacts = try part([ContactRecord].self, "contacts.json", base?.contacts) else {
      throw DataSetError(
        file: folder.appendingPathComponent("contacts.json").path, problem: "missing file")
    }
    guard let apps = try part([AppRecord].self, "apps.json", base?.apps) else {
      throw DataSetError(
        file: folder.appendingPathComponent("apps.json").path, problem: "missing file")
    }
    // What the base holds for apps this data set does not install is left out with them.
    let installed = Set(apps.map(\.name))
    func inherited<T: Codable>(_ file: String, _ records: [T]?, app: (T) -> String) throws -> [T] {
      try decodeIfPresent([T].self, file, in: folder)
        ?? (records ?? []).filter { installed.contains(app($0)) }
    }
    var dataSet = DataSet(
      name: manifest?.name ?? folder.lastPathComponent,
      contacts: contacts,
      apps: apps,
      conversations: try inherited("conversations.json", base?.conversations, app: \.app),
      lists: try inherited("lists.json", base?.lists, app: \.app),
      notes: try inherited("notes.json", base?.notes, app: \.app),
      accounts: try inherited("accounts.json", base?.accounts, app: \.app),
      device: try part(DeviceRecord.self, "device.json", base?.device) ?? DeviceRecord(),
      paymentServices: try inherited("paymentServices.json", base?.paymentServices, app: \.app),
      cars: try inherited("cars.json", base?.cars, app: \.app),
      places: try part([PlaceRecord].self, "places.json", base?.places) ?? [],
      rideServices: try inherited("rideServices.json", base?.rideServices, app: \.app))
    for (kind, files) in appKinds.dataFiles.sorted(by: { $0.key < $1.key }) {
      for file in files {
        guard !Self.filesRead.contains(file.fileName) else {
          throw DataSetError(
            file: folder.appendingPathComponent(file.fileName).path,
            problem: "apps of kind \(kind) keep records in a file intentsh reads itself")
        }
        dataSet.appData[file.name] =
          try appData(file, kind: kind, apps: apps, in: folder)
          ?? (base?.appData[file.name] ?? []).filter { installed.contains($0.app) }
        dataSet.appDataVersions[file.name] = file.version
      }
    }
    try DataSetValidator.validate(
      dataSet, folder: folder, appKinds: appKinds, fixtureCheckedBefore: fixtureCheckedBefore)
    return dataSet
  }

  /// The files of a data set intentsh reads itself, which no app's data file may be.
  static let filesRead: Set<String> = [
    "dataset.json", "contacts.json", "apps.json", "conversations.json", "lists.json",
    "notes.json", "accounts.json", "device.json", "paymentServices.json", "cars.json",
    "places.json", "rideServices.json",
  ]

  /// The records of an app's own data file in `folder`; nil when the folder has none.
  private static func appData(
    _ file: AppDataFile, kind: String, apps: [AppRecord], in folder: URL
  ) throws -> [AppDataRecord]? {
    guard let (url, data) = try contentsIfPresent(file.fileName, in: folder) else { return nil }
    do {
      return try AppData.records(of: file, in: data, kind: kind, apps: apps)
    } catch {
      throw DataSetError(file: url.path, problem: error.description)
    }
  }

  /// A JSON file beside a data set's (an intent definition's catalogue), read as strictly as
  /// a data set file: nil when there is none, else its problem as one line naming the file.
  public static func read<T: Codable>(_ type: T.Type, file: String, in folder: URL) throws -> T? {
    try decodeIfPresent(type, file, in: folder)
  }

  private static func decodeIfPresent<T: Codable>(
    _ type: T.Type, _ file: String, in folder: URL
  ) throws -> T? {
    guard let (url, data) = try contentsIfPresent(file, in: folder) else { return nil }
    do {
      return try StrictJSON.decode(type, from: data)
    } catch let problem as StrictJSONProblem {
      throw DataSetError(file: url.path, problem: problem.description)
    } catch let error as DecodingError {
      throw DataSetError(file: url.path, problem: describe(error, in: data))
    } catch {
      throw DataSetError(file: url.path, problem: "\(error)")
    }
  }

  /// A file of the folder and its bytes; nil when there is no such file.
  private static func contentsIfPresent(_ file: String, in folder: URL) throws -> (URL, Data)? {
    let url = folder.appendingPathComponent(file)
    var isFolder: ObjCBool = false
    guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isFolder) else {
      return nil
    }
    guard !isFolder.boolValue else {
      throw DataSetError(file: url.path, problem: "a folder, where a file should be")
    }
    do {
      return (url, try Data(contentsOf: url))
    } catch {
      throw DataSetError(file: url.path, problem: "cannot read: \(error.localizedDescription)")
    }
  }

  /// One line saying where (key path, or line for bad JSON) and what is wrong.
  static func describe(_ error: DecodingError, in data: Data) -> String {
    func path(_ codingPath: [any CodingKey]) -> String {
      let rendered = codingPath.map { key in
        key.intValue.map { "[\($0)]" } ?? ".\(key.stringValue)"
      }.joined()
      return rendered.isEmpty ? "top level" : String(rendered.drop { $0 == "." })
    }
    switch error {
    case .keyNotFound(let key, let context):
      return "\(path(context.codingPath + [key])): missing required key"
    case .typeMismatch(let type, let context):
      return "\(path(context.codingPath)): expected \(describe(type))"
    case .valueNotFound(let type, let context):
      return "\(path(context.codingPath)): expected \(describe(type)), found null"
    case .dataCorrupted(let context):
      if context.codingPath.isEmpty { return syntaxError(in: data) }
      return "\(path(context.codingPath)): \(context.debugDescription)"
    @unknown default:
      return "\(error)"
    }
  }

  /// JSONDecoder says only that the JSON is invalid; JSONSerialization says at which character,
  /// which becomes a line and column here.
  static func syntaxError(in data: Data) -> String {
    var detail = "not valid JSON"
    do {
      _ = try JSONSerialization.jsonObject(with: data, options: [.fragmentsAllowed])
    } catch {
      let description = (error as NSError).userInfo["NSDebugDescription"] as? String ?? ""
      detail += description.isEmpty ? "" : " (\(description.trimmingCharacters(in: ["."])))"
      if let range = description.range(of: "character "),
        let offset = Int(description[range.upperBound...].prefix { $0.isNumber })
      {
        let before = data.prefix(offset)
        let line = before.filter { $0 == UInt8(ascii: "\n") }.count + 1
        let column = offset - (before.lastIndex(of: UInt8(ascii: "\n")).map { $0 + 1 } ?? 0) + 1
        return "line \(line), column \(column): \(detail)"
      }
    }
    // No position given for a file cut short: its end is where it went wrong.
    guard detail.localizedCaseInsensitiveContains("end of file") else { return detail }
    let lines = data.filter { $0 == UInt8(ascii: "\n") }.count + (data.last == 10 ? 0 : 1)
    return "line \(max(lines, 1)) (end of file): \(detail)"
  }

  private static func describe(_ type: Any.Type) -> String {
    switch type {
    case is String.Type: return "a string"
    case is Bool.Type: return "true or false"
    case is Int.Type, is Double.Type: return "a number"
    default:
      let name = String(describing: type)
      return name.hasPrefix("Array")
        ? "an array" : (name.hasPrefix("Dictionary") ? "an object" : "an object")
    }
  }
}

/// `dataset.json`.
struct DataSetManifest: Codable {
  var name: String?
  var extends: String?
}
