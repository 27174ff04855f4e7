import Foundation
import IntentKit
import Synchronization

/// A vocabulary file that cannot be used: the file, the key path inside it, what is wrong.
public struct VocabularyFileError: Error, Equatable, CustomStringConvertible {
  public var file: String
  /// "ParameterVocabularies[0].ParameterVocabulary[1].VocabularyItemIdentifier"; empty for
  /// the file as a whole.
  public var keyPath: String
  public var problem: String

  public var description: String {
    keyPath.isEmpty ? "\(file): \(problem)" : "\(file): \(keyPath): \(problem)"
  }
}

/// Reads global vocabulary: `<folder>/<App>/AppIntentVocabulary.plist` in Apple's schema.
public enum AppIntentVocabularyLoader {
  public static let fileName = "AppIntentVocabulary.plist"

  /// The vocabulary shipped with intentsh (the repository's `vocab/`), found whatever the
  /// working directory.
  public static var bundledFolder: URL {
    bundledFiles.appendingPathComponent("BundledVocabulary")
  }

  /// The bundled folder's files, read once a process: a process that replays many
  /// transcripts, or starts its shell, reads them once, and `preloadBundled` may have begun
  /// reading them on another thread before they are asked for.
  public static func bundled() throws -> [AppIntentVocabulary] {
    try bundledVocabulary().get()
  }

  /// Starts reading the bundled files on a thread of its own, so that a command that needs
  /// them finds them read, or being read, when it asks (`Intentsh` calls it before parsing its
  /// arguments, which takes longer than reading them on two cores).
  public static func preloadBundled() {
    Thread.detachNewThread { _ = bundledVocabulary() }
  }

  /// The bundled files, or why they could not be read, kept for the process: a later caller
  /// waits for a read in progress rather than starting another.
  private static func bundledVocabulary() -> Result<[AppIntentVocabulary], any Error> {
    readBundled.withLock { read in
      if let read { return read }
      let result = Result { try load(folders: [bundledFolder]) }
      read = result
      return result
    }
  }

  private static let readBundled = Mutex<Result<[AppIntentVocabulary], any Error>?>(nil)

  /// Every app's files in each folder, folders in order, apps by name within a folder: its
  /// `AppIntentVocabulary.plist`, and one in each of its `<language>.lproj` folders, as an app
  /// bundle localizes it (`AppIntentVocabulary.localized(_:for:)` picks a device's).
  public static func load(folders: [URL]) throws -> [AppIntentVocabulary] {
    var files: [AppIntentVocabulary] = []
    for folder in folders {
      let entries: [String]
      do {
        entries = try FileManager.default.contentsOfDirectory(atPath: folder.path)
      } catch {
        throw VocabularyFileError(file: folder.path, keyPath: "", problem: "no such folder")
      }
      for app in entries.sorted() where !app.hasPrefix(".") {
        let appFolder = folder.appendingPathComponent(app)
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: appFolder.path, isDirectory: &isDirectory),
          isDirectory.boolValue
        else { continue }
        files += try localizations(of: appFolder, app: app)
      }
    }
    return files
  }

  /// An app folder's files: the one outside any `.lproj` first, then each localization's by
  /// name; a folder with none is missing its file.
  private static func localizations(of folder: URL, app: String) throws -> [AppIntentVocabulary] {
    var files: [AppIntentVocabulary] = []
    let plain = folder.appendingPathComponent(fileName)
    if FileManager.default.fileExists(atPath: plain.path) {
      files.append(try load(plain, app: app))
    }
    let entries: [String]
    do {
      entries = try FileManager.default.contentsOfDirectory(atPath: folder.path)
    } catch {
      throw VocabularyFileError(file: folder.path, keyPath: "", problem: "cannot read this folder")
    }
    for entry in entries.sorted() where entry.hasSuffix(".lproj") {
      let file = folder.appendingPathComponent(entry).appendingPathComponent(fileName)
      guard FileManager.default.fileExists(atPath: file.path) else { continue }
      var localized = try load(file, app: app)
      localized.localization = String(entry.dropLast(".lproj".count))
      files.append(localized)
    }
    guard !files.isEmpty else {
      throw VocabularyFileError(file: plain.path, keyPath: "", problem: "missing file")
    }
    return files
  }

  /// One app's file.
  public static func load(_ file: URL, app: String) throws -> AppIntentVocabulary {
    guard let data = FileManager.default.contents(atPath: file.path) else {
      throw VocabularyFileError(file: file.path, keyPath: "", problem: "missing file")
    }
    return try parse(data, app: app, file: file.path)
  }

  /// Parses and checks a file's contents; `file` names it in errors.
  public static func parse(_ data: Data, app: String, file: String) throws -> AppIntentVocabulary {
    let root: Any
    do {
      root = try PropertyListSerialization.propertyList(from: data, format: nil)
    } catch {
      throw VocabularyFileError(
        file: file, keyPath: "", problem: "not a property list (\(Self.reason(error)))")
    }
    var reader = PlistReader(file: file)
    return try reader.vocabulary(root, app: app)
  }

  /// The parser's own words, without Foundation's wrapping.
  private static func reason(_ error: Error) -> String {
    let nsError = error as NSError
    if let debug = nsError.userInfo[NSDebugDescriptionErrorKey] as? String { return debug }
    return nsError.localizedDescription
  }
}

