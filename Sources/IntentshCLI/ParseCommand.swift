import Apps
import ArgumentParser
import Foundation
import IntentKit
import Runtime
import Store
import Synchronization
import Understanding

/// `intentsh parse`: understanding only; resolves nothing, changes nothing.
struct Parse: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "parse",
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

  @OptionGroup var intents: IntentsOption

  @Argument(help: "What the user says, for example \"text hello to John on UnicornChat\".")
  var utterance: [String] = []

  func validate() throws {
    guard !utterance.isEmpty || json else {
      throw ValidationError("Give an utterance, or --json to read one per line from stdin.")
    }
  }

  func run() throws {
    // Most data sets are English: read on the other core while the data set is loaded.
    Grammar.preload(
      language: Understander.language(of: language.locale ?? Understanding.defaultLocale))
    let globalVocabulary = try vocabulary.load()
    let definedApps = try intents.load(besides: [])
    // The data set in memory with its apps started, so the vocabulary they register counts.
    let folder = DataSetLoader.folder(named: data)
    let plugins = AppPlugins.current
    let appKinds = AppPlugins.kinds
    let source = DataSetLoader.source(named: data)
    @Sendable func state() throws -> AppDatabase {
      do {
        return try DataSetCache.inMemoryState(
          of: folder, appKinds: appKinds, source: source,
          preparing: { try InstalledApps.registerVocabulary(in: $0, plugins: plugins) })
      } catch {
        throw UserFacingError(message: "\(error)")
      }
    }
    // The first state says the device's language; each understander has a state of its own.
    let first = try state()
    let locale = try language.locale(of: first).locale
    let grammars = try language.grammars(locale: locale)
    @Sendable func understander(_ database: AppDatabase) throws -> Understander {
      do {
        return try SessionEnvironment(
          database: database, clock: SessionEnvironment.replayClock(for: database),
          dataSetFolder: folder, globalVocabulary: globalVocabulary, plugins: plugins,
          definedApps: definedApps, locale: locale, grammars: grammars
        ).understander
      } catch {
        throw UserFacingError(message: "\(error)")
      }
    }
    guard !utterance.isEmpty else {
      // Batch: one understander per core for every line, so a corpus costs one start, not one
      // per line. Each has its own copy of the data set: understanding reads it at every
      // request, and a shared connection would make the cores take turns.
      let cores = ProcessInfo.processInfo.activeProcessorCount
      let understanders =
        try [understander(first)] + (1..<max(cores, 1)).map { _ in try understander(state()) }
      BatchUnderstanding.run(understanders) { Self.json($0, $1, utterance: true).serialized }
      return
    }
    let understander = try understander(first)
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

/// `parse --json` reading standard input: lines are understood on every core at once (each
/// reading is independent of the others), each core with its own understander, and printed in
/// the order they came. Each core reads its next line itself, so no line waits to be handed
/// over, and a long input is never held in memory.
enum BatchUnderstanding {
  /// Answers every line `read` gives with `answer`, one worker per element of `workers`, and
  /// `write`s the answers in the order of their lines.
  static func run<Worker: Sendable>(
    _ workers: [Worker],
    read: @escaping @Sendable () -> String? = { readLine(strippingNewline: true) },
    write: @escaping @Sendable (String) -> Void = { print($0) },
    answer: @escaping @Sendable (String, Worker) -> String
  ) {
    let input = Mutex(0)
    let output = Mutex(InOrder())
    @Sendable func work(with worker: Worker) {
      while true {
        let next: (number: Int, line: String)? = input.withLock { number in
          guard let line = read() else { return nil }
          number += 1
          return (number - 1, line)
        }
        guard let next else { return }
        let answer = answer(next.line, worker)
        output.withLock { $0.add(answer, at: next.number, write: write) }
      }
    }
    let others = DispatchGroup()
    for worker in workers.dropFirst() {
      others.enter()
      Thread.detachNewThread {
        work(with: worker)
        others.leave()
      }
    }
    if let first = workers.first { work(with: first) }
    others.wait()
  }

  /// Answers that came before the ones ahead of them, kept until those are written.
  private struct InOrder {
    var next = 0
    var early: [Int: String] = [:]

    mutating func add(_ answer: String, at number: Int, write: (String) -> Void) {
      early[number] = answer
      while let ready = early.removeValue(forKey: next) {
        write(ready)
        next += 1
      }
    }
  }
}
