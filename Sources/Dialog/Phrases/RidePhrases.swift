import IntentKit

/// What Siri says while booking, listing, following and cancelling rides (the ride intents).
public struct RidePhrases: IntentPhrases {
  public init() {}

  public func needsValue(_ parameter: String, in intent: Intent) -> String {
    switch parameter {
    case RideTrip.pickupLocation.name: return "Where should the driver pick you up?"
    case RideTrip.dropOffLocation.name: return "Where do you want to go?"
    case RequestRideIntent.rideOptionName.name: return "Which ride do you want?"
    case RequestRideIntent.partySize.name: return "How many people are riding?"
    case RequestRideIntent.scheduledPickupTime.name: return "When should the driver pick you up?"
    default: return GenericPhrases.needsValue(parameter)
    }
  }

  public func disambiguation(
    _ parameter: String, current: IntentValue?, options: [IntentValue], in intent: Intent
  ) -> String {
    switch parameter {
    case RequestRideIntent.rideOptionName.name:
      guard let dropOff = intent[RideTrip.dropOffLocation] else {
        return "Which ride do you want?"
      }
      return "Which ride \(Self.to(dropOff))?"
    default:
      guard let said = current?.spokenText, !said.allSatisfy(\.isWhitespace) else {
        return "Which place?"
      }
      return "Which \(Self.withoutArticle(said))?"
    }
  }

  public func unsupported(
    _ parameter: String, value: IntentValue?, reason: UnsupportedReason?, in intent: Intent
  ) -> String {
    let app = intent.app ?? "the app"
    let said = value?.spokenText ?? ""
    switch reason?.typed(RideUnsupportedReason.self) {
    case .noServiceInArea?:
      let place = reason?.detail?.place?.spoken ?? said
      return "Sorry, \(app) doesn't go to \(place): it's outside the service area."
    case .partySizeTooSmall?: return "A ride needs at least one rider."
    case .partySizeTooLarge?:
      let seats = reason?.detail?.spokenText ?? "fewer"
      return "Sorry, no \(app) ride seats \(said): the largest seats \(seats)."
    case .rideOptionTooSmall?:
      let seats = reason?.detail?.spokenText ?? "fewer"
      guard let party = intent[RequestRideIntent.partySize] else {
        return "Sorry, \(Self.article(said)) \(said) seats only \(seats)."
      }
      return
        "Sorry, \(Self.article(said)) \(said) seats only \(seats), and there are \(party) of you."
    case .timeInPast?: return "Sorry, \(said) has already passed."
    case .sameAsPickup?:
      let place = reason?.detail?.place?.spoken ?? said
      return "Sorry, the ride picks you up at \(place), so it can't take you there."
    case nil: break
    }
    switch parameter {
    case RideTrip.pickupLocation.name, RideTrip.dropOffLocation.name:
      return "Sorry, I couldn't find \"\(said)\" on the map."
    case RequestRideIntent.rideOptionName.name:
      return "Sorry, \(app) has no ride called \"\(said)\"."
    case RequestRideIntent.partySize.name: return "Sorry, I didn't get how many people are riding."
    case RequestRideIntent.scheduledPickupTime.name:
      return "Sorry, I didn't get the time \"\(said)\"."
    default: return GenericPhrases.unsupported(value: value, app: intent.app)
    }
  }

  public func confirmIntent(_ intent: Intent) -> String {
    switch intent.name {
    case .cancelRide: return "Cancel your ride?"
    default:
      guard let dropOff = intent[RideTrip.dropOffLocation] else {
        return "Book the ride?"
      }
      return "Book a ride \(Self.to(dropOff))?"
    }
  }

