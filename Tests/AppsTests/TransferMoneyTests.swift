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

/// UnicornPay moving money between the user's own accounts.
@Suite struct TransferMoneyTests {
  let fixture: PaymentsFixture
  init() throws { fixture = try PaymentsFixture() }

  func said(_ parameters: [String: IntentValue]) -> Intent {
    Intent(name: .transferMoney, app: "UnicornPay", parameters: parameters)
  }

  func nickname(_ words: String, id: String? = nil, type: AccountType = .unknown) -> IntentValue {
    .paymentAccount(
      PaymentAccount(
        nickname: SpeakableString(spokenPhrase: words, vocabularyIdentifier: id),
        accountType: type))
  }

  // MARK: Accounts

  @Test func accountsAreFoundByVocabularyIdentifierOrNickname() async throws {
    let byID = try await fixture.resolve(
      said(["fromAccount": nickname("nest egg", id: "acct-2")]), "fromAccount")
    #expect(byID == .success(.paymentAccount(try fixture.account("acct-2"))))
    let byName = try await fixture.resolve(
      said(["fromAccount": nickname("checking", type: .checking)]), "fromAccount")
    #expect(byName == .success(.paymentAccount(try fixture.account("acct-1"))))
  }

  @Test func aTypeWithoutNicknameOffersTheAccountsOfThatType() async throws {
    let result = try await fixture.resolve(
      said(["fromAccount": nickname("savings", type: .saving)]), "fromAccount")
    guard case .disambiguation(let options) = result else {
      Issue.record("expected disambiguation, got \(result)")
      return
    }
    #expect(options.compactMap(\.paymentAccount?.identifier) == ["acct-2", "acct-7", "acct-4"])
  }

  @Test func moneyNeverLeavesACreditCardByTransfer() async throws {
    let result = try await fixture.resolve(
      said(["fromAccount": nickname("unicorn card")]), "fromAccount")
    guard case .unsupported(let reason?) = result else {
      Issue.record("expected unsupported, got \(result)")
      return
    }
    #expect(reason.name == "creditAccount")
    #expect(reason.detail?.paymentAccount?.identifier == "acct-5")
  }

  @Test func theSameAccountOnBothSidesIsUnsupported() async throws {
    let intent = said([
      "fromAccount": .paymentAccount(try fixture.account("acct-2")),
      "toAccount": nickname("NestEgg", id: "acct-2"),
    ])
    #expect(try await fixture.resolve(intent, "toAccount").reasonName == "sameAccount")
  }

  @Test func accountsInDifferentCurrenciesAreUnsupported() async throws {
    let intent = said([
      "fromAccount": .paymentAccount(try fixture.account("acct-1")),
      "toAccount": nickname("travel fund"),
    ])
    #expect(try await fixture.resolve(intent, "toAccount").reasonName == "currencyMismatch")
  }

  @Test func aTypeOnTheOtherSideLeavesOutTheSourceAccount() async throws {
    let intent = said([
      "fromAccount": .paymentAccount(try fixture.account("acct-2")),
      "toAccount": nickname("savings", type: .saving),
    ])
    let result = try await fixture.resolve(intent, "toAccount")
    guard case .disambiguation(let options) = result else {
      Issue.record("expected disambiguation, got \(result)")
      return
    }
    #expect(options.compactMap(\.paymentAccount?.identifier) == ["acct-7", "acct-4"])
  }

