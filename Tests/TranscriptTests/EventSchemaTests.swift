import Foundation
import Runtime
import Testing
import Transcript

/// docs/events.schema.json holds for what intentsh prints with --json: every event of every
/// transcript, and the shell's own events, are validated against it by
/// scripts/validate-events.py (Python's jsonschema, which scripts/install-deps.sh installs).
@Suite struct EventSchemaTests {
  static let repository = ReplayForCITests.repository
  static let schema = repository.appendingPathComponent("docs/events.schema.json").path

  /// Every event the schema describes; each must be seen, so that none is described untested.
  static let shellOnlyEvents: Set = ["ready", "record"]
  static let sessionEvents: Set = [
    "user", "intent", "resolve", "prompt", "confirm", "handle", "auth", "say", "handOff", "end",
    "error", "trace", "options", "command", "nowPlayingInfo",
  ]

  struct Validation {
    var status: Int32
    var said: String
  }

  /// Runs the validator on JSON Lines written to a temporary file.
  static func validate(_ lines: [String], schema: String = schema) throws -> Validation {
    let file = try ReplayForCITests.write(
      lines.joined(separator: "\n") + "\n", "events.jsonl",
      in: try ReplayForCITests.temporaryFolder())
    let python = Process()
    python.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    python.arguments = [
      "python3", repository.appendingPathComponent("scripts/validate-events.py").path, schema,
      file,
    ]
    let output = Pipe()
    python.standardOutput = output
    python.standardError = output
    try python.run()
    let said = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    python.waitUntilExit()
    return Validation(status: python.terminationStatus, said: said)
  }

  /// The `event` of each line that is one (not a `source` line).
  static func eventNames(_ lines: [String]) -> Set<String> {
    Set(
      lines.compactMap {
        (try? JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any])?["event"]
          as? String
      })
  }

  /// Collects the replay's events as --json prints them; a class, since the replay's observer
  /// outlives the call that makes it.
  final class EventLines {
    var lines: [String] = []
  }

  /// Each transcript's events, after a line naming the transcript for the validator's report.
  static func transcriptEvents() async throws -> [String] {
    let replayer = try Replayer()
    let collected = EventLines()
    for path in TranscriptReplayTests.files {
      let relative = String(path.dropFirst(repository.path.count + 1))
      collected.lines.append(JSONValue.object([("source", .string(relative))]).serialized)
      _ = try await replayer.replay(path: path) { event in
        collected.lines.append(EventJSON.json(event).serialized)
      }
    }
    return collected.lines
  }

  @Test func everyEventOfEveryTranscriptMatchesTheSchema() async throws {
    let lines = try await Self.transcriptEvents()
    let validation = try Self.validate(lines)
    #expect(validation.status == 0, "\(validation.said)")
    #expect(Self.eventNames(lines) == Self.sessionEvents)
  }

  /// A renamed field, a missing one or a value outside an enum is caught, so that the
  /// validation above cannot pass by checking nothing.
  @Test func anEventThatDoesNotMatchFailsAndIsShownWithItsTranscript() throws {
    let source = #"{"source":"transcripts/x.transcript"}"#
    for bad in [
      #"{"event":"user","txt":"hi"}"#, #"{"event":"end"}"#,
      #"{"event":"end","outcome":"done"}"#, #"{"event":"resolve","parameter":"p","result":"x"}"#,
      #"{"event":"intent","app":null,"intent":"sendMessage","parameters":{},"extra":1}"#,
      #"{"event":"unheardOf"}"#,
    ] {
      let validation = try Self.validate([source, #"{"event":"ready"}"#, bad])
      #expect(validation.status == 1, "\(bad)")
      #expect(validation.said.contains(":3 (transcripts/x.transcript): "), "\(validation.said)")
      #expect(validation.said.contains(bad))
    }
  }

  /// What only the shell prints (`ready` before each read, `record` and the `:record` line
  /// itself), from the built binary driven through a pipe.
  @Test(.enabled(if: ReplayCommandTests.binary != nil, "the intentsh binary is built"))
  func everyEventTheShellPrintsMatchesTheSchema() throws {
    let folder = try ReplayForCITests.temporaryFolder()
    let typed = [
      ":record \(folder)/session.transcript", ":record", ":record \(folder)/again.transcript",
      "text hello to John on UnicornChat", "2", "cancel", ":record off", ":record off", "hi",
      ":trace on", ":options UnicornRides requestRide rideOptionName spark",
    ]
    let lines = try ShellThroughAPipeTests.session(
      typed, ["--ephemeral", "--json"], home: URL(fileURLWithPath: folder)
    ).split(separator: "\n").map(String.init)
    let validation = try Self.validate(lines)
    #expect(validation.status == 0, "\(validation.said)")
    #expect(Self.shellOnlyEvents.isSubset(of: Self.eventNames(lines)))
    #expect(lines.filter { $0 == #"{"event":"ready"}"# }.count == typed.count + 1)
    #expect(lines.contains(#"{"event":"user","text":":record off"}"#))
    for state in ["on", "off"] {
      #expect(
        lines.contains(
          #"{"event":"record","recording":"\#(state)","path":"\#(folder)/session.transcript"}"#))
    }
  }
}