/// Walks a parsed plist, checking each key against Apple's schema as it goes.
private struct PlistReader {
  let file: String

  func fail(_ path: String, _ problem: String) -> VocabularyFileError {
    VocabularyFileError(file: file, keyPath: path, problem: problem)
  }

  mutating func vocabulary(_ root: Any, app: String) throws -> AppIntentVocabulary {
    let dict = try dictionary(root, at: "", keys: ["ParameterVocabularies", "IntentPhrases"])
    var result = AppIntentVocabulary(app: app)
    if let list = dict["ParameterVocabularies"] {
      for (index, item) in try array(list, at: "ParameterVocabularies").enumerated() {
        result.parameterVocabularies.append(
          try parameterVocabulary(item, at: "ParameterVocabularies[\(index)]"))
      }
    }
    if let list = dict["IntentPhrases"] {
      for (index, item) in try array(list, at: "IntentPhrases").enumerated() {
        result.intentPhrases.append(try intentPhrase(item, at: "IntentPhrases[\(index)]"))
      }
    }
    return result
  }

  private func parameterVocabulary(_ value: Any, at path: String) throws -> ParameterVocabulary {
    let dict = try dictionary(value, at: path, keys: ["ParameterNames", "ParameterVocabulary"])
    let namesPath = path + ".ParameterNames"
    let names = try strings(try required(dict, "ParameterNames", at: path), at: namesPath)
    guard !names.isEmpty else { throw fail(namesPath, "names no parameter") }
    var parameters: [IntentParameterName] = []
    for (index, text) in names.enumerated() {
      let here = "\(namesPath)[\(index)]"
      guard let name = IntentParameterName(text) else {
        throw fail(
          here, "\"\(text)\" is not Class.property, such as INRequestRideIntent.rideOptionName")
      }
      guard SiriKitIntentClasses.isKnown(name.intentClass) else {
        throw fail(here, "unknown intent class \(name.intentClass)")
      }
      guard SiriKitIntentClasses.properties[name.intentClass]?[name.property] != nil else {
        throw fail(here, "unknown parameter \(name)")
      }
      guard SiriKitIntentClasses.acceptsVocabulary(name) else {
        throw fail(here, "\(name) is not a speakable parameter, so it takes no vocabulary")
      }
      parameters.append(name)
    }
    let itemsPath = path + ".ParameterVocabulary"
    var items: [VocabularyItem] = []
    var identifiers: [String: Int] = [:]
    for (index, value) in try array(
      try required(dict, "ParameterVocabulary", at: path), at: itemsPath
    )
    .enumerated() {
      let item = try vocabularyItem(value, at: "\(itemsPath)[\(index)]")
      if let first = identifiers[item.identifier] {
        throw fail(
          "\(itemsPath)[\(index)].VocabularyItemIdentifier",
          "duplicate identifier \"\(item.identifier)\" (also \(itemsPath)[\(first)])")
      }
      identifiers[item.identifier] = index
      items.append(item)
    }
    return ParameterVocabulary(parameterNames: parameters, items: items)
  }

