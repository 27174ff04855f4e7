/// INSendPaymentIntent: money to a person.
public struct SendPaymentIntent: TypedIntent {
  public static let payee = IntentParameter<Person>("payee")
  public static let currencyAmount = IntentParameter<CurrencyAmount>("currencyAmount")
  public static let note = IntentParameter<String>("note")

  public static let schema = IntentSchema(
    name: .sendPayment,
    parameters: [payee.schema, currencyAmount.schema, note.schema],
    requiresUserConfirmation: true,
    alwaysRestrictedWhileLocked: true
  )

  public let intent: Intent
  public init(_ intent: Intent) { self.intent = intent }

  public var payee: Person? { intent[Self.payee] }
  public var currencyAmount: CurrencyAmount? { intent[Self.currencyAmount] }
  public var note: String? { intent[Self.note] }
}

public typealias SendPaymentIntentResponse = TypedIntentResponse<SendPaymentIntentResponseCode>

/// INRequestPaymentIntent: money asked of a person.
public struct RequestPaymentIntent: TypedIntent {
  public static let payer = IntentParameter<Person>("payer")
  public static let currencyAmount = IntentParameter<CurrencyAmount>("currencyAmount")
  public static let note = IntentParameter<String>("note")

  public static let schema = IntentSchema(
    name: .requestPayment,
    parameters: [payer.schema, currencyAmount.schema, note.schema],
    requiresUserConfirmation: true,
    alwaysRestrictedWhileLocked: true
  )

  public let intent: Intent
  public init(_ intent: Intent) { self.intent = intent }

  public var payer: Person? { intent[Self.payer] }
  public var currencyAmount: CurrencyAmount? { intent[Self.currencyAmount] }
  public var note: String? { intent[Self.note] }
}

public typealias RequestPaymentIntentResponse = TypedIntentResponse<
  RequestPaymentIntentResponseCode
>

/// INSearchForAccountsIntent: balances, by account nickname or type.
public struct SearchForAccountsIntent: TypedIntent {
  public static let accountNickname = IntentParameter<SpeakableString>("accountNickname")
  /// An `AccountType` raw value ("savings").
  public static let accountType = IntentParameter<String>("accountType")
  /// "available" or "current".
  public static let requestedBalanceType = IntentParameter<String>("requestedBalanceType")

  public static let schema = IntentSchema(
    name: .searchForAccounts,
    parameters: [accountNickname.schema, accountType.schema, requestedBalanceType.schema],
    requiresUserConfirmation: false,
    alwaysRestrictedWhileLocked: true
  )

  public let intent: Intent
  public init(_ intent: Intent) { self.intent = intent }

  public var accountNickname: SpeakableString? { intent[Self.accountNickname] }
  public var accountType: AccountType? {
    intent[Self.accountType].flatMap(AccountType.init(rawValue:))
  }
  public var requestedBalanceType: String? { intent[Self.requestedBalanceType] }
}

public typealias SearchForAccountsIntentResponse = TypedIntentResponse<
  SearchForAccountsIntentResponseCode
>

/// INTransferMoneyIntent: between two of the user's own accounts.
public struct TransferMoneyIntent: TypedIntent {
  public static let fromAccount = IntentParameter<PaymentAccount>("fromAccount")
  public static let toAccount = IntentParameter<PaymentAccount>("toAccount")
  public static let transactionAmount = IntentParameter<CurrencyAmount>("transactionAmount")
  public static let transactionNote = IntentParameter<String>("transactionNote")

  public static let schema = IntentSchema(
    name: .transferMoney,
    parameters: [
      fromAccount.schema, toAccount.schema, transactionAmount.schema, transactionNote.schema,
    ],
    requiresUserConfirmation: true,
    alwaysRestrictedWhileLocked: true
  )

  public let intent: Intent
  public init(_ intent: Intent) { self.intent = intent }

  public var fromAccount: PaymentAccount? { intent[Self.fromAccount] }
  public var toAccount: PaymentAccount? { intent[Self.toAccount] }
  public var transactionAmount: CurrencyAmount? { intent[Self.transactionAmount] }
  public var transactionNote: String? { intent[Self.transactionNote] }
}

public typealias TransferMoneyIntentResponse = TypedIntentResponse<TransferMoneyIntentResponseCode>

/// What a payments app's responses carry beside the code, for the answer to say.
public enum PaymentOutput {
  /// The payment sent or the request made.
  public static let paymentRecord = OutputKey<PaymentRecord>("paymentRecord")
  /// The account too short of money, with its balance.
  public static let account = OutputKey<PaymentAccount>("account")
  /// The balances asked for.
  public static let accounts = OutputKey<[PaymentAccount]>("accounts")
  /// Above it, a payment is approved in the app.
  public static let approvalLimit = OutputKey<CurrencyAmount>("approvalLimit")
  public static let minimumAmount = OutputKey<CurrencyAmount>("minimumAmount")
  public static let maximumAmount = OutputKey<CurrencyAmount>("maximumAmount")
  /// A transfer's accounts with their balances after it, its amount and note.
  public static let fromAccount = OutputKey<PaymentAccount>("fromAccount")
  public static let toAccount = OutputKey<PaymentAccount>("toAccount")
  public static let transactionAmount = OutputKey<CurrencyAmount>("transactionAmount")
  public static let transactionNote = OutputKey<String>("transactionNote")
  /// What the user must do in the app first: `termsAndConditionsAcceptance`.
  public static let required = OutputKey<String>("required")
  public static let termsAndConditionsAcceptance = "termsAndConditionsAcceptance"
}

