import CustomDump
import IntentKit
import Testing
import Understanding

@Suite("Payment requests")
struct PaymentRequestsTests {
  @Test func sendPaymentKeepsNoteAfterFor() {
    #expect(
      paymentUnderstander.understand("send $25 to John Baily for lunch with UnicornPay")
        == sendPayment(to: "John Baily", dollars(2500), note: "lunch", app: "UnicornPay"))
  }

  @Test func noteKeepsEverythingSaidAfterFor() {
    #expect(
      understander.understand("request 40 euros from Sean for the concert tickets")
        == requestPayment(from: "Sean", money(4000, "EUR"), note: "the concert tickets"))
  }

  @Test(arguments: [
    RequestCase("pay John 20 dollars", sendPayment(to: "John", dollars(2000))),
    RequestCase(
      "pay Ana back $12.50 for the movie", sendPayment(to: "Ana", dollars(1250), note: "the movie")
    ),
    RequestCase("pay back Ana", sendPayment(to: "Ana")),
    RequestCase("send money to Jane", sendPayment(to: "Jane")),
    RequestCase("send money", sendPayment()),
    RequestCase("pay", sendPayment()),
    RequestCase("pay John", sendPayment(to: "John")),
    RequestCase("pay John for lunch", sendPayment(to: "John", note: "lunch")),
    RequestCase("pay John Baily $20", sendPayment(to: "John Baily", dollars(2000))),
    RequestCase("send John twenty bucks", sendPayment(to: "John", dollars(2000))),
    RequestCase(
      "give my mom 50 dollars",
      sendPayment(to: "mom", dollars(5000)).relating("payee", as: "mother")),
    RequestCase("send John some money", sendPayment(to: "John")),
    RequestCase(
      "send 5 dollars to John Appleseed", sendPayment(to: "John Appleseed", dollars(500))),
    RequestCase("send 15 to Ana", sendPayment(to: "Ana", money(1500, nil))),
    RequestCase(
      "venmo John 20 for pizza", sendPayment(to: "John", money(2000, nil), note: "pizza")),
    RequestCase("make a payment of $50 to Sean", sendPayment(to: "Sean", dollars(5000))),
    RequestCase("make a payment", sendPayment()),
    RequestCase("send $20 for gas to mom", sendPayment(to: "mom", dollars(2000), note: "gas")),
    RequestCase("transfer $50 to John", sendPayment(to: "John", dollars(5000))),
    RequestCase(
      "send $10 to Ana with a note saying thanks for dinner",
      sendPayment(to: "Ana", dollars(1000), note: "thanks for dinner")),
    RequestCase("pay John $20 now", sendPayment(to: "John", dollars(2000))),
    RequestCase("Can you pay John $5?", sendPayment(to: "John", dollars(500))),
    RequestCase("please send Ana €15", sendPayment(to: "Ana", money(1500, "EUR"))),
    RequestCase("reimburse Sean $30", sendPayment(to: "Sean", dollars(3000))),
    RequestCase(
      "pay ana@example.com $5",
      Intent(
        name: .sendPayment,
        parameters: [
          "payee": .person(
            Person(
              personHandle: PersonHandle(value: "ana@example.com", type: .emailAddress),
              displayName: "ana@example.com")),
          "currencyAmount": dollars(500),
        ])),
    RequestCase("pay Bill $5", sendPayment(to: "Bill", dollars(500))),
    RequestCase("give Chance 20 bucks", sendPayment(to: "Chance", dollars(2000))),
    RequestCase("send Ana a hundred", sendPayment(to: "Ana", money(10000, nil))),
    RequestCase(
      "send John $20 with a memo of rent", sendPayment(to: "John", dollars(2000), note: "rent")),
  ])
  func understandsWaysOfPaying(_ request: RequestCase) {
    expectNoDifference(understander.understand(request.text), request.expected)
  }

  @Test(arguments: [
    "with UnicornPay", "using Unicorn Pay", "on UnicornPay", "in the UnicornPay app",
  ])
  func namesTheAppWherever(_ mention: String) {
    #expect(
      paymentUnderstander.understand("send $5 to Ana \(mention)")
        == sendPayment(to: "Ana", dollars(500), app: "UnicornPay"))
    #expect(
      paymentUnderstander.understand("send money to Jane \(mention)")
        == sendPayment(to: "Jane", app: "UnicornPay"))
  }

  @Test(arguments: [
    RequestCase(
      "ask John for $15 for pizza", requestPayment(from: "John", dollars(1500), note: "pizza")),
    RequestCase(
      "charge Ana 30 dollars for dinner", requestPayment(from: "Ana", dollars(3000), note: "dinner")
    ),
    RequestCase("request money from Sean", requestPayment(from: "Sean")),
    RequestCase("request money", requestPayment()),
    RequestCase("request $40 from Sean", requestPayment(from: "Sean", dollars(4000))),
    RequestCase(
      "ask John to pay me back $15 for pizza",
      requestPayment(from: "John", dollars(1500), note: "pizza")),
    RequestCase("ask Sean for money", requestPayment(from: "Sean")),
    RequestCase(
      "send a payment request to Sean for $40 for the tickets",
      requestPayment(from: "Sean", dollars(4000), note: "the tickets")),
    RequestCase("bill John for dinner", requestPayment(from: "John", note: "dinner")),
    RequestCase(
      "ask for 20 bucks from my brother",
      requestPayment(from: "brother", dollars(2000)).relating("payer", as: "brother")),
  ])
  func understandsWaysOfAskingForMoney(_ request: RequestCase) {
    expectNoDifference(understander.understand(request.text), request.expected)
  }

  @Test func moveMoneyNamesBothAccounts() {
    #expect(
      paymentUnderstander.understand("move 100 dollars from checking to NestEgg")
        == transferMoney(
          from: account(checking, .checking), to: account(nestEgg), dollars(10000),
          app: "UnicornPay"))
  }

  @Test(arguments: ["nest egg", "nestegg", "NestEgg", "my nest egg account", "the NestEgg"])
  func nestEggIsTheAccountItsNicknameNames(_ said: String) {
    let intent = paymentUnderstander.understand("transfer $20 from checking to \(said)")
    #expect(intent?.parameters["toAccount"]?.paymentAccount?.nickname == nestEgg)
    #expect(
      intent?.parameters["toAccount"]?.paymentAccount?.nickname.vocabularyIdentifier == "acct-2")
    #expect(intent?.app == "UnicornPay")
  }

  @Test(arguments: [
    RequestCase(
      "transfer $50 from savings to checking",
      transferMoney(
        from: account("savings", .saving), to: account("checking", .checking), dollars(5000))),
    RequestCase(
      "put 20 bucks into my rainy day fund from checking",
      transferMoney(
        from: account("checking", .checking), to: account("rainy day fund"), dollars(2000))
    ),
    RequestCase("transfer money to my travel fund", transferMoney(to: account("travel fund"))),
    RequestCase(
      "move $200 out of my savings account into checking",
      transferMoney(
        from: account("savings", .saving), to: account("checking", .checking), dollars(20000))),
    RequestCase(
      "send $100 to my savings account",
      transferMoney(to: account("savings", .saving), dollars(10000))),
    RequestCase(
      "pay my credit card $200", transferMoney(to: account("credit card", .credit), dollars(20000))),
    RequestCase(
      "put $50 in savings for the trip",
      transferMoney(to: account("savings", .saving), dollars(5000), note: "the trip")),
    RequestCase(
      "transfer from checking to savings",
      transferMoney(from: account("checking", .checking), to: account("savings", .saving))),
    RequestCase("transfer 20 dollars", transferMoney(dollars(2000))),
  ])
  func understandsTransfersBetweenAccounts(_ request: RequestCase) {
    expectNoDifference(understander.understand(request.text), request.expected)
  }

  @Test func rainyDayFundIsRecognisedInsideMoreWords() {
    let intent = paymentUnderstander.understand("put 20 bucks into my rainy day fund from checking")
    #expect(intent?.parameters["toAccount"] == account(rainyDayFund))
    #expect(intent?.parameters["fromAccount"] == account(checking, .checking))
  }

  @Test(arguments: [
    "pay attention", "pay attention to the road", "pay my phone bill", "pay the rent",
    "pay my credit card bill", "pay for lunch", "give John a call", "give me a break",
    "give John five stars", "move the meeting to 3pm", "transfer the call to John",
    "transfer my photos to my computer", "charge my phone", "charge the car",
    "ask John for directions", "ask John to call me", "request a ride", "send John",
    "put the kettle on", "move my car", "pay me", "send me $5", "pay John's rent",
    "deposit the check", "bill", "make a payment to", "bill gates net worth",
    "pay my Phone Bill", "pay the Bill", "pay Ana minus minus 5", "pay Ana 5 5 5",
    "pay Ana $5 $6", "send $5 to John from my checking account", "pay ---5",
  ])
  func doesNotUnderstandOtherRequests(_ text: String) {
    let name = understander.understand(text)?.name
    #expect(name.map { [.sendPayment, .requestPayment, .transferMoney].contains($0) } != true)
  }

  @Test(arguments: [
    "send a message to John saying pay me 5 dollars", "text John I'll pay you back $5",
    "tell Ana to send me 20 dollars", "send 2 hugs to Ana",
  ])
  func leavesMessagesToMessaging(_ text: String) {
    #expect(paymentUnderstander.understand(text)?.name == .sendMessage)
  }

  @Test(arguments: [
    "what's my NestEgg balance", "how much money is in my checking account",
    "what's in my rainy day fund",
  ])
  func leavesBalancesToBalances(_ text: String) {
    #expect(paymentUnderstander.understand(text)?.name == .searchForAccounts)
  }

  @Test(arguments: [
    String(repeating: "pay ", count: 3000),
    "send " + String(repeating: "John ", count: 3000) + "$5",
    "transfer $5 from " + String(repeating: "a ", count: 3000),
    "pay Ana " + String(repeating: "x", count: 50000) + " 5", "pay $", "pay ¥", "unlock my my car",
    "\u{0}pay\u{0} $5", "pay Ana ٥ dollars", "pay Ana 1,,000", "pay Ana 9223372036854775807",
  ])
  func survivesOddInput(_ text: String) {
    _ = paymentUnderstander.understand(text)
    _ = paymentUnderstander.interpret(text, expecting: .value(.currencyAmount))
    _ = paymentUnderstander.interpret(text, expecting: .value(.paymentAccount))
  }

  @Test func putOnAListStaysAList() {
    #expect(listUnderstander.understand("put milk on my grocery list")?.name == .addTasks)
  }

  @Test func wholePaymentSaidInReplyStartsThatRequest() {
    #expect(
      paymentUnderstander.interpret("send $5 to Ana", expecting: .value(.currencyAmount))
        == .newRequest(sendPayment(to: "Ana", dollars(500))))
  }
}

