import Apps
import Foundation
import IntentKit
import Store
import Testing

@testable import MediaApps

/// ControlAudio on the demo data: its catalogue of artists, albums, songs, playlists, podcasts,
/// an audiobook, a station and a music video; nothing playing.
@Suite struct MediaAppTests {
  let clock = ManualClock(Date(timeIntervalSince1970: 1_800_000_000))
  let database: AppDatabase
  let app: MediaApp

  init() throws {
    try self.init { _ in }
  }

  init(_ change: (inout DataSet) -> Void) throws {
    var dataSet = try DataSetLoader.load(DataSetLoader.demoFolder, appKinds: InstalledApps.kinds())
    change(&dataSet)
    database = try AppDatabase.inMemory()
    try database.importDataSet(dataSet)
    let record = try #require(dataSet.apps.first { $0.kind == MediaApp.kind })
    app = try MediaApp(record: record, database: database, clock: clock)
  }

  func playing(_ search: MediaSearch?, _ parameters: [String: IntentValue] = [:]) -> PlayMediaIntent
  {
    var intent = Intent(name: .playMedia, app: "ControlAudio", parameters: parameters)
    intent.parameters[MediaRequest.mediaSearch] = search.map(IntentValue.mediaSearch)
    return PlayMediaIntent(intent)
  }

  func resolved(_ search: MediaSearch?) async throws -> [ResolutionResult<MediaItem>] {
    try await PlayMediaHandler(app: app).resolveMediaItems(for: playing(search))
  }

  /// The ids of the items each result settles on, or the result's kind.
  func ids(_ results: [ResolutionResult<MediaItem>]) -> [String] {
    results.map { result in
      switch result {
      case .success(let item): return item.identifier
      case .disambiguation(let items): return "?" + items.map(\.identifier).joined(separator: "|")
      default: return result.kind
      }
    }
  }

