/// Another name people use for an app (INAlternativeAppNames; at most 3).
public struct AlternativeAppName: Hashable, Sendable, Codable {
  public var name: String
  public var pronunciationHint: String?

  public init(name: String, pronunciationHint: String? = nil) {
    self.name = name
    self.pronunciationHint = pronunciationHint
  }
}

/// What an app declares to SiriKit: its names and its extension's Info.plist keys.
public struct AppManifest: Hashable, Sendable {
  public var name: String
  public var alternativeNames: [AlternativeAppName]
  /// IntentsSupported, in priority order.
  public var supportedIntents: [IntentName]
  /// IntentsRestrictedWhileLocked.
  public var intentsRestrictedWhileLocked: [IntentName]
  /// Intents whose handler re-authenticates the device owner before acting.
  public var intentsRequiringAuthentication: [IntentName]

  public init(
    name: String,
    alternativeNames: [AlternativeAppName] = [],
    supportedIntents: [IntentName],
    intentsRestrictedWhileLocked: [IntentName] = [],
    intentsRequiringAuthentication: [IntentName] = []
  ) {
    self.name = name
    self.alternativeNames = alternativeNames
    self.supportedIntents = supportedIntents
    self.intentsRestrictedWhileLocked = intentsRestrictedWhileLocked
    self.intentsRequiringAuthentication = intentsRequiringAuthentication
  }

  public func supports(_ intent: IntentName) -> Bool { supportedIntents.contains(intent) }

  /// Every name the app answers to: its own first, then the alternatives.
  public var allNames: [String] { [name] + alternativeNames.map(\.name) }

  /// Every way of saying the app: its names, then the alternatives' pronunciation hints.
  public var spokenNames: [String] { allNames + alternativeNames.compactMap(\.pronunciationHint) }
}
