import Dialog
import IntentKit
import Testing

/// Unlocking a locked device before a restricted intent, and the passcode re-authentication an
/// app asks for before handle (SIRIKIT.md §5).
@Suite struct DeviceSecurityDialogTests {
  static let unicornPay = AppManifest(
    name: "UnicornPay", supportedIntents: [.sendPayment, .searchForAccounts],
    intentsRequiringAuthentication: [.sendPayment])
  static let unicornCar = AppManifest(
    name: "UnicornCar", supportedIntents: [.setCarLockStatus],
    intentsRequiringAuthentication: [.setCarLockStatus])

  static let payJohn = Intent(
    name: .sendPayment, app: "UnicornPay",
    parameters: [
      "payee": .person(.spoken("John")),
      "currencyAmount": .currencyAmount(CurrencyAmount(minorUnits: 500, currencyCode: "USD")),
    ])
  static let unlockQuestion = Question(
    kind: .unlock, text: "You'll need to unlock your iPhone first. Enter your passcode.")
  static let authenticateQuestion = Question(
    kind: .authenticate, text: "UnicornPay needs your passcode to send $5.00. Enter your passcode.")

  static func car(locked: Bool) -> Intent {
    Intent(name: .setCarLockStatus, app: "UnicornCar", parameters: ["locked": .boolean(locked)])
  }

  /// Sends the payment request on a locked device up to the unlock prompt.
  static func atUnlockPrompt() -> DialogTestStore {
    var store = DialogTestStore(apps: [unicornPay], state: DialogState(deviceLocked: true))
    store.send(.userSaid("pay john"), effects: [.understand("pay john")]) {
      $0.phase = .understanding
    }
    store.send(
      .understood(payJohn), effects: [.output(.intent(payJohn)), .checkPasscodeAvailability]
    ) {
      $0.phase = .active(IntentDialog(intent: payJohn, step: .checkingPasscode(unlockQuestion)))
    }
    store.send(
      .passcodeAvailability(.available),
      effects: [.output(.prompt(PromptRendering.view(of: unlockQuestion)))]
    ) {
      $0.phase = .active(IntentDialog(intent: payJohn, step: .asking(unlockQuestion)))
    }
    return store
  }

  @Test func asksToUnlockBeforeResolvingARestrictedIntent() {
    var store = Self.atUnlockPrompt()
    store.send(
      .passcodeEntered(.accepted),
      effects: [
        .output(.auth(.success)), .setDeviceLocked(false),
        .resolve(parameter: "payee", intent: Self.payJohn),
      ]
    ) {
      $0.deviceLocked = false
      $0.phase = .active(
        IntentDialog(
          intent: Self.payJohn, step: .resolving(parameter: "payee"), ownerAuthenticated: true))
    }
  }

  @Test func typedTextAtAPasscodePromptIsNeverUnderstood() {
    var store = Self.atUnlockPrompt()
    store.send(.userSaid("1234"), effects: [])
  }

  /// Letters are no attempt at the passcode: they are refused without using up a try.
  @Test func wrongPasscodeAsksAgainAndTheThirdEndsTheDialog() {
    var store = Self.atUnlockPrompt()
    var again = Self.unlockQuestion
    again.text = "Enter your passcode."
    let prompt = DialogEffect.output(.prompt(PromptRendering.view(of: again)))
    store.send(
      .passcodeEntered(.rejected),
      effects: [.output(.auth(.failure)), .output(.say("That passcode isn't right.")), prompt]
    ) {
      $0.phase = .active(
        IntentDialog(
          intent: Self.payJohn, step: .asking(again), failedAttempts: ["unlock": 1]))
    }
    store.send(
      .passcodeEntered(.malformed),
      effects: [.output(.say("That isn't a passcode: a passcode is 4 to 6 digits.")), prompt]
    )
    store.send(
      .passcodeEntered(.rejected),
      effects: [.output(.auth(.failure)), .output(.say("That passcode isn't right.")), prompt]
    ) {
      $0.phase = .active(
        IntentDialog(
          intent: Self.payJohn, step: .asking(again), failedAttempts: ["unlock": 2]))
    }
    store.send(
      .passcodeEntered(.rejected),
      effects: [
        .output(.auth(.failure)), .output(.say("That passcode isn't right.")),
        .output(.say("Too many wrong tries. Let's stop here.")), .output(.end(.failure)),
      ]
    ) {
      $0.phase = .idle
    }
  }

