import Apps
import Foundation
import Runtime
import Store
import Transcript

/// `make bench`: measures intentsh against its performance budgets (the README's table) and
/// prints one line each.
/// A benchmark, not a test: it reports figures and marks budgets, it never fails a build.
@main
enum Bench {
  static func main() async throws {
    // As the intentsh binary does: the in-process figures are the binary's.
    MemoryTuning.setUpAtStart()
    let arguments = CommandLine.arguments
    /// The value after `name` on the command line, or `fallback`.
    func option(_ name: String, else fallback: String) -> String {
      arguments.firstIndex(of: name).map { arguments[$0 + 1] } ?? fallback
    }
    let binary = option("--binary", else: ".build/release/intentsh")
    let dataFolder = URL(fileURLWithPath: "bench-data")
    try FileManager.default.createDirectory(at: dataFolder, withIntermediateDirectories: true)

    print(
      "intentsh benchmarks (the README's budgets); machine: \(ProcessInfo.processInfo.activeProcessorCount) cores"
    )

    // State files: the demo, and generated address books (built once, kept in bench-data/).
    let demoState = dataFolder.appendingPathComponent("demo.sqlite").path
    try? FileManager.default.removeItem(atPath: demoState)
    try AppDatabase.open(path: demoState).importDataSet(
      DataSetLoader.load(DataSetLoader.demoFolder, appKinds: InstalledApps.kinds()))
    let state100k = try GeneratedAddressBook.stateFile(contacts: 100_000, in: dataFolder)
    let state1m = try GeneratedAddressBook.stateFile(contacts: 1_000_000, in: dataFolder)

    // 1. Process start to exit at the first prompt (the process reads `:quit` there), against
    // an empty Swift program built as Swift builds a program by default (`swiftc -O`).
    let emptyProgram = option("--empty-program", else: "bench-data/empty-program")
    let starts = try StartTime.medians(of: [
      (emptyProgram, []), (binary, ["--state", demoState]), (binary, ["--ephemeral"]),
      (binary, ["--state", state1m]),
    ])
    let (empty, startDemo, startEphemeral, start1m) = (starts[0], starts[1], starts[2], starts[3])
    report("empty Swift program (import Foundation; print)", empty, budget: nil, unit: "ms")
    report(
      "start to exit, demo state file", startDemo, budget: 2 * empty, unit: "ms",
      note: "2x the empty program")
    report(
      "start with --ephemeral (the demo set, cached)", startEphemeral, budget: 2 * empty,
      unit: "ms", note: "2x the empty program")
    report(
      "start with a 1,000,000-contact state file", start1m, budget: 2 * startDemo, unit: "ms",
      note: "2x demo")

    // 2. One dialog turn (understanding + resolve) over 100,000 contacts, in process.
    let turns = try await TurnLatency.measure(statePath: state100k)
    report("turn latency median, 100,000 contacts", turns.median, budget: 0.5, unit: "ms")
    report("turn latency p99, 100,000 contacts", turns.p99, budget: 2, unit: "ms")
    let vocabularyState = try GeneratedAddressBook.withVocabulary(
      state100k, terms: 10_000, in: dataFolder)
    let vocabularyTurns = try await TurnLatency.measure(statePath: vocabularyState)
    report(
      "turn latency median, + 10,000 vocabulary terms", vocabularyTurns.median, budget: 0.5,
      unit: "ms")
    report(
      "turn latency p99, + 10,000 vocabulary terms", vocabularyTurns.p99, budget: 2, unit: "ms")

    let turns1m = try await TurnLatency.measure(statePath: state1m)
    report("turn latency median, 1,000,000 contacts", turns1m.median, budget: 0.5, unit: "ms")
    report("turn latency p99, 1,000,000 contacts", turns1m.p99, budget: 2, unit: "ms")

    // 3. Replay throughput, single thread; then the real binary on every core (--jobs).
    let throughput = try await ReplayThroughput.measure(folder: "transcripts")
    report(
      "replay throughput, one core", throughput, budget: 10_000, unit: "turns/s",
      higherIsBetter: true)
    let cores = ProcessInfo.processInfo.activeProcessorCount
    let speedups = try ReplayJobs.speedups(binary: binary, folder: "transcripts", jobs: cores)
    report(
      "replay --jobs \(cores) vs --jobs 1 (the binary)", speedups.jobs,
      budget: 0.8 * Double(cores), unit: "x", higherIsBetter: true,
      note: "near-linear: 0.8 x cores")
    // What the machine itself allows: on a shared host, cores slow each other down.
    report(
      "\(cores) separate replays at once (the machine)", speedups.machine, budget: nil, unit: "x")

    // 4. Batch understanding: one process reading utterances from stdin.
    let batch = try BatchParse.rate(
      binary: binary, corpus: "Tests/UnderstandingTests/Resources/phrasings.tsv")
    report(
      "batch parse --json from stdin", batch, budget: 10_000, unit: "utterances/s",
      higherIsBetter: true)

    // 5. Resident memory of the shell with 100,000 contacts after a few dialogs.
    let resident = try Memory.peakResidentMegabytes(binary: binary, statePath: state100k)
    report("peak resident memory, 100,000 contacts", resident, budget: 64, unit: "MB")
    let resident1m = try Memory.peakResidentMegabytes(binary: binary, statePath: state1m)
    report("peak resident memory, 1,000,000 contacts", resident1m, budget: 64, unit: "MB")
  }

  static func report(
    _ name: String, _ value: Double, budget: Double?, unit: String, higherIsBetter: Bool = false,
    note: String? = nil
  ) {
    func formatted(_ number: Double) -> String {
      String(format: number < 10 ? "%.2f" : number < 100 ? "%.1f" : "%.0f", number)
    }
    let figure = formatted(value)
    guard let budget else {
      print("  \(name.padding(toLength: 48, withPad: " ", startingAt: 0)) \(figure) \(unit)")
      return
    }
    let met = higherIsBetter ? value >= budget : value <= budget
    let limit = formatted(budget)
    let comparison = higherIsBetter ? ">=" : "<="
    print(
      "  \(name.padding(toLength: 48, withPad: " ", startingAt: 0)) \(figure) \(unit)"
        + "  (budget \(comparison) \(limit)\(note.map { ", \($0)" } ?? ""): \(met ? "ok" : "OVER"))"
    )
  }
}
