// The ride-booking domain's values: CLPlacemark's stand-in, INRideOption, INRideStatus and the
// ride intents' response codes.

import Foundation

/// A place a ride starts or ends at (CLPlacemark's stand-in): a named spot of the data set's
/// gazetteer, with where it is.
public struct Place: Hashable, Sendable {
  public var id: String
  /// "San Francisco International Airport", "Home".
  public var name: String
  /// How a sentence says it, when not by its name alone: "the Ferry Building", "home".
  public var spokenName: String?
  /// The street address, when the place has one: "780 S Airport Blvd".
  public var address: String?
  /// "San Francisco", "Oakland".
  public var city: String?
  public var latitude: Double
  public var longitude: Double

  public init(
    id: String, name: String, spokenName: String? = nil, address: String? = nil,
    city: String? = nil, latitude: Double, longitude: Double
  ) {
    self.id = id
    self.name = name
    self.spokenName = spokenName
    self.address = address
    self.city = city
    self.latitude = latitude
    self.longitude = longitude
  }

  /// The place as a sentence says it: "the Ferry Building", "home", "Union Square".
  public var spoken: String { spokenName ?? name }

  /// Great-circle distance in kilometres (haversine), which the fare and trip time use.
  public func kilometres(to other: Place) -> Double {
    let radius = 6371.0
    let toRadians = Double.pi / 180
    let deltaLatitude = (other.latitude - latitude) * toRadians
    let deltaLongitude = (other.longitude - longitude) * toRadians
    let a =
      sin(deltaLatitude / 2) * sin(deltaLatitude / 2)
      + cos(latitude * toRadians) * cos(other.latitude * toRadians)
      * sin(deltaLongitude / 2) * sin(deltaLongitude / 2)
    return radius * 2 * atan2(a.squareRoot(), (1 - a).squareRoot())
  }
}

/// INRideOption: one kind of ride an app offers for a trip, priced for it.
public struct RideOption: Hashable, Sendable {
  /// The option's name with its vocabulary identifier ("RainbowCar", ride-option.rainbow).
  public var name: SpeakableString
  /// How many riders fit.
  public var capacity: Int
  /// The fare's likely range for the trip asked about (INPriceRange).
  public var minimumPrice: CurrencyAmount
  public var maximumPrice: CurrencyAmount
  /// Minutes until a car of this kind could be at the pickup.
  public var etaMinutes: Int
  /// The option's picture (INImage's stand-in): a glyph such as "🌈".
  public var image: String?

  public init(
    name: SpeakableString, capacity: Int, minimumPrice: CurrencyAmount,
    maximumPrice: CurrencyAmount, etaMinutes: Int, image: String? = nil
  ) {
    self.name = name
    self.capacity = capacity
    self.minimumPrice = minimumPrice
    self.maximumPrice = maximumPrice
    self.etaMinutes = etaMinutes
    self.image = image
  }
}

/// INRidePhase, with SiriKit's raw values.
public enum RidePhase: Int, Hashable, Sendable, CaseIterable {
  case unknown = 0
  case received = 1
  case confirmed = 2
  case ongoing = 3
  case completed = 4
  case approachingPickup = 5
  case pickup = 6

  public var name: String { CaseNames.name(of: self) }

  /// Whether the ride is over, so another may be booked.
  public var isFinished: Bool { self == .completed }
}

/// INRideDriver and INRideVehicle in one: who drives and in what.
public struct RideDriver: Hashable, Sendable {
  public var name: String
  /// "white Tesla Model Y".
  public var vehicle: String
  public var licensePlate: String

  public init(name: String, vehicle: String, licensePlate: String) {
    self.name = name
    self.vehicle = vehicle
    self.licensePlate = licensePlate
  }
}

/// INRideStatus: a booked ride as its app reports it.
public struct RideStatus: Hashable, Sendable {
  public var rideIdentifier: String
  public var phase: RidePhase
  /// The option booked, by name.
  public var rideOptionName: SpeakableString
  public var pickupLocation: Place
  public var dropOffLocation: Place
  public var partySize: Int
  public var fare: CurrencyAmount
  public var driver: RideDriver?
  /// When the car is (or was) due at the pickup, and at the drop-off.
  public var estimatedPickupDate: Date
  public var estimatedDropOffDate: Date
  /// Set for a ride booked ahead of time.
  public var scheduledPickupDate: Date?

