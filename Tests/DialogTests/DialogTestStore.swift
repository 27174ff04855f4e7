import CustomDump
import Dialog
import IntentKit
import Testing

/// Drives the reducer one event at a time and checks, at every step, the whole state and
/// every effect (the exhaustive test store pattern).
struct DialogTestStore {
  private(set) var state: DialogState
  let manager: DialogManager

  init(apps: [AppManifest] = [Fixtures.unicornChat], state: DialogState = DialogState()) {
    self.init(configuration: DialogConfiguration(apps: apps), state: state)
  }

  init(configuration: DialogConfiguration, state: DialogState = DialogState()) {
    self.state = state
    manager = DialogManager(configuration: configuration)
  }

  /// Sends `event`; the state must equal the previous state changed by `update`, and the effects
  /// must be exactly `effects`.
  mutating func send(
    _ event: DialogEvent, effects: [DialogEffect],
    fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line,
    column: UInt = #column,
    _ update: (inout DialogState) -> Void = { _ in }
  ) {
    var expected = state
    update(&expected)
    let actual = manager.reduce(&state, event)
    // A failure prints only where the values differ: a dialog's state is too large to read whole.
    expectNoDifference(
      actual, effects, fileID: fileID, filePath: filePath, line: line, column: column)
    expectNoDifference(
      state, expected, fileID: fileID, filePath: filePath, line: line, column: column)
  }
}

enum Fixtures {
  static let unicornChat = AppManifest(name: "UnicornChat", supportedIntents: [.sendMessage])
  static let chirp = AppManifest(name: "Chirp", supportedIntents: [.sendMessage])

  static let appleseedMobile = PersonHandle(
    value: "+1 555 0100", type: .phoneNumber, label: "mobile")
  static let bailyHome = PersonHandle(value: "+1 555 0111", type: .phoneNumber, label: "home")
  static let bailyMobile = PersonHandle(value: "+1 555 0112", type: .phoneNumber, label: "mobile")
  static let bailyWork = PersonHandle(value: "+1 555 0113", type: .phoneNumber, label: "work")

  static let appleseed = Person(
    aliases: [appleseedMobile], displayName: "John Appleseed", contactIdentifier: "c1")
  static let baily = Person(
    aliases: [bailyHome, bailyMobile, bailyWork], displayName: "John Baily", contactIdentifier: "c2"
  )

  static func textJohn(app: String? = "UnicornChat", content: String? = "hello") -> Intent {
    var parameters: [String: IntentValue] = ["recipients": .array([.person(.spoken("John"))])]
    if let content { parameters["content"] = .string(content) }
    return Intent(name: .sendMessage, app: app, parameters: parameters)
  }

  static func code(_ code: SendMessageIntentResponseCode) -> IntentResponse {
    IntentResponse(code: ResponseCode(code))
  }
}
