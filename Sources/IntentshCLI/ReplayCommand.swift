import ArgumentParser
import Foundation
import Runtime
import Transcript
import Understanding

/// `intentsh replay`: checks saved transcripts against what the dialog does now.
struct Replay: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "replay",
    abstract: "Replay transcript files or folders; exit 1 on any mismatch, 2 on any error.")

  @Flag(help: "Rewrite the expected lines of mismatching transcripts.")
  var update = false

  @Flag(name: .customLong("no-color"), help: "No colour (NO_COLOR is honoured too).")
  var noColor = false

  @OptionGroup var vocabulary: VocabularyOption

  @OptionGroup var deadline: DeadlineOption

  @Option(
    help: ArgumentHelp(
      "Transcripts replayed at once (default: the number of cores).", valueName: "n"))
  var jobs: Int?

  @Option(
    help: ArgumentHelp("Also write a JUnit XML report to this file.", valueName: "file"))
  var junit: String?

  @Flag(help: "Print one JSON object per transcript and a summary, instead of text.")
  var json = false

  @Option(
    help: ArgumentHelp("Replay only transcripts whose path contains this text.", valueName: "text"))
  var filter: String?

  @Option(
    help: ArgumentHelp(
      "Replay every transcript in this language (en-US, fr-FR, es-ES), whatever its header and "
        + "data set say.", valueName: "locale"))
  var locale: String?

  @Argument(help: "Transcript files, or folders searched for *.transcript.")
  var paths: [String]

  func validate() throws {
    if let jobs, jobs < 1 { throw ValidationError("--jobs must be at least 1") }
    if let locale, !Understander.reads(locale) {
      throw ValidationError("--locale \(locale): \(LanguageOptions.notRead(locale))")
    }
    if let junit, junit.isEmpty { throw ValidationError("--junit needs a file name") }
  }

  func run() async throws {
    // Read on the other core while the transcripts are listed and their data sets copied: a
    // transcript in another language reads its own, but every run reads this one, and a worker
    // that found another reading it waited, turning over on a core it could not use.
    Grammar.preload(language: Understander.language(of: locale ?? Understanding.defaultLocale))
    let files = try selectedFiles()
    if let junit { try checkReportFolder(junit) }
    let style = TerminalStyle(enabled: !noColor && TerminalStyle.wantsColor)
    let vocabulary = try vocabulary.load()
    let start = ContinuousClock.now
    let outcomes = await Replayer.replay(
      // The default is read here, not as the option's default, so help and the man page do
      // not show the number of cores of the machine they were made on.
      files, jobs: jobs ?? ProcessInfo.processInfo.activeProcessorCount, update: update,
      globalVocabulary: vocabulary,
      handlerTimeout: deadline.seconds, plugins: AppPlugins.current, locale: locale
    ) { outcome in
      if json {
        print(ReplayJSON.line(outcome))
      } else {
        for line in Self.lines(outcome, style: style) { print(line) }
      }
    }
    let elapsed = ContinuousClock.now - start
    let seconds =
      Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) * 1e-18
    let tally = ReplayTally(outcomes)
    print(json ? ReplayJSON.summary(outcomes, seconds: seconds) : tally.line)
    if let junit {
      do {
        try PlainFile.writeAtomically(
          JUnitReport.xml(outcomes, seconds: seconds), to: junit)
      } catch {
        throw UserFacingError(message: "\(junit): cannot write the JUnit report: \(error)")
      }
    }
    if tally.errors > 0 { throw ExitCode(2) }
    if tally.failed > 0 && !update { throw ExitCode(1) }
  }

  /// The transcripts to replay: every one under the paths, narrowed by `--filter`; none at all
  /// is an error, never a green run.
  private func selectedFiles() throws -> [String] {
    var files: [String]
    do {
      files = try Replayer.transcriptFiles(in: paths)
    } catch {
      throw UserFacingError(message: "\(error)")
    }
    if let filter {
      files = files.filter { $0.contains(filter) }
      guard !files.isEmpty else {
        throw UserFacingError(message: "--filter \(filter): no transcript path contains it")
      }
    }
    return files
  }

  /// Says before replaying, not after, that the report has nowhere to go.
  private func checkReportFolder(_ path: String) throws {
    let folder = (path as NSString).deletingLastPathComponent
    var isFolder: ObjCBool = false
    guard
      FileManager.default.fileExists(atPath: folder.isEmpty ? "." : folder, isDirectory: &isFolder),
      isFolder.boolValue
    else {
      throw UserFacingError(message: "\(path): no such folder to write the JUnit report in")
    }
  }

  /// A transcript's lines in text mode: `pass`, `FAIL` with its diff, or `ERROR file:line: …`.
  static func lines(_ outcome: ReplayOutcome, style: TerminalStyle) -> [String] {
    let file = TerminalText.inert(outcome.path)
    switch outcome.verdict {
    case .pass:
      return ["\(style.green("pass")) \(file)"]
    case .fail:
      var lines = ["\(style.red("FAIL")) \(file)\(outcome.updated ? " (updated)" : "")"]
      for mismatch in outcome.mismatches {
        // What the transcript file says is shown inert, as what the session said is.
        for line in mismatch.description.split(separator: "\n", omittingEmptySubsequences: false) {
          lines.append("  " + TerminalText.inert(String(line)))
        }
      }
      return lines
    case .error:
      let message = outcome.error.map { "\($0)" } ?? outcome.path
      return ["\(style.red("ERROR")) \(TerminalText.inert(message))"]
    }
  }
}
