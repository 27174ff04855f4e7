import Dialog
import Foundation
import IntentKit
import Testing

/// Reading messages, the reply offer that follows, and replies through the conversation read
/// (seed 000). Each step checks the whole state and every effect.
@Suite struct ReadMessagesDialogTests {
  typealias F = Fixtures

  static let chat = AppManifest(
    name: "UnicornChat", supportedIntents: [.sendMessage, .searchForMessages])
  /// An app that reads messages but cannot send them, so no reply is offered.
  static let readOnly = AppManifest(name: "Inbox", supportedIntents: [.searchForMessages])

  static let readIntent = Intent(
    name: .searchForMessages, app: "UnicornChat", parameters: ["attributes": .string("unread")])

  static let searchedAt = Date(timeIntervalSince1970: 1_795_251_600)  // 2026-11-21 09:00 UTC

  static let baily = Person(displayName: "John Baily", contactIdentifier: "c-john-baily")
  static let ana = Person(displayName: "Ana Lopez", contactIdentifier: "c-ana-lopez")

  static let fromAna = Message(
    identifier: "msg-8", conversationIdentifier: "conv-4", content: "Bouldering at 7 tonight?",
    dateSent: "2026-11-21T08:30:00Z", sender: ana, recipients: [],
    groupName: SpeakableString(spokenPhrase: "Climbing Group", vocabularyIdentifier: "conv-4"),
    serviceName: "UnicornChat")
  static let fromBaily = Message(
    identifier: "msg-6", conversationIdentifier: "conv-3",
    content: "Great! Dinner before the show?", dateSent: "2026-11-21T08:52:00Z", sender: baily,
    recipients: [], serviceName: "UnicornChat")

  static func reading(_ messages: [Message]) -> IntentResponse {
    SearchForMessagesIntentResponse(
      code: .success, messages: messages, searchedAt: searchedAt
    ).erased
  }

  /// What a reply continues: a message into the conversation read, in the app it was read in.
  static func replyInto(
    _ conversation: String, app: String, group: SpeakableString? = nil
  ) -> Continuation {
    var next = Intent(name: .sendMessage, app: app)
    next.parameters["conversationIdentifier"] = .string(conversation)
    if let group { next.parameters["speakableGroupName"] = .speakable(group) }
    return Continuation(next: next, answerParameter: "content")
  }

  static let bailyContext = replyInto("conv-3", app: "UnicornChat")

  /// A store whose read dialog is about to get its handle response.
  static func handlingRead(apps: [AppManifest] = [chat], continuation: Continuation? = nil)
    -> DialogTestStore
  {
    DialogTestStore(
      apps: apps,
      state: DialogState(
        phase: .active(IntentDialog(intent: readIntent, step: .handling)),
        continuation: continuation))
  }

  /// A store waiting at the reply offer after John Baily's message was read.
  static func offering() -> (DialogTestStore, Question) {
    let offer = Question(kind: .followUp, text: "Do you want to reply?")
    let store = DialogTestStore(
      apps: [chat], state: DialogState(phase: .followingUp(offer), continuation: bailyContext))
    return (store, offer)
  }

  // MARK: - Reading

  @Test func readingTwoConversationsSaysEachMessageEndsThenOffersToReplyToTheLast() {
    var store = Self.handlingRead()
    let response = Self.reading([Self.fromAna, Self.fromBaily])
    let offer = Question(kind: .followUp, text: "Do you want to reply to John Baily?")
    store.send(
      .handled(response),
      effects: [
        .output(.handle(response)),
        .output(.say("You have 2 new messages on UnicornChat.")),
        .output(
          .say("From Ana Lopez in Climbing Group at 8:30 AM: \"Bouldering at 7 tonight?\"")),
        .output(.say("From John Baily at 8:52 AM: \"Great! Dinner before the show?\"")),
        // The reading is one intent dialog and ends as such; the offer comes after it.
        .output(.end(.success)),
        .output(.prompt(PromptRendering.view(of: offer))),
      ]
    ) {
      $0.phase = .followingUp(offer)
      $0.continuation = Self.bailyContext
    }
    #expect(offer.expectation == .yesNoOrValue(.string))
  }

