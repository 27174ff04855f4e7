/// The six answers a handler can give when SiriKit asks it to resolve a parameter
/// (Apple, "Resolving the Parameters of an Intent").
public enum ResolutionResult<Value: Hashable & Sendable>: Hashable, Sendable {
  /// Use this value; no further interaction.
  case success(Value)
  /// The parameter is not needed; no interaction.
  case notRequired
  /// Ask the user for a value, then resolve again.
  case needsValue
  /// The value is invalid or conflicting; Siri says why and asks again.
  case unsupported(UnsupportedReason?)
  /// Ask the user to confirm one uncertain value.
  case confirmationRequired(Value?, reason: ConfirmationReason?)
  /// Ask the user to pick one of these; the choice comes back through resolve.
  case disambiguation([Value])

  public static var unsupported: Self { .unsupported(nil) }

  /// Unsupported because nothing the app knows matches what was said.
  public static var noMatch: Self { .unsupported(forReason: ValueUnsupportedReason.noMatch) }
  /// Unsupported because the words cannot be read as a value of this kind.
  public static var unreadable: Self {
    .unsupported(forReason: ValueUnsupportedReason.unreadable)
  }

  public static func confirmationRequired(with value: Value?) -> Self {
    .confirmationRequired(value, reason: nil)
  }

  public static func unsupported<Reason: ResolutionReason>(
    forReason reason: Reason, detail: IntentValue? = nil
  ) -> Self {
    .unsupported(UnsupportedReason(reason, detail: detail))
  }

  public static func confirmationRequired<Reason: ResolutionReason>(
    with value: Value?, forReason reason: Reason
  ) -> Self {
    .confirmationRequired(value, reason: ConfirmationReason(reason))
  }

  /// The same result over another value type; the dialog works on `IntentValue`s.
  public func map<Other>(_ transform: (Value) -> Other) -> ResolutionResult<Other> {
    switch self {
    case .success(let value): return .success(transform(value))
    case .notRequired: return .notRequired
    case .needsValue: return .needsValue
    case .unsupported(let reason): return .unsupported(reason)
    case .confirmationRequired(let value, let reason):
      return .confirmationRequired(value.map(transform), reason: reason)
    case .disambiguation(let values): return .disambiguation(values.map(transform))
    }
  }

  /// SiriKit's name for the result kind, as events and traces print it.
  public var kind: String {
    switch self {
    case .success: return "success"
    case .notRequired: return "notRequired"
    case .needsValue: return "needsValue"
    case .unsupported: return "unsupported"
    case .confirmationRequired: return "confirmationRequired"
    case .disambiguation: return "disambiguation"
    }
  }

  /// Whether resolution of this parameter is over.
  public var isSettled: Bool {
    switch self {
    case .success, .notRequired: return true
    default: return false
    }
  }
}

/// A typed reason enum: an `INSendMessageRecipientUnsupportedReason` and the like.
public protocol ResolutionReason: RawRepresentable, Sendable, CaseIterable where RawValue == Int {}

/// A reason carried by a resolution result, kept with its SiriKit enum name and raw value.
/// `Purpose` keeps unsupported and confirmation reasons apart as types.
public struct ResultReason<Purpose>: Hashable, Sendable {
  /// The reason enum, for example `SendMessageRecipientUnsupportedReason`.
  public let type: String
  /// The case, for example `noAccount`.
  public let name: String
  public let rawValue: Int
  /// What the sentence explaining the reason needs besides the value said, which only the app
  /// knows: the minimum an amount fell below. Nil for most reasons.
  public let detail: IntentValue?

  public init<Reason: ResolutionReason>(_ reason: Reason, detail: IntentValue? = nil) {
    type = CaseNames.name(ofType: Reason.self)
    name = CaseNames.name(of: reason)
    rawValue = reason.rawValue
    self.detail = detail
  }

  /// A reason declared as data rather than as a Swift enum: an intent definition file's
  /// unsupported reasons, numbered from 1 in declaration order as Xcode generates them.
  public init(type: String, name: String, rawValue: Int, detail: IntentValue? = nil) {
    self.type = type
    self.name = name
    self.rawValue = rawValue
    self.detail = detail
  }
}

/// Marks reasons a value is unsupported.
public enum UnsupportedPurpose {}
/// Marks reasons a value needs confirmation (iOS 13 `confirmationRequired(with:forReason:)`).
public enum ConfirmationPurpose {}

/// Why a value is unsupported.
public typealias UnsupportedReason = ResultReason<UnsupportedPurpose>
/// Why a value needs confirmation.
public typealias ConfirmationReason = ResultReason<ConfirmationPurpose>

/// The answer to one resolve call: one result, or one per item for array parameters
/// (`resolveRecipients` completes with `[INSendMessageRecipientResolutionResult]`).
public enum ParameterResolution: Hashable, Sendable {
  case single(ResolutionResult<IntentValue>)
  case items([ResolutionResult<IntentValue>])

  public var results: [ResolutionResult<IntentValue>] {
    switch self {
    case .single(let result): return [result]
    case .items(let results): return results
    }
  }
}

/// Why a value is unsupported where SiriKit defines no reason enum: there an app answers
/// `unsupported()` with none, and Siri speaks a general sentence. intentsh names the reason,
/// so that the `resolve` event and `--trace` say why; the dialog says what it says for no
/// reason (`ResultReason.specific`).
public enum ValueUnsupportedReason: Int, ResolutionReason {
  /// Nothing the app knows matches what was said: no such contact, list, place, account, car.
  case noMatch = 1
  /// The words cannot be read as a value of this kind: a time, a number, an amount, a period.
  case unreadable = 2
  /// What was asked for exists already: a list of that title.
  case alreadyExists = 3
  /// The app has nothing of the kind to offer: no ride service set up.
  case notAvailable = 4
}

extension ResultReason {
  /// The reason when it is one a sentence can speak of: nil for `ValueUnsupportedReason`,
  /// which only names why there was none.
  public var specific: Self? {
    isOne(of: ValueUnsupportedReason.self) ? nil : self
  }

  /// Whether the reason is a case of `reasons`: `RideUnsupportedReason`.
  public func isOne<Reasons: ResolutionReason>(of reasons: Reasons.Type) -> Bool {
    type == CaseNames.name(ofType: reasons)
  }

  /// The reason as a case of `reasons`, when it is one of them.
  public func typed<Reasons: ResolutionReason>(_ reasons: Reasons.Type) -> Reasons? {
    isOne(of: reasons) ? Reasons(rawValue: rawValue) : nil
  }
}
