import IntentKit

/// How requests and answers name one of the user's accounts: a type ("savings", "my credit
/// card"), an account noun ("my travel fund"), or a nickname ("NestEgg").
enum AccountWords {
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
    for: .transferMoney, parameter: TransferMoneyIntent.toAccount.name)
}

/// How some words name an account. Ranges are token indices.
struct AccountNames {
  let request: Request

  private func word(_ index: Int) -> String { request.word(index) }

  /// Whether `range` can be an account's name: a few words, no verbs or amounts.
  func isAccountWords(_ range: Range<Int>) -> Bool {
    let (start, end) = accountCore(range)
    guard start < end, end - start <= 5,
      !(start..<end).contains(where: { AccountWords.notAccountWords.contains(word($0)) })
    else { return false }
    // Reading an amount at each word costs far more than the words' check above.
    guard AmountWords.mayHaveAmount(request.text) else { return true }
    return (start..<end).allSatisfy { AmountWords.amount(in: request, at: $0, limit: end) == nil }
  }

  /// The account `range` names when its words can be an account's name, and whether they
  /// sound like one of the user's accounts rather than a person: they say a type ("savings",
  /// "credit card"), an account noun ("my travel fund"), or a nickname the vocabulary knows
  /// ("NestEgg"). Each check made once.
  func accountAndLikeness(_ range: Range<Int>) -> (account: PaymentAccount, isAccountLike: Bool)? {
    guard isAccountWords(range), let account = account(range) else { return nil }
    let isAccountLike =
      account.accountType != .unknown
      || range.contains(where: { AccountWords.accountNouns.contains(word($0)) })
      || request.spotTerm(in: range, scopes: AccountWords.nicknameScopes) != nil
    return (account, isAccountLike)
  }

  /// The account `range` names, its words as said without "my", "the" or "account":
  /// "my checking account" -> "checking" (checking), "NestEgg" -> "NestEgg" (unknown type).
  func account(_ range: Range<Int>) -> PaymentAccount? {
    let (start, end) = accountCore(range)
    guard start < end else { return nil }
    let words = (start..<end).map(word).joined(separator: " ")
    let type = AccountWords.accountTypes[words] ?? AccountType(said: words) ?? .unknown
    return PaymentAccount(
      nickname: SpeakableString(spokenPhrase: request.name(start..<end)), accountType: type)
  }

  /// `range` without "my", "the" before it or "account" after it.
  private func accountCore(_ range: Range<Int>) -> (start: Int, end: Int) {
    var start = range.lowerBound
    var end = range.upperBound
    while start < end && AccountWords.accountDeterminers.contains(word(start)) { start += 1 }
    while end > start && AccountWords.genericAccountWords.contains(word(end - 1)) { end -= 1 }
    return (start, end)
  }
}
