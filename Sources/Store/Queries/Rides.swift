import Foundation
import GRDB
import IntentKit
import Synchronization

/// A ride as its app recorded it: what was booked, and when the car is due and the trip ends as
/// the app worked them out. Its phase is never stored: the app tells it from these times and
/// the clock, so nothing runs in the background.
public struct BookedRide: Hashable, Sendable {
  public var id: String
  public var app: String
  /// The option's id (its vocabulary identifier) and name as booked.
  public var optionId: String
  public var optionName: SpeakableString
  public var pickup: Place
  public var dropOff: Place
  public var partySize: Int
  public var fare: CurrencyAmount
  public var driver: RideDriver?
  public var bookedAt: Date
  /// Set for a ride booked ahead of time.
  public var scheduledPickupDate: Date?
  /// When the car is due at the pickup.
  public var pickupDate: Date
  /// When the rider is dropped off; until then (and unless cancelled) the ride is under way.
  public var dropOffDate: Date
  public var cancelledAt: Date?
  /// What cancelling cost; nil when it was free or the ride is not cancelled.
  public var cancellationFee: CurrencyAmount?
  /// The payments (ids) of the fare, its refund and the cancellation fee.
  public var paymentId: String
  public var refundPaymentId: String?
  public var cancellationPaymentId: String?
  public var intentIdentifier: String?
}

/// A ride to book: which app and option, between which places (ids in places.json), for how
/// many, and when.
public struct RideOrder: Hashable, Sendable {
  public var app: String
  /// The option's id: "ride-option.rainbow".
  public var optionId: String
  public var optionName: SpeakableString
  public var pickupPlaceId: String
  public var dropOffPlaceId: String
  public var partySize: Int
  /// nil: as soon as a car can be there.
  public var scheduledPickupDate: Date?
  /// INIntent.identifier: a second order with the same identifier returns the first ride.
  public var intentIdentifier: String?
  /// What the app charged for the trip, and the payment (an id in the payments ledger) that
  /// paid it.
  public var fare: CurrencyAmount
  public var paymentId: String
  /// When the car is due at the pickup and the rider dropped off, as the app worked them out.
  public var pickupDate: Date
  public var dropOffDate: Date
  /// The driver the app gave the ride, if any yet.
  public var driver: RideDriver?

  public init(
    app: String, optionId: String, optionName: SpeakableString, pickupPlaceId: String,
    dropOffPlaceId: String, partySize: Int = 1, scheduledPickupDate: Date? = nil,
    intentIdentifier: String? = nil, fare: CurrencyAmount, paymentId: String, pickupDate: Date,
    dropOffDate: Date, driver: RideDriver?
  ) {
    self.app = app
    self.optionId = optionId
    self.optionName = optionName
    self.pickupPlaceId = pickupPlaceId
    self.dropOffPlaceId = dropOffPlaceId
    self.partySize = partySize
    self.scheduledPickupDate = scheduledPickupDate
    self.intentIdentifier = intentIdentifier
    self.fare = fare
    self.paymentId = paymentId
    self.pickupDate = pickupDate
    self.dropOffDate = dropOffDate
    self.driver = driver
  }
}

/// An order the store refuses because it could never be right (an app's bug, not the user's
/// situation): an app with no ride service, an unknown option or place, a party the option
/// cannot seat.
public struct RideOrderError: Error, Equatable, CustomStringConvertible {
  public var description: String
}

extension AppDatabase {
  /// A rides app's terms; nil when the data set has no record for it.
  public func rideService(app: String) throws -> RideServiceRecord? {
    try query { db in try Self.rideService(app: app, db) }
  }

  /// The ride with this id.
  public func ride(id: String) throws -> BookedRide? {
    try query { db in try Self.ride(id: id, db) }
  }

  /// A rides app's rides, oldest first.
  public func rides(app: String) throws -> [BookedRide] {
    try query { db in
      try Columns.all(
        db.cachedStatement(
          sql: "SELECT \(Self.rideColumns) FROM rides WHERE app = ? ORDER BY rowid"),
        arguments: [app]
      ) { try Self.ride($0, db) }
    }
  }

  /// The app's ride under way at `now`: neither cancelled nor dropped off yet.
  public func activeRide(app: String, at now: Date) throws -> BookedRide? {
    try query { db in try Self.activeRide(app: app, at: now, db) }
  }

  /// The app's latest ride, whatever became of it; nil before its first.
  public func latestRide(app: String) throws -> BookedRide? {
    try query { db in
      try Columns.first(db.cachedStatement(sql: Self.latestRideSQL), arguments: [app]) {
        try Self.ride($0, db)
      }
    }
  }

