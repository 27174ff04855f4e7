/// A JSON value with object keys in insertion order, so every event line starts with "event".
/// Hand-written because Foundation's encoders either reorder keys or sort them.
public indirect enum JSONValue: Hashable, Sendable {
  case null
  case bool(Bool)
  case int(Int)
  /// A fraction, written to three decimals: a reading's score.
  case number(Double)
  case string(String)
  case array([JSONValue])
  case object([(String, JSONValue)])

  public static func == (lhs: JSONValue, rhs: JSONValue) -> Bool {
    lhs.serialized == rhs.serialized
  }
  public func hash(into hasher: inout Hasher) { hasher.combine(serialized) }

  /// Compact JSON text on one line.
  public var serialized: String {
    var out = ""
    write(to: &out)
    return out
  }

  private func write(to out: inout String) {
    switch self {
    case .null: out += "null"
    case .bool(let flag): out += flag ? "true" : "false"
    case .int(let number): out += String(number)
    case .number(let number): out += String((number * 1000).rounded() / 1000)
    case .string(let text): Self.writeString(text, to: &out)
    case .array(let items):
      out += "["
      for (index, item) in items.enumerated() {
        if index > 0 { out += "," }
        item.write(to: &out)
      }
      out += "]"
    case .object(let fields):
      out += "{"
      for (index, (key, value)) in fields.enumerated() {
        if index > 0 { out += "," }
        Self.writeString(key, to: &out)
        out += ":"
        value.write(to: &out)
      }
      out += "}"
    }
  }

  /// Text is copied whole, or between the characters JSON escapes a run at a time, not scalar
  /// by scalar (a batch parse writes every utterance and value so). Those characters are
  /// ASCII and no byte of a longer UTF-8 sequence is, so each run is whole characters' bytes;
  /// runs are cut from the bytes, as a String's own indices round down to a grapheme's start
  /// (a quote before a combining accent would be copied twice).
  private static func writeString(_ text: String, to out: inout String) {
    out += "\""
    if !text.utf8.contains(where: isEscaped) {
      out += text
    } else {
      var text = text
      text.withUTF8 { bytes in
        var runStart = 0
        for (index, byte) in bytes.enumerated() where isEscaped(byte) {
          out += String(
            decoding: UnsafeBufferPointer(rebasing: bytes[runStart..<index]), as: UTF8.self)
          out += escaped(byte)
          runStart = index + 1
        }
        out += String(decoding: UnsafeBufferPointer(rebasing: bytes[runStart...]), as: UTF8.self)
      }
    }
    out += "\""
  }

  private static func isEscaped(_ byte: UInt8) -> Bool {
    byte < 0x20 || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\")
  }

  private static func escaped(_ byte: UInt8) -> String {
    switch byte {
    case UInt8(ascii: "\""): return "\\\""
    case UInt8(ascii: "\\"): return "\\\\"
    case UInt8(ascii: "\n"): return "\\n"
    case UInt8(ascii: "\r"): return "\\r"
    case UInt8(ascii: "\t"): return "\\t"
    default:
      let hex = String(byte, radix: 16)
      return "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
    }
  }
}
