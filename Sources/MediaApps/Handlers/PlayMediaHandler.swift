import IntentKit

/// INPlayMediaIntentHandling for a media app: the items from the search, the speed within
/// what the app plays, then playback — in the app, launched in the background (handleInApp),
/// or at once when it is already playing (success); a video in the foreground (continueInApp).
struct PlayMediaHandler: PlayMediaIntentHandling {
  let app: MediaApp

  func resolveMediaItems(for intent: PlayMediaIntent) async throws
    -> [ResolutionResult<MediaItem>]
  {
    try app.resolveMediaItems(
      said: intent.intent.said(PlayMediaIntent.mediaItems), search: intent.mediaSearch,
      playing: true)
  }

  func resolvePlaybackSpeed(for intent: PlayMediaIntent) async throws
    -> ResolutionResult<Double>
  {
    guard let speed = intent.playbackSpeed else { return .notRequired }
    let speeds = MediaApp.playbackSpeeds
    if speed < speeds.lowerBound {
      return .unsupported(
        forReason: PlaybackSpeedUnsupportedReason.belowMinimum, detail: .number(speeds.lowerBound))
    }
    if speed > speeds.upperBound {
      return .unsupported(
        forReason: PlaybackSpeedUnsupportedReason.aboveMaximum, detail: .number(speeds.upperBound))
    }
    return .success(speed)
  }

  func handle(intent: PlayMediaIntent) async throws -> PlayMediaIntentResponse {
    let account = try app.account()
    if account.needsFirstLaunch == true {
      return PlayMediaIntentResponse(code: .failureRequiringAppLaunch)
    }
    if let most = account.maxStreams, (account.streamsInUse ?? 0) >= most {
      return PlayMediaIntentResponse(code: .failureMaxStreamLimitReached)
    }
    let before = try app.playback()
    let finder = MediaFinder(index: try app.catalogIndex(), playback: before)
    guard let asked = intent.mediaItems?.first else {
      // Nothing resolved: the search asked only for a kind the app does not carry.
      return PlayMediaIntentResponse(code: .failureUnknownMediaType)
    }
    let output = [OutputField(MediaOutput.mediaItems, intent.mediaItems ?? [])]
    let songs: [CatalogItem]
    if asked.type == .algorithmicRadioStation {
      guard case .station(_, let found)? = intent.mediaSearch.map({ finder.find($0, toPlay: true) })
      else { return PlayMediaIntentResponse(code: .failure, output: output) }
      songs = found
    } else {
      guard let item = finder.byID[asked.identifier] else {
        return PlayMediaIntentResponse(code: .failure, output: output)
      }
      if item.restriction == .license {
        return PlayMediaIntentResponse(code: .failureRestrictedContent, output: output)
      }
      songs = finder.index.playable(item)
      guard !songs.isEmpty else {
        return PlayMediaIntentResponse(
          code: .failureNoUnplayedContent,
          output: output + [OutputField(MediaOutput.emptyContainer, item.title)])
      }
    }
    let wasPlaying = before?.isPlaying == true
    var playback: Playback
    switch intent.playbackQueueLocation {
    case .next, .later:
      if var queued = before, queued.current != nil {
        let at = intent.playbackQueueLocation == .next ? queued.index + 1 : queued.queue.count
        queued.queue.insert(contentsOf: songs.map(\.id), at: min(at, queued.queue.count))
        playback = queued
        break
      }
      fallthrough
    case .now, .unknown:
      let resumes =
        intent.resumePlayback == true && before?.container?.identifier == asked.identifier
      var queue = songs.map(\.id)
      if intent.playShuffled == true { queue = Self.shuffled(queue) }
      playback = Playback(
        app: app.name, id: Playback.onlyID, container: asked, queue: queue,
        index: resumes ? before?.index ?? 0 : 0, position: resumes ? before?.position ?? 0 : 0,
        isPlaying: true, shuffled: intent.playShuffled == true,
        repeatMode: intent.playbackRepeatMode == .unknown
          ? PlaybackRepeatMode.none.name : intent.playbackRepeatMode.name,
        rate: intent.playbackSpeed ?? 1, originalQueue: songs.map(\.id),
        // A plan without a subscription hears an advertisement first.
        adSecondsLeft: account.subscribed == false ? MediaNowPlaying.adSeconds : nil)
      if !playback.queue.indices.contains(playback.index) { playback.index = 0 }
    }
    playback.isPlaying = true
    playback.updatedAt = app.clock.now
    try app.save(playback)
    let playing = playback.current.flatMap { finder.byID[$0] }
    var info = output
    if let playing {
      info.append(OutputField(MediaOutput.nowPlayingTitle, playing.title))
      if let artist = playing.artist {
        info.append(OutputField(MediaOutput.nowPlayingArtist, artist))
      }
      if let album = playing.album.flatMap({ finder.byID[$0] }) {
        info.append(OutputField(MediaOutput.nowPlayingAlbum, album.title))
      }
    }
    // A video plays in the app on screen; audio in the app, launched in the background unless
    // it is playing already.
    if asked.type.isVideo { return PlayMediaIntentResponse(code: .continueInApp, output: info) }
    return PlayMediaIntentResponse(code: wasPlaying ? .success : .handleInApp, output: info)
  }

  /// The queue in an order that looks random but is the same at every run (each id's
  /// FNV-1a hash): a replayed transcript plays the same songs in the same order.
  static func shuffled(_ ids: [String]) -> [String] {
    func hash(_ id: String) -> UInt64 {
      id.utf8.reduce(0xcbf2_9ce4_8422_2325) { ($0 ^ UInt64($1)) &* 0x100_0000_01b3 }
    }
    return ids.sorted { hash($0) < hash($1) }
  }
}