  public init(
    rideIdentifier: String, phase: RidePhase, rideOptionName: SpeakableString,
    pickupLocation: Place, dropOffLocation: Place, partySize: Int, fare: CurrencyAmount,
    driver: RideDriver?, estimatedPickupDate: Date, estimatedDropOffDate: Date,
    scheduledPickupDate: Date?
  ) {
    self.rideIdentifier = rideIdentifier
    self.phase = phase
    self.rideOptionName = rideOptionName
    self.pickupLocation = pickupLocation
    self.dropOffLocation = dropOffLocation
    self.partySize = partySize
    self.fare = fare
    self.driver = driver
    self.estimatedPickupDate = estimatedPickupDate
    self.estimatedDropOffDate = estimatedDropOffDate
    self.scheduledPickupDate = scheduledPickupDate
  }
}

/// INRequestRideIntentResponseCode. inProgress is deprecated (iOS 11) but kept for its value.
public enum RequestRideIntentResponseCode: Int, IntentResponseCode {
  case unspecified = 0
  case ready = 1
  case inProgress = 2
  case success = 3
  case failure = 4
  case failureRequiringAppLaunch = 5
  case failureRequiringAppLaunchMustVerifyCredentials = 6
  case failureRequiringAppLaunchNoServiceInArea = 7
  case failureRequiringAppLaunchServiceTemporarilyUnavailable = 8
  case failureRequiringAppLaunchPreviousRideNeedsCompletion = 9
  case failureRequiringAppLaunchRideScheduledTooFar = 10

  public var category: ResponseCategory {
    rawValue >= 5 ? .failureRequiringAppLaunch : Self.commonCategory(rawValue)
  }
}

/// INListRideOptionsIntentResponseCode.
public enum ListRideOptionsIntentResponseCode: Int, IntentResponseCode {
  case unspecified = 0
  case ready = 1
  case inProgress = 2
  case success = 3
  case failure = 4
  case failureRequiringAppLaunch = 5
  case failureRequiringAppLaunchMustVerifyCredentials = 6
  case failureRequiringAppLaunchNoServiceInArea = 7
  case failureRequiringAppLaunchServiceTemporarilyUnavailable = 8
  case failureRequiringAppLaunchPreviousRideNeedsCompletion = 9
  case failurePreviousRideNeedsFeedback = 10

  public var category: ResponseCategory {
    switch self {
    case .failurePreviousRideNeedsFeedback: return .failure
    default: return rawValue >= 5 ? .failureRequiringAppLaunch : Self.commonCategory(rawValue)
    }
  }
}

/// INGetRideStatusIntentResponseCode.
public enum GetRideStatusIntentResponseCode: Int, IntentResponseCode {
  case unspecified = 0
  case ready = 1
  case inProgress = 2
  case success = 3
  case failure = 4
  case failureRequiringAppLaunch = 5
  case failureRequiringAppLaunchMustVerifyCredentials = 6
  case failureRequiringAppLaunchServiceTemporarilyUnavailable = 7

  public var category: ResponseCategory {
    rawValue >= 5 ? .failureRequiringAppLaunch : Self.commonCategory(rawValue)
  }
}

/// INCancelRideIntentResponseCode: its own layout, with no inProgress and no app launch.
public enum CancelRideIntentResponseCode: Int, IntentResponseCode {
  case unspecified = 0
  case ready = 1
  case success = 2
  case failure = 3

  public var category: ResponseCategory {
    switch self {
    case .unspecified: return .unspecified
    case .ready: return .ready
    case .success: return .success
    case .failure: return .failure
    }
  }
}

