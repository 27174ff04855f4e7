import Dialog
import IntentKit
import Testing

/// `:lock`, `:unlock` and `:passcode` as dialog steps: their questions, retries and endings are
/// the reducer's, while the digits stay with the runtime, which sends only verdicts.
@Suite struct PasscodeCommandDialogTests {
  static func prompt(_ kind: PromptKind, _ text: String) -> DialogEffect {
    .output(.prompt(PromptRendering.view(of: Question(kind: kind, text: text))))
  }

  static func say(_ text: String) -> DialogEffect { .output(.say(text)) }

  static func command(
    _ command: DeviceCommand, _ step: PasscodeCommand.Step, failures: Int = 0,
    _ kind: PromptKind? = nil, _ text: String? = nil
  ) -> DialogState.Phase {
    .passcodeCommand(
      PasscodeCommand(
        command: command, step: step, failures: failures,
        question: text.map { Question(kind: kind ?? .authenticate, text: $0) }))
  }

  /// `:passcode` on a device that has one, at its first question.
  static func atCurrentPasscode() -> DialogTestStore {
    var store = DialogTestStore()
    store.send(.deviceCommand(.changePasscode), effects: [.checkPasscodeAvailability]) {
      $0.phase = command(.changePasscode, .checkingAvailability)
    }
    store.send(
      .passcodeAvailability(.available),
      effects: [prompt(.authenticate, PasscodeSentences.enterCurrentPasscode)]
    ) {
      $0.phase = command(
        .changePasscode, .current, .authenticate, PasscodeSentences.enterCurrentPasscode)
    }
    return store
  }

  @Test func unlockingAsksThePasscodeThenUnlocks() {
    var store = DialogTestStore(state: DialogState(deviceLocked: true))
    store.send(.deviceCommand(.unlock), effects: [.checkPasscodeAvailability]) {
      $0.phase = Self.command(.unlock, .checkingAvailability)
    }
    store.send(
      .passcodeAvailability(.available),
      effects: [Self.prompt(.unlock, PasscodeSentences.enterPasscodeToUnlock)]
    ) {
      $0.phase = Self.command(.unlock, .unlock, .unlock, PasscodeSentences.enterPasscodeToUnlock)
    }
    #expect(store.state.pendingSecretQuestion?.kind == .unlock)
    store.send(
      .passcodeEntered(.rejected),
      effects: [
        .output(.auth(.failure)), Self.say(PasscodeSentences.wrongPasscode),
        Self.prompt(.unlock, PasscodeSentences.enterPasscode),
      ]
    ) {
      $0.phase = Self.command(
        .unlock, .unlock, failures: 1, .unlock, PasscodeSentences.enterPasscode)
    }
    store.send(
      .passcodeEntered(.accepted),
      effects: [
        .output(.auth(.success)), .setDeviceLocked(false), Self.say(PasscodeSentences.unlocked),
      ]
    ) {
      $0.phase = .idle
      $0.deviceLocked = false
    }
    store.send(.deviceCommand(.unlock), effects: [Self.say(PasscodeSentences.alreadyUnlocked)])
  }

  @Test func aDeviceWithoutAPasscodeUnlocksWithoutOne() {
    var store = DialogTestStore(state: DialogState(deviceLocked: true))
    store.send(.deviceCommand(.unlock), effects: [.checkPasscodeAvailability]) {
      $0.phase = Self.command(.unlock, .checkingAvailability)
    }
    store.send(
      .passcodeAvailability(.notSet),
      effects: [.setDeviceLocked(false), Self.say(PasscodeSentences.unlocked)]
    ) {
      $0.phase = .idle
      $0.deviceLocked = false
    }
  }

  @Test func aLockoutRefusesTheCommandBeforeAnyQuestion() {
    var store = DialogTestStore(state: DialogState(deviceLocked: true))
    store.send(.deviceCommand(.unlock), effects: [.checkPasscodeAvailability]) {
      $0.phase = Self.command(.unlock, .checkingAvailability)
    }
    store.send(
      .passcodeAvailability(.lockedOut(seconds: 60)),
      effects: [.output(.auth(.lockedOut)), Self.say(PasscodeSentences.lockedOut(seconds: 60))]
    ) { $0.phase = .idle }
  }

  @Test func changingThePasscodeAsksTheCurrentThenTheNewTwiceThenSavesIt() {
    var store = Self.atCurrentPasscode()
    store.send(
      .passcodeEntered(.accepted),
      effects: [
        .output(.auth(.success)), Self.prompt(.authenticate, PasscodeSentences.enterNewPasscode),
      ]
    ) {
      $0.phase = Self.command(
        .changePasscode, .new, .authenticate, PasscodeSentences.enterNewPasscode)
    }
    // Too short: said why, asked again, one try used.
    store.send(
      .newPasscodeEntered(.tooShort),
      effects: [
        Self.say("A passcode has at least 4 digits."),
        Self.prompt(.authenticate, PasscodeSentences.enterNewPasscode),
      ]
    ) {
      $0.phase = Self.command(
        .changePasscode, .new, failures: 1, .authenticate, PasscodeSentences.enterNewPasscode)
    }
    store.send(
      .newPasscodeEntered(nil),
      effects: [Self.prompt(.authenticate, PasscodeSentences.enterNewPasscodeAgain)]
    ) {
      $0.phase = Self.command(
        .changePasscode, .confirm, failures: 1, .authenticate,
        PasscodeSentences.enterNewPasscodeAgain)
    }
    store.send(.newPasscodeRepeated(matches: true), effects: [.changePasscode]) {
      $0.phase = .idle
    }
    store.send(
      .passcodeChanged(saved: true), effects: [Self.say(PasscodeSentences.passcodeChanged)])
  }

