import Testing

@testable import LineEditing

@Suite("Scripted and plain readers")
struct ScriptedLineReaderTests {
  @Test func scriptedReaderReturnsLinesInOrder() {
    let reader = ScriptedLineReader(lines: ["first", "second"])
    #expect(reader.readLine(prompt: "> ") == .line("first"))
    #expect(reader.readLine(prompt: "> ") == .line("second"))
  }

  @Test func scriptedReaderReturnsEndOfInputWhenLinesRunOut() {
    let reader = ScriptedLineReader(lines: ["only"])
    _ = reader.readLine(prompt: "> ")
    #expect(reader.readLine(prompt: "> ") == .endOfInput)
    #expect(reader.readLine(prompt: "> ") == .endOfInput)
    #expect(reader.readSecret(prompt: "Passcode: ") == .endOfInput)
  }

  @Test func scriptedReaderRecordsEveryPromptInOrderIncludingSecretOnes() {
    let reader = ScriptedLineReader(lines: ["send", "1234"])
    _ = reader.readLine(prompt: "> ")
    _ = reader.readSecret(prompt: "Passcode: ")
    _ = reader.readLine(prompt: "again> ")
    #expect(reader.prompts == ["> ", "Passcode: ", "again> "])
  }

  @Test func scriptedReaderCountsSecretReadsAndServesThemFromTheSameScript() {
    let reader = ScriptedLineReader(lines: ["pay", "1234"])
    #expect(reader.readLine(prompt: "> ") == .line("pay"))
    #expect(reader.readSecret(prompt: "Passcode: ") == .line("1234"))
    #expect(reader.secretReadCount == 1)
  }

  @Test func scriptedReaderCanScriptAnInterruption() {
    let reader = ScriptedLineReader(results: [.line("send"), .interrupted, .line("quit")])
    #expect(reader.readLine(prompt: "> ") == .line("send"))
    #expect(reader.readLine(prompt: "> ") == .interrupted)
    #expect(reader.remaining == [.line("quit")])
  }

  @Test func scriptedReaderKeepsNonBlankHistoryLinesOnly() {
    let reader = ScriptedLineReader(lines: [])
    reader.addHistory("remind me")
    reader.addHistory("   ")
    reader.addHistory("")
    #expect(reader.history == ["remind me"])
  }

  @Test func scriptedReaderIsNotInteractiveUnlessAskedTo() {
    #expect(ScriptedLineReader(lines: []).isInteractive == false)
    #expect(ScriptedLineReader(results: [], isInteractive: true).isInteractive)
  }

  @Test func plainReaderIsNotInteractive() {
    #expect(PlainLineReader().isInteractive == false)
  }
}
