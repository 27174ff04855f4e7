import AppSupport
import Apps
import DefinitionApps
import Dialog
import Foundation
import IntentDefinitions
import IntentKit
import Store
import Understanding

/// What does not change while a data set is loaded: its apps, its global vocabulary and the
/// dialog configured for them. Built once per data set; replay shares it across transcripts.
public struct AppCatalog: Sendable {
  /// The installed apps.
  public let records: [AppRecord]
  /// Apps known by name that are not installed: the data set's `"installed": false` apps, and
  /// apps whose vocabulary file was loaded without the app.
  public let notInstalled: [AppManifest]
  /// Every app's AppIntentVocabulary.plist that was loaded, installed or not.
  public let globalVocabulary: [AppIntentVocabulary]
  public let dialog: DialogManager
  /// The plug-ins the apps run as, by kind.
  public let plugins: [any SiriApp.Type]
  /// Apps made from intent definition files alone (`--intents FILE`), installed beside the
  /// data set's.
  public let definedApps: [DefinedApp]
  /// The global vocabulary by key, for understanding.
  let globalIndex: VocabularyIndex

  /// `records` are all of the data set's apps, installed or not; each installed one runs as
  /// the plug-in of its kind.
  public init(
    _ records: [AppRecord], globalVocabulary: [AppIntentVocabulary] = [],
    plugins: [any SiriApp.Type] = InstalledApps.builtIn, definedApps: [DefinedApp] = []
  ) {
    // An app of the data set made from a definition takes its record from it, in its place;
    // one added with --intents comes after the data set's.
    let defined = Dictionary(definedApps.map { ($0.name, $0.record) }) { first, _ in first }
    let named = Set(records.map(\.name))
    self.records =
      (records.map { defined[$0.name] ?? $0 }
      + definedApps.filter { !named.contains($0.name) }.map(\.record)).filter(\.isInstalled)
    self.plugins = plugins
    self.definedApps = definedApps
    self.globalVocabulary = globalVocabulary
    let known = Set(records.map(\.name))
    var notInstalled = records.filter { !$0.isInstalled }.map(\.manifest)
    for vocabulary in globalVocabulary where !known.contains(vocabulary.app) {
      notInstalled.append(AppManifest(name: vocabulary.app, supportedIntents: []))
    }
    self.notInstalled = notInstalled
    globalIndex = VocabularyIndex(global: globalVocabulary)
    dialog = DialogManager(
      configuration: DialogConfiguration(
        apps: self.records.map(\.manifest), appsNotInstalled: notInstalled,
        customIntents: Self.customIntents(of: plugins, definedApps: definedApps)))
  }

  /// The intents the plug-ins define themselves; the first plug-in to name one defines it.
  public static func customIntents(of plugins: [any SiriApp.Type]) -> [CustomIntent] {
    var seen = Set<IntentName>()
    var intents: [CustomIntent] = []
    for plugin in plugins {
      for custom in plugin.customIntents where seen.insert(custom.name).inserted {
        intents.append(custom)
      }
    }
    return intents
  }

  /// The intents the plug-ins and the apps made from definitions define themselves.
  public var customIntents: [CustomIntent] {
    Self.customIntents(of: plugins, definedApps: definedApps)
  }

  static func customIntents(of plugins: [any SiriApp.Type], definedApps: [DefinedApp])
    -> [CustomIntent]
  {
    customIntents(of: plugins) + definedApps.flatMap(\.customIntents)
  }

  /// The same apps with a new data set's records.
  func with(records: [AppRecord]) -> AppCatalog {
    AppCatalog(
      records, globalVocabulary: globalVocabulary, plugins: plugins, definedApps: definedApps)
  }

  /// The kinds of app the plug-ins run: what a data set is checked against.
  public var appKinds: AppKinds { InstalledApps.kinds(plugins) }

  /// The phrasings the plug-ins add in `locale`'s language, read from their files.
  public func pluginGrammars(locale: String) throws -> [Grammar] {
    let language = Understander.language(of: locale)
    let files = try Grammar.load(
      folders: plugins.compactMap { $0.grammarFolders[language] }, locale: locale,
      customIntents: customIntents)
    // An app made from a definition is phrased by its titles, in the definition's language.
    var grammars =
      try files
      + definedApps.map { app in
        try Grammar.load(
          text: app.grammar, file: "\(app.name) (its intent titles)", locale: locale,
          customIntents: app.customIntents)
      }
    for record in records where !(record.shortcuts ?? []).isEmpty {
      grammars.append(
        try Grammar.load(
          text: Self.shortcutsGrammar(record), file: "\(record.name)'s shortcuts (apps.json)",
          locale: locale, customIntents: customIntents))
    }
    return grammars
  }