@Suite("Payment answers")
struct PaymentAnswerTests {
  /// "Who do you want to pay?" and "Who should pay?" answered the way people answer them.
  @Test(arguments: [
    ("pay John", "John"), ("from Sean", "Sean"), ("send the money to my mom", "mom"),
  ])
  func payeeAndPayerRepliesAreSpokenPeople(_ text: String, _ name: String) {
    #expect(
      understander.interpret(text, expecting: .value(.person))
        == .value(.person(Person.spoken(name))))
  }

  @Test(arguments: [
    ("my checking account", account("checking", .checking)),
    ("NestEgg", account("NestEgg")), ("the savings account", account("savings", .saving)),
    ("my credit card", account("credit card", .credit)),
    ("it's my rainy day fund", account("rainy day fund")),
  ])
  func accountReplyIsTheAccountAsSaid(_ text: String, _ value: IntentValue) {
    #expect(understander.interpret(text, expecting: .value(.paymentAccount)) == .value(value))
  }
}

@Suite struct VocabularyInAnswersTests {
  @Test func anAccountTypedAtAQuestionIsTheTermItNames() {
    let answer = paymentUnderstander.interpret("nest egg", expecting: .value(.paymentAccount))
    guard case .value(let value) = answer else {
      Issue.record("not a value: \(answer)")
      return
    }
    let recognized = paymentUnderstander.recognizeTerms(
      in: value, for: .transferMoney, parameter: "toAccount")
    #expect(recognized.paymentAccount?.nickname == nestEgg)
  }

  @Test func aCarNameTypedAtAQuestionCarriesItsIdentifier() {
    let recognized = paymentUnderstander.recognizeTerms(
      in: .speakable(SpeakableString(spokenPhrase: "rosie")), for: .setCarLockStatus,
      parameter: "carName")
    #expect(recognized == .speakable(rosie))
  }

  @Test func wordsThatNameNoTermStayAsSaid() {
    let said = IntentValue.speakable(SpeakableString(spokenPhrase: "herbie"))
    #expect(
      paymentUnderstander.recognizeTerms(in: said, for: .setCarLockStatus, parameter: "carName")
        == said)
    // A parameter that takes no vocabulary is left alone.
    #expect(
      paymentUnderstander.recognizeTerms(in: .string("lunch"), for: .sendPayment, parameter: "note")
        == .string("lunch"))
  }
}
