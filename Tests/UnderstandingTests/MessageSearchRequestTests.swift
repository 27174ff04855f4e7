import CustomDump
import IntentKit
import SpokenLanguage
import Testing
import Understanding

/// The intent a reading request should produce; names are as said.
func searchForMessages(
  from senders: [String] = [], unread: Bool = true, period: String? = nil,
  groups: [IntentValue] = [], app: String? = nil
) -> Intent {
  var parameters: [String: IntentValue] = [:]
  if !senders.isEmpty {
    parameters["senders"] = .array(senders.map { .person(Person.spoken($0)) })
  }
  if unread { parameters["attributes"] = .string("unread") }
  if let period { parameters["dateTimeRange"] = .string(period) }
  if !groups.isEmpty { parameters["speakableGroupNames"] = .array(groups) }
  return Intent(name: .searchForMessages, app: app, parameters: parameters)
}

/// The Climbing Group, as UnicornChat teaches it to Siri (contactGroupName).
let climbingGroup = SpeakableString(spokenPhrase: "Climbing Group", vocabularyIdentifier: "conv-4")

let groupUnderstander = Understander(
  apps: [
    AppManifest(name: "UnicornChat", supportedIntents: [.sendMessage, .searchForMessages]),
    AppManifest(name: "Chirp", supportedIntents: [.sendMessage, .searchForMessages]),
  ],
  vocabulary: [
    VocabularyIndex([
      (
        VocabularyEntry(
          term: climbingGroup, scope: .user(.contactGroupName), owner: "UnicornChat"), []
      )
    ])
  ])

@Suite struct MessageSearchRequestTests {
  @Test(arguments: [
    RequestCase("read my messages", searchForMessages()),
    RequestCase("read my messages on UnicornChat", searchForMessages(app: "UnicornChat")),
    RequestCase("check my messages on Chirp", searchForMessages(app: "Chirp")),
    RequestCase("do I have any new messages", searchForMessages()),
    RequestCase("any new messages from John Baily?", searchForMessages(from: ["John Baily"])),
    RequestCase("are there any unread texts", searchForMessages()),
    RequestCase(
      "read me my new messages from Ana and Sean", searchForMessages(from: ["Ana", "Sean"])),
    RequestCase("check my email", searchForMessages()),
    RequestCase("who texted me", searchForMessages()),
    RequestCase("did I get any texts today", searchForMessages(period: "today")),
    RequestCase("read yesterday's messages", searchForMessages(period: "yesterday")),
    RequestCase(
      "read my messages from last week", searchForMessages(period: "last week")),
    RequestCase("show me John's messages", searchForMessages(from: ["John"])),
    // The last one, read or not, has no attribute: the app returns the latest.
    RequestCase("read my last message from Ana", searchForMessages(from: ["Ana"], unread: false)),
    RequestCase("what did Ana say", searchForMessages(from: ["Ana"], unread: false)),
    RequestCase(
      "what did John Baily text me", searchForMessages(from: ["John Baily"], unread: false)),
    RequestCase("read the last text", searchForMessages(unread: false)),
    RequestCase("email from John", searchForMessages(from: ["John"], unread: false)),
    RequestCase("text message from John", searchForMessages(from: ["John"], unread: false)),
  ])
  func understandsReadingPhrasings(_ request: RequestCase) {
    expectNoDifference(understander.understand(request.text), request.expected)
  }

  @Test(arguments: [
    "read my list", "read the list", "read me my shopping list", "what did I put on my list",
    "check the weather", "show me my notes", "read the news", "open my email",
    "email address of John", "what did you say", "read", "messages about", "what did say",
    "messages from", "who", "read the", "any new", "from from from", "what did John",
  ])
  func leavesOtherReadingAlone(_ text: String) {
    #expect(understander.understand(text)?.name != .searchForMessages)
  }

