import Dialog
import IntentKit
import Testing

@Suite struct SendMessageDialogTests {
  typealias F = Fixtures

  @Test func asksWhichJohnThenWhichNumberThenConfirmsAndSends() {
    var store = DialogTestStore()
    let intent = F.textJohn()

    store.send(
      .userSaid("text hello to John on UnicornChat"),
      effects: [.understand("text hello to John on UnicornChat")]
    ) { $0.phase = .understanding }

    store.send(
      .understood(intent),
      effects: [.output(.intent(intent)), .resolve(parameter: "recipients", intent: intent)]
    ) {
      $0.phase = .active(IntentDialog(intent: intent, step: .resolving(parameter: "recipients")))
    }

    // Two Johns: Siri asks which one.
    let people: [IntentValue] = [.person(F.appleseed), .person(F.baily)]
    let whichJohn = Question(
      kind: .disambiguation, parameter: "recipients", item: 0, text: "Which John?",
      options: [
        Option(label: ChoiceLabel(title: "John Appleseed", subtitle: "mobile"), value: people[0]),
        Option(
          label: ChoiceLabel(title: "John Baily", subtitle: "home, mobile, work"), value: people[1]),
      ])
    store.send(
      .resolved(parameter: "recipients", .items([.disambiguation(people)])),
      effects: [
        .output(
          .resolve(
            parameter: "recipients", item: 0, result: .disambiguation(people),
            labels: [
              ChoiceLabel(title: "John Appleseed", subtitle: "mobile"),
              ChoiceLabel(title: "John Baily", subtitle: "home, mobile, work"),
            ])),
        .output(.prompt(PromptRendering.view(of: whichJohn))),
      ]
    ) {
      $0.phase = .active(IntentDialog(intent: intent, step: .asking(whichJohn)))
    }
    #expect(
      PromptRendering.view(of: whichJohn).lines == [
        "Which John?", "  1. John Appleseed · mobile", "  2. John Baily · home, mobile, work",
      ])

    store.send(
      .userSaid("the second one"),
      effects: [.interpret("the second one", expecting: whichJohn.expectation)]
    ) {
      $0.phase = .active(IntentDialog(intent: intent, step: .interpreting(whichJohn)))
    }

    // The choice goes back through resolve, as SiriKit does.
    var chosen = intent
    chosen.parameters["recipients"] = .array([.person(F.baily)])
    store.send(
      .interpreted(.choice(1)), effects: [.resolve(parameter: "recipients", intent: chosen)]
    ) {
      $0.phase = .active(IntentDialog(intent: chosen, step: .resolving(parameter: "recipients")))
    }

    // John Baily has three numbers: which one?
    let handles: [IntentValue] = [F.bailyHome, F.bailyMobile, F.bailyWork].map {
      .person(F.baily.with(handle: $0))
    }
    let whichNumber = Question(
      kind: .disambiguation, parameter: "recipients", item: 0,
      text: "Which number for John Baily?",
      options: [
        Option(label: ChoiceLabel(title: "home", subtitle: "+1 555 0111"), value: handles[0]),
        Option(label: ChoiceLabel(title: "mobile", subtitle: "+1 555 0112"), value: handles[1]),
        Option(label: ChoiceLabel(title: "work", subtitle: "+1 555 0113"), value: handles[2]),
      ])
    store.send(
      .resolved(parameter: "recipients", .items([.disambiguation(handles)])),
      effects: [
        .output(
          .resolve(
            parameter: "recipients", item: 0, result: .disambiguation(handles),
            labels: [
              ChoiceLabel(title: "home", subtitle: "+1 555 0111"),
              ChoiceLabel(title: "mobile", subtitle: "+1 555 0112"),
              ChoiceLabel(title: "work", subtitle: "+1 555 0113"),
            ])),
        .output(.prompt(PromptRendering.view(of: whichNumber))),
      ]
    ) {
      $0.phase = .active(IntentDialog(intent: chosen, step: .asking(whichNumber)))
    }

