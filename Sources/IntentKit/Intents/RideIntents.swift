import Foundation

/// The parameters the ride intents share: where from and where to, said in words until the
/// ride app resolves them to its places.
public enum RideTrip {
  public static let pickupLocation = IntentParameter<Place>("pickupLocation", saidAs: .string)
  public static let dropOffLocation = IntentParameter<Place>("dropOffLocation", saidAs: .string)
}

/// INRequestRideIntent. Places and times travel as the words said until the ride app resolves
/// them.
public struct RequestRideIntent: TypedIntent {
  public static let pickupLocation = RideTrip.pickupLocation
  public static let dropOffLocation = RideTrip.dropOffLocation
  public static let partySize = IntentParameter<Int>("partySize")
  public static let rideOptionName = IntentParameter<SpeakableString>("rideOptionName")
  /// Said in words ("tomorrow at 8"), resolved by the app to a moment on its clock.
  public static let scheduledPickupTime = IntentParameter<Date>(
    "scheduledPickupTime", saidAs: .string)

  public static let schema = IntentSchema(
    name: .requestRide,
    parameters: [
      pickupLocation.schema, dropOffLocation.schema,
      // The party before the option, so the options offered are those that seat it.
      partySize.schema, rideOptionName.schema, scheduledPickupTime.schema,
    ],
    requiresUserConfirmation: true,
    alwaysRestrictedWhileLocked: true
  )

  public let intent: Intent
  public init(_ intent: Intent) { self.intent = intent }

  /// The pickup once resolved; the words said are `intent.said(Self.pickupLocation)`.
  public var pickupLocation: Place? { intent[Self.pickupLocation] }
  public var dropOffLocation: Place? { intent[Self.dropOffLocation] }
  public var partySize: Int? { intent[Self.partySize] }
  public var rideOptionName: SpeakableString? { intent[Self.rideOptionName] }
  public var scheduledPickupTime: Date? { intent[Self.scheduledPickupTime] }
}

/// INRequestRideIntentResponse: the ride booked, or why not.
public typealias RequestRideIntentResponse = TypedIntentResponse<RequestRideIntentResponseCode>

/// What a ride app's responses carry beside the code, for the answer to say.
public enum RideOutput {
  /// The option priced for the trip (confirm).
  public static let rideOption = OutputKey<RideOption>("rideOption")
  /// The options, each priced when the drop-off is known (listing).
  public static let rideOptions = OutputKey<[RideOption]>("rideOptions")
  /// Whether `rideOptions` carry prices for the trip.
  public static let priced = OutputKey<Bool>("priced")
  public static let pickupLocation = OutputKey<Place>("pickupLocation")
  public static let dropOffLocation = OutputKey<Place>("dropOffLocation")
  /// When the car comes, as said: "in 4 minutes", "at 6:00 PM".
  public static let pickup = OutputKey<String>("pickup")
  public static let rideStatus = OutputKey<RideStatus>("rideStatus")
  public static let minutesToPickup = OutputKey<Int>("minutesToPickup")
  public static let minutesToDropOff = OutputKey<Int>("minutesToDropOff")
  public static let dropOffTime = OutputKey<String>("dropOffTime")
  /// How far ahead a ride may be booked, when the time asked is further.
  public static let maximumHoursAhead = OutputKey<Int>("maximumHoursAhead")
  public static let scheduledPickupTime = OutputKey<String>("scheduledPickupTime")
  /// What cancelling costs now, or would once free cancelling ends.
  public static let cancellationFee = OutputKey<CurrencyAmount>("cancellationFee")
  public static let cancellationFeeAfter = OutputKey<CurrencyAmount>("cancellationFeeAfter")
  /// Until when cancelling is free, as said.
  public static let freeUntil = OutputKey<String>("freeUntil")
  /// Why a cancel failed (`CancelProblem`).
  public static let problem = OutputKey<String>("problem")

  /// Why a cancel failed, as `problem` names it.
  public enum CancelProblem: String, Sendable {
    case noRide, tooLate, signIn, unavailable
  }
}

