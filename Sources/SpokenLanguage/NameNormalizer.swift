/// Name normalisation shared with the store's indexes: lowercased, diacritics folded (é->e), punctuation removed (apostrophes dropped: "O'Brien"->"obrien"), whitespace collapsed, trimmed.
///
/// Apostrophes vanish ("O'Brien" -> "obrien"); every other punctuation or symbol character
/// separates words like a space ("Jean-Luc" -> "jean luc", "J.R. Smith" -> "j r smith").
public enum NameNormalizer {
  public static func normalize(_ text: String) -> String {
    normalizeASCII(text) ?? normalizeScalars(text)
  }

  /// `normalize`, scalar by scalar: for any text.
  static func normalizeScalars(_ text: String) -> String {
    var output = ""
    output.reserveCapacity(text.utf8.count)
    var pendingSpace = false
    for scalar in text.unicodeScalars {
      if LatinFolding.isApostrophe(scalar) || LatinFolding.isCombiningMark(scalar) { continue }
      if isWordScalar(scalar) {
        if pendingSpace && !output.isEmpty { output.unicodeScalars.append(" ") }
        pendingSpace = false
        LatinFolding.append(scalar, to: &output)
      } else {
        pendingSpace = true
      }
    }
    return output
  }

  /// `normalize` for text that is all ASCII, nearly all of what is typed, done on its bytes
  /// (the same rules: apostrophes and backticks dropped, capitals lowered, any other
  /// non-alphanumeric byte a space); nil for other text. `joiningWords` leaves the spaces
  /// out. Understanding normalizes the same few words many times a request: the bytes are
  /// written where the string keeps them, with no array between (a name of up to 15 bytes
  /// needs no allocation at all).
  static func normalizeASCII(_ text: String, joiningWords: Bool = false) -> String? {
    var text = text
    return text.withUTF8 { bytes -> String? in
      var isASCII = true
      let normalized = String(unsafeUninitializedCapacity: bytes.count) { output in
        var count = 0
        var pendingSpace = false
        for byte in bytes {
          guard byte < 0x80 else {
            isASCII = false
            return 0
          }
          if byte == 0x27 || byte == 0x60 { continue }
          guard ASCIIBytes.isDigit(byte) || ASCIIBytes.isLetter(byte) else {
            pendingSpace = true
            continue
          }
          if pendingSpace && count > 0 && !joiningWords {
            output[count] = 0x20
            count += 1
          }
          pendingSpace = false
          output[count] = ASCIIBytes.lowercased(byte)
          count += 1
        }
        return count
      }
      return isASCII ? normalized : nil
    }
  }

  /// The normalised words of `text`.
  public static func words(_ text: String) -> [String] {
    var normalized = normalize(text)
    // Words of ASCII letters and digits, as nearly all are, split on their bytes: splitting a
    // Character at a time cost more than normalizing.
    let ascii = normalized.withUTF8 { bytes -> [String]? in
      guard ASCIIBytes.all(bytes) else { return nil }
      return bytes.split(separator: 0x20).map { String(decoding: $0, as: UTF8.self) }
    }
    return ascii ?? normalized.split(separator: " ").map(String.init)
  }

  /// The normalised words of `text` run together: "Nest Egg" and "nestegg" are "nestegg".
  public static func joinedWords(_ text: String) -> String {
    // Other text by Characters, as `words` splits it: a space before a combining mark is
    // part of the mark's Character, not a space.
    normalizeASCII(text, joiningWords: true) ?? String(normalizeScalars(text).filter { $0 != " " })
  }

  /// Letters and digits; everything else is punctuation, symbol or space.
  public static func isWordScalar(_ scalar: Unicode.Scalar) -> Bool {
    if scalar.isASCII {
      let value = scalar.value
      return (value >= 0x30 && value <= 0x39) || (value >= 0x41 && value <= 0x5A)
        || (value >= 0x61 && value <= 0x7A)
    }
    let properties = scalar.properties
    return properties.isAlphabetic || properties.numericType != nil
  }
}
