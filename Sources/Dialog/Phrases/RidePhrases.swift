import IntentKit

/// What Siri says while booking, listing, following and cancelling rides (the ride intents).
public struct RidePhrases: IntentPhrases {
  public init() {}

  public func needsValue(_ parameter: String, in intent: Intent) -> String {
    switch parameter {
    case "pickupLocation": return "Where should the driver pick you up?"
    case "dropOffLocation": return "Where do you want to go?"
    case "rideOptionName": return "Which ride do you want?"
    case "partySize": return "How many people are riding?"
    case "scheduledPickupTime": return "When should the driver pick you up?"
    default: return GenericPhrases.needsValue(parameter)
    }
  }

  public func disambiguation(
    _ parameter: String, current: IntentValue?, options: [IntentValue], in intent: Intent
  ) -> String {
    switch parameter {
    case "rideOptionName":
      guard let dropOff = intent.parameters["dropOffLocation"]?.place else {
        return "Which ride do you want?"
      }
      return "Which ride to \(dropOff.name)?"
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
    switch RideUnsupportedReason(reason) {
    case .noServiceInArea?:
      let place = reason?.detail?.spokenText ?? said
      return "Sorry, \(app) doesn't go to \(place): it's outside the service area."
    case .partySizeTooSmall?: return "A ride needs at least one rider."
    case .partySizeTooLarge?:
      let seats = reason?.detail?.spokenText ?? "fewer"
      return "Sorry, no \(app) ride seats \(said): the largest seats \(seats)."
    case .rideOptionTooSmall?:
      let seats = reason?.detail?.spokenText ?? "fewer"
      let party = intent.parameters["partySize"]?.spokenText ?? "you"
      return "Sorry, a \(said) seats only \(seats), and you're \(party)."
    case .timeInPast?: return "Sorry, \(said) has already passed."
    case nil: break
    }
    switch parameter {
    case "pickupLocation", "dropOffLocation":
      return "Sorry, I couldn't find \"\(said)\" on the map."
    case "rideOptionName": return "Sorry, \(app) has no ride called \"\(said)\"."
    case "partySize": return "Sorry, I didn't get how many people are riding."
    case "scheduledPickupTime": return "Sorry, I didn't get the time \"\(said)\"."
    default: return GenericPhrases.unsupported(value: value, app: intent.app)
    }
  }

  public func confirmIntent(_ intent: Intent) -> String {
    switch intent.name {
    case .cancelRide: return "Cancel your ride?"
    default:
      let to = intent.parameters["dropOffLocation"]?.spokenText ?? "there"
      return "Book a ride to \(to)?"
    }
  }

  public func confirmIntent(_ intent: Intent, confirmation: IntentResponse) -> String {
    let output = Self.output(confirmation)
    switch intent.name {
    case .requestRide:
      guard let option = output["rideOption"]?.rideOption,
        let pickup = output["pickupLocation"]?.place,
        let dropOff = output["dropOffLocation"]?.place
      else { return confirmIntent(intent) }
      let party = intent.parameters["partySize"]?.integer.flatMap { $0 > 1 ? $0 : nil }
      let forParty = party.map { " for \($0)" } ?? ""
      let when = output["pickup"]?.string.map { ", with pickup \($0)" } ?? ""
      return
        "Book a \(option.name.spokenPhrase) from \(pickup.name) to \(dropOff.name)\(forParty)? "
        + "It's \(Self.range(option))\(when)."
    case .cancelRide:
      let ride = output["rideStatus"].flatMap(Self.rideStatus)
      let what = ride.map { "your \($0.rideOptionName.spokenPhrase) to \($0.dropOffLocation.name)" }
      let question = "Cancel \(what ?? "your ride")?"
      if let fee = output["cancellationFee"]?.currencyAmount {
        return "\(question) You'll be charged a \(fee.formatted) cancellation fee."
      }
      if let until = output["freeUntil"]?.string {
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
      return ChoiceLabel(
        title: ride.name.spokenPhrase,
        subtitle: "\(Self.whole(ride.minimumPrice)) · \(ride.etaMinutes) min")
    default:
      return GenericPhrases.label(for: option, among: options)
    }
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
    let output = Self.output(response)
    switch RequestRideIntentResponseCode(rawValue: response.code.rawValue) {
    case .success?:
      guard let ride = output["rideStatus"].flatMap(Self.rideStatus) else { return "Booked." }
      let when = output["pickup"]?.string ?? ""
      var sentence =
        "Your \(ride.rideOptionName.spokenPhrase) is booked: it will pick you up at "
        + "\(ride.pickupLocation.name) \(when)."
      if let charge = output["charge"]?.currencyAmount {
        let method = output["paymentMethod"]?.string.map { " with \($0)" } ?? ""
        sentence += " You paid \(charge.formatted)\(method)."
      }
      return sentence
    case .failureRequiringAppLaunchMustVerifyCredentials?:
      return "You need to sign in to \(app) first. Open \(app) to continue."
    case .failureRequiringAppLaunchNoServiceInArea?:
      let place = output["pickupLocation"]?.spokenText ?? "there"
      return "Sorry, \(app) doesn't pick up at \(place): it's outside the service area."
    case .failureRequiringAppLaunchServiceTemporarilyUnavailable?:
      return "\(app) isn't taking bookings right now. Try again later."
    case .failureRequiringAppLaunchPreviousRideNeedsCompletion?:
      return "\(Self.activeRide(output)) Finish or cancel it before booking another."
    case .failureRequiringAppLaunchRideScheduledTooFar?:
      let hours = output["maximumHoursAhead"]?.spokenText ?? "a few"
      return "\(app) books rides up to \(hours) hours ahead. Open \(app) to schedule this one."
    case .failureRequiringAppLaunch?:
      guard let charge = output["charge"]?.currencyAmount else {
        return "You'll need to continue in \(app)."
      }
      let method = output["paymentMethod"]?.string ?? "your card"
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
    let output = Self.output(response)
    switch ListRideOptionsIntentResponseCode(rawValue: response.code.rawValue) {
    case .success?:
      let options = (output["rideOptions"]?.items ?? []).compactMap(\.rideOption)
      guard !options.isEmpty else { return "\(app) has no rides right now." }
      let pickup = output["pickupLocation"]?.spokenText ?? "you"
      guard output["priced"]?.boolean == true, let dropOff = output["dropOffLocation"] else {
        let waits = options.map { "\($0.name.spokenPhrase) in \(Self.minutes($0.etaMinutes))" }
        return "\(app) can pick you up at \(pickup) with \(ListFormatting.join(waits))."
      }
      let each = options.map {
        "\($0.name.spokenPhrase), \(Self.range($0)), \(Self.minutes($0.etaMinutes)) away"
      }
      return
        "From \(pickup) to \(dropOff.spokenText), \(app) has "
        + "\(each.joined(separator: "; "))."
    case .failureRequiringAppLaunchMustVerifyCredentials?:
      return "You need to sign in to \(app) first. Open \(app) to continue."
    case .failureRequiringAppLaunchNoServiceInArea?:
      let place = output["pickupLocation"]?.spokenText ?? "there"
      return "Sorry, \(app) doesn't pick up at \(place): it's outside the service area."
    case .failureRequiringAppLaunchServiceTemporarilyUnavailable?:
      return "\(app) isn't taking bookings right now. Try again later."
    case .failureRequiringAppLaunchPreviousRideNeedsCompletion?:
      return "\(Self.activeRide(output)) Finish or cancel it before looking for another."
    case .failurePreviousRideNeedsFeedback?:
      return "Rate your last \(app) ride in the app first, then ask again."
    case .failureRequiringAppLaunch?: return "You'll need to continue in \(app)."
    case .failure?: return "Sorry, \(app) couldn't list its rides."
    case .inProgress?, .ready?, .unspecified?, nil:
      return GenericPhrases.response(response, app: intent.app)
    }
  }

  private func rideStatus(_ response: IntentResponse, _ intent: Intent) -> String {
    let app = intent.app ?? "the app"
    let output = Self.output(response)
    switch GetRideStatusIntentResponseCode(rawValue: response.code.rawValue) {
    case .success?:
      guard let ride = output["rideStatus"].flatMap(Self.rideStatus) else {
        return "You don't have a ride with \(app) right now."
      }
      let option = ride.rideOptionName.spokenPhrase
      let minutes = output["minutesToPickup"]?.integer ?? 0
      let pickup = output["pickup"]?.string ?? "soon"
      guard let driver = ride.driver else {
        return "\(app) is finding a driver for your \(option). Pickup \(pickup)."
      }
      let car = "\(driver.vehicle), plate \(driver.licensePlate)"
      switch ride.phase {
      case .approachingPickup:
        return "\(driver.name) is almost at \(ride.pickupLocation.name) in a \(car): "
          + "\(Self.minutes(max(1, minutes))) away."
      case .pickup:
        return "\(driver.name) is waiting at \(ride.pickupLocation.name). "
          + "Look for a \(car)."
      case .ongoing:
        let arrival = output["dropOffTime"]?.string ?? "soon"
        return "You're on your way to \(ride.dropOffLocation.name) with \(driver.name). "
          + "You'll arrive at \(arrival)."
      case .completed:
        return "Your \(option) to \(ride.dropOffLocation.name) has arrived."
      case .received, .confirmed, .unknown:
        if ride.scheduledPickupDate != nil, minutes > 60 {
          return "Your \(option) is booked: \(driver.name) will pick you up \(pickup) in a \(car)."
        }
        return "\(driver.name) is on the way in a \(car), \(Self.minutes(minutes)) away."
      }
    case .failureRequiringAppLaunchMustVerifyCredentials?:
      return "You need to sign in to \(app) first. Open \(app) to continue."
    case .failureRequiringAppLaunchServiceTemporarilyUnavailable?:
      return "\(app) can't say where your ride is right now. Try again in a moment."
    case .failureRequiringAppLaunch?: return "You'll need to continue in \(app)."
    case .failure?: return "Sorry, \(app) couldn't find your ride."
    case .inProgress?, .ready?, .unspecified?, nil:
      return GenericPhrases.response(response, app: intent.app)
    }
  }

  private func cancelRide(_ response: IntentResponse, _ intent: Intent) -> String {
    let app = intent.app ?? "the app"
    let output = Self.output(response)
    switch CancelRideIntentResponseCode(rawValue: response.code.rawValue) {
    case .success?:
      let ride = output["rideStatus"].flatMap(Self.rideStatus)
      let what = ride.map { "Your \($0.rideOptionName.spokenPhrase)" } ?? "Your ride"
      guard let fee = output["cancellationFee"]?.currencyAmount else {
        return "\(what) is cancelled, at no charge."
      }
      return "\(what) is cancelled. You were charged a \(fee.formatted) cancellation fee."
    case .failure?:
      switch output["problem"]?.string {
      case "noRide": return "You don't have a \(app) ride to cancel."
      case "tooLate": return "Your ride has already started, so it can't be cancelled."
      default: return "Sorry, \(app) couldn't cancel the ride."
      }
    case .ready?, .unspecified?, nil: return GenericPhrases.response(response, app: intent.app)
    }
  }

  // MARK: - Helpers

  static func output(_ response: IntentResponse) -> [String: IntentValue] {
    Dictionary(response.output.map { ($0.name, $0.value) }) { first, _ in first }
  }

  static func rideStatus(_ value: IntentValue) -> RideStatus? {
    if case .rideStatus(let status) = value { return status }
    return nil
  }

  /// "You already have a RainbowCar on its way to San Francisco International Airport."
  private static func activeRide(_ output: [String: IntentValue]) -> String {
    guard let ride = output["rideStatus"].flatMap(rideStatus) else {
      return "You already have a ride under way."
    }
    return
      "You already have a \(ride.rideOptionName.spokenPhrase) booked to \(ride.dropOffLocation.name)."
  }

  /// "$18–$22", or "$18" when both ends round alike.
  static func range(_ option: RideOption) -> String {
    let low = whole(option.minimumPrice)
    let high = whole(option.maximumPrice)
    return low == high ? low : "\(low)–\(high)"
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

extension RideUnsupportedReason {
  /// The ride reason a result carries, if it is one.
  init?(_ reason: UnsupportedReason?) {
    guard let reason, reason.type == String(describing: RideUnsupportedReason.self) else {
      return nil
    }
    self.init(rawValue: reason.rawValue)
  }
}
