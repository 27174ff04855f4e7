import AppSupport
import Foundation
import IntentKit
import Store

/// A ride-booking app (UnicornRides, and any other of kind "rides" in the data set): trips
/// between the places of the data set's gazetteer, priced per ride option from its
/// rideServices.json record, paid through the system's payment sheet (`SystemPayments`), and
/// followed through their phases by the device clock.
public struct RidesApp: SiriApp {
  public static let kind = "rides"
  public static let intents: Set<IntentName> = [
    .requestRide, .listRideOptions, .getRideStatus, .cancelRide,
  ]

  public let name: String
  let database: AppDatabase
  let clock: any DeviceClock
  /// How the app is paid: the system's payment sheet, never another app's accounts.
  let payments: SystemPayments

  /// Ride option names carry no kind word to drop ("RainbowCar", "UniPool").
  static let optionNames = TitleMatcher(kind: "")

  public init(name: String, database: AppDatabase, clock: any DeviceClock) {
    self.name = name
    self.database = database
    self.clock = clock
    payments = SystemPayments(database: database, clock: clock)
  }

  public init(record: AppRecord, database: AppDatabase, clock: any DeviceClock) {
    self.init(name: record.name, database: database, clock: clock)
  }

  /// The handler for each intent the app implements.
  public var handlers: [IntentName: any IntentHandler] {
    [
      .requestRide: RequestRideHandler(app: self).erased,
      .listRideOptions: ListRideOptionsHandler(app: self).erased,
      .getRideStatus: GetRideStatusHandler(app: self).erased,
      .cancelRide: CancelRideHandler(app: self).erased,
    ]
  }

  /// The app's terms, or nil when the data set has no rideServices.json record for it.
  func service() throws -> RideService? {
    try database.rideService(app: name).map(RideService.init)
  }

  // MARK: - Places

  /// A pickup: the place said, else where the device is.
  func resolvePickup(_ said: IntentValue?) throws -> ResolutionResult<Place> {
    guard let said, !said.spokenText.allSatisfy(\.isWhitespace) else {
      guard let here = try database.currentPlace() else { return .needsValue }
      return .success(here)
    }
    return try resolvePlace(said)
  }

  /// A drop-off: the place said, which must be inside the service area and not where the
  /// ride picks up (the place said for the pickup, else where the device is).
  func resolveDropOff(_ said: IntentValue?, in intent: Intent) throws -> ResolutionResult<Place> {
    guard let said, !said.spokenText.allSatisfy(\.isWhitespace) else { return .needsValue }
    let result = try resolvePlace(said)
    guard case .success(let place) = result else { return result }
    if let service = try service(), !service.covers(place) {
      return .unsupported(forReason: RideUnsupportedReason.noServiceInArea, detail: .place(place))
    }
    let pickup = try intent[RideTrip.pickupLocation] ?? database.currentPlace()
    if pickup?.id == place.id {
      return .unsupported(forReason: RideUnsupportedReason.sameAsPickup, detail: .place(place))
    }
    return result
  }

  /// A place by the words said: one match is used, several are disambiguated (each with its
  /// address or city), none is unsupported. A place chosen from a list comes back as itself.
  private func resolvePlace(_ said: IntentValue) throws -> ResolutionResult<Place> {
    if let place = said.place {
      return try database.place(id: place.id).map { .success($0) } ?? .noMatch
    }
    let found = try database.places(matching: said.spokenText)
    switch found.count {
    case 0: return .noMatch
    case 1: return .success(found[0])
    default: return .disambiguation(found)
    }
  }

  // MARK: - Ride options