  @Test func aFailureThatStartsALockoutSaysHowLongToWait() {
    var store = Self.atUnlockPrompt()
    store.send(
      .passcodeEntered(.rejectedAndLockedOut(seconds: 60)),
      effects: [
        .output(.auth(.failure)),
        .output(
          .say(
            "That passcode isn't right, and that was too many tries. Try again in 1 minute.")),
        .output(.end(.failure)),
      ]
    ) {
      $0.phase = .idle
    }
  }

  @Test func aRunningLockoutEndsTheDialogBeforeAskingForThePasscode() {
    var store = DialogTestStore(apps: [Self.unicornPay], state: DialogState(deviceLocked: true))
    store.send(.userSaid("pay john"), effects: [.understand("pay john")]) {
      $0.phase = .understanding
    }
    store.send(
      .understood(Self.payJohn),
      effects: [.output(.intent(Self.payJohn)), .checkPasscodeAvailability]
    ) {
      $0.phase = .active(
        IntentDialog(intent: Self.payJohn, step: .checkingPasscode(Self.unlockQuestion)))
    }
    store.send(
      .passcodeAvailability(.lockedOut(seconds: 290)),
      effects: [
        .output(.auth(.lockedOut)),
        .output(.say("Too many wrong passcodes. Try again in 5 minutes.")),
        .output(.end(.failure)),
      ]
    ) {
      $0.phase = .idle
    }
  }

  @Test func ctrlCAtAPasscodePromptCancelsTheAuthentication() {
    var store = Self.atUnlockPrompt()
    store.send(
      .interrupted,
      effects: [
        .output(.auth(.cancelled)), .output(.say("OK, cancelled.")), .output(.end(.cancelled)),
      ]
    ) {
      $0.phase = .idle
    }
  }

  @Test func anUnrestrictedIntentDoesNotAskToUnlock() {
    var store = DialogTestStore(state: DialogState(deviceLocked: true))
    let intent = Fixtures.textJohn()
    store.send(.userSaid("text john hello"), effects: [.understand("text john hello")]) {
      $0.phase = .understanding
    }
    store.send(
      .understood(intent),
      effects: [.output(.intent(intent)), .resolve(parameter: "recipients", intent: intent)]
    ) {
      $0.phase = .active(IntentDialog(intent: intent, step: .resolving(parameter: "recipients")))
    }
  }

  @Test func anAppThatReauthenticatesAsksForThePasscodeAfterTheUserConfirms() {
    let confirm = Question(kind: .confirmIntent, text: "Do you want to do it?")
    var store = DialogTestStore(
      apps: [Self.unicornPay],
      state: DialogState(
        phase: .active(IntentDialog(intent: Self.payJohn, step: .interpreting(confirm)))))
    store.send(.interpreted(.yes), effects: [.checkPasscodeAvailability]) {
      $0.phase = .active(
        IntentDialog(intent: Self.payJohn, step: .checkingPasscode(Self.authenticateQuestion)))
    }
    store.send(
      .passcodeAvailability(.available),
      effects: [.output(.prompt(PromptRendering.view(of: Self.authenticateQuestion)))]
    ) {
      $0.phase = .active(
        IntentDialog(intent: Self.payJohn, step: .asking(Self.authenticateQuestion)))
    }
    store.send(
      .passcodeEntered(.accepted), effects: [.output(.auth(.success)), .handle(Self.payJohn)]
    ) {
      $0.phase = .active(
        IntentDialog(intent: Self.payJohn, step: .handling, ownerAuthenticated: true))
    }
  }

