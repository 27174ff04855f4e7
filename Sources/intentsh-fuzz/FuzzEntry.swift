import Foundation

// Built with `-sanitize=fuzzer -DFUZZING`, libFuzzer owns `main` and calls this for every input
// it makes up. Built plainly, `HarnessMain` below is a deterministic random-input harness for
// toolchains that refuse the sanitizer.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzTestOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
  let bytes = data.map { Array(UnsafeBufferPointer(start: $0, count: size)) } ?? []
  FuzzTarget.chosen.run(bytes)
  return 0
}

#if FUZZING
  // SwiftPM links an executable target's entry point as `<target>_main`, which libFuzzer's own
  // `main` cannot stand in for; this one hands the command line to libFuzzer's driver.
  @_silgen_name("LLVMFuzzerRunDriver")
  func fuzzerRunDriver(
    _ argc: UnsafeMutablePointer<Int32>,
    _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?>,
    _ callback: @convention(c) (UnsafePointer<UInt8>?, Int) -> Int32
  ) -> Int32

  @_cdecl("intentsh_fuzz_main")
  public func fuzzMain(
    _ argc: Int32, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?
  ) -> Int32 {
    var count = argc
    var arguments = argv
    return fuzzerRunDriver(&count, &arguments) { data, size in fuzzTestOneInput(data, size) }
  }
#else
  /// `intentsh-fuzz [SECONDS] [SEED] [CORPUS...]`: mutates the corpus files' bytes (bit flips,
  /// byte insertions and deletions, splices, runs of control and multi-byte characters) with a
  /// seeded generator, feeds each to the chosen target, and reports how many ran.
  @main
  enum HarnessMain {
    static func main() {
      let arguments = Array(CommandLine.arguments.dropFirst())
      let seconds = arguments.first.flatMap(Double.init) ?? 10
      let seed = arguments.dropFirst().first.flatMap(UInt64.init) ?? 1
      let corpus = arguments.dropFirst(2).flatMap(Self.files(under:))
        .compactMap { FileManager.default.contents(atPath: $0).map(Array.init) }
      var mutator = Mutator(seed: seed, corpus: corpus.isEmpty ? [Array("hello".utf8)] : corpus)
      let target = FuzzTarget.chosen
      let end = Date().addingTimeInterval(seconds)
      var executions = 0
      while Date() < end {
        for _ in 0..<64 {
          target.run(mutator.next())
          executions += 1
        }
      }
      print(
        "\(target.rawValue): \(executions) executions in \(Int(seconds)) s, seed \(seed), no crash")
    }

    private static func files(under path: String) -> [String] {
      var isFolder: ObjCBool = false
      guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) else { return [] }
      guard isFolder.boolValue else { return [path] }
      let items = FileManager.default.enumerator(atPath: path)?.compactMap { $0 as? String } ?? []
      return items.sorted().map { "\(path)/\($0)" }.filter {
        var isFolder: ObjCBool = false
        return FileManager.default.fileExists(atPath: $0, isDirectory: &isFolder)
          && !isFolder.boolValue
      }
    }
  }

  /// A seeded byte mutator (SplitMix64), so a run is reproduced by its seed.
  struct Mutator {
    private var state: UInt64
    private let corpus: [[UInt8]]
    private static let interesting: [[UInt8]] = [
      [0x1B, 0x5B, 0x32, 0x4A], [0x00], [0x7F], [0xC2, 0x9B], [0xE2, 0x80, 0xAE], [0x0A],
      [0x0D, 0x0A], Array("\"".utf8), Array("{".utf8), Array("}".utf8), Array(",".utf8),
      Array("1e308".utf8), Array("-0".utf8), Array("99999999999999999999".utf8),
      Array("> ".utf8), Array("# ".utf8), Array("$".utf8), Array("🌈".utf8),
      Array(" and ".utf8), Array("John".utf8), Array("\\u0000".utf8),
    ]

    init(seed: UInt64, corpus: [[UInt8]]) {
      self.state = seed
      self.corpus = corpus
    }

    private mutating func random() -> UInt64 {
      state &+= 0x9E37_79B9_7F4A_7C15
      var z = state
      z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
      z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
      return z ^ (z >> 31)
    }

    private mutating func below(_ bound: Int) -> Int { Int(random() % UInt64(max(bound, 1))) }

    mutating func next() -> [UInt8] {
      var bytes = corpus[below(corpus.count)]
      for _ in 0...below(8) {
        let position = below(bytes.count + 1)
        switch below(6) {
        case 0 where !bytes.isEmpty:
          bytes[min(position, bytes.count - 1)] ^= UInt8(1 << below(8))
        case 1:
          bytes.insert(UInt8(truncatingIfNeeded: random()), at: position)
        case 2 where !bytes.isEmpty:
          let count = min(below(16) + 1, bytes.count - min(position, bytes.count - 1))
          bytes.removeSubrange(
            min(position, bytes.count - 1)..<min(position, bytes.count - 1) + count)
        case 3:
          bytes.insert(contentsOf: Self.interesting[below(Self.interesting.count)], at: position)
        case 4:
          let other = corpus[below(corpus.count)]
          let start = below(other.count + 1)
          bytes.insert(contentsOf: other[start..<min(other.count, start + below(64))], at: position)
        default:
          bytes = Array(bytes.prefix(position))
        }
      }
      return bytes
    }
  }
#endif
