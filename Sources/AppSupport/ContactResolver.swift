import IntentKit
import SpokenLanguage
import Store

/// Contact resolution, written once for every app that sends to or pays a person
/// (seed 000 and Apple's siriMatches rules):
/// - a chosen contact with one usable handle succeeds; with several, disambiguate by handle;
/// - several people match the name: disambiguate between them;
/// - one person only sounds like the name: ask "Did you mean ...?";
/// - nobody matches: unsupported, and Siri asks again.
public struct ContactResolver: Sendable {
  public let database: AppDatabase
  /// Which kinds of handle the app can use.
  public let usableHandles: Set<PersonHandleType>
  /// The app's own people, by the identifier it taught Siri as contactName vocabulary.
  public let directory: [String: Person]
  /// Whether the app reaches people through a handle (messaging) or knows them by contact
  /// (payments): then a contact succeeds as the person, with no handle to choose.
  public let requiresHandle: Bool

  public init(
    database: AppDatabase, usableHandles: Set<PersonHandleType>, directory: [String: Person] = [:],
    requiresHandle: Bool = true
  ) {
    self.database = database
    self.usableHandles = usableHandles
    self.directory = directory
    self.requiresHandle = requiresHandle
  }

  public func resolve(_ person: Person) throws -> ResolutionResult<Person> {
    if let id = person.contactIdentifier {
      return try resolveContact(id, requested: person.personHandle)
    }
    // The seed's point: an identifier Siri hands back is looked up, never fuzzy-matched.
    if let id = person.customIdentifier {
      return directory[id].map { .success($0) } ?? .noMatch
    }
    // A number or address said for the person: its contact, or, for an app that reaches
    // people by handle, the handle alone (a number not in the address book can be texted).
    if let handle = person.personHandle, !handle.value.isEmpty {
      let owners = try database.contacts(withHandle: handle)
      switch owners.count {
      case 0:
        guard requiresHandle, usableHandles.contains(handle.type) else { return .noMatch }
        return .success(person)
      case 1:
        return try resolveContact(owners[0].id, requested: handle)
      default:
        return .disambiguation(owners.map { $0.person.with(handle: handle) })
      }
    }
    // "John Baily at work": the handle the user asked for by its label, no value yet.
    let asked = person.personHandle?.label == nil ? nil : person.personHandle
    let spoken = person.spokenPhrase
    // Apple: drop the matches the app cannot identify; with none left (or none given),
    // search the address book yourself.
    var candidates = (person.siriMatches ?? []).filter {
      $0.contactIdentifier != nil || $0.customIdentifier.map { directory[$0] != nil } == true
    }
    if candidates.isEmpty {
      candidates = try database.contacts(matching: spoken).map(\.contact.person)
    }
    // Names said the same but spelled otherwise (Jon, John; Sean, Shaun) are as likely as the
    // exact spelling when spoken; farther sound-alikes (Shawn, Snow) are offered only when
    // nothing closer matched.
    let said = NameNormalizer.normalize(spoken)
    var exact: [Person] = []
    var alike: [Person] = []
    for candidate in candidates {
      let forms = Self.nameForms(of: candidate)
      // "my sister" is said of her exactly: Siri matched her by the relationship.
      if let relationship = person.relationship, candidate.relationship == relationship {
        exact.append(candidate)
      } else if forms.contains(said) {
        exact.append(candidate)
      } else if forms.contains(where: { EditDistance.between(said, $0) <= 2 }) {
        alike.append(candidate)
      }
    }
    let pool = exact.isEmpty && alike.isEmpty ? candidates : exact + alike
    switch pool.count {
    case 0:
      return .noMatch
    case 1:
      if exact.isEmpty { return .confirmationRequired(with: pool[0]) }
      if let id = pool[0].contactIdentifier, asked != nil {
        return try resolveContact(id, requested: asked)
      }
      return try resolve(pool[0])
    default:
      let ids = Set(pool.compactMap(\.contactIdentifier))
      if ids.count == 1, pool.allSatisfy({ $0.contactIdentifier != nil }), let id = ids.first {
        return try resolveContact(id, requested: asked)
      }
      return .disambiguation(pool)
    }
  }

  /// A known contact: pick its handle, or ask which one.
  private func resolveContact(_ id: String, requested: PersonHandle?) throws
    -> ResolutionResult<Person>
  {
    guard let contact = try database.contact(id: id) else { return .noMatch }
    let person = contact.person
    guard requiresHandle else { return .success(person) }
    let handles = contact.handles.filter { usableHandles.contains($0.type) }
    if let requested {
      // Asked by number or address however written, or by label alone ("at work"), of the
      // type said when one was ("work email"): that handle, or a choice among several.
      let key = HandleKey.key(requested.value, type: requested.type)
      let asked =
        requested.value.isEmpty
        ? handles.filter {
          // Labels compare as words do: "movil" asks for "móvil".
          $0.label.map(NameNormalizer.normalize) == requested.label.map(NameNormalizer.normalize)
            && (requested.type == .unknown || $0.type == requested.type)
        }
        : handles.first {
          $0.value == requested.value || HandleKey.key($0.value, type: $0.type) == key
        }.map { [$0] } ?? []
      switch asked.count {
      case 0:
        return .unsupported(forReason: SendMessageRecipientUnsupportedReason.requestedHandleInvalid)
      case 1: return .success(person.with(handle: asked[0]))
      default: return .disambiguation(asked.map { person.with(handle: $0) })
      }
    }
    switch handles.count {
    case 0: return .unsupported(forReason: SendMessageRecipientUnsupportedReason.noValidHandle)
    case 1: return .success(person.with(handle: handles[0]))
    default: return .disambiguation(handles.map { person.with(handle: $0) })
    }
  }

  /// The person's full, given, family and nick names, and nickname with family name, normalised: a spoken name equal to one
  /// is exact; one at most two letters away sounds alike (Katherine/Catherine, Steven/Stephen,
  /// Sean/Shaun, but not Shawn/Snow).
  private static func nameForms(of person: Person) -> [String] {
    let names = person.nameComponents
    // "kate jones": a nickname with the family name is the person's name too.
    let nicknameAndFamily = names?.nickname.map { "\($0) \(names?.familyName ?? "")" }
    return [
      person.displayName, names?.givenName, names?.familyName, names?.nickname, nicknameAndFamily,
    ]
    .compactMap { $0 }.map(NameNormalizer.normalize).filter { !$0.isEmpty }
  }
}