  @Test func aGroupMessageReadAloneOffersAPlainReplyToTheGroup() {
    var store = Self.handlingRead()
    let response = Self.reading([Self.fromAna])
    let offer = Question(kind: .followUp, text: "Do you want to reply?")
    store.send(
      .handled(response),
      effects: [
        .output(.handle(response)),
        .output(.say("You have 1 new message on UnicornChat.")),
        .output(
          .say("From Ana Lopez in Climbing Group at 8:30 AM: \"Bouldering at 7 tonight?\"")),
        .output(.end(.success)),
        .output(.prompt(PromptRendering.view(of: offer))),
      ]
    ) {
      $0.phase = .followingUp(offer)
      $0.continuation = Self.replyInto(
        "conv-4", app: "UnicornChat",
        group: SpeakableString(spokenPhrase: "Climbing Group", vocabularyIdentifier: "conv-4"))
    }
  }

  @Test func nothingReadOffersNoReplyAndKeepsTheEarlierConversation() {
    var store = Self.handlingRead(continuation: Self.bailyContext)
    let response = Self.reading([])
    store.send(
      .handled(response),
      effects: [
        .output(.handle(response)),
        .output(.say("You have no new messages on UnicornChat.")),
        .output(.end(.success)),
      ]
    ) { $0.phase = .idle }
  }

  @Test func tooManyMessagesIsAFailureWithASentenceAndNoOffer() {
    var store = Self.handlingRead()
    let response = SearchForMessagesIntentResponse(code: .failureMessageTooManyResults).erased
    store.send(
      .handled(response),
      effects: [
        .output(.handle(response)),
        .output(
          .say(
            "That's too many messages to read here. Try asking for the ones from one person, or open UnicornChat."
          )),
        .output(.end(.failure)),
      ]
    ) { $0.phase = .idle }
  }

  @Test func anAppThatCannotSendKeepsWhatWasReadButOffersNoReply() {
    var intent = Self.readIntent
    intent.app = "Inbox"
    var store = DialogTestStore(
      apps: [Self.readOnly],
      state: DialogState(phase: .active(IntentDialog(intent: intent, step: .handling))))
    let response = Self.reading([Self.fromBaily])
    store.send(
      .handled(response),
      effects: [
        .output(.handle(response)),
        .output(.say("You have 1 new message on Inbox.")),
        .output(.say("From John Baily at 8:52 AM: \"Great! Dinner before the show?\"")),
        .output(.end(.success)),
      ]
    ) {
      $0.phase = .idle
      $0.continuation = Self.replyInto("conv-3", app: "Inbox")
    }
  }

  // MARK: - Answering the offer

