import IntentKit

/// Payment requests -> `sendPayment(payee, currencyAmount, note)`,
/// `requestPayment(payer, currencyAmount, note)` and
/// `transferMoney(fromAccount, toAccount, transactionAmount, transactionNote)`.
///
/// Understood shapes (after courtesy words and the app mention are gone):
/// - sending: "send $25 to John Baily for lunch", "pay John 20 dollars", "pay Ana back $12.50
///   for the movie", "pay back Ana", "give mom twenty bucks", "send money to Jane", "send John
///   some money", "venmo John 20 for pizza", "make a payment of $50 to Sean", "pay John",
///   "send money", "transfer $50 to John" (a person, not an account)
/// - requesting: "request 40 euros from Sean for the concert tickets", "ask John for $15 for
///   pizza", "ask John to pay me back $15", "charge Ana 30 dollars for dinner", "bill John for
///   dinner", "request money from Sean", "send a payment request to Sean for $40"
/// - transferring: "move 100 dollars from checking to NestEgg", "transfer $50 from savings to
///   checking", "put 20 bucks into my rainy day fund from checking", "transfer money to my
///   travel fund", "send $100 to my savings account", "pay my credit card $200"
///
/// Then, in any order: an amount (see `AmountWords`), the person ("to John", "from Sean"),
/// accounts ("from checking", "out of savings", "into NestEgg"), and a note: the words after
/// "for" as said ("for the concert tickets" -> "the concert tickets"), or after "with a note
/// saying", "memo". A person is a name of up to four words as typed, without "my" ("my mom"
/// -> "mom"), built as messaging builds a recipient. An account is its words as typed without
/// "my", "the" or "account", with the type they name ("my checking account" -> "checking",
/// checking). Anything else in the request ("pay attention", "give John a call", "pay my
/// phone bill", "move the meeting to 3") means it is not a payment.
struct PaymentRequests: RequestPatterns {
  func intent(for request: Request) -> Intent? {
    var parser = PaymentParser(request: request)
    return parser.intent()
  }
}

/// What a payment request said, as token ranges and values.
private struct PaymentParts {
  var person: Range<Int>?
  var amount: IntentValue?
  /// "money", "a payment", "cash": money said without an amount.
  var saysMoney = false
  /// "a payment request": sending a request is requesting.
  var saysRequest = false
  var to: Range<Int>?
  var from: Range<Int>?
  var note: Range<Int>?
}

/// The payments grammar over one request. Ranges are token indices.
private struct PaymentParser {
  let request: Request
  let names: PaymentNames
  var kind = PaymentWords.Kind.send
  /// The verb means money, so a word after a number is a currency, if an unknown one.
  var meansMoney = false

  init(request: Request) {
    self.request = request
    names = PaymentNames(request: request)
  }

  private var count: Int { request.count }

  private func word(_ index: Int) -> String { request.word(index) }

  mutating func intent() -> Intent? {
    let verb: PaymentWords.Verb
    if word(0) == "make", moneyNoun(at: 1) != nil {
      // "make a payment (of $50) to Sean", "make a payment request to Sean"
      verb = PaymentWords.Verb(kind: .send, takesPerson: false, needsMoney: true, meansMoney: true)
    } else if let found = PaymentWords.verbs[word(0)] {
      verb = found
    } else {
      return nil
    }
    kind = verb.kind
    meansMoney = verb.meansMoney
    guard var parts = read(from: 1, takesPerson: verb.takesPerson) else { return nil }
    if parts.saysRequest {
      guard kind == .send else { return nil }
      kind = .request
      // "send a payment request to Sean": the request goes to the payer.
      if parts.from == nil, let to = parts.to {
        parts.from = to
        parts.to = nil
      }
    }
    if verb.needsMoney {
      guard parts.amount != nil || parts.saysMoney else { return nil }
    }
    switch kind {
    case .send: return payment(parts, verb: word(0))
    case .request: return paymentRequest(parts, verb: word(0))
    case .transfer: return transfer(parts, verb: word(0))
    }
  }

  // MARK: Intents

