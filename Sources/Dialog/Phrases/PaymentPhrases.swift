import IntentKit

/// What Siri says while sending money to someone or asking them for it (INSendPaymentIntent,
/// INRequestPaymentIntent). Siri confirms every payment with the payee, amount and note.
public struct PaymentPhrases: IntentPhrases {
  public init() {}

  public func needsValue(_ parameter: String, in intent: Intent) -> String {
    let person = personName(intent)
    switch (intent.name, parameter) {
    case (.sendPayment, SendPaymentIntent.payee.name): return "Who do you want to pay?"
    case (.requestPayment, RequestPaymentIntent.payer.name):
      return "Who do you want to request money from?"
    case (.sendPayment, SendPaymentIntent.currencyAmount.name):
      return person.map { "How much do you want to send to \($0)?" } ?? "How much?"
    case (.requestPayment, RequestPaymentIntent.currencyAmount.name):
      return person.map { "How much do you want to request from \($0)?" } ?? "How much?"
    case (.sendPayment, SendPaymentIntent.note.name),
      (.requestPayment, RequestPaymentIntent.note.name):
      return "What's it for?"
    default: return GenericPhrases.needsValue(parameter)
    }
  }

  public func unsupported(
    _ parameter: String, value: IntentValue?, reason: UnsupportedReason?, in intent: Intent
  ) -> String {
    let app = intent.app ?? "the app"
    switch parameter {
    case SendPaymentIntent.payee.name, RequestPaymentIntent.payer.name:
      return personUnsupported(value?.person, reason: reason, in: intent)
    case Self.amountParameter(intent).name:
      let verb = intent.name == .requestPayment ? "request" : "send"
      switch reason.flatMap({ PaymentCurrencyAmountUnsupportedReason(rawValue: $0.rawValue) }) {
      case .paymentsAmountBelowMinimum?:
        if let said = value?.currencyAmount, said.minorUnits <= 0 {
          return MoneyWords.notPositive(said, verb: verb)
        }
        return MoneyWords.belowMinimum(reason?.detail?.currencyAmount, app: app, intent: intent)
      case .paymentsAmountAboveMaximum?:
        return MoneyWords.aboveMaximum(reason?.detail?.currencyAmount, app: app, verb: verb)
      case .paymentsCurrencyUnsupported?:
        return MoneyWords.currencyUnsupported(value?.currencyAmount?.currencyCode, app: app)
      case nil:
        return MoneyWords.unreadable(value, app: app, verb: verb)
      }
    default: return GenericPhrases.unsupported(value: value, app: intent.app)
    }
  }

  /// A payee or payer who cannot be paid or asked, by the reason the app gave.
  private func personUnsupported(_ person: Person?, reason: UnsupportedReason?, in intent: Intent)
    -> String
  {
    let app = intent.app ?? "the app"
    let name = person.map { $0.contactIdentifier == nil ? $0.spokenPhrase : $0.displayName }
    guard let reason, let name else {
      return name.map { "Sorry, I couldn't find \($0) in your contacts." }
        ?? "Sorry, I couldn't find them in your contacts."
    }
    switch reason.name {
    case "noAccount": return "\(name) doesn't have \(MoneyWords.article(app)) \(app) account."
    case "credentialsUnverified": return "You need to sign in to \(app) first."
    case "insufficientFunds": return "You don't have enough money in \(app) to pay \(name)."
    case "noValidHandle": return "\(app) can't find an account for \(name)."
    default: return "Sorry, \(app) can't use \(name)."
    }
  }

  public func confirmIntent(_ intent: Intent) -> String {
    let amount = intent.said(Self.amountParameter(intent))?.spokenText ?? "the money"
    let person = personName(intent) ?? "them"
    let app = intent.app.map { " with \($0)" } ?? ""
    if intent.name == .requestPayment {
      return "Request \(amount) from \(person)\(forNote(intent))\(app)?"
    }
    return "Send \(amount) to \(person)\(forNote(intent))\(app)?"
  }

  public func declined(_ intent: Intent) -> String {
    intent.name == .requestPayment ? "OK, I won't request it." : "OK, I won't send it."
  }

  public func authenticationReason(_ intent: Intent) -> String {
    let amount = intent.said(Self.amountParameter(intent))?.spokenText ?? "money"
    let verb = intent.name == .requestPayment ? "request" : "send"
    return "\(intent.app ?? "The app") needs your passcode to \(verb) \(amount)."
  }

