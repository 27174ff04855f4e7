import Foundation
import Synchronization

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Ctrl-C while no line is being read: the shell waiting on a slow app. SIGINT is blocked on
/// every thread outside reads (``Terminal/routeInterruptsToReads()``), so a thread of its own
/// takes it with `sigtimedwait` and reports it. Only for an interactive shell.
public enum InterruptWatch {
  /// Runs `body`, calling `onInterrupt` (on another thread) for each Ctrl-C meanwhile.
  public static func whileRunning<Result>(
    onInterrupt: @escaping @Sendable () -> Void, _ body: () async -> Result
  ) async -> Result {
    let watcher = SignalWatcher(onInterrupt: onInterrupt)
    defer { watcher.stop() }
    return await body()
  }
}

/// The thread that waits for SIGINT, a tenth of a second at a time so that it sees when to stop.
private final class SignalWatcher: Sendable {
  private let stopped = Mutex(false)

  init(onInterrupt: @escaping @Sendable () -> Void) {
    let thread = Thread { [self] in
      var set = sigset_t()
      sigemptyset(&set)
      sigaddset(&set, SIGINT)
      var pause = timespec(tv_sec: 0, tv_nsec: 100_000_000)
      while true {
        let signal = sigtimedwait(&set, nil, &pause)
        let isStopped = self.stopped.withLock { $0 }
        if signal == SIGINT {
          // Taken after the watch ended: hand it back, for the read that follows.
          guard !isStopped else {
            kill(getpid(), SIGINT)
            return
          }
          // The terminal has echoed "^C" itself: no read is under way.
          Platform.writeToStandardOutput("\n")
          onInterrupt()
        } else if isStopped {
          return
        }
      }
    }
    thread.start()
  }

  func stop() { stopped.withLock { $0 = true } }
}
