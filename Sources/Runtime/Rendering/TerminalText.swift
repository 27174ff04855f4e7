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
    guard text.unicodeScalars.contains(where: needsEscaping) else { return text }
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

  private static func needsEscaping(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0x00...0x1F, 0x7F...0x9F: return true
    // Bidirectional controls: the arabic letter mark, LRM/RLM, embeddings, overrides, isolates.
    case 0x061C, 0x200E, 0x200F, 0x202A...0x202E, 0x2066...0x2069: return true
    default: return false
    }
  }
}
