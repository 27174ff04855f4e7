/// The parameters SiriKit's four media intents share: the search said, and the items the app
/// resolves it to.
public enum MediaRequest {
  /// INMediaSearch: never resolved, the raw query an app resolves `mediaItems` from.
  public static let mediaSearch = "mediaSearch"
  /// The items the app resolves the search to. Siri never fills it from words: an answer to
  /// "What do you want to play?" is words, which the app searches for.
  public static let mediaItems = IntentArrayParameter<MediaItem>("mediaItems", windowSize: 4)

  /// SiriKit's media intents: Siri picks the app for them by use, and CarPlay gives their
  /// calls less time.
  public static let intents: Set<IntentName> = [
    .playMedia, .addMedia, .updateMediaAffinity, .searchForMedia,
  ]
}

/// One of SiriKit's media intents: a search said, resolved by the app to its items.
public protocol MediaRequestIntent: TypedIntent {}

extension MediaRequestIntent {
  /// Nil when nothing was asked for: "play ControlAudio".
  public var mediaSearch: MediaSearch? {
    intent.parameters[MediaRequest.mediaSearch].flatMap(MediaSearch.init)
  }
  /// The items resolved so far; the words said in answer to a question are
  /// `intent.said(MediaRequest.mediaItems)`.
  public var mediaItems: [MediaItem]? { intent[MediaRequest.mediaItems] }
}

/// INPlayMediaIntent: "play ControlAudio", "play my WWDC playlist in ControlAudio", "shuffle
/// 70s punk classics", "play the audiobook at 1.5x".
public struct PlayMediaIntent: MediaRequestIntent {
  public static let mediaSearch = MediaRequest.mediaSearch
  public static let mediaItems = MediaRequest.mediaItems
  public static let playShuffled = IntentParameter<Bool>("playShuffled")
  public static let playbackRepeatMode = IntentParameter<PlaybackRepeatMode>(
    "playbackRepeatMode", saidAs: .string)
  public static let resumePlayback = IntentParameter<Bool>("resumePlayback")
  public static let playbackQueueLocation = IntentParameter<PlaybackQueueLocation>(
    "playbackQueueLocation", saidAs: .string)
  public static let playbackSpeed = IntentParameter<Double>("playbackSpeed")

  public static let schema = IntentSchema(
    name: .playMedia,
    parameters: [
      mediaItems.schema, playShuffled.schema, playbackRepeatMode.schema, resumePlayback.schema,
      playbackQueueLocation.schema, playbackSpeed.schema,
    ],
    unresolvedParameters: [mediaSearch],
    // "Always requires unlocked device: No" (Apple's INPlayMediaIntent page).
    requiresUserConfirmation: false,
    alwaysRestrictedWhileLocked: false
  )

  public let intent: Intent
  public init(_ intent: Intent) { self.intent = intent }

  public var playShuffled: Bool? { intent[Self.playShuffled] }
  public var playbackRepeatMode: PlaybackRepeatMode { intent[Self.playbackRepeatMode] ?? .unknown }
  public var resumePlayback: Bool? { intent[Self.resumePlayback] }
  public var playbackQueueLocation: PlaybackQueueLocation {
    intent[Self.playbackQueueLocation] ?? .unknown
  }
  public var playbackSpeed: Double? { intent[Self.playbackSpeed] }
}

/// INPlayMediaIntentResponseCode.
public enum PlayMediaIntentResponseCode: Int, IntentResponseCode {
  case unspecified = 0
  case ready = 1
  case continueInApp = 2
  case inProgress = 3
  case success = 4
  case handleInApp = 5
  case failure = 6
  case failureRequiringAppLaunch = 7
  case failureUnknownMediaType = 8
  case failureNoUnplayedContent = 9
  case failureRestrictedContent = 10
  case failureMaxStreamLimitReached = 11

  public var category: ResponseCategory {
    switch self {
    case .unspecified: .unspecified
    case .ready: .ready
    case .continueInApp: .continueInApp
    case .inProgress: .inProgress
    case .success: .success
    case .handleInApp: .handleInApp
    case .failureRequiringAppLaunch: .failureRequiringAppLaunch
    case .failure, .failureUnknownMediaType, .failureNoUnplayedContent,
      .failureRestrictedContent, .failureMaxStreamLimitReached:
      .failure
    }
  }
}

public typealias PlayMediaIntentResponse = TypedIntentResponse<PlayMediaIntentResponseCode>

