import Foundation
import IntentKit
import SpokenLanguage
import Synchronization

/// The kinds of app a data set may install (`kind` in apps.json) and the intents each can
/// handle: what the apps that run it declare, so that Store knows no app of its own.
public struct AppKinds: Sendable {
  public let intents: [String: Set<IntentName>]
  /// The data files each kind keeps its own records in.
  public let dataFiles: [String: [AppDataFile]]

  public init(_ intents: [String: Set<IntentName>], dataFiles: [String: [AppDataFile]] = [:]) {
    self.intents = intents
    self.dataFiles = dataFiles
  }
}

/// Checks what JSON decoding cannot: unique ids, references that exist, non-empty names.
enum DataSetValidator {
  /// With `fixtureCheckedBefore`, the test passcode is not hashed to compare it with the hash:
  /// these very bytes passed that check before. Every other check, quick, is made.
  static func validate(
    _ dataSet: DataSet, folder: URL, appKinds: AppKinds, fixtureCheckedBefore: Bool = false
  ) throws {
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
      if let relationship = contact.relationship, !Person.relationships.contains(relationship) {
        throw fail(
          "contacts.json",
          "[\(index)].relationship: \"\(relationship)\" is not a relationship (one of "
            + "\(Person.relationships.sorted().joined(separator: ", ")))")
      }
    }
    var appNames = Set<String>()
    for (index, app) in dataSet.apps.enumerated() {
      guard appNames.insert(app.name).inserted else {
        throw fail("apps.json", "[\(index)].name: duplicate app \"\(app.name)\"")
      }
      if app.kind == AppRecord.definitionKind {
        // Its intents are its file's, read when the session starts.
        guard let file = app.intentDefinition, !file.allSatisfy(\.isWhitespace) else {
          throw fail(
            "apps.json", "[\(index)].intentDefinition: an app of kind \(app.kind) needs its file")
        }
        guard FileManager.default.fileExists(atPath: folder.appendingPathComponent(file).path)
        else {
          throw fail("apps.json", "[\(index)].intentDefinition: no file \(file) in the data set")
        }
      } else if app.intentDefinition != nil {
        throw fail(
          "apps.json",
          "[\(index)].intentDefinition: only an app of kind \(AppRecord.definitionKind) has one")
      }
      for (position, command) in (app.remoteCommands ?? []).enumerated()
      where RemoteCommandKind(rawValue: command) == nil {
        let known = RemoteCommandKind.allCases.map(\.rawValue).joined(separator: ", ")
        throw fail(
          "apps.json",
          "[\(index)].remoteCommands[\(position)]: unknown command \"\(command)\" (commands: \(known))"
        )
      }
      for (position, shortcut) in (app.shortcuts ?? []).enumerated()
      where shortcut.phrase.allSatisfy(\.isWhitespace) {
        throw fail("apps.json", "[\(index)].shortcuts[\(position)].phrase: empty")
      }
      // An app made from a definition handles what its file declares.
      let implemented: Set<IntentName>? =
        app.kind == AppRecord.definitionKind
        ? Set(app.intentsSupported.map { IntentName($0) }) : appKinds.intents[app.kind]
      guard let implemented else {
        let known = (appKinds.intents.keys.sorted() + [AppRecord.definitionKind]).sorted()
          .joined(separator: ", ")
        throw fail(
          "apps.json", "[\(index)].kind: unknown app kind \"\(app.kind)\" (known: \(known))")
      }
      for (position, intent) in app.intentsSupported.enumerated()
      where !implemented.contains(IntentName(intent)) {
        let known =
          IntentCatalog.all[IntentName(intent)] != nil
          || appKinds.intents.values.contains { $0.contains(IntentName(intent)) }
        let problem =
          known
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
      if let seconds = app.responseSeconds, !AppRecord.responseSecondsRange.contains(seconds) {
        throw fail(
          "apps.json",
          "[\(index)].responseSeconds: \(seconds) is not a number of seconds from 0 to 3600")
      }
      guard (app.alternativeNames ?? []).count <= 3 else {
        throw fail("apps.json", "[\(index)].alternativeNames: at most 3 are allowed")
      }
    }
    // Data can belong to installed apps only: an app that isn't installed has none on the device.
    let installed = dataSet.apps.filter(\.isInstalled)
    let listsApps = Set(installed.filter { $0.kind == "lists" }.map(\.name))
    try validateNotebook(dataSet, listsApps: listsApps, fail: fail)
    let paymentsApps = Set(installed.filter { $0.kind == "payments" }.map(\.name))
    try validateAccounts(dataSet, paymentsApps: paymentsApps, fail: fail)
    try validatePaymentServices(
      dataSet, paymentsApps: paymentsApps, contactIDs: contactIDs, fail: fail)
    try validateCars(
      dataSet, carApps: Set(installed.filter { $0.kind == "car" }.map(\.name)), fail: fail)
    let placeIDs = try validatePlaces(dataSet.places, fail: fail)
    try validateRideServices(dataSet, fail: fail)
    try validateDevice(
      dataSet.device, placeIDs: placeIDs, checkingFixture: !fixtureCheckedBefore, fail: fail)
    var conversationIDs = Set<String>()
    for (index, conversation) in dataSet.conversations.enumerated() {
      guard conversationIDs.insert(conversation.id).inserted else {
        throw fail("conversations.json", "[\(index)].id: duplicate id \"\(conversation.id)\"")
      }
      guard installed.contains(where: { $0.name == conversation.app }) else {
        throw fail(
          "conversations.json",
          "[\(index)].app: no installed app \"\(conversation.app)\" in apps.json")
      }
      for participant in conversation.participants where !contactIDs.contains(participant) {
        throw fail(
          "conversations.json", "[\(index)].participants: no contact \"\(participant)\"")
      }
      if let group = conversation.groupName, group.allSatisfy(\.isWhitespace) {
        throw fail("conversations.json", "[\(index)].groupName: empty")
      }
      for (messageIndex, message) in conversation.messages.enumerated() {
        let here = "[\(index)].messages[\(messageIndex)]"
        if message.from != "me" && !contactIDs.contains(message.from) {
          throw fail("conversations.json", "\(here).from: no contact \"\(message.from)\"")
        }
        // Messages are found and read by time, so the time must be one.
        guard Timestamp.date(message.sentAt) != nil else {
          throw fail(
            "conversations.json",
            "\(here).sentAt: \"\(message.sentAt)\" is not an ISO 8601 time such as 2026-11-21T08:40:00Z"
          )
        }
      }
    }
  }

