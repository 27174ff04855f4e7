import AppSupport
import IntentKit
import Store

/// A payments app's terms (paymentServices.json): currencies, limits, funding accounts and the
/// user's standing with it.
struct PaymentService: Hashable, Sendable {
  var app: String
  var currencies: [String]
  var defaultCurrency: String
  /// Decimal strings, read in whichever currency a payment is in.
  var minimumAmount: String?
  var maximumAmount: String?
  var inAppApprovalAbove: String?
  var fundingAccounts: [String]
  var credentialsVerified: Bool
  var termsAccepted: Bool
  var eligible: Bool

  /// The terms of an app with no record: balances and transfers only, in good standing.
  init(app: String) {
    self.app = app
    currencies = []
    defaultCurrency = "USD"
    fundingAccounts = []
    credentialsVerified = true
    termsAccepted = true
    eligible = true
  }

  init(_ record: PaymentServiceRecord) {
    app = record.app
    currencies = record.currencies
    defaultCurrency = record.currencyByDefault
    minimumAmount = record.minimumAmount
    maximumAmount = record.maximumAmount
    inAppApprovalAbove = record.inAppApprovalAbove
    fundingAccounts = record.namedFundingAccounts
    credentialsVerified = record.isSignedIn
    termsAccepted = record.hasAcceptedTerms
    eligible = record.isEligible
  }

  func supports(_ currency: String) -> Bool { currencies.contains(currency) }

  /// The least one payment in `currency` may be: the minimum, or one minor unit.
  func minimum(in currency: String) -> CurrencyAmount {
    minimumAmount.flatMap { CurrencyAmount(decimal: $0, currencyCode: currency) }
      ?? CurrencyAmount(minorUnits: 1, currencyCode: currency)
  }

  /// The most one payment in `currency` may be; nil for no limit.
  func maximum(in currency: String) -> CurrencyAmount? {
    maximumAmount.flatMap { CurrencyAmount(decimal: $0, currencyCode: currency) }
  }

  /// Above this, a send needs the user's approval in the app; nil for never.
  func approvalLimit(in currency: String) -> CurrencyAmount? {
    inAppApprovalAbove.flatMap { CurrencyAmount(decimal: $0, currencyCode: currency) }
  }

  /// The account payments in `currency` leave from and arrive in: the funding account named
  /// for it, else the first account in it that is not a credit card; nil when there is none.
  func fundingAccount(in currency: String, among accounts: [PaymentAccount])
    -> PaymentAccount?
  {
    let inCurrency = accounts.filter { $0.balance?.currencyCode == currency }
    if let named = inCurrency.first(where: { fundingAccounts.contains($0.identifier ?? "") }) {
      return named
    }
    return inCurrency.first { $0.accountType != .credit }
  }
}