  /// An app's recorded shortcut phrases as grammar rules: each phrase says its intent, with
  /// the parameter values the shortcut fixes.
  static func shortcutsGrammar(_ record: AppRecord) -> String {
    var lines: [String] = []
    for shortcut in record.shortcuts ?? [] {
      guard let phrasing = IntentDefinition.phrasing(shortcut.phrase, slots: []) else { continue }
      // Named as intentsh names it (`showDirections`) or as its definition does.
      lines.append("intent \(IntentName(definitionName: shortcut.intent).rawValue)")
      for (name, value) in (shortcut.parameters ?? [:]).sorted(by: { $0.key < $1.key }) {
        lines.append("set \(name) = \(value)")
      }
      lines.append("\(phrasing) [please]")
    }
    return lines.joined(separator: "\n") + "\n"
  }

  /// The example requests an app's vocabulary file gives (IntentPhrases), by intent.
  public func intentPhrases(for app: String) -> [IntentPhrase] {
    globalVocabulary.filter { $0.app == app }.flatMap(\.intentPhrases)
  }
}

/// What a session runs against: the state database, the apps installed from it, the clock.
public struct SessionEnvironment: Sendable {
  public let database: AppDatabase
  public let apps: InstalledApps
  public let clock: any DeviceClock
  /// The device's time zone: the one given, else the data set's, else UTC.
  public let timeZone: TimeZone
  public let catalog: AppCatalog
  /// The language requests are understood in, and phrasings added at start: kept for `:reset`.
  public let locale: String
  public let grammars: [Grammar]
  /// The data set the state came from, for `:reset`.
  public let dataSetFolder: URL?

  /// Understanding with the user vocabulary in the state database, then global vocabulary.
  public let understander: Understander
  /// Reads that failed where understanding could take no error; the session shows them.
  public let readFaults = ReadFaults()
  /// The catalog's dialog, Siri speaking the locale's language.
  public let dialog: DialogManager

  /// Reads the apps from the database.
  public init(
    database: AppDatabase, clock: any DeviceClock, timeZone: TimeZone? = nil,
    dataSetFolder: URL?, globalVocabulary: [AppIntentVocabulary] = [],
    plugins: [any SiriApp.Type] = InstalledApps.builtIn, definedApps: [DefinedApp] = [],
    locale: String = defaultLocale, grammars: [Grammar] = []
  ) throws {
    let records = try database.apps()
    try self.init(
      database: database, clock: clock, timeZone: timeZone, dataSetFolder: dataSetFolder,
      catalog: AppCatalog(
        records, globalVocabulary: AppIntentVocabulary.localized(globalVocabulary, for: locale),
        plugins: plugins,
        definedApps: DefinedApp.apps(of: records, in: dataSetFolder) + definedApps),
      locale: locale, grammars: grammars)
  }

  /// `locale` is the language requests are understood in ("fr-FR"); English by default.
  /// `grammars` are phrasings added at start (`--grammar`).
  public init(
    database: AppDatabase, clock: any DeviceClock, timeZone: TimeZone? = nil,
    dataSetFolder: URL?, catalog: AppCatalog, locale: String = defaultLocale,
    grammars: [Grammar] = []
  ) throws {
    self.database = database
    self.clock = clock
    self.locale = locale
    self.grammars = grammars
    self.timeZone = try timeZone ?? database.deviceTimeZone() ?? TimeZone(identifier: "UTC")!
    self.dataSetFolder = dataSetFolder
    self.catalog = catalog
    let language = DialogLanguage(locale: locale)
    dialog =
      language == catalog.dialog.configuration.language
      ? catalog.dialog
      : DialogManager(configuration: catalog.dialog.configuration.speaking(language))
    apps = try InstalledApps(
      catalog.records, database: database, clock: clock, plugins: catalog.plugins,
      definedApps: catalog.definedApps)
    let grammars = try catalog.pluginGrammars(locale: locale) + grammars
    let userData = StoredUserData(database: database, faults: readFaults)
    understander = Understander(
      apps: apps.manifests, appsNotInstalled: catalog.notInstalled,
      vocabulary: [StoredVocabulary(database: database, faults: readFaults), catalog.globalIndex],
      locale: locale, grammars: grammars,
      addressBook: userData, notebook: userData, places: userData)
  }

  /// A clock that stands at the state's device time and moves only when told: for replay.
  public static func replayClock(for database: AppDatabase) throws -> ManualClock {
    ManualClock(try database.deviceTime())
  }
}
