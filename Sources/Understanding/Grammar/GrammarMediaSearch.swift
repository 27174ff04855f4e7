import IntentKit
import SpokenLanguage

extension GrammarMatcher {
  /// The weight of a media title or artist the user's or the app's vocabulary names: as sure
  /// as the grammar's own words, so "put on some 70s punk classics" is the playlist a user
  /// taught Siri, not a decade and a genre, as the WWDC20 session on media shows.
  static let vocabularyWeight = 1.0

  /// Fills one field of a request's media search from its slot's words (`{mediaSearch.genreNames:genre}`),
  /// and gives the words' weight; nil when the words cannot be that field's, or the field was
  /// said already.
  ///
  /// - An enum field takes the case whose phrase, named after the field and the case
  ///   (`mediaTypePlaylist`, `sortOrderNewest`), is the words said: the words are the
  ///   grammar's, the values SiriKit's.
  /// - A release date is a year or decade in digits ("70s", "1985").
  /// - A title or artist the vocabulary knows becomes its identifier, and a title sets the
  ///   media type the vocabulary says ("Siri recognized it got a user vocabulary hit, and it
  ///   set the media type for us"). Other words are a title unless one names what no media
  ///   app plays (the grammar's `notMediaName` lexicon).
  func fill(
    _ field: MediaSearch.Field, from span: Range<Int>, phrased: Bool, in words: [GrammarText.Word],
    text: String, search: inout MediaSearch
  ) -> Double? {
    guard !search.has(field) else { return nil }
    let said = Self.said(span, in: words, text: text)
    switch field {
    case .mediaType, .sortOrder, .reference:
      let spoken = words[span].map(\.text)
      guard
        let name = Self.enumCases[field]?.first(where: { name in
          grammar.phrases[field.rawValue + name.capitalizedFirst]?.says(spoken) ?? false
        }), search.fix(field, to: name)
      else { return nil }
      return Self.confirmedWeight
    case .releaseDate:
      let written = words[span].map(\.text).filter { $0 != "the" }.joined()
      guard search.fix(field, to: written) else { return nil }
      return Self.confirmedWeight
    case .genreNames, .moodNames:
      _ = search.fix(field, to: said)
      return phrased ? Self.confirmedWeight : Self.slotWeight
    case .mediaName, .artistName:
      if let (term, kind) = mediaTerm(said, asPerson: field == .artistName) {
        if kind.isPerson {
          guard search.artistName == nil else { return nil }
          search.artistName = term
        } else {
          search.mediaName = term
        }
        // A title's kind is what is asked for; so is an author's (an audiobook), but not an
        // artist's said with a title ("Countdown by Velvet Static" is a song).
        if search.mediaType == .unknown, field == .mediaName || kind.mediaType != .artist {
          search.mediaType = kind.mediaType
        }
        return Self.vocabularyWeight
      }
      guard phrased || !saysNoMedia(span, in: words) else { return nil }
      _ = search.fix(field, to: said)
      return phrased ? Self.confirmedWeight : Self.slotWeight
    case .albumName:
      guard phrased || !saysNoMedia(span, in: words) else { return nil }
      _ = search.fix(field, to: said)
      return phrased ? Self.confirmedWeight : Self.slotWeight
    }
  }

  /// Whether words said as a title name something no media app plays: a `notMediaName` word
  /// of the grammar ("play chess with me", "put on an alarm"), or only words that are no
  /// title alone.
  private func saysNoMedia(_ span: Range<Int>, in words: [GrammarText.Word]) -> Bool {
    if let notMedia = grammar.lexicons["notMediaName"],
      words[span].contains(where: { notMedia.contains($0.text) })
    {
      return true
    }
    // Nor words that are no title alone (`notMediaNameAlone`): "an" in "read me an audiobook".
    guard let alone = grammar.lexicons["notMediaNameAlone"] else { return false }
    return words[span].allSatisfy { alone.contains($0.text) }
  }

  /// The media term the vocabulary knows by these words, as the app gave it (its identifier,
  /// else its phrase), and of which kind: a person's (an artist, an author) only when
  /// `asPerson`, any kind otherwise.
  private func mediaTerm(_ said: String, asPerson: Bool) -> (String, MediaVocabularyKind)? {
    guard let vocabulary, vocabulary.mayHaveEntries(in: Self.mediaScopes) else { return nil }
    let (entries, isExact) = vocabulary.entries(matching: said, in: Self.mediaScopes)
    guard isExact else { return nil }
    for entry in entries {
      guard
        let kind = MediaVocabularyKind.all.first(where: { kind in
          entry.scope == .user(kind.userType) || entry.scope == .parameter(kind.parameterName)
        }), !asPerson || kind.isPerson
      else { continue }
      return (entry.term.vocabularyIdentifier ?? entry.term.spokenPhrase, kind)
    }
    return nil
  }

  private static let mediaScopes: Set<VocabularyScope> = Set(
    MediaVocabularyKind.all.flatMap { [.user($0.userType), .parameter($0.parameterName)] })

  private static let enumCases: [MediaSearch.Field: [String]] = [
    .mediaType: MediaItemType.allCases.filter { $0 != .unknown }.map(\.name),
    .sortOrder: MediaSortOrder.allCases.filter { $0 != .unknown }.map(\.name),
    .reference: MediaReference.allCases.filter { $0 != .unknown }.map(\.name),
  ]
}

extension String {
  /// "currentlyPlaying" -> "CurrentlyPlaying".
  fileprivate var capitalizedFirst: String { prefix(1).uppercased() + dropFirst() }
}