  /// The ride option asked for: by the vocabulary identifier Siri handed over, else by name;
  /// none said offers every option that seats the party, priced for the trip.
  func resolveRideOption(_ intent: Intent) throws -> ResolutionResult<RideOptionChoice> {
    guard let service = try service() else {
      return .unsupported(forReason: ValueUnsupportedReason.notAvailable)
    }
    let party = intent[RequestRideIntent.partySize] ?? 1
    let fitting = service.options.filter { $0.capacity >= party }
    let said = intent.said(RequestRideIntent.rideOptionName)
    let spoken: SpeakableString? =
      said?.rideOption?.name ?? said?.speakable
      ?? said.map { SpeakableString(spokenPhrase: $0.spokenText) }
    guard let spoken, !spoken.spokenPhrase.allSatisfy(\.isWhitespace) else {
      guard fitting.count != 1 else { return .success(.name(fitting[0].speakableName)) }
      return .disambiguation(try fitting.map { .priced(try priced($0, intent, service)) })
    }
    let result = Self.optionNames.resolve(
      spoken, identifier: nil, among: service.options, title: \.name, id: \.id,
      value: { RideOptionChoice.name($0.speakableName) }, none: .noMatch)
    guard case .success(.name(let name)) = result,
      let option = service.options.first(where: { $0.id == name.vocabularyIdentifier })
    else { return result }
    guard option.capacity >= party else {
      return .unsupported(
        forReason: RideUnsupportedReason.rideOptionTooSmall, detail: .integer(option.capacity))
    }
    return result
  }

  /// An option priced for the intent's trip; with no drop-off yet, for the pickup alone.
  func priced(_ option: RideOptionSpec, _ intent: Intent, _ service: RideService) throws
    -> RideOption
  {
    let pickup = try intent[RideTrip.pickupLocation] ?? database.currentPlace()
    let dropOff = intent[RideTrip.dropOffLocation] ?? pickup
    guard let pickup, let dropOff else {
      return RideOption(
        name: option.speakableName, capacity: option.capacity, minimumPrice: option.baseFare,
        maximumPrice: option.baseFare, etaMinutes: option.etaMinutes)
    }
    return service.rideOption(option, from: pickup, to: dropOff)
  }

  /// The option an intent settled on.
  func option(_ intent: Intent, _ service: RideService) -> RideOptionSpec? {
    let id = intent[RequestRideIntent.rideOptionName]?.vocabularyIdentifier
    return service.options.first { $0.id == id }
  }

  // MARK: - Dynamic options

  /// Every ride option, unpriced (no trip yet), in sections by category, narrowed to those whose
  /// name or category holds the search term ("spark" finds SparkleCar).
  func rideOptionCollection(searchTerm: String?) throws -> OptionCollection? {
    guard let service = try service() else { return nil }
    let zero = CurrencyAmount(minorUnits: 0, currencyCode: service.currency)
    let wanted = searchTerm.map(Self.searchKey) ?? ""
    let matching = service.options.filter {
      wanted.isEmpty || Self.searchKey($0.name).contains(wanted)
        || Self.searchKey($0.category ?? "").contains(wanted)
    }
    let values = matching.map {
      (
        $0.category,
        IntentValue.rideOption(
          RideOption(
            name: $0.speakableName, capacity: $0.capacity, minimumPrice: zero, maximumPrice: zero,
            etaMinutes: $0.etaMinutes, image: $0.image))
      )
    }
    return Self.sections(values)
  }

  /// The gazetteer's places in sections by city, narrowed to those whose name holds the term.
  func placeCollection(searchTerm: String?) throws -> OptionCollection? {
    let places = try database.allPlaces()
    let wanted = searchTerm.map(Self.searchKey) ?? ""
    let matching = places.filter { wanted.isEmpty || Self.searchKey($0.name).contains(wanted) }
    return Self.sections(matching.map { ($0.city ?? "Elsewhere", IntentValue.place($0)) })
  }

  /// Values grouped under their titles, sections in order of first appearance.
  private static func sections(_ values: [(String?, IntentValue)]) -> OptionCollection {
    var sections: [OptionSection] = []
    for (title, value) in values {
      if let index = sections.firstIndex(where: { $0.title == title }) {
        sections[index].items.append(value)
      } else {
        sections.append(OptionSection(title: title, items: [value]))
      }
    }
    return OptionCollection(sections: sections)
  }

