import Dialog
import IntentKit
import Testing

/// The sentences of sending, requesting and transferring money and of locking a car.
@Suite struct PaymentPhrasesTests {
  let phrases = PaymentPhrases()
  let baily = Person(displayName: "John Baily", contactIdentifier: "c-john-baily")
  let sean = Person(displayName: "Sean Murphy", contactIdentifier: "c-sean-murphy")

  func usd(_ minorUnits: Int) -> CurrencyAmount {
    CurrencyAmount(minorUnits: minorUnits, currencyCode: "USD")
  }

  func send(_ amount: CurrencyAmount? = nil, note: String? = "lunch") -> Intent {
    var parameters: [String: IntentValue] = ["payee": .person(baily)]
    parameters["currencyAmount"] = .currencyAmount(amount ?? usd(2500))
    parameters["note"] = note.map(IntentValue.string)
    return Intent(name: .sendPayment, app: "UnicornPay", parameters: parameters)
  }

  func request(_ amount: CurrencyAmount) -> Intent {
    Intent(
      name: .requestPayment, app: "UnicornPay",
      parameters: [
        "payer": .person(sean), "currencyAmount": .currencyAmount(amount),
        "note": .string("the concert tickets"),
      ])
  }

  func response<Code: IntentResponseCode>(_ code: Code, _ output: [OutputField] = [])
    -> IntentResponse
  {
    IntentResponse(code: ResponseCode(code), output: output)
  }

  @Test func thePaymentIntentsHaveTheirOwnPhrases() {
    #expect(DialogConfiguration.phrases[.sendPayment] is PaymentPhrases)
    #expect(DialogConfiguration.phrases[.requestPayment] is PaymentPhrases)
    #expect(DialogConfiguration.phrases[.transferMoney] is TransferMoneyPhrases)
    #expect(DialogConfiguration.phrases[.setCarLockStatus] is CarPhrases)
  }

