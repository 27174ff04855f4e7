import Apps
import Foundation
import IntentKit
import Runtime
import Store
import Transcript
import Understanding

/// What the fuzzer feeds: understanding (requests and answers to every kind of question), the
/// transcript parser, and the data set loader. Each takes any bytes; a crash, a hang or a
/// precondition failure is a finding. Chosen with INTENTSH_FUZZ_TARGET.
enum FuzzTarget: String, CaseIterable {
  case understanding
  case transcript
  case dataset

  static var chosen: FuzzTarget {
    let name = ProcessInfo.processInfo.environment["INTENTSH_FUZZ_TARGET"] ?? "understanding"
    guard let target = FuzzTarget(rawValue: name) else {
      FileHandle.standardError.write(
        Data("intentsh-fuzz: unknown target \(name) (understanding, transcript, dataset)\n".utf8))
      exit(2)
    }
    return target
  }

  func run(_ bytes: [UInt8]) {
    switch self {
    case .understanding: Self.understand(String(decoding: bytes, as: UTF8.self))
    case .transcript: Self.parseTranscript(bytes)
    case .dataset: Self.loadDataSet(bytes)
    }
  }

  // MARK: - Understanding

  /// The demo data set's understanding, with its user and global vocabulary, built once.
  private static let understander: Understander = {
    do {
      let database = try AppDatabase.inMemory()
      try database.importDataSet(
        DataSetLoader.load(DataSetLoader.demoFolder, appKinds: InstalledApps.kinds()))
      let vocabulary = try AppIntentVocabularyLoader.bundled()
      let environment = try SessionEnvironment(
        database: database, clock: ManualClock(Date(timeIntervalSince1970: 0)),
        dataSetFolder: DataSetLoader.demoFolder, globalVocabulary: vocabulary)
      return environment.understander
    } catch {
      fatalError("intentsh-fuzz: cannot load the demo data set: \(error)")
    }
  }()

  private static let expectations: [AnswerExpectation] =
    [
      .yesNo,
      .choice(
        options: [
          ChoiceLabel(title: "John Appleseed", subtitle: "mobile"),
          ChoiceLabel(title: "John Baily", subtitle: "home, mobile, work"),
          ChoiceLabel(title: "Chirp", aliases: ["Chirper"]),
          ChoiceLabel(title: "🌈 RainbowCar"),
        ], visible: 0..<3),
    ]
    + [
      ParameterValueType.person, .string, .speakableString, .integer, .boolean, .taskList,
      .task, .note, .currencyAmount, .paymentAccount,
    ].flatMap {
      [AnswerExpectation.value($0), .yesNoOrValue($0), .yesNoOrCorrection($0)]
    }

  private static func understand(_ text: String) {
    _ = understander.understand(text)
    for expectation in expectations { _ = understander.interpret(text, expecting: expectation) }
  }

  // MARK: - Transcripts

  /// Parses the bytes as a transcript; one that parses must parse again, the same, from its
  /// own text.
  private static func parseTranscript(_ bytes: [UInt8]) {
    guard let text = String(validating: bytes, as: UTF8.self) else { return }
    guard let file = try? TranscriptFile.parse(text, path: "fuzz.transcript") else { return }
    let again: TranscriptFile
    do {
      again = try TranscriptFile.parse(file.text, path: "fuzz.transcript")
    } catch {
      fatalError("a parsed transcript's own text does not parse: \(error)")
    }
    guard again.turns.count == file.turns.count else {
      fatalError("a parsed transcript's own text has another number of turns")
    }
  }

  // MARK: - Data sets

  /// The data set files the bytes can stand for: the first byte picks which.
  private static let dataSetFiles = [
    "contacts.json", "apps.json", "lists.json", "conversations.json", "accounts.json",
    "device.json", "places.json", "rideServices.json", "paymentServices.json", "cars.json",
    "notes.json", "dataset.json",
  ]

  private static let folder: URL = {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("intentsh-fuzz-\(getpid())")
    try? FileManager.default.removeItem(at: folder)
    do {
      try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
      try Data(#"{"name": "fuzz", "extends": "demo"}"#.utf8)
        .write(to: folder.appendingPathComponent("dataset.json"))
    } catch {
      fatalError("intentsh-fuzz: cannot make \(folder.path): \(error)")
    }
    return folder
  }()

  /// Writes the bytes as one file of an overlay on the demo set, loads it, and imports what
  /// loads: a malformed file must be an error, never a crash.
  private static func loadDataSet(_ bytes: [UInt8]) {
    guard let first = bytes.first else { return }
    let name = dataSetFiles[Int(first) % dataSetFiles.count]
    let file = folder.appendingPathComponent(name)
    defer {
      if name == "dataset.json" {
        try? Data(#"{"name": "fuzz", "extends": "demo"}"#.utf8).write(to: file)
      } else {
        try? FileManager.default.removeItem(at: file)
      }
    }
    do {
      try Data(bytes.dropFirst()).write(to: file)
      let dataSet = try DataSetLoader.load(folder, appKinds: InstalledApps.kinds())
      try AppDatabase.inMemory().importDataSet(dataSet)
    } catch {
      // Refused with an error: what a malformed file should get.
    }
  }
}
