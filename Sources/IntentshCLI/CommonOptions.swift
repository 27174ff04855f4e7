import Apps
import ArgumentParser
import DefinitionApps
import Foundation
import IntentDefinitions
import IntentKit
import Runtime
import Store
import Understanding

/// Options the shell's commands share.
struct CommonOptions: ParsableArguments {
  @Option(help: ArgumentHelp("The data set folder, or \"demo\" (the default).", valueName: "dir"))
  var data: String?

  @OptionGroup var vocabulary: VocabularyOption

  @OptionGroup var language: LanguageOptions

  @OptionGroup var intents: IntentsOption

  @Option(help: ArgumentHelp("The SQLite state file.", valueName: "file"))
  var state: String?

  @Flag(help: "Keep state in memory; write nothing.")
  var ephemeral = false

  @Flag(help: "Print JSON Lines events instead of text.")
  var json = false

  @Flag(help: "Show each resolve, confirm and handle call and its result.")
  var trace = false

  @Flag(name: .customLong("no-color"), help: "No colour (NO_COLOR is honoured too).")
  var noColor = false

  @OptionGroup var deadline: DeadlineOption

  /// Where state lives when neither --state nor --ephemeral is given.
  static var defaultStateFolder: String {
    let environment = ProcessInfo.processInfo.environment
    if let xdg = environment["XDG_DATA_HOME"], !xdg.isEmpty { return xdg + "/intentsh" }
    return (environment["HOME"] ?? ".") + "/.local/share/intentsh"
  }

  /// The data set named on the command line, or the demo.
  var dataSetName: String { data ?? "demo" }

  var dataSetFolder: URL { DataSetLoader.folder(named: dataSetName) }

  /// How a data set is recorded in the state it was imported into: "demo", or its full path.
  var dataSetSource: String { DataSetLoader.source(named: dataSetName) }

  /// Each data set has its own default state file, so `--data` never meets another's state.
  var stateFile: String {
    if let state { return state }
    if dataSetSource == "demo" { return Self.defaultStateFolder + "/state.sqlite" }
    let flattened = dataSetSource.map { $0.isLetter || $0.isNumber ? $0 : "_" }
    return Self.defaultStateFolder + "/state-\(String(flattened)).sqlite"
  }

  /// Opens the state and imports the data set into it on first use.
  func openDatabase() throws -> AppDatabase {
    do {
      if ephemeral {
        // Imported once, then copied from its cached image at each start.
        let plugins = AppPlugins.current
        return try DataSetCache.inMemoryState(
          of: dataSetFolder, appKinds: AppPlugins.kinds, source: dataSetSource,
          preparing: { try InstalledApps.registerVocabulary(in: $0, plugins: plugins) })
      }
      let database = try AppDatabase.open(path: stateFile)
      let source = try database.importDataSetIfEmpty(
        { try DataSetLoader.load(dataSetFolder, appKinds: AppPlugins.kinds) }, source: dataSetSource
      )
      // A state file holding another data set, whether --data was given or left to the
      // demo: say so rather than run on the wrong one.
      if source != dataSetSource {
        throw UserFacingError(
          message: "\(stateFile) holds data set \(source), not \(dataSetSource); "
            + "use another --state, --ephemeral, or remove the file to import again")
      }
      return database
    } catch let error as DataSetError {
      throw UserFacingError(message: error.description)
    } catch let error as UserFacingError {
      throw error
    } catch {
      // One line naming the file: SQLite's own description runs over several.
      throw UserFacingError(
        message: "\(ephemeral ? "the state" : stateFile): \(AppDatabase.oneLine(error))")
    }
  }

  func validate() throws {
    if ephemeral, state != nil {
      throw ValidationError("--ephemeral and --state exclude each other")
    }
    if let state, state.allSatisfy(\.isWhitespace) {
      throw ValidationError("--state needs a file name (--ephemeral keeps state in memory)")
    }
  }
}

/// Loading global vocabulary, with its errors as one user-facing line.
/// `--vocab`: global vocabulary added to the bundled files, which every command takes.
struct VocabularyOption: ParsableArguments {
  @Option(
    help: ArgumentHelp(
      "A folder of <App>/AppIntentVocabulary.plist files, added to the bundled vocabulary.",
      valueName: "dir"))
  var vocab: [String] = []