  @Test func siriConfirmsWithPayeeAmountAndNote() {
    #expect(phrases.confirmIntent(send()) == "Send $25.00 to John Baily for lunch with UnicornPay?")
    #expect(phrases.confirmIntent(send(note: nil)) == "Send $25.00 to John Baily with UnicornPay?")
    #expect(
      phrases.confirmIntent(request(CurrencyAmount(minorUnits: 4000, currencyCode: "EUR")))
        == "Request €40.00 from Sean Murphy for the concert tickets with UnicornPay?")
  }

  @Test func successSaysWhatWasSentOrRequested() {
    let record = PaymentRecord(
      identifier: "pay-1", payee: baily, currencyAmount: usd(2500), note: "lunch",
      status: .completed)
    #expect(
      phrases.response(
        response(
          SendPaymentIntentResponseCode.success,
          [OutputField("paymentRecord", .paymentRecord(record))]),
        in: send())
        == "Sent $25.00 to John Baily for lunch. Your new balance is available in UnicornPay.")
    let euros = CurrencyAmount(minorUnits: 4000, currencyCode: "EUR")
    #expect(
      phrases.response(response(RequestPaymentIntentResponseCode.success), in: request(euros))
        == "Requested €40.00 from Sean Murphy for the concert tickets.")
  }

  @Test func amountSentencesNameTheLimit() {
    let intent = send()
    func unsupported(
      _ reason: PaymentCurrencyAmountUnsupportedReason, _ detail: IntentValue?,
      value: IntentValue? = nil
    ) -> String {
      phrases.unsupported(
        "currencyAmount", value: value,
        reason: UnsupportedReason(reason, detail: detail), in: intent)
    }
    #expect(
      unsupported(.paymentsAmountBelowMinimum, .currencyAmount(usd(100)))
        == "UnicornPay payments start at $1.00.")
    #expect(
      unsupported(.paymentsAmountAboveMaximum, .currencyAmount(usd(250_000)))
        == "UnicornPay can send at most $2,500.00 at a time.")
    let francs = IntentValue.currencyAmount(CurrencyAmount(minorUnits: 1000, currencyCode: "CHF"))
    #expect(
      unsupported(.paymentsCurrencyUnsupported, nil, value: francs)
        == "UnicornPay doesn't handle Swiss francs.")
    let unknown = IntentValue.currencyAmount(CurrencyAmount(minorUnits: 1000, currencyCode: "XTS"))
    #expect(
      unsupported(.paymentsCurrencyUnsupported, nil, value: unknown)
        == "UnicornPay doesn't handle XTS.")
    #expect(
      phrases.unsupported("currencyAmount", value: .string("15 zorkmids"), reason: nil, in: intent)
        == "Sorry, I couldn't read \"15 zorkmids\" as an amount.")
    #expect(
      phrases.unsupported(
        "currencyAmount", value: nil,
        reason: UnsupportedReason(
          PaymentCurrencyAmountUnsupportedReason.paymentsAmountAboveMaximum,
          detail: .currencyAmount(usd(250_000))),
        in: request(usd(300_000))) == "UnicornPay can request at most $2,500.00 at a time.")
  }

  @Test func aPersonWithoutAccountIsSaidByName() {
    let appleseed = Person(displayName: "John Appleseed", contactIdentifier: "c-john-appleseed")
    #expect(
      phrases.unsupported(
        "payee", value: .person(appleseed),
        reason: UnsupportedReason(SendPaymentPayeeUnsupportedReason.noAccount), in: send())
        == "John Appleseed doesn't have a UnicornPay account.")
    #expect(
      phrases.unsupported(
        "payer", value: .person(.spoken("Zorg")), reason: nil, in: request(usd(100)))
        == "Sorry, I couldn't find Zorg in your contacts.")
  }

  @Test func everySendCodeHasItsOwnSentence() {
    let codes = SendPaymentIntentResponseCode.allCases.filter {
      ![.ready, .unspecified].contains($0)
    }
    let sentences = codes.map { phrases.response(response($0), in: send()) }
    #expect(Set(sentences).count == codes.count, "\(sentences)")
    #expect(
      !sentences.contains(
        GenericPhrases.response(response(SendPaymentIntentResponseCode.failure), app: "UnicornPay"))
    )
  }

  @Test func everyRequestCodeHasItsOwnSentence() {
    let codes = RequestPaymentIntentResponseCode.allCases.filter {
      ![.ready, .unspecified].contains($0)
    }
    let intent = request(usd(4000))
    let sentences = codes.map { phrases.response(response($0), in: intent) }
    #expect(Set(sentences).count == codes.count, "\(sentences)")
  }

  @Test func failuresSayWhatIsWrongWithTheNumbers() {
    let checking = PaymentAccount(
      nickname: SpeakableString(spokenPhrase: "Checking"), accountType: .checking,
      balance: usd(234_015), identifier: "acct-1")
    #expect(
      phrases.response(
        response(
          SendPaymentIntentResponseCode.failureInsufficientFunds,
          [OutputField("account", .paymentAccount(checking))]),
        in: send(usd(240_000)))
        == "Checking has only $2,340.15, not enough to send $2,400.00.")
    let pounds = send(CurrencyAmount(minorUnits: 399, currencyCode: "GBP"))
    #expect(
      phrases.response(response(SendPaymentIntentResponseCode.failureNoBankAccount), in: pounds)
        == "You don't have a UnicornPay account in British pounds to send £3.99 from.")
    #expect(
      phrases.response(
        response(
          SendPaymentIntentResponseCode.failurePaymentsAmountBelowMinimum,
          [OutputField("minimumAmount", .currencyAmount(usd(100)))]),
        in: send(usd(50))) == "UnicornPay payments start at $1.00.")
    #expect(
      phrases.response(
        response(
          SendPaymentIntentResponseCode.failureRequiringAppLaunch,
          [OutputField("approvalLimit", .currencyAmount(usd(100_000)))]),
        in: send(usd(125_050)))
        == "Payments over $1,000.00 need your approval in UnicornPay. Continue there to send $1,250.50 to John Baily."
    )
  }
}

@Suite struct TransferMoneyPhrasesTests {
  let phrases = TransferMoneyPhrases()

  func account(
    _ name: String, _ minorUnits: Int, _ currency: String = "USD", type: AccountType = .saving
  )
    -> PaymentAccount
  {
    PaymentAccount(
      nickname: SpeakableString(spokenPhrase: name), accountType: type,
      balance: CurrencyAmount(minorUnits: minorUnits, currencyCode: currency), identifier: name)
  }

  func transfer(to target: PaymentAccount? = nil) -> Intent {
    Intent(
      name: .transferMoney, app: "UnicornPay",
      parameters: [
        "fromAccount": .paymentAccount(account("Checking", 234_015, type: .checking)),
        "toAccount": .paymentAccount(target ?? account("NestEgg", 1_250_000)),
        "transactionAmount": .currencyAmount(
          CurrencyAmount(minorUnits: 10_000, currencyCode: "USD")),
      ])
  }

