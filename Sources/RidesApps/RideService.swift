import AppSupport
import Foundation
import IntentKit
import Store

/// A rides app's terms (rideServices.json): where it drives, what it offers at what price, what
/// cancelling costs, and where its user stands with it. The helpers are pure: prices and times
/// for a trip come from the places' distance alone.
struct RideService: Hashable, Sendable {
  var app: String
  /// ISO 4217: every fare and fee is in it.
  var currency: String
  /// The account (an id of a payments app's account) rides are paid from.
  var paymentAccount: String
  var serviceArea: ServiceArea
  /// A ride may be booked at most this many hours ahead.
  var maxScheduleAheadHours: Int
  /// Charged when a ride is cancelled after the free minutes; zero for never.
  var cancellationFee: CurrencyAmount
  /// Minutes after booking during which cancelling is free.
  var freeCancellationMinutes: Int
  /// false: the user has not signed in (…MustVerifyCredentials).
  var credentialsVerified: Bool
  /// false: the service is down (…ServiceTemporarilyUnavailable).
  var serviceAvailable: Bool
  /// true: the last ride waits for a rating (failurePreviousRideNeedsFeedback).
  var feedbackPending: Bool
  /// In data set order.
  var options: [RideOptionSpec]
  /// In data set order; a ride gets the next driver of its option in turn.
  var drivers: [RideDriverSpec]

  /// From a record DataSetValidator accepted: its amounts read exactly in its currency.
  init(_ record: RideServiceRecord) {
    let currency = record.currency
    func amount(_ text: String) -> CurrencyAmount {
      CurrencyAmount(decimal: text, currencyCode: currency)
        ?? CurrencyAmount(minorUnits: 0, currencyCode: currency)
    }
    app = record.app
    self.currency = currency
    paymentAccount = record.paymentAccount
    serviceArea = ServiceArea(
      latitude: record.serviceArea.latitude, longitude: record.serviceArea.longitude,
      radiusKm: record.serviceArea.radiusKm)
    maxScheduleAheadHours = record.maxScheduleAheadHours
    cancellationFee = amount(record.cancellationFee)
    freeCancellationMinutes = record.freeCancellationMinutes
    credentialsVerified = record.credentialsVerified
    serviceAvailable = record.serviceAvailable
    feedbackPending = record.feedbackPending
    options = record.options.map {
      RideOptionSpec(
        id: $0.id, name: $0.name, capacity: $0.capacity, baseFare: amount($0.baseFare),
        perKm: amount($0.perKm), etaMinutes: $0.etaMinutes, image: $0.image,
        category: $0.category)
    }
    drivers = record.drivers.map {
      RideDriverSpec(
        option: $0.option,
        driver: RideDriver(name: $0.name, vehicle: $0.vehicle, licensePlate: $0.licensePlate))
    }
  }

  /// The option with this id (its vocabulary identifier).
  func option(id: String) -> RideOptionSpec? {
    options.first { $0.id == id }
  }

  /// The drivers of an option, in turn order.
  func drivers(of option: String) -> [RideDriver] {
    drivers.filter { $0.option == option }.map(\.driver)
  }

  /// Whether the app picks up and drops off at `place`: within the area's radius of its centre.
  func covers(_ place: Place) -> Bool {
    serviceArea.centre.kilometres(to: place) <= serviceArea.radiusKm
  }

  /// What a trip costs with `option`: the base fare plus the price per km times the distance,
  /// the distance part rounded once to whole minor units.
  func fare(for option: RideOptionSpec, from pickup: Place, to dropOff: Place)
    -> CurrencyAmount
  {
    let distancePart = (Double(option.perKm.minorUnits) * pickup.kilometres(to: dropOff))
      .rounded(.toNearestOrAwayFromZero)
    return CurrencyAmount(
      minorUnits: option.baseFare.minorUnits + Int(distancePart), currencyCode: currency)
  }