/// What a media app's responses carry beside the code, for the answer to say.
public enum MediaOutput {
  /// What plays (or was added, liked, found): the first item, then the alternatives offered.
  public static let mediaItems = OutputKey<[MediaItem]>("mediaItems")
  /// INPlayMediaIntentResponse.nowPlayingInfo's title, artist and album.
  public static let nowPlayingTitle = OutputKey<String>("nowPlayingTitle")
  public static let nowPlayingArtist = OutputKey<String>("nowPlayingArtist")
  public static let nowPlayingAlbum = OutputKey<String>("nowPlayingAlbum")
  /// Where the items went (add media).
  public static let mediaDestination = OutputKey<MediaDestination>("mediaDestination")
  /// The playlist that has nothing left to play (failureNoUnplayedContent).
  public static let emptyContainer = OutputKey<String>("emptyContainer")
}

/// INPlayMediaMediaItemUnsupportedReason; the add, affinity and search intents' enums have the
/// same cases and values.
public enum MediaItemUnsupportedReason: Int, ResolutionReason {
  case loginRequired = 1
  case subscriptionRequired = 2
  case unsupportedMediaType = 3
  case explicitContentSettings = 4
  case cellularDataSettings = 5
  case restrictedContent = 6
  case serviceUnavailable = 7
  case regionRestriction = 8
}

/// Why a media request names nothing the app can play, where SiriKit has no reason (an app
/// answers `unsupported()`): intentsh names it so Siri can say it.
public enum MediaRequestUnsupportedReason: Int, ResolutionReason {
  /// "I love this song", "add this to my library" with nothing playing.
  case nothingPlaying = 1
}

/// INPlayMediaPlaybackSpeedUnsupportedReason.
public enum PlaybackSpeedUnsupportedReason: Int, ResolutionReason {
  case belowMinimum = 1
  case aboveMaximum = 2
}

/// INAddMediaMediaDestinationUnsupportedReason.
public enum AddMediaDestinationUnsupportedReason: Int, ResolutionReason {
  case playlistNameNotFound = 1
  case playlistNotEditable = 2
}

/// The handler a media app implements for INPlayMediaIntent. `resolveMediaItems` and `handle`
/// are required ("You must implement this resolve method", Apple says of mediaItems).
public protocol PlayMediaIntentHandling: Sendable {
  func resolveMediaItems(for intent: PlayMediaIntent) async throws
    -> [ResolutionResult<MediaItem>]
  func resolvePlayShuffled(for intent: PlayMediaIntent) async throws -> ResolutionResult<Bool>
  func resolvePlaybackRepeatMode(for intent: PlayMediaIntent) async throws
    -> ResolutionResult<PlaybackRepeatMode>
  func resolveResumePlayback(for intent: PlayMediaIntent) async throws -> ResolutionResult<Bool>
  func resolvePlaybackQueueLocation(for intent: PlayMediaIntent) async throws
    -> ResolutionResult<PlaybackQueueLocation>
  func resolvePlaybackSpeed(for intent: PlayMediaIntent) async throws
    -> ResolutionResult<Double>
  func confirm(intent: PlayMediaIntent) async throws -> PlayMediaIntentResponse
  func handle(intent: PlayMediaIntent) async throws -> PlayMediaIntentResponse
}

extension PlayMediaIntentHandling {
  public func resolvePlayShuffled(for intent: PlayMediaIntent) async throws
    -> ResolutionResult<Bool>
  {
    .asGiven(intent.playShuffled)
  }

  public func resolvePlaybackRepeatMode(for intent: PlayMediaIntent) async throws
    -> ResolutionResult<PlaybackRepeatMode>
  {
    intent.playbackRepeatMode == .unknown ? .notRequired : .success(intent.playbackRepeatMode)
  }

  public func resolveResumePlayback(for intent: PlayMediaIntent) async throws
    -> ResolutionResult<Bool>
  {
    .asGiven(intent.resumePlayback)
  }

  public func resolvePlaybackQueueLocation(for intent: PlayMediaIntent) async throws
    -> ResolutionResult<PlaybackQueueLocation>
  {
    intent.playbackQueueLocation == .unknown
      ? .notRequired : .success(intent.playbackQueueLocation)
  }

  public func resolvePlaybackSpeed(for intent: PlayMediaIntent) async throws
    -> ResolutionResult<Double>
  {
    .asGiven(intent.playbackSpeed)
  }

  public func confirm(intent: PlayMediaIntent) async throws -> PlayMediaIntentResponse {
    PlayMediaIntentResponse(code: .ready)
  }