  public func response(_ response: IntentResponse, in intent: Intent) -> String {
    intent.name == .requestPayment
      ? requestResponse(response, in: intent) : sendResponse(response, in: intent)
  }

  private func sendResponse(_ response: IntentResponse, in intent: Intent) -> String {
    let app = intent.app ?? "the app"
    let amount = self.amount(response, intent)
    let payee = personName(intent) ?? "them"
    switch SendPaymentIntentResponseCode(rawValue: response.code.rawValue) {
    case .success?:
      return
        "Sent \(amount) to \(payee)\(forNote(intent)). Your new balance is available in \(app)."
    case .inProgress?: return "\(app) is sending \(amount) to \(payee)."
    case .failureCredentialsUnverified?:
      return "You need to sign in to \(app) before I can send money."
    case .failurePaymentsAmountBelowMinimum?:
      return MoneyWords.belowMinimum(
        response[PaymentOutput.minimumAmount], app: app, intent: intent)
    case .failurePaymentsAmountAboveMaximum?:
      return MoneyWords.aboveMaximum(
        response[PaymentOutput.maximumAmount], app: app, verb: "send")
    case .failurePaymentsCurrencyUnsupported?:
      return MoneyWords.currencyUnsupported(currency(intent), app: app)
    case .failureInsufficientFunds?:
      guard let account = response[PaymentOutput.account], let balance = account.balance else {
        return "You don't have enough money in \(app) to send \(amount)."
      }
      return
        "\(account.nickname.spokenPhrase) has only \(balance.formatted), not enough to send \(amount)."
    case .failureNoBankAccount?:
      return
        "You don't have \(MoneyWords.accountIn(currency(intent), app: app)) to send \(amount) from."
    case .failureNotEligible?: return "Sorry, your \(app) account can't send money."
    case .failureTermsAndConditionsAcceptanceRequired?: return MoneyWords.acceptTerms(app)
    case .failureRequiringAppLaunch?:
      guard let limit = response[PaymentOutput.approvalLimit] else {
        return "You'll need to continue in \(app)."
      }
      return
        "Payments over \(limit.formatted) need your approval in \(app). Continue there to send \(amount) to \(payee)."
    case .failure?: return "Sorry, \(app) couldn't send the money."
    case .ready?, .unspecified?, nil: return GenericPhrases.response(response, app: intent.app)
    }
  }

  private func requestResponse(_ response: IntentResponse, in intent: Intent) -> String {
    let app = intent.app ?? "the app"
    let amount = self.amount(response, intent)
    let payer = personName(intent) ?? "them"
    switch RequestPaymentIntentResponseCode(rawValue: response.code.rawValue) {
    case .success?: return "Requested \(amount) from \(payer)\(forNote(intent))."
    case .inProgress?: return "\(app) is requesting \(amount) from \(payer)."
    case .failureCredentialsUnverified?:
      return "You need to sign in to \(app) before I can request money."
    case .failurePaymentsAmountBelowMinimum?:
      return MoneyWords.belowMinimum(
        response[PaymentOutput.minimumAmount], app: app, intent: intent)
    case .failurePaymentsAmountAboveMaximum?:
      return MoneyWords.aboveMaximum(
        response[PaymentOutput.maximumAmount], app: app, verb: "request")
    case .failurePaymentsCurrencyUnsupported?:
      return MoneyWords.currencyUnsupported(currency(intent), app: app)
    case .failureNoBankAccount?:
      return
        "You don't have \(MoneyWords.accountIn(currency(intent), app: app)) for \(amount) to arrive in."
    case .failureNotEligible?: return "Sorry, your \(app) account can't request money."
    case .failureTermsAndConditionsAcceptanceRequired?: return MoneyWords.acceptTerms(app)
    case .failureRequiringAppLaunch?: return "You'll need to continue in \(app)."
    case .failure?: return "Sorry, \(app) couldn't request the money."
    case .ready?, .unspecified?, nil: return GenericPhrases.response(response, app: intent.app)
    }
  }

  // MARK: - Words

  /// The payee or payer by name, once known.
  private func personName(_ intent: Intent) -> String? {
    let parameter =
      intent.name == .requestPayment ? RequestPaymentIntent.payer : SendPaymentIntent.payee
    guard let person = intent[parameter] else { return nil }
    let name = person.contactIdentifier == nil ? person.spokenPhrase : person.displayName
    return name.allSatisfy(\.isWhitespace) ? nil : name
  }

