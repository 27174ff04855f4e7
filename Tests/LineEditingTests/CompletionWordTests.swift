import Testing

@testable import LineEditing

@Suite("Completion word and Tab outcome")
struct CompletionWordTests {
  @Test func wordIsTheTextAfterTheLastSpace() {
    #expect(CompletionWord(lineBeforeCursor: "remind me to bu").text == "bu")
  }

  @Test func wordIsEmptyRightAfterASpace() {
    #expect(CompletionWord(lineBeforeCursor: "remind ").text == "")
  }

  @Test func wordOfAnEmptyLineIsEmpty() {
    #expect(CompletionWord(lineBeforeCursor: "").text == "")
  }

  @Test func colonCommandWithoutSpaceIsTheWholeLine() {
    #expect(CompletionWord(lineBeforeCursor: ":he").text == ":he")
  }

  @Test func colonCommandArgumentIsTheTextAfterTheSpace() {
    #expect(CompletionWord(lineBeforeCursor: ":help rem").text == "rem")
  }

  @Test func wordKeepsNonASCIICharacters() {
    #expect(CompletionWord(lineBeforeCursor: "send to 日本").text == "日本")
  }

  @Test func completesUniquePrefixToWholeWord() {
    #expect(CompletionWord(lineBeforeCursor: ":he").resolve([":help"]) == .unique(":help"))
  }

  @Test func noCandidatesMeansNoMatch() {
    #expect(CompletionWord(lineBeforeCursor: "zz").resolve([]) == .noMatch)
  }

  @Test func duplicateCandidatesCountOnce() {
    let outcome = CompletionWord(lineBeforeCursor: "re").resolve(["remind", "remind"])
    #expect(outcome == .unique("remind"))
  }

  @Test func severalCandidatesExtendToTheirLongestCommonPrefixAndAreListedSorted() {
    let outcome = CompletionWord(lineBeforeCursor: "set re").resolve(
      ["reminders", "remove", "remind"])
    #expect(
      outcome == .ambiguous(commonPrefix: "rem", candidates: ["remind", "reminders", "remove"]))
  }

  @Test func severalCandidatesSharingNothingMoreKeepTheTypedWord() {
    let outcome = CompletionWord(lineBeforeCursor: "r").resolve(["remind", "run"])
    #expect(outcome == .ambiguous(commonPrefix: "r", candidates: ["remind", "run"]))
  }

  @Test func candidatesInAnotherCaseDoNotShortenTheTypedWord() {
    let outcome = CompletionWord(lineBeforeCursor: "Rem").resolve(["remind", "remove"])
    #expect(outcome == .ambiguous(commonPrefix: "Rem", candidates: ["remind", "remove"]))
  }

  @Test func completingAfterASpaceOffersEveryCandidate() {
    let outcome = CompletionWord(lineBeforeCursor: "send ").resolve(["mail", "message"])
    #expect(outcome == .ambiguous(commonPrefix: "m", candidates: ["mail", "message"]))
  }

  @Test func longestCommonPrefixOfNoWordsIsEmpty() {
    #expect(CompletionWord.longestCommonPrefix(of: []) == "")
  }

  @Test func longestCommonPrefixOfOneWordIsThatWord() {
    #expect(CompletionWord.longestCommonPrefix(of: ["remind"]) == "remind")
  }

  @Test func longestCommonPrefixStopsAtTheFirstDifference() {
    #expect(CompletionWord.longestCommonPrefix(of: ["reminders", "remind", "remote"]) == "rem")
    #expect(CompletionWord.longestCommonPrefix(of: ["alpha", "beta"]) == "")
  }

  @Test func longestCommonPrefixComparesWholeCharacters() {
    #expect(CompletionWord.longestCommonPrefix(of: ["日本語", "日本"]) == "日本")
    // A decomposed "é" is one character, different from "e", even though it starts with "e".
    #expect(CompletionWord.longestCommonPrefix(of: ["e\u{301}t", "et"]) == "")
    #expect(CompletionWord.longestCommonPrefix(of: ["café", "cafe\u{301}s"]) == "café")
  }
}

@Suite("Completion listing")
struct CompletionListingTests {
  @Test func candidatesAreLaidOutColumnByColumn() {
    let lines = CompletionListing.lines(for: ["a", "b", "c", "d", "e"], width: 9)
    // Cells are 3 wide ("a" plus two spaces): 3 columns fit in 9, so 2 rows.
    #expect(lines == ["a  c  e", "b  d"])
  }

  @Test func columnsAreAsWideAsTheWidestCandidate() {
    let lines = CompletionListing.lines(for: ["remind", "reminders", "remove"], width: 100)
    #expect(lines == ["remind     reminders  remove"])
  }

  @Test func candidatesTooWideForTwoColumnsGoOnePerLine() {
    let lines = CompletionListing.lines(for: ["remind", "reminders"], width: 10)
    #expect(lines == ["remind", "reminders"])
  }

  @Test func noCandidatesListNothing() {
    #expect(CompletionListing.lines(for: [], width: 80).isEmpty)
  }

  @Test func wideCharactersTakeTwoColumns() {
    #expect(CompletionListing.displayWidth(of: "日本") == 4)
    #expect(CompletionListing.displayWidth(of: "cafe\u{301}") == 4)
    #expect(CompletionListing.displayWidth(of: "\u{1B}") == 0)
    let lines = CompletionListing.lines(for: ["日本", "ab", "cd"], width: 100)
    #expect(lines == ["日本  ab    cd"])
  }
}
