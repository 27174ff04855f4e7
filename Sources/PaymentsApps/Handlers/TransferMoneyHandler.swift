import AppSupport
import IntentKit
import Store

/// INTransferMoneyIntentHandling: moves money between two of the user's accounts in one
/// currency. Money never leaves a credit card by transfer; money moved to one pays it down.
struct TransferMoneyHandler: TransferMoneyIntentHandling {
  typealias Response = TransferMoneyIntentResponse
  typealias AccountReason = TransferAccountUnsupportedReason
  let app: PaymentsApp

  func resolveFromAccount(for intent: TransferMoneyIntent) async throws
    -> ResolutionResult<PaymentAccount>
  {
    guard let said = intent.intent.said(TransferMoneyIntent.fromAccount) else {
      return .needsValue
    }
    let result = try app.resolveAccount(said)
    if case .success(let account) = result, account.accountType == .credit {
      return .unsupported(forReason: AccountReason.creditAccount, detail: .paymentAccount(account))
    }
    return result
  }

  func resolveToAccount(for intent: TransferMoneyIntent) async throws
    -> ResolutionResult<PaymentAccount>
  {
    guard let said = intent.intent.said(TransferMoneyIntent.toAccount) else { return .needsValue }
    let source = intent.fromAccount
    var result = try app.resolveAccount(said)
    // "to my savings" from NestEgg means one of the other savings accounts.
    if case .disambiguation(let options) = result, let source {
      let others = options.filter { $0.identifier != source.identifier }
      if others.count == 1 { result = .success(others[0]) }
      if others.count > 1 { result = .disambiguation(others) }
    }
    guard case .success(let target) = result, let source else { return result }
    if target.identifier == source.identifier {
      return .unsupported(forReason: AccountReason.sameAccount, detail: .paymentAccount(target))
    }
    if target.balance?.currencyCode != source.balance?.currencyCode {
      return .unsupported(
        forReason: AccountReason.currencyMismatch, detail: .paymentAccount(target))
    }
    return result
  }

  /// The amount in the source account's currency; said without one, it is in that currency.
  /// Paid into a credit card, it is at most what the card owes: a card is paid down, not
  /// turned into a savings account.
  func resolveTransactionAmount(for intent: TransferMoneyIntent) async throws
    -> ResolutionResult<CurrencyAmount>
  {
    guard let said = intent.intent.said(TransferMoneyIntent.transactionAmount) else {
      return .needsValue
    }
    let source = intent.fromAccount
    let target = intent.toAccount
    let currency = try source?.balance?.currencyCode ?? app.service().defaultCurrency
    guard let value = said.currencyAmount,
      let amount = PaymentsApp.filled(value, currency: currency)
    else { return .unreadable }
    guard amount.minorUnits > 0 else {
      return .unsupported(forReason: TransferAmountUnsupportedReason.amountNotPositive)
    }
    if let source, amount.currencyCode != currency {
      return .unsupported(
        forReason: TransferAmountUnsupportedReason.currencyMismatch,
        detail: .paymentAccount(source))
    }
    if let card = try app.account(id: target?.identifier), Self.exceedsOwed(amount, on: card) {
      return .unsupported(
        forReason: TransferAmountUnsupportedReason.moreThanOwed, detail: .paymentAccount(card))
    }
    return .success(amount)
  }

  func resolveTransactionNote(for intent: TransferMoneyIntent) async throws
    -> ResolutionResult<String>
  {
    PaymentsApp.resolveNote(intent.intent.said(TransferMoneyIntent.transactionNote))
  }

  /// Whether `amount` would leave a credit card owing less than nothing.
  static func exceedsOwed(_ amount: CurrencyAmount, on account: PaymentAccount) -> Bool {
    guard account.accountType == .credit, let balance = account.balance else { return false }
    return amount.minorUnits > max(0, -balance.minorUnits)
  }

  func confirm(intent: TransferMoneyIntent) async throws -> Response {
    switch try check(intent) {
    case .refused(let response): return response
    case .ready: return Response(code: .ready)
    }
  }

  func handle(intent: TransferMoneyIntent) async throws -> Response {
    if let earlier = try app.recorded(intent.intent) { return try response(for: earlier) }
    switch try check(intent) {
    case .refused(let response): return response
    case .ready(let order):
      return try response(for: app.record(order))
    }
  }

  /// Moved, or refused by the ledger because the source no longer had the money. The
  /// accounts come back with their balances after the transfer, as the response echoes them.
  private func response(for payment: StoredPayment) throws -> Response {
    guard let source = try app.account(id: payment.fromAccount),
      let target = try app.account(id: payment.toAccount)
    else { return Response(code: .failure) }
    guard payment.status == .completed else {
      return Response(
        code: .failureInsufficientFunds, output: [OutputField(PaymentOutput.fromAccount, source)])
    }
    var output = [
      OutputField(PaymentOutput.fromAccount, source),
      OutputField(PaymentOutput.toAccount, target),
      OutputField(PaymentOutput.transactionAmount, payment.amount),
    ]
    if let note = payment.note { output.append(OutputField(PaymentOutput.transactionNote, note)) }
    return Response(code: .success, output: output)
  }

  private enum Checked {
    case refused(Response)
    case ready(PaymentOrder)
  }

  /// Whether the transfer can go through with the accounts as they are now.
  private func check(_ intent: TransferMoneyIntent) throws -> Checked {
    let service = try app.service()
    guard let source = try app.account(id: intent.fromAccount?.identifier),
      let target = try app.account(id: intent.toAccount?.identifier),
      let amount = intent.transactionAmount,
      let sourceID = source.identifier, let targetID = target.identifier
    else { return .refused(Response(code: .failure)) }
    switch PaymentsApp.obstacle(service, payingPeople: false) {
    case .credentialsUnverified?: return .refused(Response(code: .failureCredentialsUnverified))
    case .termsNotAccepted?:
      // The transfer codes have none for terms; Apple's failureRequiringAppLaunch is for what
      // the user can settle in the app.
      return .refused(
        Response(
          code: .failureRequiringAppLaunch,
          output: [
            OutputField(PaymentOutput.required, PaymentOutput.termsAndConditionsAcceptance)
          ],
          userActivity: UserActivity(activityType: "\(app.name).acceptTerms")))
    case .notEligible?, nil: break
    }
    // Resolution keeps these out; they are checked again because handle trusts no one.
    let currency = source.balance?.currencyCode
    guard sourceID != targetID, source.accountType != .credit, amount.minorUnits > 0,
      amount.currencyCode == currency, target.balance?.currencyCode == currency,
      !Self.exceedsOwed(amount, on: target)
    else { return .refused(Response(code: .failure)) }
    guard (source.balance?.minorUnits ?? 0) >= amount.minorUnits else {
      return .refused(
        Response(
          code: .failureInsufficientFunds, output: [OutputField(PaymentOutput.fromAccount, source)])
      )
    }
    return .ready(
      .transfer(
        app: app.name, from: sourceID, to: targetID, amount: amount,
        note: PaymentsApp.note(intent.intent.said(TransferMoneyIntent.transactionNote)),
        intentIdentifier: intent.intent.identifier))
  }
}
