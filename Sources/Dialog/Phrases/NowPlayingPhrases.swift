import IntentKit

/// What Siri says after a Now Playing command or question. The three ways an app does not
/// support a command each get a graceful sentence, as WWDC20's media session promises: no
/// handler, a handler disabled for now, and a handler that fails.
public enum NowPlayingPhrases {
  public static func sentence(for result: NowPlayingResult) -> String {
    guard let app = result.app else { return "Nothing is playing right now." }
    if result.timedOut { return Sentences.notResponding(app) }
    if case .question(let question) = result.request {
      return answer(question, info: result.info, app: app)
    }
    switch result.availability {
    case .noHandler?: return "Sorry, \(app) can't do that."
    case .disabled?: return "Sorry, you can't do that right now in \(app)."
    case .enabled?, nil: break
    }
    switch result.status {
    case .success?: return done(result.request, info: result.info)
    case .noActionableNowPlayingItem?: return "Nothing is playing on \(app) right now."
    case .noSuchContent?: return noSuchContent(result.request, app: app)
    case .deviceNotFound?: return "Sorry, \(app) couldn't find the device to play on."
    case .commandFailed?, nil: return "Sorry, something went wrong with \(app)."
    }
  }

  private static func answer(_ question: NowPlayingQuestion, info: NowPlayingInfo?, app: String)
    -> String
  {
    guard let info else { return "Nothing is playing on \(app) right now." }
    guard let answer = info.answer(question) else {
      switch question {
      case .title: return "Sorry, \(app) doesn't say what this is."
      case .artist: return "Sorry, \(app) doesn't say who this is."
      case .albumTitle: return "\(info.title) isn't from an album \(app) names."
      }
    }
    switch question {
    case .title: return info.artist.map { "This is \(answer) by \($0)." } ?? "This is \(answer)."
    case .artist: return "This is \(answer)."
    case .albumTitle: return "This is from the album \(answer)."
    }
  }

  private static func done(_ request: NowPlayingRequest, info: NowPlayingInfo?) -> String {
    let playing = info.map { item in item.artist.map { "\(item.title) by \($0)" } ?? item.title }
    switch request {
    case .command(.pause): return "Paused."
    case .command(.play): return playing.map { "Resuming \($0)." } ?? "Resuming."
    case .command(.nextTrack), .command(.previousTrack):
      return playing.map { "Now playing \($0)." } ?? "OK."
    case .command(.skipForward(let seconds)):
      return "Skipped ahead \(Self.duration(seconds))."
    case .command(.skipBackward(let seconds)):
      return "Went back \(Self.duration(seconds))."
    case .command(.changeRepeatMode(let type)):
      switch type {
      case .off: return "Repeat is off."
      case .one: return "Repeating this song."
      case .all: return "Repeat is on."
      }
    case .command(.changeShuffleMode(let type)):
      return type == .off ? "Shuffle is off." : "Shuffle is on."
    case .command(.changePlaybackRate(let rate)):
      return "Playing at \(SpokenNumber.decimal(rate))x."
    case .changeRateStep, .question:
      return info.map { "Playing at \(SpokenNumber.decimal($0.rate))x." } ?? "OK."
    }
  }

  private static func noSuchContent(_ request: NowPlayingRequest, app: String) -> String {
    switch request {
    case .command(.nextTrack): return "That's the last one: there's nothing after it."
    case .command(.previousTrack): return "That's the first one: there's nothing before it."
    case .changeRateStep(let slower):
      return slower
        ? "Sorry, \(app) can't play it any slower." : "Sorry, \(app) can't play it any faster."
    default: return "Sorry, \(app) has nothing to play for that."
    }
  }

  /// "30 seconds", "1 minute", "1 minute 30 seconds".
  static func duration(_ seconds: Double) -> String {
    let whole = Int(seconds.rounded())
    let (minutes, rest) = (whole / 60, whole % 60)
    func unit(_ count: Int, _ name: String) -> String { "\(count) \(name)\(count == 1 ? "" : "s")" }
    switch (minutes, rest) {
    case (0, _): return unit(rest, "second")
    case (_, 0): return unit(minutes, "minute")
    default: return unit(minutes, "minute") + " " + unit(rest, "second")
    }
  }
}
