import Foundation
import Testing

/// `intentsh parse` as a user runs it: languages, added grammars, scores.
@Suite(.enabled(if: builtIntentsh != nil, "the intentsh binary is built beside the tests"))
struct ParseCommandTests {
  @Test func seed002sFrenchRequestsAreUnderstoodWithTheirScore() throws {
    let run = try ReplayCommandTests.intentsh([
      "parse", "--locale", "fr-FR", "--json", "Envoie bonjour à Bob dans l'application MyMessenger",
    ])
    #expect(run.status == 0)
    #expect(
      run.output.hasPrefix(
        #"{"app":"MyMessenger","intent":"sendMessage","parameters":{"content":"bonjour","recipients":[{"spokenPhrase":"Bob"}]},"score":0.875,"rule":"fr/messaging.grammar:"#
      ))
  }

  @Test func aLanguageWithoutAGrammarIsAUsageError() throws {
    let run = try ReplayCommandTests.intentsh(["parse", "--locale", "de-DE", "hallo"])
    #expect(run.status == 2)
    #expect(run.errors.contains("--locale de-DE: intentsh does not read \"de\""))
  }

  /// A data set of the project's transcripts, by name.
  private func dataSet(_ name: String) -> String {
    ReplayForCITests.repository.appendingPathComponent("transcripts/understanding/data/\(name)")
      .path
  }

  @Test func theDataSetsDeviceLanguageIsTheDefault() throws {
    let french = try ReplayCommandTests.intentsh([
      "parse", "--data", dataSet("french-device"), "Montre-moi ma liste Grocery Store",
    ])
    #expect(french.status == 0)
    #expect(french.output.contains("intent: searchForNotebookItems"))
    let english = try ReplayCommandTests.intentsh([
      "parse", "--data", dataSet("french-device"), "--locale", "en-US", "show my grocery list",
    ])
    #expect(english.output.contains("intent: searchForNotebookItems"))
  }

  @Test func aDeviceLanguageWithoutAGrammarIsExit2NamingTheFileAndKey() throws {
    let run = try ReplayCommandTests.intentsh([
      "parse", "--data", dataSet("german-device"), "hallo",
    ])
    #expect(run.status == 2)
    #expect(
      run.errors
        == "intentsh: device.json: locale: intentsh does not read \"de\" (it reads: en, es, fr)\n")
  }

  @Test func aBrokenAddedGrammarIsExit2NamingFileAndLine() throws {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("grammar-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    try "intent sendMessage\ntext {someone}\n".write(
      to: folder.appendingPathComponent("mine.grammar"), atomically: true, encoding: .utf8)
    let run = try ReplayCommandTests.intentsh(["parse", "--grammar", folder.path, "hi"])
    #expect(run.status == 2)
    #expect(
      run.errors
        == "intentsh: \(folder.path)/mine.grammar:2: {someone} is not a parameter of sendMessage (recipients, content) nor {app}\n"
    )
  }

  @Test func withNoUtteranceJSONIsReadALinePerRequestFromStdin() throws {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: builtIntentsh ?? "intentsh")
    process.arguments = ["parse", "--json"]
    let input = Pipe()
    let output = Pipe()
    process.standardInput = input
    process.standardOutput = output
    try process.run()
    input.fileHandleForWriting.write(
      Data("lock my car\nwhat's the weather like\n\ntext ana i'm late\n".utf8))
    try input.fileHandleForWriting.close()
    let lines = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
      .split(separator: "\n", omittingEmptySubsequences: false)
    process.waitUntilExit()
    #expect(process.terminationStatus == 0)
    let objects = try lines.dropLast().map {
      try #require(JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any])
    }
    // One object per line read, in order, each with its utterance; a blank line is one too.
    #expect(
      objects.map { $0["utterance"] as? String }
        == ["lock my car", "what's the weather like", "", "text ana i'm late"])
    #expect(
      objects.map { $0["intent"] as? String }
        == ["setCarLockStatus", nil, nil, "sendMessage"])
    #expect(lines.last == "")
  }

  @Test func noUtteranceWithoutJSONIsAUsageError() throws {
    let run = try ReplayCommandTests.intentsh(["parse"])
    #expect(run.status == 2)
    #expect(run.errors.contains("Give an utterance, or --json to read one per line from stdin."))
  }
}
