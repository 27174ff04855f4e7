import Foundation
import GRDB
import IntentKit

extension AppDatabase {
  /// The account opening balances come from, and payments to people outside the app go to.
  static let externalAccount = "external"

  /// A payments app's accounts with their balances, in data set order.
  public func paymentAccounts(app: String) throws -> [PaymentAccount] {
    try query { db in
      try Columns.all(
        db.cachedStatement(sql: Self.accountsOfAnApp),
        arguments: [app], Self.account)
    }
  }

  /// The account readings, each written once rather than at every call.
  private static let accountsOfAnApp = accountQuery("WHERE app = ? ORDER BY paymentAccounts.rowid")
  private static let accountByID = accountQuery("WHERE id = ?1 AND (?2 IS NULL OR app = ?2)")

  /// The SELECT every account reading makes, with its `condition`: the columns `account`
  /// reads, the balance summed from the ledger.
  private static func accountQuery(_ condition: String) -> String {
    """
    SELECT id, nickname, pronunciationHint, number, type, organization, currency,
      (SELECT COALESCE(SUM(minorUnits), 0) FROM ledgerEntries
        WHERE accountId = paymentAccounts.id)
    FROM paymentAccounts \(condition)
    """
  }

  /// An account from a row of `accountQuery`. Each row is read where it stands, not copied
  /// first, and by position: a column found by name is searched for among all of them.
  private static func account(_ row: Columns) -> PaymentAccount {
    let id: String = row[0]
    return PaymentAccount(
      nickname: SpeakableString(
        spokenPhrase: row[1], pronunciationHint: row[2], vocabularyIdentifier: id),
      accountNumber: row[3],
      accountType: row.storedCase(4) ?? AccountType.unknown,
      organizationName: (row[5] as String?).map { SpeakableString(spokenPhrase: $0) },
      balance: CurrencyAmount(minorUnits: row[7], currencyCode: row[6]),
      identifier: id)
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
    try Columns.run(
      entry,
      arguments: [
        transfer, record.id, opening.minorUnits, record.currency, date,
      ])
    try Columns.run(
      entry,
      arguments: [
        transfer, externalAccount, -opening.minorUnits, record.currency, date,
      ])
  }
}

/// What a payment does: pay a person, ask a person for money, move it between two of the
/// user's own accounts, pay a merchant (another app: a ride, a cancellation fee), or take back
/// what a merchant refunds.
public enum PaymentKind: String, Hashable, Sendable {
  case send
  case request
  case transfer
  /// Like a send, to a merchant rather than a contact: from the user's account to the
  /// external account. The note says what was bought.
  case purchase
  /// A purchase given back: from the external account into the user's account.
  case refund
}

/// A payment as the app recorded it.
public struct StoredPayment: Hashable, Sendable {
  public var id: String
  public var app: String
  public var kind: PaymentKind
  /// The payee of a send, the payer of a request; nil for transfers, purchases and refunds.
  public var contactId: String?
  /// The account debited (sends, transfers, purchases).
  public var fromAccount: String?
  /// The account credited (transfers, refunds) or to be credited (requests).
  public var toAccount: String?
  public var amount: CurrencyAmount
  public var note: String?
  /// Completed once money moved, pending for a request, failed when the funds were short.
  public var status: PaymentStatus
  public var intentIdentifier: String?
  public var createdAt: String
}

/// A payment to record: which kind, between whom, how much.
public struct PaymentOrder: Hashable, Sendable {
  public var app: String
  public var kind: PaymentKind
  public var contactId: String?
  public var fromAccount: String?
  public var toAccount: String?
  public var amount: CurrencyAmount
  public var note: String?
  /// INIntent.identifier: a second order with the same identifier returns the first payment.
  public var intentIdentifier: String?

  /// Pays `contact` from the user's `account`.
  public static func send(
    app: String, to contact: String, from account: String, amount: CurrencyAmount,
    note: String?, intentIdentifier: String?
  ) -> PaymentOrder {
    PaymentOrder(
      app: app, kind: .send, contactId: contact, fromAccount: account, amount: amount,
      note: note, intentIdentifier: intentIdentifier)
  }

