import CLibEdit

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// A key pressed on its own, without Enter: what presenter mode (`intentsh play`) waits for
/// between turns.
public enum KeyInput {
  /// Waits for one key, not echoed; nil at the end of the input. Ctrl-C and Ctrl-D come back
  /// as "\u{3}" and "\u{4}" (signals are off while waiting), so the caller ends the show and
  /// the terminal is as it was. A terminal's settings are restored before returning, and by
  /// the guard's handlers should the process be stopped or ended meanwhile.
  public static func next(from descriptor: Int32 = STDIN_FILENO) -> Character? {
    TerminalMode.changed(
      descriptor,
      change: { single in
        single.c_lflag &= ~tcflag_t(ICANON | ECHO | ECHONL | ISIG)
        withUnsafeMutableBytes(of: &single.c_cc) { characters in
          characters[Int(VMIN)] = 1
          characters[Int(VTIME)] = 0
        }
      },
      body: { _ in key(from: descriptor) })
  }

  private static func key(from descriptor: Int32) -> Character? {
    var bytes: [UInt8] = []
    while true {
      var byte: UInt8 = 0
      let count = read(descriptor, &byte, 1)
      if count < 0, errno == EINTR { continue }
      guard count == 1 else { return bytes.isEmpty ? nil : decoded(bytes) }
      bytes.append(byte)
      // A key is one byte, or the bytes of one UTF-8 character.
      if let character = decoded(bytes) { return character }
      if bytes.count >= 4 { return "\u{FFFD}" }
    }
  }

  private static func decoded(_ bytes: [UInt8]) -> Character? {
    guard let text = String(validating: bytes, as: UTF8.self), let first = text.first else {
      return nil
    }
    return first
  }
}
