import Foundation
import IntentKit
import Store
import Testing

@testable import Transcript

/// Replays every transcript under transcripts/: each is one test case.
@Suite struct TranscriptReplayTests {
  static let root = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("transcripts").path

  static var files: [String] { (try? Replayer.transcriptFiles(in: [root])) ?? [] }

  @Test func everyDomainHasTranscripts() {
    #expect(Self.files.filter { $0.contains("/messaging/") }.count >= 10)
    #expect(Self.files.filter { $0.contains("/lists/") }.count >= 12)
  }

  @Test(arguments: files)
  func replaysGreen(_ path: String) async throws {
    let result = try await (try Replayer()).replay(path: path)
    #expect(
      result.mismatches.isEmpty, "\(result.mismatches.map(\.description).joined(separator: "\n"))")
  }

  /// Where a replayed transcript's `:intents FILE` looks: its folder, as its path gives it.
  @Test func aTranscriptsFolderIsCutFromItsPathAsGiven() {
    #expect(Replayer.folder(of: "transcripts/media/x.transcript") == "transcripts/media")
    #expect(Replayer.folder(of: "x.transcript") == "")
    #expect(Replayer.folder(of: "/x.transcript") == "/")
    #expect(Replayer.folder(of: "../a b/x.transcript") == "../a b")
  }

  @Test func replayFailsWhenOneExpectedLineIsChanged() async throws {
    let original = try String(
      contentsOfFile: Self.root + "/messaging/seed-flow.transcript", encoding: .utf8)
    let changed = original.replacingOccurrences(of: "< Which John?", with: "< Which Jon?")
    #expect(changed != original)
    let path = FileManager.default.temporaryDirectory.appendingPathComponent(
      "changed-\(UUID()).transcript"
    ).path
    try changed.write(toFile: path, atomically: true, encoding: .utf8)
    let result = try await (try Replayer()).replay(path: path)
    #expect(result.mismatches.count == 1)
    let lineNumber = changed.split(separator: "\n", omittingEmptySubsequences: false)
      .firstIndex(of: "< Which Jon?").map { $0 + 1 }
    #expect(result.mismatches.first?.line == lineNumber)
    #expect(result.mismatches.first?.expected == "Which Jon?")
    #expect(result.mismatches.first?.actual == "Which John?")
  }

  @Test func updateRewritesExpectedLinesSoTheTranscriptPasses() async throws {
    let path = FileManager.default.temporaryDirectory.appendingPathComponent(
      "update-\(UUID()).transcript"
    ).path
    try "# intentsh transcript 1\n# data: demo\n> :trace on\n< wrong\n".write(
      toFile: path, atomically: true, encoding: .utf8)
    #expect(try await (try Replayer()).replay(path: path, update: true).passed == false)
    #expect(try await (try Replayer()).replay(path: path).passed)
    #expect(
      try String(contentsOfFile: path, encoding: .utf8)
        == "# intentsh transcript 1\n# data: demo\n> :trace on\n< Trace is on.\n")
  }

  /// A transcript written to a temporary file, for one test.
  static func temporaryTranscript(_ name: String, _ lines: [String]) throws -> String {
    let path = FileManager.default.temporaryDirectory.appendingPathComponent(
      "\(name)-\(UUID()).transcript"
    ).path
    try (["# intentsh transcript 1", "# data: demo"] + lines + [""]).joined(separator: "\n")
      .write(toFile: path, atomically: true, encoding: .utf8)
    return path
  }

  /// One replayer runs every transcript on its data set's one database and apps: whatever a
  /// transcript changed (a list, the user vocabulary, the passcode, the lock, the clock) is
  /// gone when the next starts, which says what it would say on a replayer of its own.
  @Test func eachTranscriptStartsFromTheDataSetWhateverRanBefore() async throws {
    let changes = try Self.temporaryTranscript(
      "changes",
      [
        "> add kiwis to my grocery store list", "< Added kiwis to Grocery Store.",
        "> :vocab add contactName Zanzibar Quux",
        #"< Added "Zanzibar Quux" to contactName."#,
        "> :passcode", "< Enter your current passcode.",
        "> [passcode]", "< Enter a new passcode (4 to 6 digits).",
        "> [new passcode]", "< Enter the new passcode again.",
        "> [new passcode]", "< Passcode changed.",
        "> :lock", "< Your iPhone is locked.",
        "> :tick 90", "< The clock moved 90 minutes.",
      ])
    let looks = try Self.temporaryTranscript(
      "looks",
      [
        "> what's on my grocery store list", "> :vocab", "> what's my checking balance",
        "> :lock", "> :unlock", "> [passcode]",
      ])
    // What the second says on a replayer of its own.
    #expect(try await (try Replayer()).replay(path: looks, update: true).passed == false)
    let alone = try String(contentsOfFile: looks, encoding: .utf8)
    #expect(alone.contains("< Grocery Store has 3 items: eggs, bread and apples."))
    #expect(!alone.contains("Zanzibar"))
    #expect(alone.contains("< Your Checking balance is $2,340.15."))
    #expect(alone.contains("< Your iPhone is unlocked."))

    let replayer = try Replayer()
    for _ in 1...2 {
      let first = try await replayer.replay(path: changes)
      #expect(first.passed, "\(first.mismatches.map(\.description).joined(separator: "\n"))")
      let second = try await replayer.replay(path: looks)
      #expect(second.passed, "\(second.mismatches.map(\.description).joined(separator: "\n"))")
    }
  }

  /// Each transcript's clock starts at its data set's time, however far the one before moved
  /// it: no output shows the time of day yet, so this looks at the clock the apps read.
  @Test func noTranscriptsClockReachesTheNext() async throws {
    let replayer = try Replayer()
    let folder = DataSetLoader.demoFolder
    let first = try replayer.environment(for: folder)
    let start = first.clock.now
    let ticks = try Self.temporaryTranscript(
      "ticks", ["> :tick 90", "< The clock moved 90 minutes."])
    #expect(try await replayer.replay(path: ticks).passed)
    #expect(first.clock.now == start.addingTimeInterval(90 * 60))
    first.clock.advance(by: 600)
    let next = try replayer.environment(for: folder)
    #expect(next.clock.now == start)
    #expect(next.database === first.database)
    #expect(try await replayer.replay(path: ticks).passed)
  }

  /// The lockout transcript runs its clock forward to end the lockout; run again on the same
  /// replayer, its clock starts at the data set's time again and the lockout is its own.
  @Test func aTranscriptRunTwiceOnOneReplayerPassesTwice() async throws {
    let replayer = try Replayer()
    for path in [Self.root + "/security/lockout.transcript", Self.root + "/lists/notes.transcript"]
    {
      #expect(try await replayer.replay(path: path).passed)
      #expect(try await replayer.replay(path: path).passed)
    }
  }

  @Test func malformedTranscriptsNameTheLine() throws {
    #expect(
      throws: TranscriptError(
        path: "t", line: 1, problem: "expected \"# intentsh transcript 1\" as the first line")
    ) {
      try TranscriptFile.parse("> hello\n", path: "t")
    }
    #expect(
      throws: TranscriptError(
        path: "t", line: 2, problem: "an expected line \"<\" before any user turn \">\"")
    ) {
      try TranscriptFile.parse("# intentsh transcript 1\n< hi\n", path: "t")
    }
    #expect(
      throws: TranscriptError(
        path: "t", line: 3,
        problem: "a line must start with \"#\", \"> \" or \"< \" (found \"hello\")")
    ) {
      try TranscriptFile.parse("# intentsh transcript 1\n> hi\nhello\n", path: "t")
    }
  }

  @Test func recordedSessionsReplayGreenUnchanged() async throws {
    let recorder = TranscriptRecorder(dataSet: "demo")
    recorder.userSaid(":trace on")
    recorder.assistantSaid("Trace is on.")
    let path = FileManager.default.temporaryDirectory.appendingPathComponent(
      "rec-\(UUID()).transcript"
    ).path
    try recorder.transcript.text.write(toFile: path, atomically: true, encoding: .utf8)
    #expect(try await (try Replayer()).replay(path: path).passed)
  }

  @Test func aRecordingWithAnotherDeadlineKeepsItInItsHeaderAndReplaysWithIt() async throws {
    let recorder = TranscriptRecorder(dataSet: "demo", handlerTimeout: 2.5)
    recorder.userSaid(":simulate")
    recorder.assistantSaid("Apps have 2.5 s to answer each resolve, confirm and handle call.")
    recorder.assistantSaid("No app is slow.")
    let text = recorder.transcript.text
    #expect(text.hasPrefix("# intentsh transcript 1\n# data: demo\n# handler-timeout: 2.5\n"))
    let path = FileManager.default.temporaryDirectory.appendingPathComponent(
      "deadline-\(UUID()).transcript"
    ).path
    try text.write(toFile: path, atomically: true, encoding: .utf8)
    // Replay's own default deadline gives way to the header's.
    #expect(try await (try Replayer()).replay(path: path).passed)
    #expect(!TranscriptRecorder(dataSet: "demo").transcript.text.contains("handler-timeout"))
  }

  @Test func aBadDeadlineHeaderNamesItsLine() {
    #expect(
      throws: TranscriptError(
        path: "t", line: 3,
        problem: "handler-timeout must be a number of seconds, more than 0 and at most 3600")
    ) {
      try TranscriptFile.parse(
        "# intentsh transcript 1\n# data: demo\n# handler-timeout: 0\n", path: "t")
    }
  }

  @Test func aTranscriptWrittenWithWindowsLineEndingsReadsTheSame() throws {
    let unix = "# intentsh transcript 1\n# data: demo\n> :trace on\n< Trace is on.\n"
    let windows = unix.replacingOccurrences(of: "\n", with: "\r\n")
    let parsed = try TranscriptFile.parse(windows, path: "t")
    #expect(parsed.lines == (try TranscriptFile.parse(unix, path: "t")).lines)
    #expect(parsed.turns.map(\.input) == [":trace on"])
    #expect(parsed.lineEnding == "\r\n")
    #expect(parsed.text == windows)
  }

  /// Issue 7: every response code of every supported intent is heard in some transcript, made
  /// the app's answer with `:simulate respond` (ready is reached by every request that goes on).
  @Test func everyResponseCodeIsReachedByATranscript() throws {
    var simulated = Set<String>()
    for path in Self.files {
      for turn in try TranscriptFile.parse(
        String(contentsOfFile: path, encoding: .utf8), path: path
      )
      .turns {
        let words = turn.input.split(separator: " ")
        guard words.count >= 5, words[0] == ":simulate", words[1] == "respond" else { continue }
        simulated.insert("\(words[words.count - 2]) \(words[words.count - 1])")
      }
    }
    for intent in IntentCatalog.all.keys.sorted(by: { $0.rawValue < $1.rawValue }) {
      for code in ResponseCodeCatalog.codes(for: intent) where code.category != .ready {
        #expect(
          simulated.contains("\(intent.rawValue) \(code.name)"),
          "no transcript makes \(intent.rawValue) answer \(code.name)")
      }
    }
  }
}
