import IntentKit
import SpokenLanguage

/// How a media app finds what a search asks for in its catalogue. The WWDC20 session's advice
/// is the plan: with no search, something "perfect-ish"; with only a name, "a very broad
/// search" across every kind; a name and an artist narrow it; a playlist type names a
/// playlist; genres, moods and release dates make a station of songs.
struct MediaFinder {
  enum Found: Equatable {
    /// Best match first; the rest are alternatives Siri may offer.
    case items([CatalogItem])
    /// Songs chosen by genre, mood or date, played as one station.
    case station(MediaItem, [CatalogItem])
    /// Several items are named exactly so (a song and an album of one name): the user picks.
    case ambiguous([CatalogItem])
    /// A kind of media the app does not carry (a movie, the news).
    case unsupportedType
    /// "this song" with nothing playing.
    case nothingPlaying
    case none
  }

  let index: CatalogIndex
  let nowPlaying: CatalogItem?

  var catalog: [CatalogItem] { index.items }
  var byID: [String: CatalogItem] { index.byID }

  /// `playback`: what the app plays, which "this" names.
  init(index: CatalogIndex, playback: Playback?) {
    self.index = index
    nowPlaying = playback?.current.flatMap { index.byID[$0] }
  }

  init(app: MediaApp) throws {
    self.init(index: try app.catalogIndex(), playback: try app.playback())
  }

  /// With nothing asked: the item the app features, else its most played playlist, else its
  /// most played songs.
  func perfectIsh() -> Found {
    if let featured = catalog.first(where: { $0.featured == true }) { return .items([featured]) }
    let playlists = popularFirst(catalog.filter { $0.kind == .playlist })
    if let playlist = playlists.first { return .items([playlist]) }
    let songs = popularFirst(catalog.filter { $0.kind == .song })
    return songs.isEmpty ? .none : .items(Array(songs.prefix(4)))
  }

  /// What a search names. `toPlay`: "play more like this" is a station like the item playing;
  /// for anything else "this" is that item.
  func find(_ search: MediaSearch, toPlay: Bool) -> Found {
    if search.reference == .currentlyPlaying {
      guard let current = nowPlaying else { return .nothingPlaying }
      guard toPlay else { return .items([current]) }
      return station(likeSongsOf: current)
    }
    let kinds = Self.kinds(for: search.mediaType)
    if kinds?.isEmpty == true { return .unsupportedType }
    var pool = catalog.filter { $0.kind != .chapter && kinds?.contains($0.kind) ?? true }
    if let artist = search.artistName {
      let artistWords = SaidTitle(artist)
      if search.mediaName == nil,
        kinds == nil || kinds == Self.kinds(for: .music) || kinds == [.artist],
        let record = catalog.first(where: { $0.kind == .artist && index.titled($0, artistWords) })
      {
        return .items([record])
      }
      pool = pool.filter { item in index.artistWords[item.id] == artistWords.words }
    }
    if let album = search.albumName {
      let albumWords = SaidTitle(album)
      pool = pool.filter { item in
        guard let id = item.album, let record = byID[id] else { return false }
        return index.titled(record, albumWords)
      }
    }
    if let name = search.mediaName {
      return named(name, in: pool, kinds: kinds, sortOrder: search.sortOrder)
    }
    if search.genreNames != nil || search.moodNames != nil || search.releaseDate != nil {
      // A station of the genre the app has, asked for as one ("punk radio"), else one made
      // of its songs.
      let stations = pool.filter { item in
        kinds == [.radioStation]
          && (search.genreNames ?? []).contains { genre in
            (item.genres ?? []).contains { Self.same($0, genre) }
          }
      }
      if !stations.isEmpty { return .items(popularFirst(stations)) }
      let songs = kinds?.contains(.song) ?? true ? pool : catalog
      return station(for: search, among: songs)
    }
    if search.artistName != nil || search.albumName != nil {
      return pool.isEmpty ? .none : .items(Array(sorted(pool, by: search.sortOrder).prefix(4)))
    }
    // A kind alone: "play music" is the app's pick, "play a podcast" its best of the kind.
    if search.mediaType == .music || kinds == nil { return perfectIsh() }
    return pool.isEmpty ? .none : .items(Array(sorted(pool, by: search.sortOrder).prefix(4)))
  }