  /// " for lunch", or nothing without a note.
  private func forNote(_ intent: Intent) -> String {
    let parameter =
      intent.name == .requestPayment ? RequestPaymentIntent.note : SendPaymentIntent.note
    guard let note = intent.said(parameter)?.spokenText,
      !note.allSatisfy(\.isWhitespace)
    else { return "" }
    return " for \(note)"
  }

  /// The amount the payment record says, else the one the intent carries.
  private func amount(_ response: IntentResponse, _ intent: Intent) -> String {
    if let amount = response[PaymentOutput.paymentRecord]?.currencyAmount {
      return amount.formatted
    }
    return intent.said(Self.amountParameter(intent))?.spokenText ?? "the money"
  }

  private func currency(_ intent: Intent) -> String? {
    intent[Self.amountParameter(intent)]?.currencyCode
  }

  /// The amount sent or requested.
  private static func amountParameter(_ intent: Intent) -> IntentParameter<CurrencyAmount> {
    intent.name == .requestPayment
      ? RequestPaymentIntent.currencyAmount : SendPaymentIntent.currencyAmount
  }
}

/// Sentences about amounts and currencies that sending, requesting and transferring share.
enum MoneyWords {
  /// "You can't send a negative amount.": said before any limit, which would be beside the point.
  static func notPositive(_ amount: CurrencyAmount, verb: String) -> String {
    amount.minorUnits < 0
      ? "You can't \(verb) a negative amount."
      : "You can't \(verb) nothing: say an amount above zero."
  }

  /// "UnicornPay payments start at $1.00."
  static func belowMinimum(_ minimum: CurrencyAmount?, app: String, intent: Intent) -> String {
    let kind = intent.name == .requestPayment ? "requests" : "payments"
    guard let minimum else { return "That's less than \(app) allows." }
    return "\(app) \(kind) start at \(minimum.formatted)."
  }

  /// "UnicornPay can send at most $2,500.00 at a time."
  static func aboveMaximum(_ maximum: CurrencyAmount?, app: String, verb: String) -> String {
    guard let maximum else { return "That's more than \(app) can \(verb) at a time." }
    return "\(app) can \(verb) at most \(maximum.formatted) at a time."
  }

  /// "UnicornPay doesn't handle Swiss francs."
  static func currencyUnsupported(_ code: String?, app: String) -> String {
    guard let code else { return "\(app) doesn't handle that currency." }
    return "\(app) doesn't handle \(currencyName(code))."
  }

  /// What was said could not be an amount: the words themselves, or an amount with more
  /// decimals than its currency has.
  static func unreadable(_ value: IntentValue?, app: String, verb: String) -> String {
    switch value {
    case .currencyAmount(let amount)?:
      return "Sorry, \(app) can't \(verb) \(amount.formatted)."
    case let value? where !value.spokenText.allSatisfy(\.isWhitespace):
      return "Sorry, I couldn't read \"\(value.spokenText)\" as an amount."
    default:
      return "Sorry, I couldn't read that as an amount."
    }
  }

  /// "a UnicornPay account in British pounds".
  static func accountIn(_ code: String?, app: String) -> String {
    "\(article(app)) \(app) account in \(code.map(currencyName) ?? "that currency")"
  }

  /// "an" before a name that starts with a vowel sound as far as its letter tells ("an Ovo
  /// account"); a leading U mostly sounds "you" in names ("a UnicornPay account").
  static func article(_ name: String) -> String {
    "aeioAEIO".contains(name.first ?? "x") ? "an" : "a"
  }

  static func acceptTerms(_ app: String) -> String {
    "You need to accept \(app)'s terms and conditions in the app first."
  }

  /// The currency in words, plural, for the common ones; otherwise its ISO code.
  static func currencyName(_ code: String) -> String {
    names[code] ?? code
  }

  private static let names: [String: String] = [
    "USD": "US dollars", "EUR": "euros", "GBP": "British pounds", "JPY": "Japanese yen",
    "CHF": "Swiss francs", "CAD": "Canadian dollars", "AUD": "Australian dollars",
    "NZD": "New Zealand dollars", "MXN": "Mexican pesos", "CNY": "Chinese yuan",
    "INR": "Indian rupees", "SEK": "Swedish kronor", "NOK": "Norwegian kroner",
    "DKK": "Danish kroner", "PLN": "Polish zloty", "BRL": "Brazilian reais",
    "ZAR": "South African rand", "HKD": "Hong Kong dollars", "SGD": "Singapore dollars",
    "KRW": "South Korean won", "TRY": "Turkish lira", "CZK": "Czech koruna",
  ]
}