  /// As the runtime drives it.
  public var erased: any IntentHandler {
    TypedIntentHandler<PlayMediaIntent>(
      resolvers: [
        .items(PlayMediaIntent.mediaItems) { try await resolveMediaItems(for: $0) },
        .single(PlayMediaIntent.playShuffled) { try await resolvePlayShuffled(for: $0) },
        .single(PlayMediaIntent.playbackRepeatMode) {
          try await resolvePlaybackRepeatMode(for: $0)
        },
        .single(PlayMediaIntent.resumePlayback) { try await resolveResumePlayback(for: $0) },
        .single(PlayMediaIntent.playbackQueueLocation) {
          try await resolvePlaybackQueueLocation(for: $0)
        },
        .single(PlayMediaIntent.playbackSpeed) { try await resolvePlaybackSpeed(for: $0) },
      ],
      confirm: { try await confirm(intent: $0).erased },
      handle: { try await handle(intent: $0).erased })
  }
}

/// INAddMediaIntent: "add this song to my road trip playlist", "add Maybe Sometime to my
/// library".
public struct AddMediaIntent: MediaRequestIntent {
  public static let mediaSearch = MediaRequest.mediaSearch
  public static let mediaItems = MediaRequest.mediaItems
  /// Said as a playlist's name or "my library"; the app resolves it to its destination.
  public static let mediaDestination = IntentParameter<MediaDestination>(
    "mediaDestination", saidAs: .string)

  public static let schema = IntentSchema(
    name: .addMedia, parameters: [mediaItems.schema, mediaDestination.schema],
    unresolvedParameters: [mediaSearch], requiresUserConfirmation: false,
    alwaysRestrictedWhileLocked: false)

  public let intent: Intent
  public init(_ intent: Intent) { self.intent = intent }

  public var mediaDestination: MediaDestination? { intent[Self.mediaDestination] }
}

/// INAddMediaIntentResponseCode: there is no continueInApp.
public enum AddMediaIntentResponseCode: Int, IntentResponseCode {
  case unspecified = 0
  case ready = 1
  case inProgress = 2
  case success = 3
  case handleInApp = 4
  case failure = 5
  case failureRequiringAppLaunch = 6

  public var category: ResponseCategory {
    switch self {
    case .unspecified: .unspecified
    case .ready: .ready
    case .inProgress: .inProgress
    case .success: .success
    case .handleInApp: .handleInApp
    case .failure: .failure
    case .failureRequiringAppLaunch: .failureRequiringAppLaunch
    }
  }
}

public typealias AddMediaIntentResponse = TypedIntentResponse<AddMediaIntentResponseCode>

/// The handler a media app implements for INAddMediaIntent.
public protocol AddMediaIntentHandling: Sendable {
  func resolveMediaItems(for intent: AddMediaIntent) async throws
    -> [ResolutionResult<MediaItem>]
  func resolveMediaDestination(for intent: AddMediaIntent) async throws
    -> ResolutionResult<MediaDestination>
  func confirm(intent: AddMediaIntent) async throws -> AddMediaIntentResponse
  func handle(intent: AddMediaIntent) async throws -> AddMediaIntentResponse
}

extension AddMediaIntentHandling {
  public func confirm(intent: AddMediaIntent) async throws -> AddMediaIntentResponse {
    AddMediaIntentResponse(code: .ready)
  }

  /// As the runtime drives it.
  public var erased: any IntentHandler {
    TypedIntentHandler<AddMediaIntent>(
      resolvers: [
        .items(AddMediaIntent.mediaItems) { try await resolveMediaItems(for: $0) },
        .single(AddMediaIntent.mediaDestination) { try await resolveMediaDestination(for: $0) },
      ],
      confirm: { try await confirm(intent: $0).erased },
      handle: { try await handle(intent: $0).erased })
  }
}

/// INUpdateMediaAffinityIntent: "I love this song", "tell ControlAudio I love punk".
public struct UpdateMediaAffinityIntent: MediaRequestIntent {
  public static let mediaSearch = MediaRequest.mediaSearch
  public static let mediaItems = MediaRequest.mediaItems
  public static let affinityType = IntentParameter<MediaAffinityType>(
    "affinityType", saidAs: .string)

  public static let schema = IntentSchema(
    name: .updateMediaAffinity, parameters: [mediaItems.schema, affinityType.schema],
    unresolvedParameters: [mediaSearch], requiresUserConfirmation: false,
    alwaysRestrictedWhileLocked: false)

  public let intent: Intent
  public init(_ intent: Intent) { self.intent = intent }

  public var affinityType: MediaAffinityType { intent[Self.affinityType] ?? .unknown }
}

