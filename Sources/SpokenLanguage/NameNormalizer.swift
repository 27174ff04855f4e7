/// Name normalisation shared with the store's indexes: lowercased, diacritics folded (é->e), punctuation removed (apostrophes dropped: "O'Brien"->"obrien"), whitespace collapsed, trimmed.
///
/// Apostrophes vanish ("O'Brien" -> "obrien"); every other punctuation or symbol character
/// separates words like a space ("Jean-Luc" -> "jean luc", "J.R. Smith" -> "j r smith").
public enum NameNormalizer {
  public static func normalize(_ text: String) -> String {
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

  /// The normalised words of `text`.
  public static func words(_ text: String) -> [String] {
    normalize(text).split(separator: " ").map(String.init)
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
