import IntentKit

/// What Siri says while looking up balances (INSearchForAccountsIntent).
public struct SearchForAccountsPhrases: IntentPhrases {
  public init() {}

  public func disambiguation(
    _ parameter: String, current: IntentValue?, options: [IntentValue], in intent: Intent
  ) -> String {
    guard let said = current?.spokenText, !said.isEmpty else { return "Which account?" }
    return "\(options.count) accounts match \"\(said)\". Which one?"
  }

  public func unsupported(
    _ parameter: String, value: IntentValue?, reason: UnsupportedReason?, in intent: Intent
  ) -> String {
    let app = intent.app.map { " in \($0)" } ?? ""
    switch parameter {
    case SearchForAccountsIntent.accountNickname.name:
      return "Sorry, you don't have an account called \"\(value?.spokenText ?? "")\"\(app)."
    case SearchForAccountsIntent.accountType.name:
      return "Sorry, \"\(value?.spokenText ?? "")\" isn't a kind of account\(app)."
    default: return GenericPhrases.unsupported(value: value, app: intent.app)
    }
  }

  public func needsValue(_ parameter: String, in intent: Intent) -> String {
    parameter == SearchForAccountsIntent.accountNickname.name
      ? "Which account?" : GenericPhrases.needsValue(parameter)
  }

  public func confirmIntent(_ intent: Intent) -> String { "Do you want to see your balance?" }

  public func response(_ response: IntentResponse, in intent: Intent) -> String {
    let app = intent.app ?? "the app"
    switch SearchForAccountsIntentResponseCode(rawValue: response.code.rawValue) {
    case .success?:
      let accounts = response[PaymentOutput.accounts] ?? []
      if accounts.isEmpty { return "You don't have any accounts in \(app)." }
      guard accounts.count == 1, let account = accounts.first else {
        let each = accounts.map { "\($0.nickname.spokenPhrase) \(balance($0))" }
        let kind = intent[SearchForAccountsIntent.accountType].map { Self.typeName($0) + " " } ?? ""
        return "You have \(accounts.count) \(kind)accounts in \(app): \(ListFormatting.join(each))."
      }
      // A credit account's negative balance is what the user owes.
      if account.accountType == .credit, let owed = account.balance, owed.minorUnits < 0 {
        var positive = owed
        positive.minorUnits = -owed.minorUnits
        return "You owe \(positive.formatted) on your \(account.nickname.spokenPhrase)."
      }
      return "Your \(account.nickname.spokenPhrase) balance is \(balance(account))."
    case .failureAccountNotFound?:
      if let type = intent[SearchForAccountsIntent.accountType],
        intent.said(SearchForAccountsIntent.accountNickname) == nil
      {
        let name = Self.typeName(type)
        let article = name.first.map { "aeiou".contains($0) } == true ? "an" : "a"
        return "Sorry, you don't have \(article) \(name) account in \(app)."
      }
      return "Sorry, \(app) couldn't find that account."
    case .failureCredentialsUnverified?:
      return "You need to sign in to \(app) before I can check your balance."
    case .failureTermsAndConditionsAcceptanceRequired?:
      return "You need to accept \(app)'s terms and conditions in the app first."
    case .failureNotEligible?: return "Sorry, your \(app) account can't do that."
    case .failureRequiringAppLaunch?: return "You'll need to continue in \(app)."
    case .failure?: return "Sorry, \(app) couldn't get your balance."
    case .ready?, .inProgress?, .unspecified?, nil:
      return GenericPhrases.response(response, app: intent.app)
    }
  }

  public func label(for option: IntentValue, among options: [IntentValue]) -> ChoiceLabel {
    guard let account = option.paymentAccount else {
      return GenericPhrases.label(for: option, among: options)
    }
    let digits = account.accountNumber.map { " ••• \($0)" } ?? ""
    return ChoiceLabel(
      title: account.nickname.spokenPhrase,
      subtitle: Self.typeName(account.accountType.rawValue) + digits)
  }

  /// "$12,500.00", and for a credit account what is owed: "-$340.25".
  private func balance(_ account: PaymentAccount) -> String {
    account.balance?.formatted ?? "unknown"
  }

  /// "savings", "checking", "credit card".
  static func typeName(_ type: String) -> String {
    switch AccountType(rawValue: type) {
    case .saving?: return "savings"
    case .credit?: return "credit card"
    default: return type
    }
  }
}
