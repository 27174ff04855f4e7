import Foundation
import IntentKit
import Store
import Testing

@testable import Transcript

/// Replay as a CI job runs it: in parallel, with errors told apart from mismatches, a JSON
/// summary and a JUnit report.
@Suite struct ReplayForCITests {
  static let repository = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

  /// A new empty folder for one test.
  static func temporaryFolder() throws -> String {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "replay-ci-\(UUID())"
    ).path
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    return folder
  }

  @discardableResult
  static func write(_ bytes: [UInt8], _ name: String, in folder: String) throws -> String {
    let path = folder + "/" + name
    try Data(bytes).write(to: URL(fileURLWithPath: path))
    return path
  }

  @discardableResult
  static func write(_ text: String, _ name: String, in folder: String) throws -> String {
    try write(Array(text.utf8), name, in: folder)
  }

  static var vocabulary: [AppIntentVocabulary] {
    get throws {
      try AppIntentVocabularyLoader.load(folders: [AppIntentVocabularyLoader.bundledFolder])
    }
  }

  /// One transcript of each kind: passing, failing, malformed.
  static func mixedFolder() throws -> String {
    let folder = try temporaryFolder()
    try write(
      "# intentsh transcript 1\n> :trace on\n< Trace is on.\n", "a-pass.transcript", in: folder)
    try write("# intentsh transcript 1\n> :trace on\n< wrong\n", "b-fail.transcript", in: folder)
    try write("# intentsh transcript 1\nhello\n", "c-malformed.transcript", in: folder)
    return folder
  }

  /// What a run says of a transcript, its time left out.
  static func said(_ outcome: ReplayOutcome) -> String {
    "\(outcome.path) \(outcome.verdict) \(outcome.turns) \(outcome.mismatches) "
      + "\(outcome.error.map(\.description) ?? "-")"
  }

  @Test func aParallelRunGivesTheSameResultsInTheSameOrderAsASerialOne() async throws {
    let files = try Replayer.transcriptFiles(in: [
      Self.repository.appendingPathComponent("transcripts/messaging").path,
      Self.repository.appendingPathComponent("transcripts/lists").path,
      try Self.mixedFolder(),
    ])
    let vocabulary = try Self.vocabulary
    var serialOrder: [String] = []
    let serial = await Replayer.replay(files, jobs: 1, globalVocabulary: vocabulary) {
      serialOrder.append($0.path)
    }
    var parallelOrder: [String] = []
    let parallel = await Replayer.replay(files, jobs: 3, globalVocabulary: vocabulary) {
      parallelOrder.append($0.path)
    }
    #expect(serialOrder == files)
    #expect(parallelOrder == files)
    #expect(parallel.map(Self.said) == serial.map(Self.said))
    #expect(ReplayTally(parallel) == ReplayTally(serial))
    #expect(ReplayTally(serial).failed == 1)
    #expect(ReplayTally(serial).errors == 1)
    #expect(ReplayTally(serial).passed == files.count - 2)
  }

  @Test func theClosingLineCountsErrorsApartOnlyWhenThereAreAny() async throws {
    let folder = try Self.mixedFolder()
    let outcomes = await Replayer.replay(
      try Replayer.transcriptFiles(in: [folder]), jobs: 2, globalVocabulary: try Self.vocabulary)
    #expect(outcomes.map(\.verdict) == [.pass, .fail, .error])
    #expect(ReplayTally(outcomes).line == "1 passed, 1 failed, 1 errors")
    #expect(ReplayTally(Array(outcomes.prefix(2))).line == "1 passed, 1 failed")
  }

  @Test func aMissingPathOrAFolderWithoutTranscriptsIsAnErrorWithoutALineNumber() throws {
    let empty = try Self.temporaryFolder()
    #expect(
      throws: TranscriptError(
        path: empty, line: nil, problem: "no .transcript files in this folder")
    ) { try Replayer.transcriptFiles(in: [empty]) }
    let missing = empty + "/missing"
    #expect(
      throws: TranscriptError(path: missing, line: nil, problem: "no such file or folder")
    ) { try Replayer.transcriptFiles(in: [missing]) }
    #expect(
      TranscriptError(path: missing, line: nil, problem: "no such file or folder").description
        == "\(missing): no such file or folder")
  }

  @Test func aFileThatIsNotUTF8NamesTheLineAndTheByte() async throws {
    let folder = try Self.temporaryFolder()
    // "# intentsh transcript 1\n" is 24 bytes, "> hi " 5 more: the 30th byte is not UTF-8.
    let path = try Self.write(
      Array("# intentsh transcript 1\n> hi ".utf8) + [0xFF, 0x0A], "latin1.transcript",
      in: folder)
    let outcome = await (try Replayer()).outcome(path: path)
    #expect(outcome.verdict == .error)
    #expect(outcome.error == TranscriptError(path: path, line: 2, problem: "not UTF-8 at byte 30"))
  }

  @Test func aFileThatCannotBeReadSaysWhyInPlainWords() async throws {
    let folder = try Self.temporaryFolder()
    let notAFile = folder + "/folder.transcript"
    try FileManager.default.createDirectory(atPath: notAFile, withIntermediateDirectories: true)
    let outcome = await (try Replayer()).outcome(path: notAFile)
    #expect(
      outcome.error?.description == "\(notAFile): cannot read: is a folder, not a file")
    // Root reads any file, whatever its permissions.
    if geteuid() != 0 {
      let locked = try Self.write("# intentsh transcript 1\n", "locked.transcript", in: folder)
      chmod(locked, 0)
      let denied = await (try Replayer()).outcome(path: locked)
      #expect(denied.error?.description == "\(locked): cannot read: permission denied")
    }
  }

  @Test func updateKeepsWindowsLineEndings() async throws {
    let folder = try Self.temporaryFolder()
    let path = try Self.write(
      "# intentsh transcript 1\r\n# data: demo\r\n> :trace on\r\n< wrong\r\n", "crlf.transcript",
      in: folder)
    let outcome = await (try Replayer()).outcome(path: path, update: true)
    #expect(outcome.verdict == .fail)
    #expect(outcome.updated)
    #expect(
      try String(contentsOfFile: path, encoding: .utf8)
        == "# intentsh transcript 1\r\n# data: demo\r\n> :trace on\r\n< Trace is on.\r\n")
    #expect(await (try Replayer()).outcome(path: path).verdict == .pass)
  }

  @Test func theJSONSummaryIsOneObjectPerTranscriptAndACount() {
    let fail = ReplayOutcome(
      path: "t/a.transcript", turns: 2,
      mismatches: [Mismatch(path: "t/a.transcript", line: 4, expected: "x", actual: nil)],
      seconds: 0.0121)
    #expect(
      ReplayJSON.line(fail)
        == #"{"event":"transcript","path":"t/a.transcript","verdict":"fail","turns":2,"#
        + #""mismatches":[{"path":"t/a.transcript","line":4,"expected":"x","actual":null}],"#
        + #""milliseconds":12}"#)
    let error = ReplayOutcome(
      path: "t/b.transcript",
      error: TranscriptError(path: "t/b.transcript", line: nil, problem: "p"))
    #expect(
      ReplayJSON.line(error)
        == #"{"event":"transcript","path":"t/b.transcript","verdict":"error","turns":0,"#
        + #""mismatches":[],"error":{"path":"t/b.transcript","line":null,"message":"p"},"#
        + #""milliseconds":0}"#)
    #expect(
      ReplayJSON.summary([fail, error, ReplayOutcome(path: "t/c.transcript")], seconds: 1.5)
        == #"{"event":"summary","passed":1,"failed":1,"errors":1,"total":3,"milliseconds":1500}"#
    )
  }

  /// The report of a real run, with a mismatch whose text holds markup and control
  /// characters, validates against the JUnit schema in docs/ci.
  @Test func theJUnitReportValidatesAgainstTheJUnitSchema() async throws {
    let folder = try Self.mixedFolder()
    try Self.write(
      "# intentsh transcript 1\n> :trace on\n< \u{1B}[31m <b>&\"'\u{07}\u{FFFE}\n",
      "d-markup.transcript", in: folder)
    let outcomes = await Replayer.replay(
      try Replayer.transcriptFiles(in: [folder]), jobs: 2, globalVocabulary: try Self.vocabulary)
    let xml = JUnitReport.xml(outcomes, seconds: 0.25, timestamp: Date(timeIntervalSince1970: 0))
    let report = try Self.write(xml, "report.xml", in: try Self.temporaryFolder())

    let xmllint = Process()
    xmllint.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    xmllint.arguments = [
      "xmllint", "--noout", "--schema",
      Self.repository.appendingPathComponent("docs/ci/junit.xsd").path, report,
    ]
    let errors = Pipe()
    xmllint.standardError = errors
    try xmllint.run()
    let said = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    xmllint.waitUntilExit()
    #expect(xmllint.terminationStatus == 0, "xmllint (Debian's libxml2-utils): \(said)")

    #expect(xml.contains(#"<testsuites name="intentsh replay" tests="4" failures="2" errors="1""#))
    #expect(xml.contains(#"<testcase classname="\#(folder)" name="a-pass.transcript""#))
    #expect(xml.contains(#"<failure type="mismatch" message="\#(folder)/b-fail.transcript:3: "#))
    #expect(
      xml.contains(#"<error type="cannot replay" message="\#(folder)/c-malformed.transcript:2: "#))
    #expect(xml.contains("^[[31m &lt;b&gt;&amp;\"'^G&lt;U+FFFE&gt;"))
    #expect(!xml.unicodeScalars.contains { $0.value < 0x20 && $0 != "\n" })
    #expect(xml.contains(#"timestamp="1970-01-01T00:00:00""#))
  }
}
