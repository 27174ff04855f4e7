import IntentKit
import SpokenLanguage

/// Amounts of money as people type them: "$25", "$25.50", "25 dollars", "twenty five bucks",
/// "twenty five dollars and fifty cents", "€15", "15 EUR", "1,250.50", "£3.99", "3 pounds 99",
/// "¥500", "a hundred dollars", "100 USD", "minus 5 dollars", "50 cents".
///
/// Exact: the digits go through `CurrencyAmount(decimal:currencyCode:)`, never floating point.
/// No currency said ("25", "1,250.50") is a nil currency code, for the app to pick its own. An
/// amount that is said but cannot be held exactly (more decimals than the currency has, too
/// large, a currency word nobody knows: "$1.234", "15 zorkmids") is the words as said, as a
/// `.string`, so the app can answer with a sentence about what it does not support.
enum AmountWords {
  /// The amount said from `start`, not past `limit`: `.currencyAmount`, or `.string` for one
  /// said but unreadable; and where it ends. Nil when no amount starts there. A word after the
  /// number that may be a currency nobody knows ("15 zorkmids") is taken as one only with
  /// `unknownCurrencies`, where nothing but money can be meant ("pay Ana 15 zorkmids", a reply
  /// to "How much?"); elsewhere it is a thing counted ("transfer 5 files").
  static func amount(
    in request: Request, at start: Int, limit: Int, unknownCurrencies: Bool = false
  ) -> (value: IntentValue, end: Int)? {
    var reader = AmountReader(
      request: request, limit: min(limit, request.count), unknownCurrencies: unknownCurrencies)
    guard let said = reader.read(from: start) else { return nil }
    let range = start..<reader.index
    guard !said.isUnreadable, let amount = said.currencyAmount else {
      return (.string(request.freeText(range) ?? request.name(range)), reader.index)
    }
    return (.currencyAmount(amount), reader.index)
  }

  /// The amount all of `range` says, or nil when it says something else too.
  static func amount(
    in request: Request, exactly range: Range<Int>, unknownCurrencies: Bool = false
  ) -> IntentValue? {
    guard
      let found = amount(
        in: request, at: range.lowerBound, limit: range.upperBound,
        unknownCurrencies: unknownCurrencies),
      found.end == range.upperBound
    else { return nil }
    return found.value
  }

  /// Whether some amount may start in `text`: every amount has a digit, or a word a spelled
  /// number starts with (a unit or a ten: "twenty-five", "five"), or "a" or "an" ("a hundred",
  /// "a buck"); or a word of `names` (lowercase, as "fiver"). Most words are none of these, and
  /// answering here costs less than tokenizing and reading them. Text that is not ASCII may be
  /// anything.
  static func mayHaveAmount(_ text: String, orAnyOf names: Set<String> = []) -> Bool {
    var text = text
    return text.withUTF8 { bytes in
      guard !bytes.contains(where: ASCIIBytes.isDigit), ASCIIBytes.all(bytes) else { return true }
      let firstLetters = names.reduce(numberFirstLetters) { mask, name in
        mask | (name.utf8.first.map(letterBit) ?? 0)
      }
      var start = 0
      while start < bytes.count {
        guard ASCIIBytes.isLetter(bytes[start]) else {
          start += 1
          continue
        }
        var end = start + 1
        while end < bytes.count, ASCIIBytes.isLetter(bytes[end]) { end += 1 }
        // A word is made a String only when its first letter may start one: most do not.
        if firstLetters & letterBit(bytes[start]) != 0 {
          // Lowercased: the tokenizer's words are.
          let word = ASCIIBytes.lowercasedString(bytes[start..<end])
          if word == "a" || word == "an" || NumberWords.isCardinalWord(word)
            || names.contains(word)
          {
            return true
          }
        }
        start = end
      }
      return false
    }
  }

  /// A bit for each letter, whatever its case; none for other bytes.
  private static func letterBit(_ byte: UInt8) -> UInt32 {
    ASCIIBytes.isLetter(byte) ? 1 << UInt32(ASCIIBytes.lowercased(byte) - 0x61) : 0
  }

  /// The letters "a", "an" and the units and tens start with.
  private static let numberFirstLetters: UInt32 = (["a", "an"] + NumberWords.cardinalWords)
    .reduce(0) { mask, word in mask | letterBit(word.utf8.first ?? 0) }