    store.send(
      .userSaid("mobile"), effects: [.interpret("mobile", expecting: whichNumber.expectation)]
    ) {
      $0.phase = .active(IntentDialog(intent: chosen, step: .interpreting(whichNumber)))
    }
    var withHandle = intent
    withHandle.parameters["recipients"] = .array([handles[1]])
    store.send(
      .interpreted(.choice(1)), effects: [.resolve(parameter: "recipients", intent: withHandle)]
    ) {
      $0.phase = .active(
        IntentDialog(intent: withHandle, step: .resolving(parameter: "recipients")))
    }

    store.send(
      .resolved(parameter: "recipients", .items([.success(handles[1])])),
      effects: [
        .output(.resolve(parameter: "recipients", item: 0, result: .success(handles[1]))),
        .resolve(parameter: "content", intent: withHandle),
      ]
    ) {
      $0.phase = .active(IntentDialog(intent: withHandle, step: .resolving(parameter: "content")))
    }

    store.send(
      .resolved(parameter: "content", .single(.success(.string("hello")))),
      effects: [
        .output(.resolve(parameter: "content", item: nil, result: .success(.string("hello")))),
        .confirm(withHandle),
      ]
    ) {
      $0.phase = .active(IntentDialog(intent: withHandle, step: .confirming))
    }

    let confirmIntent = Question(
      kind: .confirmIntent, text: "Send \"hello\" to John Baily (mobile) on UnicornChat?")
    store.send(
      .confirmed(F.code(.ready)),
      effects: [
        .output(.confirm(ResponseCode(SendMessageIntentResponseCode.ready))),
        .output(.prompt(PromptRendering.view(of: confirmIntent))),
      ]
    ) {
      $0.phase = .active(
        IntentDialog(intent: withHandle, step: .asking(confirmIntent), confirmation: F.code(.ready))
      )
    }

    store.send(.userSaid("yes"), effects: [.interpret("yes", expecting: .yesNo)]) {
      $0.phase = .active(
        IntentDialog(
          intent: withHandle, step: .interpreting(confirmIntent), confirmation: F.code(.ready)))
    }
    store.send(.interpreted(.yes), effects: [.handle(withHandle)]) {
      $0.phase = .active(
        IntentDialog(intent: withHandle, step: .handling, confirmation: F.code(.ready)))
    }

