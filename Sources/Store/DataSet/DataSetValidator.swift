import Foundation
import IntentKit

/// Checks what JSON decoding cannot: unique ids, references that exist, non-empty names.
enum DataSetValidator {
  /// The app kinds intentsh runs (`kind` in apps.json), and the intents each implements.
  static let appKinds: [String: Set<IntentName>] = ["messaging": [.sendMessage]]

  static func validate(_ dataSet: DataSet, folder: URL) throws {
    func fail(_ file: String, _ problem: String) -> DataSetError {
      DataSetError(file: folder.appendingPathComponent(file).path, problem: problem)
    }
    var contactIDs = Set<String>()
    for (index, contact) in dataSet.contacts.enumerated() {
      guard !contact.id.isEmpty else { throw fail("contacts.json", "[\(index)].id: empty") }
      guard contactIDs.insert(contact.id).inserted else {
        throw fail("contacts.json", "[\(index)].id: duplicate id \"\(contact.id)\"")
      }
      guard !(contact.givenName + contact.familyName).allSatisfy(\.isWhitespace) else {
        throw fail("contacts.json", "[\(index)]: givenName and familyName are both empty")
      }
      for (handleIndex, handle) in contact.handles.enumerated() where handle.value.isEmpty {
        throw fail("contacts.json", "[\(index)].handles[\(handleIndex)].value: empty")
      }
    }
    var appNames = Set<String>()
    for (index, app) in dataSet.apps.enumerated() {
      guard appNames.insert(app.name).inserted else {
        throw fail("apps.json", "[\(index)].name: duplicate app \"\(app.name)\"")
      }
      guard let implemented = DataSetValidator.appKinds[app.kind] else {
        throw fail(
          "apps.json",
          "[\(index)].kind: unknown app kind \"\(app.kind)\" (known: \(appKinds.keys.sorted().joined(separator: ", ")))"
        )
      }
      for (position, intent) in app.intentsSupported.enumerated()
      where !implemented.contains(IntentName(intent)) {
        let problem =
          IntentCatalog.all.keys.contains(IntentName(intent))
          ? "an app of kind \(app.kind) cannot handle \"\(intent)\""
          : "unknown intent \"\(intent)\""
        throw fail("apps.json", "[\(index)].intentsSupported[\(position)]: \(problem)")
      }
      for (position, member) in (app.members ?? []).enumerated() {
        let here = "[\(index)].members[\(position)]"
        guard !member.id.isEmpty, !contactIDs.contains(member.id) else {
          throw fail("apps.json", "\(here).id: empty or the id of a contact")
        }
        guard !member.displayName.allSatisfy(\.isWhitespace) else {
          throw fail("apps.json", "\(here).displayName: empty")
        }
        guard !member.handle.isEmpty else { throw fail("apps.json", "\(here).handle: empty") }
      }
      guard (app.alternativeNames ?? []).count <= 3 else {
        throw fail("apps.json", "[\(index)].alternativeNames: at most 3 are allowed")
      }
    }
    var conversationIDs = Set<String>()
    for (index, conversation) in dataSet.conversations.enumerated() {
      guard conversationIDs.insert(conversation.id).inserted else {
        throw fail("conversations.json", "[\(index)].id: duplicate id \"\(conversation.id)\"")
      }
      guard appNames.contains(conversation.app) else {
        throw fail(
          "conversations.json", "[\(index)].app: no app \"\(conversation.app)\" in apps.json")
      }
      for participant in conversation.participants where !contactIDs.contains(participant) {
        throw fail(
          "conversations.json", "[\(index)].participants: no contact \"\(participant)\"")
      }
      for (messageIndex, message) in conversation.messages.enumerated()
      where message.from != "me" && !contactIDs.contains(message.from) {
        throw fail(
          "conversations.json",
          "[\(index)].messages[\(messageIndex)].from: no contact \"\(message.from)\"")
      }
    }
  }
}
