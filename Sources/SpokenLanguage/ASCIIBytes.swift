/// Tests of text that is all ASCII, as nearly all that is typed, on its bytes. The fast paths
/// that read such text a byte at a time must answer as reading Characters does; they share
/// these, so that they agree with Swift and with each other on what a letter or a space is.
/// Inlinable: they run for every byte of those paths, in other modules too.
public enum ASCIIBytes {
  /// Whether every byte is ASCII: then each is one Character, "\r\n" aside.
  @inlinable public static func all(_ bytes: some Sequence<UInt8>) -> Bool {
    bytes.allSatisfy { $0 < 0x80 }
  }

  /// Whitespace as `Character.isWhitespace` has it in ASCII: tab to carriage return, and
  /// space.
  @inlinable public static func isWhitespace(_ byte: UInt8) -> Bool {
    byte == 0x20 || (0x09...0x0D).contains(byte)
  }

  @inlinable public static func isDigit(_ byte: UInt8) -> Bool { byte >= 0x30 && byte <= 0x39 }

  @inlinable public static func isUppercase(_ byte: UInt8) -> Bool { byte >= 0x41 && byte <= 0x5A }

  @inlinable public static func isLowercase(_ byte: UInt8) -> Bool { byte >= 0x61 && byte <= 0x7A }

  @inlinable public static func isLetter(_ byte: UInt8) -> Bool {
    isUppercase(byte) || isLowercase(byte)
  }

  /// A capital lowered; any other byte as it is.
  @inlinable public static func lowercased(_ byte: UInt8) -> UInt8 {
    isUppercase(byte) ? byte + 0x20 : byte
  }

  /// ASCII `bytes` as a string, capitals lowered, written where the string keeps them:
  /// decoding a lazily lowered view goes through Swift's generic, slow path (a dynamic cast,
  /// then byte by byte), which cost more than the reading it served.
  public static func lowercasedString(_ bytes: Slice<UnsafeBufferPointer<UInt8>>) -> String {
    String(unsafeUninitializedCapacity: bytes.count) { output in
      for (offset, byte) in bytes.enumerated() { output[offset] = lowercased(byte) }
      return bytes.count
    }
  }

  /// A small letter raised; any other byte as it is.
  @inlinable public static func uppercased(_ byte: UInt8) -> UInt8 {
    isLowercase(byte) ? byte - 0x20 : byte
  }
}