  /// `sendPayment`; or a transfer when the money goes to one of the user's accounts.
  private func payment(_ parts: PaymentParts, verb: String) -> Intent? {
    guard parts.from == nil else { return nil }
    var payee = parts.person
    if let to = parts.to {
      guard payee == nil else { return nil }
      if names.isAccountLike(to) { return transfer(parts, verb: verb) }
      guard names.isPerson(to) else { return nil }
      payee = to
    }
    // "pay" alone asks who and how much; "pay for lunch" is buying, not paying someone.
    let bare = payee == nil && parts.amount == nil && !parts.saysMoney
    guard !bare || (parts.note == nil && parts.to == nil) else { return nil }
    var parameters: [String: IntentValue] = [:]
    if let payee { parameters["payee"] = .person(Person.spoken(names.personName(payee))) }
    if let amount = parts.amount { parameters["currencyAmount"] = amount }
    if let note = noteText(parts) { parameters["note"] = .string(note) }
    return Intent(name: .sendPayment, parameters: parameters)
  }

  /// `requestPayment`: the payer after "from", or straight after the verb.
  private func paymentRequest(_ parts: PaymentParts, verb: String) -> Intent? {
    guard parts.to == nil, parts.person == nil || parts.from == nil else { return nil }
    let payer = parts.person ?? parts.from
    if let payer { guard names.isPerson(payer) else { return nil } }
    // "charge" without an amount charges phones; "bill John" alone is not enough to go on.
    if verb == "charge" { guard parts.amount != nil else { return nil } }
    // "bill John for dinner", never "bill gates net worth": something must be asked for.
    guard parts.amount != nil || parts.saysMoney || parts.note != nil else { return nil }
    var parameters: [String: IntentValue] = [:]
    if let payer { parameters["payer"] = .person(Person.spoken(names.personName(payer))) }
    if let amount = parts.amount { parameters["currencyAmount"] = amount }
    if let note = noteText(parts) { parameters["note"] = .string(note) }
    return Intent(name: .requestPayment, parameters: parameters)
  }

  /// `transferMoney`; "transfer $50 to John" (a person, from no account) is a payment.
  private func transfer(_ parts: PaymentParts, verb: String) -> Intent? {
    guard parts.person == nil else { return nil }
    if verb == "transfer", parts.from == nil, let to = parts.to, !names.isAccountLike(to),
      names.isPerson(to)
    {
      var parts = parts
      parts.person = to
      parts.to = nil
      return payment(parts, verb: verb)
    }
    for account in [parts.from, parts.to].compactMap(\.self) {
      guard names.isAccountWords(account) else { return nil }
    }
    let saysAccount = parts.from != nil || parts.to != nil
    guard parts.amount != nil || parts.saysMoney || saysAccount else { return nil }
    var parameters: [String: IntentValue] = [:]
    if let from = parts.from.flatMap(names.account) {
      parameters["fromAccount"] = .paymentAccount(from)
    }
    if let to = parts.to.flatMap(names.account) { parameters["toAccount"] = .paymentAccount(to) }
    if let amount = parts.amount { parameters["transactionAmount"] = amount }
    if let note = noteText(parts) { parameters["transactionNote"] = .string(note) }
    return Intent(name: .transferMoney, parameters: parameters)
  }

  private func noteText(_ parts: PaymentParts) -> String? {
    parts.note.flatMap(request.freeText)
  }

  // MARK: Reading the parts

  /// The parts from `start` to the end, in any order; nil when a word fits none of them.
  private func read(from start: Int, takesPerson: Bool) -> PaymentParts? {
    var parts = PaymentParts()
    var index = start
    if word(index) == "back" { index += 1 }  // "pay back Ana"
    let account = index..<regionEnd(from: index)
    if takesPerson && kind == .send && !account.isEmpty && names.isAccountLike(account) {
      // "pay my credit card $200": an account of the user's, not a person.
      parts.to = account
      index = account.upperBound
    } else if takesPerson, let end = names.personEnd(from: index, limit: count) {
      parts.person = index..<end
      index = end
    }
    while index < count {
      let current = word(index)
      if current == "back" || PaymentWords.tailWords.contains(current) {
        index += 1
      } else if request.has(["right", "now"], at: index) {
        index += 2
      } else if parts.amount == nil, let found = amount(at: index) {
        parts.amount = found.value
        index = found.end
      } else if let noun = moneyNoun(at: index) {
        parts.saysMoney = true
        parts.saysRequest = parts.saysRequest || noun.isRequest
        index = noun.end
      } else if kind == .request, current == "to",
        PaymentWords.payMeVerbs.contains(word(index + 1)),
        word(index + 2) == "me" || word(index + 2) == "us"
      {
        // "ask John to pay me $15"
        index += 3
      } else if current == "for" {
        if parts.amount == nil, let found = amount(at: index + 1) {
          // "ask John for $15", "a payment request for 40 euros"
          parts.amount = found.value
          index = found.end
        } else if let noun = moneyNoun(at: index + 1) {
          parts.saysMoney = true
          index = noun.end
        } else {
          guard takeNote(from: index + 1, into: &parts) else { return nil }
          index = count
        }
      } else if let lead = noteLead(at: index) {
        guard takeNote(from: index + lead, into: &parts) else { return nil }
        index = count
      } else if let (isTarget, length) = direction(at: index) {
        let place = (index + length)..<regionEnd(from: index + length)
        guard !place.isEmpty else { return nil }
        if isTarget {
          guard parts.to == nil else { return nil }
          parts.to = place
        } else {
          guard parts.from == nil else { return nil }
          parts.from = place
        }
        index = place.upperBound
      } else {
        return nil
      }
    }
    return parts
  }

