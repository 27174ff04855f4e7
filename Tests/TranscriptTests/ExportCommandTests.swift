import Foundation
import Testing

/// `intentsh export` as a user runs it: where it writes, what it refuses, its exit codes.
@Suite(.enabled(if: builtIntentsh != nil, "the intentsh binary is built beside the tests"))
struct ExportCommandTests {
  static let transcripts = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("transcripts")

  func run(_ arguments: [String]) throws -> ReplayCommandTests.Run {
    try ReplayCommandTests.intentsh(["export"] + arguments)
  }

  func scratch() throws -> URL {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "intentsh-export-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    return folder
  }

  @Test func oneTranscriptIsWrittenToStandardOutput() throws {
    let seed = Self.transcripts.appendingPathComponent("messaging/seed-flow.transcript").path
    let run = try run(["--format", "mermaid", seed])
    #expect(run.status == 0)
    #expect(run.output.hasPrefix("sequenceDiagram\n"))
  }

  @Test func aFolderBecomesAGalleryOfPagesByDomain() throws {
    let out = try scratch().appendingPathComponent("gallery")
    let messaging = Self.transcripts.appendingPathComponent("messaging").path
    let first = try run(["-o", out.path, messaging])
    #expect(first.status == 0, "\(first.errors)")
    let index = try String(
      contentsOf: out.appendingPathComponent("index.html"), encoding: .utf8)
    #expect(index.contains("<a href=\"seed-flow.html\">Seed flow</a>"))
    let page = try String(
      contentsOf: out.appendingPathComponent("seed-flow.html"), encoding: .utf8)
    #expect(page.contains("<a href=\"index.html\">All flows</a>"))
    // Written again only when told.
    let again = try self.run(["-o", out.path, messaging])
    #expect(again.status == 2)
    #expect(again.errors.contains("exists; --force writes over it"))
    #expect(try self.run(["--force", "-o", out.path, messaging]).status == 0)
  }

  @Test func playRunsAShowToItsEndWithoutATerminal() throws {
    let seed = Self.transcripts.appendingPathComponent("messaging/seed-flow.transcript").path
    let show = try ReplayCommandTests.intentsh(["play", "--auto", "--speed", "100", seed])
    #expect(show.status == 0, "\(show.errors)")
    #expect(show.output.contains("> the second one\nWhich number for John Baily?\n"))
    // No colour on a pipe.
    #expect(!show.output.contains("\u{1B}["))
    let cast = try run(["--format", "cast", seed])
    #expect(cast.status == 0)
    #expect(cast.output.hasPrefix("{\"version\":2,"))
  }

  @Test func oneTranscriptIntoAFolderTakesItsName() throws {
    let folder = try scratch()
    let seed = Self.transcripts.appendingPathComponent("messaging/seed-flow.transcript").path
    let run = try run(["--format", "svg", "-o", folder.path, seed])
    #expect(run.status == 0, "\(run.errors)")
    let picture = try String(
      contentsOf: folder.appendingPathComponent("seed-flow.svg"), encoding: .utf8)
    #expect(picture.hasPrefix("<svg xmlns=\"http://www.w3.org/2000/svg\""))
  }

  @Test func severalTranscriptsNeedAFolder() throws {
    let run = try run([Self.transcripts.appendingPathComponent("messaging").path])
    #expect(run.status == 2)
    #expect(run.errors.contains("say the folder to write them in (-o)"))
  }

  @Test func aMalformedTranscriptIsAnInputErrorNamingItsLine() throws {
    let folder = try scratch()
    let path = folder.appendingPathComponent("broken.transcript").path
    try "# intentsh transcript 1\nnonsense\n".write(toFile: path, atomically: true, encoding: .utf8)
    let run = try run([path])
    #expect(run.status == 2)
    #expect(run.errors.contains("broken.transcript:2:"))
  }

  @Test func aTranscriptThatNoLongerReplaysIsStillDrawnAndExitsOne() throws {
    let folder = try scratch()
    let seed = try String(
      contentsOf: Self.transcripts.appendingPathComponent("messaging/seed-flow.transcript"),
      encoding: .utf8)
    let path = folder.appendingPathComponent("changed.transcript").path
    try seed.replacingOccurrences(of: "Sent \"hello\"", with: "Sent \"goodbye\"")
      .write(toFile: path, atomically: true, encoding: .utf8)
    let run = try run(["--format", "markdown", path])
    #expect(run.status == 1)
    #expect(run.output.contains("❌ expected"))
    #expect(run.errors.contains("does not replay as recorded"))
  }
}
