import AppSupport
import Foundation
import IntentKit
import Store

/// A payments app (UnicornPay, and any other of kind "payments" in the data set): accounts
/// whose balances come from a double-entry ledger in the state database, payments to and
/// requests from the contacts who have an account with it, and transfers between the user's
/// own accounts, within the limits its paymentServices.json record sets.
public struct PaymentsApp: SiriApp {
  public static let kind = "payments"
  public static let intents: Set<IntentName> = [
    .searchForAccounts, .sendPayment, .requestPayment, .transferMoney,
  ]

  public let name: String
  let database: AppDatabase
  let clock: any DeviceClock
  /// Payees and payers are found as messaging finds recipients, but known by contact: the app
  /// pays a person's account, not one of their numbers.
  let contacts: ContactResolver

  static let nicknames = TitleMatcher(kind: "account")

  public init(name: String, database: AppDatabase, clock: any DeviceClock) {
    self.name = name
    self.database = database
    self.clock = clock
    contacts = ContactResolver(database: database, usableHandles: [], requiresHandle: false)
  }

  public init(record: AppRecord, database: AppDatabase, clock: any DeviceClock) {
    self.init(name: record.name, database: database, clock: clock)
  }

  /// The handler for each intent the app implements.
  public var handlers: [IntentName: any IntentHandler] {
    [
      .searchForAccounts: SearchForAccountsHandler(app: self).erased,
      .sendPayment: SendPaymentHandler(app: self).erased,
      .requestPayment: RequestPaymentHandler(app: self).erased,
      .transferMoney: TransferMoneyHandler(app: self).erased,
    ]
  }

  /// As the app's INVocabulary call: account nicknames with their pronunciation hints and
  /// identifiers, as paymentsAccountNickname terms, so "nest egg" reaches NestEgg by its id.
  public func registerVocabulary() throws {
    try database.setVocabulary(
      database.paymentAccounts(app: name).map(\.nickname), of: .paymentsAccountNickname,
      owner: name)
  }

  /// The app's terms; an app without a paymentServices.json record only shows balances and
  /// moves money between accounts, so it gets the defaults.
  func service() throws -> PaymentService {
    try database.paymentService(app: name, members: false).map(PaymentService.init)
      ?? PaymentService(app: name)
  }

  // MARK: - Accounts

  /// An account said by nickname: by the identifier Siri handed over, else by title as lists
  /// are found; several matches are disambiguated (each shows its type and last digits). When
  /// no nickname matches, the account type said ("my savings") picks the accounts of that type;
  /// `none` when that finds nothing either.
  func resolveAccount(
    _ said: IntentValue, none: ResolutionResult<PaymentAccount> = .noMatch
  ) throws -> ResolutionResult<PaymentAccount> {
    let spoken =
      said.paymentAccount?.nickname ?? said.speakable
      ?? SpeakableString(spokenPhrase: said.spokenText)
    let accounts = try database.paymentAccounts(app: name)
    let byType = accounts.filter {
      said.paymentAccount.map(\.accountType).map { $0 != .unknown } == true
        && $0.accountType == said.paymentAccount?.accountType
    }
    let fallback: ResolutionResult<PaymentAccount>
    switch byType.count {
    case 0: fallback = none
    case 1: fallback = .success(byType[0])
    default: fallback = .disambiguation(byType)
    }
    return Self.nicknames.resolve(
      spoken, identifier: said.paymentAccount?.identifier, among: accounts,
      title: \.nickname.spokenPhrase, id: \.identifier, value: { $0 }, none: fallback)
  }

  /// The app's account with this identifier, with its balance now.
  func account(id: String?) throws -> PaymentAccount? {
    guard let id else { return nil }
    return try database.paymentAccount(id: id, app: name)
  }

  // MARK: - People

  /// A payee or payer: found as messaging finds a recipient (one implementation), then kept
  /// only if they have an account with the app; `noAccount` is the reason when they have not.
  /// As Apple asks of siriMatches, the people the app cannot pay are dropped before asking:
  /// "Which John?" offers only the Johns with an account, and one left needs no question.
  func resolvePerson(_ value: IntentValue?, noAccount: UnsupportedReason) throws
    -> ResolutionResult<Person>
  {
    guard let value, !value.spokenText.allSatisfy(\.isWhitespace) else { return .needsValue }
    let said = value.person ?? .spoken(value.spokenText)
    switch try contacts.resolve(said) {
    case .success(let person):
      guard try hasAccount(person) else { return .unsupported(noAccount) }
      return .success(person)
    case .confirmationRequired(let person?, let reason):
      guard try hasAccount(person) else { return .unsupported(noAccount) }
      return .confirmationRequired(person, reason: reason)
    case .disambiguation(let people):
      let payable = try people.filter(hasAccount)
      switch payable.count {
      case 0: return .unsupported(noAccount)
      case 1: return .success(payable[0])
      default: return .disambiguation(payable)
      }
    case .unsupported:
      // Nobody by that name: the dialog says it found no one.
      return .noMatch
    case let other:
      return other
    }
  }

