import AppSupport
import Foundation
import IntentKit
import Store

/// What booking a ride came to.
enum RideBooking: Hashable, Sendable {
  /// Booked and paid for (or booked before under the same intent identifier).
  case booked(RideStatus)
  /// Another ride of the app is under way; nothing was written.
  case previousRideActive(RideStatus)
  /// The payment account could not pay the fare; no ride was booked (the failed payment is
  /// recorded, as a failed send is).
  case paymentDeclined(CurrencyAmount)
}

/// What cancelling a ride came to.
enum RideCancellation: Hashable, Sendable {
  /// Cancelled, and the fare refunded; `fee` is what cancelling was charged, nil when free.
  /// A ride cancelled before is reported so again, with the fee it was charged then.
  case cancelled(fee: CurrencyAmount?)
  /// The rider has been picked up (ongoing) or dropped off: too late to cancel.
  case tooLate(RideStatus)
  case notFound
}

/// A trip as the app will book it, once its checks passed: the terms it is priced by, the
/// option, the places, the party, and when the car is due.
struct CheckedTrip: Sendable {
  var service: RideService
  var option: RideOptionSpec
  var pickup: Place
  var dropOff: Place
  var partySize: Int
  /// Set for a ride booked ahead of time.
  var scheduled: Date?
  /// The time scheduled, else as soon as a car of the option can be there.
  var pickupDate: Date

  /// The trip for a time asked (`scheduled`, nil for now) at `now`: a time sooner than a car
  /// can come is as soon as one can.
  init(
    service: RideService, option: RideOptionSpec, pickup: Place, dropOff: Place,
    partySize: Int, asked scheduled: Date?, at now: Date
  ) {
    self.service = service
    self.option = option
    self.pickup = pickup
    self.dropOff = dropOff
    self.partySize = partySize
    let soonest = now.addingTimeInterval(TimeInterval(option.etaMinutes * 60))
    self.scheduled = scheduled.flatMap { $0 > soonest ? $0 : nil }
    pickupDate = self.scheduled ?? soonest
  }

  /// What the trip costs, which the payment sheet charges.
  var fare: CurrencyAmount { service.fare(for: option, from: pickup, to: dropOff) }
}

extension RidesApp {
  /// The ride under way at `now`, as its status.
  func activeRide(at now: Date) throws -> RideStatus? {
    try database.activeRide(app: name, at: now)?.status(at: now)
  }

  /// Books a ride and pays for it through the system's payment sheet, as one change: the fare
  /// is charged to the account the app's terms name, and when it cannot pay no ride is booked.
  /// A ride booked before under the intent identifier is answered as it is, so a repeated
  /// handle books and pays once; while another ride of the app is under way nothing is
  /// written.
  func book(_ trip: CheckedTrip, intentIdentifier: String?) throws -> RideBooking {
    let now = clock.now
    return try database.atomically {
      if let intentIdentifier, let earlier = try database.ride(intentIdentifier: intentIdentifier) {
        return .booked(earlier.status(at: now))
      }
      if let active = try activeRide(at: now) { return .previousRideActive(active) }
      let fare = trip.fare
      let payment = try payments.charge(
        fare, from: trip.service.paymentAccount, merchant: name,
        note: "\(name) ride to \(trip.dropOff.name)", intentIdentifier: intentIdentifier)
      guard payment.isCompleted else { return .paymentDeclined(fare) }
      // A minute at the pickup, then the trip. Each ride of an option gets its next driver.
      let drivers = trip.service.drivers(of: trip.option.id)
      let booked = try database.rideCount(app: name, option: trip.option.id)
      let ride = try database.bookRide(
        RideOrder(
          app: name, optionId: trip.option.id, optionName: trip.option.speakableName,
          pickupPlaceId: trip.pickup.id, dropOffPlaceId: trip.dropOff.id,
          partySize: trip.partySize, scheduledPickupDate: trip.scheduled,
          intentIdentifier: intentIdentifier, fare: fare, paymentId: payment.id,
          pickupDate: trip.pickupDate,
          dropOffDate: trip.pickupDate.addingTimeInterval(
            BookedRide.pickupSeconds
              + TimeInterval(trip.service.tripMinutes(from: trip.pickup, to: trip.dropOff)) * 60),
          driver: drivers.isEmpty ? nil : drivers[booked % drivers.count]),
        at: now)
      return .booked(ride.status(at: now))
    }
  }

  /// Cancels a ride as one change: refunds its fare into the account the terms name and
  /// charges the fee they ask for cancelling now (`RideService.cancellationFee`). Refused once
  /// the rider is picked up; cancelling a cancelled ride changes nothing and reports it again.
  func cancel(ride id: String, under service: RideService) throws -> RideCancellation {
    let now = clock.now
    return try database.atomically {
      guard let ride = try database.ride(id: id) else { return .notFound }
      if ride.cancelledAt != nil { return .cancelled(fee: ride.cancellationFee) }
      guard ride.canBeCancelled(at: now) else { return .tooLate(ride.status(at: now)) }
      let fee = service.cancellationFee(for: ride, at: now)
      let refund = try payments.refund(
        ride.fare, into: service.paymentAccount, merchant: name,
        note: "\(name) refund of the ride to \(ride.dropOff.name)")
      let feePayment = try fee.map { fee in
        try payments.charge(
          fee, from: service.paymentAccount, merchant: name, note: "\(name) cancellation fee")
      }
      try database.recordCancellation(
        ofRide: id, at: now, refundPaymentId: refund.id,
        fee: fee.flatMap { fee in feePayment.map { (fee, $0.id) } })
      return .cancelled(fee: fee)
    }
  }
}