  // MARK: Words

  /// Currency words and codes said after a number (or codes before it: "USD 100").
  static let currencies: [String: String] = [
    "dollar": "USD", "dollars": "USD", "buck": "USD", "bucks": "USD", "usd": "USD",
    "euro": "EUR", "euros": "EUR", "eur": "EUR", "pound": "GBP", "pounds": "GBP", "quid": "GBP",
    "gbp": "GBP", "sterling": "GBP", "yen": "JPY", "jpy": "JPY", "franc": "CHF", "francs": "CHF",
    "chf": "CHF", "rupee": "INR", "rupees": "INR", "inr": "INR", "peso": "MXN", "pesos": "MXN",
    "mxn": "MXN", "yuan": "CNY", "renminbi": "CNY", "rmb": "CNY", "cny": "CNY", "won": "KRW",
    "krw": "KRW", "cad": "CAD", "aud": "AUD", "nzd": "NZD", "hkd": "HKD", "sgd": "SGD",
    "sek": "SEK", "nok": "NOK", "dkk": "DKK", "krona": "SEK", "kronor": "SEK", "krone": "NOK",
    "kroner": "NOK", "ruble": "RUB", "rubles": "RUB", "roubles": "RUB", "rub": "RUB",
    "brl": "BRL", "reais": "BRL",
  ]

  /// Currencies named by two words: "US dollars", "canadian dollars", "pounds sterling".
  static let qualifiedCurrencies: [[String]: String] = [
    ["us", "dollars"]: "USD", ["us", "dollar"]: "USD", ["american", "dollars"]: "USD",
    ["canadian", "dollars"]: "CAD", ["canadian", "dollar"]: "CAD",
    ["australian", "dollars"]: "AUD", ["australian", "dollar"]: "AUD",
    ["swiss", "francs"]: "CHF", ["swiss", "franc"]: "CHF", ["indian", "rupees"]: "INR",
    ["mexican", "pesos"]: "MXN", ["chinese", "yuan"]: "CNY", ["japanese", "yen"]: "JPY",
    ["british", "pounds"]: "GBP", ["pounds", "sterling"]: "GBP", ["korean", "won"]: "KRW",
  ]

  /// Symbols typed against the digits, longest first so "US$" is not read as "$".
  static let symbols: [(symbol: String, code: String)] = [
    ("US$", "USD"), ("C$", "CAD"), ("A$", "AUD"), ("R$", "BRL"), ("$", "USD"), ("€", "EUR"),
    ("£", "GBP"), ("¥", "JPY"), ("₹", "INR"), ("₩", "KRW"), ("₽", "RUB"), ("₣", "CHF"),
  ]

  /// Scale words after digits, by the zeros they add: "1 million dollars".
  static let scaleZeros: [String: Int] = ["thousand": 3, "million": 6, "billion": 9, "k": 3]

  /// Minor units said alone or after the major ones: "50 cents", "99p", "and fifty cents".
  /// Cents have no one currency: nil lets a dollar or euro app read them as its own.
  static let minorUnits: [String: String?] = [
    "cent": nil, "cents": nil, "pence": "GBP", "penny": "GBP", "pennies": "GBP", "p": "GBP",
  ]

  /// Words that can follow an amount: after a number, they say it has no currency word
  /// ("send 15 to Ana"), so the next word is not an unknown currency.
  static let followers: Set<String> = [
    "to", "from", "for", "into", "in", "on", "onto", "with", "and", "back", "please", "now",
    "today", "tonight", "tomorrow", "each", "out", "via", "as", "so", "over", "using", "through",
  ]

  /// Things counted that are not money: "give John 5 stars" is no amount in "stars".
  static let countedThings: Set<String> = [
    "star", "stars", "point", "points", "minute", "minutes", "min", "mins", "hour", "hours",
    "second", "seconds", "day", "days", "week", "weeks", "month", "months", "year", "years",
    "time", "times", "percent", "people", "persons", "person", "item", "items", "thing",
    "things", "photo", "photos", "picture", "pictures", "pic", "pics", "message", "messages",
    "text", "texts", "email", "emails", "more", "less", "kg", "kilos", "lbs", "miles", "km",
    "o'clock", "am", "pm", "percentage", "likes", "votes", "tickets", "ticket", "pieces",
    "slices", "cups", "bottles", "boxes", "songs", "cars", "rides", "seats",
  ]
}

