import IntentKit
import SpokenLanguage

/// A pick from a list: paging, the number shown, an ordinal on the visible page, or a title.
enum ChoiceAnswers {
  /// Order: an exact title; paging; a number as shown, written or spoken alike ("2", "two",
  /// "#2", "option two": absolute, 1-based, as the list numbers its options on every page); an
  /// ordinal ("the second one", "last": on the visible page, or the list's own when the page
  /// has no such position: "the fourth one" with three shown); a title or subtitle that the
  /// reply's words pick out uniquely; else unrecognized.
  static func answer(
    _ words: [String], options: [ChoiceLabel], visible: Range<Int>,
    in language: AnswerWords = .english
  ) -> PromptAnswer {
    guard !words.isEmpty, !options.isEmpty else { return .unrecognized }
    let visible = visible.clamped(to: 0..<options.count)
    let titles = options.map { NameNormalizer.words($0.title) }
    let subtitles = options.map { NameNormalizer.words($0.subtitle ?? "") }
    // Every name an option answers to: its title, then its aliases.
    let names = options.indices.map { [titles[$0]] + options[$0].aliases.map(NameNormalizer.words) }
    if let index = unique(names.indices.filter { names[$0].contains(words) }) {
      return .choice(index)
    }
    // "no", "none of them", "neither" picks nothing: the user declines, as at "To whom?".
    if YesNoAnswers.exactAnswer(words, in: language) == false
      || language.noneOfThem.contains(
        Fillers.trimmed(words, leading: [], trailing: language.titleTrailing))
    {
      return .cancel
    }
    let phrase = Fillers.trimmed(
      words, leading: language.pagingLeading, trailing: language.pagingTrailing
    )
    .joined(separator: " ")
    if language.nextPage.contains(phrase) { return .nextPage }
    if language.previousPage.contains(phrase) { return .previousPage }
    if let number = shownNumber(words, in: language) {
      return (1...options.count).contains(number) ? .choice(number - 1) : .unrecognized
    }
    if let position = visiblePosition(words, visible: visible, in: language) {
      if visible.contains(position) { return .choice(position) }
      // An ordinal past the page's end counts in the whole list.
      let ordinal = position - visible.lowerBound
      return (0..<options.count).contains(ordinal) ? .choice(ordinal) : .unrecognized
    }
    let reply = Fillers.trimmed(
      words, leading: language.titleLeading, trailing: language.titleTrailing)
    let wanted = Set(reply)
    // Spaces do not count: "unicorn chat" is "UnicornChat".
    let compactReply = reply.joined()
    if let index = unique(
      names.indices.filter { names[$0].contains { $0.joined() == compactReply } })
    {
      return .choice(index)
    }
    let candidates: [(Int) -> Bool] = [
      { wanted.isSubset(of: titles[$0]) },
      { wanted.isSubset(of: subtitles[$0]) },
      { wanted.isSubset(of: titles[$0] + subtitles[$0]) },
      // The start of a one-word title: "rainbow" is RainbowCar.
      { compactReply.count >= 3 && titles[$0].joined().hasPrefix(compactReply) },
      { index in
        // Sound-alike and spelled alike: "Jon Bailey" picks John Baily, but "blue" does not
        // pick Baily although the two share a phonetic key.
        reply.allSatisfy { word in
          titles[index].contains { title in
            PhoneticKey.key(word) == PhoneticKey.key(title)
              && EditDistance.between(word, title) <= min(2, max(1, title.count / 2))
          }
        }
      },
    ]
    for matches in candidates {
      let matching = options.indices.filter(matches)
      if let index = unique(matching) { return .choice(index) }
      if matching.count > 1 { return .unrecognized }
    }
    return .unrecognized
  }

  /// "2", "two", "#2", "number 2", "option twenty two", "numéro vingt-deux": the number
  /// shown next to an option.
  private static func shownNumber(_ words: [String], in language: AnswerWords) -> Int? {
    if let number = language.cardinal(words) { return number }
    let trimmed = Fillers.trimmed(
      words, leading: language.articles, trailing: language.titleTrailing)
    guard trimmed.count >= 2, language.numberNouns.contains(trimmed[0]) else { return nil }
    return language.cardinal(Array(trimmed.dropFirst()))
  }

  /// "the first one", "2nd", "last", "the second to last", "la deuxième", "el último": an
  /// index on the visible page.
  private static func visiblePosition(
    _ words: [String], visible: Range<Int>, in language: AnswerWords
  ) -> Int? {
    var words = Fillers.trimmed(words, leading: language.articles, trailing: language.titleTrailing)
    if words.count > 1, let last = words.last, language.optionWords.contains(last) {
      words.removeLast()
    }
    guard !words.isEmpty, !visible.isEmpty else { return nil }
    let phrase = words.joined(separator: " ")
    if language.last.contains(phrase) { return visible.upperBound - 1 }
    if language.secondToLast.contains(phrase) { return visible.upperBound - 2 }
    if language.top.contains(phrase) { return visible.lowerBound }
    guard words.count == 1, let ordinal = language.ordinal(words[0]), ordinal > 0 else {
      return nil
    }
    return visible.lowerBound + ordinal - 1
  }

  private static func unique(_ indices: [Int]) -> Int? {
    indices.count == 1 ? indices[0] : nil
  }

}
