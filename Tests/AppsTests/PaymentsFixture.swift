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

/// UnicornPay on the demo data set, optionally changed first (a status switch, a limit):
/// Checking $2,340.15, NestEgg $12,500.00, Rainy Day Fund $800.00, Travel Fund €1,250.50,
/// Unicorn Card -$340.25; payments from $1.00 to $2,500.00 in USD, EUR and GBP; John Baily,
/// Sean Murphy and Shaun White have accounts, John Appleseed has none.
struct PaymentsFixture {
  let database: AppDatabase
  let app: PaymentsApp

  init(_ change: (inout DataSet) -> Void = { _ in }) throws {
    var dataSet = try DataSetLoader.load(DataSetLoader.demoFolder, appKinds: InstalledApps.kinds())
    change(&dataSet)
    database = try AppDatabase.inMemory()
    try database.importDataSet(dataSet)
    app = PaymentsApp(
      name: "UnicornPay", database: database,
      clock: ManualClock(Date(timeIntervalSince1970: 1_800_000_000)))
  }

  /// The demo with UnicornPay's paymentServices.json record changed.
  static func service(_ change: @escaping (inout PaymentServiceRecord) -> Void) throws
    -> PaymentsFixture
  {
    try PaymentsFixture { dataSet in change(&dataSet.paymentServices[0]) }
  }

  func handler(_ intent: IntentName) throws -> any IntentHandler {
    try #require(app.handlers[intent])
  }

  func resolve(_ intent: Intent, _ parameter: String) async throws -> ResolutionResult<IntentValue>
  {
    let resolution = try await handler(intent.name).resolve(parameter, in: intent)
    return try #require(resolution?.results.first)
  }

  func confirm(_ intent: Intent) async throws -> IntentResponse {
    try await handler(intent.name).confirm(intent)
  }

  func handle(_ intent: Intent) async throws -> IntentResponse {
    try await handler(intent.name).handle(intent)
  }

  /// Balances by account id, in minor units.
  func balances() throws -> [String: Int] {
    Dictionary(
      uniqueKeysWithValues: try database.paymentAccounts(app: "UnicornPay").map {
        ($0.identifier ?? "", $0.balance?.minorUnits ?? 0)
      })
  }

  func contact(_ id: String) throws -> Person {
    try #require(try database.contact(id: id)).person
  }

  func account(_ id: String) throws -> PaymentAccount {
    try #require(try database.paymentAccounts(app: "UnicornPay").first { $0.identifier == id })
  }

  static func usd(_ minorUnits: Int) -> CurrencyAmount {
    CurrencyAmount(minorUnits: minorUnits, currencyCode: "USD")
  }

  /// A send as the dialog hands it over once resolved.
  func send(
    _ minorUnits: Int, _ currency: String? = "USD", to contact: String = "c-john-baily",
    note: String? = "lunch", identifier: String? = nil
  ) throws -> Intent {
    var parameters: [String: IntentValue] = [
      "payee": .person(try self.contact(contact)),
      "currencyAmount": .currencyAmount(
        CurrencyAmount(minorUnits: minorUnits, currencyCode: currency)),
    ]
    parameters["note"] = note.map(IntentValue.string)
    return Intent(
      name: .sendPayment, app: "UnicornPay", parameters: parameters, identifier: identifier)
  }

  func request(
    _ minorUnits: Int, _ currency: String? = "EUR", from contact: String = "c-sean-murphy",
    note: String? = "the concert tickets", identifier: String? = nil
  ) throws -> Intent {
    var parameters: [String: IntentValue] = [
      "payer": .person(try self.contact(contact)),
      "currencyAmount": .currencyAmount(
        CurrencyAmount(minorUnits: minorUnits, currencyCode: currency)),
    ]
    parameters["note"] = note.map(IntentValue.string)
    return Intent(
      name: .requestPayment, app: "UnicornPay", parameters: parameters, identifier: identifier)
  }

  func transfer(
    _ minorUnits: Int, _ currency: String? = "USD", from source: String = "acct-1",
    to target: String = "acct-2", identifier: String? = nil
  ) throws -> Intent {
    Intent(
      name: .transferMoney, app: "UnicornPay",
      parameters: [
        "fromAccount": .paymentAccount(try account(source)),
        "toAccount": .paymentAccount(try account(target)),
        "transactionAmount": .currencyAmount(
          CurrencyAmount(minorUnits: minorUnits, currencyCode: currency)),
      ], identifier: identifier)
  }
}

extension ResolutionResult where Value == IntentValue {
  /// The reason's case name, for unsupported results.
  var reasonName: String? {
    if case .unsupported(let reason) = self { return reason?.name }
    return nil
  }

  var isUnsupported: Bool {
    if case .unsupported = self { return true }
    return false
  }
}