/// What an amount said: its parts before they become a `CurrencyAmount`.
private struct SaidAmount {
  var negative = false
  /// The digits, with at most one decimal point: "1250.50".
  var decimal = ""
  /// Minor units said apart from the major ones: "fifty cents" in "25 dollars and fifty cents".
  var minor: Int?
  var currencyCode: String?
  /// Said as an amount, but not one that can be held exactly or in a known currency.
  var isUnreadable = false

  /// The exact amount, or nil when the digits do not fit the currency.
  var currencyAmount: CurrencyAmount? {
    var text = decimal
    if let minor {
      let scale = CurrencyAmount.scale(of: currencyCode)
      guard !text.contains("."), scale == 2, (0..<100).contains(minor) else { return nil }
      text += minor < 10 ? ".0\(minor)" : ".\(minor)"
    }
    guard var amount = CurrencyAmount(decimal: text, currencyCode: currencyCode) else {
      return nil
    }
    if negative { amount.minorUnits = -amount.minorUnits }
    return amount
  }
}

/// Reads one amount from a request's tokens; `index` ends past what it read.
private struct AmountReader {
  let request: Request
  let limit: Int
  let unknownCurrencies: Bool
  var index = 0

  init(request: Request, limit: Int, unknownCurrencies: Bool) {
    self.request = request
    self.limit = limit
    self.unknownCurrencies = unknownCurrencies
  }

  private func word(_ at: Int) -> String { at < limit ? request.word(at) : "" }

  mutating func read(from start: Int) -> SaidAmount? {
    index = start
    var said = SaidAmount()
    if word(index) == "minus" || word(index) == "negative" {
      said.negative = true
      index += 1
    }
    // A code or a lone "$" before the number: "USD 100", "$ 25".
    var leadingCode: String?
    if let code = code(at: index, allowingSymbol: true), index + 1 < limit {
      leadingCode = code
      index += 1
    }
    guard readNumber(into: &said) else { return nil }
    if let leadingCode {
      guard said.currencyCode == nil || said.currencyCode == leadingCode else { return nil }
      said.currencyCode = leadingCode
    }
    if said.minor != nil { return said }  // "50 cents", "99p": nothing follows minor units
    readCurrency(into: &said)
    return said
  }

  /// The number: digits in one token ("$1,250.50", "-5", "15€"), or number words.
  private mutating func readNumber(into said: inout SaidAmount) -> Bool {
    guard index < limit else { return false }
    if let written = WrittenNumber(String(request.text.unicodeScalars[request.tokens[index].raw])) {
      index += 1
      said.negative = said.negative != written.negative
      said.currencyCode = written.currencyCode ?? symbolApart(around: index - 1)
      guard let decimal = written.decimal else {
        said.isUnreadable = true
        return true
      }
      said.decimal = decimal
      // "1 million", "2.5 thousand", "5k": the digits scaled, still exactly.
      var zeros = written.isThousands ? 3 : 0
      if zeros == 0, let scale = AmountWords.scaleZeros[word(index)] {
        zeros = scale
        index += 1
      }
      if zeros > 0 { said.decimal = Self.shifted(decimal, by: zeros) }
      if written.isPence {
        guard let pence = Int(decimal) else { return false }
        said.decimal = "0"
        said.minor = pence
        if pence >= 100 { spreadMinor(&said) }
      }
      return true
    }
    guard let (value, count) = spelledNumber(at: index) else { return false }
    index += count
    said.decimal = String(value.magnitude)
    if value < 0 { said.negative.toggle() }
    return true
  }

  /// `decimal` times ten to the `zeros`, moving the point: ("2.5", 6) -> "2500000".
  static func shifted(_ decimal: String, by zeros: Int) -> String {
    let parts = decimal.split(separator: ".", omittingEmptySubsequences: false)
    let whole = parts[0]
    let fraction = parts.count > 1 ? parts[1] : ""
    if fraction.count > zeros {
      // Digits stay after the point: "1.2345 thousand" is 1234.5.
      return String(whole + fraction.prefix(zeros)) + "." + fraction.dropFirst(zeros)
    }
    let digits = String(whole + fraction) + String(repeating: "0", count: zeros - fraction.count)
    let significant = digits.drop { $0 == "0" }
    return significant.isEmpty ? "0" : String(significant)
  }

