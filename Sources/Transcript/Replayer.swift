import AppSupport
import Apps
import DefinitionApps
import Foundation
import IntentDefinitions
import IntentKit
import Runtime
import Store
import Understanding

/// One transcript's replay: whether every line matched, and where not.
public struct ReplayResult: Sendable {
  public var path: String
  public var mismatches: [Mismatch]
  public var turns: Int
  public var passed: Bool { mismatches.isEmpty }
}

/// An expected line that did not come, or came different, located as file:line.
public struct Mismatch: Sendable, Equatable, CustomStringConvertible {
  public var path: String
  public var line: Int
  public var expected: String?
  public var actual: String?

  public var description: String {
    switch (expected, actual) {
    case (let expected?, let actual?):
      return "\(path):\(line): expected \"\(expected)\"\n\(path):\(line):      got \"\(actual)\""
    case (let expected?, nil):
      return "\(path):\(line): expected \"\(expected)\", got nothing more"
    case (nil, let actual?):
      return "\(path):\(line): unexpected \"\(actual)\""
    case (nil, nil):
      return "\(path):\(line): mismatch"
    }
  }
}

/// Replays transcripts from fresh ephemeral state. Each data set is imported once, into an
/// in-memory database, and its apps and understanding start once; each transcript's changes
/// are rolled back after it and its clock set back, so the next starts from the import again.
public final class Replayer {
  private var templates: [String: Template] = [:]
  /// The demo set's, also in `templates`.
  private var demoTemplate: Template?

  /// A data set imported once into the database its transcripts run in; each transcript's
  /// changes are rolled back after it, so the next starts from the import again.
  private struct Template {
    /// The apps started once on the imported database (their vocabulary registered) and
    /// understanding for them, shared by the data set's transcripts: they keep nothing of a
    /// session but the database, whose changes are undone, and the clock, set back.
    let environment: SessionEnvironment
    /// The clock the apps and sessions read, set back to the data set's `now` (`start`) before
    /// each transcript.
    let clock: ManualClock
    /// The data set's `now`.
    let start: Date
  }

  /// Global vocabulary every transcript runs with: the bundled files and any `--vocab`.
  private let globalVocabulary: [AppIntentVocabulary]
  /// The handler deadline of transcripts without a `# handler-timeout:` header.
  private let handlerTimeout: TimeInterval
  /// The apps transcripts run, by kind.
  private let plugins: [any SiriApp.Type]
  /// The language every transcript is replayed in (`replay --locale`), whatever its header
  /// and its data set say; nil for each transcript's own.
  private let locale: String?

  public init(
    globalVocabulary: [AppIntentVocabulary],
    handlerTimeout: TimeInterval = HandlerDeadline.defaultSeconds,
    plugins: [any SiriApp.Type] = InstalledApps.builtIn, locale: String? = nil
  ) {
    self.globalVocabulary = globalVocabulary
    self.handlerTimeout = handlerTimeout
    self.plugins = plugins
    self.locale = locale
  }

  /// Replays with the bundled global vocabulary only.
  public convenience init() throws {
    self.init(globalVocabulary: try AppIntentVocabularyLoader.bundled())
  }

