import Foundation

/// INMediaItemType, with the SDK's raw values.
public enum MediaItemType: Int, CaseIterable, Hashable, Sendable, Codable {
  case unknown = 0
  case song = 1
  case album = 2
  case artist = 3
  case genre = 4
  case playlist = 5
  case podcastShow = 6
  case podcastEpisode = 7
  case podcastPlaylist = 8
  case musicStation = 9
  case audioBook = 10
  case movie = 11
  case tvShow = 12
  case tvShowEpisode = 13
  case musicVideo = 14
  case podcastStation = 15
  case radioStation = 16
  case station = 17
  case music = 18
  case algorithmicRadioStation = 19
  case news = 20

  /// Whether the item is watched rather than heard: SiriKit opens the app in the foreground to
  /// play it (continueInApp).
  public var isVideo: Bool {
    switch self {
    case .movie, .tvShow, .tvShowEpisode, .musicVideo: true
    default: false
    }
  }
}

/// INMediaSortOrder.
public enum MediaSortOrder: Int, CaseIterable, Hashable, Sendable {
  case unknown = 0
  case newest = 1
  case oldest = 2
  case best = 3
  case worst = 4
  case popular = 5
  case unpopular = 6
  case trending = 7
  case recommended = 8
}

/// INMediaReference: "this song" is the item playing now.
public enum MediaReference: Int, CaseIterable, Hashable, Sendable {
  case unknown = 0
  case currentlyPlaying = 1
  case my = 2
}

/// INMediaSearch.releaseDate (an INDateComponentsRange) as people say it: a decade ("the
/// 70s") or a year, from its first year to its last.
public struct ReleaseDateRange: Hashable, Sendable {
  public var startYear: Int
  public var endYear: Int

  public init(startYear: Int, endYear: Int) {
    self.startYear = startYear
    self.endYear = endYear
  }

  /// "the 1970s", "1985", "1985 to 1990".
  public var spoken: String {
    if startYear == endYear { return String(startYear) }
    if startYear % 10 == 0, endYear == startYear + 9 { return "the \(startYear)s" }
    return "\(startYear) to \(endYear)"
  }
}

/// INMediaSearch: what was asked for, as Siri delivers it to a media app, which resolves the
/// media items from it. Every field is optional: "play ControlAudio" has no search at all.
public struct MediaSearch: Hashable, Sendable {
  public var mediaType: MediaItemType
  public var sortOrder: MediaSortOrder
  public var mediaName: String?
  public var artistName: String?
  public var albumName: String?
  public var genreNames: [String]?
  public var moodNames: [String]?
  public var releaseDate: ReleaseDateRange?
  public var reference: MediaReference
  /// Only for the item playing now, when the app is the one playing it.
  public var mediaIdentifier: String?

  public init(
    mediaType: MediaItemType = .unknown, sortOrder: MediaSortOrder = .unknown,
    mediaName: String? = nil, artistName: String? = nil, albumName: String? = nil,
    genreNames: [String]? = nil, moodNames: [String]? = nil,
    releaseDate: ReleaseDateRange? = nil, reference: MediaReference = .unknown,
    mediaIdentifier: String? = nil
  ) {
    self.mediaType = mediaType
    self.sortOrder = sortOrder
    self.mediaName = mediaName
    self.artistName = artistName
    self.albumName = albumName
    self.genreNames = genreNames
    self.moodNames = moodNames
    self.releaseDate = releaseDate
    self.reference = reference
    self.mediaIdentifier = mediaIdentifier
  }

  /// The fields a grammar fills one by one (`{mediaSearch.artistName}`), by SiriKit's names.
  public enum Field: String, CaseIterable, Sendable {
    case mediaType, sortOrder, mediaName, artistName, albumName, genreNames, moodNames,
      releaseDate, reference
  }

  /// Whether a field holds a value yet.
  public func has(_ field: Field) -> Bool {
    switch field {
    case .mediaType: mediaType != .unknown
    case .sortOrder: sortOrder != .unknown
    case .mediaName: mediaName != nil
    case .artistName: artistName != nil
    case .albumName: albumName != nil
    case .genreNames: genreNames != nil
    case .moodNames: moodNames != nil
    case .releaseDate: releaseDate != nil
    case .reference: reference != .unknown
    }
  }

  /// The fields said, by SiriKit's names, as a debugger shows them: `INMediaSearch(mediaType:
  /// playlist, mediaName: "WWDC")`.
  public var traced: String {
    var fields: [String] = []
    if mediaType != .unknown { fields.append("mediaType: \(mediaType.name)") }
    if sortOrder != .unknown { fields.append("sortOrder: \(sortOrder.name)") }
    if let mediaName { fields.append("mediaName: \"\(mediaName)\"") }
    if let artistName { fields.append("artistName: \"\(artistName)\"") }
    if let albumName { fields.append("albumName: \"\(albumName)\"") }
    let quoted = { (names: [String]) in
      "[" + names.map { "\"\($0)\"" }.joined(separator: ", ") + "]"
    }
    if let genreNames { fields.append("genreNames: \(quoted(genreNames))") }
    if let moodNames { fields.append("moodNames: \(quoted(moodNames))") }
    if let releaseDate {
      fields.append("releaseDate: \(releaseDate.startYear)...\(releaseDate.endYear)")
    }
    if reference != .unknown { fields.append("reference: \(reference.name)") }
    if let mediaIdentifier { fields.append("mediaIdentifier: \"\(mediaIdentifier)\"") }
    return "INMediaSearch(\(fields.joined(separator: ", ")))"
  }