  public func confirmIntent(_ intent: Intent, confirmation: IntentResponse) -> String {
    switch intent.name {
    case .requestRide:
      guard let option = confirmation[RideOutput.rideOption],
        let pickup = confirmation[RideOutput.pickupLocation],
        let dropOff = confirmation[RideOutput.dropOffLocation]
      else { return confirmIntent(intent) }
      let party = intent[RequestRideIntent.partySize].flatMap { $0 > 1 ? $0 : nil }
      let forParty = party.map { " for \($0) people" } ?? ""
      let when = confirmation[RideOutput.pickup].map { ", with pickup \($0)" } ?? ""
      // The charge the payment sheet will show, else the option's price.
      let price = confirmation[PaymentSheetOutput.charge]?.formatted ?? Self.range(option)
      let name = option.name.spokenPhrase
      return
        "Book \(Self.article(name)) \(name) from \(pickup.spoken) "
        + "\(Self.to(dropOff, near: pickup))\(forParty)? It's \(price)\(when)."
    case .cancelRide:
      let ride = confirmation[RideOutput.rideStatus]
      let what = ride.map {
        "your \($0.rideOptionName.spokenPhrase) \(Self.to($0.dropOffLocation))"
      }
      let question = "Cancel \(what ?? "your ride")?"
      if let fee = confirmation[RideOutput.cancellationFee] {
        return "\(question) You'll be charged a \(fee.formatted) cancellation fee."
      }
      if let until = confirmation[RideOutput.freeUntil] {
        return "\(question) It's free to cancel until \(until)."
      }
      return question
    default:
      return confirmIntent(intent)
    }
  }

  public func declined(_ intent: Intent) -> String {
    intent.name == .cancelRide ? "OK, your ride is still on." : "OK, I won't book it."
  }

  public func label(for option: IntentValue, among options: [IntentValue]) -> ChoiceLabel {
    switch option {
    case .place(let place):
      let whereItIs = [place.address, place.city].compactMap { $0 }
      return ChoiceLabel(
        title: place.name,
        subtitle: whereItIs.isEmpty ? nil : whereItIs.joined(separator: ", "))
    case .rideOption(let ride):
      // An option not priced for a trip (a dynamic options list) shows its seats instead.
      let price = ride.maximumPrice.minorUnits == 0 ? "seats \(ride.capacity)" : Self.range(ride)
      return ChoiceLabel(
        title: ride.name.spokenPhrase, subtitle: "\(price) · \(ride.etaMinutes) min",
        aliases: Self.superlatives(of: ride, among: options.compactMap(\.rideOption)),
        image: ride.image)
    default:
      return GenericPhrases.label(for: option, among: options)
    }
  }

  /// The words that pick `ride` by how it compares with the others: "the cheapest", "the
  /// fastest", "the biggest". A word goes to one option only, when that one stands out.
  static func superlatives(of ride: RideOption, among rides: [RideOption]) -> [String] {
    guard rides.count > 1 else { return [] }
    // Prices compare only where every option is priced for the trip.
    let priced = rides.allSatisfy { $0.maximumPrice.minorUnits > 0 }
    let measures: [(words: [String], value: (RideOption) -> Int, smallest: Bool)] =
      (priced
        ? [
          (["cheapest", "least expensive", "lowest price"], { $0.minimumPrice.minorUnits }, true),
          (["most expensive", "priciest", "fanciest"], { $0.maximumPrice.minorUnits }, false),
        ] : [])
      + [
        (["fastest", "quickest", "soonest", "closest", "nearest"], \.etaMinutes, true),
        (["biggest", "largest", "roomiest", "most seats"], \.capacity, false),
      ]
    var words: [String] = []
    for measure in measures {
      let values = rides.map(measure.value)
      guard let best = measure.smallest ? values.min() : values.max(),
        values.filter({ $0 == best }).count == 1, measure.value(ride) == best
      else { continue }
      words += measure.words
    }
    return words
  }

  public func response(_ response: IntentResponse, in intent: Intent) -> String {
    switch intent.name {
    case .requestRide: return requestRide(response, intent)
    case .listRideOptions: return listRideOptions(response, intent)
    case .getRideStatus: return rideStatus(response, intent)
    case .cancelRide: return cancelRide(response, intent)
    default: return GenericPhrases.response(response, app: intent.app)
    }
  }

  // MARK: - Responses

