import IntentKit
import SpokenLanguage
import TestSupport
import Testing
import Understanding

/// Media requests as SiriKit delivers them to a media app: an INMediaSearch filled field by
/// field, the five patterns of WWDC20's "Design high quality Siri media interactions" first.
@Suite("Media requests")
struct MediaRequestTests {
  static let apps = [DemoApps.controlAudio, DemoApps.unicornChat, DemoApps.listOMat]
  static let plain = Understander(apps: apps)

  /// With ControlAudio's global vocabulary (its AppIntentVocabulary.plist's playlist) and,
  /// when given, user vocabulary of one type.
  static func withVocabulary(_ user: [(String, VocabularyStringType)] = []) -> Understander {
    let global = VocabularyIndex(global: [
      AppIntentVocabulary(
        app: "ControlAudio",
        parameterVocabularies: [
          ParameterVocabulary(
            parameterNames: [
              IntentParameterName(intentClass: "INPlayMediaIntent", property: "playlistTitle")
            ],
            items: [
              VocabularyItem(
                identifier: "70s punk anthems",
                synonyms: [VocabularySynonym(phrase: "70s punk anthems", pronunciation: nil)])
            ])
        ])
    ])
    let terms = VocabularyIndex(
      user.map { phrase, type in
        (
          VocabularyEntry(
            term: SpeakableString(spokenPhrase: phrase), scope: .user(type), owner: nil), []
        )
      })
    return Understander(apps: apps, vocabulary: [terms, global])
  }

  func search(_ text: String, _ understander: Understander = plain) -> MediaSearch? {
    understander.understand(text)?.parameters[MediaRequest.mediaSearch].flatMap(MediaSearch.init)
  }

  @Test func playingTheAppAloneHasNoMediaSearch() {
    let intent = Self.plain.understand("play ControlAudio")
    #expect(intent == Intent(name: .playMedia, app: "ControlAudio"))
  }

