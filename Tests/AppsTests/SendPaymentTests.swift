import Foundation
import IntentKit
import Store
import Testing

@testable import AppSupport
@testable import Apps
@testable import CarApps
@testable import ListsApps
@testable import MessagingApps
@testable import PaymentsApps
@testable import RidesApps

/// UnicornPay sending money: payee and amount resolution, confirm's checks, and handle's
/// ledger writes.
@Suite struct SendPaymentTests {
  let fixture: PaymentsFixture
  init() throws { fixture = try PaymentsFixture() }

  func said(payee: String) -> Intent {
    Intent(name: .sendPayment, app: "UnicornPay", parameters: ["payee": .person(.spoken(payee))])
  }

  func said(amount: IntentValue) -> Intent {
    Intent(name: .sendPayment, app: "UnicornPay", parameters: ["currencyAmount": amount])
  }

  // MARK: Payee

  @Test func payeeWithoutAccountIsUnsupported() async throws {
    let result = try await fixture.resolve(said(payee: "John Appleseed"), "payee")
    guard case .unsupported(let reason?) = result else {
      Issue.record("expected unsupported with a reason, got \(result)")
      return
    }
    #expect(reason.type == "SendPaymentPayeeUnsupportedReason")
    #expect(reason.name == "noAccount")
  }

  @Test func payeeWithAnAccountIsTheContactWithoutChoosingANumber() async throws {
    // John Baily has three numbers; a payment goes to his account, not to one of them.
    let result = try await fixture.resolve(said(payee: "John Baily"), "payee")
    guard case .success(.person(let person)) = result else {
      Issue.record("expected success, got \(result)")
      return
    }
    #expect(person.contactIdentifier == "c-john-baily")
    #expect(person.personHandle == nil)
  }

  @Test func aSharedFirstNameOffersOnlyThePeopleTheAppCanPay() async throws {
    // Five Chrises in the address book, two with an account.
    let result = try await fixture.resolve(said(payee: "Chris"), "payee")
    guard case .disambiguation(let people) = result else {
      Issue.record("expected disambiguation, got \(result)")
      return
    }
    #expect(people.compactMap(\.person?.displayName) == ["Chris Evans", "Chris Martin"])
  }

  @Test func aSharedFirstNameWithOnePayablePersonNeedsNoQuestion() async throws {
    // John Appleseed, John Baily and Jon Snow: only John Baily has an account.
    let result = try await fixture.resolve(said(payee: "John"), "payee")
    guard case .success(.person(let person)) = result else {
      Issue.record("expected success, got \(result)")
      return
    }
    #expect(person.contactIdentifier == "c-john-baily")
  }

  @Test func aChosenContactWithoutAccountIsThenUnsupported() async throws {
    let appleseed = try fixture.contact("c-john-appleseed")
    let intent = Intent(
      name: .sendPayment, app: "UnicornPay", parameters: ["payee": .person(appleseed)])
    #expect(try await fixture.resolve(intent, "payee").reasonName == "noAccount")
  }

  @Test func nobodyByThatNameIsUnsupportedAsNoMatch() async throws {
    let result = try await fixture.resolve(said(payee: "Zorg Blarg"), "payee")
    #expect(result == .noMatch)
  }

  @Test func noPayeeNeedsAValue() async throws {
    let intent = Intent(name: .sendPayment, app: "UnicornPay")
    #expect(try await fixture.resolve(intent, "payee") == .needsValue)
  }

  // MARK: Amount

  @Test func anAmountWithoutCurrencyIsInTheDefaultCurrency() async throws {
    let result = try await fixture.resolve(
      said(amount: .currencyAmount(CurrencyAmount(minorUnits: 2500, currencyCode: nil))),
      "currencyAmount")
    #expect(result == .success(.currencyAmount(PaymentsFixture.usd(2500))))
  }

  @Test(arguments: [50, 0, -500])
  func amountsBelowTheMinimumAreUnsupportedWithTheMinimum(minorUnits: Int) async throws {
    let result = try await fixture.resolve(
      said(amount: .currencyAmount(PaymentsFixture.usd(minorUnits))), "currencyAmount")
    guard case .unsupported(let reason?) = result else {
      Issue.record("expected unsupported, got \(result)")
      return
    }
    #expect(reason.name == "paymentsAmountBelowMinimum")
    #expect(reason.detail == .currencyAmount(PaymentsFixture.usd(100)))
  }