  @Test func yesStartsAReplyThroughTheConversationAndAsksWhatToSay() {
    var (store, offer) = Self.offering()
    store.send(.userSaid("yes"), effects: [.interpret("yes", expecting: .yesNoOrValue(.string))]) {
      $0.phase = .interpretingFollowUp(offer)
    }

    // A new intent dialog: the reply carries the conversation, not a person to look up.
    let reply = Intent(
      name: .sendMessage, app: "UnicornChat",
      parameters: ["conversationIdentifier": .string("conv-3")], continuesOffer: true)
    store.send(
      .interpreted(.yes),
      effects: [.output(.intent(reply)), .resolve(parameter: "recipients", intent: reply)]
    ) {
      $0.phase = .active(IntentDialog(intent: reply, step: .resolving(parameter: "recipients")))
    }

    // The app answers with the conversation's people: no "which number?".
    var resolved = reply
    resolved.parameters["recipients"] = .array([.person(Self.baily)])
    store.send(
      .resolved(parameter: "recipients", .items([.success(.person(Self.baily))])),
      effects: [
        .output(.resolve(parameter: "recipients", item: 0, result: .success(.person(Self.baily)))),
        .resolve(parameter: "content", intent: resolved),
      ]
    ) {
      $0.phase = .active(IntentDialog(intent: resolved, step: .resolving(parameter: "content")))
    }

    let whatToSay = Question(
      kind: .needsValue, parameter: "content", text: "What do you want to say to John Baily?")
    store.send(
      .resolved(parameter: "content", .single(.needsValue)),
      effects: [
        .output(.resolve(parameter: "content", item: nil, result: .needsValue)),
        .output(.prompt(PromptRendering.view(of: whatToSay))),
      ]
    ) { $0.phase = .active(IntentDialog(intent: resolved, step: .asking(whatToSay))) }

    store.send(
      .userSaid("see you at six"),
      effects: [.interpret("see you at six", expecting: .value(.string))]
    ) { $0.phase = .active(IntentDialog(intent: resolved, step: .interpreting(whatToSay))) }

    var said = resolved
    said.parameters["content"] = .string("see you at six")
    store.send(
      .interpreted(.value(.string("see you at six"))),
      effects: [.resolve(parameter: "content", intent: said)]
    ) { $0.phase = .active(IntentDialog(intent: said, step: .resolving(parameter: "content"))) }

    store.send(
      .resolved(parameter: "content", .single(.success(.string("see you at six")))),
      effects: [
        .output(
          .resolve(parameter: "content", item: nil, result: .success(.string("see you at six")))),
        .confirm(said),
      ]
    ) { $0.phase = .active(IntentDialog(intent: said, step: .confirming)) }

    let confirmIntent = Question(
      kind: .confirmIntent, text: "Send \"see you at six\" to John Baily on UnicornChat?")
    store.send(
      .confirmed(F.code(.ready)),
      effects: [
        .output(.confirm(ResponseCode(SendMessageIntentResponseCode.ready))),
        .output(.prompt(PromptRendering.view(of: confirmIntent))),
      ]
    ) {
      $0.phase = .active(
        IntentDialog(intent: said, step: .asking(confirmIntent), confirmation: F.code(.ready)))
    }
    store.send(.userSaid("yes"), effects: [.interpret("yes", expecting: .yesNo)]) {
      $0.phase = .active(
        IntentDialog(intent: said, step: .interpreting(confirmIntent), confirmation: F.code(.ready))
      )
    }
    store.send(.interpreted(.yes), effects: [.handle(said)]) {
      $0.phase = .active(IntentDialog(intent: said, step: .handling, confirmation: F.code(.ready)))
    }
    store.send(
      .handled(F.code(.success)),
      effects: [
        .output(.handle(F.code(.success))),
        .output(.say("Sent \"see you at six\" to John Baily on UnicornChat.")),
        .output(.end(.success)),
      ]
    ) { $0.phase = .idle }
  }

  @Test func theReplyItselfAtTheOfferIsTheContent() {
    var (store, offer) = Self.offering()
    store.send(
      .userSaid("see you at six"),
      effects: [.interpret("see you at six", expecting: .yesNoOrValue(.string))]
    ) { $0.phase = .interpretingFollowUp(offer) }
    let reply = Intent(
      name: .sendMessage, app: "UnicornChat",
      parameters: [
        "conversationIdentifier": .string("conv-3"), "content": .string("see you at six"),
      ],
      continuesOffer: true)
    store.send(
      .interpreted(.value(.string("see you at six"))),
      effects: [.output(.intent(reply)), .resolve(parameter: "recipients", intent: reply)]
    ) {
      $0.phase = .active(IntentDialog(intent: reply, step: .resolving(parameter: "recipients")))
    }
  }

  @Test func noDropsTheOfferWithoutAnotherEnd() {
    var (store, offer) = Self.offering()
    store.send(.userSaid("no"), effects: [.interpret("no", expecting: .yesNoOrValue(.string))]) {
      $0.phase = .interpretingFollowUp(offer)
    }
    // The reading's dialog has ended already: no second end event. What was read is kept.
    store.send(.interpreted(.no), effects: [.output(.say("OK."))]) { $0.phase = .idle }
  }

  @Test func ctrlCAtTheOfferDropsIt() {
    var (store, _) = Self.offering()
    store.send(.interrupted, effects: [.output(.say("OK."))]) { $0.phase = .idle }
  }