/// The handler a payments app implements for INSendPaymentIntent. Only `handle` is required.
public protocol SendPaymentIntentHandling: Sendable {
  func resolvePayee(for intent: SendPaymentIntent) async throws -> ResolutionResult<Person>
  func resolveCurrencyAmount(for intent: SendPaymentIntent) async throws
    -> ResolutionResult<CurrencyAmount>
  func resolveNote(for intent: SendPaymentIntent) async throws -> ResolutionResult<String>
  func confirm(intent: SendPaymentIntent) async throws -> SendPaymentIntentResponse
  func handle(intent: SendPaymentIntent) async throws -> SendPaymentIntentResponse
}

extension SendPaymentIntentHandling {
  public func resolvePayee(for intent: SendPaymentIntent) async throws -> ResolutionResult<Person> {
    .asGiven(intent.payee)
  }

  public func resolveCurrencyAmount(for intent: SendPaymentIntent) async throws
    -> ResolutionResult<CurrencyAmount>
  {
    .asGiven(intent.currencyAmount)
  }

  public func resolveNote(for intent: SendPaymentIntent) async throws -> ResolutionResult<String> {
    .asGiven(intent.note)
  }

  public func confirm(intent: SendPaymentIntent) async throws -> SendPaymentIntentResponse {
    SendPaymentIntentResponse(code: .ready)
  }

  /// As the runtime drives it.
  public var erased: any IntentHandler {
    TypedIntentHandler<SendPaymentIntent>(
      resolvers: [
        .single(SendPaymentIntent.payee) { try await resolvePayee(for: $0) },
        .single(SendPaymentIntent.currencyAmount) { try await resolveCurrencyAmount(for: $0) },
        .single(SendPaymentIntent.note) { try await resolveNote(for: $0) },
      ],
      confirm: { try await confirm(intent: $0).erased },
      handle: { try await handle(intent: $0).erased })
  }
}

/// The handler a payments app implements for INRequestPaymentIntent. Only `handle` is required.
public protocol RequestPaymentIntentHandling: Sendable {
  func resolvePayer(for intent: RequestPaymentIntent) async throws -> ResolutionResult<Person>
  func resolveCurrencyAmount(for intent: RequestPaymentIntent) async throws
    -> ResolutionResult<CurrencyAmount>
  func resolveNote(for intent: RequestPaymentIntent) async throws -> ResolutionResult<String>
  func confirm(intent: RequestPaymentIntent) async throws -> RequestPaymentIntentResponse
  func handle(intent: RequestPaymentIntent) async throws -> RequestPaymentIntentResponse
}

extension RequestPaymentIntentHandling {
  public func resolvePayer(for intent: RequestPaymentIntent) async throws
    -> ResolutionResult<Person>
  {
    .asGiven(intent.payer)
  }

  public func resolveCurrencyAmount(for intent: RequestPaymentIntent) async throws
    -> ResolutionResult<CurrencyAmount>
  {
    .asGiven(intent.currencyAmount)
  }

  public func resolveNote(for intent: RequestPaymentIntent) async throws
    -> ResolutionResult<String>
  {
    .asGiven(intent.note)
  }

  public func confirm(intent: RequestPaymentIntent) async throws -> RequestPaymentIntentResponse {
    RequestPaymentIntentResponse(code: .ready)
  }

  /// As the runtime drives it.
  public var erased: any IntentHandler {
    TypedIntentHandler<RequestPaymentIntent>(
      resolvers: [
        .single(RequestPaymentIntent.payer) { try await resolvePayer(for: $0) },
        .single(RequestPaymentIntent.currencyAmount) { try await resolveCurrencyAmount(for: $0) },
        .single(RequestPaymentIntent.note) { try await resolveNote(for: $0) },
      ],
      confirm: { try await confirm(intent: $0).erased },
      handle: { try await handle(intent: $0).erased })
  }
}

/// The handler a payments app implements for INSearchForAccountsIntent. Only `handle` is
/// required.
public protocol SearchForAccountsIntentHandling: Sendable {
  /// A found account succeeds as its nickname, which carries its identifier; among several,
  /// the accounts themselves are offered, with their types and last digits.
  func resolveAccountNickname(for intent: SearchForAccountsIntent) async throws
    -> ResolutionResult<AccountChoice>
  func resolveAccountType(for intent: SearchForAccountsIntent) async throws
    -> ResolutionResult<String>
  func resolveRequestedBalanceType(for intent: SearchForAccountsIntent) async throws
    -> ResolutionResult<String>
  func confirm(intent: SearchForAccountsIntent) async throws -> SearchForAccountsIntentResponse
  func handle(intent: SearchForAccountsIntent) async throws -> SearchForAccountsIntentResponse
}

