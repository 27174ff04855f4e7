import IntentKit

/// Balance requests -> `searchForAccounts(accountNickname, accountType, requestedBalanceType)`.
///
/// Understood shapes (after courtesy words and the app mention are gone):
/// - "balance" with an account before or after it: "what's my NestEgg balance", "what's the
///   balance of my NestEgg account", "what's my balance", "show my account balances",
///   "check my available balance", "my credit card balance"
/// - "how much (money) is in my checking account", "how much do I have in savings",
///   "how much is in my rainy day fund", "how much money do I have"
/// - "what's in my rainy day fund", "what is left in my savings"
/// - "check my NestEgg", "show me my savings account", "show my accounts"
///
/// An account said as a type ("checking", "savings", "credit card", ...) is the accountType;
/// any other words are the accountNickname, as said. Without "balance" or "money", the account
/// must sound like one: a type, an account noun ("fund", "account", "wallet"), or a nickname
/// the vocabulary knows; "check my email" and "what's in my fridge" are not balances.
struct AccountRequests: RequestPatterns {
  func intent(for request: Request) -> Intent? {
    let parser = AccountParser(request: request)
    guard let query = parser.balance() ?? parser.howMuch() ?? parser.contents() ?? parser.check()
    else { return nil }
    var parameters: [String: IntentValue] = [:]
    if let account = query.account {
      let (nickname, type) = parser.describe(account)
      if let nickname { parameters["accountNickname"] = .string(nickname) }
      if let type { parameters["accountType"] = .string(type) }
    }
    if let balanceType = query.balanceType {
      parameters["requestedBalanceType"] = .string(balanceType)
    }
    return Intent(name: .searchForAccounts, parameters: parameters)
  }
}

/// What a balance request said: which account (its words), which balance.
private struct AccountQuery {
  var account: Range<Int>?
  var balanceType: String?
}

/// The balance grammar over one request. Ranges are token indices.
private struct AccountParser {
  let request: Request

  private func word(_ index: Int) -> String { request.word(index) }

  // MARK: Shapes

  /// "what's my NestEgg balance", "what's the balance of my savings account", "my balance".
  func balance() -> AccountQuery? {
    guard
      let mark = (0..<request.count).first(where: { ["balance", "balances"].contains(word($0)) })
    else { return nil }
    var query = AccountQuery()
    var index = lead(from: 0, verbs: Self.balanceLeads)
    guard index <= mark else { return nil }
    // Before "balance": "my", "the", "available", "account", the account's words.
    var owner = index
    index = skipDeterminers(index, upTo: mark)
    if let type = Self.balanceTypes[word(mark - 1)], mark - 1 >= index {
      query.balanceType = type
    }
    let end = query.balanceType == nil ? mark : mark - 1
    if index < end {
      guard isAccountWords(index..<end), isOwned(owner..<index) || isAccountLike(index..<end)
      else { return nil }
      query.account = index..<end
    }
    // After it: "of my NestEgg account", "on my credit card", "for savings".
    index = mark + 1
    if query.account != nil, ["in", "on", "at", "with", "using"].contains(word(index)),
      request.count - index <= 3
    {
      // "my NestEgg balance in UnicornPay" when the app was not recognised: the bank or app.
      return query
    }
    if ["of", "in", "on", "for", "at"].contains(word(index)) {
      owner = index + 1
      let start = skipDeterminers(owner, upTo: request.count)
      let end = accountEnd(from: start)
      // "the balance of my NestEgg", "the balance on the credit card"; not "of the speakers".
      guard end > start, query.account == nil, isAccountWords(start..<end),
        isOwned(owner..<start) || isAccountLike(start..<end)
      else { return nil }
      query.account = start..<end
      index = end
    }
    return isTail(index) ? query : nil
  }

