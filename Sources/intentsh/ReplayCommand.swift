import ArgumentParser
import Foundation
import Runtime
import Transcript

/// `intentsh replay`: checks saved transcripts against what the dialog does now.
struct Replay: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    abstract: "Replay transcript files or folders; exit 1 on any mismatch.")

  @Flag(help: "Rewrite the expected lines of mismatching transcripts.")
  var update = false

  @Flag(name: .customLong("no-color"), help: "No colour (NO_COLOR is honoured too).")
  var noColor = false

  @Option(
    help: ArgumentHelp(
      "A folder of <App>/AppIntentVocabulary.plist files, added to the bundled vocabulary.",
      valueName: "dir"))
  var vocab: [String] = []

  @OptionGroup var deadline: DeadlineOption

  @Argument(help: "Transcript files, or folders searched for *.transcript.")
  var paths: [String]

  func run() async throws {
    let style = TerminalStyle(enabled: !noColor && TerminalStyle.wantsColor)
    let files: [String]
    do {
      files = try Replayer.transcriptFiles(in: paths)
    } catch {
      throw UserFacingError(message: "\(error)")
    }
    let replayer = Replayer(
      globalVocabulary: try GlobalVocabulary.load(extra: vocab), handlerTimeout: deadline.seconds)
    var passed = 0
    var failed = 0
    var malformed = false
    for file in files {
      do {
        let result = try await replayer.replay(path: file, update: update)
        if result.passed {
          passed += 1
          print("\(style.green("pass")) \(TerminalText.inert(file))")
        } else {
          failed += 1
          print("\(style.red("FAIL")) \(TerminalText.inert(file))\(update ? " (updated)" : "")")
          for mismatch in result.mismatches {
            // What the transcript file says is shown inert, as what the session said is.
            let lines = mismatch.description.split(
              separator: "\n", omittingEmptySubsequences: false)
            for line in lines { print("  " + TerminalText.inert(String(line))) }
          }
        }
      } catch {
        malformed = true
        failed += 1
        print("\(style.red("FAIL")) \(TerminalText.inert(file))")
        print("  " + TerminalText.inert("\(error)"))
      }
    }
    print("\(passed) passed, \(failed) failed")
    if malformed { throw ExitCode(2) }
    if failed > 0 && !update { throw ExitCode(1) }
  }
}
