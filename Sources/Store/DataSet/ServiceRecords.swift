import IntentKit

/// One entry of `paymentServices.json`: what a payments app (UnicornPay) allows, whom it can
/// pay, and where its user stands with it. Amounts are decimal strings, read exactly in each
/// currency ("1.00" is $1.00 and €1.00): there are no exchange rates to convert with.
public struct PaymentServiceRecord: Codable, Sendable, Equatable {
  public var app: String
  /// ISO 4217 codes the app sends and requests money in.
  public var currencies: [String]
  /// The currency of an amount said without one; the first of `currencies` when absent.
  public var defaultCurrency: String?
  /// The least one payment may be; any amount above zero when absent.
  public var minimumAmount: String?
  /// The most one payment may be; no limit when absent.
  public var maximumAmount: String?
  /// Sending more than this needs the user's approval in the app (failureRequiringAppLaunch);
  /// never when absent.
  public var inAppApprovalAbove: String?
  /// The contacts (ids in contacts.json) who have an account with the app: only they can be
  /// paid or asked for money.
  public var contactsWithAccounts: [String]
  /// The accounts (ids in accounts.json) payments are sent from and received into, at most one
  /// per currency. Absent: the app's first account in the currency that is not a credit card.
  public var fundingAccounts: [String]?
  /// false: the user has not signed in to the app (failureCredentialsUnverified).
  public var credentialsVerified: Bool?
  /// false: the app's terms and conditions wait to be accepted.
  public var termsAccepted: Bool?
  /// false: the user's account may not send or request money (failureNotEligible).
  public var eligible: Bool?

  public init(
    app: String, currencies: [String], defaultCurrency: String? = nil,
    minimumAmount: String? = nil, maximumAmount: String? = nil,
    inAppApprovalAbove: String? = nil, contactsWithAccounts: [String] = [],
    fundingAccounts: [String]? = nil, credentialsVerified: Bool? = nil,
    termsAccepted: Bool? = nil, eligible: Bool? = nil
  ) {
    self.app = app
    self.currencies = currencies
    self.defaultCurrency = defaultCurrency
    self.minimumAmount = minimumAmount
    self.maximumAmount = maximumAmount
    self.inAppApprovalAbove = inAppApprovalAbove
    self.contactsWithAccounts = contactsWithAccounts
    self.fundingAccounts = fundingAccounts
    self.credentialsVerified = credentialsVerified
    self.termsAccepted = termsAccepted
    self.eligible = eligible
  }
}

extension PaymentServiceRecord {
  /// What the record means where it says nothing: the first currency (USD with none) is the
  /// default, funding accounts are none named, and the user stands well with the app.
  public var currencyByDefault: String { defaultCurrency ?? currencies.first ?? "USD" }
  public var namedFundingAccounts: [String] { fundingAccounts ?? [] }
  public var isSignedIn: Bool { credentialsVerified ?? true }
  public var hasAcceptedTerms: Bool { termsAccepted ?? true }
  public var isEligible: Bool { eligible ?? true }
}

/// One entry of `cars.json`: a vehicle a car app (UnicornCar) locks and unlocks.
public struct CarRecord: Codable, Sendable, Equatable {
  public var id: String
  public var app: String
  /// What the user calls it ("Model 3", "Rosie"); the app teaches Siri it as carName.
  public var name: String
  public var pronunciationHint: String?
  /// "car", "truck", ...: the word a request may use instead of the name ("lock my truck").
  public var kind: String
  public var locked: Bool

  public init(
    id: String, app: String, name: String, pronunciationHint: String? = nil, kind: String,
    locked: Bool
  ) {
    self.id = id
    self.app = app
    self.name = name
    self.pronunciationHint = pronunciationHint
    self.kind = kind
    self.locked = locked
  }
}
