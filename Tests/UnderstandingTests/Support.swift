import Foundation
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

/// The demo data set's address book, as Store answers understanding: a name is known when it is
/// a contact's full, given, family or nick name. Read from the demo's contacts.json, so the
/// corpus and the shell ask the same people.
struct DemoAddressBook: AddressBookLookup {
  static let shared = DemoAddressBook()

  let names: Set<String>

  init() {
    let file = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .appendingPathComponent("../../Sources/Store/DemoData/contacts.json").standardized
    var names: Set<String> = []
    if let data = FileManager.default.contents(atPath: file.path),
      let contacts = try? JSONSerialization.jsonObject(with: data) as? [[String: Any]]
    {
      for contact in contacts {
        let given = contact["givenName"] as? String ?? ""
        let family = contact["familyName"] as? String ?? ""
        for name in [given, family, "\(given) \(family)", contact["nickname"] as? String ?? ""] {
          let normalized = NameNormalizer.normalize(name)
          if !normalized.isEmpty { names.insert(normalized) }
        }
      }
    }
    self.names = names
  }

  func knowsName(_ name: String) -> Bool { names.contains(NameNormalizer.normalize(name)) }
}
