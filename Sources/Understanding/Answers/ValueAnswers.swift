import IntentKit
import SpokenLanguage

/// A value typed in answer to "To whom?", "What do you want to say?", "How many?".
enum ValueAnswers {
  static func answer(
    _ text: String, words: [String], type: ParameterValueType,
    in language: AnswerWords = .english
  ) -> PromptAnswer {
    // "no" to "To whom?" or "Which list?" names no one and nothing: the user declines. Where
    // text is asked for, "no" may be the text itself.
    if !freeTextTypes.contains(type),
      YesNoAnswers.exactAnswer(words, in: language) == false
        || ["nobody", "no one", "noone", "none", "nothing"].contains(words.joined(separator: " "))
        || language.noneOfThem.contains(words)
    {
      return .cancel
    }
    switch type {
    case .person:
      return person(text).map { .value(.person(Person.spoken($0))) } ?? .unrecognized
    case .string:
      return freeText(text).map { .value(.string($0)) } ?? .unrecognized
    case .speakableString:
      return freeText(text).map { .value(.speakable(SpeakableString(spokenPhrase: $0))) }
        ?? .unrecognized
    case .integer:
      return integer(text, words: words).map { .value(.integer($0)) } ?? .unrecognized
    case .number:
      return (DecimalWords.number(text) ?? integer(text, words: words).map(Double.init))
        .map { .value(.number($0)) } ?? .unrecognized
    case .boolean:
      return YesNoAnswers.answer(words, in: language).map { .value(.boolean($0)) }
        ?? .unrecognized
    case .taskList:
      return title(text, in: language, trailing: language.listTrailing).map {
        .value(.taskList(.said($0)))
      } ?? .unrecognized
    case .task:
      return title(text, in: language, trailing: []).map {
        .value(.task(.said($0)))
      } ?? .unrecognized
    case .note:
      return title(text, in: language, trailing: language.noteTrailing).map {
        .value(.note(.said($0)))
      } ?? .unrecognized
    case .paymentAccount:
      return account(text).map { .value(.paymentAccount($0)) } ?? .unrecognized
    case .currencyAmount:
      return amount(text).map { .value($0) } ?? .unrecognized
    }
  }

  /// Value types whose answer may be any words, "no" included.
  private static let freeTextTypes: Set<ParameterValueType> = [
    .string, .speakableString, .boolean, .integer, .number,
  ]

  /// "Grocery Store" from "the grocery store list", "my groceries", "it's called Garden";
  /// "pain" from « le pain », "compra" from «la de la compra».
  static func title(_ text: String, in language: AnswerWords, trailing: [[String]]) -> String? {
    let request = trimmed(text, leading: language.valueTitleLeading, trailing: trailing)
    guard request.count > 0 else { return nil }
    return request.freeText(0..<request.count)
  }

  /// "NestEgg" from "my NestEgg account", and the type said: "my checking account" is
  /// "checking", a checking account.
  static func account(_ text: String) -> PaymentAccount? {
    let request = trimmed(
      text, leading: AnswerWords.english.valueTitleLeading, trailing: accountTrailing)
    guard request.count > 0 else { return nil }
    return AccountNames(request: request).account(0..<request.count)
  }

  /// The amount a reply says, and only that: "$25", "twenty five bucks", "make it 30 euros",
  /// "25" (no currency). An amount said but unreadable ("15 zorkmids") is its words, for the
  /// app to refuse with a reason; a reply that is no amount at all ("John") is nil.
  static func amount(_ text: String) -> IntentValue? {
    let request = trimmed(text, leading: amountLeading, trailing: amountTrailing)
    guard request.count > 0 else { return nil }
    return AmountWords.amount(in: request, exactly: 0..<request.count, unknownCurrencies: true)
  }

  /// "John Baily" from "to John Baily please", "it's John", "send it to my mom".
  static func person(_ text: String) -> String? {
    let request = trimmed(text, leading: personLeading, trailing: personTrailing)
    guard request.count > 0 else { return nil }
    return request.name(0..<request.count)
  }

  /// The text as typed after its first word, which answered yes or no: "see you at six" in
  /// "yes, see you at six", "Kate" in "no, Kate"; nil when nothing follows.
  static func afterFirstWord(_ text: String) -> String? {
    var request = Request(text: text, tokens: Tokenizer.tokenize(text))
    guard request.count > 1 else { return nil }
    request.tokens.removeFirst()
    return request.freeText(0..<request.count)
  }

  /// The text as typed, without "say"/"saying"/"tell them" before it and quotes around it.
  static func freeText(_ text: String) -> String? {
    let request = trimmed(text, leading: contentLeading, trailing: [])
    guard request.count > 0 else { return nil }
    return request.freeText(0..<request.count)
  }

  /// Digits ("12", "1,000", "-3") or number words ("twenty one").
  static func integer(_ text: String, words: [String]) -> Int? {
    var digits = Substring(text).drop(while: \.isWhitespace)
    while let last = digits.last, last.isWhitespace || last == "." { digits = digits.dropLast() }
    if let value = Int(digits.filter { $0 != "," && $0 != "_" }) { return value }
    let words = Fillers.trimmed(words, leading: integerLeading, trailing: integerTrailing)
    return NumberWords.integer(words)
  }

  /// The reply's tokens without the given phrases at either end (never all of them).
  private static func trimmed(_ text: String, leading: [[String]], trailing: [[String]])
    -> Request
  {
    var request = Request(text: text, tokens: Tokenizer.tokenize(text))
    var changed = true
    while changed {
      changed = false
      for phrase in leading where request.count > phrase.count && request.has(phrase, at: 0) {
        request.tokens.removeFirst(phrase.count)
        changed = true
        break
      }
      for phrase in trailing
      where request.count > phrase.count
        && request.has(phrase, at: request.count - phrase.count)
      {
        request.tokens.removeLast(phrase.count)
        changed = true
        break
      }
    }
    return request
  }

  private static let personLeading = phrases([
    "send it to", "send this to", "send to", "text it to", "to", "it's", "its", "it is", "for",
    "i said", "i mean", "i meant", "my", "um", "uh", "oh", "please", "pay", "send the money to",
    "send money to", "from", "request it from", "ask",
  ])
  private static let personTrailing = phrases(["please", "thanks", "thank you"])
  private static let contentLeading = phrases([
    "say", "saying", "tell them", "tell him", "tell her", "just say", "please say",
    "the message is", "say that", "tell them that", "tell him that", "tell her that", "reply",
    "reply with", "reply saying", "reply that", "answer",
  ])
  /// The words around a title typed alone, longest first, as `trimmed` wants them.
  static func phrases(_ list: [String]) -> [[String]] {
    list.map { $0.split(separator: " ").map(String.init) }.sorted { $0.count > $1.count }
  }
  private static let accountTrailing = phrases(["account", "please", "thanks", "thank you"])
  private static let amountLeading = phrases([
    "make it", "make that", "let's say", "lets say", "how about", "it's", "its", "it is",
    "about", "just", "only", "send", "pay", "request", "ask for", "transfer", "move", "say",
    "um", "uh", "oh", "please", "i said", "i mean", "the amount is",
  ])
  private static let amountTrailing = phrases([
    "please", "thanks", "thank you", "instead", "then", "total", "in total",
  ])
  private static let integerLeading: Set<[String]> = [
    ["its"], ["it", "is"], ["make", "it"], ["just"], ["about"], ["um"], ["uh"],
  ]
  private static let integerTrailing: Set<[String]> = [["please"], ["thanks"]]
}
