import CLibEdit

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Whether stdin and stdout are both terminals, and how wide the terminal is.
public enum Terminal {
  /// True when stdin and stdout are both terminals: a person is typing and reading.
  public static var isInteractive: Bool {
    isatty(STDIN_FILENO) == 1 && isatty(STDOUT_FILENO) == 1
  }

  /// Routes Ctrl-C to the reads of this module. Call it first thing in `main`, before any
  /// other thread starts, when the shell is interactive: it blocks SIGINT on the main thread,
  /// which every later thread inherits, and each read unblocks it on its own thread only.
  /// Without this, a read running on a Swift concurrency thread never sees the signal: the
  /// kernel hands it to another thread and `el_gets` is not interrupted.
  public static func routeInterruptsToReads() {
    InterruptMask.set(blocked: true)
  }

  /// Whether standard input has something to read this moment: a line typed ahead, or a pipe
  /// with its input written. False when a read would wait.
  public static var hasWaitingInput: Bool {
    var input = pollfd(fd: STDIN_FILENO, events: Int16(POLLIN), revents: 0)
    return poll(&input, 1, 0) == 1 && input.revents != 0
  }

  /// The terminal's width in columns (TIOCGWINSZ on stdout, then stdin, then stderr), or 80.
  public static var columns: Int {
    for descriptor in [STDOUT_FILENO, STDIN_FILENO, STDERR_FILENO] {
      let width = clibedit_terminal_columns(descriptor)
      if width > 0 { return Int(width) }
    }
    return 80
  }
}

/// Reads a secret from a terminal without echo.
enum SecretInput {
  /// Shows `prompt`, turns echo off, reads one line with raw `read(2)` calls, and restores
  /// the terminal settings before returning, also when Ctrl-C interrupts the read.
  ///
  /// Ctrl-C returns `.interrupted` only when a SIGINT handler without `SA_RESTART` is
  /// installed (``EditLineReader`` installs one); otherwise SIGINT keeps its default action.
  static func readLine(prompt: String, from descriptor: Int32 = STDIN_FILENO) -> LineReadResult {
    Platform.writeToStandardOutput(prompt)
    return TerminalMode.changed(
      descriptor, change: { $0.c_lflag &= ~tcflag_t(ECHO | ECHONL) },
      body: { isTerminal in readBytes(from: descriptor, isTerminal: isTerminal) })
  }

  private static func readBytes(from descriptor: Int32, isTerminal: Bool) -> LineReadResult {
    var bytes: [UInt8] = []
    defer {
      // Best effort: do not leave the passcode's bytes in freed memory.
      for index in bytes.indices { bytes[index] = 0 }
    }
    var byte: UInt8 = 0
    while true {
      let count = read(descriptor, &byte, 1)
      if count == 1 {
        if byte == UInt8(ascii: "\n") { break }
        bytes.append(byte)
      } else if count == 0 {
        // End of file: with nothing typed it ends the input; after some text (Ctrl-D pressed
        // twice at a terminal) it ends the line.
        if bytes.isEmpty {
          if isTerminal { Platform.writeToStandardOutput("\n") }
          return .endOfInput
        }
        break
      } else if errno == EINTR {
        if isTerminal { Platform.writeToStandardOutput("^C\n") }
        return .interrupted
      } else {
        if isTerminal { Platform.writeToStandardOutput("\n") }
        return .endOfInput
      }
    }
    // Echo is off, so the person's Enter was not shown either.
    if isTerminal { Platform.writeToStandardOutput("\n") }
    if bytes.last == UInt8(ascii: "\r") { bytes.removeLast() }
    return .line(String(decoding: bytes, as: UTF8.self))
  }
}

/// The terminal's settings changed for one read, and put back after it: also when a signal
/// stops or ends the process meanwhile (the guard's handlers restore them first).
enum TerminalMode {
  /// Runs `body` with the settings of `descriptor` changed by `change` when it is a terminal;
  /// `body` is told whether it is.
  static func changed<Result>(
    _ descriptor: Int32, change: (inout termios) -> Void, body: (Bool) -> Result
  ) -> Result {
    var saved = termios()
    let isTerminal = tcgetattr(descriptor, &saved) == 0
    if isTerminal {
      var changed = saved
      change(&changed)
      // Installed before the settings change, so no signal finds them changed with nobody to
      // restore them.
      clibedit_secret_guard_begin(descriptor, &saved, &changed)
      _ = tcsetattr(descriptor, TCSANOW, &changed)
    }
    defer {
      if isTerminal {
        _ = tcsetattr(descriptor, TCSANOW, &saved)
        clibedit_secret_guard_end()
      }
    }
    return body(isTerminal)
  }
}

/// SIGINT blocking per thread, so the thread blocked in a read is the one interrupted.
enum InterruptMask {
  static func set(blocked: Bool) {
    var set = sigset_t()
    sigemptyset(&set)
    sigaddset(&set, SIGINT)
    pthread_sigmask(blocked ? SIG_BLOCK : SIG_UNBLOCK, &set, nil)
  }

  /// Runs `body` with SIGINT deliverable to the calling thread, then restores the mask.
  static func deliverable<Result>(_ body: () -> Result) -> Result {
    var set = sigset_t()
    var previous = sigset_t()
    sigemptyset(&set)
    sigaddset(&set, SIGINT)
    pthread_sigmask(SIG_UNBLOCK, &set, &previous)
    defer { pthread_sigmask(SIG_SETMASK, &previous, nil) }
    return body()
  }
}
