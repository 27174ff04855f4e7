import Foundation
import IntentKit
import Store

/// A media app's MPRemoteCommandCenter and MPNowPlayingInfoCenter: the handlers Siri's Now
/// Playing controls call, over the playback the app keeps (`mediaPlayback.json`). Playback
/// moves with the device clock: each call first brings the position up to date, the queue
/// moving on as items end (`:tick` lets time pass).
struct MediaNowPlaying: RemoteCommandCenter {
  let app: MediaApp

  /// The rates the app plays at, as its MPChangePlaybackRateCommand advertises them.
  var supportedPlaybackRates: [Double] { [0.5, 0.75, 1, 1.25, 1.5, 2, 3] }

  /// How long an advertisement plays before the first item, on a plan without a subscription.
  static let adSeconds = 15

  func availability(of command: RemoteCommandKind) throws -> RemoteCommandAvailability {
    guard app.registeredCommands.contains(command) else { return .noHandler }
    // During an advertisement on an ad-supported plan, skipping is off (isEnabled = false).
    if command == .nextTrack || command == .skipForward,
      let playback = try current(), (playback.adSecondsLeft ?? 0) > 0
    {
      return .disabled
    }
    return .enabled
  }

  func lastPlayed() throws -> Date? { try app.playback()?.updatedAt }

  func nowPlayingInfo() throws -> NowPlayingInfo? {
    guard let playback = try current() else { return nil }
    return try info(playback)
  }

  func perform(_ command: RemoteCommand) async throws -> RemoteCommandHandlerStatus {
    guard var playback = try current(), playback.current != nil else {
      return .noActionableNowPlayingItem
    }
    let catalog = try app.catalogIndex()
    switch command {
    case .pause:
      playback.isPlaying = false
    case .play:
      playback.isPlaying = true
    case .nextTrack:
      guard playback.index + 1 < playback.queue.count || playback.repeatMode == "all" else {
        return .noSuchContent
      }
      playback.index = (playback.index + 1) % playback.queue.count
      playback.position = 0
    case .previousTrack:
      // Within the first seconds, the one before; later, this one from its start.
      if playback.position < 3 {
        guard playback.index > 0 else { return .noSuchContent }
        playback.index -= 1
      }
      playback.position = 0
    case .skipForward(let seconds):
      playback.position += Int(seconds.rounded())
      playback = Self.caughtUp(playback, by: 0, in: catalog)
    case .skipBackward(let seconds):
      playback.position = max(0, playback.position - Int(seconds.rounded()))
    case .changeRepeatMode(let type):
      playback.repeatMode = Self.repeatMode(type).name
    case .changeShuffleMode(let type):
      playback.shuffled = type != .off
      // What is left of the queue after the item playing plays in another order, or back
      // in the order it was asked for.
      let upcoming = Array(playback.queue.dropFirst(playback.index + 1))
      let asked = playback.originalQueue ?? playback.queue
      let inOrder = asked.filter(upcoming.contains)
      playback.queue =
        Array(playback.queue.prefix(playback.index + 1))
        + (type == .off ? inOrder : PlayMediaHandler.shuffled(upcoming))
    case .changePlaybackRate(let rate):
      // A live station plays at the speed it is broadcast: the handler fails.
      guard let item = playback.current.flatMap({ catalog.byID[$0] }), item.kind != .radioStation
      else { return .commandFailed }
      guard supportedPlaybackRates.contains(rate) else { return .commandFailed }
      playback.rate = rate
    }
    playback.updatedAt = app.clock.now
    try app.save(playback)
    return .success
  }

  /// The playback brought up to the device clock, saved when it moved.
  private func current() throws -> Playback? {
    guard var playback = try app.playback() else { return nil }
    let now = app.clock.now
    let elapsed = Int(now.timeIntervalSince(playback.updatedAt ?? now))
    guard elapsed > 0, playback.isPlaying else { return playback }
    playback = Self.caughtUp(playback, by: elapsed, in: try app.catalogIndex())
    playback.updatedAt = now
    try app.save(playback)
    return playback
  }

  /// `playback` after `seconds` more of playing at its rate: the advertisement first, then the
  /// item, then the next ones; after the last, the queue starts again on repeat, else stops.
  static func caughtUp(_ playback: Playback, by seconds: Int, in catalog: CatalogIndex)
    -> Playback
  {
    var playback = playback
    var left = Int((Double(seconds) * playback.rate).rounded())
    if let ad = playback.adSecondsLeft, ad > 0 {
      let heard = min(ad, left)
      playback.adSecondsLeft = ad - heard
      left -= heard
    }
    playback.position += left
    while let id = playback.current, playback.position >= catalog.seconds(of: id) {
      playback.position -= catalog.seconds(of: id)
      if playback.repeatMode == PlaybackRepeatMode.one.name { continue }
      if playback.index + 1 < playback.queue.count {
        playback.index += 1
      } else if playback.repeatMode == PlaybackRepeatMode.all.name {
        playback.index = 0
      } else {
        playback.position = 0
        playback.isPlaying = false
        break
      }
    }
    return playback
  }

  private func info(_ playback: Playback) throws -> NowPlayingInfo? {
    let catalog = try app.catalogIndex()
    guard let item = playback.current.flatMap({ catalog.byID[$0] }) else { return nil }
    let repeatType: RepeatType =
      switch PlaybackRepeatMode(name: playback.repeatMode) {
      case .one?: .one
      case .all?: .all
      default: .off
      }
    return NowPlayingInfo(
      title: item.title, artist: item.artist,
      albumTitle: item.album.flatMap { catalog.byID[$0]?.title },
      container: playback.container?.spoken,
      elapsedSeconds: playback.position, durationSeconds: item.seconds,
      isPlaying: playback.isPlaying,
      rate: playback.rate, repeatType: repeatType, shuffleType: playback.shuffled ? .items : .off,
      queueIndex: playback.index, queueCount: playback.queue.count,
      adSecondsLeft: playback.adSecondsLeft ?? 0)
  }

  private static func repeatMode(_ type: RepeatType) -> PlaybackRepeatMode {
    switch type {
    case .off: .none
    case .one: .one
    case .all: .all
    }
  }
}