  @Test func aCreditCardCanBePaidDown() async throws {
    let intent = said([
      "fromAccount": .paymentAccount(try fixture.account("acct-1")),
      "toAccount": nickname("unicorn card"),
    ])
    #expect(
      try await fixture.resolve(intent, "toAccount")
        == .success(.paymentAccount(try fixture.account("acct-5"))))
  }

  // MARK: Amount

  @Test func anAmountWithoutCurrencyIsInTheSourceAccountsCurrency() async throws {
    let intent = said([
      "fromAccount": .paymentAccount(try fixture.account("acct-4")),
      "transactionAmount": .currencyAmount(CurrencyAmount(minorUnits: 5000, currencyCode: nil)),
    ])
    let result = try await fixture.resolve(intent, "transactionAmount")
    #expect(
      result == .success(.currencyAmount(CurrencyAmount(minorUnits: 5000, currencyCode: "EUR"))))
  }

  @Test func zeroOrLessIsUnsupported() async throws {
    for units in [0, -10_000] {
      let intent = said([
        "fromAccount": .paymentAccount(try fixture.account("acct-1")),
        "transactionAmount": .currencyAmount(PaymentsFixture.usd(units)),
      ])
      #expect(
        try await fixture.resolve(intent, "transactionAmount").reasonName == "amountNotPositive")
    }
  }

  @Test func anotherCurrencyThanTheSourcesIsUnsupported() async throws {
    let intent = said([
      "fromAccount": .paymentAccount(try fixture.account("acct-1")),
      "transactionAmount": .currencyAmount(CurrencyAmount(minorUnits: 5000, currencyCode: "EUR")),
    ])
    #expect(try await fixture.resolve(intent, "transactionAmount").reasonName == "currencyMismatch")
  }

  @Test func wordsThatAreNoAmountAreUnsupported() async throws {
    let intent = said([
      "fromAccount": .paymentAccount(try fixture.account("acct-1")),
      "transactionAmount": .string("a zillion"),
    ])
    #expect(try await fixture.resolve(intent, "transactionAmount") == .unreadable)
  }

  // MARK: Confirm and handle

  @Test func moreThanTheSourceHoldsIsInsufficientFunds() async throws {
    let response = try await fixture.confirm(fixture.transfer(234_016))
    #expect(response.code.name == "failureInsufficientFunds")
    #expect(try await fixture.confirm(fixture.transfer(234_015)).code.name == "ready")
  }

  @Test func aTransferMovesTheAmountBetweenTheTwoAccounts() async throws {
    let response = try await fixture.handle(fixture.transfer(10_000))
    #expect(response.code.name == "success")
    let balances = try fixture.balances()
    #expect(balances["acct-1"] == 234_015 - 10_000)
    #expect(balances["acct-2"] == 1_250_000 + 10_000)
    #expect(
      response.output.first { $0.name == "toAccount" }?.value.paymentAccount?.balance
        == PaymentsFixture.usd(1_260_000))
  }

  @Test func aTransferToACreditCardPaysItDown() async throws {
    _ = try await fixture.handle(fixture.transfer(10_000, to: "acct-5"))
    #expect(try fixture.balances()["acct-5"] == -34_025 + 10_000)
  }

  @Test func aCreditCardIsPaidAtMostWhatItOwes() async throws {
    let owed = try await fixture.resolve(
      fixture.transfer(34_025, to: "acct-5"), "transactionAmount")
    #expect(owed == .success(.currencyAmount(PaymentsFixture.usd(34_025))))
    let more = try await fixture.resolve(
      fixture.transfer(34_026, to: "acct-5"), "transactionAmount")
    #expect(more.reasonName == "moreThanOwed")
    // Handle refuses it too, however it was reached, and nothing moves.
    #expect(try await fixture.handle(fixture.transfer(50_000, to: "acct-5")).code.name == "failure")
    #expect(try fixture.balances()["acct-5"] == -34_025)
    _ = try await fixture.handle(fixture.transfer(34_025, to: "acct-5"))
    #expect(try fixture.balances()["acct-5"] == 0)
    let paidOff = try await fixture.resolve(fixture.transfer(1, to: "acct-5"), "transactionAmount")
    #expect(paidOff.reasonName == "moreThanOwed")
  }

  @Test func transferringTwiceWithOneIdentifierMovesTheMoneyOnce() async throws {
    let intent = try fixture.transfer(10_000, identifier: "t-1")
    let first = try await fixture.handle(intent)
    #expect(try await fixture.handle(intent) == first)
    #expect(try fixture.balances()["acct-1"] == 234_015 - 10_000)
  }

  @Test func transferNeverLeavesABalanceNegative() async throws {
    let intent = try fixture.transfer(200_000, identifier: "t-2")
    #expect(try await fixture.confirm(intent).code.name == "ready")
    _ = try await fixture.handle(fixture.transfer(100_000, to: "acct-7"))
    #expect(try await fixture.handle(intent).code.name == "failureInsufficientFunds")
    let balances = try fixture.balances()
    #expect(balances["acct-1"] == 134_015)
    #expect(balances.filter { $0.key != "acct-5" }.values.allSatisfy { $0 >= 0 })
  }

  @Test func handleRefusesWhatResolutionWouldHave() async throws {
    #expect(
      try await fixture.handle(fixture.transfer(100, from: "acct-5", to: "acct-1")).code.name
        == "failure")
    #expect(
      try await fixture.handle(fixture.transfer(100, from: "acct-1", to: "acct-1")).code.name
        == "failure")
    #expect(
      try await fixture.handle(fixture.transfer(100, "EUR", from: "acct-1", to: "acct-4")).code.name
        == "failure")
    #expect(try fixture.database.payments(app: "UnicornPay").isEmpty)
  }

  @Test func signingInAndTermsStopTransfersButEligibilityDoesNot() async throws {
    let unverified = try PaymentsFixture.service { $0.credentialsVerified = false }
    #expect(
      try await unverified.confirm(unverified.transfer(100)).code.name
        == "failureCredentialsUnverified")
    let terms = try PaymentsFixture.service { $0.termsAccepted = false }
    let response = try await terms.confirm(terms.transfer(100))
    #expect(response.code.name == "failureRequiringAppLaunch")
    #expect(response.output == [OutputField("required", .string("termsAndConditionsAcceptance"))])
    let ineligible = try PaymentsFixture.service { $0.eligible = false }
    #expect(try await ineligible.confirm(ineligible.transfer(100)).code.name == "ready")
  }

  @Test func moneyIsConserved() async throws {
    _ = try await fixture.handle(fixture.transfer(10_000))
    _ = try await fixture.handle(fixture.transfer(5_000, to: "acct-5"))
    _ = try await fixture.handle(fixture.send(2_500))
    _ = try await fixture.handle(fixture.send(1_500, "EUR"))
    _ = try await fixture.handle(fixture.request(4_000))
    _ = try await fixture.handle(fixture.send(999_999_999))  // refused: moves nothing
    #expect(try fixture.database.ledgerTotals() == ["USD": 0, "EUR": 0])
    // Transfers keep the user's total in each currency; sends take exactly what was sent.
    var totals = [String: Int]()
    for account in try fixture.database.paymentAccounts(app: "UnicornPay") {
      totals[account.balance?.currencyCode ?? "", default: 0] += account.balance?.minorUnits ?? 0
    }
    #expect(totals["USD"] == 234_015 + 1_250_000 + 80_000 - 34_025 - 2_500)
    #expect(totals["EUR"] == 125_050 - 1_500)
  }
}
