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

/// UnicornPay asking someone for money: recorded as pending, no money moves.
@Suite struct RequestPaymentTests {
  let fixture: PaymentsFixture
  init() throws { fixture = try PaymentsFixture() }

  @Test func payerWithoutAccountIsUnsupported() async throws {
    let intent = Intent(
      name: .requestPayment, app: "UnicornPay",
      parameters: ["payer": .person(.spoken("John Appleseed"))])
    let result = try await fixture.resolve(intent, "payer")
    guard case .unsupported(let reason?) = result else {
      Issue.record("expected unsupported, got \(result)")
      return
    }
    #expect(reason.type == "RequestPaymentPayerUnsupportedReason")
    #expect(reason.name == "noAccount")
  }

  @Test func seanAndShaunSoundAlikeAndAreBothOffered() async throws {
    let intent = Intent(
      name: .requestPayment, app: "UnicornPay", parameters: ["payer": .person(.spoken("Sean"))])
    let result = try await fixture.resolve(intent, "payer")
    guard case .disambiguation(let people) = result else {
      Issue.record("expected disambiguation, got \(result)")
      return
    }
    #expect(people.compactMap(\.person?.displayName) == ["Sean Murphy", "Shaun White"])
  }

  @Test func requestAmountsHaveTheSameLimits() async throws {
    let intent = Intent(
      name: .requestPayment, app: "UnicornPay",
      parameters: [
        "currencyAmount": .currencyAmount(CurrencyAmount(minorUnits: 300_000, currencyCode: "EUR"))
      ])
    let result = try await fixture.resolve(intent, "currencyAmount")
    guard case .unsupported(let reason?) = result else {
      Issue.record("expected unsupported, got \(result)")
      return
    }
    #expect(reason.name == "paymentsAmountAboveMaximum")
    #expect(reason.detail?.currencyAmount?.formatted == "€2,500.00")
  }

  @Test func aRequestIsRecordedAsPendingAndMovesNoMoney() async throws {
    let before = try fixture.balances()
    let response = try await fixture.handle(fixture.request(4000, identifier: "r-1"))
    #expect(response.code.name == "success")
    guard case .paymentRecord(let record)? = response.output.first?.value else {
      Issue.record("expected a payment record")
      return
    }
    #expect(record.status == .pending)
    #expect(record.payer?.displayName == "Sean Murphy")
    #expect(record.note == "the concert tickets")
    #expect(try fixture.balances() == before)
    let payment = try #require(try fixture.database.payments(app: "UnicornPay").first)
    #expect(payment.kind == .request)
    #expect(payment.toAccount == "acct-4")
  }

  @Test func requestingTwiceWithOneIdentifierRecordsOneRequest() async throws {
    let intent = try fixture.request(4000, identifier: "r-2")
    let first = try await fixture.handle(intent)
    #expect(try await fixture.handle(intent) == first)
    #expect(try fixture.database.payments(app: "UnicornPay").count == 1)
  }

  @Test func poundsHaveNoAccountToArriveIn() async throws {
    let response = try await fixture.confirm(fixture.request(399, "GBP"))
    #expect(response.code.name == "failureNoBankAccount")
  }

  @Test func eachStatusSwitchHasItsCode() async throws {
    let cases: [(WritableKeyPath<PaymentServiceRecord, Bool?>, String)] = [
      (\.credentialsVerified, "failureCredentialsUnverified"),
      (\.termsAccepted, "failureTermsAndConditionsAcceptanceRequired"),
      (\.eligible, "failureNotEligible"),
    ]
    for (key, code) in cases {
      let fixture = try PaymentsFixture.service { $0[keyPath: key] = false }
      #expect(try await fixture.confirm(fixture.request(4000)).code.name == code)
    }
  }

  @Test func confirmChecksTheLimitsAgain() async throws {
    #expect(
      try await fixture.confirm(fixture.request(99)).code.name
        == "failurePaymentsAmountBelowMinimum")
    #expect(
      try await fixture.confirm(fixture.request(100, "CHF")).code.name
        == "failurePaymentsCurrencyUnsupported")
  }
}
