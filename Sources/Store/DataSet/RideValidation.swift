import IntentKit
import SpokenLanguage

extension DataSetValidator {
  /// Places have unique ids, a name, aliases that say something, and coordinates on the
  /// globe. Returns their ids.
  static func validatePlaces(_ places: [PlaceRecord], fail: (String, String) -> DataSetError)
    throws -> Set<String>
  {
    let file = "places.json"
    var ids = Set<String>()
    for (index, place) in places.enumerated() {
      let here = "[\(index)]"
      guard !place.id.isEmpty, ids.insert(place.id).inserted else {
        throw fail(file, "\(here).id: empty or duplicate id \"\(place.id)\"")
      }
      guard !PlaceKey.key(place.name).isEmpty else { throw fail(file, "\(here).name: empty") }
      if let spoken = place.spokenName, spoken.allSatisfy(\.isWhitespace) {
        throw fail(file, "\(here).spokenName: empty")
      }
      for (position, alias) in (place.aliases ?? []).enumerated() where PlaceKey.key(alias).isEmpty
      {
        throw fail(file, "\(here).aliases[\(position)]: empty")
      }
      try checkCoordinates(
        latitude: place.latitude, longitude: place.longitude, at: here, in: file, fail: fail)
    }
    return ids
  }

  /// A rides app's record: its app is of kind rides, it pays from an account of the payments
  /// ledger in the record's currency, its prices and times are positive, its options are
  /// unique and every option has a driver.
  static func validateRideServices(
    _ dataSet: DataSet, fail: (String, String) -> DataSetError
  ) throws {
    let file = "rideServices.json"
    let ridesApps = Set(dataSet.apps.filter { $0.kind == "rides" && $0.isInstalled }.map(\.name))
    let accounts = Dictionary(dataSet.accounts.map { ($0.id, $0) }) { first, _ in first }
    var seen = Set<String>()
    for (index, service) in dataSet.rideServices.enumerated() {
      let here = "[\(index)]"
      guard ridesApps.contains(service.app) else {
        throw fail(file, "\(here).app: no app of kind rides called \"\(service.app)\"")
      }
      guard seen.insert(service.app).inserted else {
        throw fail(file, "\(here).app: another record is for \"\(service.app)\"")
      }
      guard isCurrencyCode(service.currency) else {
        throw fail(file, "\(here).currency: expected an ISO 4217 code such as \"USD\"")
      }
      guard let account = accounts[service.paymentAccount] else {
        throw fail(
          file, "\(here).paymentAccount: no account \"\(service.paymentAccount)\" in accounts.json")
      }
      guard account.type != .credit else {
        throw fail(
          file,
          "\(here).paymentAccount: \"\(account.id)\" is a credit account, which cannot pay for rides"
        )
      }
      guard account.currency == service.currency else {
        throw fail(
          file,
          "\(here).currency: \"\(service.currency)\" is not the currency of account \"\(account.id)\" (\(account.currency))"
        )
      }
      let area = service.serviceArea
      try checkCoordinates(
        latitude: area.latitude, longitude: area.longitude, at: "\(here).serviceArea", in: file,
        fail: fail)
      guard area.radiusKm > 0, area.radiusKm.isFinite else {
        throw fail(file, "\(here).serviceArea.radiusKm: expected a number above zero")
      }
      guard service.maxScheduleAheadHours > 0 else {
        throw fail(file, "\(here).maxScheduleAheadHours: expected a number above zero")
      }
      guard
        let fee = CurrencyAmount(decimal: service.cancellationFee, currencyCode: service.currency),
        fee.minorUnits >= 0
      else {
        throw fail(
          file,
          "\(here).cancellationFee: expected a decimal amount such as \"5.00\", exact in \(service.currency)"
        )
      }
      guard service.freeCancellationMinutes >= 0 else {
        throw fail(file, "\(here).freeCancellationMinutes: expected zero or more minutes")
      }
      try validateRideOptions(service, at: here, fail: fail)
    }
    // Booking and listing rides need the app's options and prices.
    for (index, app) in dataSet.apps.enumerated() where app.kind == "rides" && app.isInstalled {
      guard !seen.contains(app.name),
        let intent = app.intentsSupported.first(where: {
          [IntentName.requestRide, .listRideOptions].contains(IntentName($0))
        })
      else { continue }
      throw fail(
        file, "no record for \"\(app.name)\", which supports \(intent) (apps.json [\(index)])")
    }
  }

  private static func validateRideOptions(
    _ service: RideServiceRecord, at here: String, fail: (String, String) -> DataSetError
  ) throws {
    let file = "rideServices.json"
    guard !service.options.isEmpty else {
      throw fail(file, "\(here).options: at least one option is needed")
    }
    var ids = Set<String>()
    var names = Set<String>()
    for (position, option) in service.options.enumerated() {
      let key = "\(here).options[\(position)]"
      guard !option.id.isEmpty, ids.insert(option.id).inserted else {
        throw fail(file, "\(key).id: empty or duplicate id \"\(option.id)\"")
      }
      let name = NameNormalizer.normalize(option.name)
      guard !name.isEmpty else { throw fail(file, "\(key).name: empty") }
      guard names.insert(name).inserted else {
        throw fail(file, "\(key).name: another option of \(service.app) has this name")
      }
      guard option.capacity > 0 else {
        throw fail(file, "\(key).capacity: expected a number above zero")
      }
      for (field, text) in [("baseFare", option.baseFare), ("perKm", option.perKm)] {
        guard let amount = CurrencyAmount(decimal: text, currencyCode: service.currency),
          amount.minorUnits > 0
        else {
          throw fail(
            file,
            "\(key).\(field): expected a decimal amount above zero such as \"2.50\", exact in \(service.currency)"
          )
        }
      }
      guard option.etaMinutes > 0 else {
        throw fail(file, "\(key).etaMinutes: expected a number above zero")
      }
    }
    var driven = Set<String>()
    for (position, driver) in service.drivers.enumerated() {
      let key = "\(here).drivers[\(position)]"
      guard ids.contains(driver.option) else {
        throw fail(file, "\(key).option: no option \"\(driver.option)\" in options")
      }
      for (field, text) in [
        ("name", driver.name), ("vehicle", driver.vehicle), ("licensePlate", driver.licensePlate),
      ] where text.allSatisfy(\.isWhitespace) {
        throw fail(file, "\(key).\(field): empty")
      }
      driven.insert(driver.option)
    }
    for option in service.options where !driven.contains(option.id) {
      throw fail(file, "\(here).drivers: no driver for option \"\(option.id)\"")
    }
  }

  private static func checkCoordinates(
    latitude: Double, longitude: Double, at here: String, in file: String,
    fail: (String, String) -> DataSetError
  ) throws {
    guard (-90...90).contains(latitude) else {
      throw fail(file, "\(here).latitude: expected a latitude between -90 and 90")
    }
    guard (-180...180).contains(longitude) else {
      throw fail(file, "\(here).longitude: expected a longitude between -180 and 180")
    }
  }
}