  private func requestRide(_ response: IntentResponse, _ intent: Intent) -> String {
    let app = intent.app ?? "the app"
    switch RequestRideIntentResponseCode(rawValue: response.code.rawValue) {
    case .success?:
      guard let ride = response[RideOutput.rideStatus] else {
        return "Your \(app) ride is booked."
      }
      let when = response[RideOutput.pickup].map { " \($0)" } ?? ""
      var sentence =
        "Your \(ride.rideOptionName.spokenPhrase) is booked: it will pick you up at "
        + "\(ride.pickupLocation.spoken)\(when)."
      if let charge = response[PaymentSheetOutput.charge] {
        let method = response[PaymentSheetOutput.paymentMethod].map { " with \($0)" } ?? ""
        sentence += " You paid \(charge.formatted)\(method)."
      }
      return sentence
    case .failureRequiringAppLaunchMustVerifyCredentials?:
      return Self.signInFirst(app)
    case .failureRequiringAppLaunchNoServiceInArea?:
      return Self.noServiceAtPickup(response, app)
    case .failureRequiringAppLaunchServiceTemporarilyUnavailable?:
      return "\(app) isn't taking bookings right now. Try again later."
    case .failureRequiringAppLaunchPreviousRideNeedsCompletion?:
      return "\(Self.activeRide(response)) Finish or cancel it before booking another."
    case .failureRequiringAppLaunchRideScheduledTooFar?:
      let hours = response[RideOutput.maximumHoursAhead].map(String.init) ?? "a few"
      let when = response[RideOutput.scheduledPickupTime].map { ", and \($0) is further" } ?? ""
      return "\(app) books rides up to \(hours) hours ahead\(when). "
        + "Open \(app) to schedule this one."
    case .failureRequiringAppLaunch?:
      guard let charge = response[PaymentSheetOutput.charge] else {
        return "You'll need to continue in \(app)."
      }
      let method = response[PaymentSheetOutput.paymentMethod] ?? "your card"
      return
        "\(app) couldn't charge \(charge.formatted) to \(method), so nothing was booked. "
        + "Open \(app) to pay another way."
    case .inProgress?: return "\(app) is booking your ride."
    case .failure?: return "Sorry, \(app) couldn't book the ride."
    case .ready?, .unspecified?, nil: return GenericPhrases.response(response, app: intent.app)
    }
  }

  private func listRideOptions(_ response: IntentResponse, _ intent: Intent) -> String {
    let app = intent.app ?? "the app"
    switch ListRideOptionsIntentResponseCode(rawValue: response.code.rawValue) {
    case .success?:
      let options = response[RideOutput.rideOptions] ?? []
      guard !options.isEmpty else { return "\(app) has no rides right now." }
      let pickup = response[RideOutput.pickupLocation]
      let at = pickup.map { " at \($0.spoken)" } ?? ""
      guard response[RideOutput.priced] == true, let dropOff = response[RideOutput.dropOffLocation]
      else {
        let waits = options.map {
          "\(Self.article($0.name.spokenPhrase)) \($0.name.spokenPhrase) in "
            + Self.minutes($0.etaMinutes)
        }
        return "\(app) can pick you up\(at): \(ListFormatting.join(waits, conjunction: "or"))."
      }
      let each = options.map {
        "\(Self.article($0.name.spokenPhrase)) \($0.name.spokenPhrase) "
          + "(\(Self.range($0)), \(Self.minutes($0.etaMinutes)) away)"
      }
      let from = pickup.map { "from \($0.spoken) " } ?? ""
      let trip = "\(from)\(Self.to(dropOff, near: pickup))"
      return
        "\(app) can take you \(trip) in \(ListFormatting.join(each, conjunction: "or"))."
    case .failureRequiringAppLaunchMustVerifyCredentials?:
      return Self.signInFirst(app)
    case .failureRequiringAppLaunchNoServiceInArea?:
      return Self.noServiceAtPickup(response, app)
    case .failureRequiringAppLaunchServiceTemporarilyUnavailable?:
      return "\(app) can't show its rides right now. Try again later."
    case .failureRequiringAppLaunchPreviousRideNeedsCompletion?:
      return "\(Self.activeRide(response)) Finish or cancel it before looking for another."
    case .failurePreviousRideNeedsFeedback?:
      return "Rate your last \(app) ride in the app first, then ask again."
    case .failureRequiringAppLaunch?: return "You'll need to continue in \(app)."
    case .failure?: return "Sorry, \(app) couldn't list its rides."
    case .inProgress?: return "\(app) is looking for rides."
    case .ready?, .unspecified?, nil:
      return GenericPhrases.response(response, app: intent.app)
    }
  }

