import AppSupport
import IntentKit
import Store

/// INRequestPaymentIntentHandling: asks a contact who has an account with the app for money,
/// to be paid into the user's account in that currency. Nothing moves until they pay, so the
/// payment is recorded as pending and the ledger is untouched.
struct RequestPaymentHandler: RequestPaymentIntentHandling {
  typealias Response = RequestPaymentIntentResponse
  let app: PaymentsApp

  func resolvePayer(for intent: RequestPaymentIntent) async throws -> ResolutionResult<Person> {
    try app.resolvePerson(
      intent.intent.said(RequestPaymentIntent.payer),
      noAccount: UnsupportedReason(RequestPaymentPayerUnsupportedReason.noAccount))
  }

  func resolveCurrencyAmount(for intent: RequestPaymentIntent) async throws
    -> ResolutionResult<CurrencyAmount>
  {
    try app.resolveAmount(intent.intent.said(RequestPaymentIntent.currencyAmount))
  }

  func resolveNote(for intent: RequestPaymentIntent) async throws -> ResolutionResult<String> {
    PaymentsApp.resolveNote(intent.intent.said(RequestPaymentIntent.note))
  }

  func confirm(intent: RequestPaymentIntent) async throws -> Response {
    switch try check(intent) {
    case .refused(let refusal): return refusal.response()
    case .ready: return Response(code: .ready)
    }
  }

  func handle(intent: RequestPaymentIntent) async throws -> Response {
    if let earlier = try app.recorded(intent.intent) { return response(for: earlier, intent) }
    switch try check(intent) {
    case .refused(let refusal): return refusal.response()
    case .ready(let payment):
      guard let accountID = payment.account.identifier else { return Response(code: .failure) }
      let recorded = try app.record(
        .request(
          app: app.name, from: payment.contact, into: accountID, amount: payment.amount,
          note: PaymentsApp.note(intent.intent.said(RequestPaymentIntent.note)),
          intentIdentifier: intent.intent.identifier))
      return response(for: recorded, intent)
    }
  }

  private func check(_ intent: RequestPaymentIntent) throws
    -> PaymentsApp.Checked<PaymentsApp.PersonPayment>
  {
    try app.checkPersonPayment(
      intent.intent, person: RequestPaymentIntent.payer,
      amount: RequestPaymentIntent.currencyAmount)
  }

  private func response(for payment: StoredPayment, _ intent: RequestPaymentIntent) -> Response {
    let record = PaymentRecord(
      identifier: payment.id, payer: intent.payer, currencyAmount: payment.amount,
      note: payment.note, status: payment.status)
    return Response(code: .success, output: [OutputField(PaymentOutput.paymentRecord, record)])
  }
}
