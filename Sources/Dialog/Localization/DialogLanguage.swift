import IntentKit

/// The language Siri speaks in a session: the device's (its locale's language part). Phrases
/// and sentences are chosen by it; a language without its own says English.
public enum DialogLanguage: String, Sendable, CaseIterable {
  case english = "en"
  case french = "fr"
  case spanish = "es"

  /// The language's name, in English: what `:help` says.
  public var name: String {
    switch self {
    case .english: return "English"
    case .french: return "French"
    case .spanish: return "Spanish"
    }
  }

  /// The language of `locale` ("fr-FR" is French); English for one Siri here does not speak.
  public init(locale: String) {
    let code = locale.split(whereSeparator: { $0 == "-" || $0 == "_" }).first.map(String.init)
    self = code.flatMap { DialogLanguage(rawValue: $0.lowercased()) } ?? .english
  }

  /// How a count's noun agrees in this language (CLDR plural rules, cardinal, for whole
  /// numbers): English and Spanish say one item for 1 alone; French also for 0 ("0 élément").
  /// Spanish's "many" (a million and more, "de elementos") is left out: no list is that long.
  public func plural(_ count: Int) -> PluralCategory {
    switch self {
    case .french: return count == 0 || count == 1 ? .one : .other
    case .english, .spanish: return count == 1 ? .one : .other
    }
  }

  /// `one` or `other` by `count`'s plural category: "1 élément", "3 éléments".
  public func choose(_ count: Int, one: String, other: String) -> String {
    plural(count) == .one ? one : other
  }

  /// A count with its noun, the digits grouped as the language writes them: "1 item",
  /// "1,000 items"; "0 élément", "1 000 éléments"; "1 elemento", "1000 elementos".
  public func count(_ count: Int, one: String, other: String) -> String {
    "\(grouped(count)) \(choose(count, one: one, other: other))"
  }

  /// The digits grouped by thousands: "1,000" in English, "1 000" in French (a narrow
  /// no-break space), "1000" then "10.000" in Spanish, which groups only from five digits.
  public func grouped(_ number: Int) -> String {
    let digits = String(number)
    let separator: String
    switch self {
    case .english: separator = ","
    case .french: separator = "\u{202F}"
    case .spanish:
      guard digits.count > 4 else { return digits }
      separator = "."
    }
    var grouped = ""
    for (offset, digit) in digits.enumerated() {
      if offset > 0, (digits.count - offset) % 3 == 0 { grouped += separator }
      grouped.append(digit)
    }
    return grouped
  }

  /// "a, b and c", "a, b et c", "a, b y c".
  public func list(_ items: [String]) -> String {
    switch self {
    case .english: return ListFormatting.join(items)
    case .french: return ListFormatting.join(items, conjunction: "et")
    case .spanish: return ListFormatting.join(items, conjunction: "y")
    }
  }

  /// "a, b or c", "a, b ou c", "a, b o c".
  public func alternatives(_ items: [String]) -> String {
    switch self {
    case .english: return ListFormatting.join(items, conjunction: "or")
    case .french: return ListFormatting.join(items, conjunction: "ou")
    case .spanish: return ListFormatting.join(items, conjunction: "o")
    }
  }
}

/// The plural categories of CLDR that these languages use for whole numbers.
public enum PluralCategory: Sendable, Equatable {
  case one
  case other
}