  /// The option as INRideOption for a trip. The fare is known before booking and is what is
  /// charged, so its price range is that one price (INPriceRange(price:)): the list, the
  /// confirmation and the payment sheet all say the same amount.
  func rideOption(_ option: RideOptionSpec, from pickup: Place, to dropOff: Place)
    -> RideOption
  {
    let fare = fare(for: option, from: pickup, to: dropOff)
    return RideOption(
      name: option.speakableName, capacity: option.capacity, minimumPrice: fare,
      maximumPrice: fare, etaMinutes: option.etaMinutes, image: option.image)
  }

  /// Every option for a trip, in data set order.
  func rideOptions(from pickup: Place, to dropOff: Place) -> [RideOption] {
    options.map { rideOption($0, from: pickup, to: dropOff) }
  }

  /// Minutes a trip takes at an average 30 km/h, rounded up, and never under 3.
  func tripMinutes(from pickup: Place, to dropOff: Place) -> Int {
    Self.tripMinutes(kilometres: pickup.kilometres(to: dropOff))
  }

  static func tripMinutes(kilometres: Double) -> Int {
    let minutes = (kilometres / RideService.averageKilometresPerHour * 60).rounded(.up)
    return max(RideService.shortestTripMinutes, Int(minutes))
  }

  static let averageKilometresPerHour = 30.0
  static let shortestTripMinutes = 3

  /// The latest pickup a ride booked at `now` may be scheduled for
  /// (failureRequiringAppLaunchRideScheduledTooFar beyond it).
  func latestScheduledPickup(bookedAt now: Date) -> Date {
    now.addingTimeInterval(TimeInterval(maxScheduleAheadHours) * 3600)
  }

  /// Until when cancelling `ride` is free (INCancelRideIntentResponse's
  /// cancellationFeeThreshold): its booking plus the free minutes; for a ride booked ahead,
  /// until the free minutes before its pickup if that is later, so a ride hours away is not
  /// charged for.
  func freeCancellationEnds(for ride: BookedRide) -> Date {
    let free = TimeInterval(freeCancellationMinutes) * 60
    let afterBooking = ride.bookedAt.addingTimeInterval(free)
    guard ride.scheduledPickupDate != nil else { return afterBooking }
    return max(afterBooking, ride.pickupDate.addingTimeInterval(-free))
  }

  /// What cancelling `ride` at `now` would cost, for the confirm step to quote: nil when it
  /// is free (within the free minutes, or no fee) or when the ride can no longer be cancelled
  /// (cancelled already, or past its pickup).
  func cancellationFee(for ride: BookedRide, at now: Date) -> CurrencyAmount? {
    guard ride.cancelledAt == nil, ride.canBeCancelled(at: now),
      now > freeCancellationEnds(for: ride), cancellationFee.minorUnits > 0
    else { return nil }
    return cancellationFee
  }
}

/// A rides app's service area: every place within `radiusKm` of the centre.
struct ServiceArea: Hashable, Sendable {
  var latitude: Double
  var longitude: Double
  var radiusKm: Double

  init(latitude: Double, longitude: Double, radiusKm: Double) {
    self.latitude = latitude
    self.longitude = longitude
    self.radiusKm = radiusKm
  }

  /// The centre, as a place distances are measured from.
  var centre: Place {
    Place(id: "service-area-centre", name: "", latitude: latitude, longitude: longitude)
  }
}

/// A kind of ride an app offers, before it is priced for a trip.
struct RideOptionSpec: Hashable, Sendable {
  /// The vocabulary identifier: "ride-option.rainbow".
  var id: String
  /// "RainbowCar".
  var name: String
  var capacity: Int
  var baseFare: CurrencyAmount
  var perKm: CurrencyAmount
  var etaMinutes: Int
  /// A glyph shown before the name in lists: "🌈".
  var image: String?
  /// The section the option is listed under: "Everyday".
  var category: String?

  init(
    id: String, name: String, capacity: Int, baseFare: CurrencyAmount, perKm: CurrencyAmount,
    etaMinutes: Int, image: String? = nil, category: String? = nil
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

  /// The name with its vocabulary identifier, as INRideOption and INRideStatus carry it.
  var speakableName: SpeakableString {
    SpeakableString(spokenPhrase: name, vocabularyIdentifier: id)
  }
}

/// A driver of a rides app and the option (id) their car is.
struct RideDriverSpec: Hashable, Sendable {
  var option: String
  var driver: RideDriver
}
