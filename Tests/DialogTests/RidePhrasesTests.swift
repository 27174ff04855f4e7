import Dialog
import Foundation
import IntentKit
import Testing

/// The sentences of booking, listing, following and cancelling rides.
@Suite struct RidePhrasesTests {
  let phrases = RidePhrases()

  static let ferry = Place(
    id: "place-ferry-building", name: "Ferry Building", spokenName: "the Ferry Building",
    city: "San Francisco", latitude: 37.7955, longitude: -122.3937)
  static let home = Place(
    id: "place-home", name: "Home", spokenName: "home", city: "San Francisco",
    latitude: 37.7602, longitude: -122.4216)
  static let mainStreetOakland = Place(
    id: "place-main-street-oakland", name: "Main Street", address: "100 Main Street",
    city: "Oakland", latitude: 37.8005, longitude: -122.2711)
  static let rainbow = SpeakableString(
    spokenPhrase: "RainbowCar", vocabularyIdentifier: "ride-option.rainbow")

  func usd(_ minorUnits: Int) -> CurrencyAmount {
    CurrencyAmount(minorUnits: minorUnits, currencyCode: "USD")
  }

  func intent(_ name: IntentName, _ parameters: [String: IntentValue] = [:]) -> Intent {
    Intent(name: name, app: "UnicornRides", parameters: parameters)
  }

  func response<Code: IntentResponseCode>(_ code: Code, _ output: [OutputField] = [])
    -> IntentResponse
  {
    IntentResponse(code: ResponseCode(code), output: output)
  }

  func option(_ price: Int) -> RideOption {
    RideOption(
      name: Self.rainbow, capacity: 4, minimumPrice: usd(price), maximumPrice: usd(price),
      etaMinutes: 4)
  }

  func ride(_ phase: RidePhase, to dropOff: Place = home, scheduled: Date? = nil) -> RideStatus {
    RideStatus(
      rideIdentifier: "ride-1", phase: phase, rideOptionName: Self.rainbow,
      pickupLocation: Self.ferry, dropOffLocation: dropOff, partySize: 1, fare: usd(7_39),
      driver: phase == .received
        ? nil
        : RideDriver(
          name: "Aurora Bright", vehicle: "white Toyota Prius", licensePlate: "7RNB042"),
      estimatedPickupDate: Date(timeIntervalSince1970: 0),
      estimatedDropOffDate: Date(timeIntervalSince1970: 600), scheduledPickupDate: scheduled)
  }

  /// Each code but ready and unspecified, with no output: the sentence the code alone gives.
  func sentences<Code: IntentResponseCode>(_ type: Code.Type, _ intent: Intent) -> [String] {
    Code.allCases.filter { !["ready", "unspecified"].contains(ResponseCode($0).name) }
      .map { phrases.response(response($0), in: intent) }
  }

  @Test func everyRideCodeHasItsOwnSentence() {
    let generic = GenericPhrases.response(
      response(RequestRideIntentResponseCode.failure), app: "UnicornRides")
    let groups = [
      sentences(RequestRideIntentResponseCode.self, intent(.requestRide)),
      sentences(ListRideOptionsIntentResponseCode.self, intent(.listRideOptions)),
      sentences(GetRideStatusIntentResponseCode.self, intent(.getRideStatus)),
      sentences(CancelRideIntentResponseCode.self, intent(.cancelRide)),
    ]
    #expect(groups.map(\.count) == [9, 9, 6, 2])
    for sentences in groups {
      #expect(Set(sentences).count == sentences.count, "\(sentences)")
      #expect(!sentences.contains(generic), "\(sentences)")
    }
  }

  @Test func eachCancelProblemHasItsOwnSentence() {
    let problems = ["noRide", "tooLate", "signIn", "unavailable", "other"].map {
      phrases.response(
        response(CancelRideIntentResponseCode.failure, [OutputField("problem", .string($0))]),
        in: intent(.cancelRide))
    }
    #expect(Set(problems).count == problems.count, "\(problems)")
  }

  @Test func everyUnsupportedReasonHasItsOwnSentence() {
    let sentences = RideUnsupportedReason.allCases.map {
      phrases.unsupported(
        "dropOffLocation", value: .string("5"), reason: UnsupportedReason($0),
        in: intent(.requestRide))
    }
    #expect(Set(sentences).count == sentences.count, "\(sentences)")
  }