  @Test(arguments: [
    RequestCase(
      "read the climbing group",
      searchForMessages(groups: [.speakable(climbingGroup)], app: "UnicornChat")),
    RequestCase(
      "read my messages from the climbing group",
      searchForMessages(groups: [.speakable(climbingGroup)], app: "UnicornChat")),
    RequestCase(
      "what did the climbing group say",
      searchForMessages(unread: false, groups: [.speakable(climbingGroup)], app: "UnicornChat")),
    RequestCase(
      "check the climbing group on Chirp",
      searchForMessages(groups: [.speakable(climbingGroup)], app: "Chirp")),
  ])
  func aGroupTheAppTaughtIsSearchedInThatApp(_ request: RequestCase) {
    expectNoDifference(groupUnderstander.understand(request.text), request.expected)
  }

  @Test func aMessageToAGroupCarriesItsNameNotAPerson() {
    #expect(
      groupUnderstander.understand("text the climbing group see you there")
        == Intent(
          name: .sendMessage, app: "UnicornChat",
          parameters: [
            "speakableGroupName": .speakable(climbingGroup), "content": .string("see you there"),
          ]))
    #expect(
      groupUnderstander.understand("send a message to the Climbing Group saying on my way")
        == Intent(
          name: .sendMessage, app: "UnicornChat",
          parameters: [
            "speakableGroupName": .speakable(climbingGroup), "content": .string("on my way"),
          ]))
    // A group's name inside the content stays content.
    #expect(
      groupUnderstander.understand("text Ana I'm at the climbing group")
        == Intent(
          name: .sendMessage, app: nil,
          parameters: [
            "recipients": .array([.person(.spoken("Ana"))]),
            "content": .string("I'm at the climbing group"),
          ]))
  }

  @Test(arguments: [
    RequestCase("reply saying ok", sendMessage("ok", reply: true)),
    RequestCase("reply to that with see you soon", sendMessage("see you soon", reply: true)),
    RequestCase("tell him I'm on my way", sendMessage("I'm on my way", reply: true)),
    RequestCase("tell her that I'm late", sendMessage("I'm late", reply: true)),
    RequestCase("text them back see you there", sendMessage("see you there", reply: true)),
    RequestCase("reply to him", sendMessage(reply: true)),
    // Someone named is written to as usual.
    RequestCase("reply to John saying ok", sendMessage(to: ["John"], "ok")),
  ])
  func repliesToNoOneNamedAnswerTheLastMessageRead(_ request: RequestCase) {
    expectNoDifference(understander.understand(request.text), request.expected)
  }
}

/// Replies to "Do you want to reply?": yes, no, the reply itself, or another request.
@Suite struct ReplyOfferAnswerTests {
  let expecting = AnswerExpectation.yesNoOrValue(.string)

  @Test(arguments: [
    ("yes", PromptAnswer.yes), ("sure", .yes), ("yes please", .yes), ("no", .no),
    ("no thanks", .no), ("nope, not now", .no), ("cancel", .cancel),
    ("see you at six", .value(.string("see you at six"))),
    ("tell him see you at six", .value(.string("see you at six"))),
    ("reply saying on my way", .value(.string("on my way"))),
    ("yes, noon works", .value(.string("noon works"))),
    ("no worries, see you then", .value(.string("no worries, see you then"))),
  ])
  func readsTheAnswer(_ text: String, _ answer: PromptAnswer) {
    #expect(understander.interpret(text, expecting: expecting) == answer)
  }

  @Test func anotherRequestStartsInsteadOfBeingSent() {
    #expect(
      understander.interpret("any new messages from John Baily?", expecting: expecting)
        == .newRequest(searchForMessages(from: ["John Baily"])))
    // Even one that says little: at this question, a request is never the reply.
    #expect(
      understander.interpret("read my messages", expecting: expecting)
        == .newRequest(searchForMessages()))
    // A reply through another app is a request of its own.
    #expect(
      understander.interpret("reply on Chirp saying hi", expecting: expecting)
        == .newRequest(sendMessage("hi", app: "Chirp", reply: true)))
  }
}