  /// What was asked for, as a sentence says it: "the WWDC playlist", "Maybe Sometime by
  /// Special Disaster Team", "punk from the 1970s".
  public var spoken: String {
    var words: [String] = []
    if let name = mediaName {
      words.append(mediaType == .playlist ? "the \(name) playlist" : name)
    } else if let genres = genreNames, !genres.isEmpty {
      words.append(ListFormatting.join(genres))
    } else if let album = albumName {
      words.append(album)
    } else if mediaType == .music {
      words.append("music")
    }
    if let artist = artistName { words.append(words.isEmpty ? artist : "by \(artist)") }
    if let date = releaseDate { words.append(words.isEmpty ? date.spoken : "from \(date.spoken)") }
    if words.isEmpty, reference == .currentlyPlaying { return "more like this" }
    if words.isEmpty, mediaType != .unknown { return "a \(mediaType.name)" }
    return words.isEmpty ? "something" : words.joined(separator: " ")
  }
}

/// INMediaItem: one thing a media app can play, as it resolves a search to it.
public struct MediaItem: Hashable, Sendable, Codable {
  public var identifier: String
  public var title: String
  public var type: MediaItemType
  /// INImage's stand-in, drawn before the title in a list: an emoji.
  public var artwork: String?
  public var artist: String?

  public init(
    identifier: String, title: String, type: MediaItemType, artwork: String? = nil,
    artist: String? = nil
  ) {
    self.identifier = identifier
    self.title = title
    self.type = type
    self.artwork = artwork
    self.artist = artist
  }

  /// "Maybe Sometime by Special Disaster Team", "the WWDC playlist".
  public var spoken: String {
    switch type {
    case .playlist: return "the \(title) playlist"
    case .song, .album, .musicVideo: return artist.map { "\(title) by \($0)" } ?? title
    default: return title
    }
  }
}

/// INPlaybackRepeatMode.
public enum PlaybackRepeatMode: Int, CaseIterable, Hashable, Sendable {
  case unknown = 0
  case none = 1
  case all = 2
  case one = 3
}

/// INPlaybackQueueLocation: play now, next, or after what is queued.
public enum PlaybackQueueLocation: Int, CaseIterable, Hashable, Sendable {
  case unknown = 0
  case now = 1
  case next = 2
  case later = 3
}

/// INMediaAffinityType: "I love this song", "I don't like this song".
public enum MediaAffinityType: Int, CaseIterable, Hashable, Sendable {
  case unknown = 0
  case like = 1
  case dislike = 2
}

/// INMediaDestination: the library, or a playlist by name.
public enum MediaDestination: Hashable, Sendable {
  case library
  case playlist(String)

  public var spoken: String {
    switch self {
    case .library: "your library"
    case .playlist(let name): "your \(name) playlist"
    }
  }
}

// MARK: - As intents carry them

extension MediaSearch: IntentValueCase {
  public static func from(_ value: IntentValue) -> Self? {
    if case .mediaSearch(let search) = value { return search }
    return nil
  }
  public var intentValue: IntentValue { .mediaSearch(self) }
}

/// Said as words ("the WWDC playlist", an answer to "What do you want to play?"), which the
/// app resolves to its items.
extension MediaItem: ParameterValue {
  public static var valueType: ParameterValueType { .string }
  public init?(_ value: IntentValue) {
    guard case .mediaItem(let item) = value else { return nil }
    self = item
  }
  public var intentValue: IntentValue { .mediaItem(self) }
}

extension MediaDestination: IntentValueConvertible {
  public init?(_ value: IntentValue) {
    guard case .mediaDestination(let destination) = value else { return nil }
    self = destination
  }
  public var intentValue: IntentValue { .mediaDestination(self) }
}

extension Double: ParameterValue, IntentValueCase {
  public static var valueType: ParameterValueType { .number }
  public static func from(_ value: IntentValue) -> Self? {
    switch value {
    case .number(let number): return number
    case .integer(let number): return Double(number)
    default: return nil
    }
  }
  public var intentValue: IntentValue { .number(self) }
}

/// A SiriKit enum known by its case names: what a grammar fixes (`set playbackRepeatMode =
/// one`, `set mediaSearch.mediaType = playlist`) and events print.
public protocol NamedSiriKitEnum: RawRepresentable, CaseIterable where RawValue == Int {}

extension NamedSiriKitEnum {
  /// The SDK's case name: "podcastShow".
  public var name: String { CaseNames.name(of: self) }

