import ArgumentParser
import Foundation
import IntentKit
import Runtime
import Store
import Understanding

/// `intentsh parse`: understanding only; resolves nothing, changes nothing.
struct Parse: ParsableCommand {
  static let configuration = CommandConfiguration(
    abstract: "Print the intent and raw parameters understood from an utterance.")

  @Option(help: ArgumentHelp("The data set folder, or \"demo\".", valueName: "dir"))
  var data: String = "demo"

  @Option(
    help: ArgumentHelp(
      "A folder of <App>/AppIntentVocabulary.plist files, added to the bundled vocabulary.",
      valueName: "dir"))
  var vocab: [String] = []

  @Flag(help: "Print one JSON object {\"app\", \"intent\", \"parameters\"}.")
  var json = false

  @OptionGroup var language: LanguageOptions

  @Argument(help: "What the user says, for example \"text hello to John on UnicornChat\".")
  var utterance: [String]

  func run() throws {
    let globalVocabulary = try GlobalVocabulary.load(extra: vocab)
    let grammars = try language.grammars()
    // The data set in memory with its apps started, so the vocabulary they register counts.
    let understander: Understander
    do {
      let folder = DataSetLoader.folder(named: data)
      let database = try AppDatabase.inMemory()
      try database.importDataSet(DataSetLoader.load(folder, appKinds: AppPlugins.kinds))
      understander = try SessionEnvironment(
        database: database, clock: SessionEnvironment.replayClock(for: database),
        dataSetFolder: folder, globalVocabulary: globalVocabulary,
        plugins: AppPlugins.current, locale: language.locale,
        grammars: grammars
      ).understander
    } catch {
      throw UserFacingError(message: "\(error)")
    }
    let text = utterance.joined(separator: " ")
    // A language read by grammar scores every reading; the best is the intent, and the next
    // shows what else the request could have meant.
    let (intent, readings) = understander.understandWithReadings(text)
    let runnerUp = readings.dropFirst().first
    if json {
      var fields =
        intent.map(IntentJSON.fields)
        ?? [("app", .null), ("intent", .null), ("parameters", .object([]))]
      if let best = readings.first {
        fields.append(("score", .number(best.score)))
        fields.append(("rule", .string(best.source)))
      }
      if let runnerUp {
        fields.append(
          (
            "runnerUp",
            .object(IntentJSON.fields(runnerUp.intent) + [("score", .number(runnerUp.score))])
          ))
      }
      print(JSONValue.object(fields).serialized)
      return
    }
    guard let intent else {
      print("intent: none (not understood)")
      return
    }
    if let best = readings.first {
      print("score: \(JSONValue.number(best.score).serialized) (\(best.source))")
    }
    if let runnerUp {
      print(
        "runner-up: \(runnerUp.intent.name), score \(JSONValue.number(runnerUp.score).serialized) (\(runnerUp.source))"
      )
    }
    print("app: \(TerminalText.inert(intent.app ?? "(not named)"))")
    print("intent: \(intent.name)")
    if intent.isReplyToLastMessage { print("reply to: the last message read") }
    print("parameters:")
    for (name, value) in intent.parameters.sorted(by: { $0.key < $1.key }) {
      print("  \(name): \(IntentJSON.value(value).serialized)")
    }
  }
}
