import Foundation
import IntentKit
import Store

/// Siri's payment sheet, which the system offers any app that sells something (a ride, a
/// cancellation fee): the app names the amount, what it is for and the user's account to pay
/// from; the system shows the account as the sheet does and moves the money through the
/// payments ledger, as a purchase from the app. An app never reads another app's accounts: a
/// rides app knows its payments app only through this.
///
/// Each charge or refund is its own change; an app that pays for something it then records
/// makes both one change with `AppDatabase.atomically`.
public struct SystemPayments: Sendable {
  let database: AppDatabase
  let clock: any DeviceClock

  public init(database: AppDatabase, clock: any DeviceClock) {
    self.database = database
    self.clock = clock
  }

  /// A payment the sheet took: its id in the ledger, and whether money moved (a purchase the
  /// account cannot pay is recorded as failed and moves nothing).
  public struct Payment: Hashable, Sendable {
    public var id: String
    public var isCompleted: Bool
  }

  /// How the sheet shows the account: "Checking ending 4821"; nil when there is no such
  /// account.
  public func method(paying account: String) throws -> String? {
    guard let found = try database.paymentAccount(id: account) else { return nil }
    let ending = found.accountNumber.map { " ending \($0)" } ?? ""
    return found.nickname.spokenPhrase + ending
  }

  /// Charges `amount` to the user's `account` for `merchant`'s purchase (`note` says of what).
  /// A second charge under the same intent identifier returns the first, so a repeated handle
  /// pays once; one that was for another amount is an app's bug and throws.
  public func charge(
    _ amount: CurrencyAmount, from account: String, merchant: String, note: String,
    intentIdentifier: String? = nil
  ) throws -> Payment {
    let payment = try database.record(
      .purchase(
        app: try paymentsApp(owning: account, merchant: merchant), from: account, amount: amount,
        note: note, intentIdentifier: intentIdentifier), at: clock.now)
    guard payment.kind == .purchase, payment.amount == amount else {
      throw PaymentSheetError(
        description: "intent \(intentIdentifier ?? "") already paid for something else")
    }
    return Payment(id: payment.id, isCompleted: payment.status == .completed)
  }

  /// Gives `amount` back into the user's `account`, for `merchant` (`note` says why).
  public func refund(
    _ amount: CurrencyAmount, into account: String, merchant: String, note: String
  ) throws -> Payment {
    let payment = try database.record(
      .refund(
        app: try paymentsApp(owning: account, merchant: merchant), into: account,
        amount: amount, note: note, intentIdentifier: nil), at: clock.now)
    return Payment(id: payment.id, isCompleted: payment.status == .completed)
  }

  private func paymentsApp(owning account: String, merchant: String) throws -> String {
    guard let app = try database.paymentsApp(owningAccount: account) else {
      throw PaymentSheetError(description: "\(merchant) pays from \(account), which is no account")
    }
    return app
  }
}

/// A charge the sheet refuses because it could never be right (an app's bug, not the user's
/// situation): an account that does not exist, an intent paid before for something else.
public struct PaymentSheetError: Error, Equatable, CustomStringConvertible {
  public var description: String
}
