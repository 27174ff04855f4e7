import Foundation
import IntentKit
import SpokenLanguage
import TestSupport
import Testing
import Understanding

/// The messaging apps and ListOMat, installed.
let demoApps = [DemoApps.unicornChat, DemoApps.chirp, DemoApps.listOMat]

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
  return Intent(name: .sendMessage, app: app, parameters: parameters, continuesOffer: reply)
}

/// A message to a phone number or email address said as such: the handle is the recipient.
func sendMessage(toHandle handle: PersonHandle, _ content: String) -> Intent {
  Intent(
    name: .sendMessage,
    parameters: [
      "recipients": .array([.person(Person(personHandle: handle, displayName: handle.value))]),
      "content": .string(content),
    ])
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

/// The records of one of the demo data set's JSON files ("contacts.json"): the same data the
/// shell imports, so the corpus and the shell ask the same names, titles and places. A file
/// that cannot be read stops the tests: every answer after it would be wrong.
func demoRecords(_ name: String, of folder: String = "DemoData") -> [[String: Any]] {
  let file = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .appendingPathComponent("../../Sources/Store/\(folder)/\(name)").standardized
  guard let data = FileManager.default.contents(atPath: file.path),
    let records = try? JSONSerialization.jsonObject(with: data) as? [[String: Any]]
  else { preconditionFailure("cannot read the demo data set's \(file.path) as JSON records") }
  return records
}

/// The demo data set's address book, as Store answers understanding: a name is known when it is
/// a contact's full, given, family or nick name, or nickname and family name ("kate jones").
struct DemoAddressBook: AddressBookLookup {
  static let shared = DemoAddressBook()

  let names: Set<String>

  init(of folder: String = "DemoData") {
    var names: Set<String> = []
    for contact in demoRecords("contacts.json", of: folder) {
      let given = contact["givenName"] as? String ?? ""
      let family = contact["familyName"] as? String ?? ""
      let nickname = contact["nickname"] as? String ?? ""
      let nicknameAndFamily = nickname.isEmpty ? "" : "\(nickname) \(family)"
      for name in [given, family, "\(given) \(family)", nickname, nicknameAndFamily] {
        let normalized = NameNormalizer.normalize(name)
        if !normalized.isEmpty { names.insert(normalized) }
      }
    }
    self.names = names
  }

  func knowsName(_ name: String) -> Bool { names.contains(NameNormalizer.normalize(name)) }
}

/// The demo data set's lists and notes, as Store answers understanding: a title is known when
/// its words compare equal (`NotebookItemKind.titleKey`) to a task's, a list's or a note's.
struct DemoNotebook: NotebookLookup {
  static let shared = DemoNotebook()

  let titles: [NotebookItemKind: Set<String>]

  init(of folder: String = "DemoData") {
    let lists = demoRecords("lists.json", of: folder)
    let tasks = lists.flatMap { $0["tasks"] as? [[String: Any]] ?? [] }
    func keys(_ records: [[String: Any]], _ kind: NotebookItemKind) -> Set<String> {
      Set(records.compactMap { $0["title"] as? String }.map(kind.titleKey))
    }
    titles = [
      .list: keys(lists, .list), .task: keys(tasks, .task),
      .note: keys(demoRecords("notes.json", of: folder), .note),
    ]
  }

  func knowsTitle(_ title: String, of kind: NotebookItemKind) -> Bool {
    titles[kind]?.contains(kind.titleKey(title)) == true
  }
}

/// The demo data set's places, as Store answers understanding: a place is known when what was
/// said has the key (`PlaceKey`) of a place's name or alias in the demo's places.json.
struct DemoPlaces: PlaceLookup {
  static let shared = DemoPlaces()

  let keys: Set<String>

  init() {
    keys = Set(
      demoRecords("places.json").flatMap { record in
        ([record["name"] as? String] + (record["aliases"] as? [String] ?? [])).compactMap { $0 }
      }.map(PlaceKey.key))
  }

  func knowsPlace(_ said: String) -> Bool { keys.contains(PlaceKey.key(said)) }
}

extension Intent {
  /// The same intent, the person or people of `parameter` said as who they are to the user
  /// ("my mom" is `mother`): Siri finds them among the contacts by it.
  func relating(_ parameter: String, as relationship: String) -> Intent {
    func related(_ value: IntentValue) -> IntentValue {
      switch value {
      case .person(var person):
        person.relationship = relationship
        return .person(person)
      case .array(let items): return .array(items.map(related))
      default: return value
      }
    }
    var intent = self
    intent.parameters[parameter] = parameters[parameter].map(related)
    return intent
  }
}