/// The handler a ride app implements for INRequestRideIntent. Only `handle` is required.
public protocol RequestRideIntentHandling: Sendable {
  func resolvePickupLocation(for intent: RequestRideIntent) async throws
    -> ResolutionResult<Place>
  func resolveDropOffLocation(for intent: RequestRideIntent) async throws
    -> ResolutionResult<Place>
  func resolvePartySize(for intent: RequestRideIntent) async throws -> ResolutionResult<Int>
  /// Resolves to the option's name; offers the options priced for the trip
  /// (`RideOptionChoice`), which the list shows with their prices and waits.
  func resolveRideOptionName(for intent: RequestRideIntent) async throws
    -> ResolutionResult<RideOptionChoice>
  func resolveScheduledPickupTime(for intent: RequestRideIntent) async throws
    -> ResolutionResult<Date>
  func confirm(intent: RequestRideIntent) async throws -> RequestRideIntentResponse
  func handle(intent: RequestRideIntent) async throws -> RequestRideIntentResponse
  /// provideRideOptionNameOptionsCollection and the places' (the Shortcuts editor's lists).
  func options(for parameter: String, in intent: RequestRideIntent, searchTerm: String?)
    async throws -> OptionCollection?
}

/// A ride option as resolution settles on it (its name) or offers it (priced for the trip).
public enum RideOptionChoice: IntentValueConvertible {
  case name(SpeakableString)
  case priced(RideOption)

  public init?(_ value: IntentValue) {
    switch value {
    case .speakable(let name): self = .name(name)
    case .rideOption(let option): self = .priced(option)
    default: return nil
    }
  }

  public var intentValue: IntentValue {
    switch self {
    case .name(let name): return .speakable(name)
    case .priced(let option): return .rideOption(option)
    }
  }
}

extension RequestRideIntentHandling {
  public func resolvePickupLocation(for intent: RequestRideIntent) async throws
    -> ResolutionResult<Place>
  {
    .asGiven(intent.pickupLocation)
  }

  public func resolveDropOffLocation(for intent: RequestRideIntent) async throws
    -> ResolutionResult<Place>
  {
    .asGiven(intent.dropOffLocation)
  }

  public func resolvePartySize(for intent: RequestRideIntent) async throws
    -> ResolutionResult<Int>
  {
    .asGiven(intent.partySize)
  }

  public func resolveRideOptionName(for intent: RequestRideIntent) async throws
    -> ResolutionResult<RideOptionChoice>
  {
    .asGiven(intent.rideOptionName.map(RideOptionChoice.name))
  }

  public func resolveScheduledPickupTime(for intent: RequestRideIntent) async throws
    -> ResolutionResult<Date>
  {
    .asGiven(intent.scheduledPickupTime)
  }

  public func confirm(intent: RequestRideIntent) async throws -> RequestRideIntentResponse {
    RequestRideIntentResponse(code: .ready)
  }

  public func options(for parameter: String, in intent: RequestRideIntent, searchTerm: String?)
    async throws -> OptionCollection?
  {
    nil
  }

  /// As the runtime drives it.
  public var erased: any IntentHandler {
    TypedIntentHandler<RequestRideIntent>(
      resolvers: [
        .single(RequestRideIntent.pickupLocation) { try await resolvePickupLocation(for: $0) },
        .single(RequestRideIntent.dropOffLocation) { try await resolveDropOffLocation(for: $0) },
        .single(RequestRideIntent.partySize) { try await resolvePartySize(for: $0) },
        .single(RequestRideIntent.rideOptionName) { try await resolveRideOptionName(for: $0) },
        .single(RequestRideIntent.scheduledPickupTime) {
          try await resolveScheduledPickupTime(for: $0)
        },
      ],
      confirm: { try await confirm(intent: $0).erased },
      handle: { try await handle(intent: $0).erased },
      options: { try await options(for: $0, in: $1, searchTerm: $2) })
  }
}

/// INListRideOptionsIntent: the options for a trip, priced when the drop-off is known.
public struct ListRideOptionsIntent: TypedIntent {
  public static let pickupLocation = RideTrip.pickupLocation
  public static let dropOffLocation = RideTrip.dropOffLocation

  public static let schema = IntentSchema(
    name: .listRideOptions,
    parameters: [pickupLocation.schema, dropOffLocation.schema],
    requiresUserConfirmation: false,
    alwaysRestrictedWhileLocked: false
  )

  public let intent: Intent
  public init(_ intent: Intent) { self.intent = intent }

  public var pickupLocation: Place? { intent[Self.pickupLocation] }
  public var dropOffLocation: Place? { intent[Self.dropOffLocation] }
}

public typealias ListRideOptionsIntentResponse = TypedIntentResponse<
  ListRideOptionsIntentResponseCode
