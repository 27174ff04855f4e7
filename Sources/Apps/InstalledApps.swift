import IntentKit
import Store

/// The apps of a data set, running in-process: their manifests and their intent handlers.
public struct InstalledApps: Sendable {
  public let manifests: [AppManifest]
  private let handlers: [String: [IntentName: any IntentHandler]]

  /// Starts every app of the data set against the state database.
  public init(_ records: [AppRecord], database: AppDatabase, clock: any DeviceClock) throws {
    var handlers: [String: [IntentName: any IntentHandler]] = [:]
    for (index, record) in records.enumerated() {
      switch record.kind {
      case "messaging":
        let app = MessagingApp(
          name: record.name, database: database, clock: clock,
          serviceAvailable: record.serviceAvailable ?? true, members: record.members ?? [])
        try app.registerVocabulary()
        handlers[record.name] = app.handlers
      case "payments":
        let app = PaymentsApp(name: record.name, database: database, clock: clock)
        try app.registerVocabulary()
        handlers[record.name] = app.handlers
      case "car":
        let app = CarApp(name: record.name, database: database)
        try app.registerVocabulary()
        handlers[record.name] = app.handlers
      case "lists":
        let app = ListsApp(name: record.name, database: database, clock: clock)
        try app.registerVocabulary()
        handlers[record.name] = app.handlers
      case "rides":
        let app = RidesApp(name: record.name, database: database, clock: clock)
        try app.registerVocabulary()
        handlers[record.name] = app.handlers
      default:
        // DataSetValidator lets through only the kinds handled above.
        throw DataSetError(
          file: "apps.json", problem: "[\(index)].kind: unknown \"\(record.kind)\"")
      }
    }
    self.manifests = records.map(\.manifest)
    self.handlers = handlers
  }

  /// The handler an app runs for an intent, if it supports it.
  public func handler(app: String, intent: IntentName) -> (any IntentHandler)? {
    handlers[app]?[intent]
  }
}
