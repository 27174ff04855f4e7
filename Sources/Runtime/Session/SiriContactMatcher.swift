import IntentKit
import Store

/// Siri's side of contact resolution: before an app resolves a person, Siri fills
/// `siriMatches` with everyone in the address book the spoken name may mean.
struct SiriContactMatcher {
  let database: AppDatabase

  func fillingMatches(in intent: Intent, parameter: String, valueType: ParameterValueType) -> Intent
  {
    guard valueType == .person, let value = intent.parameters[parameter] else { return intent }
    var intent = intent
    switch value {
    case .array(let items):
      intent.parameters[parameter] = .array(items.map(filling))
    default:
      intent.parameters[parameter] = filling(value)
    }
    return intent
  }

  private func filling(_ value: IntentValue) -> IntentValue {
    guard case .person(var person) = value, person.contactIdentifier == nil,
      person.siriMatches == nil
    else { return value }
    let matches = (try? database.contacts(matching: person.spokenPhrase)) ?? []
    person.siriMatches = matches.map(\.contact.person)
    return .person(person)
  }
}
