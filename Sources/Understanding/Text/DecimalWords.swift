import Foundation

/// A number that need not be whole, as written: "1.5", "0,75", "2x", "-1", "1.5 times", and in
/// an answer "at 2x speed".
enum DecimalWords {
  static func number(_ said: String) -> Double? {
    var words = said.lowercased().split(separator: " ").map(String.init)
    while let first = words.first, leading.contains(first) { words.removeFirst() }
    while let last = words.last, trailing.contains(last) { words.removeLast() }
    guard words.count == 1, let word = words.first else { return nil }
    var text = Substring(word)
    for suffix in ["x", "×"] where text.hasSuffix(suffix) {
      text = text.dropLast(suffix.count)
      break
    }
    let number = text.replacingOccurrences(of: ",", with: ".")
    guard !number.isEmpty,
      number.allSatisfy({ $0.isASCII && ($0.isNumber || $0 == "." || $0 == "-") })
    else { return nil }
    return Double(number)
  }

  private static let leading: Set<String> = ["at", "to", "make", "it", "please", "try"]
  private static let trailing: Set<String> = ["x", "×", "times", "speed", "please", "instead"]
}
