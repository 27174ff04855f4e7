import IntentKit
import Store
import Understanding

/// Siri's side of contact resolution: before an app resolves a person, Siri fills
/// `siriMatches` with everyone the spoken name may mean: address book contacts by name or
/// sound, then the people the app taught it as contactName vocabulary.
struct SiriContactMatcher {
  let database: AppDatabase
  let vocabulary: VocabularyMatcher

  func fillingMatches(in intent: Intent, parameter: String, valueType: ParameterValueType)
    throws -> Intent
  {
    guard valueType == .person, let value = intent.parameters[parameter] else { return intent }
    var intent = intent
    let filling = { (value: IntentValue) in try self.filling(value, app: intent.app) }
    switch value {
    case .array(let items):
      intent.parameters[parameter] = .array(try items.map(filling))
    default:
      intent.parameters[parameter] = try filling(value)
    }
    return intent
  }

  private func filling(_ value: IntentValue, app: String?) throws -> IntentValue {
    guard case .person(var person) = value, person.contactIdentifier == nil,
      person.customIdentifier == nil, person.siriMatches == nil
    else { return value }
    // "my sister": the contacts who are the user's sister, as the Me card's relations say.
    if let relationship = person.relationship {
      person.siriMatches = try database.contacts(withRelationship: relationship).map {
        var match = $0.contact.person
        match.relationship = relationship
        return match
      }
      return .person(person)
    }
    let matches = try database.contacts(matching: person.spokenPhrase)
    person.siriMatches = matches.map(\.contact.person) + vocabularyPeople(person.spokenPhrase, app)
    return .person(person)
  }

  /// The target app's contactName terms the name matches, as people with the app's identifier.
  private func vocabularyPeople(_ spoken: String, _ app: String?) -> [Person] {
    let found = vocabulary.entries(matching: spoken, in: [.user(.contactName)])
    return found.entries.filter { $0.owner == nil || $0.owner == app }.compactMap { entry in
      guard let identifier = entry.term.vocabularyIdentifier else { return nil }
      return Person(
        nameComponents: PersonNameComponents(displayName: entry.term.spokenPhrase),
        displayName: entry.term.spokenPhrase, customIdentifier: identifier)
    }
  }
}
