// The payments domain's values: INCurrencyAmount, INPaymentAccount, INAccountType.

/// INCurrencyAmount: an exact decimal amount in a currency, kept as an integer count of the
/// currency's smallest unit, so arithmetic never goes through floating point.
public struct CurrencyAmount: Hashable, Sendable, Codable {
  /// The amount in minor units: 125050 is 1,250.50 when `scale` is 2.
  public var minorUnits: Int
  /// ISO 4217 code: "USD"; nil when the user said none ("send 1,250.50 to Ana") and the app
  /// is to pick its own, as INCurrencyAmount's optional currencyCode allows.
  public var currencyCode: String?

  public init(minorUnits: Int, currencyCode: String?) {
    self.minorUnits = minorUnits
    self.currencyCode = currencyCode
  }

  /// Digits after the decimal point for the currency (ISO 4217 minor units).
  public var scale: Int { Self.scale(of: currencyCode) }

  public static func scale(of currencyCode: String?) -> Int {
    currencyCode.map { zeroDecimalCurrencies.contains($0) } == true ? 0 : 2
  }

  static let zeroDecimalCurrencies: Set<String> = ["JPY", "KRW", "VND", "CLP", "ISK"]

  /// The amount as a plain decimal: "1250.50", "-3.99", "500".
  public var decimalText: String {
    let (whole, fraction) = parts
    return (minorUnits < 0 ? "-" : "") + whole + (fraction.isEmpty ? "" : "." + fraction)
  }

  /// "$1,250.50", "€15.00", "-£3.99", "¥500", "1,000.00 CHF".
  public var formatted: String {
    var (whole, fraction) = parts
    var grouped = ""
    while whole.count > 3 {
      grouped = "," + whole.suffix(3) + grouped
      whole = String(whole.dropLast(3))
    }
    let text = whole + grouped + (fraction.isEmpty ? "" : "." + fraction)
    let sign = minorUnits < 0 ? "-" : ""
    guard let currencyCode else { return sign + text }
    guard let symbol = Self.symbols[currencyCode] else { return "\(sign)\(text) \(currencyCode)" }
    return sign + symbol + text
  }

  /// The digits before and after the decimal point, without sign.
  private var parts: (whole: String, fraction: String) {
    let divisor = UInt((0..<scale).reduce(1) { value, _ in value * 10 })
    let magnitude = minorUnits.magnitude
    let fraction = scale == 0 ? "" : String(magnitude % divisor)
    let padded = String(repeating: "0", count: max(0, scale - fraction.count)) + fraction
    return (String(magnitude / divisor), scale == 0 ? "" : padded)
  }

  static let symbols: [String: String] = ["USD": "$", "EUR": "€", "GBP": "£", "JPY": "¥"]
}

/// INAccountType.
public enum AccountType: String, Hashable, Sendable, Codable, CaseIterable {
  case unknown
  case checking
  case credit
  case debit
  case investment
  case mortgage
  case prepaid
  case saving

  /// The type a request said: "savings" and "saving", "credit card", "chequing".
  public init?(said: String) {
    switch said.lowercased() {
    case "savings", "saving": self = .saving
    case "chequing": self = .checking
    case "credit card": self = .credit
    case "debit card": self = .debit
    case "brokerage": self = .investment
    default: self.init(rawValue: said.lowercased())
    }
  }
}

/// INPaymentAccount: an account as a payments app describes it.
public struct PaymentAccount: Hashable, Sendable, Codable {
  public var nickname: SpeakableString
  /// The last digits, as an app shows them: "••• 4321".
  public var accountNumber: String?
  public var accountType: AccountType
  public var organizationName: SpeakableString?
  public var balance: CurrencyAmount?
  public var identifier: String?

  public init(
    nickname: SpeakableString, accountNumber: String? = nil, accountType: AccountType = .unknown,
    organizationName: SpeakableString? = nil, balance: CurrencyAmount? = nil,
    identifier: String? = nil
  ) {
    self.nickname = nickname
    self.accountNumber = accountNumber
    self.accountType = accountType
    self.organizationName = organizationName
    self.balance = balance
    self.identifier = identifier
  }
}

/// INSearchForAccountsIntentResponseCode.
public enum SearchForAccountsIntentResponseCode: Int, IntentResponseCode {
  case unspecified = 0
  case ready = 1
  case inProgress = 2
  case success = 3
  case failure = 4
  case failureRequiringAppLaunch = 5
  case failureCredentialsUnverified = 6
  case failureAccountNotFound = 7
  case failureTermsAndConditionsAcceptanceRequired = 8
  case failureNotEligible = 9

  public var category: ResponseCategory { Self.commonCategory(rawValue) }
}