  /// Whether the person is a contact with an account with the app.
  private func hasAccount(_ person: Person) throws -> Bool {
    guard let id = person.contactIdentifier else { return false }
    return try database.hasPaymentAccount(app: name, contact: id)
  }

  // MARK: - Amounts

  /// How an amount said for a payment compares with what the app allows.
  enum AmountCheck: Equatable {
    /// Within the limits, the currency filled in when none was said.
    case allowed(CurrencyAmount)
    /// Words that are not an exact amount, or an amount that cannot be one in the currency.
    case unreadable
    case currencyUnsupported(String)
    case belowMinimum(CurrencyAmount)
    case aboveMaximum(CurrencyAmount)
  }

  func checkAmount(_ value: IntentValue, _ service: PaymentService) -> AmountCheck {
    guard let said = value.currencyAmount,
      let amount = Self.filled(said, currency: service.defaultCurrency)
    else { return .unreadable }
    let currency = amount.currencyCode ?? service.defaultCurrency
    guard service.supports(currency) else { return .currencyUnsupported(currency) }
    let minimum = service.minimum(in: currency)
    if amount.minorUnits < minimum.minorUnits { return .belowMinimum(minimum) }
    if let maximum = service.maximum(in: currency), amount.minorUnits > maximum.minorUnits {
      return .aboveMaximum(maximum)
    }
    return .allowed(amount)
  }

  /// Resolves a send's or request's amount: needsValue when none was said, unsupported with
  /// the reason and the limit broken, else the amount in its currency.
  func resolveAmount(_ value: IntentValue?) throws -> ResolutionResult<CurrencyAmount> {
    guard let value else { return .needsValue }
    let service = try service()
    typealias Reason = PaymentCurrencyAmountUnsupportedReason
    switch checkAmount(value, service) {
    case .allowed(let amount): return .success(amount)
    case .unreadable: return .unreadable
    case .currencyUnsupported: return .unsupported(forReason: Reason.paymentsCurrencyUnsupported)
    case .belowMinimum(let minimum):
      return .unsupported(
        forReason: Reason.paymentsAmountBelowMinimum, detail: .currencyAmount(minimum))
    case .aboveMaximum(let maximum):
      return .unsupported(
        forReason: Reason.paymentsAmountAboveMaximum, detail: .currencyAmount(maximum))
    }
  }

  /// An amount said without a currency, in `currency`: the same value at that currency's
  /// scale ("25" is ¥25, not ¥2,500), or nil when it has more decimals than the currency.
  static func filled(_ amount: CurrencyAmount, currency: String) -> CurrencyAmount? {
    guard amount.currencyCode == nil else { return amount }
    var filled = CurrencyAmount(minorUnits: amount.minorUnits, currencyCode: currency)
    let from = amount.scale
    let to = filled.scale
    let factor = (0..<abs(to - from)).reduce(1) { value, _ in value * 10 }
    if to >= from {
      let (scaled, overflow) = amount.minorUnits.multipliedReportingOverflow(by: factor)
      guard !overflow else { return nil }
      filled.minorUnits = scaled
    } else {
      guard amount.minorUnits % factor == 0 else { return nil }
      filled.minorUnits = amount.minorUnits / factor
    }
    return filled
  }

  /// A note is optional; blank is none.
  static func resolveNote(_ value: IntentValue?) -> ResolutionResult<String> {
    note(value).map { .success($0) } ?? .notRequired
  }

  /// A note as the intent carries it once resolved.
  static func note(_ value: IntentValue?) -> String? {
    let text = value?.spokenText.trimmingCharacters(in: .whitespacesAndNewlines) ?? ""
    return text.isEmpty ? nil : text
  }

  // MARK: - Standing

  /// What keeps the user from paying anyone, whatever the payment: not signed in, terms not
  /// accepted, not allowed to.
  enum Obstacle: Equatable {
    case credentialsUnverified
    case termsNotAccepted
    case notEligible
  }

  /// The first obstacle to sending or requesting money, if any. Transfers between the user's
  /// own accounts ask only about credentials and terms (`eligible` is about paying people).
  static func obstacle(_ service: PaymentService, payingPeople: Bool = true) -> Obstacle? {
    if !service.credentialsVerified { return .credentialsUnverified }
    if !service.termsAccepted { return .termsNotAccepted }
    if payingPeople, !service.eligible { return .notEligible }
    return nil
  }

  // MARK: - Checking a payment to or from a person

  /// Why a send or request cannot go through, as both intents' response codes have it.
  enum Refusal: Equatable {
    /// Values the dialog should have resolved are missing or unusable.
    case failure
    case obstacle(Obstacle)
    case currencyUnsupported
    case belowMinimum(CurrencyAmount)
    case aboveMaximum(CurrencyAmount)
    /// No account in the payment's currency to pay from or into.
    case noBankAccount