  @Test func amountsAboveTheMaximumAreUnsupportedWithTheMaximum() async throws {
    let result = try await fixture.resolve(
      said(amount: .currencyAmount(PaymentsFixture.usd(250_001))), "currencyAmount")
    guard case .unsupported(let reason?) = result else {
      Issue.record("expected unsupported, got \(result)")
      return
    }
    #expect(reason.name == "paymentsAmountAboveMaximum")
    #expect(reason.detail?.currencyAmount?.formatted == "$2,500.00")
  }

  @Test func theMaximumItselfIsAllowed() async throws {
    let result = try await fixture.resolve(
      said(amount: .currencyAmount(PaymentsFixture.usd(250_000))), "currencyAmount")
    #expect(result == .success(.currencyAmount(PaymentsFixture.usd(250_000))))
  }

  @Test func aCurrencyTheAppDoesNotHandleIsUnsupported() async throws {
    let francs = CurrencyAmount(minorUnits: 1000, currencyCode: "CHF")
    let result = try await fixture.resolve(said(amount: .currencyAmount(francs)), "currencyAmount")
    #expect(result.reasonName == "paymentsCurrencyUnsupported")
  }

  @Test(arguments: ["15 zorkmids", "$1.234"])
  func wordsThatAreNoAmountAreUnsupportedAsUnreadable(words: String) async throws {
    let result = try await fixture.resolve(said(amount: .string(words)), "currencyAmount")
    #expect(result == .unreadable)
  }

