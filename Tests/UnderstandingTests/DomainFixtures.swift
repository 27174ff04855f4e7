import IntentKit
import SpokenLanguage
import TestSupport
import Understanding

/// The ride and payment demo apps, with UnicornChat for messaging.
let rideAndPayApps = [DemoApps.unicornRides, DemoApps.unicornPay, DemoApps.unicornChat]

let rideOptionParameter = IntentParameterName(
  intentClass: "INRequestRideIntent", property: "rideOptionName")

let rainbowCar = SpeakableString(
  spokenPhrase: "RainbowCar", pronunciationHint: "rain bow car",
  vocabularyIdentifier: "ride-option.rainbow")

let sparkleCar = SpeakableString(
  spokenPhrase: "SparkleCar", pronunciationHint: "spar kul car",
  vocabularyIdentifier: "ride-option.sparkle")

let nestEgg = SpeakableString(
  spokenPhrase: "NestEgg", pronunciationHint: "nest egg", vocabularyIdentifier: "acct-2")

/// UnicornRides' AppIntentVocabulary.plist: two ride options.
let unicornRidesVocabulary = VocabularyIndex(global: [
  AppIntentVocabulary(
    app: "UnicornRides",
    parameterVocabularies: [
      ParameterVocabulary(
        parameterNames: [rideOptionParameter],
        items: [
          VocabularyItem(
            identifier: "ride-option.rainbow",
            synonyms: [VocabularySynonym(phrase: "RainbowCar", pronunciation: "rain bow car")]),
          VocabularyItem(
            identifier: "ride-option.sparkle",
            synonyms: [VocabularySynonym(phrase: "SparkleCar", pronunciation: "spar kul car")]),
        ])
    ])
])

/// The user's account nickname that UnicornPay taught Siri.
let unicornPayUserVocabulary = VocabularyIndex([
  (VocabularyEntry(term: nestEgg, scope: .user(.paymentsAccountNickname), owner: "UnicornPay"), [])
])

/// Understands with the ride and payment apps installed and their vocabulary known.
let vocabularyUnderstander = Understander(
  apps: rideAndPayApps, vocabulary: [unicornPayUserVocabulary, unicornRidesVocabulary])

/// The intent a ride booking should produce; strings are the words as said.
func requestRide(
  from pickup: String? = nil, to dropOff: String? = nil, option: IntentValue? = nil,
  partySize: Int? = nil, at time: String? = nil, app: String? = nil
) -> Intent {
  var parameters: [String: IntentValue] = [:]
  if let pickup { parameters["pickupLocation"] = .string(pickup) }
  if let dropOff { parameters["dropOffLocation"] = .string(dropOff) }
  if let option { parameters["rideOptionName"] = option }
  if let partySize { parameters["partySize"] = .integer(partySize) }
  if let time { parameters["scheduledPickupTime"] = .string(time) }
  return Intent(name: .requestRide, app: app, parameters: parameters)
}

/// The intent a balance request should produce.
func searchForAccounts(
  nickname: IntentValue? = nil, type: String? = nil, balance: String? = nil, app: String? = nil
) -> Intent {
  var parameters: [String: IntentValue] = [:]
  if let nickname { parameters["accountNickname"] = nickname }
  if let type { parameters["accountType"] = .string(type) }
  if let balance { parameters["requestedBalanceType"] = .string(balance) }
  return Intent(name: .searchForAccounts, app: app, parameters: parameters)
}

/// A speakable parameter as said, before any vocabulary recognised it.
func said(_ phrase: String) -> IntentValue {
  .speakable(SpeakableString(spokenPhrase: phrase))
}

extension IntentValue {
  /// The speakable this value holds, if it holds one.
  var speakableTerm: SpeakableString? {
    if case .speakable(let speakable) = self { return speakable }
    return nil
  }
}
