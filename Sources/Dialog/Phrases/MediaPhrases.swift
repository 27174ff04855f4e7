import IntentKit

/// What Siri says for the media intents: playing, adding, liking and finding.
public struct MediaPhrases: IntentPhrases {
  public init() {}

  private static let mediaItems = MediaRequest.mediaItems.name

  public func needsValue(_ parameter: String, in intent: Intent) -> String {
    switch (intent.name, parameter) {
    case (.playMedia, Self.mediaItems): return "What do you want to listen to?"
    case (.addMedia, Self.mediaItems): return "What do you want to add?"
    case (.updateMediaAffinity, Self.mediaItems): return "What do you mean?"
    case (.searchForMedia, Self.mediaItems): return "What are you looking for?"
    case (_, AddMediaIntent.mediaDestination.name): return "Which playlist?"
    case (_, UpdateMediaAffinityIntent.affinityType.name): return "Do you like it or not?"
    case (_, PlayMediaIntent.playbackSpeed.name): return "At what speed?"
    default: return GenericPhrases.needsValue(parameter)
    }
  }

  public func disambiguation(
    _ parameter: String, current: IntentValue?, options: [IntentValue], in intent: Intent
  ) -> String {
    guard parameter == Self.mediaItems else {
      return GenericPhrases.disambiguation(current: current, options: options)
    }
    let titles = Set(options.compactMap { $0.mediaItem?.title.lowercased() })
    if titles.count == 1, let title = options.first?.mediaItem?.title {
      return "There's more than one \"\(title)\". Which one?"
    }
    return "Which one?"
  }

  /// A media item shows what it is and whose under its title, with its artwork: "Maybe
  /// Sometime", "Song · Special Disaster Team".
  public func label(for option: IntentValue, among options: [IntentValue]) -> ChoiceLabel {
    guard case .mediaItem(let item) = option else {
      return GenericPhrases.label(for: option, among: options)
    }
    let kind = Self.kindName(item.type)
    let subtitle = [kind, item.artist].compactMap { $0 }.joined(separator: " · ")
    return ChoiceLabel(
      title: item.title, subtitle: subtitle.isEmpty ? nil : subtitle, image: item.artwork)
  }

  public func unsupported(
    _ parameter: String, value: IntentValue?, reason: UnsupportedReason?, in intent: Intent
  ) -> String {
    let app = intent.app ?? "the app"
    let asked = intent.parameters[MediaRequest.mediaSearch].flatMap(MediaSearch.init)?.spoken
    if let media = reason?.typed(MediaItemUnsupportedReason.self) {
      let what = value?.items.first?.spokenText ?? asked ?? "that"
      switch media {
      case .loginRequired: return "You'll need to log in to \(app) first."
      case .subscriptionRequired:
        return "You'll need a subscription to \(app) to play \(what)."
      case .unsupportedMediaType: return "Sorry, \(app) can't play that kind of media."
      case .explicitContentSettings:
        return "Sorry, \(what) is explicit, and your content settings don't allow it."
      case .cellularDataSettings:
        return "Sorry, \(app) isn't allowed to use cellular data."
      case .restrictedContent: return "Sorry, \(what) is restricted content."
      case .serviceUnavailable: return "Sorry, \(app)'s service isn't available right now."
      case .regionRestriction: return "Sorry, \(what) isn't available in your region."
      }
    }
    if let reason, reason.isOne(of: MediaRequestUnsupportedReason.self) {
      return "Nothing is playing on \(app) right now."
    }
    if let speed = reason?.typed(PlaybackSpeedUnsupportedReason.self) {
      let limit = reason?.detail.map { "\($0.spokenText)x" }
      switch speed {
      case .belowMinimum:
        return "Sorry, \(app) can't play slower than \(limit ?? "that")."
      case .aboveMaximum:
        return "Sorry, \(app) can't play faster than \(limit ?? "that")."
      }
    }
    if let destination = reason?.typed(AddMediaDestinationUnsupportedReason.self) {
      let name = value?.spokenText ?? "that"
      switch destination {
      case .playlistNameNotFound: return "You don't have a playlist called \"\(name)\" in \(app)."
      case .playlistNotEditable:
        return "Sorry, you can't add to \"\(name)\": it isn't your playlist."
      }
    }
    if parameter == Self.mediaItems {
      let said = value?.items.first?.spokenText
      return "Sorry, I couldn't find \(said ?? asked ?? "that") in \(app)."
    }
    return GenericPhrases.unsupported(value: value, app: intent.app)
  }

  /// A reason the user cannot play an item ends the request: asking what else to play would
  /// not get them logged in.
  public func endsTheRequest(_ parameter: String, reason: UnsupportedReason?) -> Bool {
    guard let reason else { return false }
    return reason.isOne(of: MediaItemUnsupportedReason.self)
      || reason.isOne(of: MediaRequestUnsupportedReason.self)
  }

  /// A media app that does not start playing in time is cut off: timeouts are the biggest
  /// failure of media apps, and CarPlay is stricter still.
  public func notResponding(_ intent: Intent) -> String {
    let app = intent.app ?? "The app"
    guard intent.name == .playMedia else { return Sentences.notResponding(app) }
    return "Sorry, \(app) didn't start playing in time."
  }

  public func confirmIntent(_ intent: Intent) -> String {
    "Play \(Self.items(intent.parameters[Self.mediaItems]) ?? "it")?"
  }

  public func declined(_ intent: Intent) -> String { "OK." }

