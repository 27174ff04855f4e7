import CustomDump
import IntentKit
import Testing
import Understanding

@Suite("Messaging requests")
struct MessagingRequestTests {
  @Test func understandsTextXToNameOnApp() {
    #expect(
      understander.understand("text hello to John on UnicornChat")
        == sendMessage(to: ["John"], "hello", app: "UnicornChat"))
  }

  @Test func understandsMessageXToName() {
    #expect(understander.understand("message hello to John") == sendMessage(to: ["John"], "hello"))
  }

  @Test func understandsSendXToFullNameOnApp() {
    #expect(
      understander.understand("send hello to John Baily on UnicornChat")
        == sendMessage(to: ["John Baily"], "hello", app: "UnicornChat"))
  }

  @Test(arguments: [
    RequestCase(
      "send a message to John Baily saying see you soon",
      sendMessage(to: ["John Baily"], "see you soon")),
    RequestCase(
      "send a message to John that I'm late", sendMessage(to: ["John"], "I'm late")),
    RequestCase("send John a message saying hi", sendMessage(to: ["John"], "hi")),
    RequestCase("message John saying hi", sendMessage(to: ["John"], "hi")),
    RequestCase("send a message saying hi to John", sendMessage(to: ["John"], "hi")),
    RequestCase(
      "send a message to John saying that I'm late", sendMessage(to: ["John"], "I'm late")),
    RequestCase("text John: running late", sendMessage(to: ["John"], "running late")),
  ])
  func understandsContentAfterSayingOrThat(_ request: RequestCase) {
    expectNoDifference(understander.understand(request.text), request.expected)
  }

  @Test(arguments: [
    RequestCase("tell John that I'm running late", sendMessage(to: ["John"], "I'm running late")),
    RequestCase("tell John I'm late", sendMessage(to: ["John"], "I'm late")),
    RequestCase("tell mom to call me", sendMessage(to: ["mom"], "call me")),
    RequestCase("let John know I'm running late", sendMessage(to: ["John"], "I'm running late")),
  ])
  func understandsTellNameContent(_ request: RequestCase) {
    expectNoDifference(understander.understand(request.text), request.expected)
  }

  @Test(arguments: [
    RequestCase("text John hello", sendMessage(to: ["John"], "hello")),
    RequestCase(
      "text John Baily see you at six", sendMessage(to: ["John Baily"], "see you at six")),
    RequestCase("text John See you at six", sendMessage(to: ["John"], "See you at six")),
    RequestCase(
      "text john baily see you at six", sendMessage(to: ["john"], "baily see you at six")),
    RequestCase("text John I'm late", sendMessage(to: ["John"], "I'm late")),
    RequestCase("text John I want to go home", sendMessage(to: ["John"], "I want to go home")),
    RequestCase("text mom I'm running late", sendMessage(to: ["mom"], "I'm running late")),
  ])
  func splitsNameFromContentByCapitals(_ request: RequestCase) {
    expectNoDifference(understander.understand(request.text), request.expected)
  }

  @Test(arguments: [
    RequestCase("send a UnicornChat message", sendMessage(app: "UnicornChat")),
    RequestCase("send a message", sendMessage()),
    RequestCase("send a message on UnicornChat", sendMessage(app: "UnicornChat")),
    RequestCase("text John", sendMessage(to: ["John"])),
    RequestCase(
      "message John Baily on UnicornChat", sendMessage(to: ["John Baily"], app: "UnicornChat")),
    RequestCase("send a message to John", sendMessage(to: ["John"])),
    RequestCase("text hi", sendMessage("hi")),
  ])
  func leavesMissingPartsAbsent(_ request: RequestCase) {
    expectNoDifference(understander.understand(request.text), request.expected)
  }

  @Test(arguments: [
    RequestCase("text John and Sean hello", sendMessage(to: ["John", "Sean"], "hello")),
    RequestCase("tell mom and dad I'm late", sendMessage(to: ["mom", "dad"], "I'm late")),
    RequestCase(
      "send a message to John, Sean and Kate saying hi",
      sendMessage(to: ["John", "Sean", "Kate"], "hi")),
    RequestCase(
      "send hello to John Baily and Sean", sendMessage(to: ["John Baily", "Sean"], "hello")),
  ])
  func understandsSeveralRecipients(_ request: RequestCase) {
    expectNoDifference(understander.understand(request.text), request.expected)
  }

  @Test(arguments: [
    "Hey Siri, text hello to John on UnicornChat", "text hello to John on UnicornChat.",
    "please text hello to John on UnicornChat", "can you text hello to John on UnicornChat?",
    "Can you please text hello to John on UnicornChat please", "TEXT HELLO TO John ON UNICORNCHAT",
    "hey siri can you text hello to John on UnicornChat",
    "I want to text hello to John on UnicornChat",
  ])
  func ignoresCourtesyCaseAndFinalPunctuation(_ text: String) {
    let intent = understander.understand(text)
    #expect(intent?.name == .sendMessage)
    #expect(intent?.app == "UnicornChat")
    #expect(intent?.parameters["recipients"] == .array([.person(Person.spoken("John"))]))
    #expect(intent?.parameters["content"]?.string?.lowercased() == "hello")
  }

  @Test func keepsContentAsTypedWithoutQuotes() {
    #expect(
      understander.understand("text \"See you at 6, OK?\" to John")
        == sendMessage(to: ["John"], "See you at 6, OK?"))
    #expect(
      understander.understand("tell John \u{201C}I'm late\u{201D}")
        == sendMessage(to: ["John"], "I'm late"))
    #expect(
      understander.understand("text John are you coming?")
        == sendMessage(to: ["John"], "are you coming?"))
  }

  @Test(arguments: [
    RequestCase(
      "send an email to my boss saying I will be late",
      sendMessage(to: ["boss"], "I will be late").relating("recipients", as: "manager")),
    RequestCase("text mom running late", sendMessage(to: ["mom"], "running late")),
    RequestCase("email john about the meeting", sendMessage(to: ["john"], "about the meeting")),
    RequestCase("send email to marissa", sendMessage(to: ["marissa"])),
    RequestCase("write an email to chelsea", sendMessage(to: ["chelsea"])),
    RequestCase("start email", sendMessage()),
    RequestCase("reply", sendMessage(reply: true)),
    RequestCase("reply with thanks", sendMessage("thanks", reply: true)),
    RequestCase("reply to jason's email saying ok", sendMessage(to: ["jason"], "ok")),
    RequestCase("shoot mom a text saying on my way", sendMessage(to: ["mom"], "on my way")),
    RequestCase(
      "send happy new year to john@gmail dot com",
      sendMessage(
        toHandle: PersonHandle(value: "john@gmail.com", type: .emailAddress), "happy new year")),
    RequestCase("send this content via email", sendMessage("this content")),
    RequestCase("new message to John", sendMessage(to: ["John"])),
    RequestCase(
      "send email to robert, what time is dinner",
      sendMessage(to: ["robert"], "what time is dinner")),
    RequestCase("email george brown", sendMessage(to: ["george brown"])),
    RequestCase("send a reply to sarah's email", sendMessage(to: ["sarah"])),
    RequestCase(
      "can you reply to my mom's email",
      sendMessage(to: ["mom"]).relating("recipients", as: "mother")),
    RequestCase("create an email for john", sendMessage(to: ["john"])),
    RequestCase("send out an email to everyone", sendMessage()),
    RequestCase(
      "text 555-123-4567 running late",
      sendMessage(
        toHandle: PersonHandle(value: "555-123-4567", type: .phoneNumber), "running late")),
    RequestCase(
      "let my boss know that I'm sick",
      sendMessage(to: ["boss"], "I'm sick").relating("recipients", as: "manager")),
  ])
  func understandsEverydayEmailAndTextPhrasing(_ request: RequestCase) {
    expectNoDifference(understander.understand(request.text), request.expected)
  }

  @Test(arguments: [
    "🦄", "\"", "\"\"", "to", "send to", "text to", "tell", "reply to", "let know", ",,,",
    "and and and",
    "send a message to", "text John saying", "tell John that",
    String(repeating: "text John ", count: 200),
  ])
  func survivesOddInput(_ text: String) {
    _ = understander.understand(text)
    for expectation in YesNoAnswerTests.expectations {
      _ = understander.interpret(text, expecting: expectation)
    }
    _ = understander.interpret(text, expecting: .choice(options: [], visible: 0..<0))
  }

  @Test(arguments: [
    "what's the weather", "set an alarm for 7", "hello", "", "   ", "tell me a joke",
    "tell me the time", "send me the news", "let me know the time", "open my email",
    "send", "start the vacuum",
    "write down eggs", "play chess with me", "email address of John",
    "send my shopping list to John",
    "tell today's news",
  ])
  func doesNotUnderstandOtherRequests(_ text: String) {
    #expect(understander.understand(text) == nil)
  }

  /// Money sent is a payment, never a message saying an amount.
  @Test(arguments: ["send $50 to Jane", "send 20 dollars to John", "send 99p to John"])
  func leavesMoneyToPayments(_ text: String) {
    #expect(understander.understand(text)?.name == .sendPayment)
  }

  /// A reminder about texting is a task to add, not a message to send now.
  @Test func remindMeToTextJohnIsATaskNotAMessage() {
    #expect(understander.understand("remind me to text John")?.name == .addTasks)
  }
}