  @Test func placesAreSaidAsASentenceSaysThem() {
    let confirm = response(
      RequestRideIntentResponseCode.ready,
      [
        OutputField("rideOption", .rideOption(option(7_39))),
        OutputField("pickupLocation", .place(Self.ferry)),
        OutputField("dropOffLocation", .place(Self.home)),
        OutputField("pickup", .string("in 4 minutes")),
        OutputField("charge", .currencyAmount(usd(7_39))),
      ])
    #expect(
      phrases.confirmIntent(intent(.requestRide), confirmation: confirm)
        == "Book a RainbowCar from the Ferry Building home? It's $7.39, with pickup in 4 minutes.")
    #expect(
      phrases.disambiguation(
        "rideOptionName", current: nil, options: [],
        in: intent(.requestRide, ["dropOffLocation": .place(Self.home)]))
        == "Which ride home?")
  }

  @Test func aPlaceInAnotherCitySaysItsCity() {
    let confirm = response(
      RequestRideIntentResponseCode.ready,
      [
        OutputField("rideOption", .rideOption(option(12_56))),
        OutputField("pickupLocation", .place(Self.ferry)),
        OutputField("dropOffLocation", .place(Self.mainStreetOakland)),
        OutputField("charge", .currencyAmount(usd(12_56))),
      ])
    #expect(
      phrases.confirmIntent(intent(.requestRide), confirmation: confirm)
        == "Book a RainbowCar from the Ferry Building to Main Street in Oakland? It's $12.56.")
  }

  @Test func anOptionIsLabelledWithItsFareAndWait() {
    let label = phrases.label(for: .rideOption(option(19_81)), among: [])
    #expect(label.title == "RainbowCar")
    #expect(label.subtitle == "$19.81 · 4 min")
    let place = phrases.label(for: .place(Self.mainStreetOakland), among: [])
    #expect(place.subtitle == "100 Main Street, Oakland")
  }

  @Test func theStatusSaysTheDriverCarAndPlate() {
    let status = response(
      GetRideStatusIntentResponseCode.success,
      [
        OutputField("rideStatus", .rideStatus(ride(.confirmed))),
        OutputField("minutesToPickup", .integer(3)),
        OutputField("pickup", .string("in 3 minutes")),
      ])
    #expect(
      phrases.response(status, in: intent(.getRideStatus))
        == "Aurora Bright is on the way to pick you up at the Ferry Building in a white Toyota "
        + "Prius, plate 7RNB042: 3 minutes away.")
  }

  @Test func aRideBookedAheadIsSaidByItsTime() {
    let status = response(
      GetRideStatusIntentResponseCode.success,
      [
        OutputField("rideStatus", .rideStatus(ride(.confirmed, scheduled: Date()))),
        OutputField("minutesToPickup", .integer(540)),
        OutputField("pickup", .string("at 6:00 PM")),
      ])
    #expect(
      phrases.response(status, in: intent(.getRideStatus))
        == "Your RainbowCar is booked: Aurora Bright will pick you up at the Ferry Building at "
        + "6:00 PM in a white Toyota Prius, plate 7RNB042.")
  }

  @Test func cancellingSaysTheRefundAndTheFee() {
    let cancelled = response(
      CancelRideIntentResponseCode.success,
      [
        OutputField("rideStatus", .rideStatus(ride(.confirmed))),
        OutputField("cancellationFee", .currencyAmount(usd(5_00))),
      ])
    #expect(
      phrases.response(cancelled, in: intent(.cancelRide))
        == "Your RainbowCar is cancelled: your $7.39 fare is refunded, and you were charged a "
        + "$5.00 cancellation fee.")
    let free = response(
      CancelRideIntentResponseCode.success,
      [OutputField("rideStatus", .rideStatus(ride(.confirmed)))])
    #expect(
      phrases.response(free, in: intent(.cancelRide))
        == "Your RainbowCar is cancelled at no charge, and your $7.39 fare is refunded.")
  }
}

/// Ride options picked by how they compare: "the cheapest", "the fastest".
@Suite struct RideSuperlativeTests {
  func ride(_ name: String, price: Int, eta: Int, seats: Int) -> IntentValue {
    .rideOption(
      RideOption(
        name: SpeakableString(spokenPhrase: name), capacity: seats,
        minimumPrice: CurrencyAmount(minorUnits: price, currencyCode: "USD"),
        maximumPrice: CurrencyAmount(minorUnits: price, currencyCode: "USD"), etaMinutes: eta))
  }

  @Test func eachOptionThatStandsOutIsPickedByItsSuperlative() {
    let options = [
      ride("RainbowCar", price: 1981, eta: 4, seats: 4),
      ride("SparkleCar", price: 3318, eta: 7, seats: 4),
      ride("UniPool", price: 1415, eta: 9, seats: 6),
    ]
    let aliases = options.map { RidePhrases().label(for: $0, among: options).aliases }
    #expect(aliases[0].contains("fastest") && !aliases[0].contains("cheapest"))
    #expect(aliases[1].contains("most expensive"))
    #expect(aliases[2].contains("cheapest") && aliases[2].contains("biggest"))
  }

  @Test func aTieNamesNoOption() {
    let options = [
      ride("RainbowCar", price: 1500, eta: 4, seats: 4),
      ride("SparkleCar", price: 1500, eta: 4, seats: 4),
    ]
    for option in options {
      #expect(RidePhrases().label(for: option, among: options).aliases.isEmpty)
    }
  }
}