/// INUpdateMediaAffinityIntentResponseCode.
public enum UpdateMediaAffinityIntentResponseCode: Int, IntentResponseCode {
  case unspecified = 0
  case ready = 1
  case inProgress = 2
  case success = 3
  case failure = 4
  case failureRequiringAppLaunch = 5

  public var category: ResponseCategory { Self.commonCategory(rawValue) }
}

public typealias UpdateMediaAffinityIntentResponse = TypedIntentResponse<
  UpdateMediaAffinityIntentResponseCode
>

/// The handler a media app implements for INUpdateMediaAffinityIntent.
public protocol UpdateMediaAffinityIntentHandling: Sendable {
  func resolveMediaItems(for intent: UpdateMediaAffinityIntent) async throws
    -> [ResolutionResult<MediaItem>]
  func resolveAffinityType(for intent: UpdateMediaAffinityIntent) async throws
    -> ResolutionResult<MediaAffinityType>
  func confirm(intent: UpdateMediaAffinityIntent) async throws
    -> UpdateMediaAffinityIntentResponse
  func handle(intent: UpdateMediaAffinityIntent) async throws -> UpdateMediaAffinityIntentResponse
}

extension UpdateMediaAffinityIntentHandling {
  public func resolveAffinityType(for intent: UpdateMediaAffinityIntent) async throws
    -> ResolutionResult<MediaAffinityType>
  {
    intent.affinityType == .unknown ? .needsValue : .success(intent.affinityType)
  }

  public func confirm(intent: UpdateMediaAffinityIntent) async throws
    -> UpdateMediaAffinityIntentResponse
  {
    UpdateMediaAffinityIntentResponse(code: .ready)
  }

  /// As the runtime drives it.
  public var erased: any IntentHandler {
    TypedIntentHandler<UpdateMediaAffinityIntent>(
      resolvers: [
        .items(UpdateMediaAffinityIntent.mediaItems) { try await resolveMediaItems(for: $0) },
        .single(UpdateMediaAffinityIntent.affinityType) {
          try await resolveAffinityType(for: $0)
        },
      ],
      confirm: { try await confirm(intent: $0).erased },
      handle: { try await handle(intent: $0).erased })
  }
}

/// INSearchForMediaIntent: "find Special Disaster Team on ControlAudio".
public struct SearchForMediaIntent: MediaRequestIntent {
  public static let mediaSearch = MediaRequest.mediaSearch
  public static let mediaItems = MediaRequest.mediaItems

  public static let schema = IntentSchema(
    name: .searchForMedia, parameters: [mediaItems.schema], unresolvedParameters: [mediaSearch],
    requiresUserConfirmation: false, alwaysRestrictedWhileLocked: false)

  public let intent: Intent
  public init(_ intent: Intent) { self.intent = intent }

}

/// INSearchForMediaIntentResponseCode.
public enum SearchForMediaIntentResponseCode: Int, IntentResponseCode {
  case unspecified = 0
  case ready = 1
  case continueInApp = 2
  case inProgress = 3
  case success = 4
  case failure = 5
  case failureRequiringAppLaunch = 6

  public var category: ResponseCategory {
    switch self {
    case .unspecified: .unspecified
    case .ready: .ready
    case .continueInApp: .continueInApp
    case .inProgress: .inProgress
    case .success: .success
    case .failure: .failure
    case .failureRequiringAppLaunch: .failureRequiringAppLaunch
    }
  }
}

public typealias SearchForMediaIntentResponse = TypedIntentResponse<
  SearchForMediaIntentResponseCode
>

/// The handler a media app implements for INSearchForMediaIntent.
public protocol SearchForMediaIntentHandling: Sendable {
  func resolveMediaItems(for intent: SearchForMediaIntent) async throws
    -> [ResolutionResult<MediaItem>]
  func confirm(intent: SearchForMediaIntent) async throws -> SearchForMediaIntentResponse
  func handle(intent: SearchForMediaIntent) async throws -> SearchForMediaIntentResponse
}

extension SearchForMediaIntentHandling {
  public func confirm(intent: SearchForMediaIntent) async throws -> SearchForMediaIntentResponse {
    SearchForMediaIntentResponse(code: .ready)
  }

  /// As the runtime drives it.
  public var erased: any IntentHandler {
    TypedIntentHandler<SearchForMediaIntent>(
      resolvers: [
        .items(SearchForMediaIntent.mediaItems) { try await resolveMediaItems(for: $0) }
      ],
      confirm: { try await confirm(intent: $0).erased },
      handle: { try await handle(intent: $0).erased })
  }
}