  private func rideStatus(_ response: IntentResponse, _ intent: Intent) -> String {
    let app = intent.app ?? "the app"
    switch GetRideStatusIntentResponseCode(rawValue: response.code.rawValue) {
    case .success?:
      guard let ride = response[RideOutput.rideStatus] else {
        return "You don't have a ride with \(app) right now."
      }
      let option = ride.rideOptionName.spokenPhrase
      let minutes = response[RideOutput.minutesToPickup] ?? 0
      let pickup = response[RideOutput.pickup] ?? "soon"
      let at = ride.pickupLocation.spoken
      // A ride booked for later is said by its time until its car sets off.
      let scheduled = ride.scheduledPickupDate != nil && minutes > Self.setsOffMinutes
      guard let driver = ride.driver else {
        if scheduled {
          return "Your \(option) is booked to pick you up at \(at) \(pickup). "
            + "\(app) is finding a driver."
        }
        return "\(app) is finding a driver for your \(option). Pickup \(pickup)."
      }
      let car = "\(driver.vehicle), plate \(driver.licensePlate)"
      switch ride.phase {
      case .approachingPickup:
        return "\(driver.name) is almost at \(at) in \(Self.article(car)) \(car): "
          + "\(Self.minutes(max(1, minutes))) away."
      case .pickup:
        return "\(driver.name) is waiting at \(at). "
          + "Look for \(Self.article(car)) \(car)."
      case .ongoing:
        let arrival = response[RideOutput.dropOffTime] ?? "soon"
        return "You're on your way \(Self.to(ride.dropOffLocation)) with \(driver.name). "
          + "You'll arrive at \(arrival)."
      case .completed:
        let arrival = response[RideOutput.dropOffTime].map { " at \($0)" } ?? ""
        return "Your \(option) dropped you off at \(ride.dropOffLocation.spoken)\(arrival)."
      case .received, .confirmed, .unknown:
        if scheduled {
          return "Your \(option) is booked: \(driver.name) will pick you up at \(at) \(pickup) "
            + "in \(Self.article(car)) \(car)."
        }
        return "\(driver.name) is on the way to pick you up at \(at) in \(Self.article(car)) "
          + "\(car): \(Self.minutes(max(1, minutes))) away."
      }
    case .failureRequiringAppLaunchMustVerifyCredentials?:
      return Self.signInFirst(app)
    case .failureRequiringAppLaunchServiceTemporarilyUnavailable?:
      return "\(app) can't say where your ride is right now. Try again in a moment."
    case .failureRequiringAppLaunch?: return "You'll need to continue in \(app)."
    case .failure?: return "Sorry, \(app) couldn't find your ride."
    case .inProgress?: return "\(app) is checking on your ride."
    case .ready?, .unspecified?, nil:
      return GenericPhrases.response(response, app: intent.app)
    }
  }