  private func vocabularyItem(_ value: Any, at path: String) throws -> VocabularyItem {
    let dict = try dictionary(
      value, at: path, keys: ["VocabularyItemIdentifier", "VocabularyItemSynonyms"])
    let identifier = try text(
      try required(dict, "VocabularyItemIdentifier", at: path),
      at: path + ".VocabularyItemIdentifier")
    let synonymsPath = path + ".VocabularyItemSynonyms"
    let list = try array(try required(dict, "VocabularyItemSynonyms", at: path), at: synonymsPath)
    guard !list.isEmpty else { throw fail(synonymsPath, "needs at least one synonym") }
    var synonyms: [VocabularySynonym] = []
    for (index, value) in list.enumerated() {
      let here = "\(synonymsPath)[\(index)]"
      let synonym = try dictionary(
        value, at: here,
        keys: ["VocabularyItemPhrase", "VocabularyItemPronunciation", "VocabularyItemExamples"])
      let phrase = try text(
        try required(synonym, "VocabularyItemPhrase", at: here), at: here + ".VocabularyItemPhrase")
      let pronunciation = try synonym["VocabularyItemPronunciation"].map {
        try text($0, at: here + ".VocabularyItemPronunciation")
      }
      let examples = try synonym["VocabularyItemExamples"].map {
        try strings($0, at: here + ".VocabularyItemExamples")
      }
      synonyms.append(
        VocabularySynonym(phrase: phrase, pronunciation: pronunciation, examples: examples ?? []))
    }
    return VocabularyItem(identifier: identifier, synonyms: synonyms)
  }

  private func intentPhrase(_ value: Any, at path: String) throws -> IntentPhrase {
    let dict = try dictionary(value, at: path, keys: ["IntentName", "IntentExamples"])
    let name = try text(try required(dict, "IntentName", at: path), at: path + ".IntentName")
    guard SiriKitIntentClasses.isKnown(name) else {
      throw fail(path + ".IntentName", "unknown intent class \(name)")
    }
    let examplesPath = path + ".IntentExamples"
    let examples = try strings(try required(dict, "IntentExamples", at: path), at: examplesPath)
    guard !examples.isEmpty else { throw fail(examplesPath, "needs at least one example") }
    return IntentPhrase(intentClass: name, examples: examples)
  }

  // MARK: Typed access

  private func dictionary(_ value: Any, at path: String, keys: Set<String>) throws -> [String: Any]
  {
    guard let dict = value as? [String: Any] else {
      throw fail(path, "expected a dictionary, found \(Self.typeName(value))")
    }
    if let unknown = dict.keys.sorted().first(where: { !keys.contains($0) }) {
      let key = path.isEmpty ? unknown : "\(path).\(unknown)"
      throw fail(key, "unknown key (expected one of \(keys.sorted().joined(separator: ", ")))")
    }
    return dict
  }

  private func required(_ dict: [String: Any], _ key: String, at path: String) throws -> Any {
    guard let value = dict[key] else {
      throw fail(path.isEmpty ? key : "\(path).\(key)", "missing required key")
    }
    return value
  }

  private func array(_ value: Any, at path: String) throws -> [Any] {
    guard let array = value as? [Any] else {
      throw fail(path, "expected an array, found \(Self.typeName(value))")
    }
    return array
  }

  /// A string that says something, within SiriKit's size limit for a term.
  private func text(_ value: Any, at path: String) throws -> String {
    guard let string = value as? String else {
      throw fail(path, "expected a string, found \(Self.typeName(value))")
    }
    guard !string.allSatisfy(\.isWhitespace) else { throw fail(path, "is empty") }
    let bytes = UserVocabulary.bytes(of: string)
    guard bytes <= UserVocabulary.maxTermBytes else {
      throw fail(path, "takes \(bytes) bytes; at most \(UserVocabulary.maxTermBytes)")
    }
    return string
  }

  private func strings(_ value: Any, at path: String) throws -> [String] {
    try array(value, at: path).enumerated().map { index, item in
      try text(item, at: "\(path)[\(index)]")
    }
  }

  private static func typeName(_ value: Any) -> String {
    switch value {
    case is String: return "a string"
    case is [Any]: return "an array"
    case is [String: Any]: return "a dictionary"
    case is Bool: return "a boolean"
    case is NSNumber: return "a number"
    case is Date: return "a date"
    case is Data: return "data"
    default: return "\(type(of: value))"
    }
  }
}
