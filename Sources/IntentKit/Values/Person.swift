/// INPersonHandleType.
public enum PersonHandleType: String, Hashable, Sendable, Codable {
  case unknown
  case emailAddress
  case phoneNumber
}

/// A way to reach a person: INPersonHandle(value:type:label:).
public struct PersonHandle: Hashable, Sendable, Codable {
  public var value: String
  public var type: PersonHandleType
  /// INPersonHandleLabel: home, work, iPhone, mobile, main, homeFax, workFax, pager, other, school.
  public var label: String?

  public init(value: String, type: PersonHandleType, label: String? = nil) {
    self.value = value
    self.type = type
    self.label = label
  }
}

/// PersonNameComponents, reduced to what contact resolution uses.
public struct PersonNameComponents: Hashable, Sendable, Codable {
  public var givenName: String?
  public var familyName: String?
  public var nickname: String?

  public init(givenName: String? = nil, familyName: String? = nil, nickname: String? = nil) {
    self.givenName = givenName
    self.familyName = familyName
    self.nickname = nickname
  }

  /// Components read from a whole name, as an app's own people have only one: the first word
  /// is the given name, the rest the family name ("Luna Starlight").
  public init(displayName: String) {
    let words = displayName.split(separator: " ").map(String.init)
    self.init(givenName: words.first, familyName: words.dropFirst().joined(separator: " "))
  }
}

/// INPerson: who a message or payment is for, as Siri understood it or as the app resolved it.
public struct Person: Hashable, Sendable, Codable {
  public var personHandle: PersonHandle?
  /// The person's other handles (INPerson.aliases), shown as subtitles when choosing people.
  public var aliases: [PersonHandle]
  public var nameComponents: PersonNameComponents?
  public var displayName: String
  /// The address book's identifier for the contact backing this person.
  public var contactIdentifier: String?
  /// The app's own identifier.
  public var customIdentifier: String?
  /// Everyone Siri thinks the spoken name may mean: same-name contacts and sound-alikes.
  public var siriMatches: [Person]?
  /// INSpeakable conformance: what was said for this person.
  public var spokenPhrase: String
  public var isMe: Bool
  /// INPerson.relationship: who they are to the user, as said ("my sister" is `sister`, one of
  /// `Person.relationships`): Siri finds them among the contacts by it.
  public var relationship: String?

  public init(
    personHandle: PersonHandle? = nil,
    aliases: [PersonHandle] = [],
    nameComponents: PersonNameComponents? = nil,
    displayName: String,
    contactIdentifier: String? = nil,
    customIdentifier: String? = nil,
    siriMatches: [Person]? = nil,
    spokenPhrase: String? = nil,
    isMe: Bool = false,
    relationship: String? = nil
  ) {
    self.personHandle = personHandle
    self.aliases = aliases
    self.nameComponents = nameComponents
    self.displayName = displayName
    self.contactIdentifier = contactIdentifier
    self.customIdentifier = customIdentifier
    self.siriMatches = siriMatches
    self.spokenPhrase = spokenPhrase ?? displayName
    self.isMe = isMe
    self.relationship = relationship
  }

  /// INPersonRelationship's names: the relationships a contact can have to the user.
  public static let relationships: Set<String> = [
    "father", "mother", "parent", "brother", "sister", "child", "friend", "spouse", "partner",
    "assistant", "manager", "son", "daughter",
  ]

  /// A person known only by what the user said, before anyone looked them up.
  public static func spoken(_ phrase: String) -> Person {
    Person(displayName: phrase, spokenPhrase: phrase)
  }

  /// The same person reached through one particular handle.
  public func with(handle: PersonHandle) -> Person {
    var copy = self
    copy.personHandle = handle
    copy.siriMatches = nil
    return copy
  }
}
