/// The kind of value a parameter holds.
public enum ParameterValueType: String, Hashable, Sendable {
  case person
  case string
  case speakableString
  case integer
  case boolean
}

/// One parameter of an intent, as SiriKit resolves it.
public struct ParameterSchema: Hashable, Sendable {
  public var name: String
  public var valueType: ParameterValueType
  /// Array parameters resolve item by item.
  public var isArray: Bool
  /// How many disambiguation options are offered at once (INIntentParameterWindowSize).
  public var windowSize: Int

  public init(
    name: String, valueType: ParameterValueType, isArray: Bool = false, windowSize: Int = 3
  ) {
    self.name = name
    self.valueType = valueType
    self.isArray = isArray
    self.windowSize = windowSize
  }
}

/// What SiriKit knows of an intent: its parameters in resolution order and how Siri treats it.
public struct IntentSchema: Hashable, Sendable {
  public var name: IntentName
  /// Resolved in this order.
  public var parameters: [ParameterSchema]
  /// Parameters carried by the intent but never resolved (conversationIdentifier).
  public var unresolvedParameters: [String]
  /// Siri asks the user to confirm the whole intent before handle.
  public var requiresUserConfirmation: Bool
  /// Siri requires an unlocked device whatever the app says (SIRIKIT.md §5).
  public var alwaysRestrictedWhileLocked: Bool

  public init(
    name: IntentName,
    parameters: [ParameterSchema],
    unresolvedParameters: [String] = [],
    requiresUserConfirmation: Bool,
    alwaysRestrictedWhileLocked: Bool
  ) {
    self.name = name
    self.parameters = parameters
    self.unresolvedParameters = unresolvedParameters
    self.requiresUserConfirmation = requiresUserConfirmation
    self.alwaysRestrictedWhileLocked = alwaysRestrictedWhileLocked
  }

  public func parameter(named name: String) -> ParameterSchema? {
    parameters.first { $0.name == name }
  }
}

/// Every intent intentsh knows, by name.
public enum IntentCatalog {
  public static let sendMessage = IntentSchema(
    name: .sendMessage,
    parameters: [
      ParameterSchema(name: "recipients", valueType: .person, isArray: true),
      ParameterSchema(name: "content", valueType: .string),
    ],
    unresolvedParameters: ["conversationIdentifier", "speakableGroupName", "serviceName"],
    requiresUserConfirmation: true,
    alwaysRestrictedWhileLocked: false
  )

  /// INRequestRideIntent. Places and times travel as the words said until the ride app
  /// resolves them.
  public static let requestRide = IntentSchema(
    name: .requestRide,
    parameters: [
      ParameterSchema(name: "pickupLocation", valueType: .string),
      ParameterSchema(name: "dropOffLocation", valueType: .string),
      ParameterSchema(name: "rideOptionName", valueType: .speakableString),
      ParameterSchema(name: "partySize", valueType: .integer),
      ParameterSchema(name: "scheduledPickupTime", valueType: .string),
    ],
    requiresUserConfirmation: true,
    alwaysRestrictedWhileLocked: true
  )

  public static let listRideOptions = IntentSchema(
    name: .listRideOptions,
    parameters: [
      ParameterSchema(name: "pickupLocation", valueType: .string),
      ParameterSchema(name: "dropOffLocation", valueType: .string),
    ],
    requiresUserConfirmation: false,
    alwaysRestrictedWhileLocked: false
  )

  public static let getRideStatus = IntentSchema(
    name: .getRideStatus, parameters: [], requiresUserConfirmation: false,
    alwaysRestrictedWhileLocked: false)

  public static let cancelRide = IntentSchema(
    name: .cancelRide, parameters: [], unresolvedParameters: ["rideIdentifier"],
    requiresUserConfirmation: true, alwaysRestrictedWhileLocked: true)

  /// INSearchForAccountsIntent: balances, by account nickname or type.
  public static let searchForAccounts = IntentSchema(
    name: .searchForAccounts,
    parameters: [
      ParameterSchema(name: "accountNickname", valueType: .speakableString),
      ParameterSchema(name: "accountType", valueType: .string),
      ParameterSchema(name: "requestedBalanceType", valueType: .string),
    ],
    requiresUserConfirmation: false,
    alwaysRestrictedWhileLocked: true
  )

  public static let all: [IntentName: IntentSchema] = Dictionary(
    uniqueKeysWithValues: [
      sendMessage, requestRide, listRideOptions, getRideStatus, cancelRide, searchForAccounts,
    ].map { ($0.name, $0) })

  public static func schema(for name: IntentName) -> IntentSchema? { all[name] }
}