  public init?(name: String) {
    guard let found = Self.allCases.first(where: { $0.name == name }) else { return nil }
    self = found
  }
}

extension MediaItemType: NamedSiriKitEnum {}
extension MediaSortOrder: NamedSiriKitEnum {}
extension MediaReference: NamedSiriKitEnum {}

/// A media enum an intent carries as a parameter travels by its case name.
public protocol NamedMediaEnum: NamedSiriKitEnum, IntentValueConvertible {}

extension NamedMediaEnum {
  public init?(_ value: IntentValue) {
    guard case .string(let name) = value else { return nil }
    self.init(name: name)
  }
  public var intentValue: IntentValue { .string(name) }
}

extension PlaybackRepeatMode: NamedMediaEnum {}
extension PlaybackQueueLocation: NamedMediaEnum {}
extension MediaAffinityType: NamedMediaEnum {}

/// The five media vocabulary types: what a term of each names in a media search. User
/// vocabulary (`INVocabulary`) and a global vocabulary file (`INPlayMediaIntent.playlistTitle`)
/// name the same terms differently, and "ultimately sync to Siri in the same place" (WWDC20,
/// "Design high quality Siri media interactions").
public struct MediaVocabularyKind: Hashable, Sendable {
  public let userType: VocabularyStringType
  /// The key a global vocabulary file lists it under, after `INPlayMediaIntent.`.
  public let globalKey: String
  /// What a search naming the term is for: Siri "recognized it got a user vocabulary hit, and
  /// it set the media type for us".
  public let mediaType: MediaItemType
  /// Whether the term is a person (artist, author), set as the search's artist, rather than
  /// a title, set as its media name.
  public let isPerson: Bool

  public static let all: [MediaVocabularyKind] = [
    MediaVocabularyKind(
      userType: .mediaPlaylistTitle, globalKey: "playlistTitle", mediaType: .playlist,
      isPerson: false),
    MediaVocabularyKind(
      userType: .mediaMusicArtistName, globalKey: "musicArtistName", mediaType: .artist,
      isPerson: true),
    MediaVocabularyKind(
      userType: .mediaAudiobookTitle, globalKey: "audiobookTitle", mediaType: .audioBook,
      isPerson: false),
    MediaVocabularyKind(
      userType: .mediaAudiobookAuthorName, globalKey: "audiobookAuthorName",
      mediaType: .audioBook, isPerson: true),
    MediaVocabularyKind(
      userType: .mediaShowTitle, globalKey: "showTitle", mediaType: .podcastShow,
      isPerson: false),
  ]

  /// The global vocabulary parameter: "INPlayMediaIntent.playlistTitle".
  public var parameterName: IntentParameterName {
    IntentParameterName(intentClass: "INPlayMediaIntent", property: globalKey)
  }
}

extension MediaSearch {
  /// Fixes a field to a value written as SiriKit names it (`playlist`, `newest`,
  /// `currentlyPlaying`; a name as itself; a year or "1970s"): what a grammar's `set
  /// mediaSearch.mediaType = music` says. False when the field cannot hold it.
  public mutating func fix(_ field: Field, to text: String) -> Bool {
    switch field {
    case .mediaType:
      guard let type = MediaItemType(name: text) else { return false }
      mediaType = type
    case .sortOrder:
      guard let order = MediaSortOrder(name: text) else { return false }
      sortOrder = order
    case .reference:
      guard let reference = MediaReference(name: text) else { return false }
      self.reference = reference
    case .releaseDate:
      guard let range = ReleaseDateRange(written: text) else { return false }
      releaseDate = range
    case .mediaName: mediaName = text
    case .artistName: artistName = text
    case .albumName: albumName = text
    case .genreNames: genreNames = (genreNames ?? []) + [text]
    case .moodNames: moodNames = (moodNames ?? []) + [text]
    }
    return true
  }
}

extension ReleaseDateRange {
  /// A year or decade written in digits, as people write them in any language: "1985",
  /// "1970s", "70s", "'70s", "70's" (a two-digit decade is of the 1900s from 30 on, else of
  /// the 2000s: "the 20s" are the 2020s).
  public init?(written text: String) {
    var digits = Substring(text)
    while let first = digits.first, first == "'" || first == "’" { digits.removeFirst() }
    var isDecade = false
    if digits.hasSuffix("'s") || digits.hasSuffix("’s") {
      digits.removeLast(2)
      isDecade = true
    } else if digits.hasSuffix("s") {
      digits.removeLast()
      isDecade = true
    }
    guard !digits.isEmpty, digits.allSatisfy(\.isASCII), let number = Int(digits) else {
      return nil
    }
    switch (digits.count, isDecade) {
    case (4, false):
      self.init(startYear: number, endYear: number)
    case (4, true) where number % 10 == 0:
      self.init(startYear: number, endYear: number + 9)
    case (2, true) where number % 10 == 0:
      let year = number >= 30 ? 1900 + number : 2000 + number
      self.init(startYear: year, endYear: year + 9)
    default:
      return nil
    }
  }
}