  @Test func confirmsAndReportsTheMove() {
    #expect(phrases.confirmIntent(transfer()) == "Transfer $100.00 from Checking to NestEgg?")
    let done = IntentResponse(code: ResponseCode(TransferMoneyIntentResponseCode.success))
    #expect(phrases.response(done, in: transfer()) == "Moved $100.00 from Checking to NestEgg.")
  }

  @Test func payingDownACreditCardSaysWhatIsLeft() {
    let card = account("Unicorn Card", -24_025, type: .credit)
    let done = IntentResponse(
      code: ResponseCode(TransferMoneyIntentResponseCode.success),
      output: [OutputField("toAccount", .paymentAccount(card))])
    #expect(
      phrases.response(done, in: transfer(to: card))
        == "Moved $100.00 from Checking to Unicorn Card; you now owe $240.25.")
  }

  @Test func eachAccountReasonHasItsSentence() {
    let intent = transfer()
    func said(_ parameter: String, _ reason: TestReason, _ detail: PaymentAccount) -> String {
      phrases.unsupported(
        parameter, value: nil, reason: UnsupportedReason(reason, detail: .paymentAccount(detail)),
        in: intent)
    }
    #expect(
      said("fromAccount", .creditAccount, account("Unicorn Card", -34_025, type: .credit))
        == "Unicorn Card is a credit card; UnicornPay can't move money out of it.")
    #expect(
      said("toAccount", .sameAccount, account("Checking", 0))
        == "You can't move money from Checking to itself.")
    #expect(
      said("toAccount", .currencyMismatch, account("Travel Fund", 125_050, "EUR"))
        == "Travel Fund is in euros and Checking in US dollars; UnicornPay can only move money within one currency."
    )
    #expect(
      phrases.unsupported(
        "toAccount", value: .string("piggy bank"), reason: nil, in: intent)
        == "Sorry, you don't have an account called \"piggy bank\" in UnicornPay.")
  }

  @Test func everyTransferCodeHasItsOwnSentence() {
    let codes = TransferMoneyIntentResponseCode.allCases.filter {
      ![.ready, .unspecified].contains($0)
    }
    let sentences = codes.map {
      phrases.response(IntentResponse(code: ResponseCode($0)), in: transfer())
    }
    #expect(Set(sentences).count == codes.count, "\(sentences)")
  }
}

/// A stand-in with the app's reason names: the dialog knows reasons by name only.
enum TestReason: Int, ResolutionReason {
  case creditAccount = 1
  case sameAccount = 2
  case currencyMismatch = 3
}

@Suite struct CarPhrasesTests {
  let phrases = CarPhrases()

  func done(_ name: String, kind: String, locked: Bool, wasLocked: Bool) -> String {
    let intent = Intent(
      name: .setCarLockStatus, app: "UnicornCar", parameters: ["locked": .boolean(locked)])
    let response = IntentResponse(
      code: ResponseCode(SetCarLockStatusIntentResponseCode.success),
      output: [
        OutputField("carName", .speakable(SpeakableString(spokenPhrase: name))),
        OutputField("carKind", .string(kind)), OutputField("locked", .boolean(locked)),
        OutputField("wasLocked", .boolean(wasLocked)),
      ])
    return phrases.response(response, in: intent)
  }

  @Test func saysTheNewStateOrThatNothingChanged() {
    #expect(
      done("Model 3", kind: "car", locked: true, wasLocked: false)
        == "Your car, Model 3, is locked.")
    #expect(
      done("Rosie", kind: "truck", locked: false, wasLocked: true)
        == "Your truck, Rosie, is unlocked.")
    #expect(
      done("Model 3", kind: "car", locked: true, wasLocked: true)
        == "Your car, Model 3, was already locked.")
    #expect(
      done("Truck", kind: "truck", locked: false, wasLocked: true) == "Your Truck is unlocked.")
  }

  @Test func asksWhatIsMissing() {
    let intent = Intent(
      name: .setCarLockStatus, app: "UnicornCar",
      parameters: ["carName": .speakable(SpeakableString(spokenPhrase: "Rosie"))])
    #expect(phrases.needsValue("locked", in: intent) == "Do you want to lock or unlock Rosie?")
    #expect(
      phrases.unsupported(
        "carName", value: .speakable(SpeakableString(spokenPhrase: "Herbie")), reason: nil,
        in: intent)
        == "Sorry, there's no \"Herbie\" in UnicornCar.")
  }
}