  /// Asks `contact` for money to be paid into `account`.
  public static func request(
    app: String, from contact: String, into account: String, amount: CurrencyAmount,
    note: String?, intentIdentifier: String?
  ) -> PaymentOrder {
    PaymentOrder(
      app: app, kind: .request, contactId: contact, toAccount: account, amount: amount,
      note: note, intentIdentifier: intentIdentifier)
  }

  /// Moves money from one of the user's accounts to another.
  public static func transfer(
    app: String, from source: String, to target: String, amount: CurrencyAmount, note: String?,
    intentIdentifier: String?
  ) -> PaymentOrder {
    PaymentOrder(
      app: app, kind: .transfer, fromAccount: source, toAccount: target, amount: amount,
      note: note, intentIdentifier: intentIdentifier)
  }

  /// Pays a merchant (another app) from the user's `account`; `note` says what for.
  public static func purchase(
    app: String, from account: String, amount: CurrencyAmount, note: String,
    intentIdentifier: String?
  ) -> PaymentOrder {
    PaymentOrder(
      app: app, kind: .purchase, fromAccount: account, amount: amount, note: note,
      intentIdentifier: intentIdentifier)
  }

  /// Pays back into the user's `account` what a merchant refunds.
  public static func refund(
    app: String, into account: String, amount: CurrencyAmount, note: String,
    intentIdentifier: String?
  ) -> PaymentOrder {
    PaymentOrder(
      app: app, kind: .refund, toAccount: account, amount: amount, note: note,
      intentIdentifier: intentIdentifier)
  }

  private init(
    app: String, kind: PaymentKind, contactId: String? = nil, fromAccount: String? = nil,
    toAccount: String? = nil, amount: CurrencyAmount, note: String?, intentIdentifier: String?
  ) {
    self.app = app
    self.kind = kind
    self.contactId = contactId
    self.fromAccount = fromAccount
    self.toAccount = toAccount
    self.amount = amount
    self.note = note
    self.intentIdentifier = intentIdentifier
  }
}

/// An order the ledger refuses because it could never be right (an app's bug, not the user's
/// situation): an account that is not the app's, a currency that is not the account's.
public struct PaymentOrderError: Error, Equatable, CustomStringConvertible {
  public var description: String
}

extension AppDatabase {
  /// The account with this identifier, with its balance: `app`'s, or whichever app's it is
  /// when nil (how the system's payment sheet shows the account another app, a rides app,
  /// charges). Nil when there is no such account.
  public func paymentAccount(id: String, app: String? = nil) throws -> PaymentAccount? {
    try query { db in
      try Columns.first(
        db.cachedStatement(sql: Self.accountByID), arguments: [id, app], Self.account)
    }
  }

  /// The payments app whose account this is; nil when there is no such account.
  public func paymentsApp(owningAccount id: String) throws -> String? {
    try query { db in
      try String.fetchValue(
        db.cachedStatement(sql: "SELECT app FROM paymentAccounts WHERE id = ?"), arguments: [id])
    }
  }

  /// A payments app's terms; nil when the data set has no record for it. Its
  /// `contactsWithAccounts` are read only with `members`: the app reads its terms at every
  /// resolve, confirm and handle, and asks about the one contact paid (`hasPaymentAccount`).
  public func paymentService(app: String, members: Bool = true) throws -> PaymentServiceRecord? {
    try query { db in
      let members =
        members
        ? try Columns.all(
          db.cachedStatement(sql: "SELECT contactId FROM paymentMembers WHERE app = ?"),
          arguments: [app]
        ) { row -> String in row[0] } : []
      return try Columns.first(
        db.cachedStatement(
          sql: """
            SELECT currencies, defaultCurrency, minimumAmount, maximumAmount,
              inAppApprovalAbove, fundingAccounts, credentialsVerified, termsAccepted, eligible
            FROM paymentServices WHERE app = ?
            """),
        arguments: [app]
      ) { row in
        // By position, in the order selected.
        PaymentServiceRecord(
          app: app, currencies: Self.list(row[0]), defaultCurrency: row[1],
          minimumAmount: row[2], maximumAmount: row[3], inAppApprovalAbove: row[4],
          contactsWithAccounts: members, fundingAccounts: Self.list(row[5]),
          credentialsVerified: row[6], termsAccepted: row[7], eligible: row[8])
      }
    }
  }