  @Test func anAmountSaidWithoutCurrencyTakesTheDefaultCurrencysDecimals() {
    let said = CurrencyAmount(minorUnits: 2500, currencyCode: nil)
    #expect(
      PaymentsApp.filled(said, currency: "JPY")
        == CurrencyAmount(minorUnits: 25, currencyCode: "JPY"))
    // 25.50 cannot be yen.
    #expect(
      PaymentsApp.filled(CurrencyAmount(minorUnits: 2550, currencyCode: nil), currency: "JPY")
        == nil)
  }

  @Test func aBlankNoteIsNotRequired() async throws {
    let intent = Intent(name: .sendPayment, app: "UnicornPay", parameters: ["note": .string("  ")])
    #expect(try await fixture.resolve(intent, "note") == .notRequired)
  }

  // MARK: Confirm

  @Test func aPaymentWithinTheLimitsAndFundsIsReady() async throws {
    #expect(try await fixture.confirm(fixture.send(2500)).code.name == "ready")
  }

  @Test func poundsWithoutAPoundAccountHaveNoBankAccount() async throws {
    #expect(try await fixture.confirm(fixture.send(399, "GBP")).code.name == "failureNoBankAccount")
  }

  @Test func moreThanTheAccountHoldsIsInsufficientFundsWithTheBalance() async throws {
    let response = try await fixture.confirm(fixture.send(240_000))
    #expect(response.code.name == "failureInsufficientFunds")
    #expect(response.output.first?.value.paymentAccount?.balance == PaymentsFixture.usd(234_015))
  }

  @Test func eurosArePaidFromTheEuroAccount() async throws {
    let response = try await fixture.handle(fixture.send(1500, "EUR"))
    #expect(response.code.name == "success")
    #expect(try fixture.balances()["acct-4"] == 125_050 - 1500)
  }

  @Test func confirmChecksTheLimitsAgainForAnUnresolvedAmount() async throws {
    let below = try await fixture.confirm(fixture.send(50))
    #expect(below.code.name == "failurePaymentsAmountBelowMinimum")
    #expect(
      below.output == [OutputField("minimumAmount", .currencyAmount(PaymentsFixture.usd(100)))])
    let above = try await fixture.confirm(fixture.send(300_000))
    #expect(above.code.name == "failurePaymentsAmountAboveMaximum")
    let francs = try await fixture.confirm(fixture.send(1000, "CHF"))
    #expect(francs.code.name == "failurePaymentsCurrencyUnsupported")
  }

  @Test func confirmRefusesAPayeeWithoutAccount() async throws {
    let response = try await fixture.confirm(fixture.send(500, to: "c-john-appleseed"))
    #expect(response.code.name == "failure")
  }

  @Test func eachStatusSwitchHasItsCode() async throws {
    let cases: [(WritableKeyPath<PaymentServiceRecord, Bool?>, String)] = [
      (\.credentialsVerified, "failureCredentialsUnverified"),
      (\.termsAccepted, "failureTermsAndConditionsAcceptanceRequired"),
      (\.eligible, "failureNotEligible"),
    ]
    for (key, code) in cases {
      let fixture = try PaymentsFixture.service { $0[keyPath: key] = false }
      #expect(try await fixture.confirm(fixture.send(2500)).code.name == code)
      // Handle refuses as confirm did, and records nothing.
      #expect(try await fixture.handle(fixture.send(2500)).code.name == code)
      #expect(try fixture.database.payments(app: "UnicornPay").isEmpty)
    }
  }

  @Test func amountsAboveTheApprovalLimitContinueInTheApp() async throws {
    let fixture = try PaymentsFixture.service { $0.inAppApprovalAbove = "1000.00" }
    let response = try await fixture.confirm(fixture.send(125_050))
    #expect(response.code.name == "failureRequiringAppLaunch")
    #expect(response.output.first?.value.currencyAmount?.formatted == "$1,000.00")
    #expect(response.userActivity?.userInfo["amount"] == "1250.50")
    #expect(try await fixture.confirm(fixture.send(100_000)).code.name == "ready")
  }

  // MARK: Handle

  @Test func sendingDebitsTheAccountAndRecordsACompletedPayment() async throws {
    let response = try await fixture.handle(fixture.send(2500, identifier: "intent-1"))
    #expect(response.code.name == "success")
    guard case .paymentRecord(let record)? = response.output.first?.value else {
      Issue.record("expected a payment record")
      return
    }
    #expect(record.status == .completed)
    #expect(record.payee?.contactIdentifier == "c-john-baily")
    #expect(record.currencyAmount == PaymentsFixture.usd(2500))
    #expect(record.note == "lunch")
    #expect(try fixture.balances()["acct-1"] == 234_015 - 2500)
    let payments = try fixture.database.payments(app: "UnicornPay")
    #expect(payments.map(\.kind) == [.send])
    #expect(payments.first?.contactId == "c-john-baily")
    #expect(
      payments.first?.createdAt == Timestamp.string(Date(timeIntervalSince1970: 1_800_000_000)))
  }

  @Test func sendingTwiceWithOneIdentifierRecordsOnePayment() async throws {
    let intent = try fixture.send(200_000, identifier: "intent-7")
    let first = try await fixture.handle(intent)
    // The first send left too little for a second one: only the recorded payment can answer.
    let second = try await fixture.handle(intent)
    #expect(first.code.name == "success")
    #expect(second == first)
    #expect(try fixture.database.payments(app: "UnicornPay").count == 1)
    #expect(try fixture.balances()["acct-1"] == 234_015 - 200_000)
  }

  @Test func twoSendsWithoutIdentifiersAreTwoPayments() async throws {
    _ = try await fixture.handle(fixture.send(1000))
    _ = try await fixture.handle(fixture.send(1000))
    #expect(try fixture.database.payments(app: "UnicornPay").count == 2)
  }

  @Test func aSendConfirmedThenOutspentFailsInHandleWithoutOverdrawing() async throws {
    let intent = try fixture.send(200_000, identifier: "late")
    #expect(try await fixture.confirm(intent).code.name == "ready")
    // Something else spends the money between confirm and handle.
    _ = try await fixture.handle(fixture.send(100_000))
    let response = try await fixture.handle(intent)
    #expect(response.code.name == "failureInsufficientFunds")
    #expect(try fixture.balances()["acct-1"] == 134_015)
  }

  @Test func aPayeeWithoutAccountIsNeverPaid() async throws {
    let response = try await fixture.handle(fixture.send(500, to: "c-john-appleseed"))
    #expect(response.code.name == "failure")
    #expect(try fixture.database.payments(app: "UnicornPay").isEmpty)
  }
}
