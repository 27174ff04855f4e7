import Apps
import Foundation
import GRDB
import IntentKit
import Testing

@testable import Store

/// The payments ledger: one transaction per payment, once per intent identifier, never below
/// zero, money conserved.
@Suite struct PaymentStoreTests {
  let database: AppDatabase
  let now = Date(timeIntervalSince1970: 1_800_000_000)

  init() throws {
    database = try AppDatabase.inMemory()
    try database.importDataSet(
      DataSetLoader.load(DataSetLoader.demoFolder, appKinds: InstalledApps.kinds()))
  }

  func usd(_ minorUnits: Int) -> CurrencyAmount {
    CurrencyAmount(minorUnits: minorUnits, currencyCode: "USD")
  }

  func balance(_ id: String) throws -> Int? {
    try database.paymentAccounts(app: "UnicornPay").first { $0.identifier == id }?.balance?
      .minorUnits
  }

  func send(_ minorUnits: Int, from account: String = "acct-1", id: String? = nil) -> PaymentOrder {
    .send(
      app: "UnicornPay", to: "c-john-baily", from: account, amount: usd(minorUnits), note: nil,
      intentIdentifier: id)
  }

  @Test func theDemoServiceIsImported() throws {
    let service = try #require(try database.paymentService(app: "UnicornPay"))
    #expect(service.currencies == ["USD", "EUR", "GBP"])
    #expect(service.defaultCurrency == "USD")
    #expect(service.minimumAmount == "1.00")
    #expect(service.maximumAmount == "2500.00")
    #expect(service.inAppApprovalAbove == nil)
    #expect(service.contactsWithAccounts.contains("c-john-baily"))
    #expect(try database.hasPaymentAccount(app: "UnicornPay", contact: "c-john-baily"))
    #expect(try !database.hasPaymentAccount(app: "UnicornPay", contact: "c-john-appleseed"))
    #expect(try database.paymentService(app: "Chirp") == nil)
  }

  @Test func theTermsReadWithoutMembersAreTheSameTermsWithNone() throws {
    var whole = try #require(try database.paymentService(app: "UnicornPay"))
    #expect(!whole.contactsWithAccounts.isEmpty)
    whole.contactsWithAccounts = []
    #expect(try database.paymentService(app: "UnicornPay", members: false) == whole)
  }

  @Test func anAccountReadAloneIsTheOneInItsAppsListAndOnlyItsAppsOwn() throws {
    _ = try database.record(send(2500), at: now)
    let listed = try database.paymentAccounts(app: "UnicornPay")
    #expect(listed.count == 5)
    for account in listed {
      let id = try #require(account.identifier)
      #expect(try database.paymentAccount(id: id, app: "UnicornPay") == account)
      #expect(try database.paymentAccount(id: id) == account)
      #expect(try database.paymentAccount(id: id, app: "Chirp") == nil)
    }
    #expect(try database.paymentAccount(id: "acct-404", app: "UnicornPay") == nil)
    #expect(try database.paymentAccount(id: "acct-404") == nil)
  }

  @Test func aSendDebitsTheAccountAndCreditsTheExternalAccount() throws {
    let payment = try database.record(send(2500), at: now)
    #expect(payment.status == .completed)
    #expect(payment.id == "pay-1")
    #expect(try balance("acct-1") == 234_015 - 2500)
    let lines = try database.writer.read { db in
      try Row.fetchAll(
        db, sql: "SELECT accountId, minorUnits FROM ledgerEntries WHERE transferId = ?",
        arguments: [payment.id]
      ).map { [$0["accountId"], String($0["minorUnits"] as Int)] as [String] }
    }
    #expect(lines == [["acct-1", "-2500"], ["external", "2500"]])
  }

