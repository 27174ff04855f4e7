import AppSupport
import IntentKit
import SpokenLanguage
import Store

/// A media app (ControlAudio, and any other of kind "media" in the data set), after the app of
/// WWDC20's "Design high quality Siri media interactions": it plays from its catalogue what a
/// media search asks for — something "perfect-ish" when nothing is asked, a broad search when
/// only a name is said — adds to the library and to the user's playlists, keeps what the user
/// likes, and finds things.
///
/// Like the session's ControlAudio before its fix, it teaches Siri no vocabulary at launch:
/// "70s punk classics" is heard as a decade and a genre until the user's vocabulary
/// (`:vocab add mediaPlaylistTitle ...`, what the app delegate's INVocabulary call does) or
/// the app's global vocabulary file names it.
public struct MediaApp: SiriApp {
  public static let kind = "media"
  public static let intents: Set<IntentName> = [
    .playMedia, .addMedia, .updateMediaAffinity, .searchForMedia,
  ]
  public static let dataFiles = [catalogFile, accountFile, playbackFile, libraryFile]

  /// The catalogue: songs, albums, artists, playlists, podcasts and their episodes,
  /// audiobooks, stations, music videos (`mediaCatalog.json`).
  static let catalogFile = AppDataFile(
    "mediaCatalog", of: CatalogItem.self, validate: CatalogItem.validate)
  /// The user's account with the app (`mediaAccount.json`): what they may play.
  static let accountFile = AppDataFile("mediaAccount", of: MediaAccount.self)
  /// What plays, kept as the user leaves it (`mediaPlayback.json`).
  static let playbackFile = AppDataFile("mediaPlayback", of: Playback.self)
  /// What the user saved and likes (`mediaLibrary.json`).
  static let libraryFile = AppDataFile("mediaLibrary", of: MediaLibrary.self)

  /// The speeds the app plays at: slower or faster is refused with its reason.
  static let playbackSpeeds: ClosedRange<Double> = 0.5...3

  let name: String
  let database: AppDatabase
  let serviceAvailable: Bool
  let clock: any DeviceClock
  /// The Now Playing commands the app registers handlers for (apps.json's `remoteCommands`;
  /// all when it names none).
  let registeredCommands: Set<RemoteCommandKind>

  public init(record: AppRecord, database: AppDatabase, clock: any DeviceClock) throws {
    name = record.name
    self.database = database
    self.clock = clock
    serviceAvailable = record.serviceAvailable ?? true
    registeredCommands = Set(
      record.remoteCommands?.compactMap(RemoteCommandKind.init(rawValue:))
        ?? RemoteCommandKind.allCases)
  }

  public var remoteCommandCenter: (any RemoteCommandCenter)? { MediaNowPlaying(app: self) }

  public var handlers: [IntentName: any IntentHandler] {
    [
      .playMedia: PlayMediaHandler(app: self).erased,
      .addMedia: AddMediaHandler(app: self).erased,
      .updateMediaAffinity: UpdateMediaAffinityHandler(app: self).erased,
      .searchForMedia: SearchForMediaHandler(app: self).erased,
    ]
  }

  // MARK: - The app's records

  func catalog() throws -> [CatalogItem] { try catalogIndex().items }

  /// The catalogue indexed for searching, made again only when it changes.
  func catalogIndex() throws -> CatalogIndex {
    try database.appData(CatalogItem.self, file: Self.catalogFile.name, app: name) {
      CatalogIndex($0)
    }
  }

  func account() throws -> MediaAccount {
    try database.appData(MediaAccount.self, file: Self.accountFile.name, app: name).first
      ?? .permissive(app: name)
  }

  func playback() throws -> Playback? {
    try database.appData(Playback.self, file: Self.playbackFile.name, app: name).first
  }

  func save(_ playback: Playback) throws {
    try database.saveAppData(
      playback, id: Playback.onlyID, file: Self.playbackFile.name, app: name)
  }

