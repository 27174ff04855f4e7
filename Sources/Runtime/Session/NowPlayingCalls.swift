import Dialog
import Foundation
import IntentKit

extension Session {
  /// Siri's Now Playing controls: the request goes to the Now Playing app, the media app that
  /// played last, as MPRemoteCommandCenter's command (under the handler deadline, like any
  /// call to an app) or as a question its MPNowPlayingInfoCenter answers. No media app has
  /// played: nothing is playing.
  func nowPlaying(_ request: NowPlayingRequest) async -> DialogEvent {
    guard let (app, center) = lastPlaying(among: nil) else {
      trace("nowPlaying", "no app has played")
      return .nowPlayingAnswered(NowPlayingResult(app: nil, request: request))
    }
    let outcome = await callApp(app, media: true) {
      try await Self.send(request, to: center, app: app)
    }
    switch outcome {
    case .answered(let result):
      trace(
        "\(Self.described(request)) -> \(app)",
        result.status?.name ?? result.availability?.rawValue ?? "info")
      return .nowPlayingAnswered(result)
    case .failed(let problem):
      emit(.error(problem))
      return .nowPlayingAnswered(
        NowPlayingResult(app: app, request: request, availability: .enabled))
    case .timedOut:
      trace(Self.described(request), "no answer")
      return .nowPlayingAnswered(NowPlayingResult(app: app, request: request, timedOut: true))
    case .interrupted:
      trace(Self.described(request), "interrupted while waiting")
      emit(.user(Self.waitInterruptTurn))
      return .interrupted
    }
  }

  /// One request to the app's centers: a question reads what plays; a command is sent when
  /// the app has an enabled handler for it, a step of rate becoming the next rate the app
  /// supports.
  private static func send(
    _ request: NowPlayingRequest, to center: any RemoteCommandCenter, app: String
  ) async throws -> NowPlayingResult {
    let command: RemoteCommand
    switch request {
    case .question:
      return NowPlayingResult(app: app, request: request, info: try center.nowPlayingInfo())
    case .command(let asked):
      command = asked
    case .changeRateStep(let slower):
      let rate = try center.nowPlayingInfo()?.rate ?? 1
      let rates = center.supportedPlaybackRates.sorted()
      guard let next = slower ? rates.last(where: { $0 < rate }) : rates.first(where: { $0 > rate })
      else {
        let availability = try center.availability(of: .changePlaybackRate)
        return NowPlayingResult(
          app: app, request: request, availability: availability,
          status: availability == .enabled ? .noSuchContent : nil,
          info: try center.nowPlayingInfo())
      }
      command = .changePlaybackRate(next)
    }
    let availability = try center.availability(of: command.kind)
    guard availability == .enabled else {
      return NowPlayingResult(app: app, request: .command(command), availability: availability)
    }
    let status = try await center.perform(command)
    return NowPlayingResult(
      app: app, request: .command(command), availability: availability, status: status,
      info: try center.nowPlayingInfo())
  }

  /// Siri's app selection for media: a media request that names no app, which several
  /// installed apps can play, goes to the one the user played last; none played yet, Siri asks.
  func selectingApp(for intent: Intent) -> Intent {
    guard intent.app == nil, MediaRequest.intents.contains(intent.name) else { return intent }
    let able = Set(environment.apps.manifests.filter { $0.supports(intent.name) }.map(\.name))
    guard able.count > 1, let (app, _) = lastPlaying(among: able) else { return intent }
    trace("appSelection", "\(app) (played last)")
    var chosen = intent
    chosen.app = app
    return chosen
  }

  /// The media app that played last, of `apps` (nil: of all): the one this session last asked
  /// to play, else the one whose playback the state kept latest.
  private func lastPlaying(among apps: Set<String>?) -> (String, any RemoteCommandCenter)? {
    let centers = environment.apps.remoteCommandCenters.filter { apps?.contains($0.app) ?? true }
    var latest: (app: String, center: any RemoteCommandCenter, at: Date)?
    for (app, center) in centers {
      do {
        guard let at = try center.lastPlayed() else { continue }
        if app == lastMediaApp { return (app, center) }
        if latest.map({ at > $0.at }) ?? true { latest = (app, center, at) }
      } catch {
        emit(.error("cannot read what \(app) plays: \(error)"))
      }
    }
    return latest.map { ($0.app, $0.center) }
  }

  /// "nextTrack", "skipForward(30)", "question(title)": as the trace shows the request.
  static func described(_ request: NowPlayingRequest) -> String {
    switch request {
    case .question(let question): return "nowPlayingInfo(\(question.rawValue))"
    case .changeRateStep(let slower): return "changePlaybackRate(\(slower ? "slower" : "faster"))"
    case .command(let command):
      switch command {
      case .skipForward(let seconds), .skipBackward(let seconds):
        return "\(command.kind.rawValue)(\(SpokenNumber.decimal(seconds)))"
      case .changeRepeatMode(let type): return "changeRepeatMode(\(type.name))"
      case .changeShuffleMode(let type): return "changeShuffleMode(\(type.name))"
      case .changePlaybackRate(let rate): return "changePlaybackRate(\(SpokenNumber.decimal(rate)))"
      case .play, .pause, .nextTrack, .previousTrack: return command.kind.rawValue
      }
    }
  }
}
