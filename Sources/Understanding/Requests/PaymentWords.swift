import IntentKit

/// Words of the payments domain, and how a request names a person or an account in it.
enum PaymentWords {
  /// How a request's verb moves money.
  enum Kind {
    /// To someone else: `sendPayment`.
    case send
    /// From someone else: `requestPayment`.
    case request
    /// Between the user's accounts: `transferMoney`.
    case transfer
  }

  /// What a verb says about the money, and what must come with it.
  struct Verb {
    var kind: Kind
    /// Takes the person straight after it: "pay John", "charge Ana 30 dollars".
    var takesPerson: Bool
    /// Needs an amount or a word for money: "give John $5", never "give John a call".
    var needsMoney: Bool
    /// Means money whatever follows: after "pay", "15 zorkmids" is an amount in a currency
    /// nobody knows; after "transfer", "5 files" are files.
    var meansMoney: Bool
  }

  static let verbs: [String: Verb] = [
    "pay": Verb(kind: .send, takesPerson: true, needsMoney: false, meansMoney: true),
    "repay": Verb(kind: .send, takesPerson: true, needsMoney: false, meansMoney: true),
    "reimburse": Verb(kind: .send, takesPerson: true, needsMoney: false, meansMoney: true),
    "venmo": Verb(kind: .send, takesPerson: true, needsMoney: false, meansMoney: true),
    "zelle": Verb(kind: .send, takesPerson: true, needsMoney: false, meansMoney: true),
    "paypal": Verb(kind: .send, takesPerson: true, needsMoney: false, meansMoney: true),
    "send": Verb(kind: .send, takesPerson: true, needsMoney: true, meansMoney: false),
    "give": Verb(kind: .send, takesPerson: true, needsMoney: true, meansMoney: false),
    "wire": Verb(kind: .send, takesPerson: true, needsMoney: true, meansMoney: false),
    // To an account it is a transfer, to a person a payment ("transfer $50 to John").
    "transfer": Verb(kind: .transfer, takesPerson: false, needsMoney: false, meansMoney: false),
    "move": Verb(kind: .transfer, takesPerson: false, needsMoney: true, meansMoney: false),
    "put": Verb(kind: .transfer, takesPerson: false, needsMoney: true, meansMoney: false),
    "deposit": Verb(kind: .transfer, takesPerson: false, needsMoney: true, meansMoney: false),
    "shift": Verb(kind: .transfer, takesPerson: false, needsMoney: true, meansMoney: false),
    "request": Verb(kind: .request, takesPerson: false, needsMoney: true, meansMoney: false),
    "ask": Verb(kind: .request, takesPerson: true, needsMoney: true, meansMoney: false),
    "charge": Verb(kind: .request, takesPerson: true, needsMoney: true, meansMoney: true),
    "bill": Verb(kind: .request, takesPerson: true, needsMoney: false, meansMoney: true),
    "invoice": Verb(kind: .request, takesPerson: true, needsMoney: false, meansMoney: true),
  ]

  /// Verbs after "ask John to ... me": "ask John to pay me $15".
  static let payMeVerbs: Set<String> = ["pay", "send", "give", "venmo", "transfer", "repay"]

  /// Words for money itself: "send money to Jane", "request a payment from Sean".
  static let moneyNouns: Set<String> = ["money", "cash", "payment", "funds", "dough"]

  /// Words before a money noun: "some money", "the cash", "a payment".
  static let moneyDeterminers: Set<String> = [
    "a", "an", "the", "some", "my", "that", "this", "his", "her", "their", "your",
  ]

  /// Words that open a note: "with a note saying", "memo: rent".
  static let noteLeads: [[String]] = [
    "with a note saying", "with the note saying", "with a memo saying", "with the memo saying",
    "with a note that says", "with a note", "with the note", "with note", "with a memo",
    "with the memo", "with memo", "with a memo of", "with a note of", "with a message saying",
    "note saying", "memo", "note",
    "saying",
  ].map { $0.split(separator: " ").map(String.init) }.sorted { $0.count > $1.count }

  /// Closing words that change nothing: "pay John $20 now".
  static let tailWords: Set<String> = ["now", "today", "asap", "immediately", "tonight"]

  /// Things paid that are no person to pay: "pay attention", "pay my phone bill", "pay rent".
  static let nonPayees: Set<String> = [
    "attention", "respect", "respects", "tribute", "homage", "visit", "bill", "bills", "rent",
    "mortgage", "tax", "taxes", "fine", "fines", "fee", "fees", "invoice", "invoices",
    "tuition", "debt", "debts", "loan", "loans", "parking", "toll", "tolls", "price", "penalty",
    "dues", "subscription", "phone", "electricity", "electric", "water", "gas", "utilities",
    "cable", "internet", "insurance", "car", "truck", "ticket", "tickets", "card", "cards",
    "off", "heed", "mind", "compliment", "compliments", "ride", "lift", "hand", "call", "hug",
    "kiss", "break", "chance", "try", "shot", "look", "battery", "device", "laptop", "computer",
    "tablet", "ipad", "iphone", "watch", "headphones", "account", "accounts", "balance",
  ]

  /// Things paid or given that are also first names: "pay Bill $5", "give Chance 20 bucks".
  static let givenNames: Set<String> = ["bill", "chance"]

  /// How account types are said, beyond `AccountType(said:)`.
  static let accountTypes: [String: AccountType] = [
    "credit cards": .credit, "prepaid card": .prepaid, "investments": .investment,
    "current": .checking,
  ]

  /// Words that make words an account rather than a person: "my travel fund", "savings".
  static let accountNouns: Set<String> = [
    "account", "accounts", "acct", "fund", "funds", "savings", "checking", "wallet", "ira",
    "401k", "pot", "stash", "kitty", "jar",
  ]

