import ArgumentParser
import Foundation
import LineEditing
import Runtime
import Store
import Transcript
import Understanding

/// `intentsh`: the interactive shell. One loop for a terminal and a pipe, like sqlite3's.
struct Shell: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "shell",
    abstract: "Talk to the apps (the default command). Reads one turn per line from a pipe.")

  @OptionGroup var options: CommonOptions

  @Option(help: ArgumentHelp("Write the session as a transcript to this file.", valueName: "file"))
  var record: String?

  func run() async throws {
    try await Self.converse(options: options, record: record)
  }

  static func converse(options: CommonOptions, record: String?) async throws {
    // The vocabulary files are read while the state opens; a broken file is still said first.
    let vocabulary = options.vocabulary
    let vocabularyFiles = Task.detached { try vocabulary.load() }
    let opened = Result { try options.openDatabase() }
    let globalVocabulary = try await vocabularyFiles.value
    let database = try opened.get()
    let (locale, deviceLocale) = try options.language.locale(of: database)
    let grammars = try options.language.grammars(locale: locale)
    let environment: SessionEnvironment
    let dataSetTimeZone: TimeZone?
    do {
      dataSetTimeZone = try database.deviceTimeZone()
      let definedApps = try options.intents.load(besides: database.appNames())
      // A data set that names no time zone is in the machine's, which a recording keeps.
      environment = try SessionEnvironment(
        database: database, clock: LiveClock(database.deviceTime()),
        timeZone: dataSetTimeZone ?? TimeZone.current,
        dataSetFolder: options.dataSetFolder,
        globalVocabulary: globalVocabulary, plugins: AppPlugins.current, definedApps: definedApps,
        locale: locale, grammars: grammars)
    } catch let error as UserFacingError {
      throw error
    } catch {
      throw UserFacingError(message: "\(error)")
    }
    let interactive = Terminal.isInteractive
    let style = TerminalStyle(
      enabled: !options.noColor && !options.json && TerminalStyle.wantsColor)
    // This shell's turns go to the state's log under its own name; a recording replays the
    // log first, so that it starts from the state it was made on.
    let sessionName = UUID().uuidString
    let output = ShellOutput(
      json: options.json, style: style,
      recording: RecordingContext(
        dataSet: options.dataSetName,
        vocabularyFolders: options.vocabulary.vocab.map { URL(fileURLWithPath: $0) },
        // Written when replay, reading the data set's, would understand in another.
        locale: locale == (deviceLocale ?? Understanding.defaultLocale) ? nil : locale,
        grammarFolders: options.language.grammar.map { URL(fileURLWithPath: $0) },
        intentDefinitions: options.intents.files.map { URL(fileURLWithPath: $0) },
        handlerTimeout: options.deadline.seconds,
        timeZone: environment.timeZone == dataSetTimeZone ? nil : environment.timeZone,
        trace: options.trace,
        setup: {
          try RecordingSetup.turns(log: database.loggedTurns(), continuingIn: sessionName)
        }))
    if let record { try output.startRecording(to: record) }
    let session = Session(
      environment: environment, tracing: options.trace, handlerTimeout: options.deadline.seconds
    ) { event in
      output.show(event)
    }
    session.turnLogSession = sessionName
    let reader: any LineReader =
      interactive
      ? EditLineReader(
        programName: "intentsh",
        historyFile: options.ephemeral ? nil : CommonOptions.defaultStateFolder + "/history",
        historyLimit: 1000,
        completions: { ShellCompletion.candidates($0, database: database) })
      : PlainLineReader()
    if interactive && !options.json {
      print(style.dim("intentsh — type a request, :help for help, Ctrl-D to quit."))
    }

    /// Runs a turn so that Ctrl-C ends a wait on a slow app at once; a Ctrl-C that came while
    /// nothing waited ends the dialog afterwards, as at a prompt.
    func interruptible<Result>(_ turn: () async -> Result) async -> Result {
      guard interactive else { return await turn() }
      let interruption = session.waitInterruption
      let result = await InterruptWatch.whileRunning(onInterrupt: interruption.interrupt, turn)
      if interruption.takeUnused() { await session.interrupt() }
      return result
    }

    // The grammar is read on another thread while the shell waits for the first line, not
    // while it starts: on this machine's two cores, reading it beside the start slowed the
    // start by a sixth. When input is already waiting (a pipe), there is no wait to fill: the
    // first request reads it, and a script that asks nothing of understanding never does.
    if !Terminal.hasWaitingInput {
      Grammar.preload(language: Understander.language(of: locale))
    }
    loop: while true {
      // A passcode is read with echo off and never reaches history.
      if session.awaitsSecret {
        output.ready()
        switch reader.readSecret(prompt: style.dim("Passcode:") + " ") {
        case .line(let secret):
          if MetaCommandLine(secret)?.name == ":record" {
            output.recordCommand(secret, inDialog: session.isInDialog)
            session.repeatPendingQuestion()
            continue
          }
          if await interruptible({ await session.submitSecret(.typed(secret)) }) == .quit {
            break loop
          }
        case .interrupted: await session.interrupt()
        case .endOfInput: break loop
        }
        continue
      }
      // Whoever reads the output (a program on a pipe) has all of this turn's, and knows the
      // shell now waits for a line.
      output.ready()
      switch reader.readLine(prompt: style.prompt(">") + " ") {
      case .line(let line):
        let shown = session.shownForm(of: line)
        if shown.keepInHistory { reader.addHistory(line) }
        if MetaCommandLine(line)?.name == ":record" {
          output.recordCommand(line, inDialog: session.isInDialog)
          continue
        }
        if await interruptible({ await session.submit(line) }) == .quit { break loop }
      case .interrupted:
        // The reader has already shown ^C and a new line; only a dialog needs ending.
        await session.interrupt()
      case .endOfInput:
        break loop
      }
    }
    // Leaving mid-dialog ends that dialog, so every intent dialog has its end event; a
    // follow-up question left unanswered needs nothing.
    if session.isInIntentDialog { await session.endInput() }
    try output.finishRecording()
    output.flush()
  }
}