  /// "how much (money) is in my checking account", "how much do I have in savings",
  /// "how much money do I have".
  func howMuch() -> AccountQuery? {
    guard word(0) == "how", word(1) == "much" else { return nil }
    var index = 2
    let saysMoney = Self.moneyWords.contains(word(index))
    if saysMoney { index += 1 }
    let verbStart = index
    while Self.holdingWords.contains(word(index)) { index += 1 }
    guard index > verbStart else { return nil }
    let verbs = (verbStart..<index).map(word)
    if ["in", "on", "inside", "within"].contains(word(index)) {
      let start = skipDeterminers(index + 1, upTo: request.count)
      let end = accountEnd(from: start)
      guard end > start, isAccountWords(start..<end),
        saysMoney || isAccountLike(start..<end), isTail(end)
      else { return nil }
      return AccountQuery(account: start..<end)
    }
    // "how much money do I have (left)": every account.
    guard saysMoney, verbs.contains("have") || verbs.contains("got"), isTail(index) else {
      return nil
    }
    return AccountQuery()
  }

  /// "what's in my rainy day fund", "what is left in my savings account".
  func contents() -> AccountQuery? {
    var index = lead(from: 0, verbs: [["what's"], ["whats"], ["what", "is"]])
    guard index > 0 else { return nil }
    if ["left", "remaining", "there"].contains(word(index)) { index += 1 }
    guard word(index) == "in" || word(index) == "on" else { return nil }
    let start = skipDeterminers(index + 1, upTo: request.count)
    let end = accountEnd(from: start)
    guard end > start, isAccountWords(start..<end), isAccountLike(start..<end), isTail(end) else {
      return nil
    }
    return AccountQuery(account: start..<end)
  }

  /// "check my NestEgg", "show me my savings account", "show my accounts".
  func check() -> AccountQuery? {
    let index = lead(from: 0, verbs: Self.checkLeads)
    guard index > 0 else { return nil }
    let start = skipDeterminers(index, upTo: request.count)
    guard start > index || word(start) == "accounts" else { return nil }
    let end = accountEnd(from: start)
    guard end > start, isAccountWords(start..<end), isAccountLike(start..<end), isTail(end) else {
      return nil
    }
    return AccountQuery(account: start..<end)
  }

  // MARK: Accounts

  /// The nickname and type `range` names: "my rainy day fund" -> ("rainy day fund", nil),
  /// "checking account" -> (nil, "checking"), "accounts" -> (nil, nil).
  func describe(_ range: Range<Int>) -> (nickname: String?, type: String?) {
    var start = range.lowerBound
    var end = range.upperBound
    while start < end && Self.determiners.contains(word(start)) { start += 1 }
    while end > start && Self.genericAccountWords.contains(word(end - 1)) { end -= 1 }
    guard start < end else { return (nil, nil) }
    let words = (start..<end).map(word).joined(separator: " ")
    if let type = Self.accountTypes[words] { return (nil, type) }
    if words == "bank" { return (nil, nil) }
    // A nickname the vocabulary knows inside more words: just its words.
    if let spotted = request.spotTerm(in: start..<end, scopes: Self.nicknameScopes) {
      return (request.name(spotted.range), nil)
    }
    return (request.name(start..<end), nil)
  }

  /// Whether `range` sounds like an account: a type, an account noun, or a known nickname.
  private func isAccountLike(_ range: Range<Int>) -> Bool {
    let (nickname, type) = describe(range)
    if type != nil { return true }
    if range.contains(where: { Self.accountNouns.contains(word($0)) }) { return true }
    guard nickname != nil else { return false }
    return request.spotTerm(in: range, scopes: Self.nicknameScopes) != nil
  }

  /// Whether the determiners in `range` make the account the user's: "my", "our".
  private func isOwned(_ range: Range<Int>) -> Bool {
    range.contains { ["my", "our"].contains(word($0)) }
  }

  /// Whether every word of `range` can be part of an account's name: no verbs or question
  /// words ("what's my balance doing" is not an account).
  private func isAccountWords(_ range: Range<Int>) -> Bool {
    range.count <= 5 && range.allSatisfy { !Self.notAccountWords.contains(word($0)) }
  }

  /// Where the account words that start at `start` end: at the closing filler words.
  private func accountEnd(from start: Int) -> Int {
    var end = start
    while end < request.count && !isTail(end) { end += 1 }
    return end
  }