  /// Records a ride the app booked and was paid for (`order.paymentId`), as it booked it:
  /// whether it may be booked, when the car comes and who drives are the app's to decide; a
  /// booking that could never be right is refused.
  public func bookRide(_ order: RideOrder, at now: Date) throws -> BookedRide {
    try transaction { db in
      guard order.partySize >= 1, order.fare.minorUnits >= 0, order.dropOffDate >= order.pickupDate
      else {
        throw RideOrderError(
          description: "a party of \(order.partySize) for \(order.fare.formatted) is no order")
      }
      let pickup = try Self.existingPlace(order.pickupPlaceId, db)
      let dropOff = try Self.existingPlace(order.dropOffPlaceId, db)
      guard
        try Bool.fetchValue(
          db.cachedStatement(sql: "SELECT 1 FROM payments WHERE id = ?"),
          arguments: [order.paymentId]) == true
      else {
        throw RideOrderError(description: "the ride is paid by \(order.paymentId), no payment")
      }
      let ride = BookedRide(
        id: try Self.unusedID("ride", in: "rides", db), app: order.app, optionId: order.optionId,
        optionName: order.optionName, pickup: pickup, dropOff: dropOff,
        partySize: order.partySize, fare: order.fare, driver: order.driver, bookedAt: now,
        scheduledPickupDate: order.scheduledPickupDate, pickupDate: order.pickupDate,
        dropOffDate: order.dropOffDate, paymentId: order.paymentId,
        intentIdentifier: order.intentIdentifier)
      try Self.insert(ride, db)
      return ride
    }
  }

  /// How many rides of an option the app has booked, whatever became of them.
  public func rideCount(app: String, option: String) throws -> Int {
    try query { db in
      try Int.fetchValue(
        db.cachedStatement(sql: "SELECT COUNT(*) FROM rides WHERE app = ? AND optionId = ?"),
        arguments: [app, option]) ?? 0
    }
  }

  /// The ride booked for the intent with this identifier (INIntent.identifier), if any: a
  /// repeated handle answers with it rather than booking again.
  public func ride(intentIdentifier: String) throws -> BookedRide? {
    try query { db in
      try Columns.first(
        db.cachedStatement(sql: "SELECT \(Self.rideColumns) FROM rides WHERE intentIdentifier = ?"),
        arguments: [intentIdentifier]
      ) { try Self.ride($0, db) }
    }
  }

  /// Records that a ride was cancelled at `now`: the payment that refunded its fare, and the
  /// fee cancelling cost with the payment that charged it (nil when free). Whether it may still
  /// be cancelled is the app's to say; a ride that does not exist or was cancelled before is
  /// refused.
  public func recordCancellation(
    ofRide id: String, at now: Date, refundPaymentId: String,
    fee: (amount: CurrencyAmount, paymentId: String)?
  ) throws {
    try transaction { db in
      guard let ride = try Self.ride(id: id, db) else {
        throw RideOrderError(description: "no ride \(id) to cancel")
      }
      guard ride.cancelledAt == nil else {
        throw RideOrderError(description: "ride \(id) was cancelled before")
      }
      try db.executeCached(
        sql: """
          UPDATE rides SET cancelledAt = ?, refundPaymentId = ?, cancellationFeeMinorUnits = ?,
            cancellationPaymentId = ?
          WHERE id = ?
          """,
        arguments: [
          now.timeIntervalSince1970, refundPaymentId, fee?.amount.minorUnits, fee?.paymentId, id,
        ])
    }
  }

  private static func rideService(app: String, _ db: Database) throws -> RideServiceRecord? {
    try Columns.first(
      db.cachedStatement(sql: "SELECT record FROM rideServices WHERE app = ?"), arguments: [app]
    ) { row in try row.withTextBytes(0, decodedRideService) } ?? nil
  }

  /// A stored record decoded once per text: a rides app asks for its terms at every resolve,
  /// confirm and handle, and decoding them each time was a thirtieth of replaying a transcript.
  /// The column's bytes are compared where SQLite holds them with the records decoded before,
  /// not hashed (a few are kept, and hashing a record's every byte cost more than the query)
  /// nor made a String first (checking a kilobyte of text is UTF-8 cost a third of the call).
  private static func decodedRideService(_ json: UnsafeBufferPointer<UInt8>) throws
    -> RideServiceRecord
  {
    let known = decodedRideServices.withLock { known in
      known.first { entry in
        entry.json.withUnsafeBufferPointer {
          $0.count == json.count
            && ($0.isEmpty || memcmp($0.baseAddress!, json.baseAddress!, $0.count) == 0)
        }
      }
    }
    if let known {
      return known.record
    }
    let record = try JSONDecoder().decode(RideServiceRecord.self, from: Data(json))
    decodedRideServices.withLock { known in
      // A few data sets' terms, and their changed forms (`:simulate`): never many.
      if known.count >= 32 { known.removeLast() }
      known.insert((Array(json), record), at: 0)
    }
    return record
  }

  private static let decodedRideServices = Mutex<[(json: [UInt8], record: RideServiceRecord)]>(
    [])

  private static func existingPlace(_ id: String, _ db: Database) throws -> Place {
    guard let place = try place(id: id, db) else {
      throw RideOrderError(description: "no place \(id)")
    }
    return place
  }

