import Foundation

/// Siri's Now Playing controls: no SiriKit intent, but a voice on top of the commands a media
/// app registers with MPRemoteCommandCenter — the same handlers Control Center and CarPlay's
/// buttons call ("next track" is `nextTrackCommand`) — and the questions Siri answers from
/// MPNowPlayingInfoCenter ("what song is this?").
public enum RemoteCommand: Hashable, Sendable {
  case play
  case pause
  case nextTrack
  case previousTrack
  /// MPSkipIntervalCommandEvent.interval, in seconds.
  case skipForward(seconds: Double)
  case skipBackward(seconds: Double)
  case changeRepeatMode(RepeatType)
  case changeShuffleMode(ShuffleType)
  /// One of the rates the app supports (MPChangePlaybackRateCommand.supportedPlaybackRates).
  case changePlaybackRate(Double)

  public var kind: RemoteCommandKind {
    switch self {
    case .play: .play
    case .pause: .pause
    case .nextTrack: .nextTrack
    case .previousTrack: .previousTrack
    case .skipForward: .skipForward
    case .skipBackward: .skipBackward
    case .changeRepeatMode: .changeRepeatMode
    case .changeShuffleMode: .changeShuffleMode
    case .changePlaybackRate: .changePlaybackRate
    }
  }
}

/// MPRemoteCommandCenter's commands Siri sends, by the names of their properties without
/// `Command`: `nextTrackCommand` is `nextTrack`.
public enum RemoteCommandKind: String, CaseIterable, Hashable, Sendable, Codable {
  case play, pause, nextTrack, previousTrack, skipForward, skipBackward, changeRepeatMode,
    changeShuffleMode, changePlaybackRate
}

/// MPRepeatType.
public enum RepeatType: Int, CaseIterable, Hashable, Sendable, NamedSiriKitEnum {
  case off = 0
  case one = 1
  case all = 2
}

/// MPShuffleType.
public enum ShuffleType: Int, CaseIterable, Hashable, Sendable, NamedSiriKitEnum {
  case off = 0
  case items = 1
  case collections = 2
}

/// MPRemoteCommandHandlerStatus, with the SDK's raw values.
public enum RemoteCommandHandlerStatus: Int, CaseIterable, Hashable, Sendable, NamedSiriKitEnum {
  case success = 0
  case noSuchContent = 100
  case noActionableNowPlayingItem = 110
  case deviceNotFound = 120
  case commandFailed = 200
}

/// Whether a command can be sent to the app: the three ways of not supporting one are no
/// handler at all, a handler disabled for now (`isEnabled = false`: "next track" during an
/// ad), and a handler that fails (`commandFailed`).
public enum RemoteCommandAvailability: String, Hashable, Sendable {
  case enabled
  case disabled
  case noHandler
}

/// What Siri is asked about the item playing, and the MPNowPlayingInfoCenter key it reads.
public enum NowPlayingQuestion: String, CaseIterable, Hashable, Sendable {
  /// "What song is this?": MPMediaItemPropertyTitle.
  case title
  /// "What band is this?": MPMediaItemPropertyArtist.
  case artist
  /// "What album is this?": MPMediaItemPropertyAlbumTitle.
  case albumTitle
}

/// MPNowPlayingInfoCenter's nowPlayingInfo as an app sets it, and the app's playback state.
public struct NowPlayingInfo: Hashable, Sendable {
  public var title: String
  public var artist: String?
  public var albumTitle: String?
  /// What was asked for: "the WWDC playlist".
  public var container: String?
  public var elapsedSeconds: Int
  public var durationSeconds: Int?
  public var isPlaying: Bool
  public var rate: Double
  public var repeatType: RepeatType
  public var shuffleType: ShuffleType
  /// 0-based.
  public var queueIndex: Int
  public var queueCount: Int
  /// An advertisement plays before the item, this many seconds more.
  public var adSecondsLeft: Int

  public init(
    title: String, artist: String? = nil, albumTitle: String? = nil, container: String? = nil,
    elapsedSeconds: Int = 0, durationSeconds: Int? = nil, isPlaying: Bool = true,
    rate: Double = 1, repeatType: RepeatType = .off, shuffleType: ShuffleType = .off,
    queueIndex: Int = 0, queueCount: Int = 1, adSecondsLeft: Int = 0
  ) {
    self.title = title
    self.artist = artist
    self.albumTitle = albumTitle
    self.container = container
    self.elapsedSeconds = elapsedSeconds
    self.durationSeconds = durationSeconds
    self.isPlaying = isPlaying
    self.rate = rate
    self.repeatType = repeatType
    self.shuffleType = shuffleType
    self.queueIndex = queueIndex
    self.queueCount = queueCount
    self.adSecondsLeft = adSecondsLeft
  }

