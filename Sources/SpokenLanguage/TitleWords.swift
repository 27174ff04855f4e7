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
      return singular(
        count: bytes.count,
        endsWith: { ending in
          let ending = ending.utf8
          return bytes.count >= ending.count
            && bytes[(bytes.count - ending.count)...].elementsEqual(ending)
        },
        dropping: {
          String(
            decoding: UnsafeBufferPointer(rebasing: bytes[..<(bytes.count - $0)]), as: UTF8.self)
        })
    }
    if let ascii { return ascii ?? word }
    return singular(
      count: word.count, endsWith: word.hasSuffix, dropping: { String(word.dropLast($0)) })
      ?? word
  }

  /// The rules of `singular`, written once for a word read as bytes or as Characters: its
  /// length, whether it ends with an ending, and what it is without its last few. Nil when
  /// the word stays as it is.
  private static func singular(
    count: Int, endsWith: (String) -> Bool, dropping: (Int) -> String
  ) -> String? {
    guard count > 3, endsWith("s"), !endsWith("ss"), !endsWith("us"), !endsWith("is")
    else { return nil }
    if endsWith("ies") { return dropping(3) + "y" }
    if ["ches", "shes", "xes", "zes"].contains(where: endsWith) { return dropping(2) }
    return dropping(1)
  }
}