  @Test func aDiscardedAppCallUndoesItsPaymentAndRefusesLaterWrites() throws {
    let call = try database.beginCall()
    try AppCall.$current.withValue(call) { _ = try database.record(send(2500), at: now) }
    #expect(try balance("acct-1") == 234_015 - 2500)
    try database.discard(call)
    #expect(try balance("acct-1") == 234_015)
    // The app's work went on past the deadline: what it writes now is refused.
    #expect(throws: AppCallDiscarded.self) {
      try AppCall.$current.withValue(call) { _ = try database.record(send(100), at: now) }
    }
    #expect(try balance("acct-1") == 234_015)
    #expect(try database.payments(app: "UnicornPay").isEmpty)
    // A call kept in time keeps its payment.
    let kept = try database.beginCall()
    try AppCall.$current.withValue(kept) { _ = try database.record(send(2500), at: now) }
    try database.commit(kept)
    #expect(try balance("acct-1") == 234_015 - 2500)
  }

  /// Inside replay's discardable changes a call's savepoint opens at its first write: a call
  /// that only read ends with nothing to undo, one that wrote is undone whole when discarded,
  /// and all of it goes with the transcript's rollback.
  @Test func anAppCallInsideDiscardableChangesKeepsOrUndoesItsWrites() throws {
    try database.beginDiscardableChanges()
    let reading = try database.beginCall()
    try AppCall.$current.withValue(reading) { _ = try balance("acct-1") }
    try database.discard(reading)
    // A call that only read, kept: it opened nothing, and leaves nothing open.
    let keptReading = try database.beginCall()
    try AppCall.$current.withValue(keptReading) { _ = try balance("acct-1") }
    try database.commit(keptReading)
    let discarded = try database.beginCall()
    try AppCall.$current.withValue(discarded) { _ = try database.record(send(2500), at: now) }
    try database.discard(discarded)
    #expect(try balance("acct-1") == 234_015)
    #expect(throws: AppCallDiscarded.self) {
      try AppCall.$current.withValue(discarded) { _ = try database.record(send(100), at: now) }
    }
    let kept = try database.beginCall()
    try AppCall.$current.withValue(kept) { _ = try database.record(send(1000), at: now) }
    try database.commit(kept)
    #expect(try balance("acct-1") == 234_015 - 1000)
    try database.discardChanges()
    #expect(try balance("acct-1") == 234_015)
    #expect(try database.payments(app: "UnicornPay").isEmpty)
  }

  @Test func aPaymentRecordedTwiceWithOneIdentifierIsStoredOnce() throws {
    let first = try database.record(send(2500, id: "intent-1"), at: now)
    let second = try database.record(send(9900, id: "intent-1"), at: now)
    #expect(second == first)
    #expect(try database.payments(app: "UnicornPay").count == 1)
    #expect(try balance("acct-1") == 234_015 - 2500)
  }

  @Test func aDebitBeyondTheBalanceIsRecordedAsFailedAndMovesNothing() throws {
    let payment = try database.record(send(234_016), at: now)
    #expect(payment.status == .failed)
    #expect(try balance("acct-1") == 234_015)
    // The whole balance can go; a credit card owing money cannot pay at all.
    #expect(try database.record(send(234_015), at: now).status == .completed)
    #expect(try database.record(send(1, from: "acct-5"), at: now).status == .failed)
  }

  @Test func aRequestIsPendingAndMovesNoMoney() throws {
    let before = try database.ledgerTotals()
    let request = try database.record(
      .request(
        app: "UnicornPay", from: "c-sean-murphy", into: "acct-4",
        amount: CurrencyAmount(minorUnits: 4000, currencyCode: "EUR"), note: "tickets",
        intentIdentifier: nil), at: now)
    #expect(request.status == .pending)
    #expect(request.note == "tickets")
    #expect(try database.ledgerTotals() == before)
    #expect(try balance("acct-4") == 125_050)
  }

  @Test func ordersThatCouldNeverBeRightAreRefused() throws {
    let euros = PaymentOrder.transfer(
      app: "UnicornPay", from: "acct-1", to: "acct-4",
      amount: CurrencyAmount(minorUnits: 100, currencyCode: "EUR"), note: nil,
      intentIdentifier: nil)
    #expect(throws: PaymentOrderError.self) { try database.record(euros, at: now) }
    let elsewhere = PaymentOrder.send(
      app: "OtherPay", to: "c-john-baily", from: "acct-1", amount: usd(100), note: nil,
      intentIdentifier: nil)
    #expect(throws: PaymentOrderError.self) { try database.record(elsewhere, at: now) }
    let itself = PaymentOrder.transfer(
      app: "UnicornPay", from: "acct-1", to: "acct-1", amount: usd(100), note: nil,
      intentIdentifier: nil)
    #expect(throws: PaymentOrderError.self) { try database.record(itself, at: now) }
    #expect(throws: PaymentOrderError.self) { try database.record(send(0), at: now) }
    #expect(try database.payments(app: "UnicornPay").isEmpty)
  }

  @Test func moneyIsConservedAndNoBalanceGoesNegative() throws {
    let accounts = ["acct-1", "acct-2", "acct-7", "acct-5"]
    // A fixed sequence of sends and transfers, many of them too large.
    var seed: UInt64 = 42
    func next(_ bound: Int) -> Int {
      seed = seed &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      return Int((seed >> 33) % UInt64(bound))
    }
    for step in 0..<300 {
      let from = accounts[next(accounts.count)]
      let to = accounts.filter { $0 != from }[next(accounts.count - 1)]
      let amount = usd(1 + next(600_000))
      let order =
        step % 3 == 0
        ? send(amount.minorUnits, from: from)
        : .transfer(
          app: "UnicornPay", from: from, to: to, amount: amount, note: nil, intentIdentifier: nil)
      let payment = try database.record(order, at: now)
      #expect(payment.status != .pending)
      for account in ["acct-1", "acct-2", "acct-7"] { #expect(try balance(account)! >= 0) }
    }
    #expect(try database.ledgerTotals() == ["USD": 0, "EUR": 0])
    #expect(try balance("acct-5")! >= -34_025)
  }

  @Test func importingAgainReplacesPaymentsAndCars() throws {
    _ = try database.record(send(2500), at: now)
    _ = try database.setCarLocked(false, id: "car-model3", app: "UnicornCar")
    try database.importDataSet(
      DataSetLoader.load(DataSetLoader.demoFolder, appKinds: InstalledApps.kinds()))
    #expect(try database.payments(app: "UnicornPay").isEmpty)
    #expect(try balance("acct-1") == 234_015)
    #expect(try database.cars(app: "UnicornCar").map(\.locked) == [true, true])
  }

  @Test func lockingACarReturnsItAsItWas() throws {
    let before = try #require(try database.setCarLocked(false, id: "car-rosie", app: "UnicornCar"))
    #expect(before.locked)
    #expect(try database.cars(app: "UnicornCar").map(\.locked) == [true, false])
    #expect(try database.setCarLocked(false, id: "car-rosie", app: "OtherCar") == nil)
  }
}

