/// Makes a string that came from a user or a file safe to print on a terminal: every control
/// character is shown instead of acted on, so a list item, a message or a data set file cannot
/// clear the screen, set the window title, write the clipboard (OSC 52), ring the bell, move the
/// cursor, break a transcript's one-line-per-turn format, or reorder what is shown (bidi
/// overrides). C0 controls and DEL are written in caret notation (ESC as `^[`, a newline as
/// `^J`), C1 controls and bidi controls as `<U+XXXX>`. Every line intentsh prints in text mode
/// goes through this, once; JSON output escapes control characters itself. The colour codes
/// intentsh adds to its own output are added after, and stay.
public enum TerminalText {
  public static func inert(_ text: String) -> String {
    guard hasScalarToEscape(text) else { return text }
    var shown = ""
    shown.unicodeScalars.reserveCapacity(text.unicodeScalars.count + 8)
    for scalar in text.unicodeScalars {
      guard needsEscaping(scalar) else {
        shown.unicodeScalars.append(scalar)
        continue
      }
      switch scalar.value {
      case 0x00...0x1F: shown += "^" + String(UnicodeScalar(UInt8(scalar.value + 0x40)))
      case 0x7F: shown += "^?"
      default:
        let hex = String(scalar.value, radix: 16, uppercase: true)
        shown += "<U+" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex + ">"
      }
    }
    return shown
  }

  /// Whether a scalar of `text` needs escaping, read from its UTF-8 bytes: most text shown
  /// needs none, and telling so scalar by scalar cost as much as the rest of showing it. Each
  /// scalar `needsEscaping` names is found by its encoding's first bytes (a test checks them).
  static func hasScalarToEscape(_ text: String) -> Bool {
    var text = text
    return text.withUTF8 { bytes in
      var index = 0
      while index < bytes.count {
        let byte = bytes[index]
        index += 1
        switch byte {
        case 0x20..<0x7F, 0x80..<0xC2, 0xC3..<0xD8, 0xD9..<0xE2, 0xE3...0xFF: continue
        case 0xC2:  // U+0080...U+009F: C2 80...9F.
          if index < bytes.count, (0x80...0x9F).contains(bytes[index]) { return true }
        case 0xD8:  // U+061C: D8 9C.
          if index < bytes.count, bytes[index] == 0x9C { return true }
        case 0xE2:  // U+200E, U+200F, U+202A...U+202E: E2 80 ..; U+2066...U+2069: E2 81 A6...A9.
          guard index + 1 < bytes.count else { continue }
          let second = bytes[index]
          let third = bytes[index + 1]
          if second == 0x80, (0x8E...0x8F).contains(third) || (0xAA...0xAE).contains(third) {
            return true
          }
          if second == 0x81, (0xA6...0xA9).contains(third) { return true }
        default:  // 0x00...0x1F, 0x7F.
          return true
        }
      }
      return false
    }
  }

  static func needsEscaping(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0x00...0x1F, 0x7F...0x9F: return true
    // Bidirectional controls: the arabic letter mark, LRM/RLM, embeddings, overrides, isolates.
    case 0x061C, 0x200E, 0x200F, 0x202A...0x202E, 0x2066...0x2069: return true
    default: return false
    }
  }
}
