import Foundation
import Testing

/// The shell as another program drives it: through pipes, a line at a time, and recordings of
/// such sessions replayed by the built binary.
@Suite(.enabled(if: builtIntentsh != nil, "the intentsh binary is built beside the tests"))
struct ShellThroughAPipeTests {
  let folder: URL = {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("intentsh-pipe-\(UUID().uuidString)")
    try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    return folder
  }()

  /// A shell with its history and defaults kept in `home`, driven through pipes.
  static func shell(_ arguments: [String], home: URL) throws -> (
    Process, input: FileHandle, output: FileHandle
  ) {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: builtIntentsh ?? "intentsh")
    process.arguments = arguments
    process.environment = ProcessInfo.processInfo.environment.merging(
      ["XDG_DATA_HOME": home.path]) { $1 }
    let input = Pipe()
    let output = Pipe()
    process.standardInput = input
    process.standardOutput = output
    process.standardError = FileHandle.nullDevice
    try process.run()
    // A shell that never answers must not hang the tests: it is stopped, its output ends, and
    // the read below sees the end.
    let running = process
    DispatchQueue.global().asyncAfter(deadline: .now() + 60) {
      if running.isRunning { running.terminate() }
    }
    return (process, input.fileHandleForWriting, output.fileHandleForReading)
  }

  func shell(_ arguments: [String]) throws -> (Process, input: FileHandle, output: FileHandle) {
    try Self.shell(arguments, home: folder)
  }

  /// Reads JSON lines up to and including the next `ready` event; nil when output ended first.
  final class EventReader {
    let handle: FileHandle
    var buffer = Data()
    init(_ handle: FileHandle) { self.handle = handle }

    func untilReady() -> [String]? {
      var lines: [String] = []
      while true {
        if let newline = buffer.firstIndex(of: UInt8(ascii: "\n")) {
          let line = String(decoding: buffer[buffer.startIndex..<newline], as: UTF8.self)
          buffer.removeSubrange(buffer.startIndex...newline)
          lines.append(line)
          if line == #"{"event":"ready"}"# { return lines }
          continue
        }
        let more = handle.availableData
        if more.isEmpty { return nil }
        buffer.append(more)
      }
    }
  }

  @Test func aProgramWritesALineAndReadsItsEventsUpToReady() throws {
    let (process, input, output) = try shell(["--ephemeral", "--json"])
    let reader = EventReader(output)
    // Before any line, the shell says it is ready.
    #expect(reader.untilReady() == [#"{"event":"ready"}"#])
    input.write(Data("text hello to John on UnicornChat\n".utf8))
    let asked = try #require(reader.untilReady())
    #expect(asked.first == #"{"event":"user","text":"text hello to John on UnicornChat"}"#)
    #expect(asked.contains { $0.hasPrefix(#"{"event":"prompt","kind":"disambiguation""#) })
    // The shell waits on this turn until the next line comes: the events above came unasked.
    input.write(Data("John Baily\n".utf8))
    let numbers = try #require(reader.untilReady())
    #expect(numbers.contains(#"{"event":"say","text":"Which number for John Baily?"}"#))
    input.write(Data("cancel\n".utf8))
    let ended = try #require(reader.untilReady())
    #expect(ended.contains(#"{"event":"end","outcome":"cancelled"}"#))
    try input.close()
    process.waitUntilExit()
    #expect(process.terminationStatus == 0)
  }

  /// Runs a whole session through a pipe, expecting it to exit 0; returns what it printed.
  static func session(_ lines: [String], _ arguments: [String], home: URL) throws -> String {
    let (process, input, output) = try shell(arguments, home: home)
    input.write(Data(lines.map { $0 + "\n" }.joined().utf8))
    try input.close()
    let printed = output.readDataToEndOfFile()
    process.waitUntilExit()
    #expect(process.terminationStatus == 0)
    return String(decoding: printed, as: UTF8.self)
  }

  func session(_ lines: [String], _ arguments: [String]) throws -> String {
    try Self.session(lines, arguments, home: folder)
  }

  func replays(_ transcript: URL) throws -> Bool {
    let run = try ReplayCommandTests.intentsh(["replay", "--no-color", transcript.path])
    if run.status != 0 { Issue.record("\(run.output)\(run.errors)") }
    return run.status == 0
  }

  @Test func aSessionTypedIntoAPipeAndRecordedReplaysGreen() throws {
    let transcript = folder.appendingPathComponent("typed.transcript")
    let said = try session(
      [
        "read my messages on UnicornChat", "no",
        "book a RainbowCar to the airport with UnicornRides", "yes", "1234",
        ":tick 3", "where is my ride",
        "send $5 to Kate with UnicornPay", "yes", "1234",
        ":lock", ":unlock", "1111", "1112", "1113", ":unlock", "1114", "1115", ":unlock",
        ":tick 1", ":unlock", "1234",
        "add eggs to my grocery list", "yes",
      ],
      ["--state", folder.appendingPathComponent("state.sqlite").path, "--record", transcript.path])
    // What the session did, so that the replay below checks something.
    #expect(said.contains("From Ana Lopez in Climbing Group at 8:30 AM"))
    #expect(said.contains("Your RainbowCar is booked"))
    #expect(said.contains("1 minute away"))
    #expect(said.contains("Sent $5.00 to Katherine Jones."))
    #expect(said.contains("Try again in 1 minute."))
    #expect(said.contains("Your iPhone is unlocked."))
    #expect(said.contains("Added eggs to Grocery Store."))
    #expect(try replays(transcript))
  }

  @Test func aRecordingStartedAfterARideWasBookedReplaysGreen() throws {
    let state = folder.appendingPathComponent("state.sqlite").path
    let midway = folder.appendingPathComponent("midway.transcript")
    _ = try session(
      [
        "book a RainbowCar to the airport with UnicornRides", "yes", "1234",
        ":record \(midway.path)", ":tick 5", "where is my ride", ":record off",
      ], ["--state", state])
    let text = try String(contentsOf: midway, encoding: .utf8)
    #expect(text.contains("#> book a RainbowCar to the airport with UnicornRides\n#> yes\n"))
    #expect(text.contains("#> [passcode]\n"))
    #expect(!text.contains("1234"))
    #expect(text.contains("< You're on your way to San Francisco International Airport"))
    #expect(try replays(midway))
    // A later shell on the same state records from there too.
    let later = folder.appendingPathComponent("later.transcript")
    _ = try session(["cancel my ride"], ["--state", state, "--record", later.path])
    #expect(try String(contentsOf: later, encoding: .utf8).contains("#> [new session]\n> cancel"))
    #expect(try replays(later))
  }

  @Test func recordCommandsAndWhatTheySayStayOutOfTheTranscript() throws {
    let transcript = folder.appendingPathComponent("own.transcript")
    let other = folder.appendingPathComponent("other.transcript")
    let said = try session(
      [":record \(transcript.path)", ":record \(other.path)", ":tick 1", ":record", ":record off"],
      ["--ephemeral"])
    #expect(said.contains("error: already recording to \(transcript.path); :record off first"))
    let text = try String(contentsOf: transcript, encoding: .utf8)
    #expect(text.hasSuffix("> :tick 1\n< The clock moved 1 minute.\n"))
    #expect(!text.contains(":record"))
    #expect(!text.contains("already recording"))
    #expect(try replays(transcript))
  }
}
