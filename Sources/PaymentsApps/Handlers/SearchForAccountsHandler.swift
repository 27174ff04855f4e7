import AppSupport
import IntentKit

/// INSearchForAccountsIntentHandling: balances of the account named, of one type, or of all.
struct SearchForAccountsHandler: SearchForAccountsIntentHandling {
  typealias Response = SearchForAccountsIntentResponse
  let app: PaymentsApp

  func resolveAccountNickname(for intent: SearchForAccountsIntent) async throws
    -> ResolutionResult<AccountChoice>
  {
    guard let said = intent.intent.said(SearchForAccountsIntent.accountNickname) else {
      return .notRequired
    }
    // A found account succeeds as its nickname, which carries its identifier.
    switch try app.resolveAccount(said) {
    case .success(let account): return .success(.nickname(account.nickname))
    case let other: return other.map(AccountChoice.account)
    }
  }

  func resolveAccountType(for intent: SearchForAccountsIntent) async throws
    -> ResolutionResult<String>
  {
    guard let said = intent.intent.said(SearchForAccountsIntent.accountType)?.spokenText else {
      return .notRequired
    }
    // An enum: no disambiguation, and a type SiriKit lacks is unsupported.
    guard let type = AccountType(said: said) else { return .unreadable }
    return .success(type.rawValue)
  }

  func resolveRequestedBalanceType(for intent: SearchForAccountsIntent) async throws
    -> ResolutionResult<String>
  {
    .asGiven(intent.requestedBalanceType)
  }

  func confirm(intent: SearchForAccountsIntent) async throws -> Response {
    Response(code: try standing() ?? .ready)
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

  func handle(intent: SearchForAccountsIntent) async throws -> Response {
    if let refused = try standing() { return Response(code: refused) }
    var accounts = try app.database.paymentAccounts(app: app.name)
    if let nickname = intent.intent.said(SearchForAccountsIntent.accountNickname)?.speakable {
      accounts = accounts.filter {
        $0.identifier != nil && $0.identifier == nickname.vocabularyIdentifier
      }
    }
    if let type = intent.accountType {
      accounts = accounts.filter { $0.accountType == type }
    }
    guard !accounts.isEmpty else { return Response(code: .failureAccountNotFound) }
    return Response(code: .success, output: [OutputField(PaymentOutput.accounts, accounts)])
  }
}
