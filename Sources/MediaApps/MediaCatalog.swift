import Foundation
import IntentKit
import Store

/// What a media app's catalogue holds, by kind: the media item types it can play.
enum CatalogKind: String, Codable, CaseIterable, Sendable {
  case song, album, artist, playlist, podcastShow, podcastEpisode, audioBook, radioStation,
    musicVideo
  /// A part of an audiobook: played in its book, never found on its own.
  case chapter

  /// A kind the catalogue lacks is named with those it has.
  init(from decoder: any Decoder) throws {
    let container = try decoder.singleValueContainer()
    let name = try container.decode(String.self)
    guard let kind = Self(rawValue: name) else {
      let kinds = Self.allCases.map(\.rawValue).joined(separator: ", ")
      throw DecodingError.dataCorruptedError(
        in: container, debugDescription: "unknown kind \"\(name)\" (kinds: \(kinds))")
    }
    self = kind
  }

  var mediaType: MediaItemType {
    switch self {
    case .song: .song
    case .album: .album
    case .artist: .artist
    case .playlist: .playlist
    case .podcastShow: .podcastShow
    case .podcastEpisode: .podcastEpisode
    case .audioBook: .audioBook
    case .radioStation: .radioStation
    case .musicVideo: .musicVideo
    case .chapter: .audioBook
    }
  }

  /// Whether it is music (what "play music" and a genre ask for).
  var isMusic: Bool {
    switch self {
    case .song, .album, .artist, .playlist, .radioStation, .musicVideo: true
    case .podcastShow, .podcastEpisode, .audioBook, .chapter: false
    }
  }

  /// Whether it holds other items (`items`) that play in its order.
  var isContainer: Bool {
    switch self {
    case .album, .artist, .playlist, .podcastShow, .audioBook: true
    default: false
    }
  }
}

/// Why an item of the catalogue cannot be played to this user.
enum CatalogRestriction: String, Codable, Sendable {
  /// Not in the user's region (regionRestriction).
  case region
  /// Restricted content (restrictedContent): an age rating, a parental setting.
  case content
  /// Found, but its licence forbids playing it now: handle fails with
  /// failureRestrictedContent.
  case license
}

/// One item of a media app's catalogue (`mediaCatalog.json`).
struct CatalogItem: Codable, Hashable, Sendable {
  var app: String
  var id: String
  var kind: CatalogKind
  var title: String
  /// The artist (a song's, an album's), the author (an audiobook's), the host (a podcast's).
  var artist: String?
  /// A song's album: the id of an album of the catalogue.
  var album: String?
  var genres: [String]?
  var moods: [String]?
  var year: Int?
  /// INImage's stand-in: an emoji.
  var artwork: String?
  /// What it plays, in order: a playlist's or album's songs, an artist's, a show's episodes
  /// (newest last), an audiobook's chapters. Ids of items of the catalogue.
  var items: [String]?
  /// The user's own (a playlist they made): "my WWDC playlist", and one they may add to.
  var mine: Bool?
  var explicit: Bool?
  /// Only subscribers may play it.
  var subscriberOnly: Bool?
  var restriction: CatalogRestriction?
  /// An episode the user has heard.
  var played: Bool?
  /// How much people play it, for "play the most popular ..." and a broad search's order.
  var popularity: Int?
  /// Its length in seconds.
  var seconds: Int?
  /// What the app plays when asked for nothing in particular ("play ControlAudio").
  var featured: Bool?

  var isMine: Bool { mine ?? false }

  /// As SiriKit carries it.
  var mediaItem: MediaItem {
    MediaItem(
      identifier: id, title: title, type: kind.mediaType, artwork: artwork, artist: artist)
  }

