import ArgumentParser
import Foundation
import IntentKit
import Runtime
import Store
import Understanding

/// `intentsh parse`: understanding only; resolves nothing, changes nothing.
struct Parse: ParsableCommand {
  static let configuration = CommandConfiguration(
    abstract: "Print the intent and raw parameters understood from an utterance.",
    discussion: """
      With --json and no utterance, reads one utterance per line from standard input and \
      writes one JSON object per line, in order, each with the utterance it read.
      """)

  @Option(help: ArgumentHelp("The data set folder, or \"demo\".", valueName: "dir"))
  var data: String = "demo"

  @OptionGroup var vocabulary: VocabularyOption

  @Flag(help: "Print one JSON object {\"app\", \"intent\", \"parameters\"}.")
  var json = false

  @OptionGroup var language: LanguageOptions

  @Argument(help: "What the user says, for example \"text hello to John on UnicornChat\".")
  var utterance: [String] = []

  func validate() throws {
    guard !utterance.isEmpty || json else {
      throw ValidationError("Give an utterance, or --json to read one per line from stdin.")
    }
  }

  func run() throws {
    // Read on the other core while the data set is loaded.
    Grammar.preload(language: Understander.language(of: language.locale))
    let globalVocabulary = try vocabulary.load()
    let grammars = try language.grammars()
    // The data set in memory with its apps started, so the vocabulary they register counts.
    let understander: Understander
    do {
      let folder = DataSetLoader.folder(named: data)
      let database = try DataSetCache.inMemoryState(
        of: folder, appKinds: AppPlugins.kinds,
        source: DataSetLoader.source(named: data))
      understander = try SessionEnvironment(
        database: database, clock: SessionEnvironment.replayClock(for: database),
        dataSetFolder: folder, globalVocabulary: globalVocabulary,
        plugins: AppPlugins.current, locale: language.locale,
        grammars: grammars
      ).understander
    } catch {
      throw UserFacingError(message: "\(error)")
    }
    guard !utterance.isEmpty else {
      // Batch: one understander for every line, so a corpus costs one start, not one per line.
      while let line = readLine(strippingNewline: true) {
        print(Self.json(line, understander, utterance: true).serialized)
      }
      return
    }
    let text = utterance.joined(separator: " ")
    if json {
      print(Self.json(text, understander, utterance: false).serialized)
      return
    }
    // A language read by grammar scores every reading; the best is the intent, and the next
    // shows what else the request could have meant.
    let (intent, readings) = understander.understandWithReadings(text)
    let runnerUp = readings.dropFirst().first
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
    if intent.continuesOffer { print("reply to: the last message read") }
    print("parameters:")
    for (name, value) in intent.parameters.sorted(by: { $0.key < $1.key }) {
      print("  \(name): \(IntentJSON.value(value).serialized)")
    }
  }

  /// `{"app", "intent", "parameters", "score", "rule", "runnerUp"}` for what `text` means, and
  /// the text itself first when reading a batch.
  static func json(_ text: String, _ understander: Understander, utterance: Bool) -> JSONValue {
    let (intent, readings) = understander.understandWithReadings(text)
    var fields: [(String, JSONValue)] = utterance ? [("utterance", .string(text))] : []
    fields +=
      intent.map(IntentJSON.fields)
      ?? [("app", .null), ("intent", .null), ("parameters", .object([]))]
    if let best = readings.first {
      fields.append(("score", .number(best.score)))
      fields.append(("rule", .string(best.source)))
    }
    if let runnerUp = readings.dropFirst().first {
      fields.append(
        (
          "runnerUp",
          .object(IntentJSON.fields(runnerUp.intent) + [("score", .number(runnerUp.score))])
        ))
    }
    return .object(fields)
  }
}
