import Testing

@testable import IntentKit

/// SiriKit's media values: the search's fields, their enums' raw values, release dates.
@Suite struct MediaTests {
  @Test func yearsAndDecadesAreReadAsPeopleWriteThem() {
    #expect(ReleaseDateRange(written: "1985") == ReleaseDateRange(startYear: 1985, endYear: 1985))
    #expect(ReleaseDateRange(written: "1970s") == ReleaseDateRange(startYear: 1970, endYear: 1979))
    #expect(ReleaseDateRange(written: "70s") == ReleaseDateRange(startYear: 1970, endYear: 1979))
    #expect(ReleaseDateRange(written: "'70s") == ReleaseDateRange(startYear: 1970, endYear: 1979))
    #expect(ReleaseDateRange(written: "70's") == ReleaseDateRange(startYear: 1970, endYear: 1979))
    #expect(ReleaseDateRange(written: "20s") == ReleaseDateRange(startYear: 2020, endYear: 2029))
    for text in ["75s", "1975s", "seventies", "", "s", "12345"] {
      #expect(ReleaseDateRange(written: text) == nil, "\(text)")
    }
  }

  @Test func aGrammarFixesFieldsBySiriKitsNames() {
    var search = MediaSearch()
    let fixed = [
      search.fix(.mediaType, to: "playlist"), search.fix(.sortOrder, to: "newest"),
      search.fix(.reference, to: "currentlyPlaying"), search.fix(.genreNames, to: "punk"),
    ]
    #expect(fixed == [true, true, true, true])
    let ringtone = search.fix(.mediaType, to: "ringtone")
    #expect(!ringtone)
    #expect(
      search
        == MediaSearch(
          mediaType: .playlist, sortOrder: .newest, genreNames: ["punk"],
          reference: .currentlyPlaying))
    #expect(
      search.traced
        == #"INMediaSearch(mediaType: playlist, sortOrder: newest, genreNames: ["punk"], reference: currentlyPlaying)"#
    )
  }

  @Test func theMediaEnumsHaveTheSDKsRawValues() {
    #expect(MediaItemType.playlist.rawValue == 5)
    #expect(MediaItemType.music.rawValue == 18)
    #expect(MediaItemType.news.rawValue == 20)
    #expect(PlayMediaIntentResponseCode.handleInApp.rawValue == 5)
    #expect(PlayMediaIntentResponseCode.failureMaxStreamLimitReached.rawValue == 11)
    #expect(PlayMediaIntentResponseCode.handleInApp.category == .handleInApp)
    #expect(AddMediaIntentResponseCode.handleInApp.rawValue == 4)
    #expect(AddMediaIntentResponseCode.failure.category == .failure)
    #expect(SearchForMediaIntentResponseCode.continueInApp.category == .continueInApp)
    #expect(MediaItemUnsupportedReason.regionRestriction.rawValue == 8)
    #expect(AddMediaDestinationUnsupportedReason.playlistNotEditable.rawValue == 2)
    #expect(PlaybackQueueLocation.later.rawValue == 3)
    #expect(PlaybackRepeatMode.one.rawValue == 3)
  }

  @Test func theMediaIntentsTakeTheirSearchAsSaid() {
    for schema in [
      IntentCatalog.playMedia, IntentCatalog.addMedia, IntentCatalog.updateMediaAffinity,
      IntentCatalog.searchForMedia,
    ] {
      #expect(schema.unresolvedParameters == [MediaRequest.mediaSearch])
      #expect(schema.parameters.first?.name == MediaRequest.mediaItems.name)
      #expect(!schema.alwaysRestrictedWhileLocked)
    }
    #expect(IntentCatalog.playMedia.intentClass == "INPlayMediaIntent")
  }
}

extension MediaTests {
  @Test func aReasonIsTypedOnlyAsItsOwnEnum() {
    let reason = UnsupportedReason(MediaItemUnsupportedReason.regionRestriction)
    #expect(reason.typed(MediaItemUnsupportedReason.self) == .regionRestriction)
    // Raw value 8 is no playback speed reason, and 1 would be one: the type decides.
    let login = UnsupportedReason(MediaItemUnsupportedReason.loginRequired)
    #expect(login.typed(PlaybackSpeedUnsupportedReason.self) == nil)
  }
}
