/// INSetCarLockStatusIntent: "lock my car", "unlock my truck".
public struct SetCarLockStatusIntent: TypedIntent {
  public static let carName = IntentParameter<SpeakableString>("carName")
  public static let locked = IntentParameter<Bool>("locked")

  public static let schema = IntentSchema(
    name: .setCarLockStatus,
    parameters: [carName.schema, locked.schema],
    requiresUserConfirmation: false,
    alwaysRestrictedWhileLocked: true,
    // A car is re-authenticated to unlock it, never to lock it (seed 000's car demo).
    authenticatesOnlyWhen: ParameterCondition(locked, is: false)
  )

  public let intent: Intent
  public init(_ intent: Intent) { self.intent = intent }

  /// The car as said, or as resolved: its name, with the app's identifier once resolved.
  public var carName: SpeakableString? { intent[Self.carName] }
  public var locked: Bool? { intent[Self.locked] }
}

/// INSetCarLockStatusIntentResponseCode.
public enum SetCarLockStatusIntentResponseCode: Int, IntentResponseCode {
  case unspecified = 0
  case ready = 1
  case inProgress = 2
  case success = 3
  case failure = 4
  case failureRequiringAppLaunch = 5

  public var category: ResponseCategory { Self.commonCategory(rawValue) }
}

/// INSetCarLockStatusIntentResponse, with what the answer says of the car.
public typealias SetCarLockStatusIntentResponse = TypedIntentResponse<
  SetCarLockStatusIntentResponseCode
>

/// What a car app's responses carry beside the code, for the answer to name the car.
public enum CarLockOutput {
  /// The car's name, as the user calls it.
  public static let carName = OutputKey<SpeakableString>("carName")
  /// What it is ("truck"): "Your truck, Rosie, is locked."
  public static let carKind = OutputKey<String>("carKind")
  public static let locked = OutputKey<Bool>("locked")
  /// How it was before: "Your car was already locked."
  public static let wasLocked = OutputKey<Bool>("wasLocked")
}

/// The handler a car app implements for INSetCarLockStatusIntent. Only `handle` is required.
public protocol SetCarLockStatusIntentHandling: Sendable {
  func resolveCarName(for intent: SetCarLockStatusIntent) async throws
    -> ResolutionResult<SpeakableString>
  func resolveLocked(for intent: SetCarLockStatusIntent) async throws -> ResolutionResult<Bool>
  func confirm(intent: SetCarLockStatusIntent) async throws -> SetCarLockStatusIntentResponse
  func handle(intent: SetCarLockStatusIntent) async throws -> SetCarLockStatusIntentResponse
}

extension SetCarLockStatusIntentHandling {
  public func resolveCarName(for intent: SetCarLockStatusIntent) async throws
    -> ResolutionResult<SpeakableString>
  {
    .asGiven(intent.carName)
  }

  public func resolveLocked(for intent: SetCarLockStatusIntent) async throws
    -> ResolutionResult<Bool>
  {
    .asGiven(intent.locked)
  }

  public func confirm(intent: SetCarLockStatusIntent) async throws
    -> SetCarLockStatusIntentResponse
  {
    SetCarLockStatusIntentResponse(code: .ready)
  }

  /// As the runtime drives it.
  public var erased: any IntentHandler {
    TypedIntentHandler<SetCarLockStatusIntent>(
      resolvers: [
        .single(SetCarLockStatusIntent.carName) { try await resolveCarName(for: $0) },
        .single(SetCarLockStatusIntent.locked) { try await resolveLocked(for: $0) },
      ],
      confirm: { try await confirm(intent: $0).erased },
      handle: { try await handle(intent: $0).erased })
  }
}

/// INGetCarLockStatusIntent: "is my car locked". A question: nothing to confirm, nothing
/// changes, and it asks for no passcode.
public struct GetCarLockStatusIntent: TypedIntent {
  public static let carName = IntentParameter<SpeakableString>("carName")

  public static let schema = IntentSchema(
    name: .getCarLockStatus,
    parameters: [carName.schema],
    requiresUserConfirmation: false,
    alwaysRestrictedWhileLocked: false
  )

  public let intent: Intent
  public init(_ intent: Intent) { self.intent = intent }

  public var carName: SpeakableString? { intent[Self.carName] }
}

/// INGetCarLockStatusIntentResponseCode.
public enum GetCarLockStatusIntentResponseCode: Int, IntentResponseCode {
  case unspecified = 0
  case ready = 1
  case inProgress = 2
  case success = 3
  case failure = 4
  case failureRequiringAppLaunch = 5

  public var category: ResponseCategory { Self.commonCategory(rawValue) }
}

/// INGetCarLockStatusIntentResponse: `locked` says whether the car is (CarLockOutput).
public typealias GetCarLockStatusIntentResponse = TypedIntentResponse<
  GetCarLockStatusIntentResponseCode
>

/// The handler a car app implements for INGetCarLockStatusIntent. Only `handle` is required.
public protocol GetCarLockStatusIntentHandling: Sendable {
  func resolveCarName(for intent: GetCarLockStatusIntent) async throws
    -> ResolutionResult<SpeakableString>
  func confirm(intent: GetCarLockStatusIntent) async throws -> GetCarLockStatusIntentResponse
  func handle(intent: GetCarLockStatusIntent) async throws -> GetCarLockStatusIntentResponse
}

extension GetCarLockStatusIntentHandling {
  public func resolveCarName(for intent: GetCarLockStatusIntent) async throws
    -> ResolutionResult<SpeakableString>
  {
    .asGiven(intent.carName)
  }

  public func confirm(intent: GetCarLockStatusIntent) async throws
    -> GetCarLockStatusIntentResponse
  {
    GetCarLockStatusIntentResponse(code: .ready)
  }

  /// As the runtime drives it.
  public var erased: any IntentHandler {
    TypedIntentHandler<GetCarLockStatusIntent>(
      resolvers: [.single(GetCarLockStatusIntent.carName) { try await resolveCarName(for: $0) }],
      confirm: { try await confirm(intent: $0).erased },
      handle: { try await handle(intent: $0).erased })
  }
}