>

/// The handler a ride app implements for INListRideOptionsIntent. Only `handle` is required.
public protocol ListRideOptionsIntentHandling: Sendable {
  func resolvePickupLocation(for intent: ListRideOptionsIntent) async throws
    -> ResolutionResult<Place>
  func resolveDropOffLocation(for intent: ListRideOptionsIntent) async throws
    -> ResolutionResult<Place>
  func confirm(intent: ListRideOptionsIntent) async throws -> ListRideOptionsIntentResponse
  func handle(intent: ListRideOptionsIntent) async throws -> ListRideOptionsIntentResponse
}

extension ListRideOptionsIntentHandling {
  public func resolvePickupLocation(for intent: ListRideOptionsIntent) async throws
    -> ResolutionResult<Place>
  {
    .asGiven(intent.pickupLocation)
  }

  public func resolveDropOffLocation(for intent: ListRideOptionsIntent) async throws
    -> ResolutionResult<Place>
  {
    .asGiven(intent.dropOffLocation)
  }

  public func confirm(intent: ListRideOptionsIntent) async throws
    -> ListRideOptionsIntentResponse
  {
    ListRideOptionsIntentResponse(code: .ready)
  }

  /// As the runtime drives it.
  public var erased: any IntentHandler {
    TypedIntentHandler<ListRideOptionsIntent>(
      resolvers: [
        .single(ListRideOptionsIntent.pickupLocation) { try await resolvePickupLocation(for: $0) },
        .single(ListRideOptionsIntent.dropOffLocation) {
          try await resolveDropOffLocation(for: $0)
        },
      ],
      confirm: { try await confirm(intent: $0).erased },
      handle: { try await handle(intent: $0).erased })
  }
}

/// INGetRideStatusIntent: the ride under way. It has no parameters.
public struct GetRideStatusIntent: TypedIntent {
  public static let schema = IntentSchema(
    name: .getRideStatus, parameters: [], requiresUserConfirmation: false,
    alwaysRestrictedWhileLocked: false)

  public let intent: Intent
  public init(_ intent: Intent) { self.intent = intent }
}

public typealias GetRideStatusIntentResponse = TypedIntentResponse<GetRideStatusIntentResponseCode>

/// The handler a ride app implements for INGetRideStatusIntent. Only `handle` is required.
public protocol GetRideStatusIntentHandling: Sendable {
  func confirm(intent: GetRideStatusIntent) async throws -> GetRideStatusIntentResponse
  func handle(intent: GetRideStatusIntent) async throws -> GetRideStatusIntentResponse
}

extension GetRideStatusIntentHandling {
  public func confirm(intent: GetRideStatusIntent) async throws -> GetRideStatusIntentResponse {
    GetRideStatusIntentResponse(code: .ready)
  }

  /// As the runtime drives it.
  public var erased: any IntentHandler {
    TypedIntentHandler<GetRideStatusIntent>(
      resolvers: [],
      confirm: { try await confirm(intent: $0).erased },
      handle: { try await handle(intent: $0).erased })
  }
}

/// INCancelRideIntent: the ride under way. `rideIdentifier` is handed over, never resolved.
public struct CancelRideIntent: TypedIntent {
  public static let rideIdentifier = "rideIdentifier"

  public static let schema = IntentSchema(
    name: .cancelRide, parameters: [], unresolvedParameters: [rideIdentifier],
    requiresUserConfirmation: true, alwaysRestrictedWhileLocked: true)

  public let intent: Intent
  public init(_ intent: Intent) { self.intent = intent }
}

public typealias CancelRideIntentResponse = TypedIntentResponse<CancelRideIntentResponseCode>

/// The handler a ride app implements for INCancelRideIntent. Only `handle` is required.
public protocol CancelRideIntentHandling: Sendable {
  func confirm(intent: CancelRideIntent) async throws -> CancelRideIntentResponse
  func handle(intent: CancelRideIntent) async throws -> CancelRideIntentResponse
}

extension CancelRideIntentHandling {
  public func confirm(intent: CancelRideIntent) async throws -> CancelRideIntentResponse {
    CancelRideIntentResponse(code: .ready)
  }

  /// As the runtime drives it.
  public var erased: any IntentHandler {
    TypedIntentHandler<CancelRideIntent>(
      resolvers: [],
      confirm: { try await confirm(intent: $0).erased },
      handle: { try await handle(intent: $0).erased })
  }
}