  /// Whether only closing filler words are left from `index`: "please", "right now".
  private func isTail(_ index: Int) -> Bool {
    (index..<max(index, request.count)).allSatisfy { Self.tailWords.contains(word($0)) }
  }

  /// Past the first of `verbs` that opens the request, and a "me" after it; `start` when none.
  private func lead(from start: Int, verbs: [[String]]) -> Int {
    for phrase in verbs where request.has(phrase, at: start) {
      let end = start + phrase.count
      return word(end) == "me" || word(end) == "us" ? end + 1 : end
    }
    return start
  }

  /// Past "my", "the", "all of my" from `index`, not beyond `limit`.
  private func skipDeterminers(_ index: Int, upTo limit: Int) -> Int {
    var index = index
    while index < limit && Self.determiners.contains(word(index)) { index += 1 }
    return index
  }

  // MARK: Words

  static let nicknameScopes = VocabularyScopes.scopes(
    for: .searchForAccounts, parameter: "accountNickname")

  /// Types by how they are said; "saving" is "savings", "credit card" is "credit".
  static let accountTypes: [String: String] = [
    "checking": "checking", "chequing": "checking", "savings": "savings", "saving": "savings",
    "credit": "credit", "credit card": "credit", "credit cards": "credit",
    "investment": "investment", "investments": "investment", "brokerage": "investment",
    "prepaid": "prepaid", "prepaid card": "prepaid", "mortgage": "mortgage", "debit": "debit",
    "debit card": "debit",
  ]

  /// "available balance", "current balance".
  static let balanceTypes: [String: String] = ["available": "available", "current": "current"]

  /// Words that make a phrase an account: "rainy day fund", "travel wallet".
  static let accountNouns: Set<String> = [
    "account", "accounts", "fund", "funds", "savings", "checking", "wallet", "card", "bank",
    "pot", "stash", "reserve", "kitty", "jar", "ira", "401k", "pension", "balance",
  ]

  /// Words around an account that name none: "my bank account", "all of my accounts".
  static let genericAccountWords: Set<String> = ["account", "accounts", "acct", "balance"]

  static let determiners: Set<String> = ["my", "the", "our", "all", "of", "your", "both"]

  static let moneyWords: Set<String> = ["money", "cash", "funds", "dough"]

  /// "is", "is there", "do I have", "have I got", "is left": how money sits in an account.
  static let holdingWords: Set<String> = [
    "is", "there", "do", "i", "we", "have", "got", "left", "remaining", "available", "does",
    "currently", "still", "saved", "'s", "remains", "sitting", "stored",
  ]

  /// Words that open a balance question: "what's", "show me", "check".
  static let balanceLeads: [[String]] = [
    ["what", "is"], ["what", "are"], ["what's"], ["whats"], ["what're"], ["how's"], ["hows"],
    ["how", "is"], ["show"], ["tell"], ["check"], ["get"], ["give"], ["display"], ["view"],
    ["see"], ["read"], ["list"], ["find"], ["know"],
  ]

  /// Words that open a look at an account: "check my NestEgg", "show my accounts".
  static let checkLeads: [[String]] = [
    ["check"], ["show"], ["view"], ["display"], ["see"], ["list"], ["look", "at"],
    ["check", "on"],
  ]

  /// Words closing a request that add nothing: "please", "right now", "today".
  static let tailWords: Set<String> = [
    "please", "now", "right", "today", "currently", "at", "the", "moment", "again",
  ]

  /// Words that are never part of an account's name.
  static let notAccountWords: Set<String> = [
    "i", "me", "you", "we", "is", "are", "was", "were", "do", "does", "did", "what", "what's",
    "how", "when", "where", "who", "why", "to", "in", "on", "for", "at", "with", "and", "or",
    "can", "could", "will", "would", "should", "have", "has", "had", "it", "this", "that", "be",
    "if", "from", "about", "send", "pay", "transfer", "text", "email", "message", "tell", "set",
    "a", "an",
  ]
}
