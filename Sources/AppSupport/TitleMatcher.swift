import IntentKit
import SpokenLanguage

/// How a said title (a list, a note, an account nickname) compares with the app's titles, as
/// List-o-Mat's `getPossibleLists` does:
/// an exact (case-insensitive) match wins alone; otherwise every title that contains what was
/// said is possible ("store" -> Grocery Store, Hardware Store). Beyond the article's plain
/// `contains`, words compare singular ("groceries" -> Grocery) and by prefix ("groc"), and when
/// nothing contains the words, titles that sound or are spelled almost alike are possible
/// ("grocerys", "hardwear"), as the article suggests a better algorithm would.
public struct TitleMatcher: Sendable {
  /// The word naming the kind of item, ignored at the end of titles: "list" or "note".
  public let kind: String

  public init(kind: String) { self.kind = kind }

  public enum Match<Item> {
    case exact(Item)
    case possible([Item])
  }

  /// The items whose title matches `said`, exact or possible.
  public func match<Item>(_ said: String, among items: [Item], title: (Item) -> String) -> Match<
    Item
  > {
    let wanted = TitleWords.of(said, droppingKind: kind)
    guard !wanted.isEmpty else { return .possible([]) }
    let titles = items.map { TitleWords.of(title($0), droppingKind: kind) }
    if let index = titles.firstIndex(of: wanted) { return .exact(items[index]) }
    // Written joined or apart is the same title: "nest egg" is NestEgg.
    if let index = titles.firstIndex(where: { $0.joined() == wanted.joined() }) {
      return .exact(items[index])
    }
    let containing = items.indices.filter { contains(titles[$0], wanted) }
    if !containing.isEmpty { return .possible(containing.map { items[$0] }) }
    return .possible(items.indices.filter { soundsAlike(titles[$0], wanted) }.map { items[$0] })
  }

  /// Every said word is a title word or the start of one (at least 3 letters).
  private func contains(_ title: [String], _ words: [String]) -> Bool {
    words.allSatisfy { word in
      title.contains { $0 == word || (word.count >= 3 && $0.hasPrefix(word)) }
    }
  }

  /// As many words, each within a small edit distance of its title word, or sounding the same.
  private func soundsAlike(_ title: [String], _ words: [String]) -> Bool {
    guard title.count == words.count else { return false }
    return zip(title, words).allSatisfy { titleWord, word in
      let distance = EditDistance.between(word, titleWord)
      if distance <= (titleWord.count >= 7 ? 2 : titleWord.count >= 4 ? 1 : 0) { return true }
      return distance <= 2 && PhoneticKey.key(word) == PhoneticKey.key(titleWord)
    }
  }
}

extension TitleMatcher {
  /// Resolves a title said by the user among `items`: by the identifier an earlier answer or
  /// Siri's vocabulary gave, else by title (one inexact match asks for confirmation, several
  /// are disambiguated), else among the vocabulary's sound-alikes ("grossery"); `none` when
  /// nothing matches.
  public func resolve<Item, Value>(
    _ said: SpeakableString, identifier: String?, among items: [Item],
    title: (Item) -> String, id: (Item) -> String?, value: (Item) -> Value,
    none: ResolutionResult<Value>
  ) -> ResolutionResult<Value> {
    for wanted in [identifier, said.vocabularyIdentifier].compactMap({ $0 }) {
      if let item = items.first(where: { id($0) == wanted }) { return .success(value(item)) }
    }
    guard !said.spokenPhrase.allSatisfy(\.isWhitespace) else { return .needsValue }
    var found: [Item]
    switch match(said.spokenPhrase, among: items, title: title) {
    case .exact(let item): return .success(value(item))
    case .possible(let possible): found = possible
    }
    if found.isEmpty {
      let heard = Set((said.alternativeSpeakableMatches ?? []).compactMap(\.vocabularyIdentifier))
      found = items.filter { id($0).map(heard.contains) ?? false }
    }
    switch found.count {
    case 0: return none
    case 1: return .confirmationRequired(value(found[0]), reason: nil)
    default: return .disambiguation(found.map(value))
    }
  }
}