  /// Words around an account that name none of it.
  static let accountDeterminers: Set<String> = ["my", "the", "our", "your"]
  static let genericAccountWords: Set<String> = ["account", "accounts", "acct"]

  /// Words never inside an account's name.
  static let notAccountWords: Set<String> = [
    "i", "me", "you", "we", "is", "are", "was", "were", "do", "does", "did", "what", "how", "when",
    "where", "who", "why", "to", "in", "on", "for", "at", "with", "and", "or", "can", "could",
    "will", "would", "should", "have", "has", "had", "it", "this", "that", "be", "if", "from",
    "about", "send", "pay", "transfer", "move", "put", "a", "an", "of", "into", "onto", "out",
    "money", "cash",
  ]

  static let nicknameScopes = VocabularyScopes.scopes(
    for: .transferMoney, parameter: "toAccount")
}

/// How a payment request names people and accounts. Ranges are token indices.
struct PaymentNames {
  let request: Request

  private func word(_ index: Int) -> String { request.word(index) }

  // MARK: People

  /// Where a person named from `start` ends, at most four name words after "my" or "the"; nil
  /// when no name starts there. Stops before an amount: "pay John Baily $20".
  func personEnd(from start: Int, limit: Int) -> Int? {
    var index = start
    if ["my", "the"].contains(word(index)) { index += 1 }
    let first = index
    // "pay Bill $5" names Bill; "pay my Phone Bill" a bill, however it is typed.
    let capitalsName = first == start
    while index < limit && index - first < 4 && isNameWord(index, capitalsName: capitalsName)
      && AmountWords.amount(in: request, at: index, limit: limit) == nil
    {
      index += 1
    }
    return index > first ? index : nil
  }

  /// Whether all of `range` names one person: "John Baily", "my mom", "ana@example.com",
  /// "555 123 4567".
  func isPerson(_ range: Range<Int>) -> Bool {
    guard !range.isEmpty else { return false }
    if isPhoneNumber(range) { return true }
    return personEnd(from: range.lowerBound, limit: range.upperBound) == range.upperBound
  }

  /// The person's name as typed, without "my" or "the": "mom" for "my mom".
  func personName(_ range: Range<Int>) -> String {
    var start = range.lowerBound
    if !isPhoneNumber(range) && ["my", "the"].contains(word(start)) { start += 1 }
    return request.name(start..<range.upperBound)
  }

  /// A word that can be part of a payee's name: not a common word, a number, money or a bill.
  private func isNameWord(_ index: Int, capitalsName: Bool) -> Bool {
    let current = word(index)
    let isPayment =
      PaymentWords.nonPayees.contains(current)
      && !(capitalsName && request.tokens[index].isCapitalized
        && PaymentWords.givenNames.contains(current))
    guard let first = current.unicodeScalars.first, first.properties.isAlphabetic,
      !current.hasSuffix("'s"), !Lexicon.nonNames.contains(current), !isPayment,
      !PaymentWords.moneyNouns.contains(current),
      !PaymentWords.noteLeads.contains([current]), AmountWords.currencies[current] == nil,
      !AmountWords.followers.contains(current), NumberWords.cardinal(current) == nil,
      current != "request", current != "minus", current != "negative"
    else { return false }
    return true
  }

  /// Digits and "+-()" only, seven digits or more: a payee by phone number.
  private func isPhoneNumber(_ range: Range<Int>) -> Bool {
    var digits = 0
    for index in range {
      let scalars = word(index).unicodeScalars
      guard scalars.allSatisfy({ ("0"..."9").contains($0) || "+-()".unicodeScalars.contains($0) })
      else { return false }
      digits += scalars.filter { ("0"..."9").contains($0) }.count
    }
    return digits >= 7
  }

  // MARK: Accounts

  /// Whether `range` can be an account's name: a few words, no verbs or amounts.
  func isAccountWords(_ range: Range<Int>) -> Bool {
    let (start, end) = accountCore(range)
    guard start < end, end - start <= 5 else { return false }
    return (start..<end).allSatisfy {
      !PaymentWords.notAccountWords.contains(word($0))
        && AmountWords.amount(in: request, at: $0, limit: end) == nil
    }
  }

  /// Whether `range` sounds like one of the user's accounts rather than a person: it says a
  /// type ("savings", "credit card"), an account noun ("my travel fund"), or a nickname the
  /// vocabulary knows ("NestEgg").
  func isAccountLike(_ range: Range<Int>) -> Bool {
    guard isAccountWords(range) else { return false }
    if account(range)?.accountType != .unknown { return true }
    if range.contains(where: { PaymentWords.accountNouns.contains(word($0)) }) { return true }
    return request.spotTerm(in: range, scopes: PaymentWords.nicknameScopes) != nil
  }

  /// The account `range` names, its words as said without "my", "the" or "account":
  /// "my checking account" -> "checking" (checking), "NestEgg" -> "NestEgg" (unknown type).
  func account(_ range: Range<Int>) -> PaymentAccount? {
    let (start, end) = accountCore(range)
    guard start < end else { return nil }
    let words = (start..<end).map(word).joined(separator: " ")
    let type = PaymentWords.accountTypes[words] ?? AccountType(said: words) ?? .unknown
    return PaymentAccount(
      nickname: SpeakableString(spokenPhrase: request.name(start..<end)), accountType: type)
  }

  /// `range` without "my", "the" before it or "account" after it.
  private func accountCore(_ range: Range<Int>) -> (start: Int, end: Int) {
    var start = range.lowerBound
    var end = range.upperBound
    while start < end && PaymentWords.accountDeterminers.contains(word(start)) { start += 1 }
    while end > start && PaymentWords.genericAccountWords.contains(word(end - 1)) { end -= 1 }
    return (start, end)
  }
}