    store.send(
      .handled(F.code(.success)),
      effects: [
        .output(.handle(F.code(.success))),
        .output(.say("Sent \"hello\" to John Baily on UnicornChat.")),
        .output(.end(.success)),
      ]
    ) { $0.phase = .idle }
  }

  @Test func asksToWhomAndWhatToSayWhenBothAreMissing() {
    let intent = Intent(name: .sendMessage, app: "UnicornChat")
    var store = DialogTestStore(
      state: DialogState(
        phase: .active(IntentDialog(intent: intent, step: .resolving(parameter: "recipients")))))
    let toWhom = Question(
      kind: .needsValue, parameter: "recipients", item: 0, text: "To whom?", valueType: .person)
    store.send(
      .resolved(parameter: "recipients", .items([.needsValue])),
      effects: [
        .output(.resolve(parameter: "recipients", item: 0, result: .needsValue)),
        .output(.prompt(PromptRendering.view(of: toWhom))),
      ]
    ) { $0.phase = .active(IntentDialog(intent: intent, step: .asking(toWhom))) }

    store.send(.userSaid("Celestra"), effects: [.interpret("Celestra", expecting: .value(.person))])
    {
      $0.phase = .active(IntentDialog(intent: intent, step: .interpreting(toWhom)))
    }
    var named = intent
    named.parameters["recipients"] = .array([.person(.spoken("Celestra"))])
    store.send(
      .interpreted(.value(.person(.spoken("Celestra")))),
      effects: [.resolve(parameter: "recipients", intent: named)]
    ) {
      $0.phase = .active(IntentDialog(intent: named, step: .resolving(parameter: "recipients")))
    }

    let celestra = Person(
      personHandle: PersonHandle(value: "c@example.com", type: .emailAddress, label: "home"),
      displayName: "Celestra Gwen", contactIdentifier: "c7")
    var resolved = named
    resolved.parameters["recipients"] = .array([.person(celestra)])
    store.send(
      .resolved(parameter: "recipients", .items([.success(.person(celestra))])),
      effects: [
        .output(.resolve(parameter: "recipients", item: 0, result: .success(.person(celestra)))),
        .resolve(parameter: "content", intent: resolved),
      ]
    ) { $0.phase = .active(IntentDialog(intent: resolved, step: .resolving(parameter: "content"))) }

    let whatToSay = Question(
      kind: .needsValue, parameter: "content", text: "What do you want to say to Celestra Gwen?")
    store.send(
      .resolved(parameter: "content", .single(.needsValue)),
      effects: [
        .output(.resolve(parameter: "content", item: nil, result: .needsValue)),
        .output(.prompt(PromptRendering.view(of: whatToSay))),
      ]
    ) { $0.phase = .active(IntentDialog(intent: resolved, step: .asking(whatToSay))) }
  }

  @Test func pagesLongListsAndOrdinalsFollowThePage() {
    let people = (1...5).map {
      IntentValue.person(Person(displayName: "Chris \($0)", contactIdentifier: "c\($0)"))
    }
    let question = Question(
      kind: .disambiguation, parameter: "recipients", item: 0, text: "Which Chris?",
      options: people.map { Option(label: ChoiceLabel(title: $0.spokenText), value: $0) })
    let intent = F.textJohn()
    var store = DialogTestStore(
      state: DialogState(
        phase: .active(IntentDialog(intent: intent, step: .interpreting(question)))))
    var secondPage = question
    secondPage.page = 1
    #expect(
      PromptRendering.view(of: question).lines == [
        "Which Chris?", "  1. Chris 1", "  2. Chris 2", "  3. Chris 3",
        "  Say \"more\" for 2 more.",
      ])
    #expect(
      PromptRendering.view(of: secondPage).lines == [
        "Here are 2 more:", "  4. Chris 4", "  5. Chris 5",
      ])

    store.send(
      .interpreted(.nextPage), effects: [.output(.prompt(PromptRendering.view(of: secondPage)))]
    ) {
      $0.phase = .active(IntentDialog(intent: intent, step: .asking(secondPage)))
    }
    store.send(.userSaid("more"), effects: [.interpret("more", expecting: secondPage.expectation)])
    {
      $0.phase = .active(IntentDialog(intent: intent, step: .interpreting(secondPage)))
    }
    #expect(
      secondPage.expectation == .choice(options: question.options.map(\.label), visible: 3..<5))
    store.send(
      .interpreted(.nextPage),
      effects: [
        .output(.say("That's all of them.")),
        .output(.prompt(PromptRendering.view(of: secondPage))),
      ]
    ) {
      $0.phase = .active(IntentDialog(intent: intent, step: .asking(secondPage)))
    }
  }

  @Test func givesUpAfterThreeFailedAttempts() {
    let intent = F.textJohn()
    var store = DialogTestStore(
      state: DialogState(
        phase: .active(IntentDialog(intent: intent, step: .resolving(parameter: "recipients")))))
    let toWhom = Question(
      kind: .needsValue, parameter: "recipients", item: 0, text: "To whom?", valueType: .person)
    for attempt in 1...2 {
      store.send(
        .resolved(parameter: "recipients", .items([.unsupported])),
        effects: [
          .output(.resolve(parameter: "recipients", item: 0, result: .unsupported)),
          .output(.say("Sorry, I couldn't find John in your contacts.")),
          .output(.prompt(PromptRendering.view(of: toWhom))),
        ]
      ) {
        $0.phase = .active(
          IntentDialog(
            intent: intent, step: .asking(toWhom), failedAttempts: ["recipients[0]": attempt]))
      }
      store.send(.userSaid("John"), effects: [.interpret("John", expecting: .value(.person))]) {
        $0.phase = .active(
          IntentDialog(
            intent: intent, step: .interpreting(toWhom), failedAttempts: ["recipients[0]": attempt])
        )
      }
      store.send(
        .interpreted(.value(.person(.spoken("John")))),
        effects: [.resolve(parameter: "recipients", intent: intent)]
      ) {
        $0.phase = .active(
          IntentDialog(
            intent: intent, step: .resolving(parameter: "recipients"),
            failedAttempts: ["recipients[0]": attempt]))
      }
    }
    store.send(
      .resolved(parameter: "recipients", .items([.unsupported])),
      effects: [
        .output(.resolve(parameter: "recipients", item: 0, result: .unsupported)),
        .output(.say("Sorry, I couldn't find John in your contacts.")),
        .output(.say("Sorry, I still couldn't get the recipients. Let's stop here.")),
        .output(.end(.failure)),
      ]
    ) { $0.phase = .idle }
  }

  @Test func nearMatchDeclinedAsksForTheNameAgain() {
    let intent = F.textJohn()
    let question = Question(
      kind: .confirmationRequired, parameter: "recipients", item: 0,
      text: "Did you mean John Baily?",
      value: .person(F.baily))
    var store = DialogTestStore(
      state: DialogState(
        phase: .active(IntentDialog(intent: intent, step: .interpreting(question)))))
    let toWhom = Question(
      kind: .needsValue, parameter: "recipients", item: 0, text: "To whom?", valueType: .person)
    store.send(.interpreted(.no), effects: [.output(.prompt(PromptRendering.view(of: toWhom)))]) {
      $0.phase = .active(
        IntentDialog(intent: intent, step: .asking(toWhom), failedAttempts: ["recipients[0]": 1]))
    }
  }

  @Test func nearMatchCorrectedResolvesTheNameMeantInstead() {
    let intent = F.textJohn()
    let question = Question(
      kind: .confirmationRequired, parameter: "recipients", item: 0,
      text: "Did you mean John Baily?", value: .person(F.baily), valueType: .person)
    #expect(question.expectation == .yesNoOrCorrection(.person))
    var store = DialogTestStore(
      state: DialogState(
        phase: .active(IntentDialog(intent: intent, step: .interpreting(question)))))
    var corrected = intent
    corrected.parameters["recipients"] = .array([.person(.spoken("Kate"))])
    store.send(
      .interpreted(.value(.person(.spoken("Kate")))),
      effects: [.resolve(parameter: "recipients", intent: corrected)]
    ) {
      $0.phase = .active(
        IntentDialog(intent: corrected, step: .resolving(parameter: "recipients")))
    }
  }

  @Test func cancelAndCtrlCEndTheDialogNotTheProgram() {
    let intent = F.textJohn()
    let question = Question(kind: .confirmIntent, text: "Send?")
    var store = DialogTestStore(
      state: DialogState(
        phase: .active(IntentDialog(intent: intent, step: .interpreting(question)))))
    store.send(
      .interpreted(.cancel), effects: [.output(.say("OK, cancelled.")), .output(.end(.cancelled))]
    ) {
      $0.phase = .idle
    }
    store.send(.interrupted, effects: [])
    var asking = DialogTestStore(
      state: DialogState(phase: .active(IntentDialog(intent: intent, step: .asking(question)))))
    asking.send(
      .interrupted, effects: [.output(.say("OK, cancelled.")), .output(.end(.cancelled))]
    ) { $0.phase = .idle }
  }

  @Test func asksWhichAppWhenTwoAppsCanSendAndNoneIsNamed() {
    var store = DialogTestStore(
      apps: [F.unicornChat, F.chirp], state: DialogState(phase: .understanding))
    let intent = F.textJohn(app: nil)
    let whichApp = Question(
      kind: .chooseApp, text: "Which app do you want to use?",
      options: [
        Option(label: ChoiceLabel(title: "UnicornChat"), value: .string("UnicornChat")),
        Option(label: ChoiceLabel(title: "Chirp"), value: .string("Chirp")),
      ], windowSize: 2)
    store.send(
      .understood(intent),
      effects: [.output(.intent(intent)), .output(.prompt(PromptRendering.view(of: whichApp)))]
    ) {
      $0.phase = .active(IntentDialog(intent: intent, step: .asking(whichApp)))
    }
    store.send(.userSaid("Chirp"), effects: [.interpret("Chirp", expecting: whichApp.expectation)])
    {
      $0.phase = .active(IntentDialog(intent: intent, step: .interpreting(whichApp)))
    }
    let onChirp = F.textJohn(app: "Chirp")
    store.send(
      .interpreted(.choice(1)),
      effects: [.output(.intent(onChirp)), .resolve(parameter: "recipients", intent: onChirp)]
    ) {
      $0.phase = .active(IntentDialog(intent: onChirp, step: .resolving(parameter: "recipients")))
    }
  }

  @Test func serviceUnavailableInConfirmIsSpokenAndEndsTheDialog() {
    let intent = F.textJohn()
    var store = DialogTestStore(
      state: DialogState(phase: .active(IntentDialog(intent: intent, step: .confirming))))
    let response = F.code(.failureMessageServiceNotAvailable)
    store.send(
      .confirmed(response),
      effects: [
        .output(.confirm(response.code)),
        .output(.say("Sorry, UnicornChat isn't available right now. Try again later.")),
        .output(.end(.failure)),
      ]
    ) { $0.phase = .idle }
  }

  @Test func unknownRequestGetsAHelpfulSentenceAndEndsWithNoDialog() {
    var store = DialogTestStore(state: DialogState(phase: .understanding))
    store.send(
      .understood(nil),
      effects: [
        .output(
          .say(
            "Sorry, I can't help with that. Try \"text hello to John on UnicornChat\", or :help.")),
        .output(.end(.notUnderstood)),
      ]
    ) {
      $0.phase = .idle
    }
    store.send(.userSaid("   "), effects: [])
  }

  @Test func aNewRequestInsteadOfAnAnswerStartsOver() {
    let first = F.textJohn(content: nil)
    let whatToSay = Question(
      kind: .needsValue, parameter: "content", text: "What do you want to say to Ana Lopez?")
    var store = DialogTestStore(
      state: DialogState(
        phase: .active(IntentDialog(intent: first, step: .interpreting(whatToSay)))))
    let second = Intent(
      name: .sendMessage, app: "UnicornChat",
      parameters: ["recipients": .array([.person(.spoken("Sean"))]), "content": .string("hi")])
    store.send(
      .interpreted(.newRequest(second)),
      effects: [
        .output(.end(.cancelled)), .output(.intent(second)),
        .resolve(parameter: "recipients", intent: second),
      ]
    ) {
      $0.phase = .active(IntentDialog(intent: second, step: .resolving(parameter: "recipients")))
    }
  }

  @Test func givingUpOnAnAppChoiceSaysSoInWords() {
    let whichApp = Question(
      kind: .chooseApp, text: "Which app do you want to use?",
      options: [Option(label: ChoiceLabel(title: "UnicornChat"), value: .string("UnicornChat"))],
      windowSize: 1)
    let intent = F.textJohn(app: nil)
    var store = DialogTestStore(
      state: DialogState(
        phase: .active(
          IntentDialog(
            intent: intent, step: .interpreting(whichApp), failedAttempts: ["chooseApp": 2]))))
    store.send(
      .interpreted(.unrecognized),
      effects: [
        .output(
          .say("Sorry, I didn't catch that. Say a number from 1 to 1, a name, or \"cancel\".")),
        .output(.say("Sorry, I still don't know which app to use. Let's stop here.")),
        .output(.end(.failure)),
      ]
    ) { $0.phase = .idle }
  }

  @Test func lateAnswersThatNoLongerFitAreIgnored() {
    var store = DialogTestStore()
    store.send(.resolved(parameter: "recipients", nil), effects: [])
    store.send(.handled(F.code(.success)), effects: [])
  }
}
