import Foundation
import IntentKit
import Store

/// An app intentsh runs in-process, as one plug-in: the kind of app apps.json names, the
/// intents it can handle (SiriKit's, and any it defines itself), how it starts from its
/// apps.json record, its handlers, the vocabulary it teaches Siri at launch and its phrasings. The built-in apps are plug-ins like any other; a
/// developer's own app conforms in its own package and is passed to `InstalledApps`.
public protocol SiriApp: Sendable {
  /// The `kind` apps.json gives an app of this type ("messaging", "lists").
  static var kind: String { get }
  /// The intents an app of this kind can handle; apps.json's `intentsSupported` picks among
  /// them.
  static var intents: Set<IntentName> { get }
  /// Starts the app the data set's record describes, against the state database.
  init(record: AppRecord, database: AppDatabase, clock: any DeviceClock) throws
  /// The handler for each intent the app implements.
  var handlers: [IntentName: any IntentHandler] { get }
  /// As the app's INVocabulary calls at launch: the user vocabulary it teaches Siri.
  func registerVocabulary() throws
  /// Phrasings the app adds to the assistant's understanding of its intents, as Apple lets an
  /// app suggest its own (AppIntentVocabulary's IntentPhrases): a folder of `.grammar` files
  /// (the README's notation) per language, "en" or "fr".
  static var grammarFolders: [String: URL] { get }
  /// The intents the app defines itself (custom intents), with what Siri says for them; an
  /// app handles them as any other, and lists them in `intents`. Its grammar files phrase them.
  static var customIntents: [CustomIntent] { get }
  /// A media app's MPRemoteCommandCenter and MPNowPlayingInfoCenter: what Siri's Now Playing
  /// controls ("next track", "what song is this?") reach. Nil for an app that plays nothing.
  var remoteCommandCenter: (any RemoteCommandCenter)? { get }
  /// The data set files the app keeps its own records in (`AppDataFile`: a coffee shop's
  /// menu), which it reads and writes with `AppDatabase.appData` and `saveAppData`.
  static var dataFiles: [AppDataFile] { get }
}

extension SiriApp {
  public func registerVocabulary() throws {}
  public static var grammarFolders: [String: URL] { [:] }
  public static var customIntents: [CustomIntent] { [] }
  public static var dataFiles: [AppDataFile] { [] }
  public var remoteCommandCenter: (any RemoteCommandCenter)? { nil }
}