  /// The note runs from `start` to the end, less a closing person or account the request has
  /// not named yet: "send $20 for gas to mom" -> "gas", to mom.
  private func takeNote(from start: Int, into parts: inout PaymentParts) -> Bool {
    guard start < count else { return false }
    var end = count
    if parts.person == nil,
      let split = (start..<count).last(where: { ["to", "from"].contains(word($0)) }),
      split > start
    {
      let place = (split + 1)..<count
      let fits = kind == .transfer ? names.isAccountWords(place) : names.isPerson(place)
      if fits && word(split) == "to" && parts.to == nil {
        parts.to = place
        end = split
      } else if fits && word(split) == "from" && parts.from == nil {
        parts.from = place
        end = split
      }
    }
    parts.note = start..<end
    return true
  }

  /// "to", "into", "onto" (and "in" for transfers: "put $50 in savings") lead to where the
  /// money goes; "from", "out of" to where it comes from.
  private func direction(at index: Int) -> (isTarget: Bool, length: Int)? {
    switch word(index) {
    case "to", "into", "onto": return (true, 1)
    case "in": return kind == .transfer ? (true, 1) : nil
    case "from": return (false, 1)
    case "out": return word(index + 1) == "of" ? (false, 2) : nil
    default: return nil
    }
  }

  /// Where a person or account named from `start` ends: before the next part. Names are a few
  /// words; past `longestName`, whatever follows is no name and the request is not a payment.
  private func regionEnd(from start: Int) -> Int {
    var end = start
    while end < min(count, start + Self.longestName) {
      let current = word(end)
      if ["to", "into", "onto", "from", "for"].contains(current)
        || request.has(["out", "of"], at: end) || noteLead(at: end) != nil
        || (kind == .transfer && current == "in")
        || PaymentWords.tailWords.contains(current) || request.has(["right", "now"], at: end)
        || AmountWords.amount(in: request, at: end, limit: count) != nil
      {
        break
      }
      end += 1
    }
    return end
  }

  /// "money", "some cash", "a payment (of)", "a payment request", "a request" at `index`.
  private func moneyNoun(at index: Int) -> (end: Int, isRequest: Bool)? {
    var cursor = index
    if PaymentWords.moneyDeterminers.contains(word(cursor)) { cursor += 1 }
    var isRequest = false
    if PaymentWords.moneyNouns.contains(word(cursor)) {
      cursor += 1
      if word(cursor) == "request" {
        isRequest = true
        cursor += 1
      }
    } else if word(cursor) == "request", cursor > index {
      // "send a request for $40": only with its article, as "request" is also a verb.
      isRequest = true
      cursor += 1
    } else {
      return nil
    }
    // "a payment of $50": the amount follows.
    if word(cursor) == "of", AmountWords.amount(in: request, at: cursor + 1, limit: count) != nil {
      cursor += 1
    }
    return (cursor, isRequest)
  }

  /// Four words of a name after "my" and "the", or five of an account's: "my rainy day fund".
  private static let longestName = 8

  private func amount(at index: Int) -> (value: IntentValue, end: Int)? {
    AmountWords.amount(in: request, at: index, limit: count, unknownCurrencies: meansMoney)
  }

  private func noteLead(at index: Int) -> Int? {
    PaymentWords.noteLeads.first { request.has($0, at: index) }?.count
  }
}