  /// The items titled `name`: those titled so exactly (one plays with others offered; several
  /// are asked about), else those whose titles hold the words, most played first. An episode
  /// asked of a show ("the newest episode of The Unicorn Hour") is one of its episodes.
  private func named(
    _ name: String, in pool: [CatalogItem], kinds: Set<CatalogKind>?, sortOrder: MediaSortOrder
  ) -> Found {
    // A name the app's vocabulary gave Siri comes back as its identifier.
    if let item = byID[name], kinds?.contains(item.kind) ?? true { return .items([item]) }
    let said = SaidTitle(name)
    if kinds == [.podcastEpisode],
      let show = catalog.first(where: {
        $0.kind == .podcastShow && ($0.id == name || index.titled($0, said))
      })
    {
      let episodes = (show.items ?? []).compactMap { byID[$0] }
      // "the newest episode" is one; "an episode of" plays the newest, offering the others.
      guard sortOrder != .unknown else {
        return episodes.isEmpty ? .none : .items(Array(episodes.reversed().prefix(4)))
      }
      return sorted(episodes, by: sortOrder).first.map { .items([$0]) } ?? .none
    }
    let exact = pool.filter { index.titled($0, said) }
    if exact.count > 1 {
      // The user's own playlist is the one they mean by its name.
      let mine = exact.filter(\.isMine)
      if mine.count == 1 { return .items(mine) }
      return .ambiguous(exact.sorted { Self.kindOrder($0.kind) < Self.kindOrder($1.kind) })
    }
    let containing = popularFirst(
      pool.filter { item in
        item.title != exact.first?.title
          && Self.contains(index.titleWords[item.id] ?? [], said.words)
      })
    if let only = exact.first { return .items([only] + containing.prefix(3)) }
    return containing.isEmpty ? .none : .items(Array(sorted(containing, by: sortOrder).prefix(4)))
  }

  /// A station of songs by genre, mood and release date.
  private func station(for search: MediaSearch, among pool: [CatalogItem]) -> Found {
    let songs = pool.filter { song in
      guard song.kind == .song else { return false }
      if let genres = search.genreNames,
        !genres.contains(where: { genre in
          (song.genres ?? []).contains { Self.same($0, genre) }
        })
      {
        return false
      }
      if let moods = search.moodNames,
        !moods.contains(where: { mood in (song.moods ?? []).contains { Self.same($0, mood) } })
      {
        return false
      }
      if let range = search.releaseDate {
        guard let year = song.year, (range.startYear...range.endYear).contains(year) else {
          return false
        }
      }
      return true
    }
    guard !songs.isEmpty else { return .none }
    var words: [String] = []
    if let range = search.releaseDate { words.append(Self.decadeLabel(range)) }
    words += (search.moodNames ?? []).map(Self.capitalized)
    words += (search.genreNames ?? []).map(Self.capitalized)
    if let artist = search.artistName { words.append("by \(artist)") }
    let title = words.joined(separator: " ")
    let station = MediaItem(
      identifier: "station:" + TitleWords.key(title).replacingOccurrences(of: " ", with: "-"),
      title: title, type: .algorithmicRadioStation, artwork: "📻")
    return .station(station, sorted(songs, by: search.sortOrder))
  }

  /// Songs like one: the same artist or a genre in common, most played first.
  private func station(likeSongsOf current: CatalogItem) -> Found {
    let genres = Set((current.genres ?? []).map { $0.lowercased() })
    let songs = popularFirst(
      catalog.filter { song in
        song.kind == .song && song.id != current.id
          && (song.artist == current.artist
            || !(Set((song.genres ?? []).map { $0.lowercased() }).isDisjoint(with: genres)))
      })
    guard !songs.isEmpty else { return .none }
    let station = MediaItem(
      identifier: "station:like-" + current.id, title: "More like \(current.title)",
      type: .algorithmicRadioStation, artwork: "📻")
    return .station(station, songs)
  }

  // MARK: - Comparing and ordering

  /// The catalogue kinds a media type asks for: nil for any, none for a kind the app does not
  /// carry.
  static func kinds(for type: MediaItemType) -> Set<CatalogKind>? {
    switch type {
    case .unknown, .genre: return nil
    case .music: return Set(CatalogKind.allCases.filter(\.isMusic))
    case .song: return [.song]
    case .album: return [.album]
    case .artist: return [.artist]
    case .playlist, .podcastPlaylist: return [.playlist]
    case .podcastShow: return [.podcastShow]
    case .podcastEpisode: return [.podcastEpisode]
    case .audioBook: return [.audioBook]
    case .musicStation, .podcastStation, .radioStation, .station, .algorithmicRadioStation:
      return [.radioStation]
    case .musicVideo: return [.musicVideo]
    case .movie, .tvShow, .tvShowEpisode, .news: return []
    }
  }

  /// Exact matches of different kinds are listed artist, album, song, then the rest.
  private static func kindOrder(_ kind: CatalogKind) -> Int {
    CatalogKind.allCases.firstIndex(of: kind) ?? 0
  }

  static func same(_ title: String, _ said: String) -> Bool {
    same(TitleWords.of(title), TitleWords.of(said))
  }

  /// Written joined or apart, the same title: "lo fi lagoon" is Lo-Fi Lagoon.
  static func same(_ titleWords: [String], _ saidWords: [String]) -> Bool {
    titleWords == saidWords || titleWords.joined() == saidWords.joined()
  }