  @Test func anOwnerWhoJustUnlockedIsNotAskedAgainBeforeHandle() {
    let confirm = Question(kind: .confirmIntent, text: "Do you want to do it?")
    var store = DialogTestStore(
      apps: [Self.unicornPay],
      state: DialogState(
        phase: .active(
          IntentDialog(
            intent: Self.payJohn, step: .interpreting(confirm), ownerAuthenticated: true))))
    store.send(.interpreted(.yes), effects: [.handle(Self.payJohn)]) {
      $0.phase = .active(
        IntentDialog(intent: Self.payJohn, step: .handling, ownerAuthenticated: true))
    }
  }

  @Test func aCarIsReauthenticatedToUnlockButNotToLock() {
    let lock = Self.car(locked: true)
    var store = DialogTestStore(
      apps: [Self.unicornCar],
      state: DialogState(phase: .active(IntentDialog(intent: lock, step: .confirming))))
    store.send(
      .confirmed(IntentResponse(code: ResponseCode(SetCarLockStatusIntentResponseCode.ready))),
      effects: [
        .output(.confirm(ResponseCode(SetCarLockStatusIntentResponseCode.ready))), .handle(lock),
      ]
    ) {
      $0.phase = .active(
        IntentDialog(
          intent: lock, step: .handling,
          confirmation: IntentResponse(
            code: ResponseCode(SetCarLockStatusIntentResponseCode.ready))))
    }

    let unlock = Self.car(locked: false)
    let question = Question(
      kind: .authenticate,
      text: "UnicornCar needs your passcode to unlock your car. Enter your passcode.")
    store = DialogTestStore(
      apps: [Self.unicornCar],
      state: DialogState(phase: .active(IntentDialog(intent: unlock, step: .confirming))))
    store.send(
      .confirmed(IntentResponse(code: ResponseCode(SetCarLockStatusIntentResponseCode.ready))),
      effects: [
        .output(.confirm(ResponseCode(SetCarLockStatusIntentResponseCode.ready))),
        .checkPasscodeAvailability,
      ]
    ) {
      $0.phase = .active(
        IntentDialog(
          intent: unlock, step: .checkingPasscode(question),
          confirmation: IntentResponse(
            code: ResponseCode(SetCarLockStatusIntentResponseCode.ready))))
    }
  }

  @Test func aDeviceWithoutAPasscodeUnlocksWithoutOne() {
    var store = DialogTestStore(apps: [Self.unicornPay], state: DialogState(deviceLocked: true))
    store.send(.userSaid("pay john"), effects: [.understand("pay john")]) {
      $0.phase = .understanding
    }
    store.send(
      .understood(Self.payJohn),
      effects: [.output(.intent(Self.payJohn)), .checkPasscodeAvailability]
    ) {
      $0.phase = .active(
        IntentDialog(intent: Self.payJohn, step: .checkingPasscode(Self.unlockQuestion)))
    }
    store.send(
      .passcodeAvailability(.notSet),
      effects: [.setDeviceLocked(false), .resolve(parameter: "payee", intent: Self.payJohn)]
    ) {
      $0.deviceLocked = false
      $0.phase = .active(IntentDialog(intent: Self.payJohn, step: .resolving(parameter: "payee")))
    }
  }

  @Test func waitsAreSaidRoundedUpInTheLargestWholeUnit() {
    #expect(PasscodeSentences.waitingTime(1) == "1 second")
    #expect(PasscodeSentences.waitingTime(45) == "45 seconds")
    #expect(PasscodeSentences.waitingTime(60) == "1 minute")
    #expect(PasscodeSentences.waitingTime(61) == "2 minutes")
    #expect(PasscodeSentences.waitingTime(900) == "15 minutes")
    #expect(PasscodeSentences.waitingTime(3600) == "1 hour")
    #expect(PasscodeSentences.waitingTime(3599) == "1 hour")
  }
}