    /// The refusal as either intent answers it: their codes share these names.
    func response<Code: PersonPaymentResponseCode>() -> TypedIntentResponse<Code> {
      switch self {
      case .failure: return TypedIntentResponse(code: .failure)
      case .obstacle(.credentialsUnverified):
        return TypedIntentResponse(code: .failureCredentialsUnverified)
      case .obstacle(.termsNotAccepted):
        return TypedIntentResponse(code: .failureTermsAndConditionsAcceptanceRequired)
      case .obstacle(.notEligible): return TypedIntentResponse(code: .failureNotEligible)
      case .currencyUnsupported:
        return TypedIntentResponse(code: .failurePaymentsCurrencyUnsupported)
      case .belowMinimum(let minimum):
        return TypedIntentResponse(
          code: .failurePaymentsAmountBelowMinimum,
          output: [OutputField(PaymentOutput.minimumAmount, minimum)])
      case .aboveMaximum(let maximum):
        return TypedIntentResponse(
          code: .failurePaymentsAmountAboveMaximum,
          output: [OutputField(PaymentOutput.maximumAmount, maximum)])
      case .noBankAccount: return TypedIntentResponse(code: .failureNoBankAccount)
      }
    }
  }

  /// A send or request that passed the checks both share.
  struct PersonPayment {
    var contact: String
    var amount: CurrencyAmount
    /// The user's account in the payment's currency.
    var account: PaymentAccount
    var service: PaymentService
  }

  /// Checks a payment to or from the person in `parameter` against the app's terms: the
  /// person has an account, the user may pay, the amount is within the limits, and the user
  /// has an account in its currency. Confirm and handle both ask, as the values may have
  /// changed in between or handle may come without confirm.
  func checkPersonPayment(
    _ intent: Intent, person: IntentParameter<Person>, amount: IntentParameter<CurrencyAmount>
  ) throws -> Checked<PersonPayment> {
    guard let contact = intent[person]?.contactIdentifier, let said = intent.said(amount) else {
      return .refused(.failure)
    }
    let service = try service()
    guard try database.hasPaymentAccount(app: name, contact: contact) else {
      return .refused(.failure)
    }
    if let obstacle = Self.obstacle(service) { return .refused(.obstacle(obstacle)) }
    let amount: CurrencyAmount
    switch checkAmount(said, service) {
    case .allowed(let allowed): amount = allowed
    case .unreadable: return .refused(.failure)
    case .currencyUnsupported: return .refused(.currencyUnsupported)
    case .belowMinimum(let minimum): return .refused(.belowMinimum(minimum))
    case .aboveMaximum(let maximum): return .refused(.aboveMaximum(maximum))
    }
    guard
      let account = service.fundingAccount(
        in: amount.currencyCode ?? service.defaultCurrency,
        among: try database.paymentAccounts(app: name))
    else { return .refused(.noBankAccount) }
    return .ready(
      PersonPayment(contact: contact, amount: amount, account: account, service: service))
  }

  enum Checked<Value> {
    case refused(Refusal)
    case ready(Value)
  }

  // MARK: - Recording

  /// Records a payment; a database error is thrown, never answered as a domain result.
  func record(_ order: PaymentOrder) throws -> StoredPayment {
    try database.record(order, at: clock.now)
  }

  /// The payment an earlier handle of this intent recorded, so a repeated handle answers as
  /// the first did instead of checking again against balances it already changed.
  func recorded(_ intent: Intent) throws -> StoredPayment? {
    guard let identifier = intent.identifier else { return nil }
    return try database.payment(intentIdentifier: identifier)
  }
}

/// Why a transfer account cannot be used. INTransferMoneyIntent's account results have no
/// reason enum; like a custom intent's unsupported reasons (iOS 13), these are the app's own,
/// and the dialog names them.
public enum TransferAccountUnsupportedReason: Int, ResolutionReason {
  /// Money does not come out of a credit card by transfer.
  case creditAccount = 1
  /// The account the money comes from.
  case sameAccount = 2
  /// In another currency than the account the money comes from.
  case currencyMismatch = 3
}

/// Why a transfer amount cannot be used (INPaymentAmountResolutionResult has no reasons).
public enum TransferAmountUnsupportedReason: Int, ResolutionReason {
  case amountNotPositive = 1
  /// Not in the currency of the account the money comes from.
  case currencyMismatch = 2
  /// More than the credit card it pays owes (the detail is the card, with its balance).
  case moreThanOwed = 3
}

/// The response codes sending and requesting money share by name (their raw values differ):
/// what `Refusal.response()` answers either intent with.
protocol PersonPaymentResponseCode: IntentResponseCode {
  static var failure: Self { get }
  static var failureCredentialsUnverified: Self { get }
  static var failureTermsAndConditionsAcceptanceRequired: Self { get }
  static var failureNotEligible: Self { get }
  static var failurePaymentsCurrencyUnsupported: Self { get }
  static var failurePaymentsAmountBelowMinimum: Self { get }
  static var failurePaymentsAmountAboveMaximum: Self { get }
  static var failureNoBankAccount: Self { get }
}

extension SendPaymentIntentResponseCode: PersonPaymentResponseCode {}
extension RequestPaymentIntentResponseCode: PersonPaymentResponseCode {}
