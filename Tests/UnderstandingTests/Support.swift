import IntentKit
import Testing
import Understanding

/// The demo apps, as far as understanding cares: names and alternative names.
let demoApps: [AppManifest] = [
  AppManifest(
    name: "UnicornChat",
    alternativeNames: [AlternativeAppName(name: "Unicorn", pronunciationHint: "you ni corn")],
    supportedIntents: [.sendMessage]),
  AppManifest(name: "Chirp", supportedIntents: [.sendMessage]),
  AppManifest(
    name: "ListOMat", alternativeNames: [AlternativeAppName(name: "List O Mat")],
    supportedIntents: []),
]

let understander = Understander(apps: demoApps)

/// The intent a messaging request should produce.
func sendMessage(
  to recipients: [String] = [], _ content: String? = nil, app: String? = nil, reply: Bool = false
) -> Intent {
  var parameters: [String: IntentValue] = [:]
  if !recipients.isEmpty {
    parameters["recipients"] = .array(recipients.map { .person(Person.spoken($0)) })
  }
  if let content { parameters["content"] = .string(content) }
  return Intent(name: .sendMessage, app: app, parameters: parameters, isReplyToLastMessage: reply)
}

/// A request and the intent it should be understood as.
struct RequestCase: Sendable, CustomTestStringConvertible {
  let text: String
  let expected: Intent

  init(_ text: String, _ expected: Intent) {
    self.text = text
    self.expected = expected
  }

  var testDescription: String { text }
}
