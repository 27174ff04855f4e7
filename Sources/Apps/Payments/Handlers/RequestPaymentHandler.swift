import IntentKit
import Store

/// INRequestPaymentIntentHandling: asks a contact who has an account with the app for money,
/// to be paid into the user's account in that currency. Nothing moves until they pay, so the
/// payment is recorded as pending and the ledger is untouched.
struct RequestPaymentHandler: IntentHandler {
  typealias Code = RequestPaymentIntentResponseCode
  let app: PaymentsApp

  func resolve(_ parameter: String, in intent: Intent) async throws -> ParameterResolution? {
    switch parameter {
    case "payer":
      return .single(
        try app.resolvePerson(
          intent.parameters["payer"],
          noAccount: UnsupportedReason(RequestPaymentPayerUnsupportedReason.noAccount)))
    case "currencyAmount":
      return .single(try app.resolveAmount(intent.parameters["currencyAmount"]))
    case "note": return .single(PaymentsApp.resolveNote(intent.parameters["note"]))
    default: return nil
    }
  }

  func confirm(_ intent: Intent) async throws -> IntentResponse {
    switch try app.checkPersonPayment(intent, person: "payer") {
    case .refused(let refusal): return response(refusal)
    case .ready: return .payments(Code.ready)
    }
  }

  func handle(_ intent: Intent) async throws -> IntentResponse {
    if let earlier = try app.recorded(intent) { return response(for: earlier, intent) }
    switch try app.checkPersonPayment(intent, person: "payer") {
    case .refused(let refusal): return response(refusal)
    case .ready(let payment):
      guard let accountID = payment.account.identifier else { return .payments(Code.failure) }
      let recorded = try app.record(
        .request(
          app: app.name, from: payment.contact, into: accountID, amount: payment.amount,
          note: PaymentsApp.note(intent.parameters["note"]), intentIdentifier: intent.identifier))
      return response(for: recorded, intent)
    }
  }

  private func response(for payment: StoredPayment, _ intent: Intent) -> IntentResponse {
    let record = PaymentRecord(
      identifier: payment.id, payer: intent.parameters["payer"]?.person,
      currencyAmount: payment.amount, note: payment.note, status: payment.status)
    return .payments(Code.success, [OutputField("paymentRecord", .paymentRecord(record))])
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
    // No account in the currency for the money to arrive in.
    case .noBankAccount: return .payments(Code.failureNoBankAccount)
    }
  }
}
