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

/// A ride to book, as the app priced it: the order less its payment, which the system takes.
struct RideRequest: Hashable, Sendable {
  var optionId: String
  var optionName: SpeakableString
  var pickup: Place
  var dropOff: Place
  var partySize: Int
  var scheduledPickupDate: Date?
  var intentIdentifier: String?
  var fare: CurrencyAmount
  var etaMinutes: Int
  var tripMinutes: Int
  var drivers: [RideDriver]
}

extension RidesApp {
  /// The ride under way at `now`, as its status.
  func activeRide(at now: Date) throws -> RideStatus? {
    try database.activeRide(app: name, at: now)?.status(at: now)
  }

  /// Books a ride and pays for it through the system's payment sheet, as one change: the fare
  /// is charged to the account the app's terms name, and when it cannot pay no ride is booked.
  /// A ride booked before under the request's intent identifier is answered as it is, so a
  /// repeated handle books and pays once; while another ride of the app is under way nothing
  /// is written.
  func book(_ request: RideRequest, paying account: String) throws -> RideBooking {
    let now = clock.now
    return try database.atomically {
      if let identifier = request.intentIdentifier,
        let earlier = try database.ride(intentIdentifier: identifier)
      {
        return .booked(earlier.status(at: now))
      }
      if let active = try activeRide(at: now) { return .previousRideActive(active) }
      let payment = try payments.charge(
        request.fare, from: account, merchant: name,
        note: "\(name) ride to \(request.dropOff.name)",
        intentIdentifier: request.intentIdentifier)
      guard payment.isCompleted else { return .paymentDeclined(request.fare) }
      // The car is due when scheduled, else as soon as the option's cars can be there; a
      // minute at the pickup, then the trip. Each ride of an option gets its next driver.
      let pickupDate =
        request.scheduledPickupDate ?? now.addingTimeInterval(TimeInterval(request.etaMinutes) * 60)
      let booked = try database.rideCount(app: name, option: request.optionId)
      let ride = try database.bookRide(
        RideOrder(
          app: name, optionId: request.optionId, optionName: request.optionName,
          pickupPlaceId: request.pickup.id, dropOffPlaceId: request.dropOff.id,
          partySize: request.partySize, scheduledPickupDate: request.scheduledPickupDate,
          intentIdentifier: request.intentIdentifier, fare: request.fare, paymentId: payment.id,
          pickupDate: pickupDate,
          dropOffDate: pickupDate.addingTimeInterval(
            BookedRide.pickupSeconds + TimeInterval(request.tripMinutes) * 60),
          driver: request.drivers.isEmpty ? nil : request.drivers[booked % request.drivers.count]),
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
