import Foundation
import IntentKit

/// A data set folder (the README's "Data sets"): the address book, the apps, their data and the device.
public struct DataSet: Sendable, Equatable {
  public var name: String
  public var contacts: [ContactRecord]
  public var apps: [AppRecord]
  public var conversations: [ConversationRecord]
  /// `lists.json`: the lists apps' task lists.
  public var lists: [TaskListRecord]
  /// `notes.json`: the lists apps' notes.
  public var notes: [NoteRecord]
  /// `accounts.json`: the payments apps' accounts and opening balances.
  public var accounts: [PaymentAccountRecord]
  public var device: DeviceRecord
  /// `paymentServices.json`: each payments app's limits, currencies, members and status.
  public var paymentServices: [PaymentServiceRecord]
  /// `cars.json`: the car apps' vehicles and their lock state.
  public var cars: [CarRecord]
  /// `places.json`: the gazetteer rides start and end at.
  public var places: [PlaceRecord]
  /// `rideServices.json`: each rides app's options, prices, drivers, area and status.
  public var rideServices: [RideServiceRecord]
  /// The records of the files apps of a developer's own keep (`AppDataFile`), by file name
  /// without `.json`, and the version of each file's shape.
  public var appData: [String: [AppDataRecord]] = [:]
  public var appDataVersions: [String: Int] = [:]

  public init(
    name: String, contacts: [ContactRecord], apps: [AppRecord],
    conversations: [ConversationRecord] = [], lists: [TaskListRecord] = [],
    notes: [NoteRecord] = [], accounts: [PaymentAccountRecord] = [],
    device: DeviceRecord = DeviceRecord(), paymentServices: [PaymentServiceRecord] = [],
    cars: [CarRecord] = [], places: [PlaceRecord] = [], rideServices: [RideServiceRecord] = []
  ) {
    self.name = name
    self.contacts = contacts
    self.apps = apps
    self.conversations = conversations
    self.lists = lists
    self.notes = notes
    self.accounts = accounts
    self.device = device
    self.paymentServices = paymentServices
    self.cars = cars
    self.places = places
    self.rideServices = rideServices
  }
}

/// One entry of `contacts.json`.
public struct ContactRecord: Codable, Sendable, Equatable {
  public var id: String
  public var givenName: String
  public var familyName: String
  public var nickname: String?
  public var phoneticGivenName: String?
  public var phoneticFamilyName: String?
  public var handles: [HandleRecord]
  /// Who the contact is to the user: one of INPersonRelationship's names (`Person
  /// .relationships`: "sister", "mother", "friend"…).
  public var relationship: String?

  public init(
    id: String, givenName: String, familyName: String, nickname: String? = nil,
    phoneticGivenName: String? = nil, phoneticFamilyName: String? = nil, handles: [HandleRecord],
    relationship: String? = nil
  ) {
    self.id = id
    self.givenName = givenName
    self.familyName = familyName
    self.nickname = nickname
    self.phoneticGivenName = phoneticGivenName
    self.phoneticFamilyName = phoneticFamilyName
    self.handles = handles
    self.relationship = relationship
  }
}

/// A phone number or email address of a contact.
public struct HandleRecord: Codable, Sendable, Equatable {
  public enum Kind: String, Codable, Sendable { case phone, email }
  public var type: Kind
  public var label: String
  public var value: String

  public init(type: Kind, label: String, value: String) {
    self.type = type
    self.label = label
    self.value = value
  }
}

/// A phrase the user recorded for one of an app's intents, as "Add to Siri" records it:
/// `{"phrase": "next step", "intent": "showDirections"}`, with the parameter values it fixes.
public struct AppShortcut: Codable, Sendable, Equatable {
  public var phrase: String
  /// The intent as intentsh names it (`showDirections`), or as its definition file does
  /// (`ShowDirections`).
  public var intent: String
  /// Parameter values the shortcut fixes, as words the app resolves.
  public var parameters: [String: String]?

  public init(phrase: String, intent: String, parameters: [String: String]? = nil) {
    self.phrase = phrase
    self.intent = intent
    self.parameters = parameters
  }
}