  private static func activeRide(app: String, at now: Date, _ db: Database) throws
    -> BookedRide?
  {
    try Columns.first(
      db.cachedStatement(sql: activeRideSQL), arguments: [app, now.timeIntervalSince1970]
    ) { try ride($0, db) }
  }

  private static func ride(id: String, _ db: Database) throws -> BookedRide? {
    try Columns.first(
      db.cachedStatement(sql: "SELECT \(rideColumns) FROM rides WHERE id = ?"), arguments: [id]
    ) { try ride($0, db) }
  }

  /// The columns a ride is read from, in the order `ride(_:_:)` reads them: by position, as
  /// a row read by column name searches its columns, lowercasing each, at every read.
  private static let rideColumns = """
    id, app, optionId, optionName, pickupPlaceId, dropOffPlaceId, partySize, fareMinorUnits,
    currency, driverName, driverVehicle, driverLicensePlate, bookedAt, scheduledPickupAt,
    pickupAt, dropOffAt, cancelledAt, cancellationFeeMinorUnits, paymentId, refundPaymentId,
    cancellationPaymentId, intentIdentifier
    """

  // The latest ride is found as the largest rowid of the app's index range, not by ordering
  // its rides: "ORDER BY rowid DESC LIMIT 1" made SQLite build a temporary b-tree each time, a
  // page zeroed and freed, for the one ride a rides app asks about at every turn.
  private static let activeRideSQL = """
    SELECT \(rideColumns) FROM rides WHERE rowid = (
      SELECT MAX(rowid) FROM rides WHERE app = ? AND cancelledAt IS NULL AND dropOffAt > ?)
    """
  private static let latestRideSQL = """
    SELECT \(rideColumns) FROM rides WHERE rowid = (SELECT MAX(rowid) FROM rides WHERE app = ?)
    """

  private static func ride(_ row: Columns, _ db: Database) throws -> BookedRide {
    func date(_ column: Int) -> Date? {
      (row[column] as Double?).map(Date.init(timeIntervalSince1970:))
    }
    let currency: String = row[8]
    let driverName: String? = row[9]
    return BookedRide(
      id: row[0], app: row[1], optionId: row[2],
      optionName: SpeakableString(spokenPhrase: row[3], vocabularyIdentifier: row[2]),
      pickup: try existingPlace(row[4], db),
      dropOff: try existingPlace(row[5], db), partySize: row[6],
      fare: CurrencyAmount(minorUnits: row[7], currencyCode: currency),
      driver: driverName.map {
        RideDriver(name: $0, vehicle: row[10] ?? "", licensePlate: row[11] ?? "")
      },
      bookedAt: date(12) ?? .distantPast, scheduledPickupDate: date(13),
      pickupDate: date(14) ?? .distantPast, dropOffDate: date(15) ?? .distantPast,
      cancelledAt: date(16),
      cancellationFee: (row[17] as Int?).map {
        CurrencyAmount(minorUnits: $0, currencyCode: currency)
      },
      paymentId: row[18], refundPaymentId: row[19], cancellationPaymentId: row[20],
      intentIdentifier: row[21])
  }

  private static func insert(_ ride: BookedRide, _ db: Database) throws {
    try db.executeCached(
      sql: """
        INSERT INTO rides (id, app, optionId, optionName, pickupPlaceId, dropOffPlaceId,
          partySize, fareMinorUnits, currency, driverName, driverVehicle, driverLicensePlate,
          bookedAt, scheduledPickupAt, pickupAt, dropOffAt, paymentId, intentIdentifier)
        VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
        """,
      arguments: [
        ride.id, ride.app, ride.optionId, ride.optionName.spokenPhrase, ride.pickup.id,
        ride.dropOff.id, ride.partySize, ride.fare.minorUnits, ride.fare.currencyCode,
        ride.driver?.name, ride.driver?.vehicle, ride.driver?.licensePlate,
        ride.bookedAt.timeIntervalSince1970, ride.scheduledPickupDate?.timeIntervalSince1970,
        ride.pickupDate.timeIntervalSince1970, ride.dropOffDate.timeIntervalSince1970,
        ride.paymentId, ride.intentIdentifier,
      ])
  }

  /// Writes rideServices.json and forgets the rides of an earlier import (see
  /// insertPaymentServices).
  static func insertRideServices(_ records: [RideServiceRecord], _ db: Database) throws {
    for table in ["rides", "rideServices"] { try db.execute(sql: "DELETE FROM \(table)") }
    let encoder = JSONEncoder()
    encoder.outputFormatting = .sortedKeys
    let service = try db.makeStatement(
      sql: "INSERT INTO rideServices (app, record) VALUES (?, ?)")
    for record in records {
      try Columns.run(
        service,
        arguments: [
          record.app, String(decoding: try encoder.encode(record), as: UTF8.self),
        ])
    }
  }
}