  /// Whether `contact` has an account with the payments app.
  public func hasPaymentAccount(app: String, contact: String) throws -> Bool {
    try query { db in
      try Bool.fetchValue(
        db.cachedStatement(sql: "SELECT 1 FROM paymentMembers WHERE app = ? AND contactId = ?"),
        arguments: [app, contact]) ?? false
    }
  }

  /// Records a payment as one transaction: the payment and, for money that moves, its two
  /// ledger lines (sends and purchases to the reserved external account, refunds from it). The
  /// balance is checked here, inside the transaction: a debit that would leave an account below
  /// zero records the payment as failed and moves nothing. An order whose intent identifier was
  /// recorded before returns that first payment and changes nothing, so a repeated handle pays
  /// once.
  public func record(_ order: PaymentOrder, at date: Date) throws -> StoredPayment {
    try transaction { db in try Self.record(order, at: date, db) }
  }

  /// `record` inside a transaction the caller holds. The database queue is not reentrant: this
  /// never opens one.
  private static func record(_ order: PaymentOrder, at date: Date, _ db: Database) throws
    -> StoredPayment
  {
    if let identifier = order.intentIdentifier,
      let earlier = try Self.payment(intentIdentifier: identifier, db)
    {
      return earlier
    }
    guard order.amount.minorUnits > 0, let currency = order.amount.currencyCode else {
      throw PaymentOrderError(description: "a payment needs an amount above zero in a currency")
    }
    for account in [order.fromAccount, order.toAccount].compactMap({ $0 }) {
      let owner = try Columns.first(
        db.cachedStatement(sql: "SELECT app, currency FROM paymentAccounts WHERE id = ?"),
        arguments: [account]
      ) { row -> (app: String, currency: String) in (row[0], row[1]) }
      guard let owner, owner.app == order.app, owner.currency == currency else {
        throw PaymentOrderError(
          description: "account \(account) is not an account of \(order.app) in \(currency)")
      }
    }
    var status = PaymentStatus.pending
    var lines: [(account: String, minorUnits: Int)] = []
    switch order.kind {
    case .request:
      break
    case .refund:
      guard let target = order.toAccount else {
        throw PaymentOrderError(description: "a refund needs the account it goes into")
      }
      status = .completed
      lines = [(Self.externalAccount, -order.amount.minorUnits), (target, order.amount.minorUnits)]
    case .send, .transfer, .purchase:
      let target = order.kind == .transfer ? order.toAccount : Self.externalAccount
      guard let source = order.fromAccount, let target, source != target else {
        throw PaymentOrderError(description: "a \(order.kind) needs two different accounts")
      }
      let balance = try Self.balance(of: source, db)
      status = balance >= order.amount.minorUnits ? .completed : .failed
      if status == .completed {
        lines = [(source, -order.amount.minorUnits), (target, order.amount.minorUnits)]
      }
    }
    let payment = StoredPayment(
      id: try Self.unusedID("pay", in: "payments", db), app: order.app, kind: order.kind,
      contactId: order.contactId, fromAccount: order.fromAccount, toAccount: order.toAccount,
      amount: order.amount, note: order.note, status: status,
      intentIdentifier: order.intentIdentifier, createdAt: Timestamp.string(date))
    try db.executeCached(
      sql: """
        INSERT INTO payments (id, app, kind, contactId, fromAccount, toAccount, minorUnits,
          currency, note, status, intentIdentifier, createdAt)
        VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
        """,
      arguments: [
        payment.id, payment.app, payment.kind.rawValue, payment.contactId, payment.fromAccount,
        payment.toAccount, order.amount.minorUnits, currency, payment.note,
        payment.status.rawValue, payment.intentIdentifier, payment.createdAt,
      ])
    let entry = try db.cachedStatement(
      sql: """
        INSERT INTO ledgerEntries (transferId, accountId, minorUnits, currency, createdAt)
        VALUES (?, ?, ?, ?, ?)
        """)
    for line in lines {
      try Columns.run(
        entry,
        arguments: [
          payment.id, line.account, line.minorUnits, currency, payment.createdAt,
        ])
    }
    return payment
  }

