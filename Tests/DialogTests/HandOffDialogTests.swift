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
    let handOff = HandOff(
      app: "UnicornRides", response: response, intentClass: IntentCatalog.requestRide.intentClass,
      inBackground: false)
    #expect(handOff.activity == UserActivity(activityType: "INRequestRideIntent"))
    #expect(handOff.line == "Opening UnicornRides: INRequestRideIntent")
  }

  @Test func anAppsOwnIntentIsTypedByItsClassWithoutSiriKitsPrefix() {
    let custom = CustomIntent(
      schema: IntentSchema(
        name: "showDirections", parameters: [], requiresUserConfirmation: false,
        alwaysRestrictedWhileLocked: false),
      title: "Show Directions")
    #expect(custom.schema.intentClass == "ShowDirectionsIntent")
    let handOff = HandOff(
      app: "RecipeAssistant",
      response: IntentResponse(code: CustomIntent.systemCodes[2]),
      intentClass: custom.schema.intentClass, inBackground: false)
    #expect(handOff.line == "Opening RecipeAssistant: ShowDirectionsIntent")
  }
}

/// A request naming an app the device doesn't have ends there, naming the installed apps that
/// can do it instead.
@Suite struct AppNotInstalledDialogTests {
  static let whatsApp = AppManifest(
    name: "WhatsApp", supportedIntents: [.sendMessage, .searchForMessages])

  @Test func namingAnAppNotInstalledNamesTheInstalledOnesThatCan() {
    var store = DialogTestStore(
      configuration: DialogConfiguration(
        apps: [Fixtures.unicornChat, Fixtures.chirp], appsNotInstalled: [Self.whatsApp]))
    let intent = Fixtures.textJohn(app: "WhatsApp")
    store.send(
      .userSaid("text hello to John on WhatsApp"),
      effects: [.understand("text hello to John on WhatsApp")]
    ) {
      $0.phase = .understanding
    }
    store.send(
      .understood(intent),
      effects: [
        .output(.intent(intent)),
        .output(
          .say("Sorry, WhatsApp isn't installed. You can use UnicornChat or Chirp instead.")),
        .output(.end(.unsupported)),
      ]
    ) {
      $0.phase = .idle
    }
  }

  @Test func anAppNotInstalledThatCouldNotDoItAnywaySaysSo() {
    var store = DialogTestStore(
      configuration: DialogConfiguration(apps: [], appsNotInstalled: [Self.whatsApp]))
    let intent = Intent(name: .addTasks, app: "WhatsApp")
    store.send(.userSaid("add milk on WhatsApp"), effects: [.understand("add milk on WhatsApp")]) {
      $0.phase = .understanding
    }
    store.send(
      .understood(intent),
      effects: [
        .output(.intent(intent)), .output(.say("Sorry, WhatsApp can't do that.")),
        .output(.end(.unsupported)),
      ]
    ) {
      $0.phase = .idle
    }
  }

  @Test func withNoInstalledAppThatCanItSaysThatToo() {
    var store = DialogTestStore(
      configuration: DialogConfiguration(apps: [], appsNotInstalled: [Self.whatsApp]))
    let intent = Fixtures.textJohn(app: "WhatsApp")
    store.send(.userSaid("text John"), effects: [.understand("text John")]) {
      $0.phase = .understanding
    }
    store.send(
      .understood(intent),
      effects: [
        .output(.intent(intent)),
        .output(.say("Sorry, WhatsApp isn't installed, and none of your apps can do that.")),
        .output(.end(.unsupported)),
      ]
    ) {
      $0.phase = .idle
    }
  }
}
