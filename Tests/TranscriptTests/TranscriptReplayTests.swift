import Foundation
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
}