/// What a recording's header keeps, so that the transcript replays as the session ran.
struct RecordingContext {
  /// `--data`: a data set that comes with intentsh by name ("demo", "demo-fr"), else a folder.
  var dataSet: String
  /// `--vocab` folders.
  var vocabularyFolders: [URL]
  /// `--locale`, when it is not the default.
  var locale: String?
  /// `--grammar` folders.
  var grammarFolders: [URL]
  /// `--intents` files.
  var intentDefinitions: [URL]
  var handlerTimeout: TimeInterval
  /// The device's time zone when it is not the data set's.
  var timeZone: TimeZone?
  /// Whether the shell runs with `--trace`: its sessions start tracing.
  var trace: Bool
  /// The turns that made the state so far (`RecordingSetup`).
  var setup: () throws -> [String]
}

/// Prints session events as text or JSON Lines, and records them when asked.
final class ShellOutput {
  private let json: Bool
  private let style: TerminalStyle
  private let context: RecordingContext
  private var recorder: TranscriptRecorder?
  private var recording: RecordingFile?
  private var recordPath: String? { recording?.path }

  init(json: Bool, style: TerminalStyle, recording context: RecordingContext) {
    self.json = json
    self.style = style
    self.context = context
  }

  func show(_ event: SessionEvent) {
    if let recorder {
      if case .user(let text) = event {
        // The turns so far are kept before the next begins.
        saveRecording()
        recorder.userSaid(text)
      }
      TextRendering.lines(event).forEach(recorder.assistantSaid)
    }
    display(event)
  }

  /// Shows an event without recording it: what `:record` itself says.
  private func display(_ event: SessionEvent) {
    if json {
      print(EventJSON.json(event).serialized)
      return
    }
    for line in TextRendering.lines(event) {
      switch event {
      case .trace: print(style.dim(line))
      case .error: print(style.red(line))
      default: print(line)
      }
    }
  }

  /// The shell waits for the next line: with --json a `ready` event; either way everything
  /// printed so far is written out now, since a pipe would hold it until the buffer fills.
  func ready() {
    if json { print(JSONValue.object([("event", .string("ready"))]).serialized) }
    flush()
  }

  // fflush(nil) flushes every output stream; naming `stdout` is not concurrency-safe in Swift 6.
  func flush() { fflush(nil) }

