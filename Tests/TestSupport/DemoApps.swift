import IntentKit

/// The demo data set's apps as understanding and the dialog see them (apps.json: names,
/// alternative names, the intents each supports), declared once for every test target; each
/// suite installs the ones it needs. `DemoFixtureTests` (StoreTests) checks them against the
/// data set itself.
public enum DemoApps {
  public static let unicornChat = AppManifest(
    name: "UnicornChat",
    alternativeNames: [
      AlternativeAppName(name: "Unicorn Chat"),
      AlternativeAppName(name: "Unichat", pronunciationHint: "you nee chat"),
    ],
    supportedIntents: [.sendMessage, .searchForMessages])
  public static let chirp = AppManifest(
    name: "Chirp", alternativeNames: [AlternativeAppName(name: "Chirper")],
    supportedIntents: [.sendMessage, .searchForMessages])
  public static let listOMat = AppManifest(
    name: "ListOMat",
    alternativeNames: [
      AlternativeAppName(name: "List-o-Mat", pronunciationHint: "list oh mat"),
      AlternativeAppName(name: "List O Mat"),
    ],
    supportedIntents: [
      .searchForNotebookItems, .addTasks, .createTaskList, .setTaskAttribute, .deleteTasks,
      .createNote, .appendToNote,
    ])
  public static let unicornPay = AppManifest(
    name: "UnicornPay", alternativeNames: [AlternativeAppName(name: "Unicorn Pay")],
    supportedIntents: [.sendPayment, .requestPayment, .searchForAccounts, .transferMoney])
  public static let unicornCar = AppManifest(
    name: "UnicornCar", alternativeNames: [AlternativeAppName(name: "Unicorn Car")],
    supportedIntents: [.setCarLockStatus, .getCarLockStatus])
  public static let unicornRides = AppManifest(
    name: "UnicornRides",
    alternativeNames: [
      AlternativeAppName(name: "Unicorn Rides"),
      AlternativeAppName(name: "UniRides", pronunciationHint: "you nee rides"),
    ],
    supportedIntents: [.requestRide, .listRideOptions, .getRideStatus, .cancelRide])
  public static let controlAudio = AppManifest(
    name: "ControlAudio", alternativeNames: [AlternativeAppName(name: "Control Audio")],
    supportedIntents: [.playMedia, .addMedia, .updateMediaAffinity, .searchForMedia])
  /// Its one intent is its own (a custom intent of its intent definition file).
  public static let recipeAssistant = AppManifest(
    name: "Recipe Assistant", supportedIntents: ["showDirections"])

  /// Every installed demo app.
  public static let installed = [
    unicornChat, chirp, listOMat, unicornPay, unicornCar, unicornRides, controlAudio,
    recipeAssistant,
  ]

  /// The demo apps known by name only: a request that names one is told it is not installed.
  public static let notInstalled = [
    AppManifest(
      name: "WhatsApp", alternativeNames: [AlternativeAppName(name: "Whats App")],
      supportedIntents: [.sendMessage, .searchForMessages]),
    AppManifest(
      name: "Uber",
      supportedIntents: [.requestRide, .listRideOptions, .getRideStatus, .cancelRide]),
    AppManifest(name: "Venmo", supportedIntents: [.sendPayment, .requestPayment]),
  ]
}