/// Times as the assistant says them, read and said in the device's time zone whatever the
/// machine's.
public enum ClockTime {
  /// The device's calendar: Gregorian, in its time zone. A task-local value, because the zone
  /// is the device's (the data set's, or a transcript's) and replay runs transcripts of
  /// different devices side by side; the session sets it around each turn. UTC elsewhere.
  @TaskLocal public static var calendar = calendar(in: TimeZone(identifier: "UTC")!)

  /// A Gregorian calendar in `zone`.
  public static func calendar(in zone: TimeZone) -> Calendar {
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = zone
    return calendar
  }

  /// English month names whatever the machine's locale (Calendar's symbols follow it).
  static let months = [
    "Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec",
  ]

  /// "6:00 PM".
  public static func spoken(_ date: Date) -> String {
    let parts = calendar.dateComponents([.hour, .minute], from: date)
    let hour = parts.hour ?? 0
    let minute = parts.minute ?? 0
    let twelveHour = hour % 12 == 0 ? 12 : hour % 12
    let padded = minute < 10 ? "0\(minute)" : "\(minute)"
    return "\(twelveHour):\(padded) \(hour < 12 ? "AM" : "PM")"
  }

  /// "18:05": the time on a 24-hour clock, as French and Spanish say it.
  public static func spoken24(_ date: Date) -> String {
    let parts = calendar.dateComponents([.hour, .minute], from: date)
    let minute = parts.minute ?? 0
    return "\(parts.hour ?? 0):\(minute < 10 ? "0\(minute)" : "\(minute)")"
  }

  /// "20/11": the day and the month, as French and Spanish write a date.
  public static func dayAndMonth(_ date: Date) -> String {
    let parts = calendar.dateComponents([.month, .day], from: date)
    let month = parts.month ?? 1
    return "\(parts.day ?? 1)/\(month < 10 ? "0\(month)" : "\(month)")"
  }

  /// "Nov 28 at 8:00 AM": the day and the time, for a sentence that cannot say how far off
  /// it is.
  public static func spokenWithDay(_ date: Date) -> String {
    let parts = calendar.dateComponents([.month, .day], from: date)
    return "\(months[(parts.month ?? 1) - 1]) \(parts.day ?? 1) at \(spoken(date))"
  }

  /// "6:00 PM", "tomorrow at 8:00 AM", "yesterday at 6:07 PM" or "Nov 28 at 8:00 AM", seen
  /// from `now`.
  public static func spoken(_ date: Date, from now: Date) -> String {
    let time = spoken(date)
    switch days(from: now, to: date) {
    case 0: return time
    case 1: return "tomorrow at \(time)"
    case -1: return "yesterday at \(time)"
    default: return spokenWithDay(date)
    }
  }

  /// How many of the device's days `date` is after the day of `now` (negative before it):
  /// the days since 1970 each falls on by the device's clock, as a Gregorian day is 86,400
  /// seconds of local time. Foundation's `startOfDay`, twice, and a day count between them
  /// came to 50 k instructions; this is the same count (a test compares them across time
  /// zones and their changes of offset).
  public static func days(from now: Date, to date: Date) -> Int {
    localDay(date) - localDay(now)
  }

  private static func localDay(_ date: Date) -> Int {
    let local = date.timeIntervalSince1970 + Double(calendar.timeZone.secondsFromGMT(for: date))
    return Int((local / 86_400).rounded(.down))
  }
}

/// Why a ride's place, party, option or time is unsupported. SiriKit has no reason enum for the
/// ride intents (Apple's sample returns a plain `unsupported()`); intentsh names these so the
/// sentence can say why, with the limit in the result's `detail` where one applies.
public enum RideUnsupportedReason: Int, ResolutionReason {
  /// The place is outside the app's service area.
  case noServiceInArea = 1
  /// A party of fewer than one.
  case partySizeTooSmall = 2
  /// More riders than the app's largest ride seats (detail: that many seats).
  case partySizeTooLarge = 3
  /// More riders than the ride option named seats (detail: its seats).
  case rideOptionTooSmall = 4
  /// A pickup time that has passed.
  case timeInPast = 5
  /// A drop-off where the ride would pick up (detail: the place).
  case sameAsPickup = 6
}
