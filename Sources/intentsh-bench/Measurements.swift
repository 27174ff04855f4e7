import Foundation
import Runtime
import Store
import Transcript

/// Start time of programs: each spawned with `:quit` waiting on stdin, so intentsh exits at its
/// first prompt; the median of many runs, spawn and exit included. The programs take turns run
/// by run, so that a machine whose speed drifts meanwhile slows each of them alike.
enum StartTime {
  static func medians(of programs: [(binary: String, arguments: [String])], runs: Int = 41)
    throws -> [Double]
  {
    var times = Array(repeating: [Double](), count: programs.count)
    let clock = ContinuousClock()
    for _ in 0..<runs {
      for (index, program) in programs.enumerated() {
        let start = clock.now
        let child = try ChildProcess(program.binary, program.arguments)
        child.write(":quit\n")
        child.finish()
        times[index].append(milliseconds(clock.now - start))
      }
    }
    return times.map { Statistics.percentile($0, 0.5) }
  }
}

/// In-process latency of single turns over a large address book, through the whole session
/// (understanding, Siri's contact matching, the app's resolve, the reducer).
enum TurnLatency {
  static func measure(statePath: String) async throws -> (median: Double, p99: Double) {
    let database = try AppDatabase.open(path: statePath)
    let environment = try SessionEnvironment(
      database: database, clock: ManualClock(Date(timeIntervalSince1970: 1_800_000_000)),
      dataSetFolder: nil)
    let session = Session(environment: environment) { _ in }
    // Requests naming generated people: unique full names, shared first names, sound-alikes,
    // unknown names; then answers to the questions they raise; balance requests naming
    // vocabulary terms.
    let requests = (0..<480).map { index -> [String] in
      let contact = GeneratedAddressBook.contact(index * 211 + 17)
      switch index % 6 {
      case 4:
        // A vocabulary term by its pronunciation (the benchmark's account nicknames).
        return ["what's in my \(contact.familyName.lowercased()) fund \(index)"]
      case 5:
        return ["what's my nest egg balance"]
      case 0:
        return [
          "text hello to \(contact.givenName) \(contact.familyName) on UnicornChat", "cancel",
        ]
      case 1: return ["text \(contact.givenName) on UnicornChat", "2", "cancel"]
      case 2: return ["send a message to Zebulon Quux on UnicornChat saying hi", "cancel"]
      default:
        return [
          "tell \(contact.givenName) \(contact.familyName) that I'm late on UnicornChat", "no",
        ]
      }
    }
    // One untimed pass first: the figures are for a running shell, not for a state file whose
    // pages the earlier start-time runs pushed out of the OS cache.
    for turns in requests { for turn in turns { _ = await session.submit(turn) } }
    var times: [Double] = []
    let clock = ContinuousClock()
    for turns in requests {
      for turn in turns {
        let start = clock.now
        _ = await session.submit(turn)
        times.append(milliseconds(clock.now - start))
      }
    }
    return (Statistics.percentile(times, 0.5), Statistics.percentile(times, 0.99))
  }
}

/// Turns replayed per second over every transcript, single thread: the median of `slices`
/// timings of `rounds` rounds each, so that a moment when the shared host slows down moves the
/// figure no more than it moves the timings around it.
enum ReplayThroughput {
  static func measure(folder: String, slices: Int = 10, rounds: Int = 2) async throws -> Double {
    let files = try Replayer.transcriptFiles(in: [folder])
    let replayer = try Replayer()
    let clock = ContinuousClock()
    for file in files { _ = try await replayer.replay(path: file) }  // Warm the data set cache.
    var rates: [Double] = []
    for _ in 0..<slices {
      var turns = 0
      let start = clock.now
      for _ in 0..<rounds {
        for file in files { turns += try await replayer.replay(path: file).turns }
      }
      let seconds = milliseconds(clock.now - start) / 1000
      rates.append(seconds > 0 ? Double(turns) / seconds : 0)
    }
    return Statistics.percentile(rates, 0.5)
  }
}

/// How much faster `intentsh replay --jobs N` replays the project's transcripts than
/// `--jobs 1`, the process's start included; and, for comparison, how much faster N separate
/// `--jobs 1` replays run started together than one alone: the most any `--jobs N` could gain
/// on this machine, since they share nothing (a shared host's cores slow each other down).
/// Each figure is the best of five runs, the runs it compares taken in turn so that a slower
/// spell of the host falls on both.
enum ReplayJobs {
  static func speedups(binary: String, folder: String, jobs: Int) throws
    -> (jobs: Double, machine: Double)
  {
    var alone = Double.infinity
    var parallel = Double.infinity
    var together = Double.infinity
    for _ in 0..<5 {
      alone = min(alone, try seconds(binary, folder, processes: 1, jobs: 1))
      parallel = min(parallel, try seconds(binary, folder, processes: 1, jobs: jobs))
      together = min(together, try seconds(binary, folder, processes: jobs, jobs: 1))
    }
    return (alone / parallel, Double(jobs) * alone / together)
  }

  /// How long `processes` replays started at once, each with `--jobs jobs`, take until the
  /// last exits.
  private static func seconds(_ binary: String, _ folder: String, processes: Int, jobs: Int)
    throws -> Double
  {
    let clock = ContinuousClock()
    let start = clock.now
    let children = try (0..<processes).map { _ in
      try ChildProcess(binary, ["replay", "--jobs", String(jobs), folder])
    }
    for child in children { child.finish() }
    return milliseconds(clock.now - start)
  }
}

/// Utterances understood per second by `parse --json` reading them from stdin: the phrasing
/// corpus's requests, repeated, through the real binary, its start included.
enum BatchParse {
  static func rate(binary: String, corpus: String, lines: Int = 20_000) throws -> Double {
    let requests = try String(contentsOfFile: corpus, encoding: .utf8)
      .split(separator: "\n").filter { !$0.hasPrefix("#") && !$0.isEmpty }
      .map { $0.split(separator: "\t", omittingEmptySubsequences: false)[0] }
    guard !requests.isEmpty else { throw BenchError("no requests in \(corpus)") }
    let input = (0..<lines).map { requests[$0 % requests.count] + "\n" }.joined()
    let clock = ContinuousClock()
    let start = clock.now
    let child = try ChildProcess(binary, ["parse", "--json"])
    child.write(input)
    child.finish()
    let seconds = milliseconds(clock.now - start) / 1000
    return seconds > 0 ? Double(lines) / seconds : 0
  }
}

/// Peak resident memory of the real shell after fifty dialogs, read from /proc while it waits
/// for more input (the kernel's per-child accounting would include the benchmark's own memory).
enum Memory {
  static func peakResidentMegabytes(binary: String, statePath: String) throws -> Double {
    let child = try ChildProcess(binary, ["--state", statePath])
    let script = (0..<50).map { index -> String in
      let contact = GeneratedAddressBook.contact(index * 977)
      return "text hi to \(contact.givenName) on UnicornChat\n2\ncancel\n"
    }.joined()
    child.write(script)
    child.waitUntilIdle()
    let megabytes = child.peakResidentMegabytes()
    child.finish()
    return megabytes
  }
}

enum Statistics {
  static func percentile(_ values: [Double], _ fraction: Double) -> Double {
    guard !values.isEmpty else { return 0 }
    let sorted = values.sorted()
    let index = min(sorted.count - 1, Int((Double(sorted.count - 1) * fraction).rounded()))
    return sorted[index]
  }
}

func milliseconds(_ duration: Duration) -> Double {
  let (seconds, attoseconds) = duration.components
  return Double(seconds) * 1000 + Double(attoseconds) / 1e15
}