  /// The records' references, checked when the data set loads: a song's album and a
  /// container's items name items of the same app's catalogue.
  static func validate(_ records: [CatalogItem]) throws(AppDataProblem) {
    var ids: [String: Set<String>] = [:]
    for record in records { ids[record.app, default: []].insert(record.id) }
    for (index, record) in records.enumerated() {
      let known = ids[record.app] ?? []
      if let album = record.album {
        guard known.contains(album) else {
          throw AppDataProblem(
            keyPath: "[\(index)].album",
            problem: "no item \"\(album)\" in \(record.app)'s catalogue")
        }
        guard
          records.contains(where: { $0.app == record.app && $0.id == album && $0.kind == .album })
        else {
          throw AppDataProblem(keyPath: "[\(index)].album", problem: "\"\(album)\" is not an album")
        }
      }
      for (position, item) in (record.items ?? []).enumerated() where !known.contains(item) {
        throw AppDataProblem(
          keyPath: "[\(index)].items[\(position)]",
          problem: "no item \"\(item)\" in \(record.app)'s catalogue")
      }
      if record.items != nil, !record.kind.isContainer {
        throw AppDataProblem(
          keyPath: "[\(index)].items", problem: "a \(record.kind.rawValue) holds no items")
      }
      if let year = record.year, !(1000...9999).contains(year) {
        throw AppDataProblem(keyPath: "[\(index)].year", problem: "\(year) is no year")
      }
    }
  }
}

/// The user's account with a media app (`mediaAccount.json`, one record per app): what lets
/// them play what. Every switch absent is the permissive default.
struct MediaAccount: Codable, Hashable, Sendable {
  static let onlyID = "account"
  var app: String
  var id: String
  /// false: nothing plays until they log in (loginRequired).
  var loggedIn: Bool?
  /// false: subscriber-only items do not play (subscriptionRequired).
  var subscribed: Bool?
  /// false: explicit items do not play (explicitContentSettings).
  var allowsExplicit: Bool?
  /// false: nothing streams over cellular, and the device is on cellular
  /// (cellularDataSettings).
  var cellularDataAllowed: Bool?
  /// true: the app has never been opened and must be before it plays
  /// (failureRequiringAppLaunch).
  var needsFirstLaunch: Bool?
  /// How many streams the plan allows, and how many other devices are playing now
  /// (failureMaxStreamLimitReached).
  var maxStreams: Int?
  var streamsInUse: Int?

  static func permissive(app: String) -> MediaAccount {
    MediaAccount(app: app, id: onlyID)
  }
}

/// What the app plays (`mediaPlayback.json`, one record per app, kept as the user leaves
/// it): the queue, where in it, and how.
struct Playback: Codable, Hashable, Sendable {
  static let onlyID = "playback"
  var app: String
  var id: String
  /// What was asked for: the playlist, album, artist, station.
  var container: MediaItem?
  /// Ids of the catalogue's playable items, in play order.
  var queue: [String]
  var index: Int
  var position: Int
  var isPlaying: Bool
  var shuffled: Bool
  /// INPlaybackRepeatMode's name.
  var repeatMode: String
  var rate: Double
  /// The queue in the order asked for, before any shuffle.
  var originalQueue: [String]?
  /// When the position was last brought up to the device clock: when the app last played.
  var updatedAt: Date?
  /// Seconds of an advertisement left before the item (a plan without a subscription).
  var adSecondsLeft: Int?

  var current: String? { queue.indices.contains(index) ? queue[index] : nil }
}

/// What the user told the app they like, and what they saved (`mediaLibrary.json`, one record
/// per app).
struct MediaLibrary: Codable, Hashable, Sendable {
  static let onlyID = "library"
  var app: String
  var id: String
  var saved: [String]
  var liked: [String]
  var disliked: [String]
  var likedGenres: [String]
  var dislikedGenres: [String]

  static func empty(app: String) -> MediaLibrary {
    MediaLibrary(
      app: app, id: onlyID, saved: [], liked: [], disliked: [], likedGenres: [],
      dislikedGenres: [])
  }
}