  /// A currency symbol typed apart next to the token at `at` ("15 €", "€ 15"): the tokenizer
  /// keeps no token of punctuation alone, so it is read from the text.
  private func symbolApart(around at: Int) -> String? {
    let scalars = request.text.unicodeScalars
    let token = request.tokens[at]
    // A "$" on its own is a token, read as a word; only symbols the tokenizer dropped count.
    let dropped = AmountWords.symbols.filter { $0.symbol != "$" }
    func code(_ run: String) -> String? {
      var run = run
      while let last = run.last, ".,!?;:".contains(last) { run.removeLast() }
      return dropped.first { $0.symbol == run }?.code
    }
    // Symbols are a few scalars long: nothing longer is looked at, however long the text.
    let longest = 6
    var after = ""
    var cursor = token.raw.upperBound
    while cursor < scalars.endIndex && scalars[cursor].properties.isWhitespace {
      cursor = scalars.index(after: cursor)
    }
    while cursor < scalars.endIndex && !scalars[cursor].properties.isWhitespace
      && after.unicodeScalars.count < longest
    {
      after.unicodeScalars.append(scalars[cursor])
      cursor = scalars.index(after: cursor)
    }
    if let found = code(after) { return found }
    var before: [Unicode.Scalar] = []
    cursor = token.raw.lowerBound
    while cursor > scalars.startIndex
      && scalars[scalars.index(before: cursor)].properties.isWhitespace
    {
      cursor = scalars.index(before: cursor)
    }
    while cursor > scalars.startIndex && before.count < longest {
      let previous = scalars.index(before: cursor)
      guard !scalars[previous].properties.isWhitespace else { break }
      before.append(scalars[previous])
      cursor = previous
    }
    var run = ""
    run.unicodeScalars.append(contentsOf: before.reversed())
    return code(run)
  }

  /// Number words from `at`: "twenty five", "a hundred"; "a" or "an" before a currency is one
  /// ("a buck"). Never "oh" alone, which is a sound, not an amount.
  private func spelledNumber(at start: Int) -> (value: Int, count: Int)? {
    let first = word(start)
    // Digits the written reader refused ("---5", "3pm") are no number words either.
    guard !first.utf8.contains(where: { $0 >= 0x30 && $0 <= 0x39 }) else { return nil }
    if first == "a" || first == "an",
      AmountWords.currencies[word(start + 1)] != nil
        || AmountWords.qualifiedCurrencies[[word(start + 1), word(start + 2)]] != nil
    {
      return (1, 1)
    }
    // Most words start no number: one look at the first settles it.
    guard first != "oh", let head = first.split(separator: "-").first,
      first == "a" || first == "an" || NumberWords.integer([String(head)]) != nil
    else { return nil }
    // "twenty-five" is one token of two number words; the number must end with a token.
    var words: [String] = []
    var tokenEnds: [Int: Int] = [:]
    for at in (start..<limit).prefix(12) {
      let pieces = word(at).split(separator: "-").map(String.init)
      words += pieces
      tokenEnds[words.count] = at + 1 - start
      // No number reaches past a word none holds: the words after it are never read.
      if !pieces.allSatisfy(NumberWords.mayBeInNumber) { break }
    }
    var candidates = words[...]
    while let (value, count) = NumberWords.longestInteger(candidates) {
      if let tokens = tokenEnds[count] { return (value, tokens) }
      candidates = candidates.prefix(count - 1)
    }
    return nil
  }

