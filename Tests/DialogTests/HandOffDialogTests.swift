import Dialog
import IntentKit
import Testing

/// failureRequiringAppLaunch ends the dialog with the app's sentence and shows the activity
/// SiriKit launches the app with: the app's own, or the default one typed by the intent class.
@Suite struct HandOffDialogTests {
  static let ride = Intent(name: .requestRide, app: "UnicornRides")

  @Test func aLaunchFailureShowsTheActivityHandedToTheApp() {
    let activity = UserActivity(
      activityType: "UnicornRides.scheduleRide", userInfo: ["rideOption": "ride-option.rainbow"])
    let response = IntentResponse(
      code: ResponseCode(
        RequestRideIntentResponseCode.failureRequiringAppLaunchRideScheduledTooFar),
      output: [OutputField("maximumHoursAhead", .integer(48))], userActivity: activity)
    var store = DialogTestStore(
      apps: [PaymentSheetDialogTests.unicornRides],
      state: DialogState(phase: .active(IntentDialog(intent: Self.ride, step: .confirming))))
    let handOff = HandOff(app: "UnicornRides", activity: activity)
    store.send(
      .confirmed(response),
      effects: [
        .output(.confirm(response.code)),
        .output(
          .say(
            "UnicornRides books rides up to 48 hours ahead. Open UnicornRides to schedule this one."
          )),
        .output(.handOff(handOff)), .output(.end(.failure)),
      ]
    ) {
      $0.phase = .idle
    }
    #expect(
      handOff.line
        == "Opening UnicornRides: UnicornRides.scheduleRide (rideOption: ride-option.rainbow)")
  }

  @Test func withoutAnActivityTheDefaultOneIsTypedByTheIntentClass() {
    let response = IntentResponse(
      code: ResponseCode(RequestRideIntentResponseCode.failureRequiringAppLaunch))
    let handOff = HandOff(app: "UnicornRides", response: response, intent: .requestRide)
    #expect(handOff.activity == UserActivity(activityType: "INRequestRideIntent"))
    #expect(handOff.line == "Opening UnicornRides: INRequestRideIntent")
  }
}