  /// Every said word is a word of the title or the start of one.
  private static func contains(_ title: [String], _ words: [String]) -> Bool {
    !words.isEmpty
      && words.allSatisfy { word in
        title.contains { $0 == word || (word.count >= 3 && $0.hasPrefix(word)) }
      }
  }

  func popularFirst(_ items: [CatalogItem]) -> [CatalogItem] { Self.popularFirst(items) }

  static func popularFirst(_ items: [CatalogItem]) -> [CatalogItem] {
    // A stable order: by popularity, then as the catalogue lists them.
    items.enumerated().sorted { lhs, rhs in
      let (left, right) = (lhs.element.popularity ?? 0, rhs.element.popularity ?? 0)
      return left != right ? left > right : lhs.offset < rhs.offset
    }.map(\.element)
  }

  private func sorted(_ items: [CatalogItem], by order: MediaSortOrder) -> [CatalogItem] {
    let indexed = Array(items.enumerated())
    let year = { (item: CatalogItem) in item.year ?? 0 }
    switch order {
    case .newest:
      return indexed.sorted {
        year($0.element) != year($1.element)
          ? year($0.element) > year($1.element) : $0.offset > $1.offset
      }.map(\.element)
    case .oldest:
      return indexed.sorted {
        year($0.element) != year($1.element)
          ? year($0.element) < year($1.element) : $0.offset < $1.offset
      }.map(\.element)
    case .unpopular, .worst:
      return popularFirst(items).reversed()
    case .unknown, .best, .popular, .trending, .recommended:
      return popularFirst(items)
    }
  }

  /// "70s" for a decade of the 1900s, "2010s" after, else the years.
  private static func decadeLabel(_ range: ReleaseDateRange) -> String {
    guard range.startYear % 10 == 0, range.endYear == range.startYear + 9 else {
      return range.spoken
    }
    return range.startYear < 2000 ? "\(range.startYear % 100)s" : "\(range.startYear)s"
  }

  private static func capitalized(_ word: String) -> String {
    word.split(separator: " ").map { $0.prefix(1).uppercased() + $0.dropFirst() }
      .joined(separator: " ")
  }
}

/// A media app's catalogue and the words searching it compares, made once each time the
/// catalogue changes rather than at each search.
struct CatalogIndex: Sendable {
  let items: [CatalogItem]
  let byID: [String: CatalogItem]
  /// Each item's title words (`TitleWords`), by id.
  let titleWords: [String: [String]]
  /// Each item's title words joined, by id: a title written joined or apart is the same.
  let titleKeys: [String: String]
  /// Each item's artist's words, by id, for items that have an artist.
  let artistWords: [String: [String]]

  init(_ items: [CatalogItem]) {
    self.items = items
    byID = Dictionary(items.map { ($0.id, $0) }) { first, _ in first }
    let titleWords = Dictionary(items.map { ($0.id, TitleWords.of($0.title)) }) { first, _ in
      first
    }
    self.titleWords = titleWords
    titleKeys = titleWords.mapValues { $0.joined() }
    artistWords = Dictionary(
      items.compactMap { item in item.artist.map { (item.id, TitleWords.of($0)) } }
    ) { first, _ in first }
  }

  /// The playable items an item stands for, in play order: a song itself; a playlist's, an
  /// album's or an audiobook's items; an artist's songs; a show's unplayed episodes, newest
  /// first.
  func playable(_ item: CatalogItem) -> [CatalogItem] {
    switch item.kind {
    case .song, .podcastEpisode, .radioStation, .musicVideo, .chapter:
      return [item]
    case .playlist, .album, .audioBook:
      return (item.items ?? []).compactMap { byID[$0] }
    case .artist:
      let listed = (item.items ?? []).compactMap { byID[$0] }
      return listed.isEmpty
        ? MediaFinder.popularFirst(items.filter { $0.kind == .song && $0.artist == item.title })
        : listed
    case .podcastShow:
      return (item.items ?? []).reversed().compactMap { byID[$0] }.filter { $0.played != true }
    }
  }

  /// How long an item plays, in seconds; an item the catalogue gives no length plays this.
  func seconds(of id: String) -> Int { byID[id]?.seconds ?? Self.defaultSeconds }

  static let defaultSeconds = 180

  /// Whether the item is titled as said, written joined or apart: the same words are the same
  /// joined, so the joined words alone tell (one look-up an item, of every item a search
  /// compares).
  func titled(_ item: CatalogItem, _ said: SaidTitle) -> Bool {
    titleKeys[item.id] == said.key
  }
}

/// A title as said, in the words `TitleWords` reads it, and joined: worked out once for a
/// search that compares it with every item.
struct SaidTitle {
  let words: [String]
  let key: String

  init(_ text: String) {
    words = TitleWords.of(text)
    key = words.joined()
  }
}
