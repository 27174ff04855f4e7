import AppSupport
import IntentKit
import Store

/// INSendPaymentIntentHandling: pays a contact who has an account with the app, from the
/// user's account in the payment's currency, to the reserved external account.
struct SendPaymentHandler: SendPaymentIntentHandling {
  typealias Response = SendPaymentIntentResponse
  let app: PaymentsApp

  func resolvePayee(for intent: SendPaymentIntent) async throws -> ResolutionResult<Person> {
    try app.resolvePerson(
      intent.intent.said(SendPaymentIntent.payee),
      noAccount: UnsupportedReason(SendPaymentPayeeUnsupportedReason.noAccount))
  }

  func resolveCurrencyAmount(for intent: SendPaymentIntent) async throws
    -> ResolutionResult<CurrencyAmount>
  {
    try app.resolveAmount(intent.intent.said(SendPaymentIntent.currencyAmount))
  }

  func resolveNote(for intent: SendPaymentIntent) async throws -> ResolutionResult<String> {
    PaymentsApp.resolveNote(intent.intent.said(SendPaymentIntent.note))
  }

  /// Apple: check in confirm that the payment can go through; every failure has its code.
  func confirm(intent: SendPaymentIntent) async throws -> Response {
    switch try check(intent) {
    case .refused(let response): return response
    case .ready: return Response(code: .ready)
    }
  }

  func handle(intent: SendPaymentIntent) async throws -> Response {
    if let earlier = try app.recorded(intent.intent) {
      return try response(for: earlier, intent)
    }
    // Checked again: handle may come without confirm, or long after it.
    switch try check(intent) {
    case .refused(let response): return response
    case .ready(let order):
      return try response(for: app.record(order), intent)
    }
  }

  /// Sent, or refused by the ledger because the account no longer had the money.
  private func response(for payment: StoredPayment, _ intent: SendPaymentIntent) throws
    -> Response
  {
    let record = PaymentRecord(
      identifier: payment.id, payee: intent.payee, currencyAmount: payment.amount,
      note: payment.note, status: payment.status)
    var output = [OutputField(PaymentOutput.paymentRecord, record)]
    guard payment.status == .failed else { return Response(code: .success, output: output) }
    if let account = try app.account(id: payment.fromAccount) {
      output.append(OutputField(PaymentOutput.account, account))
    }
    return Response(code: .failureInsufficientFunds, output: output)
  }

  private enum Checked {
    case refused(Response)
    case ready(PaymentOrder)
  }

  /// The checks sending shares with requesting, then the money: the paying account must hold
  /// the amount, and amounts above the app's approval limit are approved in the app.
  private func check(_ intent: SendPaymentIntent) throws -> Checked {
    let payment: PaymentsApp.PersonPayment
    switch try app.checkPersonPayment(
      intent.intent, person: SendPaymentIntent.payee, amount: SendPaymentIntent.currencyAmount)
    {
    case .refused(let refusal): return .refused(refusal.response())
    case .ready(let checked): payment = checked
    }
    let amount = payment.amount
    guard let accountID = payment.account.identifier else {
      return .refused(Response(code: .failure))
    }
    guard (payment.account.balance?.minorUnits ?? 0) >= amount.minorUnits else {
      return .refused(
        Response(
          code: .failureInsufficientFunds,
          output: [OutputField(PaymentOutput.account, payment.account)]))
    }
    let currency = amount.currencyCode ?? payment.service.defaultCurrency
    if let limit = payment.service.approvalLimit(in: currency), amount.minorUnits > limit.minorUnits
    {
      // Apple: failureRequiringAppLaunch is for what the user can settle in the app; the
      // activity tells the app which payment to approve.
      return .refused(
        Response(
          code: .failureRequiringAppLaunch,
          output: [OutputField(PaymentOutput.approvalLimit, limit)],
          userActivity: UserActivity(
            activityType: "\(app.name).approvePayment",
            userInfo: [
              SendPaymentIntent.payee.name: payment.contact, "amount": amount.decimalText,
              "currency": currency,
            ])))
    }
    return .ready(
      .send(
        app: app.name, to: payment.contact, from: accountID, amount: amount,
        note: PaymentsApp.note(intent.intent.said(SendPaymentIntent.note)),
        intentIdentifier: intent.intent.identifier))
  }
}
