import Foundation
import GRDB
import IntentKit

extension AppDatabase {
  /// The account opening balances come from, and payments to people outside the app go to.
  static let externalAccount = "external"

  /// A payments app's accounts with their balances, in data set order.
  public func paymentAccounts(app: String) throws -> [PaymentAccount] {
    try query { db in
      try Row.fetchAll(
        db.cachedStatement(
          sql: """
            SELECT paymentAccounts.*, COALESCE(SUM(ledgerEntries.minorUnits), 0) AS balance
            FROM paymentAccounts
            LEFT JOIN ledgerEntries ON ledgerEntries.accountId = paymentAccounts.id
            WHERE app = ? GROUP BY paymentAccounts.id ORDER BY paymentAccounts.rowid
            """),
        arguments: [app]
      ).map { row in
        let currency: String = row["currency"]
        return PaymentAccount(
          nickname: SpeakableString(
            spokenPhrase: row["nickname"], pronunciationHint: row["pronunciationHint"],
            vocabularyIdentifier: row["id"]),
          accountNumber: row["number"],
          accountType: AccountType(rawValue: row["type"]) ?? .unknown,
          organizationName: (row["organization"] as String?).map {
            SpeakableString(spokenPhrase: $0)
          },
          balance: CurrencyAmount(minorUnits: row["balance"], currencyCode: currency),
          identifier: row["id"])
      }
    }
  }

  /// Inserts an account and its opening balance as one transfer from the external account.
  static func insertAccount(_ record: PaymentAccountRecord, at date: String, _ db: Database)
    throws
  {
    try db.execute(
      sql: """
        INSERT INTO paymentAccounts
          (id, app, nickname, pronunciationHint, type, organization, number, currency)
        VALUES (?, ?, ?, ?, ?, ?, ?, ?)
        """,
      arguments: [
        record.id, record.app, record.nickname, record.pronunciationHint, record.type.rawValue,
        record.organization, record.number, record.currency,
      ])
    guard let opening = record.openingBalance, opening.minorUnits != 0 else { return }
    let entry = try db.cachedStatement(
      sql: """
        INSERT INTO ledgerEntries (transferId, accountId, minorUnits, currency, createdAt)
        VALUES (?, ?, ?, ?, ?)
        """)
    let transfer = "opening-\(record.id)"
    try entry.execute(arguments: [
      transfer, record.id, opening.minorUnits, record.currency, date,
    ])
    try entry.execute(arguments: [
      transfer, externalAccount, -opening.minorUnits, record.currency, date,
    ])
  }
}