extension CurrencyAmount {
  /// Reads a plain decimal ("1250.50", "-3.99", "500") exactly; nil when it is not one or has
  /// more decimals than the currency has minor units.
  public init?(decimal text: String, currencyCode: String?) {
    // Read as bytes: an amount is ASCII digits alone, and the apps read thousands of them
    // (each ride fare and fee of every rides app's terms at every request).
    let scale = Self.scale(of: currencyCode)
    var bytes = text.utf8[...]
    let negative = bytes.first == UInt8(ascii: "-")
    if negative { bytes = bytes.dropFirst() }
    var whole = 0
    var wholeDigits = 0
    var fraction = 0
    var fractionDigits = 0
    var afterPoint = false
    for byte in bytes {
      if byte == UInt8(ascii: "."), !afterPoint {
        afterPoint = true
        continue
      }
      guard byte >= UInt8(ascii: "0"), byte <= UInt8(ascii: "9") else { return nil }
      let digit = Int(byte - UInt8(ascii: "0"))
      if afterPoint {
        fractionDigits += 1
        guard fractionDigits <= scale else { return nil }
        fraction = fraction * 10 + digit
      } else {
        // Bounded before it is multiplied, so it never overflows.
        guard whole <= Int.max / 1_000_000 else { return nil }
        whole = whole * 10 + digit
        wholeDigits += 1
      }
    }
    guard wholeDigits > 0, !afterPoint || fractionDigits > 0, whole <= Int.max / 1_000_000
    else { return nil }
    func tenToThe(_ power: Int) -> Int { (0..<power).reduce(1) { value, _ in value * 10 } }
    let units = whole * tenToThe(scale) + fraction * tenToThe(scale - fractionDigits)
    self.init(minorUnits: negative ? -units : units, currencyCode: currencyCode)
  }
}

/// INPaymentStatus.
public enum PaymentStatus: String, Hashable, Sendable, Codable, CaseIterable {
  case unknown
  case pending
  case completed
  case canceled
  case failed
  case unpaid
}

/// INPaymentRecord: what a send or request payment handler returns.
public struct PaymentRecord: Hashable, Sendable {
  public var identifier: String?
  public var payee: Person?
  public var payer: Person?
  public var currencyAmount: CurrencyAmount?
  public var note: String?
  public var status: PaymentStatus

  public init(
    identifier: String? = nil, payee: Person? = nil, payer: Person? = nil,
    currencyAmount: CurrencyAmount? = nil, note: String? = nil, status: PaymentStatus = .unknown
  ) {
    self.identifier = identifier
    self.payee = payee
    self.payer = payer
    self.currencyAmount = currencyAmount
    self.note = note
    self.status = status
  }
}

/// INSendPaymentIntentResponseCode.
public enum SendPaymentIntentResponseCode: Int, IntentResponseCode {
  case unspecified = 0
  case ready = 1
  case inProgress = 2
  case success = 3
  case failure = 4
  case failureRequiringAppLaunch = 5
  case failureCredentialsUnverified = 6
  case failurePaymentsAmountBelowMinimum = 7
  case failurePaymentsAmountAboveMaximum = 8
  case failurePaymentsCurrencyUnsupported = 9
  case failureInsufficientFunds = 10
  case failureNoBankAccount = 11
  case failureNotEligible = 12
  case failureTermsAndConditionsAcceptanceRequired = 13

  public var category: ResponseCategory { Self.commonCategory(rawValue) }
}

/// INRequestPaymentIntentResponseCode: like sending, without insufficient funds.
public enum RequestPaymentIntentResponseCode: Int, IntentResponseCode {
  case unspecified = 0
  case ready = 1
  case inProgress = 2
  case success = 3
  case failure = 4
  case failureRequiringAppLaunch = 5
  case failureCredentialsUnverified = 6
  case failurePaymentsAmountBelowMinimum = 7
  case failurePaymentsAmountAboveMaximum = 8
  case failurePaymentsCurrencyUnsupported = 9
  case failureNoBankAccount = 10
  case failureNotEligible = 11
  case failureTermsAndConditionsAcceptanceRequired = 12

  public var category: ResponseCategory { Self.commonCategory(rawValue) }
}

/// INTransferMoneyIntentResponseCode.
public enum TransferMoneyIntentResponseCode: Int, IntentResponseCode {
  case unspecified = 0
  case ready = 1
  case inProgress = 2
  case success = 3
  case failure = 4
  case failureRequiringAppLaunch = 5
  case failureCredentialsUnverified = 6
  case failureInsufficientFunds = 7

  public var category: ResponseCategory { Self.commonCategory(rawValue) }
}