  /// The bundled vocabulary and the folders given; a broken file is said with its key path.
  func load() throws -> [AppIntentVocabulary] {
    do {
      return try AppIntentVocabularyLoader.bundled()
        + AppIntentVocabularyLoader.load(folders: vocab.map { URL(fileURLWithPath: $0) })
    } catch let error as VocabularyFileError {
      throw UserFacingError(message: error.description)
    }
  }
}

/// `--locale` and `--grammar`: the language requests are understood in, and phrasings added
/// at start. The shell and `parse` share them.
struct LanguageOptions: ParsableArguments {
  @Option(
    help: ArgumentHelp(
      "The language requests are understood in: en-US, fr-FR or es-ES. By default the data set's "
        + "(device.json locale), else en-US.",
      valueName: "locale"))
  var locale: String?

  @Option(
    help: ArgumentHelp(
      "A folder of *.grammar files: more phrasings, in the --locale's language.",
      valueName: "dir"))
  var grammar: [String] = []

  /// A locale intentsh has no grammar for is a usage error, not English in disguise.
  func validate() throws {
    guard let locale, !Understander.reads(locale) else { return }
    throw ValidationError("--locale \(locale): \(Self.notRead(locale))")
  }

  /// What is said of a locale intentsh does not read, after what named it: `intentsh does not
  /// read "de" (it reads: en, es, fr)`.
  static func notRead(_ locale: String) -> String {
    "intentsh does not read \"\(Understander.language(of: locale))\" "
      + "(it reads: \(Understander.languages.joined(separator: ", ")))"
  }

  /// The language of this run: `--locale`, else the device's of `database` (its data set's
  /// device.json), else English; with the device's, which a recording's header is written
  /// against. A data set in a language intentsh does not read is an input error naming the
  /// file and key, as `--locale` is a usage error.
  func locale(of database: AppDatabase) throws -> (locale: String, device: String?) {
    let device: String?
    do {
      device = try database.deviceLocale()
    } catch {
      throw UserFacingError(message: "\(error)")
    }
    if let locale { return (locale, device) }
    guard let device else { return (Understanding.defaultLocale, nil) }
    guard Understander.reads(device) else {
      throw UserFacingError(message: "device.json: locale: \(Self.notRead(device))")
    }
    return (device, device)
  }

  /// Each `--grammar` folder's files, read for the locale's language; a broken one is said as
  /// file:line.
  func grammars(locale: String) throws -> [Grammar] {
    do {
      return try Grammar.load(
        folders: grammar.map { URL(fileURLWithPath: $0) }, locale: locale,
        customIntents: AppCatalog.customIntents(of: AppPlugins.current))
    } catch let error as GrammarFileError {
      throw UserFacingError(message: error.description)
    }
  }
}

/// `--intents FILE`: apps made from Xcode intent definition files, each named after its
/// project folder, installed beside the data set's. The shell and `parse` take it.
struct IntentsOption: ParsableArguments {
  @Option(
    name: .customLong("intents"),
    help: ArgumentHelp(
      "An .intentdefinition file: its intents become an app's, named after its folder.",
      valueName: "file"))
  var files: [String] = []

  /// Each file's app; a malformed file is said with its key path, and an app name the data
  /// set has already is refused.
  func load(besides installed: [String]) throws -> [DefinedApp] {
    guard !files.isEmpty else { return [] }
    var names = Set(installed)
    // Intents are known by name across apps: one an app already defines cannot be another's.
    var intents = Dictionary(
      AppCatalog.customIntents(of: AppPlugins.current).map { ($0.name, "the built-in apps") }
    ) { first, _ in first }
    return try files.map { path in
      let app: DefinedApp
      do {
        app = try DefinedApp.load(path: path)
      } catch let error as IntentDefinitionError {
        throw UserFacingError(message: "--intents: \(error)")
      } catch let error as DataSetError {
        throw UserFacingError(message: "--intents: \(error)")
      }
      guard names.insert(app.name).inserted else {
        throw UserFacingError(
          message: "--intents \(path): an app named \(app.name) is installed already; "
            + "move the file to a folder named after the app")
      }
      for intent in app.customIntents {
        if let owner = intents[intent.name] {
          throw UserFacingError(
            message: "--intents \(path): \(intent.name.rawValue) is an intent of \(owner) "
              + "already; rename it in the file")
        }
        intents[intent.name] = app.name
      }
      return app
    }
  }
}
