import Apps
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

/// UnicornPay's accounts against the demo data: Checking, NestEgg, Rainy Day Fund, Travel Fund
/// (EUR) and Unicorn Card (credit).
@Suite struct PaymentsAppTests {
  let database: AppDatabase
  let app: PaymentsApp

  init() throws {
    database = try AppDatabase.inMemory()
    try database.importDataSet(
      DataSetLoader.load(DataSetLoader.demoFolder, appKinds: InstalledApps.kinds()))
    app = PaymentsApp(
      name: "UnicornPay", database: database,
      clock: ManualClock(Date(timeIntervalSince1970: 1_800_000_000)))
  }

  @Test func theServicesTermsAreReadInEachCurrency() throws {
    let service = try app.service()
    #expect(service.minimum(in: "EUR").formatted == "€1.00")
    #expect(service.maximum(in: "USD")?.formatted == "$2,500.00")
    #expect(service.approvalLimit(in: "USD") == nil)
  }

  @Test func theFundingAccountIsTheFirstNonCreditAccountInTheCurrency() throws {
    var service = try app.service()
    let accounts = try database.paymentAccounts(app: "UnicornPay")
    #expect(service.fundingAccount(in: "USD", among: accounts)?.identifier == "acct-1")
    #expect(service.fundingAccount(in: "EUR", among: accounts)?.identifier == "acct-4")
    #expect(service.fundingAccount(in: "GBP", among: accounts) == nil)
    service.fundingAccounts = ["acct-7"]
    #expect(service.fundingAccount(in: "USD", among: accounts)?.identifier == "acct-7")
  }

  @Test func openingBalancesComeFromTheLedger() throws {
    let balances = try database.paymentAccounts(app: "UnicornPay").map { $0.balance?.formatted }
    #expect(balances == ["$2,340.15", "$12,500.00", "$800.00", "€1,250.50", "-$340.25"])
  }

  @Test func aNicknameWrittenApartIsTheAccount() throws {
    guard case .success(let account) = try app.resolveAccount(.string("nest egg"))
    else {
      Issue.record("expected success")
      return
    }
    #expect(account.identifier == "acct-2")
  }

  @Test func theVocabularyIdentifierWinsOverTheWords() throws {
    let said = SpeakableString(spokenPhrase: "rainy day", vocabularyIdentifier: "acct-7")
    guard case .success(let account) = try app.resolveAccount(.speakable(said))
    else {
      Issue.record("expected success")
      return
    }
    #expect(account.nickname.spokenPhrase == "Rainy Day Fund")
  }

  @Test func twoFundsAreDisambiguated() throws {
    guard case .disambiguation(let options) = try app.resolveAccount(.string("fund")) else {
      Issue.record("expected disambiguation")
      return
    }
    #expect(options.map(\.identifier) == ["acct-7", "acct-4"])
  }

  @Test func aTypeWithoutAccountsIsNotFound() async throws {
    let handler = try #require(app.handlers[.searchForAccounts])
    let response = try await handler.handle(
      Intent(name: .searchForAccounts, parameters: ["accountType": .string("mortgage")]))
    #expect(response.code.name == "failureAccountNotFound")
  }

  @Test func nicknamesAreRegisteredWithTheirHints() throws {
    try app.registerVocabulary()
    let terms = try database.vocabularySets().first { $0.type == .paymentsAccountNickname }?.terms
    #expect(
      terms?[1]
        == SpeakableString(
          spokenPhrase: "NestEgg", pronunciationHint: "nest egg", vocabularyIdentifier: "acct-2"))
  }
}
