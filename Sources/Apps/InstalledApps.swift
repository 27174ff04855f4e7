import AppSupport
import CarApps
import DefinitionApps
import IntentKit
import ListsApps
import MediaApps
import MessagingApps
import PaymentsApps
import RecipeApps
import RidesApps
import Store
import Synchronization

/// The apps of a data set, running in-process: their manifests and their intent handlers.
public struct InstalledApps: Sendable {
  /// The apps intentsh comes with.
  public static let builtIn: [any SiriApp.Type] = [
    MessagingApp.self, PaymentsApp.self, CarApp.self, ListsApp.self, RidesApp.self,
    MediaApp.self, RecipeAssistant.self,
  ]

  public let manifests: [AppManifest]
  /// The running apps by name.
  private let apps: [String: any SiriApp]
  /// Each app's handlers, made at its first request rather than at start: most sessions talk
  /// to a few apps, and making an app's handlers costs the start more than the request.
  private let handlers = HandlerCache()

  /// Apps made from an intent definition file alone, by name: their handlers are the
  /// definition's.
  private let definedHandlers: [String: [IntentName: any IntentHandler]]

  /// Starts every app of the data set against the state database, each by the plug-in of its
  /// kind, or for an app made from an intent definition (`definedApps`), by its definition.
  public init(
    _ records: [AppRecord], database: AppDatabase, clock: any DeviceClock,
    plugins: [any SiriApp.Type] = builtIn, definedApps: [DefinedApp] = []
  ) throws {
    definedHandlers = Dictionary(definedApps.map { ($0.name, $0.handlers) }) { first, _ in first }
    let byKind = Self.byKind(plugins)
    // A state kept from an earlier version of an app's records is brought up to date before
    // the app reads them.
    for kind in Set(records.map(\.kind)) {
      for file in byKind[kind]?.dataFiles ?? [] { try database.migrateAppData(file) }
    }
    var apps: [String: any SiriApp] = [:]
    for (index, record) in records.enumerated() where record.kind != DefinedApp.kind {
      // The data set was checked against the same plug-ins' kinds when it was loaded.
      guard let plugin = byKind[record.kind] else {
        throw DataSetError(
          file: "apps.json", problem: "[\(index)].kind: unknown \"\(record.kind)\"")
      }
      let app = try plugin.init(record: record, database: database, clock: clock)
      try app.registerVocabulary()
      apps[record.name] = app
    }
    self.manifests = records.map(\.manifest)
    self.apps = apps
  }

  /// Starts the apps of the data set in `database` once, for what their start writes there
  /// (the vocabulary they register): `DataSetCache` keeps a data set's image with it, so that a
  /// start from the image finds every term in place and only reads them.
  public static func registerVocabulary(
    in database: AppDatabase, plugins: [any SiriApp.Type] = builtIn
  ) throws {
    _ = try InstalledApps(
      database.apps(), database: database, clock: ManualClock(database.deviceTime()),
      plugins: plugins)
  }

  /// The handler an app runs for an intent, if it supports it.
  public func handler(app name: String, intent: IntentName) -> (any IntentHandler)? {
    handlers.made.withLock { made in
      // A dialog asks for the same handler at each of its steps (every parameter resolved,
      // confirm, handle): told by two short strings compared, not three dictionaries hashed.
      if let last = made.last, last.app == name, last.intent == intent { return last.handler }
      let handler: (any IntentHandler)?
      if let handlers = definedHandlers[name] {
        handler = handlers[intent]
      } else if let handlers = made.byApp[name] {
        handler = handlers[intent]
      } else {
        guard let app = apps[name] else { return nil }
        made.byApp[name] = app.handlers
        handler = made.byApp[name]?[intent]
      }
      made.last = (name, intent, handler)
      return handler
    }
  }

  /// The apps that play media, each with its Now Playing command center, by name.
  public var remoteCommandCenters: [(app: String, center: any RemoteCommandCenter)] {
    apps.keys.sorted().compactMap { name in
      apps[name]?.remoteCommandCenter.map { (name, $0) }
    }
  }

  /// The kinds of app the plug-ins run and the intents each can handle: what a data set's
  /// apps.json is checked against.
  public static func kinds(_ plugins: [any SiriApp.Type] = builtIn) -> AppKinds {
    let plugins = byKind(plugins)
    return AppKinds(plugins.mapValues { $0.intents }, dataFiles: plugins.mapValues { $0.dataFiles })
  }

  private static func byKind(_ plugins: [any SiriApp.Type]) -> [String: any SiriApp.Type] {
    // A later plug-in of a kind replaces an earlier one: a developer may run their own
    // "lists" app in place of ListOMat's.
    Dictionary(plugins.map { ($0.kind, $0) }) { _, later in later }
  }
}

/// The handlers made so far, shared by the copies of one `InstalledApps`.
private final class HandlerCache: Sendable {
  struct Made {
    var byApp: [String: [IntentName: any IntentHandler]] = [:]
    /// The handler last asked for.
    var last: (app: String, intent: IntentName, handler: (any IntentHandler)?)?
  }
  let made = Mutex(Made())
}
