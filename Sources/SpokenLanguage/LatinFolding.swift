/// Lowercasing and diacritic folding for one Unicode scalar, without Foundation.
///
/// Covers Latin-1 Supplement and Latin Extended-A by table (é->e, ø->o, ß->ss, æ->ae), drops
/// combining marks (so decomposed "e\u{301}" folds too) and lowercases everything else with the
/// scalar's own lowercase mapping. Deterministic and allocation-free for ASCII.
public enum LatinFolding {
  /// Appends the folded, lowercased form of `scalar` to `output`.
  public static func append(_ scalar: Unicode.Scalar, to output: inout String) {
    let value = scalar.value
    if value < 0x80 {
      if value >= 0x41 && value <= 0x5A {
        output.unicodeScalars.append(Unicode.Scalar(value + 0x20)!)
      } else {
        output.unicodeScalars.append(scalar)
      }
      return
    }
    if isCombiningMark(scalar) { return }
    if value >= 0xC0 && value <= 0xFF {
      output += latin1[Int(value - 0xC0)]
      return
    }
    if value >= 0x100 && value <= 0x17F {
      output += extendedA[Int(value - 0x100)]
      return
    }
    if isApostrophe(scalar) {
      output.unicodeScalars.append("'")
      return
    }
    output += scalar.properties.lowercaseMapping
  }

  /// The folded, lowercased form of a whole string, nothing else changed.
  public static func fold(_ text: String) -> String {
    var output = ""
    output.reserveCapacity(text.utf8.count)
    for scalar in text.unicodeScalars { append(scalar, to: &output) }
    return output
  }

  /// Combining diacritical marks, which folding drops.
  public static func isCombiningMark(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0x300...0x36F, 0x1AB0...0x1AFF, 0x1DC0...0x1DFF, 0x20D0...0x20FF, 0xFE20...0xFE2F:
      return true
    default:
      return false
    }
  }

  /// ' and its typographic cousins.
  public static func isApostrophe(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0x27, 0x60, 0xB4, 0x2018, 0x2019, 0x201B, 0x2032, 0x02BC: return true
    default: return false
    }
  }

  /// U+00C0...U+00FF. "×" and "÷" stay as they are (they are not letters).
  private static let latin1: [String] = [
    "a", "a", "a", "a", "a", "a", "ae", "c", "e", "e", "e", "e", "i", "i", "i", "i",
    "d", "n", "o", "o", "o", "o", "o", "\u{D7}", "o", "u", "u", "u", "u", "y", "th", "ss",
    "a", "a", "a", "a", "a", "a", "ae", "c", "e", "e", "e", "e", "i", "i", "i", "i",
    "d", "n", "o", "o", "o", "o", "o", "\u{F7}", "o", "u", "u", "u", "u", "y", "th", "y",
  ]

  /// U+0100...U+017F.
  private static let extendedA: [String] = {
    var table: [String] = []
    func add(_ letter: String, _ count: Int) {
      table += Array(repeating: letter, count: count)
    }
    add("a", 6)
    add("c", 8)
    add("d", 4)
    add("e", 10)
    add("g", 8)
    add("h", 4)
    add("i", 10)
    add("ij", 2)
    add("j", 2)
    add("k", 3)
    add("l", 10)
    add("n", 9)
    add("o", 6)
    add("oe", 2)
    add("r", 6)
    add("s", 8)
    add("t", 6)
    add("u", 12)
    add("w", 2)
    add("y", 3)
    add("z", 6)
    add("s", 1)
    return table
  }()
}
