import IntentKit

/// What Siri says while moving money between the user's own accounts (INTransferMoneyIntent).
public struct TransferMoneyPhrases: IntentPhrases {
  public init() {}

  public func needsValue(_ parameter: String, in intent: Intent) -> String {
    switch parameter {
    case TransferMoneyIntent.fromAccount.name:
      return "Which account do you want to move money from?"
    case TransferMoneyIntent.toAccount.name: return "Which account do you want to move money to?"
    case TransferMoneyIntent.transactionAmount.name:
      guard let from = account(intent, TransferMoneyIntent.fromAccount),
        let to = account(intent, TransferMoneyIntent.toAccount)
      else {
        return "How much do you want to move?"
      }
      return "How much do you want to move from \(from) to \(to)?"
    case TransferMoneyIntent.transactionNote.name: return "What's it for?"
    default: return GenericPhrases.needsValue(parameter)
    }
  }

  public func disambiguation(
    _ parameter: String, current: IntentValue?, options: [IntentValue], in intent: Intent
  ) -> String {
    SearchForAccountsPhrases().disambiguation(
      parameter, current: current, options: options, in: intent)
  }

  public func label(for option: IntentValue, among options: [IntentValue]) -> ChoiceLabel {
    SearchForAccountsPhrases().label(for: option, among: options)
  }

  public func unsupported(
    _ parameter: String, value: IntentValue?, reason: UnsupportedReason?, in intent: Intent
  ) -> String {
    let app = intent.app ?? "the app"
    // The account the reason is about, as the app found it; else what was said.
    let named = reason?.detail?.paymentAccount ?? value?.paymentAccount
    let name = named?.nickname.spokenPhrase ?? value?.spokenText ?? ""
    let from = intent[TransferMoneyIntent.fromAccount]
    switch (parameter, reason?.name) {
    case (TransferMoneyIntent.fromAccount.name, "creditAccount"?),
      (TransferMoneyIntent.toAccount.name, "creditAccount"?):
      return "\(name) is a credit card; \(app) can't move money out of it."
    case (TransferMoneyIntent.toAccount.name, "sameAccount"?):
      return "You can't move money from \(name) to itself."
    case (TransferMoneyIntent.toAccount.name, "currencyMismatch"?):
      guard let from, let target = named else {
        return "\(name) is in another currency; \(app) can't move money there."
      }
      return
        "\(target.nickname.spokenPhrase) is in \(currency(target)) and \(from.nickname.spokenPhrase) in \(currency(from)); \(app) can only move money within one currency."
    case (TransferMoneyIntent.fromAccount.name, nil), (TransferMoneyIntent.toAccount.name, nil):
      return "Sorry, you don't have an account called \"\(name)\" in \(app)."
    case (TransferMoneyIntent.transactionAmount.name, "amountNotPositive"?):
      return "A transfer needs an amount above zero."
    case (TransferMoneyIntent.transactionAmount.name, "currencyMismatch"?):
      guard let source = named, let amount = value?.currencyAmount?.currencyCode else {
        return "That's not the currency of the account the money comes from."
      }
      return
        "\(source.nickname.spokenPhrase) is in \(currency(source)), so I can't move \(MoneyWords.currencyName(amount)) from it."
    case (TransferMoneyIntent.transactionAmount.name, "moreThanOwed"?):
      guard let card = named, let balance = card.balance, balance.minorUnits < 0 else {
        return "\(name) doesn't owe anything, so there's nothing to pay."
      }
      let owed = CurrencyAmount(minorUnits: -balance.minorUnits, currencyCode: balance.currencyCode)
      return
        "\(card.nickname.spokenPhrase) owes \(owed.formatted); you can pay at most that."
    case (TransferMoneyIntent.transactionAmount.name, nil):
      return MoneyWords.unreadable(value, app: app, verb: "move")
    default:
      return GenericPhrases.unsupported(value: value, app: intent.app)
    }
  }

  public func confirmIntent(_ intent: Intent) -> String {
    let amount = intent.said(TransferMoneyIntent.transactionAmount)?.spokenText ?? "the money"
    let from = account(intent, TransferMoneyIntent.fromAccount) ?? "your account"
    let to = account(intent, TransferMoneyIntent.toAccount) ?? "your other account"
    return "Transfer \(amount) from \(from) to \(to)\(forNote(intent))?"
  }

  public func declined(_ intent: Intent) -> String { "OK, I won't move any money." }

  public func authenticationReason(_ intent: Intent) -> String {
    let amount = intent.said(TransferMoneyIntent.transactionAmount)?.spokenText ?? "money"
    return "\(intent.app ?? "The app") needs your passcode to move \(amount)."
  }

  public func response(_ response: IntentResponse, in intent: Intent) -> String {
    let app = intent.app ?? "the app"
    let amount =
      response[PaymentOutput.transactionAmount]?.formatted
      ?? intent.said(TransferMoneyIntent.transactionAmount)?.spokenText ?? "the money"
    switch TransferMoneyIntentResponseCode(rawValue: response.code.rawValue) {
    case .success?:
      let from =
        response[PaymentOutput.fromAccount]?.nickname.spokenPhrase
        ?? account(intent, TransferMoneyIntent.fromAccount) ?? "your account"
      guard
        let to = response[PaymentOutput.toAccount]
          ?? intent[TransferMoneyIntent.toAccount]
      else { return "Moved \(amount) from \(from)." }
      let moved = "Moved \(amount) from \(from) to \(to.nickname.spokenPhrase)"
      // Money moved to a credit card pays it down: say what is left to pay.
      guard to.accountType == .credit, let balance = to.balance else { return moved + "." }
      if balance.minorUnits < 0 {
        var owed = balance
        owed.minorUnits = -balance.minorUnits
        return moved + "; you now owe \(owed.formatted)."
      }
      return moved + "; it's paid off."
    case .inProgress?: return "\(app) is moving \(amount)."
    case .failureCredentialsUnverified?:
      return "You need to sign in to \(app) before I can move money."
    case .failureInsufficientFunds?:
      guard let source = response[PaymentOutput.fromAccount], let balance = source.balance else {
        return "You don't have enough money to move \(amount)."
      }
      return
        "\(source.nickname.spokenPhrase) has only \(balance.formatted), not enough to move \(amount)."
    case .failureRequiringAppLaunch?:
      if response[PaymentOutput.required] == PaymentOutput.termsAndConditionsAcceptance {
        return MoneyWords.acceptTerms(app)
      }
      return "You'll need to continue in \(app)."
    case .failure?: return "Sorry, \(app) couldn't move the money."
    case .ready?, .unspecified?, nil: return GenericPhrases.response(response, app: intent.app)
    }
  }

  private func account(_ intent: Intent, _ parameter: IntentParameter<PaymentAccount>) -> String? {
    intent.said(parameter).map(\.spokenText)
  }

  private func forNote(_ intent: Intent) -> String {
    guard let note = intent.said(TransferMoneyIntent.transactionNote)?.spokenText,
      !note.allSatisfy(\.isWhitespace)
    else { return "" }
    return " for \(note)"
  }

  private func currency(_ account: PaymentAccount) -> String {
    account.balance?.currencyCode.map(MoneyWords.currencyName) ?? "another currency"
  }
}