  /// Starts a transcript at `path`, written at once so a path that cannot be written is said
  /// before anything is typed. Its header holds the data set, vocabulary folders and setup,
  /// with paths relative to the transcript's folder so it replays on another machine.
  func startRecording(to path: String) throws {
    let file = try RecordingFile(path: path)
    let base = URL(fileURLWithPath: path).deletingLastPathComponent()
    let setup: [String]
    do {
      setup = try context.setup()
    } catch let unavailable as RecordingSetup.Unavailable {
      throw UserFacingError(message: "cannot record from here: \(unavailable)")
    }
    let recorder = TranscriptRecorder(
      TranscriptHeader(
        dataSet: DataSetLoader.isBundled(context.dataSet)
          ? context.dataSet
          : RelativePath.from(base, to: DataSetLoader.folder(named: context.dataSet)),
        handlerTimeout: context.handlerTimeout, timeZone: context.timeZone, trace: context.trace,
        vocabulary: context.vocabularyFolders.map { RelativePath.from(base, to: $0) },
        locale: context.locale,
        grammars: context.grammarFolders.map { RelativePath.from(base, to: $0) },
        intentDefinitions: context.intentDefinitions.map { RelativePath.from(base, to: $0) },
        setup: setup))
    try file.write(recorder.transcript.text)
    self.recorder = recorder
    recording = file
  }

  /// Writes the transcript so far; a failure ends the recording and is shown.
  private func saveRecording() {
    guard let recorder, let recording else { return }
    do {
      try recording.write(recorder.transcript.text)
    } catch let error as UserFacingError {
      self.recorder = nil
      self.recording = nil
      show(.error(error.message + "; recording stopped"))
    } catch {
      show(.error("\(error)"))
    }
  }

  /// `:record FILE` starts recording, `:record off` stops and writes the file. Recording starts
  /// between dialogs only. The command and what it says are shown, never recorded: a transcript
  /// holds the conversation, and replay has no file to record to.
  func recordCommand(_ line: String, inDialog: Bool) {
    display(.user(TextRendering.userLine(line)))
    let argument = line.split(separator: " ", maxSplits: 1).dropFirst().first.map(String.init)
    if let argument, argument != "off" {
      if let recordPath {
        return display(.error("already recording to \(recordPath); :record off first"))
      }
      if inDialog {
        return display(.error("finish or cancel the current request before :record"))
      }
    }
    switch argument {
    case nil:
      display(.error("usage: :record FILE | :record off"))
    case "off"?:
      do {
        guard let path = recordPath else { return display(.error("not recording")) }
        try finishRecording()
        recordEvent("off", path)
        display(.say("Transcript written to \(path)."))
      } catch let error as UserFacingError {
        display(.error(error.message))
      } catch {
        display(.error("\(error)"))
      }
    case let path?:
      do {
        try startRecording(to: path)
        recordEvent("on", path)
        display(.say("Recording to \(path); :record off to stop."))
      } catch let error as UserFacingError {
        display(.error(error.message))
      } catch {
        display(.error("\(error)"))
      }
    }
  }

  /// With --json, `{"event":"record","recording":"on"|"off","path":…}`.
  private func recordEvent(_ state: String, _ path: String) {
    guard json else { return }
    print(
      JSONValue.object([
        ("event", .string("record")), ("recording", .string(state)), ("path", .string(path)),
      ]).serialized)
  }

  func finishRecording() throws {
    guard let recorder, let recording else { return }
    self.recorder = nil
    self.recording = nil
    try recording.write(recorder.transcript.text)
  }
}

/// A path as seen from a folder ("../data/rides"), so that a transcript names its data set and
/// vocabulary where they are relative to it. Written by hand: Foundation on Linux has no
/// relative-path API.
enum RelativePath {
  static func from(_ folder: URL, to target: URL) -> String {
    let base = folder.standardizedFileURL.resolvingSymlinksInPath().pathComponents
    let path = target.standardizedFileURL.resolvingSymlinksInPath().pathComponents
    var common = 0
    while common < base.count, common < path.count, base[common] == path[common] { common += 1 }
    let parts = Array(repeating: "..", count: base.count - common) + path[common...]
    return parts.isEmpty ? "." : parts.joined(separator: "/")
  }
}
