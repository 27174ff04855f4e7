import ArgumentParser
import Foundation
import LineEditing
import Runtime
import Store
import Transcript

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
    let globalVocabulary = try options.globalVocabulary()
    let database = try options.openDatabase()
    let environment: SessionEnvironment
    do {
      // A data set that names no time zone is in the machine's, which a recording keeps.
      environment = try SessionEnvironment(
        database: database, clock: LiveClock(database.deviceTime()),
        timeZone: database.deviceTimeZone() ?? TimeZone.current,
        dataSetFolder: options.dataSetFolder,
        globalVocabulary: globalVocabulary)
    } catch {
      throw UserFacingError(message: "\(error)")
    }
    let interactive = Terminal.isInteractive
    let style = TerminalStyle(
      enabled: !options.noColor && !options.json && TerminalStyle.wantsColor)
    let output = ShellOutput(
      json: options.json, style: style, dataSet: options.dataSetSource,
      handlerTimeout: options.deadline.seconds)
    if let record { try output.startRecording(to: record) }
    let session = Session(
      environment: environment, tracing: options.trace, handlerTimeout: options.deadline.seconds
    ) { event in
      output.show(event)
    }
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

    loop: while true {
      // A passcode is read with echo off and never reaches history.
      if session.awaitsSecret {
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
    if session.isInIntentDialog { await session.interrupt() }
    try output.finishRecording()
  }
}

/// Prints session events as text or JSON Lines, and records them when asked.
final class ShellOutput {
  private let json: Bool
  private let style: TerminalStyle
  private let dataSet: String
  private var recorder: TranscriptRecorder?
  private var recording: RecordingFile?
  private var recordPath: String? { recording?.path }
  private let handlerTimeout: TimeInterval

  /// `dataSet` is the `--data` argument and `handlerTimeout` the `--handler-timeout`, written
  /// into recorded transcripts' headers so that they replay as they ran.
  init(json: Bool, style: TerminalStyle, dataSet: String, handlerTimeout: TimeInterval) {
    self.json = json
    self.style = style
    self.dataSet = dataSet
    self.handlerTimeout = handlerTimeout
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

  /// Starts a transcript at `path`, written at once so a path that cannot be written is said
  /// before anything is typed.
  func startRecording(to path: String) throws {
    let file = try RecordingFile(path: path)
    let recorder = TranscriptRecorder(dataSet: dataSet, handlerTimeout: handlerTimeout)
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
  /// between dialogs only, so that the transcript replays from its first line.
  func recordCommand(_ line: String, inDialog: Bool) {
    let argument = line.split(separator: " ", maxSplits: 1).dropFirst().first.map(String.init)
    if let argument, argument != "off" {
      if let recordPath {
        return show(.error("already recording to \(recordPath); :record off first"))
      }
      if inDialog { return show(.error("finish or cancel the current request before :record")) }
    }
    switch argument {
    case nil:
      show(.error("usage: :record FILE | :record off"))
    case "off"?:
      do {
        guard let path = recordPath else { return show(.error("not recording")) }
        try finishRecording()
        show(.say("Transcript written to \(path)."))
      } catch let error as UserFacingError {
        show(.error(error.message))
      } catch {
        show(.error("\(error)"))
      }
    case let path?:
      do {
        try startRecording(to: path)
        show(.say("Recording to \(path); :record off to stop."))
      } catch let error as UserFacingError {
        show(.error(error.message))
      } catch {
        show(.error("\(error)"))
      }
    }
  }

  func finishRecording() throws {
    guard let recorder, let recording else { return }
    self.recorder = nil
    self.recording = nil
    try recording.write(recorder.transcript.text)
  }
}
