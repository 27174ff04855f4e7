import Foundation
import IntentKit
import SpokenLanguage
import Understanding

/// One request of `Resources/phrasings.tsv` and what it should be understood as. The file's
/// header comment defines the notation read here.
struct Phrasing: Sendable {
  let line: Int
  let utterance: String
  /// nil: a request intentsh must not understand.
  let intent: IntentName?
  /// The parameters checked, in the file's order, each with its expected text.
  let parameters: [(name: String, expected: String)]
  let app: String?
  let category: String
}

/// A line of the file that breaks its format.
struct PhrasingProblem: Sendable, CustomStringConvertible {
  let line: Int
  let message: String
  var description: String { "phrasings.tsv line \(line): \(message)" }
}

enum PhrasingCorpus {
  /// The file's phrasings and every line that breaks the format: `phrasings.tsv`, or a
  /// language's (`phrasings-fr.tsv`).
  static func load(_ name: String = "phrasings") throws -> (
    phrasings: [Phrasing], problems: [PhrasingProblem]
  ) {
    guard let url = Bundle.module.url(forResource: name, withExtension: "tsv") else {
      return ([], [PhrasingProblem(line: 0, message: "\(name).tsv is not in the test bundle")])
    }
    return parse(try String(contentsOf: url, encoding: .utf8))
  }

  static func parse(_ text: String) -> (phrasings: [Phrasing], problems: [PhrasingProblem]) {
    var phrasings: [Phrasing] = []
    var problems: [PhrasingProblem] = []
    for (index, raw) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
      let number = index + 1
      let line = raw.hasSuffix("\r") ? raw.dropLast() : raw
      if line.trimmingCharacters(in: .whitespaces).isEmpty || line.hasPrefix("#") { continue }
      func problem(_ message: String) {
        problems.append(PhrasingProblem(line: number, message: message))
      }
      let columns = line.split(separator: "\t", omittingEmptySubsequences: false).map {
        $0.trimmingCharacters(in: .whitespaces)
      }
      guard (3...5).contains(columns.count) else {
        problem("\(columns.count) columns; want utterance, intent, parameters[, app[, category]]")
        continue
      }
      let utterance = columns[0]
      guard !utterance.isEmpty else {
        problem("empty utterance")
        continue
      }
      var intent: IntentName?
      var schema: IntentSchema?
      if columns[1] != "-" {
        intent = IntentName(columns[1])
        schema = IntentCatalog.schema(for: IntentName(columns[1]))
        if schema == nil { problem("no intent named \"\(columns[1])\"") }
      }
      var parameters: [(name: String, expected: String)] = []
      let parameterText = columns[2]
      if !parameterText.isEmpty, parameterText != "-" {
        for piece in parameterText.split(separator: ";") {
          let pair = piece.split(separator: "=", maxSplits: 1).map {
            $0.trimmingCharacters(in: .whitespaces)
          }
          guard pair.count == 2, !pair[0].isEmpty, !pair[1].isEmpty else {
            problem("\"\(piece.trimmingCharacters(in: .whitespaces))\" is not name=value")
            continue
          }
          if parameters.contains(where: { $0.name == pair[0] }) {
            problem("\(pair[0]) given twice")
          }
          parameters.append((pair[0], pair[1]))
        }
      }
      if intent == nil, !parameters.isEmpty {
        problem("a request not to understand has no parameters")
      }
      if let schema {
        for (name, expected) in parameters {
          if let field = PhrasingMatch.mediaSearchField(name) {
            if !schema.unresolvedParameters.contains(MediaRequest.mediaSearch) || field == nil {
              problem("\(schema.name) has no media search field \"\(name)\"")
            }
            continue
          }
          guard let parameter = schema.parameter(named: name) else {
            if !schema.unresolvedParameters.contains(name) {
              problem("\(schema.name) has no parameter \"\(name)\"")
            }
            continue
          }
          if let error = PhrasingMatch.formatError(expected, for: parameter) {
            problem("\(name)=\(expected): \(error)")
          }
        }
      }
      let app = columns.count > 3 && !columns[3].isEmpty ? columns[3] : nil
      let category = columns.count > 4 && !columns[4].isEmpty ? columns[4] : "everyday"
      phrasings.append(
        Phrasing(
          line: number, utterance: utterance, intent: intent, parameters: parameters, app: app,
          category: category))
    }
    return (phrasings, problems)
  }
}

/// Compares what was understood with what a line expects, in the file's notation.
enum PhrasingMatch {
  /// A field of the media search, `mediaSearch.artistName`: nil for another name, .some(nil)
  /// for a field INMediaSearch lacks.
  static func mediaSearchField(_ name: String) -> MediaSearch.Field?? {
    let prefix = MediaRequest.mediaSearch + "."
    guard name.hasPrefix(prefix) else { return nil }
    return .some(MediaSearch.Field(rawValue: String(name.dropFirst(prefix.count))))
  }