  /// Every `.transcript` file under the paths (folders searched recursively), sorted. A path
  /// that does not exist, or a folder holding no transcript, is an error: a CI job pointed at
  /// the wrong folder must not pass having replayed nothing.
  public static func transcriptFiles(in paths: [String]) throws -> [String] {
    var files: [String] = []
    for path in paths {
      var isDirectory: ObjCBool = false
      guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
        throw TranscriptError(path: path, line: nil, problem: "no such file or folder")
      }
      guard isDirectory.boolValue else {
        files.append(path)
        continue
      }
      let relatives: [String]
      do {
        // A walk of the tree (fts) that reads nothing else: the directory enumerator built a
        // path and read attributes for every entry, a replay's first milliseconds.
        relatives = try FileManager.default.subpathsOfDirectory(atPath: path)
      } catch {
        throw TranscriptError(path: path, line: nil, problem: "cannot read this folder")
      }
      let found = relatives.filter { $0.hasSuffix(".transcript") }.map {
        (path as NSString).appendingPathComponent($0)
      }
      guard !found.isEmpty else {
        throw TranscriptError(path: path, line: nil, problem: "no .transcript files in this folder")
      }
      files += found.sorted()
    }
    return files
  }

  /// Replays one transcript; with `update`, rewrites its expected lines to what happened.
  /// `events` sees every event the session emits, setup turns included: what the shell prints
  /// with --json, but for its own `ready` and `record`. `unshownCalls` sees the handler calls
  /// the transcript does not trace (an export draws them all); `turnStarted` is told each
  /// compared turn's index before it is played, so that what follows is known to be that
  /// turn's.
  public func replay(
    path: String, update: Bool = false, events: ((SessionEvent) -> Void)? = nil,
    unshownCalls: ((_ call: String, _ result: String) -> Void)? = nil,
    turnStarted: ((Int) -> Void)? = nil
  ) async throws -> ReplayResult {
    let text = try TranscriptFile.read(path: path)
    let transcript = try TranscriptFile.parse(text, path: path)
    // Made only for a transcript that names folders beside its own: making a URL and taking
    // its folder costs 35 k instructions, a tenth of a one-turn transcript's replay.
    lazy var folder = URL(fileURLWithPath: path).deletingLastPathComponent()
    let extras = Extras(
      vocabulary: transcript.vocabulary.map { DataSetLoader.folder(named: $0, relativeTo: folder) },
      locale: locale ?? transcript.locale,
      grammars: transcript.grammars.map { DataSetLoader.folder(named: $0, relativeTo: folder) },
      intentDefinitions: transcript.intentDefinitions.map {
        DataSetLoader.folder(named: $0, relativeTo: folder)
      })
    let environment = try environment(
      for: template(named: transcript.dataSet, extras: extras, by: path))
    let database = environment.database
    try database.beginDiscardableChanges()
    // Should the rollback fail, the next transcript's BEGIN fails and says so.
    defer { try? database.discardChanges() }
    var output: [String] = []
    // What follows Ctrl-C while waiting on an app: the next turn's lines, though the turn
    // before was running when it came.
    var afterInterrupt: [String]?
    func newSession() -> Session {
      let session = Session(
        environment: environment, tracing: transcript.trace,
        handlerTimeout: transcript.handlerTimeout ?? handlerTimeout
      ) { event in
        events?(event)
        if case .user(Session.waitInterruptTurn) = event {
          afterInterrupt = []
          return
        }
        let lines = TextRendering.lines(event)
        if afterInterrupt != nil {
          afterInterrupt?.append(contentsOf: lines)
        } else {
          output.append(contentsOf: lines)
        }
      }
      if let zone = transcript.timeZone { session.timeZone = zone }
      session.unshownCalls = unshownCalls
      session.filesFolder = Self.folder(of: path)
      return session
    }
    var session = newSession()

    /// One user turn, as the shell would have taken it; `next` is the turn after it.
    func play(_ input: String, next: String?) async {
      // The person pressed Ctrl-C while this turn waited on a slow app: the wait ends at once.
      if next == Session.waitInterruptTurn { session.waitInterruption.interrupt() }
      if input == Session.waitInterruptTurn {
        output = afterInterrupt ?? []
        afterInterrupt = nil
      } else if input == Session.interruptTurn {
        await session.interrupt()
      } else if input == Session.endOfInputTurn {
        await session.endInput()
      } else if session.awaitsSecret {
        await session.submitSecret(SecretEntry(placeholder: input) ?? .typed(input))
      } else if let stray = SecretEntry(placeholder: input) {
        _ = await session.submitStray(stray)
      } else {
        _ = await session.submit(input)
      }
      // A Ctrl-C no wait took is not carried to the next turn.
      _ = session.waitInterruption.takeUnused()
    }

    // The turns that made the state the recording started from: played, not compared. Each
    // session of the shell was a session of its own (its dialog, `:trace`, `:simulate`).
    let setup = transcript.setup
    for (index, input) in setup.enumerated() {
      if input == TranscriptFile.newSessionTurn {
        session = newSession()
        continue
      }
      await play(input, next: index + 1 < setup.count ? setup[index + 1] : nil)
    }
    output.removeAll()
    afterInterrupt = nil

    var mismatches: [Mismatch] = []
    var rewritten: [TranscriptFile.Line] = []
    let turns = transcript.turns
    var turnIndex = 0
    for line in transcript.lines {
      switch line {
      case .comment:
        rewritten.append(line)
      case .expected:
        continue  // Written back from what actually happened, below.
      case .turn(let input, let number):
        rewritten.append(line)
        output.removeAll(keepingCapacity: true)
        let next = turnIndex + 1 < turns.count ? turns[turnIndex + 1].input : nil
        turnStarted?(turnIndex)
        await play(input, next: next)
        let expected = turns[turnIndex].expected
        turnIndex += 1
        mismatches += compare(expected, output, path: path, turnLine: number)
        rewritten += output.map { .expected($0, line: 0) }
      }
    }
    if update, !mismatches.isEmpty {
      let updated = TranscriptFile(
        path: path, lines: rewritten, header: transcript.header,
        lineEnding: transcript.lineEnding)
      try PlainFile.rewrite(transcript: updated.text, at: path)
    }
    return ReplayResult(path: path, mismatches: mismatches, turns: turns.count)
  }

  private func compare(
    _ expected: [(text: String, line: Int)], _ actual: [String], path: String, turnLine: Int
  ) -> [Mismatch] {
    func trimmed(_ text: String) -> Substring {
      text[..<(text.lastIndex { $0 != " " }.map { text.index(after: $0) } ?? text.startIndex)]
    }
    for index in 0..<max(expected.count, actual.count) {
      let want = index < expected.count ? expected[index] : nil
      let got = index < actual.count ? actual[index] : nil
      if let want, let got, trimmed(want.text) == trimmed(got) { continue }
      // Report the first difference of a turn: later lines usually differ because of it.
      let line = want?.line ?? (expected.last?.line ?? turnLine) + 1
      return [Mismatch(path: path, line: line, expected: want?.text, actual: got)]
    }
    return []
  }

  /// What a transcript of the data set in `folder` runs on: the template's database, apps and
  /// understanding, with its clock set back to the data set's time, so that no transcript's
  /// `:tick` reaches the next. Writes nothing.
  func environment(for folder: URL) throws -> SessionEnvironment {
    environment(for: try template(for: folder))
  }

  private func environment(for template: Template) -> SessionEnvironment {
    template.clock.set(to: template.start)
    return template.environment
  }

  /// What a transcript's header adds to its data set: vocabulary folders, the locale, grammar
  /// folders and intent definition files. Transcripts with the same data set and extras share
  /// a template.
  private struct Extras: Hashable {
    var vocabulary: [URL] = []
    var locale: String?
    var grammars: [URL] = []
    var intentDefinitions: [URL] = []

    var isEmpty: Bool { self == Extras() }
  }

  /// The folder part of a file's path ("transcripts/media" of
  /// "transcripts/media/x.transcript"; "" for a file in the current folder), cut as text:
  /// NSString's path methods first rewrite the whole path's slashes.
  static func folder(of path: String) -> String {
    guard let slash = path.lastIndex(of: "/") else { return "" }
    return slash == path.startIndex ? "/" : String(path[..<slash])
  }

  /// The template of the data set a transcript's header names (`dataSet`), relative to the
  /// transcript at `path`. Most name the demo set alone, whose template is found without
  /// resolving any path.
  private func template(named dataSet: String, extras: Extras, by path: String) throws
    -> Template
  {
    let plainDemo = dataSet == "demo" && extras.isEmpty
    if plainDemo, let demoTemplate { return demoTemplate }
    let template = try template(
      for: DataSetLoader.folder(
        named: dataSet, relativeTo: URL(fileURLWithPath: path).deletingLastPathComponent()),
      extras: extras, by: path)
    if plainDemo { demoTemplate = template }
    return template
  }

  /// The imported data set, its working copy and its app catalog, made once per folder and
  /// extras.
  private func template(for folder: URL, extras: Extras = Extras(), by path: String? = nil)
    throws -> Template
  {
    let key =
      ([folder] + extras.vocabulary + extras.grammars + extras.intentDefinitions)
      .map(\.standardizedFileURL.path)
      .joined(separator: "\n") + "\n" + (extras.locale ?? "")
    if let cached = templates[key] { return cached }
    var globalVocabulary = globalVocabulary
    if !extras.vocabulary.isEmpty {
      do {
        globalVocabulary += try AppIntentVocabularyLoader.load(folders: extras.vocabulary)
      } catch let error as VocabularyFileError {
        throw TranscriptError(path: path ?? folder.path, line: nil, problem: "vocab: \(error)")
      }
    }
    // Imported once per data set content, then copied from its cached image.
    let imported = try DataSetCache.inMemoryState(
      of: folder, appKinds: InstalledApps.kinds(plugins), source: "demo",
      preparing: { try InstalledApps.registerVocabulary(in: $0, plugins: plugins) })
    // The header's language, else the data set's device's, else English.
    let deviceLocale = try imported.deviceLocale()
    let locale = extras.locale ?? deviceLocale ?? Understanding.defaultLocale
    guard Understander.reads(locale) else {
      throw TranscriptError(
        path: path ?? folder.path, line: nil,
        problem: extras.locale != nil
          ? "locale: intentsh does not read \"\(locale)\""
          : "data set's device.json: locale: intentsh does not read \"\(locale)\"")
    }
    let grammars: [Grammar]
    do {
      grammars = try Grammar.load(
        folders: extras.grammars, locale: locale,
        customIntents: AppCatalog.customIntents(of: plugins))
    } catch let error as GrammarFileError {
      throw TranscriptError(path: path ?? folder.path, line: nil, problem: "grammar: \(error)")
    }
    var definedApps: [DefinedApp] = []
    let records = try imported.apps()
    do {
      definedApps = try DefinedApp.apps(of: records, in: folder)
      for file in extras.intentDefinitions {
        definedApps.append(try DefinedApp.load(path: file.path))
      }
    } catch let error as IntentDefinitionError {
      throw TranscriptError(path: path ?? folder.path, line: nil, problem: "intents: \(error)")
    } catch let error as DataSetError {
      throw TranscriptError(path: path ?? folder.path, line: nil, problem: "intents: \(error)")
    }
    let database = try imported.inMemoryCopy(memoizingPasscodeChecks: true)
    // The apps start once, before any transcript: the vocabulary they register is part of the
    // template, and every transcript of the data set runs on them.
    let clock = try SessionEnvironment.replayClock(for: database)
    let template = Template(
      environment: try SessionEnvironment(
        database: database, clock: clock, dataSetFolder: folder,
        catalog: AppCatalog(
          records, globalVocabulary: AppIntentVocabulary.localized(globalVocabulary, for: locale),
          plugins: plugins, definedApps: definedApps),
        locale: locale,
        grammars: grammars),
      clock: clock, start: clock.now)
    templates[key] = template
    return template
  }
}