  public func response(_ response: IntentResponse, in intent: Intent) -> String {
    let app = intent.app ?? "the app"
    // What the app answered with, else what resolution settled on (a response forced with
    // :simulate carries nothing).
    let items = response[MediaOutput.mediaItems] ?? intent[MediaRequest.mediaItems] ?? []
    let what = items.first?.spoken ?? "it"
    switch intent.name {
    case .playMedia:
      return play(response, intent: intent, app: app, items: items, what: what)
    case .addMedia:
      let destination = response[MediaOutput.mediaDestination] ?? .library
      switch response.code.category {
      case .success: return "OK, I added \(what) to \(destination.spoken)."
      case .inProgress: return "\(app) is adding \(what) to \(destination.spoken)."
      case .handleInApp: return "\(app) will add \(what) to \(destination.spoken)."
      case .failureRequiringAppLaunch: return "You'll need to open \(app) to add that."
      default: return GenericPhrases.response(response, app: intent.app)
      }
    case .updateMediaAffinity:
      guard response.code.category == .success else {
        return GenericPhrases.response(response, app: intent.app)
      }
      let likes = intent[UpdateMediaAffinityIntent.affinityType] != .dislike
      if let item = items.first, item.type == .genre {
        return likes
          ? "OK, I'll tell \(app) you like \(item.title)."
          : "OK, I'll tell \(app) you don't like \(item.title)."
      }
      return likes
        ? "OK, I'll remember you like \(what)."
        : "OK, I'll play less like \(what)."
    case .searchForMedia:
      if response.code.category == .continueInApp { return "Here's what I found, in \(app)." }
      guard response.code.category == .success else {
        return GenericPhrases.response(response, app: intent.app)
      }
      guard !items.isEmpty else { return "I didn't find anything in \(app)." }
      let found = items.map { item in
        Self.kindName(item.type).map { "\(item.spoken) (\($0.lowercased()))" } ?? item.spoken
      }
      return "Here's what I found in \(app): \(ListFormatting.join(found))."
    default:
      return GenericPhrases.response(response, app: intent.app)
    }
  }

  private func play(
    _ response: IntentResponse, intent: Intent, app: String, items: [MediaItem], what: String
  ) -> String {
    switch PlayMediaIntentResponseCode(rawValue: response.code.rawValue) {
    case .success?, .handleInApp?:
      var sentence: String
      switch intent[PlayMediaIntent.playbackQueueLocation] {
      case .next?: sentence = "OK, \(what) will play next"
      case .later?: sentence = "OK, I added \(what) to the queue"
      default:
        if intent[PlayMediaIntent.resumePlayback] == true {
          sentence = "Resuming \(what)"
        } else if intent[PlayMediaIntent.playShuffled] == true {
          sentence = "Shuffling \(what)"
        } else {
          // Already playing, the app switches to it (success); else it starts.
          sentence = response.code.category == .success ? "Now playing \(what)" : "Playing \(what)"
        }
        sentence += " on \(app)"
        if let speed = intent[PlayMediaIntent.playbackSpeed], speed != 1 {
          sentence += " at \(SpokenNumber.decimal(speed))x"
        }
        switch intent[PlayMediaIntent.playbackRepeatMode] {
        case .one?, .all?: sentence += ", on repeat"
        default: break
        }
        // A playlist, an album, an artist or a station: what it starts with.
        if let playing = response[MediaOutput.nowPlayingTitle], items.first?.type != .song,
          items.first?.title != playing
        {
          let artist = response[MediaOutput.nowPlayingArtist].map { " by \($0)" } ?? ""
          sentence += ", starting with \(playing)\(artist)"
        }
      }
      if intent[PlayMediaIntent.playbackQueueLocation] != nil { sentence += " on \(app)" }
      sentence += "."
      let others = items.dropFirst().map(\.spoken)
      if !others.isEmpty, intent[PlayMediaIntent.playbackQueueLocation] == nil {
        sentence += " I also found \(ListFormatting.join(Array(others), conjunction: "and"))."
      }
      return sentence
    case .continueInApp?:
      return items.first.map { "Here's \($0.spoken), in \(app)." } ?? "Here it is, in \(app)."
    case .inProgress?: return "\(app) is getting \(what) ready."
    case .failureNoUnplayedContent?:
      let container = response[MediaOutput.emptyContainer] ?? what
      return "There's nothing left to play in \(container)."
    case .failureRestrictedContent?:
      return "Sorry, \(what) can't be played right now because of a restriction."
    case .failureUnknownMediaType?: return "Sorry, \(app) can't play that kind of media."
    case .failureRequiringAppLaunch?: return "You'll need to open \(app) first."
    case .failureMaxStreamLimitReached?:
      return "Sorry, your \(app) account is already playing on too many devices."
    case .failure?: return "Sorry, \(app) couldn't play that."
    case .ready?, .unspecified?, nil: return GenericPhrases.response(response, app: intent.app)
    }
  }

  /// What a list of choices and a search's answer call each kind of item.
  static func kindName(_ type: MediaItemType) -> String? {
    switch type {
    case .song: "Song"
    case .album: "Album"
    case .artist: "Artist"
    case .playlist, .podcastPlaylist: "Playlist"
    case .podcastShow: "Podcast"
    case .podcastEpisode: "Episode"
    case .audioBook: "Audiobook"
    case .radioStation, .musicStation, .podcastStation, .station, .algorithmicRadioStation:
      "Station"
    case .musicVideo: "Music video"
    case .movie: "Movie"
    case .tvShow, .tvShowEpisode: "TV show"
    case .genre: "Genre"
    case .news: "News"
    case .music, .unknown: nil
    }
  }

  private static func items(_ value: IntentValue?) -> String? {
    guard let value else { return nil }
    let spoken = value.items.map(\.spokenText).filter { !$0.isEmpty }
    return spoken.isEmpty ? nil : spoken[0]
  }
}