  /// A payments app's payments, oldest first.
  public func payments(app: String) throws -> [StoredPayment] {
    try query { db in
      try Columns.all(
        db.cachedStatement(sql: Self.paymentsOfAnApp),
        arguments: [app], Self.payment)
    }
  }

  /// The payment recorded for an intent identifier, if any.
  public func payment(intentIdentifier: String) throws -> StoredPayment? {
    try query { db in try Self.payment(intentIdentifier: intentIdentifier, db) }
  }

  /// The sum of every ledger entry, by currency: zero for each when money is conserved.
  public func ledgerTotals() throws -> [String: Int] {
    try query { db in
      var totals: [String: Int] = [:]
      for row in try Row.fetchAll(
        db, sql: "SELECT currency, SUM(minorUnits) AS total FROM ledgerEntries GROUP BY currency")
      {
        totals[row["currency"]] = row["total"]
      }
      return totals
    }
  }

  private static func payment(intentIdentifier: String, _ db: Database) throws -> StoredPayment? {
    try Columns.first(
      db.cachedStatement(sql: paymentByIntentIdentifier),
      arguments: [intentIdentifier], payment)
  }

  /// The columns `payment` reads, in its order.
  private static let paymentColumns = """
    id, app, kind, contactId, fromAccount, toAccount, minorUnits, currency, note, status,
      intentIdentifier, createdAt
    """
  private static let paymentsOfAnApp =
    "SELECT \(paymentColumns) FROM payments WHERE app = ? ORDER BY rowid"
  private static let paymentByIntentIdentifier =
    "SELECT \(paymentColumns) FROM payments WHERE intentIdentifier = ?"

  /// A payment from a row of `paymentColumns`, read by position: a column found by name is
  /// searched for among all of them each time.
  private static func payment(_ row: Columns) -> StoredPayment {
    StoredPayment(
      id: row[0], app: row[1], kind: PaymentKind(rawValue: row[2]) ?? .send,
      contactId: row[3], fromAccount: row[4], toAccount: row[5],
      amount: CurrencyAmount(minorUnits: row[6], currencyCode: row[7]),
      note: row[8], status: PaymentStatus(rawValue: row[9]) ?? .unknown,
      intentIdentifier: row[10], createdAt: row[11])
  }

  private static func balance(of account: String, _ db: Database) throws -> Int {
    try Int.fetchValue(
      db.cachedStatement(
        sql: "SELECT COALESCE(SUM(minorUnits), 0) FROM ledgerEntries WHERE accountId = ?"),
      arguments: [account]) ?? 0
  }

  /// Writes paymentServices.json. The tables are emptied first: an import replaces them, and
  /// they are added to the tables it clears here rather than in Schema.dataTables, which
  /// migrations of other domains edit too.
  static func insertPaymentServices(_ records: [PaymentServiceRecord], _ db: Database) throws {
    for table in ["payments", "paymentMembers", "paymentServices"] {
      try db.execute(sql: "DELETE FROM \(table)")
    }
    let member = try db.makeStatement(
      sql: "INSERT OR IGNORE INTO paymentMembers (app, contactId) VALUES (?, ?)")
    for service in records {
      try db.execute(
        sql: """
          INSERT INTO paymentServices (app, currencies, defaultCurrency, minimumAmount,
            maximumAmount, inAppApprovalAbove, fundingAccounts, credentialsVerified,
            termsAccepted, eligible)
          VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
          """,
        arguments: [
          service.app, service.currencies.joined(separator: ","), service.currencyByDefault,
          service.minimumAmount, service.maximumAmount, service.inAppApprovalAbove,
          service.namedFundingAccounts.joined(separator: ","), service.isSignedIn,
          service.hasAcceptedTerms, service.isEligible,
        ])
      for contact in service.contactsWithAccounts {
        try Columns.run(member, arguments: [service.app, contact])
      }
    }
  }

  private static func list(_ text: String) -> [String] {
    text.split(separator: ",").map(String.init)
  }
}
