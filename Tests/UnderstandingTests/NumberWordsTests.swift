import SpokenLanguage
import Testing

@Suite struct NumberWordsTests {
  @Test func theLongestRunThatSpellsAnIntegerIsRead() {
    #expect(NumberWords.longestInteger(["twenty", "five", "dollars"]) ?? (0, 0) == (25, 2))
    #expect(
      NumberWords.longestInteger(["a", "hundred", "and", "five", "pounds"]) ?? (0, 0) == (105, 4))
    #expect(
      NumberWords.longestInteger(["five", "hundred", "and", "fifty", "cents"]) ?? (0, 0)
        == (550, 4))
    #expect(NumberWords.longestInteger(["five", "and", "cents"]) ?? (0, 0) == (5, 1))
    #expect(NumberWords.longestInteger(["12", "dollars"]) ?? (0, 0) == (12, 1))
    #expect(NumberWords.longestInteger(["minus", "two", "thousand"]) ?? (0, 0) == (-2000, 3))
    #expect(NumberWords.longestInteger(["dollars", "five"]) == nil)
  }

  /// Every run of up to four words drawn from number words, digits and others reads as the
  /// plain search over every prefix reads it: skipping runs past a word no number holds
  /// changes no answer.
  @Test func skippingImpossibleRunsReadsWhatEveryPrefixReads() {
    let words = [
      "a", "and", "one", "twelve", "twenty", "hundred", "thousand", "million", "minus", "oh",
      "7", "dollars", "an",
    ]
    var runs: [[String]] = []
    var ofLength: [[String]] = [[]]
    for _ in 1...4 {
      ofLength = ofLength.flatMap { run in words.map { run + [$0] } }
      runs += ofLength
    }
    for run in runs {
      let read = NumberWords.longestInteger(run[...])
      let expected = Self.everyPrefix(run[...])
      #expect(read?.value == expected?.value && read?.count == expected?.count, "\(run)")
    }
  }

  /// The reading tried prefix by prefix, longest first, as it was written before.
  static func everyPrefix(_ words: ArraySlice<String>) -> (value: Int, count: Int)? {
    let longest = words.prefix(12)
    for count in stride(from: longest.count, through: 1, by: -1) {
      let run = longest.prefix(count)
      guard run.last != "and", let value = NumberWords.integer(Array(run)) else { continue }
      return (value, count)
    }
    return nil
  }
}