  /// Lower-case letters and digits only: "Sparkle Car" and "sparklecar" search alike.
  private static func searchKey(_ text: String) -> String {
    String(text.lowercased().filter { $0.isLetter || $0.isNumber })
  }

  // MARK: - Party and time

  /// A party of one to as many as the largest ride seats; not said is one rider.
  func resolvePartySize(_ said: IntentValue?) throws -> ResolutionResult<Int> {
    guard let said else { return .notRequired }
    guard let count = said.integer else { return .unreadable }
    guard count >= 1 else {
      return .unsupported(forReason: RideUnsupportedReason.partySizeTooSmall)
    }
    let largest = try service()?.options.map(\.capacity).max() ?? 0
    guard count <= largest else {
      return .unsupported(
        forReason: RideUnsupportedReason.partySizeTooLarge, detail: .integer(largest))
    }
    return .success(count)
  }

  /// A pickup time read from the words said against the device clock; none said is now.
  func resolvePickupTime(_ said: IntentValue?) -> ResolutionResult<Date> {
    let now = clock.now
    return SpokenMoment.resolve(said, now: now, tooEarly: RideUnsupportedReason.timeInPast) {
      $0 >= now.addingTimeInterval(-60)
    }
  }

  // MARK: - Paying

  /// How the payment sheet shows the account the app is paid from: "Checking ending 4821".
  func paymentMethod(_ service: RideService) throws -> String {
    try payments.method(paying: service.paymentAccount) ?? "your card"
  }

  /// "in 4 minutes", "at 6:00 PM", "tomorrow at 8:00 AM".
  func spokenPickup(_ date: Date) -> String {
    let minutes = Int((date.timeIntervalSince(clock.now) / 60).rounded(.up))
    if minutes <= 60 { return minutes <= 1 ? "in 1 minute" : "in \(minutes) minutes" }
    return spokenTime(date)
  }

  /// "at 6:00 PM", "tomorrow at 8:00 AM", "Nov 23 at 8:00 AM".
  func spokenTime(_ date: Date) -> String {
    let when = ClockTime.spoken(date, from: clock.now)
    return when.contains(" at ") ? when : "at \(when)"
  }

  /// Minutes from now until `date`, never below zero.
  func minutes(until date: Date) -> Int {
    max(0, Int((date.timeIntervalSince(clock.now) / 60).rounded(.up)))
  }

  /// The obstacle every ride intent checks first, as the codes of each intent name it.
  enum Obstacle {
    case noService
    case credentialsUnverified
    case serviceUnavailable
  }

  func obstacle(_ service: RideService?) -> Obstacle? {
    guard let service else { return .noService }
    if !service.credentialsVerified { return .credentialsUnverified }
    if !service.serviceAvailable { return .serviceUnavailable }
    return nil
  }

  /// What the three intents whose codes name these obstacles (request, list, status) answer:
  /// `failure` with no service, then the app-launch codes for signing in and for an outage.
  func refusal<Code: IntentResponseCode>(
    _ obstacle: Obstacle, failure: Code, mustVerifyCredentials: Code, temporarilyUnavailable: Code
  ) -> TypedIntentResponse<Code> {
    switch obstacle {
    case .noService: return TypedIntentResponse(code: failure)
    case .credentialsUnverified:
      return TypedIntentResponse(code: mustVerifyCredentials, userActivity: activity("signIn"))
    case .serviceUnavailable: return TypedIntentResponse(code: temporarilyUnavailable)
    }
  }

  /// The activity handed to the app when the user is sent there to finish (NSUserActivity).
  func activity(_ type: String, _ info: [String: String] = [:]) -> UserActivity {
    UserActivity(activityType: "\(name).\(type)", userInfo: info)
  }
}
