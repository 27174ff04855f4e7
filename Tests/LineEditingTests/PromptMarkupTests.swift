import Testing

@testable import LineEditing

@Suite("Prompt colour codes marked for libedit")
struct PromptMarkupTests {
  @Test func plainPromptIsUnchanged() {
    #expect(PromptMarkup.marked("> ") == "> ")
    #expect(PromptMarkup.marked("") == "")
  }

  @Test func colourSequencesAreBracketedByTheIgnoreCharacter() {
    #expect(
      PromptMarkup.marked("\u{1B}[32mok\u{1B}[0m> ")
        == "\u{1}\u{1B}[32m\u{1}ok\u{1}\u{1B}[0m\u{1}> ")
  }

  @Test func adjacentSequencesMergeIntoOneRun() {
    #expect(
      PromptMarkup.marked("\u{1B}[1m\u{1B}[32mok> ") == "\u{1}\u{1B}[1m\u{1B}[32m\u{1}ok> ")
  }

  @Test func sequenceAtTheEndMovesBeforeTheTrailingSpace() {
    #expect(
      PromptMarkup.marked("\u{1B}[32m> \u{1B}[0m")
        == "\u{1}\u{1B}[32m\u{1}>\u{1}\u{1B}[0m\u{1} ")
  }

  @Test func sequenceAtTheEndJoinsARunBeforeTheTrailingSpace() {
    #expect(
      PromptMarkup.marked("a\u{1B}[1m \u{1B}[0m") == "a\u{1}\u{1B}[1m\u{1B}[0m\u{1} ")
  }

  @Test func sequenceAtTheEndWithoutATrailingSpaceGetsOne() {
    #expect(
      PromptMarkup.marked("\u{1B}[32m>\u{1B}[0m")
        == "\u{1}\u{1B}[32m\u{1}>\u{1}\u{1B}[0m\u{1} ")
  }

  @Test func sequenceBeforeAControlCharacterMovesPastIt() {
    #expect(PromptMarkup.marked("a\u{1B}[0m\tb") == "a\t\u{1}\u{1B}[0m\u{1}b")
  }

  @Test func wideCharactersCarryARunLikeAnyOther() {
    #expect(PromptMarkup.marked("\u{1B}[34m日本> ") == "\u{1}\u{1B}[34m\u{1}日本> ")
  }

  @Test func windowTitleSequenceIsInvisible() {
    #expect(PromptMarkup.marked("\u{1B}]0;intentsh\u{7}> ") == "\u{1}\u{1B}]0;intentsh\u{7}\u{1}> ")
    #expect(
      PromptMarkup.marked("\u{1B}]0;t\u{1B}\\> ") == "\u{1}\u{1B}]0;t\u{1B}\\\u{1}> ")
  }

  @Test func twoCharacterAndCharsetEscapesAreInvisible() {
    #expect(PromptMarkup.marked("\u{1B}(B> ") == "\u{1}\u{1B}(B\u{1}> ")
    #expect(PromptMarkup.marked("\u{1B}7> ") == "\u{1}\u{1B}7\u{1}> ")
  }

  @Test func ignoreCharactersInThePromptAreRemoved() {
    #expect(PromptMarkup.marked("\u{1}a\u{1}> ") == "a> ")
  }

  @Test func promptOfOneLineHasNoLeadingLines() {
    #expect(PromptMarkup.splitAtLastLine("> ") == ("", "> "))
  }

  @Test func promptOfSeveralLinesSplitsBeforeTheLastLine() {
    let split = PromptMarkup.splitAtLastLine("Title\nmore\n\u{1B}[32mask\u{1B}[0m> ")
    #expect(split.leadingLines == "Title\nmore\n")
    #expect(split.lastLine == "\u{1B}[32mask\u{1B}[0m> ")
  }
}