  /// Lists and notes belong to an app of kind lists; ids are unique, titles not blank, and no
  /// two lists (or notes) of an app share a title, or resolution could never tell them apart.
  private static func validateNotebook(
    _ dataSet: DataSet, listsApps: Set<String>, fail: @escaping (String, String) -> DataSetError
  ) throws {
    var lists = TitledRecords(file: "lists.json", kind: "list", apps: listsApps, fail: fail)
    var taskIDs = Set<String>()
    for (index, list) in dataSet.lists.enumerated() {
      try lists.check(index, id: list.id, app: list.app, title: list.title)
      for (position, task) in list.tasks.enumerated() {
        guard !task.title.allSatisfy(\.isWhitespace) else {
          throw fail("lists.json", "[\(index)].tasks[\(position)].title: empty")
        }
        if let id = task.id, id.isEmpty || !taskIDs.insert(id).inserted {
          throw fail(
            "lists.json", "[\(index)].tasks[\(position)].id: empty or duplicate id \"\(id)\"")
        }
      }
    }
    var notes = TitledRecords(file: "notes.json", kind: "note", apps: listsApps, fail: fail)
    for (index, note) in dataSet.notes.enumerated() {
      try notes.check(index, id: note.id, app: note.app, title: note.title)
    }
  }

  /// Accounts belong to a payments app, have unique ids and nicknames, and an exact balance.
  private static func validateAccounts(
    _ dataSet: DataSet, paymentsApps: Set<String>,
    fail: @escaping (String, String) -> DataSetError
  ) throws {
    var accounts = TitledRecords(
      file: "accounts.json", kind: "account", apps: paymentsApps, fail: fail,
      reservedIDs: [AppDatabase.externalAccount], titleKey: "nickname")
    for (index, account) in dataSet.accounts.enumerated() {
      try accounts.check(index, id: account.id, app: account.app, title: account.nickname)
      guard account.currency.count == 3, account.currency.allSatisfy(\.isUppercase) else {
        throw fail(
          "accounts.json", "[\(index)].currency: expected an ISO 4217 code such as \"USD\"")
      }
      guard account.openingBalance != nil else {
        throw fail(
          "accounts.json",
          "[\(index)].balance: expected a decimal amount such as \"1250.50\" (at most the currency's decimals)"
        )
      }
    }
  }