  @Test func aPasscodeThatCouldNotBeSavedSaysNothingMore() {
    var store = DialogTestStore()
    store.send(.passcodeChanged(saved: false), effects: [])
  }

  @Test func aMismatchAsksTheNewPasscodeAgainAndTheThirdFailureGivesUp() {
    var store = DialogTestStore()
    store.send(.deviceCommand(.changePasscode), effects: [.checkPasscodeAvailability]) {
      $0.phase = Self.command(.changePasscode, .checkingAvailability)
    }
    // No passcode yet: straight to the new one.
    store.send(
      .passcodeAvailability(.notSet),
      effects: [Self.prompt(.authenticate, PasscodeSentences.enterNewPasscode)]
    ) {
      $0.phase = Self.command(
        .changePasscode, .new, .authenticate, PasscodeSentences.enterNewPasscode)
    }
    for failures in 1...2 {
      store.send(
        .newPasscodeEntered(nil),
        effects: [Self.prompt(.authenticate, PasscodeSentences.enterNewPasscodeAgain)]
      ) {
        $0.phase = Self.command(
          .changePasscode, .confirm, failures: failures - 1, .authenticate,
          PasscodeSentences.enterNewPasscodeAgain)
      }
      store.send(
        .newPasscodeRepeated(matches: false),
        effects: [
          Self.say(PasscodeSentences.mismatch),
          Self.prompt(.authenticate, PasscodeSentences.enterNewPasscode),
        ]
      ) {
        $0.phase = Self.command(
          .changePasscode, .new, failures: failures, .authenticate,
          PasscodeSentences.enterNewPasscode)
      }
    }
    store.send(
      .newPasscodeEntered(.notDigits),
      effects: [
        Self.say("A passcode has only digits."), Self.say(PasscodeSentences.tooManyTries),
      ]
    ) { $0.phase = .idle }
  }

  @Test func lettersAtTheCurrentPasscodeUseUpNoTry() {
    var store = Self.atCurrentPasscode()
    store.send(
      .passcodeEntered(.malformed),
      effects: [
        Self.say(PasscodeSentences.notAPasscode),
        Self.prompt(.authenticate, PasscodeSentences.enterPasscode),
      ]
    ) {
      $0.phase = Self.command(
        .changePasscode, .current, .authenticate, PasscodeSentences.enterPasscode)
    }
  }

  @Test func givingUpEndsTheCommandWithAnAuthenticationCancelledOnlyForTheOwnersPasscode() {
    var store = Self.atCurrentPasscode()
    store.send(
      .passcodeEntered(.cancelled),
      effects: [.output(.auth(.cancelled)), Self.say("OK, cancelled.")]
    ) { $0.phase = .idle }
    store = DialogTestStore(
      state: DialogState(
        phase: Self.command(
          .changePasscode, .new, .authenticate, PasscodeSentences.enterNewPasscode)))
    store.send(.interrupted, effects: [Self.say("OK, cancelled.")]) { $0.phase = .idle }
  }

  @Test func lockingEndsWhateverIsUnderWayAndForgetsTheFollowUp() {
    let continuation = Continuation(
      next: Intent(name: .sendMessage, app: "UnicornChat"), answerParameter: "content")
    var store = DialogTestStore(
      state: DialogState(
        phase: .active(
          IntentDialog(intent: Fixtures.textJohn(), step: .resolving(parameter: "recipients"))),
        continuation: continuation))
    store.send(
      .deviceCommand(.lock),
      effects: [
        Self.say("OK, cancelled."), .output(.end(.cancelled)), .setDeviceLocked(true),
        Self.say(PasscodeSentences.locked),
      ]
    ) {
      $0.phase = .idle
      $0.continuation = nil
      $0.deviceLocked = true
    }
    store.send(.deviceCommand(.lock), effects: [Self.say(PasscodeSentences.alreadyLocked)])
  }

  @Test func lockingDuringPasscodeChangeCancelsIt() {
    var store = Self.atCurrentPasscode()
    store.send(
      .deviceCommand(.lock),
      effects: [
        .output(.auth(.cancelled)), Self.say("OK, cancelled."), .setDeviceLocked(true),
        Self.say(PasscodeSentences.locked),
      ]
    ) {
      $0.phase = .idle
      $0.deviceLocked = true
    }
  }
}
