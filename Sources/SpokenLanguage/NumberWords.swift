/// Numbers typed as digits or spelled out ("twenty one", "a hundred and five"), and ordinals.
public enum NumberWords {
  /// The integer `words` spell, or nil. `words` are normalised (see `NameNormalizer`).
  public static func integer(_ words: [String]) -> Int? {
    guard !words.isEmpty else { return nil }
    if words.count == 1, let value = digits(words[0]) { return value }
    var negative = false
    var words = words[...]
    if words.first == "minus" || words.first == "negative" {
      negative = true
      words = words.dropFirst()
    }
    guard !words.isEmpty else { return nil }
    var total = 0
    var current = 0
    var sawNumber = false
    var lastScale = Int.max
    for (position, word) in words.enumerated() {
      if word == "and" && sawNumber { continue }
      if word == "a" && position == 0 {
        current = 1
        continue
      }
      // Every step stays far below Int.max, or the words are not a number.
      if let unit = units[word] {
        // "twenty one", "a hundred and five"; never "one two".
        guard current % 10 == 0, current % 100 == 0 || unit < 10 else { return nil }
        current += unit
      } else if let ten = tens[word] {
        guard current % 100 == 0 else { return nil }
        current += ten
      } else if word == "hundred" {
        // "two hundred", "a hundred"; never "hundred hundred".
        guard current > 0, current < 100 else { return nil }
        current *= 100
      } else if let scale = scales[word] {
        // "two million three thousand": each scale needs a number and a smaller scale follows.
        guard current > 0, scale < lastScale else { return nil }
        total += current * scale
        current = 0
        lastScale = scale
      } else {
        return nil
      }
      guard current < limit, total < limit else { return nil }
      sawNumber = true
    }
    guard sawNumber else { return nil }
    let value = total + current
    return negative ? -value : value
  }

  /// The longest run of `words` from its start that spells an integer, and how many words it
  /// takes: "twenty five dollars" -> (25, 2). A closing "and" is not part of it ("five and
  /// fifty cents" is five).
  public static func longestInteger(_ words: ArraySlice<String>) -> (value: Int, count: Int)? {
    // Runs reaching past a word no number holds are not tried: `integer` refuses them all.
    let longest = words.prefix(12).prefix(while: mayBeInNumber)
    if longest.isEmpty, let first = words.first, let value = digits(first) { return (value, 1) }
    for count in stride(from: longest.count, through: 1, by: -1) {
      let run = longest.prefix(count)
      guard run.last != "and", let value = integer(Array(run)) else { continue }
      return (value, count)
    }
    return nil
  }

  /// Whether `word` may be one of the words `integer` reads as a number: a run holding any
  /// other word is none, whatever its length.
  public static func mayBeInNumber(_ word: String) -> Bool { numberWords.contains(word) }

  private static let numberWords = Set(units.keys).union(tens.keys).union(scales.keys).union([
    "and", "a", "hundred", "minus", "negative",
  ])

  /// Spelled-out numbers stop here (a trillion), so arithmetic never overflows.
  private static let limit = 1_000_000_000_000

  /// A 1-based ordinal: "first", "2nd", "third" -> 1, 2, 3.
  public static func ordinal(_ word: String) -> Int? {
    if let value = ordinals[word] { return value }
    for suffix in ["st", "nd", "rd", "th"] where word.hasSuffix(suffix) {
      if let value = digits(String(word.dropLast(2))), value > 0 { return value }
    }
    return nil
  }

  /// A cardinal word or digits: "two", "2".
  public static func cardinal(_ word: String) -> Int? {
    digits(word) ?? units[word] ?? tens[word]
  }

  /// Whether `word` is a unit or a ten, the words a spelled number starts with ("twenty",
  /// "five"; "a" in "a hundred" aside).
  public static func isCardinalWord(_ word: String) -> Bool {
    units[word] != nil || tens[word] != nil
  }

  /// The units and tens.
  public static var cardinalWords: [String] { Array(units.keys) + Array(tens.keys) }

  /// Plain ASCII digits, at most 9 of them.
  public static func digits(_ word: String) -> Int? {
    guard !word.isEmpty, word.utf8.count <= 9,
      word.utf8.allSatisfy({ $0 >= 0x30 && $0 <= 0x39 })
    else { return nil }
    return Int(word)
  }

  private static let units: [String: Int] = [
    "zero": 0, "oh": 0, "one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6,
    "seven": 7, "eight": 8, "nine": 9, "ten": 10, "eleven": 11, "twelve": 12, "thirteen": 13,
    "fourteen": 14, "fifteen": 15, "sixteen": 16, "seventeen": 17, "eighteen": 18,
    "nineteen": 19,
  ]

  private static let tens: [String: Int] = [
    "twenty": 20, "thirty": 30, "forty": 40, "fifty": 50, "sixty": 60, "seventy": 70,
    "eighty": 80, "ninety": 90,
  ]

  private static let scales: [String: Int] = [
    "thousand": 1000, "million": 1_000_000,
  ]

  private static let ordinals: [String: Int] = [
    "first": 1, "second": 2, "third": 3, "fourth": 4, "fifth": 5, "sixth": 6, "seventh": 7,
    "eighth": 8, "ninth": 9, "tenth": 10, "eleventh": 11, "twelfth": 12,
  ]
}