/// paymentServices.json and cars.json problems, each one line naming the file and key path.
@Suite struct PaymentDataFileTests {
  func problem(_ text: String, file: String, apps: String? = nil) throws -> DataSetError? {
    var files = [#"dataset.json"#: #"{"extends": "demo"}"#, file: text]
    if let apps { files["apps.json"] = apps }
    let url = try folder(files)
    do {
      _ = try DataSetLoader.load(url, appKinds: InstalledApps.kinds())
      return nil
    } catch let error as DataSetError {
      #expect(error.file == url.appendingPathComponent(file).path)
      return error
    }
  }

  func service(_ fields: String) -> String {
    #"[{"app": "UnicornPay", "currencies": ["USD"], "contactsWithAccounts": []\#(fields)}]"#
  }

  @Test func eachMistakeNamesItsKeyPath() throws {
    let cases: [(String, String)] = [
      (
        #"[{"app": "Chirp", "currencies": ["USD"], "contactsWithAccounts": []}]"#,
        #"[0].app: no app of kind payments called "Chirp""#
      ),
      (
        #"[{"app": "UnicornPay", "currencies": ["USD", "usd"], "contactsWithAccounts": []}]"#,
        #"[0].currencies[1]: expected an ISO 4217 code such as "USD", once"#
      ),
      (
        #"[{"app": "UnicornPay", "currencies": [], "contactsWithAccounts": []}]"#,
        "[0].currencies: at least one currency is needed"
      ),
      (
        service(#", "defaultCurrency": "EUR""#),
        #"[0].defaultCurrency: "EUR" is not one of the currencies"#
      ),
      (
        #"[{"app": "UnicornPay", "currencies": ["JPY"], "minimumAmount": "1.50", "contactsWithAccounts": []}]"#,
        #"[0].minimumAmount: expected a decimal amount above zero such as "1.00", exact in JPY"#
      ),
      (
        service(#", "maximumAmount": "0""#),
        #"[0].maximumAmount: expected a decimal amount above zero such as "1.00", exact in USD"#
      ),
      (
        service(#", "minimumAmount": "10", "maximumAmount": "5""#),
        "[0].maximumAmount: less than minimumAmount"
      ),
      (
        #"[{"app": "UnicornPay", "currencies": ["USD"], "contactsWithAccounts": ["c-nobody"]}]"#,
        #"[0].contactsWithAccounts[0]: no contact "c-nobody" in contacts.json"#
      ),
      (
        service(#", "fundingAccounts": ["acct-5"]"#),
        #"[0].fundingAccounts[0]: "acct-5" is a credit account, which cannot fund payments"#
      ),
      (
        service(#", "fundingAccounts": ["acct-1", "acct-2"]"#),
        "[0].fundingAccounts[1]: another funding account is in USD"
      ),
      (
        "[]",
        #"no record for "UnicornPay", which supports sendPayment (apps.json [3])"#
      ),
    ]
    for (text, expected) in cases {
      #expect(try problem(text, file: "paymentServices.json")?.problem == expected)
    }
  }

  @Test func aPaymentsAppThatOnlyShowsBalancesNeedsNoRecord() throws {
    let apps =
      #"[{"name": "UnicornPay", "kind": "payments", "intentsSupported": ["searchForAccounts"]}]"#
    #expect(try problem("[]", file: "paymentServices.json", apps: apps) == nil)
  }

  @Test func carsBelongToACarAppAndSayTheirKind() throws {
    #expect(
      try problem(
        #"[{"id": "x", "app": "UnicornPay", "name": "Herbie", "kind": "car", "locked": true}]"#,
        file: "cars.json")?.problem == #"[0].app: no app of kind car called "UnicornPay""#)
    #expect(
      try problem(
        #"[{"id": "x", "app": "UnicornCar", "name": "Herbie", "kind": "Beetle!", "locked": true}]"#,
        file: "cars.json")?.problem == #"[0].kind: expected one lower-case word such as "car""#)
    #expect(
      try problem(
        #"[{"id": "x", "app": "UnicornCar", "name": "Herbie", "kind": "car", "locked": true}, {"id": "y", "app": "UnicornCar", "name": "herbie", "kind": "car", "locked": true}]"#,
        file: "cars.json")?.problem == "[1].name: another car of UnicornCar has this name")
  }

  @Test func servicesAndCarsOfAppsTheOverlayDoesNotInstallAreLeftOut() throws {
    let url = try folder([
      "dataset.json": #"{"extends": "demo"}"#,
      "apps.json":
        #"[{"name": "UnicornChat", "kind": "messaging", "intentsSupported": ["sendMessage"]}]"#,
    ])
    let dataSet = try DataSetLoader.load(url, appKinds: InstalledApps.kinds())
    #expect(dataSet.paymentServices.isEmpty && dataSet.cars.isEmpty)
  }
}
