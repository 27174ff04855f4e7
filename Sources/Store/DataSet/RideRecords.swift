/// One entry of `places.json`: a spot of the data set's gazetteer, which rides start and end
/// at. Places are not any app's: every rides app uses the same map.
public struct PlaceRecord: Codable, Sendable, Equatable {
  public var id: String
  /// "San Francisco International Airport", "Home".
  public var name: String
  /// How a sentence says it when its name alone reads wrong: "the Ferry Building", "home".
  public var spokenName: String?
  /// Other things the user calls it: "the airport", "SFO", "my house".
  public var aliases: [String]?
  public var address: String?
  public var city: String?
  public var latitude: Double
  public var longitude: Double

  public init(
    id: String, name: String, spokenName: String? = nil, aliases: [String]? = nil,
    address: String? = nil, city: String? = nil, latitude: Double, longitude: Double
  ) {
    self.id = id
    self.name = name
    self.spokenName = spokenName
    self.aliases = aliases
    self.address = address
    self.city = city
    self.latitude = latitude
    self.longitude = longitude
  }
}

/// One entry of `rideServices.json`: what a rides app (UnicornRides) offers, where, at what
/// price, and where its user stands with it. Amounts are decimal strings in `currency`.
public struct RideServiceRecord: Codable, Sendable, Equatable {
  public var app: String
  /// ISO 4217: the currency of every fare and fee.
  public var currency: String
  /// The account (an id in accounts.json) rides are paid from, through the payments ledger.
  public var paymentAccount: String
  /// Where the app picks up and drops off: a circle.
  public var serviceArea: ServiceAreaRecord
  /// How far ahead a ride may be booked (failureRequiringAppLaunchRideScheduledTooFar).
  public var maxScheduleAheadHours: Int
  /// What cancelling costs once the free minutes after booking have passed: "5.00".
  public var cancellationFee: String
  public var freeCancellationMinutes: Int
  /// false: the user has not signed in to the app (…MustVerifyCredentials).
  public var credentialsVerified: Bool
  /// false: the service is down (…ServiceTemporarilyUnavailable).
  public var serviceAvailable: Bool
  /// true: the last ride waits for the user's rating (failurePreviousRideNeedsFeedback).
  public var feedbackPending: Bool
  public var options: [RideOptionRecord]
  public var drivers: [RideDriverRecord]

  public init(
    app: String, currency: String, paymentAccount: String, serviceArea: ServiceAreaRecord,
    maxScheduleAheadHours: Int, cancellationFee: String, freeCancellationMinutes: Int,
    credentialsVerified: Bool = true, serviceAvailable: Bool = true, feedbackPending: Bool = false,
    options: [RideOptionRecord], drivers: [RideDriverRecord]
  ) {
    self.app = app
    self.currency = currency
    self.paymentAccount = paymentAccount
    self.serviceArea = serviceArea
    self.maxScheduleAheadHours = maxScheduleAheadHours
    self.cancellationFee = cancellationFee
    self.freeCancellationMinutes = freeCancellationMinutes
    self.credentialsVerified = credentialsVerified
    self.serviceAvailable = serviceAvailable
    self.feedbackPending = feedbackPending
    self.options = options
    self.drivers = drivers
  }
}

/// A rides app's service area: every place within `radiusKm` of the centre.
public struct ServiceAreaRecord: Codable, Sendable, Equatable {
  public var latitude: Double
  public var longitude: Double
  public var radiusKm: Double

  public init(latitude: Double, longitude: Double, radiusKm: Double) {
    self.latitude = latitude
    self.longitude = longitude
    self.radiusKm = radiusKm
  }
}

/// A kind of ride an app offers. `id` is the option's vocabulary identifier in the app's
/// AppIntentVocabulary.plist ("ride-option.rainbow"); fares are decimal strings.
public struct RideOptionRecord: Codable, Sendable, Equatable {
  public var id: String
  /// "RainbowCar".
  public var name: String
  /// How many riders fit.
  public var capacity: Int
  public var baseFare: String
  public var perKm: String
  /// Minutes until a car of this kind can be at a pickup.
  public var etaMinutes: Int
  /// A glyph shown before the name in lists (INImage's stand-in): "🌈".
  public var image: String?
  /// The section the option is listed under among the app's options: "Everyday".
  public var category: String?

  public init(
    id: String, name: String, capacity: Int, baseFare: String, perKm: String, etaMinutes: Int,
    image: String? = nil, category: String? = nil
  ) {
    self.id = id
    self.name = name
    self.capacity = capacity
    self.baseFare = baseFare
    self.perKm = perKm
    self.etaMinutes = etaMinutes
    self.image = image
    self.category = category
  }
}

/// A driver of a rides app, driving rides of one option.
public struct RideDriverRecord: Codable, Sendable, Equatable {
  /// The id of the option the driver's car is.
  public var option: String
  public var name: String
  /// "white Tesla Model Y".
  public var vehicle: String
  public var licensePlate: String

  public init(option: String, name: String, vehicle: String, licensePlate: String) {
    self.option = option
    self.name = name
    self.vehicle = vehicle
    self.licensePlate = licensePlate
  }
}