/// One entry of `apps.json`: what the app declares, and switches that change how it behaves.
public struct AppRecord: Codable, Sendable, Equatable {
  public var name: String
  /// The in-process implementation to run: "messaging", "lists", "payments", "car" or
  /// "rides".
  public var kind: String
  public var alternativeNames: [AlternativeAppName]?
  public var intentsSupported: [String]
  public var intentsRestrictedWhileLocked: [String]?
  public var intentsRequiringAuthentication: [String]?
  /// false makes the app's service unavailable (failureMessageServiceNotAvailable and the like).
  public var serviceAvailable: Bool?
  /// People the app reaches who are not in the address book; it teaches Siri their names as
  /// contactName vocabulary.
  public var members: [AppMemberRecord]?
  /// Seconds the app takes to answer each resolve, confirm and handle call: a slow app, to show
  /// the handler deadline. Absent: it answers at once.
  public var responseSeconds: Double?
  /// How slow an app may be made: at most an hour, as long as the longest handler deadline.
  public static let responseSecondsRange: ClosedRange<Double> = 0...3600
  /// false for an app the device doesn't have but Siri knows by name (from the App Store):
  /// a request that names it is told it isn't installed. Absent: installed.
  public var installed: Bool?
  /// For an app of kind `intentDefinition`: the Xcode intent definition file it is made from,
  /// relative to the data set's folder. Its intents are the file's.
  public var intentDefinition: String?
  /// The phrases the user recorded for the app's intents ("Add to Siri"): saying one makes
  /// the request it names.
  public var shortcuts: [AppShortcut]?
  /// For a media app: the Now Playing commands it registers handlers for
  /// (MPRemoteCommandCenter's, by name: "nextTrack", "changePlaybackRate"). Absent: all.
  public var remoteCommands: [String]?

  /// The kind of an app made from an intent definition file alone.
  public static let definitionKind = "intentDefinition"

  public var isInstalled: Bool { installed ?? true }

  public init(
    name: String, kind: String, alternativeNames: [AlternativeAppName]? = nil,
    intentsSupported: [String], intentsRestrictedWhileLocked: [String]? = nil,
    intentsRequiringAuthentication: [String]? = nil, serviceAvailable: Bool? = nil
  ) {
    self.name = name
    self.kind = kind
    self.alternativeNames = alternativeNames
    self.intentsSupported = intentsSupported
    self.intentsRestrictedWhileLocked = intentsRestrictedWhileLocked
    self.intentsRequiringAuthentication = intentsRequiringAuthentication
    self.serviceAvailable = serviceAvailable
  }

  public var manifest: AppManifest {
    AppManifest(
      name: name, alternativeNames: alternativeNames ?? [],
      supportedIntents: intentsSupported.map { IntentName($0) },
      intentsRestrictedWhileLocked: (intentsRestrictedWhileLocked ?? []).map { IntentName($0) },
      intentsRequiringAuthentication: (intentsRequiringAuthentication ?? []).map { IntentName($0) })
  }
}

/// One entry of `conversations.json`: a thread in a messaging app, with its messages.
public struct ConversationRecord: Codable, Sendable, Equatable {
  public var id: String
  public var app: String
  /// Contact ids of the other people in the conversation.
  public var participants: [String]
  public var groupName: String?
  public var messages: [MessageRecord]

  public init(
    id: String, app: String, participants: [String], groupName: String? = nil,
    messages: [MessageRecord] = []
  ) {
    self.id = id
    self.app = app
    self.participants = participants
    self.groupName = groupName
    self.messages = messages
  }
}

/// A message in a conversation; `from` is a contact id, or "me".
public struct MessageRecord: Codable, Sendable, Equatable {
  public var id: String
  public var from: String
  public var content: String
  public var sentAt: String
  public var read: Bool?

  public init(id: String, from: String, content: String, sentAt: String, read: Bool? = nil) {
    self.id = id
    self.from = from
    self.content = content
    self.sentAt = sentAt
    self.read = read
  }
}

/// One entry of `lists.json`: a list in a lists app (ListOMat), with its tasks in order.
public struct TaskListRecord: Codable, Sendable, Equatable {
  public var id: String
  public var app: String
  public var title: String
  public var groupName: String?
  /// ISO 8601; the clock's start when absent.
  public var createdAt: String?
  public var tasks: [TaskRecord]

  public init(
    id: String, app: String, title: String, groupName: String? = nil, createdAt: String? = nil,
    tasks: [TaskRecord] = []
  ) {
    self.id = id
    self.app = app
    self.title = title
    self.groupName = groupName
    self.createdAt = createdAt
    self.tasks = tasks
  }
}

/// One task of a list; `id` is generated when absent.
public struct TaskRecord: Codable, Sendable, Equatable {
  public var id: String?
  public var title: String
  /// "notCompleted" (the default) or "completed".
  public var status: TaskStatus?
  /// "notFlagged" (the default) or "flagged".
  public var priority: TaskPriority?
  public var createdAt: String?

  public init(
    id: String? = nil, title: String, status: TaskStatus? = nil, priority: TaskPriority? = nil,
    createdAt: String? = nil
  ) {
    self.id = id
    self.title = title
    self.status = status
    self.priority = priority
    self.createdAt = createdAt
  }
}