  func library() throws -> MediaLibrary {
    try database.appData(MediaLibrary.self, file: Self.libraryFile.name, app: name).first
      ?? .empty(app: name)
  }

  func save(_ library: MediaLibrary) throws {
    try database.saveAppData(
      library, id: MediaLibrary.onlyID, file: Self.libraryFile.name, app: name)
  }

  func save(_ item: CatalogItem) throws {
    try database.saveAppData(item, id: item.id, file: Self.catalogFile.name, app: name)
  }

  // MARK: - Resolution

  /// Why this user cannot play `item`, if they cannot: their account first, then the item.
  func unsupportedReason(_ item: CatalogItem?, account: MediaAccount) -> MediaItemUnsupportedReason?
  {
    if !serviceAvailable { return .serviceUnavailable }
    if account.loggedIn == false { return .loginRequired }
    if account.cellularDataAllowed == false { return .cellularDataSettings }
    guard let item else { return nil }
    if item.subscriberOnly == true, account.subscribed == false { return .subscriptionRequired }
    if item.explicit == true, account.allowsExplicit == false { return .explicitContentSettings }
    switch item.restriction {
    case .region?: return .regionRestriction
    case .content?: return .restrictedContent
    case .license?, nil: return nil
    }
  }

  /// The items a request's media items resolve to, as `resolveMediaItems` answers: the items
  /// already chosen; else what the words said in answer name; else what the search finds.
  /// `playing` asks for something to play: with no search at all, the app's own pick.
  /// `listing`: every item found is wanted (a search shows them all), so several of one name
  /// are not asked about.
  func resolveMediaItems(
    said: IntentValue?, search: MediaSearch?, playing: Bool, listing: Bool = false
  ) throws -> [ResolutionResult<MediaItem>] {
    let chosen = (said?.items ?? []).compactMap(MediaItem.init)
    if !chosen.isEmpty, chosen.count == said?.items.count {
      // Chosen from a list, or resolved before: each stands, if the user may play it.
      let catalog = try catalog()
      let account = try account()
      for item in chosen {
        if let reason = unsupportedReason(
          catalog.first { $0.id == item.identifier }, account: account)
        {
          return [.unsupported(forReason: reason)]
        }
      }
      return chosen.map { .success($0) }
    }
    var search = search
    if let words = said?.items.first?.spokenText, !words.isEmpty {
      // A name typed in answer to "What do you want to listen to?" is searched broadly.
      search = MediaSearch(mediaName: words)
    }
    let finder = try MediaFinder(app: self)
    let found: MediaFinder.Found
    if let search {
      found = finder.find(search, toPlay: playing)
    } else if playing {
      found = finder.perfectIsh()
    } else {
      return [.needsValue]
    }
    let account = try account()
    switch found {
    case .items(let items):
      if let reason = unsupportedReason(items.first, account: account) {
        return [.unsupported(forReason: reason)]
      }
      // "provide a few items with the best match first": the first plays, the rest are
      // offered.
      return items.prefix(4).map { .success($0.mediaItem) }
    case .station(let station, _):
      if let reason = unsupportedReason(nil, account: account) {
        return [.unsupported(forReason: reason)]
      }
      return [.success(station)]
    case .ambiguous(let items):
      if listing { return items.map { .success($0.mediaItem) } }
      return [.disambiguation(items.map(\.mediaItem))]
    case .unsupportedType:
      // A kind alone ("play the news") is for handle to refuse (failureUnknownMediaType); a
      // name of a kind the app does not carry is not found as that.
      guard search?.mediaName != nil || search?.artistName != nil else { return [.notRequired] }
      return [.unsupported(forReason: MediaItemUnsupportedReason.unsupportedMediaType)]
    case .nothingPlaying:
      return [.unsupported(forReason: MediaRequestUnsupportedReason.nothingPlaying)]
    case .none:
      return [.noMatch]
    }
  }
}
