import IntentKit

/// INSearchForAccountsIntentHandling: balances of the account named, of one type, or of all.
struct SearchForAccountsHandler: IntentHandler {
  let app: PaymentsApp

  func resolve(_ parameter: String, in intent: Intent) async throws -> ParameterResolution? {
    switch parameter {
    case "accountNickname":
      guard let said = intent.parameters["accountNickname"] else { return .single(.notRequired) }
      // A found account succeeds as its nickname, which carries its identifier.
      switch try app.resolveAccount(said) {
      case .success(.paymentAccount(let account)):
        return .single(.success(.speakable(account.nickname)))
      case let other: return .single(other)
      }
    case "accountType":
      guard let said = intent.parameters["accountType"]?.spokenText else {
        return .single(.notRequired)
      }
      // An enum: no disambiguation, and a type SiriKit lacks is unsupported.
      guard let type = AccountType(said: said) else { return .single(.unreadable) }
      return .single(.success(.string(type.rawValue)))
    case "requestedBalanceType":
      return .single(intent.parameters["requestedBalanceType"].map { .success($0) } ?? .notRequired)
    default: return nil
    }
  }

  func confirm(_ intent: Intent) async throws -> IntentResponse {
    IntentResponse(code: ResponseCode(try standing() ?? .ready))
  }

  /// Balances are the user's own money: eligibility to pay people does not matter, signing in
  /// and the terms do.
  private func standing() throws -> SearchForAccountsIntentResponseCode? {
    switch PaymentsApp.obstacle(try app.service(), payingPeople: false) {
    case .credentialsUnverified?: return .failureCredentialsUnverified
    case .termsNotAccepted?: return .failureTermsAndConditionsAcceptanceRequired
    case .notEligible?, nil: return nil
    }
  }

  func handle(_ intent: Intent) async throws -> IntentResponse {
    if let refused = try standing() { return IntentResponse(code: ResponseCode(refused)) }
    var accounts = try app.database.paymentAccounts(app: app.name)
    if let nickname = intent.parameters["accountNickname"]?.speakable {
      accounts = accounts.filter {
        $0.identifier != nil && $0.identifier == nickname.vocabularyIdentifier
      }
    }
    if let type = intent.parameters["accountType"]?.string.flatMap(AccountType.init(rawValue:)) {
      accounts = accounts.filter { $0.accountType == type }
    }
    guard !accounts.isEmpty else {
      return IntentResponse(
        code: ResponseCode(SearchForAccountsIntentResponseCode.failureAccountNotFound))
    }
    return IntentResponse(
      code: ResponseCode(SearchForAccountsIntentResponseCode.success),
      output: [OutputField("accounts", .array(accounts.map(IntentValue.paymentAccount)))])
  }
}
