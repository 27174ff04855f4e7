import IntentKit
import Store

/// INSendPaymentIntentHandling: pays a contact who has an account with the app, from the
/// user's account in the payment's currency, to the reserved external account.
struct SendPaymentHandler: IntentHandler {
  typealias Code = SendPaymentIntentResponseCode
  let app: PaymentsApp

  func resolve(_ parameter: String, in intent: Intent) async throws -> ParameterResolution? {
    switch parameter {
    case "payee":
      return .single(
        try app.resolvePerson(
          intent.parameters["payee"],
          noAccount: UnsupportedReason(SendPaymentPayeeUnsupportedReason.noAccount)))
    case "currencyAmount":
      return .single(try app.resolveAmount(intent.parameters["currencyAmount"]))
    case "note": return .single(PaymentsApp.resolveNote(intent.parameters["note"]))
    default: return nil
    }
  }

  /// Apple: check in confirm that the payment can go through; every failure has its code.
  func confirm(_ intent: Intent) async throws -> IntentResponse {
    switch try check(intent) {
    case .refused(let response): return response
    case .ready: return .payments(Code.ready)
    }
  }

  func handle(_ intent: Intent) async throws -> IntentResponse {
    if let earlier = try app.recorded(intent) { return try response(for: earlier, intent) }
    // Checked again: handle may come without confirm, or long after it.
    switch try check(intent) {
    case .refused(let response): return response
    case .ready(let order):
      return try response(for: app.record(order), intent)
    }
  }

  /// Sent, or refused by the ledger because the account no longer had the money.
  private func response(for payment: StoredPayment, _ intent: Intent) throws -> IntentResponse {
    let record = PaymentRecord(
      identifier: payment.id, payee: intent.parameters["payee"]?.person,
      currencyAmount: payment.amount, note: payment.note, status: payment.status)
    var output = [OutputField("paymentRecord", .paymentRecord(record))]
    guard payment.status == .failed else { return .payments(Code.success, output) }
    if let account = try app.account(id: payment.fromAccount) {
      output.append(OutputField("account", .paymentAccount(account)))
    }
    return .payments(Code.failureInsufficientFunds, output)
  }

  private enum Checked {
    case refused(IntentResponse)
    case ready(PaymentOrder)
  }

  /// The checks sending shares with requesting, then the money: the paying account must hold
  /// the amount, and amounts above the app's approval limit are approved in the app.
  private func check(_ intent: Intent) throws -> Checked {
    let payment: PaymentsApp.PersonPayment
    switch try app.checkPersonPayment(intent, person: "payee") {
    case .refused(let refusal): return .refused(response(refusal))
    case .ready(let checked): payment = checked
    }
    let amount = payment.amount
    guard let accountID = payment.account.identifier else {
      return .refused(.payments(Code.failure))
    }
    guard (payment.account.balance?.minorUnits ?? 0) >= amount.minorUnits else {
      return .refused(
        .payments(
          Code.failureInsufficientFunds, [OutputField("account", .paymentAccount(payment.account))]
        ))
    }
    let currency = amount.currencyCode ?? payment.service.defaultCurrency
    if let limit = payment.service.approvalLimit(in: currency), amount.minorUnits > limit.minorUnits
    {
      // Apple: failureRequiringAppLaunch is for what the user can settle in the app; the
      // activity tells the app which payment to approve.
      return .refused(
        IntentResponse(
          code: ResponseCode(Code.failureRequiringAppLaunch),
          output: [OutputField("approvalLimit", .currencyAmount(limit))],
          userActivity: UserActivity(
            activityType: "\(app.name).approvePayment",
            userInfo: [
              "payee": payment.contact, "amount": amount.decimalText, "currency": currency,
            ])))
    }
    return .ready(
      .send(
        app: app.name, to: payment.contact, from: accountID, amount: amount,
        note: PaymentsApp.note(intent.parameters["note"]), intentIdentifier: intent.identifier))
  }

  private func response(_ refusal: PaymentsApp.Refusal) -> IntentResponse {
    switch refusal {
    case .failure: return .payments(Code.failure)
    case .obstacle(.credentialsUnverified): return .payments(Code.failureCredentialsUnverified)
    case .obstacle(.termsNotAccepted):
      return .payments(Code.failureTermsAndConditionsAcceptanceRequired)
    case .obstacle(.notEligible): return .payments(Code.failureNotEligible)
    case .currencyUnsupported: return .payments(Code.failurePaymentsCurrencyUnsupported)
    case .belowMinimum(let minimum):
      return .payments(
        Code.failurePaymentsAmountBelowMinimum,
        [OutputField("minimumAmount", .currencyAmount(minimum))])
    case .aboveMaximum(let maximum):
      return .payments(
        Code.failurePaymentsAmountAboveMaximum,
        [OutputField("maximumAmount", .currencyAmount(maximum))])
    case .noBankAccount: return .payments(Code.failureNoBankAccount)
    }
  }
}