  /// A payments app that sends or requests money has one record, whose currencies are ISO
  /// codes, whose limits read exactly in each of them, and whose contacts and funding accounts
  /// exist.
  private static func validatePaymentServices(
    _ dataSet: DataSet, paymentsApps: Set<String>, contactIDs: Set<String>,
    fail: @escaping (String, String) -> DataSetError
  ) throws {
    let file = "paymentServices.json"
    let accounts = Dictionary(dataSet.accounts.map { ($0.id, $0) }) { first, _ in first }
    var seen = Set<String>()
    for (index, service) in dataSet.paymentServices.enumerated() {
      let here = "[\(index)]"
      guard paymentsApps.contains(service.app) else {
        throw fail(file, "\(here).app: no app of kind payments called \"\(service.app)\"")
      }
      guard seen.insert(service.app).inserted else {
        throw fail(file, "\(here).app: another record is for \"\(service.app)\"")
      }
      guard !service.currencies.isEmpty else {
        throw fail(file, "\(here).currencies: at least one currency is needed")
      }
      var currencies = Set<String>()
      for (position, code) in service.currencies.enumerated() {
        guard isCurrencyCode(code), currencies.insert(code).inserted else {
          throw fail(
            file,
            "\(here).currencies[\(position)]: expected an ISO 4217 code such as \"USD\", once")
        }
      }
      if let code = service.defaultCurrency, !currencies.contains(code) {
        throw fail(file, "\(here).defaultCurrency: \"\(code)\" is not one of the currencies")
      }
      let limits = [
        ("minimumAmount", service.minimumAmount), ("maximumAmount", service.maximumAmount),
        ("inAppApprovalAbove", service.inAppApprovalAbove),
      ]
      for (key, text) in limits {
        guard let text else { continue }
        for code in service.currencies {
          guard let amount = CurrencyAmount(decimal: text, currencyCode: code),
            amount.minorUnits > 0
          else {
            throw fail(
              file,
              "\(here).\(key): expected a decimal amount above zero such as \"1.00\", exact in \(code)"
            )
          }
        }
      }
      if let minimum = service.minimumAmount, let maximum = service.maximumAmount,
        let code = service.currencies.first,
        let low = CurrencyAmount(decimal: minimum, currencyCode: code),
        let high = CurrencyAmount(decimal: maximum, currencyCode: code),
        low.minorUnits > high.minorUnits
      {
        throw fail(file, "\(here).maximumAmount: less than minimumAmount")
      }
      for (position, id) in service.contactsWithAccounts.enumerated()
      where !contactIDs.contains(id) {
        throw fail(
          file, "\(here).contactsWithAccounts[\(position)]: no contact \"\(id)\" in contacts.json")
      }
      var funded = Set<String>()
      for (position, id) in (service.fundingAccounts ?? []).enumerated() {
        let key = "\(here).fundingAccounts[\(position)]"
        guard let account = accounts[id], account.app == service.app else {
          throw fail(file, "\(key): no account \"\(id)\" of \(service.app) in accounts.json")
        }
        guard account.type != .credit else {
          throw fail(file, "\(key): \"\(id)\" is a credit account, which cannot fund payments")
        }
        guard funded.insert(account.currency).inserted else {
          throw fail(file, "\(key): another funding account is in \(account.currency)")
        }
      }
    }
    // Sending and requesting need to know whom the app can pay and in which currencies.
    for (index, app) in dataSet.apps.enumerated() where app.kind == "payments" && app.isInstalled {
      guard !seen.contains(app.name),
        let intent = app.intentsSupported.first(where: {
          [IntentName.sendPayment, .requestPayment].contains(IntentName($0))
        })
      else { continue }
      throw fail(
        file,
        "no record for \"\(app.name)\", which supports \(intent) (apps.json [\(index)])")
    }
  }

  /// Cars belong to an app of kind car, have unique ids and names, and say what kind they are.
  private static func validateCars(
    _ dataSet: DataSet, carApps: Set<String>, fail: @escaping (String, String) -> DataSetError
  ) throws {
    var cars = TitledRecords(
      file: "cars.json", kind: "car", apps: carApps, fail: fail, titleKey: "name")
    for (index, car) in dataSet.cars.enumerated() {
      try cars.check(index, id: car.id, app: car.app, title: car.name)
      guard !car.kind.isEmpty, car.kind.allSatisfy({ $0.isLetter && $0.isLowercase }) else {
        throw fail("cars.json", "[\(index)].kind: expected one lower-case word such as \"car\"")
      }
    }
  }

  static func isCurrencyCode(_ code: String) -> Bool {
    code.count == 3 && code.allSatisfy { $0.isASCII && $0.isUppercase }
  }
}

