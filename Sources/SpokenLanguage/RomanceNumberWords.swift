/// Whole numbers spelled out in French ("vingt-deux", "soixante-dix-sept", "quatre-vingt-onze",
/// "deux cent mille") or Spanish ("veintidós", "treinta y cinco", "quinientos", "dos mil"), read
/// from normalized words (see `NameNormalizer`: "vingt-deux" is "vingt deux", "veintidós"
/// "veintidos"). One reader for both: the two count alike by tens, hundreds and thousands, and
/// differ in a table. Written by hand: Foundation's NumberFormatter reads spelled-out numbers
/// only as written, hyphens and accents kept, and stops silently at a word it does not expect
/// ("vingt deux", as the words arrive here, is 20 to it).
public struct RomanceNumberWords: Sendable {
  /// Words worth their value alone: the units, the teens, and Spanish's "veintidós".
  let units: [String: Int]
  /// The tens a unit may follow: "trente", "treinta".
  let tens: [String: Int]
  /// Whole hundreds: "cent"; "cien", "doscientos".
  let hundreds: [String: Int]
  /// A hundred after a unit multiplies it: "deux cents". Spanish says "doscientos".
  let multipliedHundred: Set<String>
  let scales: [String: Int]
  /// The word between a ten and its unit: "vingt et un", "treinta y dos".
  let connector: String
  /// Tens a teen may follow ("soixante-douze" is 72, "quatre-vingt-onze" 91): French counts
  /// 70 and 90 from 60 and 80.
  let tensTakingTeens: Set<Int>
  /// "quatre-vingts": a ten that multiplies the four before it.
  let timesFourTen: Set<String>

  public static let french = RomanceNumberWords(
    units: [
      "zero": 0, "un": 1, "une": 1, "deux": 2, "trois": 3, "quatre": 4, "cinq": 5, "six": 6,
      "sept": 7, "huit": 8, "neuf": 9, "dix": 10, "onze": 11, "douze": 12, "treize": 13,
      "quatorze": 14, "quinze": 15, "seize": 16,
    ],
    tens: [
      "vingt": 20, "vingts": 20, "trente": 30, "quarante": 40, "cinquante": 50, "soixante": 60,
      // Belgium and Switzerland.
      "septante": 70, "huitante": 80, "octante": 80, "nonante": 90,
    ],
    hundreds: ["cent": 100, "cents": 100], multipliedHundred: ["cent", "cents"],
    scales: [
      "mille": 1000, "mil": 1000, "million": 1_000_000, "millions": 1_000_000,
      "milliard": 1_000_000_000, "milliards": 1_000_000_000,
    ],
    connector: "et", tensTakingTeens: [60, 80], timesFourTen: ["vingt", "vingts"])

  public static let spanish = RomanceNumberWords(
    units: [
      "cero": 0, "uno": 1, "una": 1, "un": 1, "dos": 2, "tres": 3, "cuatro": 4, "cinco": 5,
      "seis": 6, "siete": 7, "ocho": 8, "nueve": 9, "diez": 10, "once": 11, "doce": 12,
      "trece": 13, "catorce": 14, "quince": 15, "dieciseis": 16, "diecisiete": 17,
      "dieciocho": 18, "diecinueve": 19, "veinte": 20, "veintiuno": 21, "veintiun": 21,
      "veintiuna": 21, "veintidos": 22, "veintitres": 23, "veinticuatro": 24,
      "veinticinco": 25, "veintiseis": 26, "veintisiete": 27, "veintiocho": 28,
      "veintinueve": 29,
    ],
    tens: [
      "treinta": 30, "cuarenta": 40, "cincuenta": 50, "sesenta": 60, "setenta": 70,
      "ochenta": 80, "noventa": 90,
    ],
    hundreds: [
      "cien": 100, "ciento": 100, "doscientos": 200, "doscientas": 200, "trescientos": 300,
      "trescientas": 300, "cuatrocientos": 400, "cuatrocientas": 400, "quinientos": 500,
      "quinientas": 500, "seiscientos": 600, "seiscientas": 600, "setecientos": 700,
      "setecientas": 700, "ochocientos": 800, "ochocientas": 800, "novecientos": 900,
      "novecientas": 900,
    ],
    multipliedHundred: [],
    scales: ["mil": 1000, "millon": 1_000_000, "millones": 1_000_000],
    connector: "y", tensTakingTeens: [], timesFourTen: [])

  /// The integer `words` spell, digits alone included; nil when they are no number.
  public func integer<Words: Collection<String>>(_ words: Words) -> Int? {
    guard let first = words.first else { return nil }
    if words.count == 1, let value = NumberWords.digits(first) { return value }
    var total = 0
    var current = 0
    var lastScale = Int.max
    var sawNumber = false
    var previous: String?
    for word in words {
      defer { previous = word }
      let underHundred = current % 100
      if word == connector {
        // Only between a ten and its unit: "vingt et un", "treinta y dos".
        guard sawNumber, underHundred >= 20, underHundred % 10 == 0 else { return nil }
        continue
      }
      if let unit = units[word] {
        let fitsAfterTen = underHundred % 10 == 0 && underHundred >= 10 && unit < 10 && unit > 0
        let teenAfterTen = tensTakingTeens.contains(underHundred) && (10...19).contains(unit)
        guard underHundred == 0 || fitsAfterTen || teenAfterTen else { return nil }
        // "zéro" stands alone.
        guard unit > 0 ? !(sawNumber && total + current == 0) : !sawNumber else { return nil }
        current += unit
      } else if let ten = tens[word] {
        if timesFourTen.contains(word), underHundred == 4, previous.flatMap({ units[$0] }) == 4 {
          current += 76
        } else {
          guard underHundred == 0 else { return nil }
          current += ten
        }
      } else if let hundred = hundreds[word] {
        let belowThousand = current % 1000
        if multipliedHundred.contains(word), (2...9).contains(belowThousand) {
          current += belowThousand * 99
        } else {
          guard belowThousand == 0 else { return nil }
          current += hundred
        }
      } else if let scale = scales[word] {
        guard scale < lastScale else { return nil }
        total += max(current, 1) * scale
        current = 0
        lastScale = scale
      } else {
        return nil
      }
      sawNumber = true
    }
    guard sawNumber, previous != connector else { return nil }
    return total + current
  }

  /// Whether `word` alone is a number: digits, or a unit, a ten or a hundred ("deux", "veinte").
  public func isNumber(_ word: String) -> Bool {
    units[word] != nil || tens[word] != nil || hundreds[word] != nil
      || NumberWords.digits(word) != nil
  }
}
