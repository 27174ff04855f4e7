import Foundation
import IntentKit
import Understanding

/// Checks what JSON decoding cannot: unique ids, references that exist, non-empty names.
enum DataSetValidator {
  /// The app kinds intentsh runs (`kind` in apps.json), and the intents each implements.
  static let appKinds: [String: Set<IntentName>] = [
    "messaging": [.sendMessage],
    "payments": [.searchForAccounts],
    "lists": [
      .createTaskList, .addTasks, .searchForNotebookItems, .setTaskAttribute, .deleteTasks,
      .createNote, .appendToNote,
    ],
  ]

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
    let listsApps = Set(dataSet.apps.filter { $0.kind == "lists" }.map(\.name))
    try validateNotebook(dataSet, listsApps: listsApps, fail: fail)
    let paymentsApps = Set(dataSet.apps.filter { $0.kind == "payments" }.map(\.name))
    try validateAccounts(dataSet, paymentsApps: paymentsApps, fail: fail)
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

  /// Lists and notes belong to an app of kind lists; ids are unique, titles not blank, and no
  /// two lists (or notes) of an app share a title, or resolution could never tell them apart.
  private static func validateNotebook(
    _ dataSet: DataSet, listsApps: Set<String>, fail: (String, String) -> DataSetError
  ) throws {
    var listIDs = Set<String>()
    var taskIDs = Set<String>()
    var listTitles = Set<[String]>()
    for (index, list) in dataSet.lists.enumerated() {
      let here = "[\(index)]"
      guard !list.id.isEmpty, listIDs.insert(list.id).inserted else {
        throw fail("lists.json", "\(here).id: empty or duplicate id \"\(list.id)\"")
      }
      guard listsApps.contains(list.app) else {
        throw fail("lists.json", "\(here).app: no app of kind lists called \"\(list.app)\"")
      }
      guard !list.title.allSatisfy(\.isWhitespace) else {
        throw fail("lists.json", "\(here).title: empty")
      }
      guard
        listTitles.insert([list.app, TitleWords.key(list.title, droppingKind: "list")]).inserted
      else {
        throw fail("lists.json", "\(here).title: another list of \(list.app) has this title")
      }
      for (position, task) in list.tasks.enumerated() {
        guard !task.title.allSatisfy(\.isWhitespace) else {
          throw fail("lists.json", "\(here).tasks[\(position)].title: empty")
        }
        if let id = task.id, id.isEmpty || !taskIDs.insert(id).inserted {
          throw fail("lists.json", "\(here).tasks[\(position)].id: empty or duplicate id \"\(id)\"")
        }
      }
    }
    var noteIDs = Set<String>()
    var noteTitles = Set<[String]>()
    for (index, note) in dataSet.notes.enumerated() {
      let here = "[\(index)]"
      guard !note.id.isEmpty, noteIDs.insert(note.id).inserted else {
        throw fail("notes.json", "\(here).id: empty or duplicate id \"\(note.id)\"")
      }
      guard listsApps.contains(note.app) else {
        throw fail("notes.json", "\(here).app: no app of kind lists called \"\(note.app)\"")
      }
      guard !note.title.allSatisfy(\.isWhitespace) else {
        throw fail("notes.json", "\(here).title: empty")
      }
      guard
        noteTitles.insert([note.app, TitleWords.key(note.title, droppingKind: "note")]).inserted
      else {
        throw fail("notes.json", "\(here).title: another note of \(note.app) has this title")
      }
    }
  }

  /// Accounts belong to a payments app, have unique ids and nicknames, and an exact balance.
  private static func validateAccounts(
    _ dataSet: DataSet, paymentsApps: Set<String>, fail: (String, String) -> DataSetError
  ) throws {
    var ids = Set<String>()
    var nicknames = Set<[String]>()
    for (index, account) in dataSet.accounts.enumerated() {
      let here = "[\(index)]"
      guard !account.id.isEmpty, account.id != AppDatabase.externalAccount,
        ids.insert(account.id).inserted
      else {
        throw fail("accounts.json", "\(here).id: empty, reserved or duplicate id \"\(account.id)\"")
      }
      guard paymentsApps.contains(account.app) else {
        throw fail(
          "accounts.json", "\(here).app: no app of kind payments called \"\(account.app)\"")
      }
      guard !account.nickname.allSatisfy(\.isWhitespace),
        nicknames.insert([account.app, TitleWords.key(account.nickname)]).inserted
      else {
        throw fail("accounts.json", "\(here).nickname: empty, or another account's nickname")
      }
      guard account.currency.count == 3, account.currency.allSatisfy(\.isUppercase) else {
        throw fail("accounts.json", "\(here).currency: expected an ISO 4217 code such as \"USD\"")
      }
      guard account.openingBalance != nil else {
        throw fail(
          "accounts.json",
          "\(here).balance: expected a decimal amount such as \"1250.50\" (at most the currency's decimals)"
        )
      }
    }
  }
}