  private func cancelRide(_ response: IntentResponse, _ intent: Intent) -> String {
    let app = intent.app ?? "the app"
    switch CancelRideIntentResponseCode(rawValue: response.code.rawValue) {
    case .success?:
      let ride = response[RideOutput.rideStatus]
      let what = ride.map { "Your \($0.rideOptionName.spokenPhrase)" } ?? "Your ride"
      let refund = ride.map { "your \($0.fare.formatted) fare is refunded" }
      guard let fee = response[RideOutput.cancellationFee] else {
        return "\(what) is cancelled at no charge" + (refund.map { ", and \($0)" } ?? "") + "."
      }
      let charged = "you were charged a \(fee.formatted) cancellation fee"
      guard let refund else { return "\(what) is cancelled, and \(charged)." }
      return "\(what) is cancelled: \(refund), and \(charged)."
    case .failure?:
      switch response[RideOutput.problem].flatMap(RideOutput.CancelProblem.init) {
      case .noRide?: return "You don't have a \(app) ride to cancel."
      case .tooLate?:
        guard let ride = response[RideOutput.rideStatus] else {
          return "Your ride has already started, so it can't be cancelled."
        }
        return "You're already on your way \(Self.to(ride.dropOffLocation)), "
          + "so the ride can't be cancelled."
      case .signIn?: return "You need to sign in to \(app) before I can cancel a ride."
      case .unavailable?: return "\(app) can't cancel rides right now. Try again later."
      case nil: return "Sorry, \(app) couldn't cancel the ride."
      }
    case .ready?, .unspecified?, nil: return GenericPhrases.response(response, app: intent.app)
    }
  }

  // MARK: - Helpers

  /// Said for MustVerifyCredentials by each ride intent that has it.
  private static func signInFirst(_ app: String) -> String {
    "You need to sign in to \(app) first. Open \(app) to continue."
  }

  /// Said for NoServiceInArea by booking and listing: the pickup is outside the area.
  private static func noServiceAtPickup(_ response: IntentResponse, _ app: String) -> String {
    let place = response[RideOutput.pickupLocation].map { " at \($0.spoken)" } ?? " there"
    return "Sorry, \(app) doesn't pick up\(place): it's outside the service area."
  }

  /// "You already have a RainbowCar booked to San Francisco International Airport."
  private static func activeRide(_ response: IntentResponse) -> String {
    guard let ride = response[RideOutput.rideStatus] else {
      return "You already have a ride under way."
    }
    let name = ride.rideOptionName.spokenPhrase
    return "You already have \(article(name)) \(name) booked \(to(ride.dropOffLocation))."
  }

  /// How long before a scheduled pickup its car sets off: until then the status gives the time.
  static let setsOffMinutes = 15

  /// "to the Ferry Building", "to work", and "home" (never "to home"). Near another place in
  /// another city, the city too: "to Main Street in Oakland".
  static func to(_ place: Place, near other: Place? = nil) -> String {
    let spoken = place.spoken
    guard spoken.lowercased() != "home" else { return "home" }
    guard let city = place.city, let otherCity = other?.city, city != otherCity,
      !place.name.contains(city)
    else { return "to \(spoken)" }
    return "to \(spoken) in \(city)"
  }

  /// "a" or "an" before a word, by its first letter: "a RainbowCar", "an orange Kia" (a word
  /// said with a vowel sound it does not start with, "UniPool", takes "a").
  static func article(_ word: String) -> String {
    guard let first = word.lowercased().first else { return "a" }
    return "aeio".contains(first) ? "an" : "a"
  }

  /// "$18–$22", or "$18.40" (cents and all, as the payment sheet says it) when the price is
  /// known.
  static func range(_ option: RideOption) -> String {
    guard option.minimumPrice != option.maximumPrice else { return option.minimumPrice.formatted }
    return "\(whole(option.minimumPrice))–\(whole(option.maximumPrice))"
  }

  /// An amount without its cents when it has none: "$18", "$18.50".
  static func whole(_ amount: CurrencyAmount) -> String {
    let text = amount.formatted
    return text.hasSuffix(".00") ? String(text.dropLast(3)) : text
  }

  static func minutes(_ count: Int) -> String { count == 1 ? "1 minute" : "\(count) minutes" }

  /// "the airport" as "airport" in "Which airport?".
  static func withoutArticle(_ said: String) -> String {
    for article in ["the ", "a ", "my "] where said.lowercased().hasPrefix(article) {
      return String(said.dropFirst(article.count))
    }
    return said
  }
}