  @Test func anotherRequestAtTheOfferStartsAtOnce() {
    var (store, offer) = Self.offering()
    store.send(
      .userSaid("text John hello on UnicornChat"),
      effects: [
        .interpret("text John hello on UnicornChat", expecting: .yesNoOrValue(.string))
      ]
    ) { $0.phase = .interpretingFollowUp(offer) }
    let intent = F.textJohn()
    store.send(
      .interpreted(.newRequest(intent)),
      effects: [.output(.intent(intent)), .resolve(parameter: "recipients", intent: intent)]
    ) {
      $0.phase = .active(IntentDialog(intent: intent, step: .resolving(parameter: "recipients")))
    }
  }

  @Test func aReplyNotUnderstoodAsksAgain() {
    var (store, offer) = Self.offering()
    store.send(.userSaid("?!"), effects: [.interpret("?!", expecting: .yesNoOrValue(.string))]) {
      $0.phase = .interpretingFollowUp(offer)
    }
    store.send(
      .interpreted(.unrecognized),
      effects: [
        .output(.say("Sorry, I didn't catch that. Say yes, no, or what you want to say.")),
        .output(.prompt(PromptRendering.view(of: offer))),
      ]
    ) { $0.phase = .followingUp(offer) }
  }

  // MARK: - Replies said as requests

  @Test func aReplyWithNothingReadEndsWithASentence() {
    var store = DialogTestStore(apps: [Self.chat])
    store.send(.userSaid("reply saying ok"), effects: [.understand("reply saying ok")]) {
      $0.phase = .understanding
    }
    let reply = Intent(
      name: .sendMessage, parameters: ["content": .string("ok")], continuesOffer: true)
    store.send(
      .understood(reply),
      effects: [
        .output(.intent(reply)),
        .output(.say("There's no message to reply to. Try \"read my messages\" first.")),
        .output(.end(.failure)),
      ]
    ) { $0.phase = .idle }
  }

  @Test func aLaterReplyGoesToTheGroupLastReadInItsApp() {
    let group = SpeakableString(spokenPhrase: "Climbing Group", vocabularyIdentifier: "conv-4")
    let context = Self.replyInto("conv-4", app: "UnicornChat", group: group)
    var store = DialogTestStore(
      apps: [Self.chat, F.chirp], state: DialogState(phase: .understanding, continuation: context))
    let said = Intent(
      name: .sendMessage, parameters: ["content": .string("ok")], continuesOffer: true)
    let reply = Intent(
      name: .sendMessage, app: "UnicornChat",
      parameters: [
        "content": .string("ok"), "conversationIdentifier": .string("conv-4"),
        "speakableGroupName": .speakable(group),
      ],
      continuesOffer: true)
    // Two apps can send, but the reply goes where the message was read: no app question.
    store.send(
      .understood(said),
      effects: [.output(.intent(reply)), .resolve(parameter: "recipients", intent: reply)]
    ) {
      $0.phase = .active(IntentDialog(intent: reply, step: .resolving(parameter: "recipients")))
    }
  }

  @Test func aVanishedConversationIsSaidAndARecipientAskedFor() {
    let reply = Intent(
      name: .sendMessage, app: "Chirp",
      parameters: ["conversationIdentifier": .string("conv-3"), "content": .string("ok")],
      continuesOffer: true)
    var store = DialogTestStore(
      apps: [Self.chat, F.chirp],
      state: DialogState(
        phase: .active(IntentDialog(intent: reply, step: .resolving(parameter: "recipients"))),
        continuation: Self.bailyContext))
    let missing = ResolutionResult<IntentValue>.unsupported(
      forReason: MessageConversationUnsupportedReason.conversationNotFound)
    let toWhom = Question(
      kind: .needsValue, parameter: "recipients", item: 0, text: "To whom?", valueType: .person)
    store.send(
      .resolved(parameter: "recipients", .items([missing])),
      effects: [
        .output(.resolve(parameter: "recipients", item: 0, result: missing)),
        .output(.say("Sorry, I can't find that conversation on Chirp.")),
        .output(.prompt(PromptRendering.view(of: toWhom))),
      ]
    ) {
      $0.phase = .active(
        IntentDialog(intent: reply, step: .asking(toWhom), failedAttempts: ["recipients[0]": 1]))
    }
  }
}
