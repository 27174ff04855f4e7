import Foundation
import Testing

/// The intentsh executable: `swift build --build-tests` puts it beside the test bundle.
let builtIntentsh: String? = {
  let beside = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
    .appendingPathComponent("intentsh").path
  return FileManager.default.isExecutableFile(atPath: beside) ? beside : nil
}()

/// `intentsh replay` run as a CI job runs it: the built binary, its output and exit code.
@Suite(.enabled(if: builtIntentsh != nil, "the intentsh binary is built beside the tests"))
struct ReplayCommandTests {
  static var binary: String? { builtIntentsh }

  struct Run {
    var status: Int32
    var output: String
    var errors: String
  }

  static func intentsh(_ arguments: [String]) throws -> Run {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: binary ?? "intentsh")
    process.arguments = arguments
    let output = Pipe()
    let errors = Pipe()
    process.standardOutput = output
    process.standardError = errors
    try process.run()
    // Read both before waiting, so that a full pipe cannot stall the child.
    let out = output.fileHandleForReading.readDataToEndOfFile()
    let err = errors.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return Run(
      status: process.terminationStatus, output: String(decoding: out, as: UTF8.self),
      errors: String(decoding: err, as: UTF8.self))
  }

  @Test func versionIsPrinted() throws {
    let run = try Self.intentsh(["--version"])
    #expect(run.status == 0)
    #expect(run.output == "0.2.0\n")
  }

  @Test func replayLocaleReplaysEveryTranscriptInThatLanguage() throws {
    let seed = ReplayForCITests.repository
      .appendingPathComponent("transcripts/fr/seed-002-message.transcript").path
    #expect(try Self.intentsh(["replay", seed]).status == 0)
    #expect(try Self.intentsh(["replay", "--locale", "fr-FR", seed]).status == 0)
    // Spoken to in English, the French device understands nothing of seed 002's request.
    let english = try Self.intentsh(["replay", "--locale", "en-US", "--no-color", seed])
    #expect(english.status == 1)
    #expect(english.output.contains("Sorry, I can't help with that."))
    let german = try Self.intentsh(["replay", "--locale", "de-DE", seed])
    #expect(german.status == 2)
    #expect(german.errors.contains("--locale de-DE: intentsh does not read \"de\""))
  }

  @Test func nothingToReplayIsExit2InOneLine() throws {
    let empty = try ReplayForCITests.temporaryFolder()
    for arguments in [
      ["replay", empty], ["replay", empty + "/missing"],
      ["replay", "--filter", "no-such-name", try ReplayForCITests.mixedFolder()],
    ] {
      let run = try Self.intentsh(arguments)
      #expect(run.status == 2, "\(arguments)")
      #expect(run.output.isEmpty)
      #expect(run.errors.hasPrefix("intentsh: "))
      #expect(run.errors.filter { $0 == "\n" }.count == 1, "\(run.errors)")
    }
  }

  @Test func errorsAreToldApartFromMismatchesAndDecideTheExitCode() throws {
    let folder = try ReplayForCITests.mixedFolder()
    let serial = try Self.intentsh(["replay", "--no-color", "--jobs", "1", folder])
    #expect(serial.status == 2)
    #expect(
      serial.output.split(separator: "\n").map(String.init) == [
        "pass \(folder)/a-pass.transcript",
        "FAIL \(folder)/b-fail.transcript",
        "  \(folder)/b-fail.transcript:3: expected \"wrong\"",
        "  \(folder)/b-fail.transcript:3:      got \"Trace is on.\"",
        "ERROR \(folder)/c-malformed.transcript:2: a line must start with \"#\", \"> \" or \"< \" "
          + "(found \"hello\")",
        "1 passed, 1 failed, 1 errors",
      ])
    let parallel = try Self.intentsh(["replay", "--no-color", "--jobs", "3", folder])
    #expect(parallel.output == serial.output)
    #expect(parallel.status == serial.status)

    let failOnly = try Self.intentsh(["replay", "--no-color", "--filter", "fail", folder])
    #expect(failOnly.status == 1)
    #expect(failOnly.output.hasSuffix("0 passed, 1 failed\n"))
  }

  @Test func jsonAndJUnitSayTheSameRun() throws {
    let folder = try ReplayForCITests.mixedFolder()
    let report = try ReplayForCITests.temporaryFolder() + "/report.xml"
    let run = try Self.intentsh(["replay", "--json", "--junit", report, folder])
    #expect(run.status == 2)
    let objects = try run.output.split(separator: "\n").map {
      try JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any] ?? [:]
    }
    #expect(objects.map { $0["verdict"] as? String } == ["pass", "fail", "error", nil])
    #expect(objects.last?["event"] as? String == "summary")
    #expect(objects.last?["errors"] as? Int == 1)
    let xml = try String(contentsOfFile: report, encoding: .utf8)
    #expect(xml.contains(#"tests="3" failures="1" errors="1""#))
  }
}