  /// A media search field's value as a line writes it: a name as said, an enum by its case
  /// name, genres and moods as a list, a release date as "1970-1979".
  static func mediaSearchValue(_ intent: Intent, _ field: MediaSearch.Field)
    -> (IntentValue, ParameterSchema)?
  {
    guard let search = intent.parameters[MediaRequest.mediaSearch].flatMap(MediaSearch.init),
      search.has(field)
    else { return nil }
    let schema = ParameterSchema(
      name: field.rawValue, valueType: .string,
      isArray: field == .genreNames || field == .moodNames)
    let value: IntentValue
    switch field {
    case .mediaType: value = .string(search.mediaType.name)
    case .sortOrder: value = .string(search.sortOrder.name)
    case .reference: value = .string(search.reference.name)
    case .mediaName: value = .string(search.mediaName ?? "")
    case .artistName: value = .string(search.artistName ?? "")
    case .albumName: value = .string(search.albumName ?? "")
    case .genreNames: value = .array((search.genreNames ?? []).map(IntentValue.string))
    case .moodNames: value = .array((search.moodNames ?? []).map(IntentValue.string))
    case .releaseDate:
      let range = search.releaseDate!
      value = .string("\(range.startYear)-\(range.endYear)")
    }
    return (value, schema)
  }

  /// Why an expected value cannot be read for its parameter, or nil when it can.
  static func formatError(_ expected: String, for parameter: ParameterSchema) -> String? {
    for alternative in alternatives(expected) {
      let items = parameter.isArray ? arrayItems(alternative) : [alternative]
      for item in items {
        switch parameter.valueType {
        case .currencyAmount where amount(item) == nil:
          return "not an amount (\"12.50 USD\" or \"20\")"
        case .integer where Int(item) == nil:
          return "not a whole number"
        case .boolean where !["true", "false"].contains(item):
          return "not true or false"
        default: continue
        }
      }
    }
    return nil
  }

  /// Whether `actual` (nil: the parameter is missing) is what `expected` says.
  static func matches(_ actual: IntentValue?, _ expected: String, for parameter: ParameterSchema)
    -> Bool
  {
    guard let actual else { return false }
    return alternatives(expected).contains { alternative in
      guard parameter.isArray else { return matches(actual, item: alternative, parameter) }
      let wanted = arrayItems(alternative)
      let got = actual.items
      return got.count == wanted.count
        && zip(got, wanted).allSatisfy { matches($0, item: $1, parameter) }
    }
  }

  private static func matches(_ actual: IntentValue, item: String, _ parameter: ParameterSchema)
    -> Bool
  {
    switch actual {
    case .person(let person): return matches(person, item)
    case .currencyAmount(let got):
      guard let (text, code) = amount(item), code == nil || code == got.currencyCode,
        let want = CurrencyAmount(decimal: text, currencyCode: got.currencyCode)
      else { return false }
      return want.minorUnits == got.minorUnits
    case .integer(let number): return Int(item) == number
    case .boolean(let flag): return item == String(flag)
    case .task(let task):
      let (title, list) = qualified(item)
      guard alternatives(title).contains(where: { sameTitle(task.title.spokenPhrase, $0) })
      else { return false }
      guard let list else { return true }
      return alternatives(list).contains { sameTitle(task.listTitle ?? "", $0) }
    case .paymentAccount(let account):
      if sameTitle(account.nickname.spokenPhrase, item) { return true }
      return account.accountType != .unknown && AccountType(said: item) == account.accountType
    case .speakable(let said) where said.vocabularyIdentifier == nil:
      // A sound-alike ("rosy") keeps the words heard and carries the terms it sounds like as
      // alternatives, for the app to choose: when there is one, that is the name meant.
      if let alternatives = said.alternativeSpeakableMatches, alternatives.count == 1,
        sameTitle(alternatives[0].spokenPhrase, item)
      {
        return true
      }
      return sameTitle(said.spokenPhrase, item)
    default:
      let text = actual.spokenText
      return isFreeText(parameter.name) ? sameText(text, item) : sameTitle(text, item)
    }
  }

  /// A person said by name (spoken phrase or display name), phone number (its digits) or email
  /// address; "(work)" after it asks for the handle with that label.
  private static func matches(_ person: Person, _ item: String) -> Bool {
    let (who, label) = qualified(item)
    // A label as words are compared: "movil" is "móvil".
    if let label,
      person.personHandle?.label.map(NameNormalizer.normalize) != NameNormalizer.normalize(label)
    {
      return false
    }
    let said =
      [person.spokenPhrase, person.displayName] + [person.personHandle?.value].compactMap { $0 }
    if who.contains("@") { return said.contains { $0.lowercased() == who.lowercased() } }
    let digits = who.filter(\.isNumber)
    if digits.count >= 7, who.allSatisfy({ $0.isNumber || " +-().".contains($0) }) {
      return said.contains {
        let got = $0.filter(\.isNumber)
        return got.count >= 7 && (got.hasSuffix(digits) || digits.hasSuffix(got))
      }
    }
    // A name as titles compare: "mi hermana" is "hermana", as Siri hands it on.
    return said.contains { sameTitle($0, who) }
  }

