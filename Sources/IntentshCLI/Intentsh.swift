import AppSupport
import Apps
import ArgumentParser
import Foundation
import LineEditing
import Runtime
import Store
import Synchronization
import Understanding

/// intentsh's command line — the shell, `replay` and `parse` — as a library: a developer's
/// package runs it with its own apps (`Intentsh.main(apps: InstalledApps.builtIn +
/// [CoffeeApp.self])`), and the `intentsh` executable with the built-in ones.
public enum Intentsh {
  /// Runs the command line with `apps` and exits with its code (0 success, 1 replay mismatch or
  /// failed check, 2 usage or input-file error).
  ///
  /// Synchronous on purpose: an async `main` parks the main thread in `sigsuspend` with every
  /// signal unblocked, so Ctrl-C would land there instead of interrupting the thread that
  /// reads the line. Here the main thread blocks SIGINT before any other thread exists, every
  /// later thread inherits that, and only a read in progress unblocks it (see LineEditing).
  public static func main(apps: [any SiriApp.Type] = InstalledApps.builtIn) -> Never {
    MemoryTuning.setUpAtStart()
    if Terminal.isInteractive { Terminal.routeInterruptsToReads() }
    readEnglishEarly()
    readVocabularyEarly()
    let status = Mutex<Int32>(0)
    let finished = DispatchSemaphore(value: 0)
    // Detached: a plain Task would inherit the main actor, whose thread is waiting below.
    Task.detached {
      let code = await AppPlugins.$current.withValue(apps) { await run() }
      status.withLock { $0 = code }
      finished.signal()
    }
    finished.wait()
    exit(status.withLock { $0 })
  }

  /// Starts reading the English grammar before the arguments are parsed when the command
  /// named first replays transcripts or parses requests, which read it at their first request:
  /// parsing the arguments is a fifth of replaying one transcript, and the grammar is read on
  /// the other core meanwhile. Named by the word alone, as the parser is what reads the rest: a
  /// run of `parse --locale fr-FR` reads English for nothing, on a core it does not wait for.
  /// The shell is left out: it reads its grammar after its start (see `Shell`).
  private static func readEnglishEarly() {
    guard namedFirst([Replay.self, Parse.self, ExportCommand.self, PlayCommand.self]) else {
      return
    }
    Grammar.preload(language: Understander.language(of: Understanding.defaultLocale))
  }

  /// Starts reading the bundled global vocabulary before the arguments are parsed, unless the
  /// command named first talks to no app: the shell (the default command), `replay`, `parse`,
  /// `export` and `play` read it at their start. On two cores it is read while the arguments
  /// are parsed: its eight small property lists cost half as much as the parsing, as Foundation
  /// bridges each of their values to Swift.
  private static func readVocabularyEarly() {
    guard !namedFirst([IntentsCommand.self, GenerateCommand.self]) else { return }
    AppIntentVocabularyLoader.preloadBundled()
  }

  /// Whether the first argument is the name of one of `commands`, told before the arguments
  /// are parsed.
  private static func namedFirst(_ commands: [any ParsableCommand.Type]) -> Bool {
    guard let first = CommandLine.arguments.dropFirst().first else { return false }
    return commands.contains { $0.configuration.commandName == first }
  }

  /// Parses and runs the command; returns the exit code.
  static func run() async -> Int32 {
    do {
      var command = try RootCommand.parseAsRoot()
      if var asyncCommand = command as? any AsyncParsableCommand {
        try await asyncCommand.run()
      } else {
        try command.run()
      }
      return 0
    } catch let failure as UserFacingError {
      // Messages quote file names and contents: inert, like every line the shell prints.
      FileHandle.standardError.write(
        Data("intentsh: \(TerminalText.inert(failure.message))\n".utf8))
      return failure.exitCode
    } catch {
      let code = RootCommand.exitCode(for: error)
      let message = RootCommand.fullMessage(for: error)
      if code == .success {
        // --help and --version: their text goes to standard output.
        if !message.isEmpty { print(message) }
        return 0
      }
      if !message.isEmpty {
        // Argument parser errors quote the arguments; its help text has no control characters.
        let lines = message.split(separator: "\n", omittingEmptySubsequences: false)
        let shown = lines.map { TerminalText.inert(String($0)) }.joined(separator: "\n")
        FileHandle.standardError.write(Data((shown + "\n").utf8))
      }
      return code == ExitCode(1) ? 1 : 2
    }
  }
}

/// An error shown to the user as one line, with its exit code.
struct UserFacingError: Error {
  var message: String
  var exitCode: Int32 = 2
}

struct RootCommand: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "intentsh",
    abstract: "A terminal assistant that talks to SiriKit-style apps the way Siri does.",
    version: Version.current,
    subcommands: [
      Shell.self, Replay.self, Parse.self, IntentsCommand.self, GenerateCommand.self,
      ExportCommand.self, PlayCommand.self,
    ],
    defaultSubcommand: Shell.self
  )
}

/// The apps the command line runs, for the commands the parser builds.
enum AppPlugins {
  @TaskLocal static var current: [any SiriApp.Type] = InstalledApps.builtIn

  /// The kinds of app a data set may install, as the apps declare them.
  static var kinds: AppKinds { InstalledApps.kinds(current) }
}