/// An account as resolving a nickname settles on it (the nickname, with the account's
/// identifier) or offers it (the account, shown with its type and last digits).
public enum AccountChoice: IntentValueConvertible {
  case nickname(SpeakableString)
  case account(PaymentAccount)

  public init?(_ value: IntentValue) {
    switch value {
    case .speakable(let nickname): self = .nickname(nickname)
    case .paymentAccount(let account): self = .account(account)
    default: return nil
    }
  }

  public var intentValue: IntentValue {
    switch self {
    case .nickname(let nickname): return .speakable(nickname)
    case .account(let account): return .paymentAccount(account)
    }
  }
}

extension SearchForAccountsIntentHandling {
  public func resolveAccountNickname(for intent: SearchForAccountsIntent) async throws
    -> ResolutionResult<AccountChoice>
  {
    .asGiven(intent.accountNickname.map(AccountChoice.nickname))
  }

  public func resolveAccountType(for intent: SearchForAccountsIntent) async throws
    -> ResolutionResult<String>
  {
    .asGiven(intent.intent[SearchForAccountsIntent.accountType])
  }

  public func resolveRequestedBalanceType(for intent: SearchForAccountsIntent) async throws
    -> ResolutionResult<String>
  {
    .asGiven(intent.requestedBalanceType)
  }

  public func confirm(intent: SearchForAccountsIntent) async throws
    -> SearchForAccountsIntentResponse
  {
    SearchForAccountsIntentResponse(code: .ready)
  }

  /// As the runtime drives it.
  public var erased: any IntentHandler {
    TypedIntentHandler<SearchForAccountsIntent>(
      resolvers: [
        .single(SearchForAccountsIntent.accountNickname) {
          try await resolveAccountNickname(for: $0)
        },
        .single(SearchForAccountsIntent.accountType) { try await resolveAccountType(for: $0) },
        .single(SearchForAccountsIntent.requestedBalanceType) {
          try await resolveRequestedBalanceType(for: $0)
        },
      ],
      confirm: { try await confirm(intent: $0).erased },
      handle: { try await handle(intent: $0).erased })
  }
}

/// The handler a payments app implements for INTransferMoneyIntent. Only `handle` is required.
public protocol TransferMoneyIntentHandling: Sendable {
  func resolveFromAccount(for intent: TransferMoneyIntent) async throws
    -> ResolutionResult<PaymentAccount>
  func resolveToAccount(for intent: TransferMoneyIntent) async throws
    -> ResolutionResult<PaymentAccount>
  func resolveTransactionAmount(for intent: TransferMoneyIntent) async throws
    -> ResolutionResult<CurrencyAmount>
  func resolveTransactionNote(for intent: TransferMoneyIntent) async throws
    -> ResolutionResult<String>
  func confirm(intent: TransferMoneyIntent) async throws -> TransferMoneyIntentResponse
  func handle(intent: TransferMoneyIntent) async throws -> TransferMoneyIntentResponse
}

extension TransferMoneyIntentHandling {
  public func resolveFromAccount(for intent: TransferMoneyIntent) async throws
    -> ResolutionResult<PaymentAccount>
  {
    .asGiven(intent.fromAccount)
  }

  public func resolveToAccount(for intent: TransferMoneyIntent) async throws
    -> ResolutionResult<PaymentAccount>
  {
    .asGiven(intent.toAccount)
  }

  public func resolveTransactionAmount(for intent: TransferMoneyIntent) async throws
    -> ResolutionResult<CurrencyAmount>
  {
    .asGiven(intent.transactionAmount)
  }

  public func resolveTransactionNote(for intent: TransferMoneyIntent) async throws
    -> ResolutionResult<String>
  {
    .asGiven(intent.transactionNote)
  }

  public func confirm(intent: TransferMoneyIntent) async throws -> TransferMoneyIntentResponse {
    TransferMoneyIntentResponse(code: .ready)
  }

  /// As the runtime drives it.
  public var erased: any IntentHandler {
    TypedIntentHandler<TransferMoneyIntent>(
      resolvers: [
        .single(TransferMoneyIntent.fromAccount) { try await resolveFromAccount(for: $0) },
        .single(TransferMoneyIntent.toAccount) { try await resolveToAccount(for: $0) },
        .single(TransferMoneyIntent.transactionAmount) {
          try await resolveTransactionAmount(for: $0)
        },
        .single(TransferMoneyIntent.transactionNote) {
          try await resolveTransactionNote(for: $0)
        },
      ],
      confirm: { try await confirm(intent: $0).erased },
      handle: { try await handle(intent: $0).erased })
  }
}
