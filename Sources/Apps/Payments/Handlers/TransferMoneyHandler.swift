import IntentKit
import Store

/// INTransferMoneyIntentHandling: moves money between two of the user's accounts in one
/// currency. Money never leaves a credit card by transfer; money moved to one pays it down.
struct TransferMoneyHandler: IntentHandler {
  typealias Code = TransferMoneyIntentResponseCode
  typealias AccountReason = TransferAccountUnsupportedReason
  let app: PaymentsApp

  func resolve(_ parameter: String, in intent: Intent) async throws -> ParameterResolution? {
    switch parameter {
    case "fromAccount": return .single(try resolveSource(intent.parameters["fromAccount"]))
    case "toAccount":
      return .single(
        try resolveTarget(
          intent.parameters["toAccount"], from: intent.parameters["fromAccount"]?.paymentAccount))
    case "transactionAmount":
      return .single(
        try resolveAmount(
          intent.parameters["transactionAmount"],
          from: intent.parameters["fromAccount"]?.paymentAccount,
          to: intent.parameters["toAccount"]?.paymentAccount))
    case "transactionNote":
      return .single(PaymentsApp.resolveNote(intent.parameters["transactionNote"]))
    default: return nil
    }
  }

  private func resolveSource(_ said: IntentValue?) throws -> ResolutionResult<IntentValue> {
    guard let said else { return .needsValue }
    let result = try app.resolveAccount(said)
    if case .success(.paymentAccount(let account)) = result, account.accountType == .credit {
      return .unsupported(forReason: AccountReason.creditAccount, detail: .paymentAccount(account))
    }
    return result
  }

  private func resolveTarget(_ said: IntentValue?, from source: PaymentAccount?) throws
    -> ResolutionResult<IntentValue>
  {
    guard let said else { return .needsValue }
    var result = try app.resolveAccount(said)
    // "to my savings" from NestEgg means one of the other savings accounts.
    if case .disambiguation(let options) = result, let source {
      let others = options.filter { $0.paymentAccount?.identifier != source.identifier }
      if others.count == 1 { result = .success(others[0]) }
      if others.count > 1 { result = .disambiguation(others) }
    }
    guard case .success(.paymentAccount(let target)) = result, let source else { return result }
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
  private func resolveAmount(
    _ said: IntentValue?, from source: PaymentAccount?, to target: PaymentAccount?
  ) throws -> ResolutionResult<IntentValue> {
    guard let said else { return .needsValue }
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
    return .success(.currencyAmount(amount))
  }

  /// Whether `amount` would leave a credit card owing less than nothing.
  static func exceedsOwed(_ amount: CurrencyAmount, on account: PaymentAccount) -> Bool {
    guard account.accountType == .credit, let balance = account.balance else { return false }
    return amount.minorUnits > max(0, -balance.minorUnits)
  }

  func confirm(_ intent: Intent) async throws -> IntentResponse {
    switch try check(intent) {
    case .refused(let response): return response
    case .ready: return .payments(Code.ready)
    }
  }

  func handle(_ intent: Intent) async throws -> IntentResponse {
    if let earlier = try app.recorded(intent) { return try response(for: earlier) }
    switch try check(intent) {
    case .refused(let response): return response
    case .ready(let order):
      return try response(for: app.record(order))
    }
  }

  /// Moved, or refused by the ledger because the source no longer had the money. The
  /// accounts come back with their balances after the transfer, as the response echoes them.
  private func response(for payment: StoredPayment) throws -> IntentResponse {
    guard let source = try app.account(id: payment.fromAccount),
      let target = try app.account(id: payment.toAccount)
    else { return .payments(Code.failure) }
    guard payment.status == .completed else {
      return .payments(
        Code.failureInsufficientFunds, [OutputField("fromAccount", .paymentAccount(source))])
    }
    var output = [
      OutputField("fromAccount", .paymentAccount(source)),
      OutputField("toAccount", .paymentAccount(target)),
      OutputField("transactionAmount", .currencyAmount(payment.amount)),
    ]
    if let note = payment.note { output.append(OutputField("transactionNote", .string(note))) }
    return .payments(Code.success, output)
  }

  private enum Checked {
    case refused(IntentResponse)
    case ready(PaymentOrder)
  }

  /// Whether the transfer can go through with the accounts as they are now.
  private func check(_ intent: Intent) throws -> Checked {
    let service = try app.service()
    guard
      let source = try app.account(
        id: intent.parameters["fromAccount"]?.paymentAccount?.identifier),
      let target = try app.account(id: intent.parameters["toAccount"]?.paymentAccount?.identifier),
      let amount = intent.parameters["transactionAmount"]?.currencyAmount,
      let sourceID = source.identifier, let targetID = target.identifier
    else { return .refused(.payments(Code.failure)) }
    switch PaymentsApp.obstacle(service, payingPeople: false) {
    case .credentialsUnverified?: return .refused(.payments(Code.failureCredentialsUnverified))
    case .termsNotAccepted?:
      // The transfer codes have none for terms; Apple's failureRequiringAppLaunch is for what
      // the user can settle in the app.
      return .refused(
        IntentResponse(
          code: ResponseCode(Code.failureRequiringAppLaunch),
          output: [OutputField("required", .string("termsAndConditionsAcceptance"))],
          userActivity: UserActivity(activityType: "\(app.name).acceptTerms")))
    case .notEligible?, nil: break
    }
    // Resolution keeps these out; they are checked again because handle trusts no one.
    let currency = source.balance?.currencyCode
    guard sourceID != targetID, source.accountType != .credit, amount.minorUnits > 0,
      amount.currencyCode == currency, target.balance?.currencyCode == currency,
      !Self.exceedsOwed(amount, on: target)
    else { return .refused(.payments(Code.failure)) }
    guard (source.balance?.minorUnits ?? 0) >= amount.minorUnits else {
      return .refused(
        .payments(
          Code.failureInsufficientFunds, [OutputField("fromAccount", .paymentAccount(source))])
      )
    }
    return .ready(
      .transfer(
        app: app.name, from: sourceID, to: targetID, amount: amount,
        note: PaymentsApp.note(intent.parameters["transactionNote"]),
        intentIdentifier: intent.identifier))
  }
}