/// One entry of `notes.json`: a note in a lists app; `contents` are its paragraphs.
public struct NoteRecord: Codable, Sendable, Equatable {
  public var id: String
  public var app: String
  public var title: String
  public var groupName: String?
  /// Its paragraphs; none when absent.
  public var contents: [String]?
  public var createdAt: String?

  public init(
    id: String, app: String, title: String, groupName: String? = nil, contents: [String]? = nil,
    createdAt: String? = nil
  ) {
    self.id = id
    self.app = app
    self.title = title
    self.groupName = groupName
    self.contents = contents
    self.createdAt = createdAt
  }
}

/// One entry of `accounts.json`: an account in a payments app (UnicornPay).
public struct PaymentAccountRecord: Codable, Sendable, Equatable {
  public var id: String
  public var app: String
  /// What the user calls it ("NestEgg"); the app teaches Siri it as paymentsAccountNickname.
  public var nickname: String
  public var pronunciationHint: String?
  /// INAccountType: "checking", "saving", "credit", ...
  public var type: AccountType
  public var organization: String?
  /// The last digits shown to tell accounts apart: "4821".
  public var number: String?
  /// ISO 4217: "USD".
  public var currency: String
  /// The opening balance as a decimal string: "12500.00".
  public var balance: String

  public init(
    id: String, app: String, nickname: String, pronunciationHint: String? = nil,
    type: AccountType, organization: String? = nil, number: String? = nil,
    currency: String = "USD", balance: String
  ) {
    self.id = id
    self.app = app
    self.nickname = nickname
    self.pronunciationHint = pronunciationHint
    self.type = type
    self.organization = organization
    self.number = number
    self.currency = currency
    self.balance = balance
  }

  /// The opening balance, exactly.
  public var openingBalance: CurrencyAmount? {
    CurrencyAmount(decimal: balance, currencyCode: currency)
  }
}

/// `device.json`: the device's state when the data set is imported.
public struct DeviceRecord: Codable, Sendable, Equatable {
  public var locked: Bool?
  /// The passcode as `PasscodeHash` encodes it. When absent, `testPasscode` is hashed at import;
  /// when both are absent the device has no passcode.
  public var passcodeHash: String?
  /// The passcode transcripts type for `> [passcode]`; fixtures only.
  public var testPasscode: String?
  /// The clock's start, ISO 8601. Device time starts here in the shell and in replay, and moves
  /// only when told (`:tick`, an app's wait), so a session replays as it ran.
  public var now: String?
  /// The device's time zone, an IANA name ("America/Los_Angeles"): times are read and said in
  /// it. Without one the shell uses the machine's zone and writes it in its recordings.
  public var timeZone: String?
  /// Where the device is: the id of a place in places.json. Rides are picked up here unless
  /// the user says otherwise.
  public var currentPlace: String?
  /// The device's language, a locale identifier ("fr-FR", "es-ES"): requests are understood
  /// in it unless the shell, `parse` or a transcript says otherwise. English without one.
  public var locale: String?

  public init(
    locked: Bool? = nil, passcodeHash: String? = nil, testPasscode: String? = nil,
    now: String? = nil, timeZone: String? = nil, currentPlace: String? = nil,
    locale: String? = nil
  ) {
    self.locked = locked
    self.passcodeHash = passcodeHash
    self.testPasscode = testPasscode
    self.now = now
    self.timeZone = timeZone
    self.currentPlace = currentPlace
    self.locale = locale
  }
}

/// Someone an app knows who is not in the address book: a UnicornChat-only friend.
public struct AppMemberRecord: Codable, Sendable, Equatable {
  /// The app's own identifier, handed back as the vocabulary identifier.
  public var id: String
  public var displayName: String
  public var pronunciationHint: String?
  /// Where the app sends to: a user name or number.
  public var handle: String

  public init(id: String, displayName: String, pronunciationHint: String? = nil, handle: String) {
    self.id = id
    self.displayName = displayName
    self.pronunciationHint = pronunciationHint
    self.handle = handle
  }
}

extension DeviceRecord {
  /// Whether `text` is written as a locale identifier: a language of two or three letters,
  /// then subtags of letters and digits after "-" or "_" ("fr", "fr-FR", "es_419").
  public static func isLocaleIdentifier(_ text: String) -> Bool {
    let parts = text.split(separator: "-", omittingEmptySubsequences: false)
      .flatMap { $0.split(separator: "_", omittingEmptySubsequences: false) }
    guard let language = parts.first, (2...3).contains(language.count),
      language.allSatisfy({ $0.isASCII && $0.isLetter })
    else { return false }
    return parts.dropFirst().allSatisfy { part in
      (2...8).contains(part.count) && part.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber) }
    }
  }
}