  /// The answer to a question: nil when the app did not set that key.
  public func answer(_ question: NowPlayingQuestion) -> String? {
    switch question {
    case .title: title
    case .artist: artist
    case .albumTitle: albumTitle
    }
  }
}

/// A media app's MPRemoteCommandCenter and MPNowPlayingInfoCenter, as Siri reaches them.
public protocol RemoteCommandCenter: Sendable {
  /// Whether the app registered a handler for the command, and whether it is enabled now.
  func availability(of command: RemoteCommandKind) throws -> RemoteCommandAvailability
  /// The rates `changePlaybackRate` takes (MPChangePlaybackRateCommand.supportedPlaybackRates).
  var supportedPlaybackRates: [Double] { get }
  /// Runs the command's handler.
  func perform(_ command: RemoteCommand) async throws -> RemoteCommandHandlerStatus
  /// What the app says is playing (paused included); nil when nothing is.
  func nowPlayingInfo() throws -> NowPlayingInfo?
  /// When the app last played something: the Now Playing app is the one that played last.
  func lastPlayed() throws -> Date?
}

/// What a request for the Now Playing app asks: a command or a question, as understanding
/// reads it (the pseudo-intent `nowPlaying` of the grammars, which is no SiriKit intent).
public enum NowPlayingRequest: Hashable, Sendable {
  case command(RemoteCommand)
  /// "play it slower", "faster": a step from the rate playing to the next supported one.
  case changeRateStep(slower: Bool)
  case question(NowPlayingQuestion)

  /// How understanding writes a Now Playing request: the pseudo-intent `nowPlaying`, its
  /// `command` or `question` by name, and the command's value.
  public static let command = IntentParameter<String>("command")
  public static let question = IntentParameter<String>("question")
  /// Seconds to skip.
  public static let interval = IntentParameter<Double>("interval")
  public static let playbackRate = IntentParameter<Double>("playbackRate")
  /// MPRepeatType's and MPShuffleType's names: "one", "off", "items".
  public static let repeatType = IntentParameter<String>("repeatType")
  public static let shuffleType = IntentParameter<String>("shuffleType")
  /// "slower" or "faster".
  public static let rateStep = IntentParameter<String>("rateStep")

  /// The pseudo-intent's schema, which grammars read; no app handles it as an intent.
  public static let schema = IntentSchema(
    name: .nowPlaying,
    parameters: [
      command.schema, question.schema, interval.schema, playbackRate.schema, repeatType.schema,
      shuffleType.schema, rateStep.schema,
    ],
    requiresUserConfirmation: false, alwaysRestrictedWhileLocked: false,
    intentClass: "MPRemoteCommandEvent")

  /// The request an understood `nowPlaying` pseudo-intent is; nil when it names none.
  public init?(_ intent: Intent) {
    guard intent.name == .nowPlaying else { return nil }
    if let question = intent[Self.question].flatMap(NowPlayingQuestion.init(rawValue:)) {
      self = .question(question)
      return
    }
    guard let name = intent[Self.command].flatMap(RemoteCommandKind.init(rawValue:)) else {
      return nil
    }
    switch name {
    case .play: self = .command(.play)
    case .pause: self = .command(.pause)
    case .nextTrack: self = .command(.nextTrack)
    case .previousTrack: self = .command(.previousTrack)
    case .skipForward: self = .command(.skipForward(seconds: intent[Self.interval] ?? 15))
    case .skipBackward: self = .command(.skipBackward(seconds: intent[Self.interval] ?? 15))
    case .changeRepeatMode:
      guard let type = intent[Self.repeatType].flatMap(RepeatType.init(name:)) else { return nil }
      self = .command(.changeRepeatMode(type))
    case .changeShuffleMode:
      guard let type = intent[Self.shuffleType].flatMap(ShuffleType.init(name:)) else {
        return nil
      }
      self = .command(.changeShuffleMode(type))
    case .changePlaybackRate:
      if let rate = intent[Self.playbackRate] {
        self = .command(.changePlaybackRate(rate))
      } else if let step = intent[Self.rateStep], step == "slower" || step == "faster" {
        self = .changeRateStep(slower: step == "slower")
      } else {
        return nil
      }
    }
  }
}

extension IntentName {
  /// Not a SiriKit intent: a Now Playing command or question, as understanding reads one.
  public static let nowPlaying: IntentName = "nowPlaying"
}