  /// The currency words after the number, and minor units after those: "dollars",
  /// "canadian dollars", "dollars and fifty cents", "pounds 99", "cents"; else an unknown
  /// currency word closing the amount ("15 zorkmids"), which makes it unreadable.
  private mutating func readCurrency(into said: inout SaidAmount) {
    let code: String
    if let qualified = AmountWords.qualifiedCurrencies[[word(index), word(index + 1)]] {
      code = qualified
      index += 2
    } else if let named = self.code(at: index, allowingSymbol: false) {
      code = named
      index += 1
    } else if let minorCode = AmountWords.minorUnits[word(index)] {
      index += 1
      guard !said.isUnreadable else { return }
      guard said.currencyCode == nil, let pence = Int(said.decimal) else {
        // "$5 cents", "1.5 cents": money, but no amount anyone can pay.
        said.isUnreadable = true
        return
      }
      said.decimal = "0"
      said.minor = pence
      said.currencyCode = minorCode
      if pence >= 100 { spreadMinor(&said) }
      return
    } else {
      if unknownCurrencies, said.currencyCode == nil, isUnknownCurrency(at: index) {
        said.isUnreadable = true
        index += 1
      }
      return
    }
    // "$25 dollars" says the currency twice; "$25 euros" says two.
    if let typed = said.currencyCode, typed != code { said.isUnreadable = true }
    said.currencyCode = code
    if !said.isUnreadable { readMinor(into: &said) }
  }

  /// Minor units after the currency: "and fifty cents", "50 cents", "pounds 99".
  private mutating func readMinor(into said: inout SaidAmount) {
    guard !said.decimal.contains(".") else { return }
    var cursor = index
    let saysAnd = word(cursor) == "and"
    if saysAnd { cursor += 1 }
    let digits = word(cursor)
    let number: (value: Int, count: Int)?
    if let value = NumberWords.digits(digits) {
      number = (value, 1)
    } else {
      number = NumberWords.longestInteger((cursor..<limit).prefix(3).map { word($0) }[...])
    }
    guard let (value, count) = number, value >= 0 else { return }
    cursor += count
    if AmountWords.minorUnits[word(cursor)] != nil {
      cursor += 1
    } else {
      // "3 pounds 99", "five dollars fifty": the cents said bare, closing the amount.
      let closes = cursor >= limit || AmountWords.followers.contains(word(cursor))
      guard !saysAnd, closes, value < 100 else { return }
    }
    said.minor = value
    index = cursor
  }

  /// "150 cents" is 1.50: whole units out of minor units past a hundred.
  private func spreadMinor(_ said: inout SaidAmount) {
    guard let minor = said.minor, CurrencyAmount.scale(of: said.currencyCode) == 2 else { return }
    said.decimal = String(minor / 100)
    said.minor = minor % 100
  }

  /// A currency code or word at `at`: "dollars", "EUR", any three capitals ("XYZ" is a code the
  /// app may not support); with `allowingSymbol`, also a lone "$".
  private func code(at: Int, allowingSymbol: Bool) -> String? {
    guard at < limit else { return nil }
    let current = word(at)
    if current == "$" { return "USD" }
    if allowingSymbol {
      // Before a number, only "$" and codes known: "USD 100", never "dollars 100" or a name
      // typed in capitals ("pay BOB 20").
      return current.count == 3 ? AmountWords.currencies[current] : nil
    }
    if let code = AmountWords.currencies[current] { return code }
    let typed = request.name(at..<(at + 1))
    return Self.isISOCode(typed) ? typed : nil
  }

  /// A word after a number that can only be a currency nobody knows: a plain word, not a
  /// thing counted, that closes the amount ("pay Ana 15 zorkmids", "send 15 zorkmids to Ana").
  private func isUnknownCurrency(at: Int) -> Bool {
    let current = word(at)
    // A capitalised word after a number is more likely a name: "send 5 John".
    guard at < limit, current.count >= 2, !request.tokens[at].isCapitalized,
      current.unicodeScalars.allSatisfy({ $0.properties.isAlphabetic }),
      !Lexicon.nonNames.contains(current), !AmountWords.followers.contains(current),
      !AmountWords.countedThings.contains(current), NumberWords.cardinal(current) == nil,
      NumberWords.longestInteger([current][...]) == nil
    else { return false }
    return at + 1 >= limit || AmountWords.followers.contains(word(at + 1))
  }

  /// Three capital ASCII letters as typed: "USD", "XYZ".
  static func isISOCode(_ typed: String) -> Bool {
    typed.utf8.count == 3 && typed.utf8.allSatisfy { $0 >= 0x41 && $0 <= 0x5A }
  }
}

/// A number typed in one token with whatever currency is typed against it: "$25", "-5",
/// "€1.250,50", "15€", "US$5", "99p", "25EUR". `decimal` is nil when the digits are there
/// but their separators make no number ("1,2,3").
private struct WrittenNumber {
  var negative = false
  var decimal: String?
  var currencyCode: String?
  var isPence = false
  /// "5k": thousands.
  var isThousands = false

