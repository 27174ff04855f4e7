import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// The real binary as a child process, spawned with posix_spawn and reaped with wait4.
/// Foundation's Process is not used: its waitUntilExit polls a run loop, which adds tens of
/// milliseconds to every start measured.
struct ChildProcess {
  let pid: pid_t
  /// The write end of the child's standard input.
  let input: Int32
  /// A copy of the read end, kept to see how much input the child has not read yet.
  private let unread: Int32

  /// Starts `binary` with `arguments`, standard input a pipe, output to /dev/null.
  init(_ binary: String, _ arguments: [String]) throws {
    var pipeEnds: [Int32] = [0, 0]
    guard pipe(&pipeEnds) == 0 else { throw BenchError("pipe failed") }
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_adddup2(&actions, pipeEnds[0], STDIN_FILENO)
    posix_spawn_file_actions_addclose(&actions, pipeEnds[1])
    posix_spawn_file_actions_addopen(&actions, STDOUT_FILENO, "/dev/null", O_WRONLY, 0)
    posix_spawn_file_actions_addopen(&actions, STDERR_FILENO, "/dev/null", O_WRONLY, 0)
    let argv = ([binary] + arguments).map { strdup($0) } + [nil]
    defer { for argument in argv { free(argument) } }
    var child: pid_t = 0
    let status = posix_spawn(&child, binary, &actions, nil, argv, environ)
    guard status == 0 else { throw BenchError("cannot start \(binary): error \(status)") }
    pid = child
    input = pipeEnds[1]
    unread = pipeEnds[0]
  }

  func write(_ text: String) {
    var bytes = Array(text.utf8)
    var offset = 0
    while offset < bytes.count {
      let written = bytes.withUnsafeMutableBytes {
        Glibc.write(input, $0.baseAddress! + offset, $0.count - offset)
      }
      if written <= 0 { return }
      offset += written
    }
  }

  /// Waits until the child has read all its input and sits idle waiting for more.
  func waitUntilIdle() {
    var idlePolls = 0
    while idlePolls < 5 {
      var pending: Int32 = 0
      _ = ioctl(unread, UInt(FIONREAD), &pending)
      idlePolls = pending == 0 && state() == "S" ? idlePolls + 1 : 0
      usleep(10_000)
    }
  }

  /// Peak resident set of the running child, from /proc (VmHWM), in megabytes.
  func peakResidentMegabytes() -> Double {
    let status = (try? String(contentsOfFile: "/proc/\(pid)/status", encoding: .utf8)) ?? ""
    let line = status.split(separator: "\n").first { $0.hasPrefix("VmHWM:") } ?? ""
    let kilobytes = Double(line.split(separator: " ").dropFirst().first ?? "0") ?? 0
    return kilobytes / 1024
  }

  /// Closes standard input and waits for the child to exit.
  func finish() {
    close(input)
    close(unread)
    var status: Int32 = 0
    var usage = rusage()
    _ = wait4(pid, &status, 0, &usage)
  }

  private func state() -> String {
    let stat = (try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8)) ?? ""
    // The state follows the parenthesised command name.
    guard let close = stat.lastIndex(of: ")") else { return "" }
    return String(stat[stat.index(close, offsetBy: 2)])
  }
}

struct BenchError: Error, CustomStringConvertible {
  let description: String
  init(_ description: String) { self.description = description }
}