  /// Message content is compared word for word; every other text is a name or title.
  private static func isFreeText(_ name: String) -> Bool {
    name == "content"
  }

  /// "a|b": any of them. A bar inside parentheses belongs to the qualifier: "eggs (grocery|
  /// grocery store)".
  static func alternatives(_ expected: String) -> [String] {
    var pieces: [String] = []
    var current = ""
    var depth = 0
    for character in expected {
      if character == "(" { depth += 1 }
      if character == ")" { depth -= 1 }
      if character == "|", depth == 0 {
        pieces.append(current)
        current = ""
      } else {
        current.append(character)
      }
    }
    pieces.append(current)
    return pieces.map { $0.trimmingCharacters(in: .whitespaces) }
  }

  static func arrayItems(_ expected: String) -> [String] {
    expected.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
  }

  /// "12.50 USD" or "20": the decimal text and the currency, if any.
  static func amount(_ item: String) -> (String, String?)? {
    let parts = item.split(separator: " ").map(String.init)
    guard (1...2).contains(parts.count),
      CurrencyAmount(decimal: parts[0], currencyCode: parts.count == 2 ? parts[1] : "USD") != nil
    else { return nil }
    if parts.count == 2, !(parts[1].count == 3 && parts[1].allSatisfy(\.isUppercase)) {
      return nil
    }
    return (parts[0], parts.count == 2 ? parts[1] : nil)
  }

  /// "eggs (grocery)": the value and its qualifier in parentheses.
  static func qualified(_ item: String) -> (String, String?) {
    guard item.hasSuffix(")"), let open = item.lastIndex(of: "(") else { return (item, nil) }
    let inner = item[item.index(after: open)..<item.index(before: item.endIndex)]
    return (
      item[..<open].trimmingCharacters(in: .whitespaces),
      inner.trimmingCharacters(in: .whitespaces)
    )
  }

  /// Case, accents and punctuation aside.
  static func words(_ text: String) -> [String] {
    text.folding(options: [.caseInsensitive, .diacriticInsensitive], locale: nil)
      .lowercased()
      .split { !($0.isLetter || $0.isNumber) }
      .map(String.init)
  }

  static func sameText(_ actual: String, _ expected: String) -> Bool {
    words(actual) == words(expected)
  }

  /// Names and titles: also without a leading article or possessive ("the", "my"; French's
  /// "la", "ma"; Spanish's "el", "mi"), a trailing "list", and spaces ("nest egg" is NestEgg).
  static func sameTitle(_ actual: String, _ expected: String) -> Bool {
    titleKey(actual) == titleKey(expected)
  }

  private static func titleKey(_ text: String) -> String {
    var words = words(text)
    while let first = words.first, titleLeaders.contains(first), words.count > 1 {
      words.removeFirst()
    }
    if words.last == "list", words.count > 1 { words.removeLast() }
    return words.joined()
  }

  private static let titleLeaders: Set<String> = [
    "the", "my", "a", "an", "le", "la", "les", "l", "ma", "mon", "mes", "el", "los", "las", "mi",
    "mis",
  ]

  /// An intent in the file's notation, to show what was understood instead.
  static func describe(_ intent: Intent?) -> String {
    guard let intent else { return "-" }
    let parameters = intent.parameters.sorted { $0.key < $1.key }.map {
      "\($0.key)=\(describe($0.value))"
    }
    var text = "\(intent.name)\t\(parameters.joined(separator: "; "))"
    if let app = intent.app { text += "\tapp \(app)" }
    if intent.continuesOffer { text += "\treply" }
    return text
  }

  private static func describe(_ value: IntentValue) -> String {
    switch value {
    case .array(let items): return items.map(describe).joined(separator: ", ")
    case .person(let person):
      let label = person.personHandle?.label.map { " (\($0))" } ?? ""
      let handle = person.personHandle.map { " <\($0.value)>" } ?? ""
      return person.spokenPhrase + label + handle
    case .currencyAmount(let amount):
      return amount.decimalText + (amount.currencyCode.map { " \($0)" } ?? "")
    case .task(let task):
      return task.title.spokenPhrase + (task.listTitle.map { " (\($0))" } ?? "")
    case .paymentAccount(let account):
      return "\(account.nickname.spokenPhrase) [\(account.accountType.rawValue)]"
    default: return value.spokenText
    }
  }
}