  init?(_ raw: String) {
    var text = Substring(raw)
    text = text.drop { Self.openers.contains($0) }
    while let last = text.last, Self.closers.contains(last) { text = text.dropLast() }
    if Self.takeSign(&text) { negative = true }
    guard raw.utf8.contains(where: { $0 >= 0x30 && $0 <= 0x39 }) else { return nil }
    let uppercased = text.uppercased()
    if let (symbol, code) = AmountWords.symbols.first(where: { uppercased.hasPrefix($0.symbol) }) {
      currencyCode = code
      text = text.dropFirst(symbol.count)
      if Self.takeSign(&text) { negative.toggle() }
    }
    var body = text.prefix { $0.isASCII && ($0.isNumber || $0 == "," || $0 == ".") }
    let suffixStart = body.endIndex
    // ".50" is "0.50".
    if body.first == ".", body.dropFirst().first?.isNumber == true { body = "0" + body }
    guard let first = body.first, first.isNumber else { return nil }
    let suffix = String(text[suffixStart...])
    if !suffix.isEmpty {
      if let (_, code) = AmountWords.symbols.first(where: { $0.symbol == suffix }) {
        guard currencyCode == nil || currencyCode == code else { return nil }
        currencyCode = code
      } else if suffix.lowercased() == "p", currencyCode == nil {
        isPence = true
        currencyCode = "GBP"
      } else if suffix.lowercased() == "k" {
        isThousands = true
      } else if let code = AmountWords.currencies[suffix.lowercased()], suffix.count == 3,
        currencyCode == nil
      {
        currencyCode = code
      } else {
        // "3pm", "5th", "2x": a number, but not money.
        return nil
      }
    }
    decimal = Self.plainDecimal(body)
    if isPence && decimal?.contains(".") == true { decimal = nil }
  }

  /// Takes a leading minus sign ("-", "−") off `text`; a "+" goes without a trace.
  private static func takeSign(_ text: inout Substring) -> Bool {
    guard let first = text.first else { return false }
    if first == "+" { text = text.dropFirst() }
    guard first == "-" || first == "\u{2212}" else { return false }
    text = text.dropFirst()
    return true
  }

  /// "1,250.50" and "1.250,50" -> "1250.50"; "15,50" -> "15.50"; "1,250" -> "1250". The
  /// last separator is the decimal point unless it groups thousands; nil for "1,2,3".
  static func plainDecimal(_ body: Substring) -> String? {
    let separators = body.filter { $0 == "," || $0 == "." }
    guard let last = separators.last else { return String(body) }
    let distinct = Set(separators)
    let lastGroup = body.split(separator: last, omittingEmptySubsequences: false).last ?? ""
    let decimalMark: Character?
    if distinct.count == 2 {
      decimalMark = last
    } else if separators.count > 1 {
      decimalMark = nil
    } else {
      // One mark: a comma with three digits after it groups ("1,250"); anything else is a
      // decimal point, and too many decimals are the amount's business, not the reader's.
      decimalMark = last == "," && lastGroup.count == 3 ? nil : last
    }
    var whole = body[...]
    var fraction: Substring?
    if let decimalMark {
      guard body.filter({ $0 == decimalMark }).count == 1,
        let mark = body.lastIndex(of: decimalMark)
      else { return nil }
      whole = body[..<mark]
      fraction = body[body.index(after: mark)...]
      guard fraction?.isEmpty == false, fraction?.allSatisfy(\.isNumber) == true else {
        return nil
      }
    }
    let groups = whole.split(
      omittingEmptySubsequences: false, whereSeparator: { $0 == "," || $0 == "." })
    guard let head = groups.first, (1...3).contains(head.count) || groups.count == 1,
      groups.dropFirst().allSatisfy({ $0.count == 3 })
    else { return nil }
    return groups.joined() + (fraction.map { "." + $0 } ?? "")
  }

  private static let openers: Set<Character> = ["\"", "'", "(", "[", "{", "\u{201C}", "\u{2018}"]
  private static let closers: Set<Character> = [
    "\"", "'", ")", "]", "}", "\u{201D}", "\u{2019}", ".", ",", "!", "?", ";", ":",
  ]
}
