import IntentKit
import SpokenLanguage
import TestSupport
import Understanding

/// UnicornPay with every payment intent, UnicornCar, and UnicornChat for messaging.
let paymentApps = [DemoApps.unicornPay, DemoApps.unicornCar, DemoApps.unicornChat]

let checking = SpeakableString(spokenPhrase: "Checking", vocabularyIdentifier: "acct-1")
let rainyDayFund = SpeakableString(spokenPhrase: "Rainy Day Fund", vocabularyIdentifier: "acct-7")
let rosie = SpeakableString(spokenPhrase: "Rosie", vocabularyIdentifier: "car-1")

/// The account nicknames UnicornPay registers and the car name UnicornCar registers, as the
/// demo data has them.
let paymentUserVocabulary = VocabularyIndex([
  (
    VocabularyEntry(term: checking, scope: .user(.paymentsAccountNickname), owner: "UnicornPay"), []
  ),
  (VocabularyEntry(term: nestEgg, scope: .user(.paymentsAccountNickname), owner: "UnicornPay"), []),
  (
    VocabularyEntry(
      term: rainyDayFund, scope: .user(.paymentsAccountNickname), owner: "UnicornPay"),
    []
  ),
  (VocabularyEntry(term: rosie, scope: .user(.carName), owner: "UnicornCar"), []),
])

/// Understands with the payment and car apps installed and their vocabulary known.
let paymentUnderstander = Understander(apps: paymentApps, vocabulary: [paymentUserVocabulary])

func dollars(_ cents: Int) -> IntentValue {
  .currencyAmount(CurrencyAmount(minorUnits: cents, currencyCode: "USD"))
}

func money(_ minorUnits: Int, _ currencyCode: String?) -> IntentValue {
  .currencyAmount(CurrencyAmount(minorUnits: minorUnits, currencyCode: currencyCode))
}

/// The intent a payment should produce; the payee and note as said.
func sendPayment(
  to payee: String? = nil, _ amount: IntentValue? = nil, note: String? = nil, app: String? = nil
) -> Intent {
  var parameters: [String: IntentValue] = [:]
  if let payee { parameters["payee"] = .person(Person.spoken(payee)) }
  if let amount { parameters["currencyAmount"] = amount }
  if let note { parameters["note"] = .string(note) }
  return Intent(name: .sendPayment, app: app, parameters: parameters)
}

/// The intent a payment request should produce.
func requestPayment(
  from payer: String? = nil, _ amount: IntentValue? = nil, note: String? = nil,
  app: String? = nil
) -> Intent {
  var parameters: [String: IntentValue] = [:]
  if let payer { parameters["payer"] = .person(Person.spoken(payer)) }
  if let amount { parameters["currencyAmount"] = amount }
  if let note { parameters["note"] = .string(note) }
  return Intent(name: .requestPayment, app: app, parameters: parameters)
}

/// An account as said: its words and the type they name.
func account(_ words: String, _ type: AccountType = .unknown) -> IntentValue {
  .paymentAccount(PaymentAccount(nickname: SpeakableString(spokenPhrase: words), accountType: type))
}

/// An account said by a nickname the vocabulary knows.
func account(_ term: SpeakableString, _ type: AccountType = .unknown) -> IntentValue {
  .paymentAccount(PaymentAccount(nickname: term, accountType: type))
}

/// The intent a transfer should produce.
func transferMoney(
  from: IntentValue? = nil, to: IntentValue? = nil, _ amount: IntentValue? = nil,
  note: String? = nil, app: String? = nil
) -> Intent {
  var parameters: [String: IntentValue] = [:]
  if let from { parameters["fromAccount"] = from }
  if let to { parameters["toAccount"] = to }
  if let amount { parameters["transactionAmount"] = amount }
  if let note { parameters["transactionNote"] = .string(note) }
  return Intent(name: .transferMoney, app: app, parameters: parameters)
}

/// The intent a car lock request should produce.
func setCarLockStatus(_ car: IntentValue, locked: Bool, app: String? = nil) -> Intent {
  Intent(
    name: .setCarLockStatus, app: app, parameters: ["carName": car, "locked": .boolean(locked)])
}

func getCarLockStatus(_ car: IntentValue, app: String? = nil) -> Intent {
  Intent(name: .getCarLockStatus, app: app, parameters: ["carName": car])
}
