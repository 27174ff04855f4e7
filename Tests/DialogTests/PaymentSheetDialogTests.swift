import Dialog
import Foundation
import IntentKit
import Testing

/// A charge declared by the app's confirm response is approved on a payment sheet with the
/// passcode before handle (the ride app's fare, seed 000's "payment before a ride").
@Suite struct PaymentSheetDialogTests {
  static let unicornRides = AppManifest(
    name: "UnicornRides",
    supportedIntents: [.requestRide, .listRideOptions, .getRideStatus, .cancelRide])

  static let ferryBuilding = Place(
    id: "pl-ferry", name: "Ferry Building", city: "San Francisco", latitude: 37.7955,
    longitude: -122.3937)
  static let airport = Place(
    id: "pl-sfo", name: "San Francisco International Airport", city: "San Francisco",
    latitude: 37.6213, longitude: -122.379)
  static let rainbow = SpeakableString(
    spokenPhrase: "RainbowCar", vocabularyIdentifier: "ride-option.rainbow")

  static let ride = Intent(
    name: .requestRide, app: "UnicornRides",
    parameters: [
      "pickupLocation": .place(ferryBuilding), "dropOffLocation": .place(airport),
      "rideOptionName": .speakable(rainbow),
    ])

  static let fare = CurrencyAmount(minorUnits: 2140, currencyCode: "USD")

  static let ready = IntentResponse(
    code: ResponseCode(RequestRideIntentResponseCode.ready),
    output: [
      OutputField(
        "rideOption",
        .rideOption(
          RideOption(
            name: rainbow, capacity: 4,
            minimumPrice: CurrencyAmount(minorUnits: 2100, currencyCode: "USD"),
            maximumPrice: CurrencyAmount(minorUnits: 2600, currencyCode: "USD"), etaMinutes: 4))),
      OutputField("pickupLocation", .place(ferryBuilding)),
      OutputField("dropOffLocation", .place(airport)),
      OutputField("pickup", .string("in 4 minutes")),
      OutputField("charge", .currencyAmount(fare)),
      OutputField("paymentMethod", .string("Checking ending 4821")),
      OutputField("merchant", .string("UnicornRides")),
    ])

  static let confirmQuestion = Question(
    kind: .confirmIntent,
    text:
      "Book a RainbowCar from Ferry Building to San Francisco International Airport? "
      + "It's $21.40, with pickup in 4 minutes.")
  static let sheetQuestion = Question(
    kind: .authenticate,
    text: "Pay UnicornRides $21.40 with Checking ending 4821. Enter your passcode to pay.",
    approvesPayment: true)

  @Test func confirmShowsTheFareThenThePaymentSheetAsksForThePasscodeBeforeHandle() {
    var store = DialogTestStore(
      apps: [Self.unicornRides],
      state: DialogState(phase: .active(IntentDialog(intent: Self.ride, step: .confirming))))
    store.send(
      .confirmed(Self.ready),
      effects: [
        .output(.confirm(Self.ready.code)),
        .output(.prompt(PromptRendering.view(of: Self.confirmQuestion))),
      ]
    ) {
      $0.phase = .active(
        IntentDialog(
          intent: Self.ride, step: .asking(Self.confirmQuestion), confirmation: Self.ready))
    }
    store.send(.userSaid("yes"), effects: [.interpret("yes", expecting: .yesNo)]) {
      $0.phase = .active(
        IntentDialog(
          intent: Self.ride, step: .interpreting(Self.confirmQuestion), confirmation: Self.ready))
    }
    store.send(.interpreted(.yes), effects: [.checkPasscodeAvailability]) {
      $0.phase = .active(
        IntentDialog(
          intent: Self.ride, step: .checkingPasscode(Self.sheetQuestion),
          confirmation: Self.ready))
    }
    store.send(
      .passcodeAvailability(.available),
      effects: [.output(.prompt(PromptRendering.view(of: Self.sheetQuestion)))]
    ) {
      $0.phase = .active(
        IntentDialog(
          intent: Self.ride, step: .asking(Self.sheetQuestion), confirmation: Self.ready))
    }
    store.send(
      .passcodeEntered(.accepted), effects: [.output(.auth(.success)), .handle(Self.ride)]
    ) {
      $0.phase = .active(
        IntentDialog(
          intent: Self.ride, step: .handling, ownerAuthenticated: true,
          confirmation: Self.ready, paymentApproved: true))
    }
  }

  @Test func aChargeIsApprovedEvenRightAfterTheOwnerUnlocked() {
    var store = DialogTestStore(
      apps: [Self.unicornRides],
      state: DialogState(
        phase: .active(
          IntentDialog(
            intent: Self.ride, step: .interpreting(Self.confirmQuestion),
            ownerAuthenticated: true, confirmation: Self.ready))))
    store.send(.interpreted(.yes), effects: [.checkPasscodeAvailability]) {
      $0.phase = .active(
        IntentDialog(
          intent: Self.ride, step: .checkingPasscode(Self.sheetQuestion),
          ownerAuthenticated: true, confirmation: Self.ready))
    }
  }

  @Test func declinedPaymentSheetCancelsWithoutHandling() {
    var store = DialogTestStore(
      apps: [Self.unicornRides],
      state: DialogState(
        phase: .active(
          IntentDialog(
            intent: Self.ride, step: .asking(Self.sheetQuestion), confirmation: Self.ready))))
    store.send(
      .passcodeEntered(.cancelled),
      effects: [
        .output(.auth(.cancelled)), .output(.say("OK, cancelled.")), .output(.end(.cancelled)),
      ]
    ) {
      $0.phase = .idle
    }
  }

  @Test func aConfirmWithoutAChargeGoesStraightToHandle() {
    let cancel = Intent(name: .cancelRide, app: "UnicornRides")
    let ready = IntentResponse(
      code: ResponseCode(CancelRideIntentResponseCode.ready),
      output: [OutputField("cancellationFee", .currencyAmount(Self.fare))])
    let question = Question(
      kind: .confirmIntent,
      text: "Cancel your ride? You'll be charged a $21.40 cancellation fee.")
    var store = DialogTestStore(
      apps: [Self.unicornRides],
      state: DialogState(
        phase: .active(
          IntentDialog(intent: cancel, step: .interpreting(question), confirmation: ready))))
    store.send(.interpreted(.yes), effects: [.handle(cancel)]) {
      $0.phase = .active(IntentDialog(intent: cancel, step: .handling, confirmation: ready))
    }
  }

  @Test func theSheetNeedsBothAnAmountAndAPaymentMethod() {
    let amountOnly = IntentResponse(
      code: ResponseCode(RequestRideIntentResponseCode.ready),
      output: [OutputField("charge", .currencyAmount(Self.fare))])
    #expect(PaymentSheet(amountOnly) == nil)
    #expect(
      PaymentSheet(Self.ready)?.text
        == "Pay UnicornRides $21.40 with Checking ending 4821.")
  }
}
