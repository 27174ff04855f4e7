import Foundation
import IntentKit
import Store

/// A ride's lifecycle, as UnicornRides runs it: a booked ride's phase follows from its times
/// and the clock, so nothing runs in the background.
extension BookedRide {
  /// The phase at `now`: received for the first minute after booking (no driver yet),
  /// confirmed until 2 minutes before the pickup, approaching the pickup until it, at the
  /// pickup for a minute, ongoing until the drop-off, completed after. A cancelled ride is
  /// completed, as SiriKit reports one (with a completion status of canceled by the user,
  /// which RideStatus does not carry).
  func phase(at now: Date) -> RidePhase {
    if cancelledAt != nil { return .completed }
    if now < bookedAt.addingTimeInterval(Self.receivedSeconds) { return .received }
    if now < pickupDate.addingTimeInterval(-Self.approachSeconds) { return .confirmed }
    if now < pickupDate { return .approachingPickup }
    if now < pickupDate.addingTimeInterval(Self.pickupSeconds) { return .pickup }
    if now < dropOffDate { return .ongoing }
    return .completed
  }

  static let receivedSeconds: TimeInterval = 60
  static let approachSeconds: TimeInterval = 120
  static let pickupSeconds: TimeInterval = 60

  /// Whether the ride may still be cancelled at `now`: until the rider is picked up.
  func canBeCancelled(at now: Date) -> Bool {
    cancelledAt == nil && ![.ongoing, .completed].contains(phase(at: now))
  }

  /// INRideStatus at `now`.
  func status(at now: Date) -> RideStatus {
    let phase = phase(at: now)
    return RideStatus(
      rideIdentifier: id, phase: phase, rideOptionName: optionName, pickupLocation: pickup,
      dropOffLocation: dropOff, partySize: partySize, fare: fare,
      driver: phase == .received ? nil : driver, estimatedPickupDate: pickupDate,
      estimatedDropOffDate: dropOffDate, scheduledPickupDate: scheduledPickupDate)
  }
}
