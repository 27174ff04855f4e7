import CustomDump
import IntentKit
import Testing
import Understanding

@Suite("Ride requests")
struct RideRequestsTests {
  // MARK: Ride options and vocabulary

  @Test func spotsRideOptionFromGlobalVocabulary() {
    let intent = vocabularyUnderstander.understand("book a rainbow car to the airport")
    #expect(intent?.name == .requestRide)
    #expect(intent?.app == "UnicornRides")
    #expect(intent?.parameters["rideOptionName"] == .speakable(rainbowCar))
    #expect(
      intent?.parameters["rideOptionName"]?.speakableTerm?.vocabularyIdentifier
        == "ride-option.rainbow")
    #expect(intent?.parameters["dropOffLocation"] == .string("the airport"))
  }

  @Test func spotsJoinedOptionNameAmongTripDetails() {
    #expect(
      vocabularyUnderstander.understand(
        "get me a SparkleCar from home to Union Square for 3 people at 6pm")
        == requestRide(
          from: "home", to: "Union Square", option: .speakable(sparkleCar), partySize: 3,
          at: "6pm", app: "UnicornRides"))
  }

  @Test func offersSoundAlikeOptionsWithoutIdentifier() {
    let option = vocabularyUnderstander.understand("book a rainbo car")?
      .parameters["rideOptionName"]?.speakableTerm
    #expect(option?.spokenPhrase == "rainbo car")
    #expect(option?.vocabularyIdentifier == nil)
    #expect(option?.alternativeSpeakableMatches?.contains(rainbowCar) == true)
  }

  @Test func keepsOptionWordsAsSaidWithoutVocabulary() {
    #expect(
      understander.understand("book a rainbow car to the airport")
        == requestRide(to: "the airport", option: said("rainbow car")))
    #expect(
      understander.understand("get me a SparkleCar from home")
        == requestRide(from: "home", option: said("SparkleCar")))
    #expect(
      understander.understand("book a limo to the prom")
        == requestRide(to: "the prom", option: said("limo")))
  }

  @Test func ignoresRideOptionsOfAppsNotInstalled() {
    let withoutRides = Understander(
      apps: [AppManifest(name: "UnicornPay", supportedIntents: [.searchForAccounts])],
      vocabulary: [unicornRidesVocabulary])
    #expect(
      withoutRides.understand("book a rainbow car")
        == requestRide(option: said("rainbow car")))
  }

  @Test(arguments: [
    "get me an uber to 5th avenue", "book a taxi", "call me a cab", "book a ride", "catch a ride",
    "I need a ride", "get me a taxi cab", "find an uber driver",
  ])
  func genericRideWordsNameNoOption(_ text: String) {
    let intent = vocabularyUnderstander.understand(text)
    #expect(intent?.name == .requestRide)
    #expect(intent?.parameters["rideOptionName"] == nil)
  }

  // MARK: Booking

  @Test(arguments: [
    RequestCase("book a ride", requestRide()),
    RequestCase("I need a ride", requestRide()),
    RequestCase("call me a cab", requestRide()),
    RequestCase("get me a ride home", requestRide(to: "home")),
    RequestCase("i need a taxi to the station", requestRide(to: "the station")),
    RequestCase("order a car to work for two", requestRide(to: "work", partySize: 2)),
    RequestCase("take me to the airport", requestRide(to: "the airport")),
    RequestCase("get me an uber to 5th avenue", requestRide(to: "5th avenue")),
    RequestCase("take me home", requestRide(to: "home")),
    RequestCase("can I get a taxi to the airport?", requestRide(to: "the airport")),
    RequestCase("I'd like a taxi please", requestRide()),
    RequestCase("i would like a ride to work", requestRide(to: "work")),
    RequestCase("get me a lift to the station", requestRide(to: "the station")),
    RequestCase("grab me a cab home", requestRide(to: "home")),
    RequestCase("look for a taxi to go home", requestRide(to: "home")),
    RequestCase(
      "i need a taxi to take me to the airport", requestRide(to: "the airport")),
    RequestCase("book uber from my home", requestRide(from: "my home")),
    RequestCase("please book the next taxi", requestRide()),
    RequestCase("open the uber app and get me a car", requestRide()),
    RequestCase(
      "Get me a SparkleCar from home to Union Square.",
      requestRide(from: "home", to: "Union Square", option: said("SparkleCar"))),
  ])
  func understandsRideBookings(_ request: RequestCase) {
    expectNoDifference(understander.understand(request.text), request.expected)
  }

  @Test(arguments: [
    RequestCase("book a taxi at 6pm", requestRide(at: "6pm")),
    RequestCase("book a taxi at 6 pm", requestRide(at: "6 pm")),
    RequestCase("book a taxi tomorrow at 8", requestRide(at: "tomorrow at 8")),
    RequestCase("book a taxi in 20 minutes", requestRide(at: "in 20 minutes")),
    RequestCase(
      "book a taxi to the airport for tomorrow morning",
      requestRide(to: "the airport", at: "tomorrow morning")),
    RequestCase(
      "need a taxi tomorrow at eight in the morning",
      requestRide(at: "tomorrow at eight in the morning")),
    RequestCase("call me an uber for right now", requestRide(at: "right now")),
    RequestCase(
      "schedule a ride for tomorrow at 9am to the airport",
      requestRide(to: "the airport", at: "tomorrow at 9am")),
    RequestCase(
      "get me a taxi to the airport on friday at five thirty am",
      requestRide(to: "the airport", at: "friday at five thirty am")),
    RequestCase("book a car for five thirty", requestRide(at: "five thirty")),
  ])
  func keepsPickupTimeAsSaid(_ request: RequestCase) {
    expectNoDifference(understander.understand(request.text), request.expected)
  }

  @Test(arguments: [
    RequestCase("book a taxi for 3 people", requestRide(partySize: 3)),
    RequestCase("order a car for two", requestRide(partySize: 2)),
    RequestCase("order an uber for 4", requestRide(partySize: 4)),
    RequestCase("book a taxi for a party of 6", requestRide(partySize: 6)),
    RequestCase("book a car for 5 tomorrow", requestRide(partySize: 5, at: "tomorrow")),
    RequestCase("get a cab with three passengers", requestRide(partySize: 3)),
  ])
  func understandsPartySize(_ request: RequestCase) {
    expectNoDifference(understander.understand(request.text), request.expected)
  }

  @Test(arguments: [
    RequestCase("send a taxi to 221 baker street", requestRide(from: "221 baker street")),
    RequestCase(
      "have uber be at my house in fifteen minutes",
      requestRide(from: "my house", at: "in fifteen minutes")),
    RequestCase("pick me up at the hotel", requestRide(from: "the hotel")),
    RequestCase(
      "book a taxi for pickup at my current location in one hour's time",
      requestRide(from: "my current location", at: "in one hour's time")),
    RequestCase("call a taxi to pick me up right now", requestRide(at: "right now")),
  ])
  func takesWhereTheRideComesAsPickup(_ request: RequestCase) {
    expectNoDifference(understander.understand(request.text), request.expected)
  }

  @Test func namesRideAppMentioned() {
    #expect(
      vocabularyUnderstander.understand("book a ride to the airport with UnicornRides")
        == requestRide(to: "the airport", app: "UnicornRides"))
  }

  // MARK: Options, status, cancelling

  @Test(arguments: [
    RequestCase("what rides are available", Intent(name: .listRideOptions)),
    RequestCase(
      "which cars can I get to the airport",
      Intent(name: .listRideOptions, parameters: ["dropOffLocation": .string("the airport")])),
    RequestCase("what ride options are there", Intent(name: .listRideOptions)),
    RequestCase("show me ride options", Intent(name: .listRideOptions)),
    RequestCase("are there any taxis available", Intent(name: .listRideOptions)),
    RequestCase("what kinds of rides can i get", Intent(name: .listRideOptions)),
    RequestCase(
      "list ride options from home to the airport",
      Intent(
        name: .listRideOptions,
        parameters: [
          "pickupLocation": .string("home"), "dropOffLocation": .string("the airport"),
        ])),
  ])
  func understandsRideOptionQuestions(_ request: RequestCase) {
    expectNoDifference(understander.understand(request.text), request.expected)
  }

  @Test(arguments: [
    "where's my ride", "where is my ride", "how far away is my driver",
    "what's the status of my ride", "when will my ride arrive", "is my car here",
    "where's my uber", "how long until my taxi gets here", "track my ride", "check on my ride",
    "is my uber on its way", "when does my driver arrive", "my ride status",
  ])
  func understandsRideStatusQuestions(_ text: String) {
    #expect(understander.understand(text) == Intent(name: .getRideStatus))
  }

  @Test(arguments: [
    "cancel my ride", "cancel the ride", "cancel my taxi", "cancel my UnicornRides ride",
    "cancel my uber booking", "call off my cab", "cancel my ride to the airport",
  ])
  func understandsCancellingARide(_ text: String) {
    #expect(understander.understand(text) == Intent(name: .cancelRide))
  }

  /// Removing a ride is cancelling it, by score: the lists grammar needs no word of rides to
  /// leave it alone.
  @Test(arguments: ["delete my ride", "remove the ride", "remove my uber"])
  func removingARideCancelsIt(_ text: String) {
    #expect(understander.understand(text) == Intent(name: .cancelRide))
  }

  // MARK: Not rides

  @Test(arguments: [
    "get me a car seat", "book a car wash", "order a pizza to my house", "call uber",
    "call the taxi company", "find my car", "where is my car parked",
    "where's my phone", "cancel my car insurance", "cancel my appointment", "cancel the meeting",
    "cancel my uber eats order", "what car should i buy", "which car is the fastest",
    "take the car to the mechanic", "get my car", "book a table for two",
    "get me a coffee from starbucks", "drive a car to work", "show me cars",
    "get me the number for local taxi service", "pick up milk at the store",
  ])
  func doesNotUnderstandOtherRequests(_ text: String) {
    #expect(vocabularyUnderstander.understand(text) == nil)
  }

  /// A ride to remember for later is a task with a reminder, not a ride booked now.
  @Test func aReminderToCallACabIsATask() {
    #expect(vocabularyUnderstander.understand("remind me to call a cab at 5")?.name == .addTasks)
  }

  /// Money sent, and a car locked, are never rides.
  @Test(arguments: [
    "send $5 to Jane", "send 20 dollars to John", "pay for my uber", "lock my car",
    "unlock the car", "transfer $20 to my ride fund",
  ])
  func leavesMoneyAndCarLocksAlone(_ text: String) {
    let name = vocabularyUnderstander.understand(text)?.name
    #expect(name.map { [.requestRide, .cancelRide, .getRideStatus].contains($0) } != true)
  }

  @Test(arguments: [
    "text John hello", "send hello to John", "text John I'll take a cab",
    "tell mom to book a taxi", "tell my driver I'm outside",
  ])
  func leavesMessagesToMessaging(_ text: String) {
    #expect(vocabularyUnderstander.understand(text)?.name == .sendMessage)
  }

  @Test func takesSendingARideAsARideNotAMessage() {
    #expect(understander.understand("send an uber to me") == requestRide())
    #expect(understander.understand("send an uber to me right now") == requestRide(at: "right now"))
  }
}