  @Test func theSeedsPatternsGiveTheSearchesItShows() {
    #expect(search("play music in ControlAudio") == MediaSearch(mediaType: .music))
    #expect(
      search("play Special Disaster Team in ControlAudio")
        == MediaSearch(mediaName: "Special Disaster Team"))
    #expect(
      search("play Maybe Sometime by Special Disaster Team in ControlAudio")
        == MediaSearch(mediaName: "Maybe Sometime", artistName: "Special Disaster Team"))
    #expect(
      search("play my WWDC playlist in ControlAudio")
        == MediaSearch(mediaType: .playlist, mediaName: "WWDC"))
  }

  @Test func withoutVocabularyTheSeventiesPunkPlaylistIsADecadeAndAGenre() {
    #expect(
      search("put on some 70s punk classics")
        == MediaSearch(
          genreNames: ["punk"], releaseDate: ReleaseDateRange(startYear: 1970, endYear: 1979)))
  }

  @Test func userVocabularyMakesItThePlaylistItNames() {
    let understander = Self.withVocabulary([("70s punk classics", .mediaPlaylistTitle)])
    #expect(
      search("put on some 70s punk classics", understander)
        == MediaSearch(mediaType: .playlist, mediaName: "70s punk classics"))
  }

  @Test func globalVocabularyGivesTheItemsIdentifier() {
    #expect(
      search("put on some 70s punk anthems", Self.withVocabulary())
        == MediaSearch(mediaType: .playlist, mediaName: "70s punk anthems"))
  }

  @Test func eachMediaVocabularyTypeSetsItsMediaType() {
    let understander = Self.withVocabulary([
      ("Velvet Static", .mediaMusicArtistName), ("The Time Machine", .mediaAudiobookTitle),
      ("H. G. Wells", .mediaAudiobookAuthorName), ("Siri Stories", .mediaShowTitle),
    ])
    #expect(
      search("play Velvet Static", understander)
        == MediaSearch(mediaType: .artist, artistName: "Velvet Static"))
    #expect(
      search("play The Time Machine", understander)
        == MediaSearch(mediaType: .audioBook, mediaName: "The Time Machine"))
    #expect(
      search("play something by H. G. Wells", understander)
        == MediaSearch(mediaType: .audioBook, artistName: "H. G. Wells"))
    #expect(
      search("play Siri Stories", understander)
        == MediaSearch(mediaType: .podcastShow, mediaName: "Siri Stories"))
  }

  @Test func sortOrdersMoodsAndTheItemPlaying() {
    #expect(
      search("play the newest episode of Siri Stories")
        == MediaSearch(mediaType: .podcastEpisode, sortOrder: .newest, mediaName: "Siri Stories"))
    #expect(search("play something chill") == MediaSearch(moodNames: ["chill"]))
    #expect(search("play more like this") == MediaSearch(reference: .currentlyPlaying))
    // "music" alone is music, not a music video.
    #expect(search("shuffle my music") == MediaSearch(mediaType: .music))
  }

  @Test func howToPlayIsSaidBesideTheSearch() {
    let shuffled = Self.plain.understand("shuffle my WWDC playlist")
    #expect(shuffled?.parameters[PlayMediaIntent.playShuffled.name] == .boolean(true))
    let speed = Self.plain.understand("play the audiobook at 1.5x")
    #expect(speed?.parameters[PlayMediaIntent.playbackSpeed.name] == .number(1.5))
    let negative = Self.plain.understand("play Siri Stories at -1x")
    #expect(negative?.parameters[PlayMediaIntent.playbackSpeed.name] == .number(-1))
    let next = Self.plain.understand("play Countdown next")
    #expect(next?.parameters[PlayMediaIntent.playbackQueueLocation.name] == .string("next"))
  }

  @Test func addingLikingAndFinding() {
    let add = Self.plain.understand("add this song to my road trip playlist")
    #expect(add?.name == .addMedia)
    #expect(add?.parameters[AddMediaIntent.mediaDestination.name] == .string("road trip"))
    let like = Self.plain.understand("tell ControlAudio I love punk")
    #expect(like?.name == .updateMediaAffinity)
    #expect(like?.parameters[UpdateMediaAffinityIntent.affinityType.name] == .string("like"))
    #expect(
      Self.plain.understand("find Special Disaster Team on ControlAudio")?.name == .searchForMedia)
  }

  @Test(arguments: [
    "play chess with me", "let's play checkers", "put on an alarm for 8 am", "put the kettle on",
    "pick up milk at the store",
  ])
  func whatNoMediaAppPlaysIsNoMediaRequest(_ text: String) {
    #expect(Self.plain.understand(text)?.name != .playMedia)
  }

  @Test func aSpeedTypedInAnswerIsANumber() {
    #expect(Self.plain.interpret("at 2x", expecting: .value(.number)) == .value(.number(2)))
    #expect(Self.plain.interpret("1.25", expecting: .value(.number)) == .value(.number(1.25)))
  }
}

/// Now Playing controls, as WWDC20's media session lists them: no SiriKit intent, but the
/// commands and questions of the app playing.
@Suite("Now Playing requests")
struct NowPlayingRequestTests {
  func request(_ text: String) -> NowPlayingRequest? {
    MediaRequestTests.plain.understand(text).flatMap(NowPlayingRequest.init)
  }

  @Test func theSessionsCommandsReachTheirHandlers() {
    #expect(request("pause") == .command(.pause))
    #expect(request("resume") == .command(.play))
    #expect(request("next track") == .command(.nextTrack))
    #expect(request("previous track") == .command(.previousTrack))
    #expect(request("skip forward 30 seconds") == .command(.skipForward(seconds: 30)))
    #expect(request("skip back") == .command(.skipBackward(seconds: 15)))
    #expect(request("turn on shuffle") == .command(.changeShuffleMode(.items)))
    #expect(request("repeat this song") == .command(.changeRepeatMode(.one)))
    #expect(request("turn off repeat") == .command(.changeRepeatMode(.off)))
    #expect(request("play it slower") == .changeRateStep(slower: true))
    #expect(request("play at half speed") == .command(.changePlaybackRate(0.5)))
  }

  @Test func theQuestionsReadNowPlayingInfo() {
    #expect(request("what song is this?") == .question(.title))
    #expect(request("what band is this?") == .question(.artist))
    #expect(request("what album is this?") == .question(.albumTitle))
    #expect(request("who sings this") == .question(.artist))
    #expect(request("what is the name of the song playing now") == .question(.title))
  }

  @Test func playingSomethingIsStillAnIntent() {
    #expect(MediaRequestTests.plain.understand("play Countdown")?.name == .playMedia)
    #expect(MediaRequestTests.plain.understand("shuffle my WWDC playlist")?.name == .playMedia)
  }
}
