import SpokenLanguage
import Testing

/// Titles are compared by their words, singular and without the kind of thing they title.
@Suite struct TitleWordsTests {
  @Test func regularEnglishPluralsAreReadSingular() {
    let singulars = [
      "groceries": "grocery", "boxes": "box", "stores": "store", "dishes": "dish",
      "churches": "church", "buzzes": "buzz", "lists": "list", "tacos": "taco",
    ]
    for (plural, singular) in singulars {
      #expect(TitleWords.singular(plural) == singular, "\(plural)")
    }
  }

  @Test func shortWordsAndTheirOwnEndingsStayAsTheyAre() {
    for word in ["gas", "bus", "glass", "virus", "this", "basis", "s", "", "list", "box"] {
      #expect(TitleWords.singular(word) == word, "\(word)")
    }
  }

  /// Words with letters beyond ASCII follow the same rules, counted in characters.
  @Test func accentedWordsAreReadSingularByTheirCharacters() {
    #expect(TitleWords.singular("cafés") == "café")
    #expect(TitleWords.singular("niñas") == "niña")
    #expect(TitleWords.singular("más") == "más")
    #expect(TitleWords.singular("crêpes") == "crêpe")
  }

  @Test func aTitleIsComparedWithoutItsKind() {
    #expect(TitleWords.of("Grocery Store!") == ["grocery", "store"])
    #expect(TitleWords.of("Guest List", droppingKind: "list") == ["guest"])
    #expect(TitleWords.key("My Groceries") == "my grocery")
    #expect(TitleWords.of("🎉") == ["🎉"])
  }
}
