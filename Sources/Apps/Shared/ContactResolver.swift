import IntentKit
import Store
import Understanding

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

  public init(database: AppDatabase, usableHandles: Set<PersonHandleType>) {
    self.database = database
    self.usableHandles = usableHandles
  }

  public func resolve(_ person: Person) -> ResolutionResult<Person> {
    if let id = person.contactIdentifier {
      return resolveContact(id, requested: person.personHandle)
    }
    let spoken = person.spokenPhrase
    // Apple: drop the matches the app cannot identify; with none left (or none given),
    // search the address book yourself.
    var candidates = (person.siriMatches ?? []).filter {
      $0.contactIdentifier != nil || $0.customIdentifier != nil
    }
    if candidates.isEmpty {
      candidates = ((try? database.contacts(matching: spoken)) ?? []).map(\.contact.person)
    }
    let exact = candidates.filter { Self.isExactMatch(spoken, $0) }
    let pool = exact.isEmpty ? candidates : exact
    switch pool.count {
    case 0:
      return .unsupported
    case 1:
      guard let id = pool[0].contactIdentifier else { return .unsupported }
      return exact.isEmpty
        ? .confirmationRequired(with: pool[0]) : resolveContact(id, requested: nil)
    default:
      let ids = Set(pool.compactMap(\.contactIdentifier))
      if ids.count == 1, let id = ids.first { return resolveContact(id, requested: nil) }
      return .disambiguation(pool)
    }
  }

  /// A known contact: pick its handle, or ask which one.
  private func resolveContact(_ id: String, requested: PersonHandle?) -> ResolutionResult<Person> {
    guard let contact = try? database.contact(id: id) else { return .unsupported }
    let handles = contact.handles.filter { usableHandles.contains($0.type) }
    let person = contact.person
    if let requested {
      guard handles.contains(where: { $0.value == requested.value }) else {
        return .unsupported(forReason: SendMessageRecipientUnsupportedReason.requestedHandleInvalid)
      }
      return .success(person.with(handle: requested))
    }
    switch handles.count {
    case 0: return .unsupported(forReason: SendMessageRecipientUnsupportedReason.noValidHandle)
    case 1: return .success(person.with(handle: handles[0]))
    default: return .disambiguation(handles.map { person.with(handle: $0) })
    }
  }

  /// Whether the spoken name is the person's full, given, family or nick name.
  static func isExactMatch(_ spoken: String, _ person: Person) -> Bool {
    let said = NameNormalizer.normalize(spoken)
    let names = person.nameComponents
    let forms = [
      person.displayName, names?.givenName, names?.familyName, names?.nickname,
    ].compactMap { $0 }.map(NameNormalizer.normalize)
    return forms.contains(said)
  }
}