  @Test func withNoSearchTheAppPlaysItsPerfectIshDefault() async throws {
    #expect(ids(try await resolved(nil)) == ["playlist-controlaudio-mix"])
    #expect(
      ids(try await resolved(MediaSearch(mediaType: .music))) == ["playlist-controlaudio-mix"])
  }

  @Test func aNameAloneIsSearchedAcrossEveryKind() async throws {
    #expect(
      ids(try await resolved(MediaSearch(mediaName: "Special Disaster Team"))) == ["artist-sdt"])
    // A song and its video: the song first, the video offered.
    #expect(
      ids(try await resolved(MediaSearch(mediaName: "maybe sometime")))
        == ["song-maybe-sometime", "video-maybe-sometime"])
  }

  @Test func aTitleAndAnArtistNarrowTheSearch() async throws {
    let search = MediaSearch(mediaName: "Maybe Sometime", artistName: "Special Disaster Team")
    #expect(ids(try await resolved(search)).first == "song-maybe-sometime")
    #expect(
      ids(try await resolved(MediaSearch(artistName: "Special Disaster Team"))) == ["artist-sdt"])
  }

  @Test func aPlaylistTypeFindsThePlaylistOfThatName() async throws {
    let search = MediaSearch(mediaType: .playlist, mediaName: "WWDC")
    #expect(ids(try await resolved(search)) == ["playlist-wwdc"])
  }

  @Test func aSongAndAnAlbumOfOneNameAreAskedAbout() async throws {
    #expect(
      ids(try await resolved(MediaSearch(mediaName: "Neon Nights")))
        == ["?song-neon-nights|album-neon-nights"])
    #expect(
      ids(try await resolved(MediaSearch(mediaType: .album, mediaName: "Neon Nights")))
        == ["album-neon-nights"])
  }

  @Test func aVocabularyIdentifierIsTheItemItNames() async throws {
    let search = MediaSearch(
      mediaType: .podcastEpisode, sortOrder: .newest, mediaName: "show-unicorn-hour")
    #expect(ids(try await resolved(search)) == ["episode-uh-3"])
  }

  @Test func genresDecadesAndMoodsMakeAStationOfSongs() async throws {
    let results = try await resolved(
      MediaSearch(
        genreNames: ["punk"], releaseDate: ReleaseDateRange(startYear: 1970, endYear: 1979)))
    guard case .success(let station)? = results.first else {
      Issue.record("expected a station, got \(results)")
      return
    }
    #expect(station.type == .algorithmicRadioStation)
    #expect(station.title == "70s Punk")
    #expect(ids(try await resolved(MediaSearch(genreNames: ["polka"]))) == ["unsupported"])
  }

  @Test func theUsersAccountDecidesWhatPlays() async throws {
    let loggedOut = try MediaAppTests { dataSet in
      dataSet.appData["mediaAccount"] = [
        AppDataRecord(
          app: "ControlAudio", id: "account",
          json: #"{"app":"ControlAudio","id":"account","loggedIn":false}"#)
      ]
    }
    let result = try await loggedOut.resolved(MediaSearch(mediaName: "Countdown"))
    #expect(result == [.unsupported(forReason: MediaItemUnsupportedReason.loginRequired)])
    // Items the catalogue restricts, whoever asks.
    #expect(
      try await resolved(MediaSearch(mediaName: "Blank Channel"))
        == [.unsupported(forReason: MediaItemUnsupportedReason.regionRestriction)])
  }

  @Test func aSpeedOutsideWhatTheAppPlaysIsRefusedWithItsReason() async throws {
    let handler = PlayMediaHandler(app: app)
    for (speed, reason) in [
      (0.0, PlaybackSpeedUnsupportedReason.belowMinimum), (-1, .belowMinimum), (100, .aboveMaximum),
    ] {
      let intent = playing(nil, [PlayMediaIntent.playbackSpeed.name: .number(speed)])
      let limit = reason == .belowMinimum ? 0.5 : 3
      #expect(
        try await handler.resolvePlaybackSpeed(for: intent)
          == .unsupported(forReason: reason, detail: .number(limit)))
    }
    let fine = playing(nil, [PlayMediaIntent.playbackSpeed.name: .number(1.5)])
    #expect(try await handler.resolvePlaybackSpeed(for: fine) == .success(1.5))
  }

  @Test func playingLaunchesTheAppInTheBackgroundThenPlaysInIt() async throws {
    let handler = PlayMediaHandler(app: app)
    let item = MediaItem(identifier: "playlist-wwdc", title: "WWDC", type: .playlist)
    let intent = playing(
      MediaSearch(mediaType: .playlist, mediaName: "WWDC"),
      [MediaRequest.mediaItems.name: .array([.mediaItem(item)])])
    let first = try await handler.handle(intent: intent)
    #expect(first.code == .handleInApp)
    #expect(
      first.output.first { $0.name == MediaOutput.nowPlayingTitle.name }?.value
        == .string("Countdown"))
    let playback = try #require(try app.playback())
    #expect(
      playback.queue == ["song-countdown", "song-tide-pool", "song-low-tide", "song-turbo-heart"])
    #expect(playback.isPlaying)
    // The app is running now: the next request plays at once.
    #expect(try await handler.handle(intent: intent).code == .success)
  }

  @Test func anEmptyPlaylistHasNothingToPlay() async throws {
    let item = MediaItem(
      identifier: "playlist-saved-for-later", title: "Saved for Later", type: .playlist)
    let intent = playing(nil, [MediaRequest.mediaItems.name: .array([.mediaItem(item)])])
    #expect(
      try await PlayMediaHandler(app: app).handle(intent: intent).code == .failureNoUnplayedContent)
  }

  @Test func aPlaylistAddedToMustBeTheUsersOwn() async throws {
    let handler = AddMediaHandler(app: app)
    func destination(_ said: String?) async throws -> ResolutionResult<MediaDestination> {
      var intent = Intent(name: .addMedia, app: "ControlAudio")
      intent.parameters[AddMediaIntent.mediaDestination.name] = said.map(IntentValue.string)
      return try await handler.resolveMediaDestination(for: AddMediaIntent(intent))
    }
    #expect(try await destination(nil) == .success(.library))
    #expect(try await destination("road trip") == .success(.playlist("Road Trip")))
    #expect(
      try await destination("workout")
        == .unsupported(forReason: AddMediaDestinationUnsupportedReason.playlistNameNotFound))
    #expect(
      try await destination("70s punk anthems")
        == .unsupported(forReason: AddMediaDestinationUnsupportedReason.playlistNotEditable))
  }

  @Test func aCatalogueReferenceToNothingIsRefusedNamingItsKeyPath() throws {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("media-catalog-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    try Data(#"{"extends": "demo"}"#.utf8).write(to: folder.appendingPathComponent("dataset.json"))
    func load(_ catalog: String) -> String {
      do {
        try Data(catalog.utf8).write(to: folder.appendingPathComponent("mediaCatalog.json"))
        _ = try DataSetLoader.load(folder, appKinds: InstalledApps.kinds())
        return "loaded"
      } catch {
        return "\(error)"
      }
    }
    let dangling = load(
      #"[{"app":"ControlAudio","id":"p","kind":"playlist","title":"P","items":["a","nope"]},{"app":"ControlAudio","id":"a","kind":"song","title":"A"}]"#
    )
    #expect(
      dangling.hasSuffix(
        #"mediaCatalog.json: [0].items[1]: no item "nope" in ControlAudio's catalogue"#))
    let badKind = load(#"[{"app":"ControlAudio","id":"a","kind":"ringtone","title":"A"}]"#)
    #expect(
      badKind.contains(#"mediaCatalog.json: [0].kind: unknown kind "ringtone" (kinds: song,"#))
  }
}

/// ControlAudio's Now Playing: its remote command handlers and what it says plays, moving with
/// the device clock.
@Suite struct MediaNowPlayingTests {
  let fixture: MediaAppTests
  var app: MediaApp { fixture.app }
  var clock: ManualClock { fixture.clock }

  init() throws {
    try self.init { _ in }
  }

  init(_ change: (inout DataSet) -> Void) throws {
    fixture = try MediaAppTests(change)
  }

  /// Plays the WWDC playlist: Countdown (162 s), Tide Pool (154 s), Low Tide, Turbo Heart.
  func playWWDC() async throws {
    let item = MediaItem(identifier: "playlist-wwdc", title: "WWDC", type: .playlist)
    var intent = Intent(name: .playMedia, app: "ControlAudio")
    intent[MediaRequest.mediaItems] = [item]
    _ = try await PlayMediaHandler(app: app).handle(intent: PlayMediaIntent(intent))
  }

  var center: any RemoteCommandCenter { MediaNowPlaying(app: app) }

  @Test func nothingPlayedIsNothingPlaying() async throws {
    #expect(try center.lastPlayed() == nil)
    #expect(try center.nowPlayingInfo() == nil)
    #expect(try await center.perform(.nextTrack) == .noActionableNowPlayingItem)
  }

  @Test func playbackMovesOnWithTheClock() async throws {
    try await playWWDC()
    #expect(try center.nowPlayingInfo()?.title == "Countdown")
    clock.advance(by: 180)
    let info = try #require(try center.nowPlayingInfo())
    #expect(info.title == "Tide Pool")
    #expect(info.elapsedSeconds == 18)
    #expect(info.queueIndex == 1)
    // Past the last song, playback stops.
    clock.advance(by: 3600)
    #expect(try center.nowPlayingInfo()?.isPlaying == false)
  }

  @Test func commandsChangeWhatPlays() async throws {
    try await playWWDC()
    #expect(try await center.perform(.nextTrack) == .success)
    #expect(try center.nowPlayingInfo()?.title == "Tide Pool")
    #expect(try await center.perform(.previousTrack) == .success)
    #expect(try center.nowPlayingInfo()?.title == "Countdown")
    #expect(try await center.perform(.previousTrack) == .noSuchContent)
    #expect(try await center.perform(.skipForward(seconds: 30)) == .success)
    #expect(try center.nowPlayingInfo()?.elapsedSeconds == 30)
    #expect(try await center.perform(.pause) == .success)
    clock.advance(by: 600)
    #expect(try center.nowPlayingInfo()?.elapsedSeconds == 30)
    #expect(try await center.perform(.changePlaybackRate(0.5)) == .success)
    #expect(try center.nowPlayingInfo()?.rate == 0.5)
    #expect(try await center.perform(.changePlaybackRate(7)) == .commandFailed)
    #expect(try await center.perform(.changeRepeatMode(.one)) == .success)
    #expect(try center.nowPlayingInfo()?.repeatType == .one)
  }

  @Test func aPlanWithoutASubscriptionDisablesSkippingDuringTheAdvertisement() async throws {
    let free = try MediaNowPlayingTests { dataSet in
      dataSet.appData["mediaAccount"] = [
        AppDataRecord(
          app: "ControlAudio", id: "account",
          json: #"{"app":"ControlAudio","id":"account","subscribed":false}"#)
      ]
    }
    try await free.playWWDC()
    #expect(try free.center.availability(of: .nextTrack) == .disabled)
    #expect(try free.center.availability(of: .pause) == .enabled)
    free.clock.advance(by: 15)
    #expect(try free.center.availability(of: .nextTrack) == .enabled)
    #expect(try free.center.nowPlayingInfo()?.elapsedSeconds == 0)
  }

  @Test func anAppRegistersOnlyTheHandlersItsRecordNames() throws {
    let few = try MediaNowPlayingTests { dataSet in
      for index in dataSet.apps.indices where dataSet.apps[index].name == "ControlAudio" {
        dataSet.apps[index].remoteCommands = ["play", "pause"]
      }
    }
    #expect(try few.center.availability(of: .pause) == .enabled)
    #expect(try few.center.availability(of: .skipForward) == .noHandler)
  }
}
