/// The words a list or note title is compared by: normalised ("Grocery Store!" -> grocery,
/// store), singular ("groceries" -> grocery), without the word that names the kind ("Guest
/// List" -> guest), so "my guest list" finds "Guest List" and "groceries" finds "Grocery".
public enum TitleWords {
  /// The comparable words of `title`. A title with no letters or digits (only emoji) is one
  /// word, its trimmed text, so it can still be found by itself.
  public static func of(_ title: String, droppingKind kind: String? = nil) -> [String] {
    var words = NameNormalizer.words(title).map(singular)
    if let kind, words.count > 1, words.last == kind { words.removeLast() }
    if words.isEmpty {
      let trimmed = title.drop(while: \.isWhitespace).reversed().drop(while: \.isWhitespace)
      return trimmed.isEmpty ? [] : [String(trimmed.reversed())]
    }
    return words
  }

  /// The words joined: equal keys are the same title, as List-o-Mat's case-insensitive match.
  public static func key(_ title: String, droppingKind kind: String? = nil) -> String {
    of(title, droppingKind: kind).joined(separator: " ")
  }

  /// English plural to singular for the common regular forms: groceries -> grocery,
  /// boxes -> box, stores -> store. Short words and "ss" endings are left alone (glass, bus).
  public static func singular(_ word: String) -> String {
    var word = word
    // An ASCII word, as nearly every title's is, by its bytes: counting its Characters and
    // comparing endings as Characters was most of reading a title's words (a thousand items
    // added read a thousand).
    let ascii = word.withUTF8 { bytes -> String?? in
      guard ASCIIBytes.all(bytes) else { return nil }
      func endsWith(_ ending: StaticString) -> Bool {
        let count = ending.utf8CodeUnitCount
        return bytes.count >= count
          && UnsafeBufferPointer(start: ending.utf8Start, count: count)
            .elementsEqual(bytes[(bytes.count - count)...])
      }
      func dropping(_ count: Int) -> String {
        String(
          decoding: UnsafeBufferPointer(rebasing: bytes[..<(bytes.count - count)]), as: UTF8.self)
      }
      guard bytes.count > 3, endsWith("s"), !endsWith("ss"), !endsWith("us"), !endsWith("is")
      else { return .some(nil) }
      if endsWith("ies") { return dropping(3) + "y" }
      if endsWith("ches") || endsWith("shes") || endsWith("xes") || endsWith("zes") {
        return dropping(2)
      }
      return dropping(1)
    }
    if let ascii { return ascii ?? word }
    guard word.count > 3, word.last == "s", !word.hasSuffix("ss"), !word.hasSuffix("us"),
      !word.hasSuffix("is")
    else { return word }
    if word.hasSuffix("ies") { return String(word.dropLast(3)) + "y" }
    for ending in ["ches", "shes", "xes", "sses", "zes"] where word.hasSuffix(ending) {
      return String(word.dropLast(2))
    }
    return String(word.dropLast())
  }
}