extension DataSetValidator {
  /// The hash must be readable, the test passcode a valid passcode, and when both are given the
  /// test passcode must be the passcode: replay types it, so a mismatch fails every transcript
  /// that authenticates. The test passcode is never quoted in a message.
  fileprivate static func validateDevice(
    _ device: DeviceRecord, placeIDs: Set<String>, checkingFixture: Bool,
    fail: (String, String) -> DataSetError
  ) throws {
    if let now = device.now, Timestamp.date(now) == nil {
      throw fail("device.json", "now: expected an ISO 8601 time such as \"2026-11-21T09:00:00Z\"")
    }
    if let zone = device.timeZone, TimeZone(identifier: zone) == nil {
      throw fail(
        "device.json",
        "timeZone: \"\(zone)\" is not a time zone (an IANA name such as \"America/Los_Angeles\")")
    }
    if let locale = device.locale, !DeviceRecord.isLocaleIdentifier(locale) {
      throw fail(
        "device.json",
        "locale: \"\(locale)\" is not a locale identifier (a language and region such as \"fr-FR\")"
      )
    }
    if let place = device.currentPlace, !placeIDs.contains(place) {
      throw fail("device.json", "currentPlace: no place \"\(place)\" in places.json")
    }
    var hash: PasscodeHash?
    if let encoded = device.passcodeHash {
      do {
        hash = try PasscodeHash(encoded: encoded)
      } catch let error as PasscodeHashError {
        throw fail("device.json", "passcodeHash: \(error.problem)")
      }
    }
    guard let passcode = device.testPasscode else { return }
    if let problem = PasscodeRules.problem(with: passcode) {
      let rule =
        switch problem {
        case .notDigits: "digits only"
        case .tooShort: "too short"
        case .tooLong: "too long"
        }
      throw fail(
        "device.json",
        "testPasscode: \(rule) (a passcode is \(PasscodeRules.lengths.lowerBound) to \(PasscodeRules.lengths.upperBound) digits)"
      )
    }
    if let hash, checkingFixture {
      let matches: Bool
      do {
        matches = try FixtureCheck.matches(hash, passcode)
      } catch {
        throw fail("device.json", "passcodeHash: cannot be checked: \(error)")
      }
      guard matches else { throw fail("device.json", "testPasscode: does not match passcodeHash") }
    }
  }
}

/// Records an app finds by title (lists, notes, accounts): ids unique and not reserved, the app
/// of the right kind, titles not blank and unique per app.
private struct TitledRecords {
  let file: String
  /// "list", "note", "account": the word a title may end with, and the app kind's noun.
  let kind: String
  let apps: Set<String>
  let fail: (String, String) -> DataSetError
  var reservedIDs: Set<String> = []
  var titleKey = "title"
  private var ids = Set<String>()
  private var titles = Set<[String]>()

  init(
    file: String, kind: String, apps: Set<String>,
    fail: @escaping (String, String) -> DataSetError, reservedIDs: Set<String> = [],
    titleKey: String = "title"
  ) {
    self.file = file
    self.kind = kind
    self.apps = apps
    self.fail = fail
    self.reservedIDs = reservedIDs
    self.titleKey = titleKey
  }

  mutating func check(_ index: Int, id: String, app: String, title: String) throws {
    let here = "[\(index)]"
    guard !id.isEmpty, !reservedIDs.contains(id), ids.insert(id).inserted else {
      throw fail(file, "\(here).id: empty, reserved or duplicate id \"\(id)\"")
    }
    guard apps.contains(app) else {
      let appKind = ["account": "payments", "car": "car"][kind] ?? "lists"
      throw fail(file, "\(here).app: no app of kind \(appKind) called \"\(app)\"")
    }
    guard !title.allSatisfy(\.isWhitespace) else { throw fail(file, "\(here).\(titleKey): empty") }
    guard titles.insert([app, TitleWords.key(title, droppingKind: kind)]).inserted else {
      throw fail(file, "\(here).\(titleKey): another \(kind) of \(app) has this \(titleKey)")
    }
  }
}

/// A data set's fixture pair (hash and test passcode) checked once per process: the check is a
/// deliberately slow hash, and a replay or test run loads the same data set many times.
private enum FixtureCheck {
  private static let matching = Mutex<Set<String>>([])

  static func matches(_ hash: PasscodeHash, _ passcode: String) throws -> Bool {
    let key = hash.encoded + " " + passcode
    if matching.withLock({ $0.contains(key) }) { return true }
    guard try hash.matches(passcode) else { return false }
    matching.withLock { _ = $0.insert(key) }
    return true
  }
}
