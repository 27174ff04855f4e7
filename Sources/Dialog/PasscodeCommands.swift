import IntentKit

/// The device's own commands: `:lock`, `:unlock` and `:passcode`.
public enum DeviceCommand: Hashable, Sendable {
  case lock
  case unlock
  case changePasscode
}

/// `:unlock` or `:passcode` under way: the device's questions, outside any intent dialog. As at
/// the dialog's own prompts, the digits never reach the dialog: the runtime checks them and
/// reports a verdict, and keeps a new passcode until it is entered again.
public struct PasscodeCommand: Hashable, Sendable {
  public enum Step: Hashable, Sendable {
    /// Waiting to hear whether the passcode can be asked for.
    case checkingAvailability
    /// The passcode, to unlock the device (`:unlock`).
    case unlock
    /// The current passcode, before a new one (`:passcode`).
    case current
    /// The new passcode.
    case new
    /// The new passcode again.
    case confirm
  }

  /// `.unlock` or `.changePasscode`.
  public var command: DeviceCommand
  public var step: Step
  /// Wrong entries so far; the command gives up at the dialog's limit.
  public var failures: Int
  /// The question asked for this step; nil while checking availability.
  public var question: Question?

  public init(
    command: DeviceCommand, step: Step, failures: Int = 0, question: Question? = nil
  ) {
    self.command = command
    self.step = step
    self.failures = failures
    self.question = question
  }

  /// Whether the step asks for the passcode the device has (an `auth` check), rather than a new
  /// one.
  var checksOwner: Bool { step == .unlock || step == .current }
}

/// Why a new passcode is refused.
public enum NewPasscodeProblem: Hashable, Sendable {
  case notDigits
  case tooShort
  case tooLong

  var sentence: String {
    switch self {
    case .notDigits: return "A passcode has only digits."
    case .tooShort: return "A passcode has at least 4 digits."
    case .tooLong: return "A passcode has at most 6 digits."
    }
  }
}

/// What the device commands say.
extension PasscodeSentences {
  public static let locked = "Your iPhone is locked."
  public static let alreadyLocked = "Your iPhone is already locked."
  public static let unlocked = "Your iPhone is unlocked."
  public static let alreadyUnlocked = "Your iPhone is already unlocked."
  public static let enterPasscodeToUnlock = "Enter your passcode to unlock your iPhone."
  public static let enterCurrentPasscode = "Enter your current passcode."
  public static let enterNewPasscode = "Enter a new passcode (4 to 6 digits)."
  public static let enterNewPasscodeAgain = "Enter the new passcode again."
  public static let mismatch = "The passcodes don't match."
  public static let passcodeChanged = "Passcode changed."
}

extension DialogManager {
  /// `:lock`, `:unlock` or `:passcode`. Locking puts Siri away: whatever is under way ends, and
  /// no follow-up is remembered. The runtime sends the others only when no dialog is under way.
  func deviceCommand(_ command: DeviceCommand, _ state: inout DialogState) -> [DialogEffect] {
    switch command {
    case .lock:
      guard !state.deviceLocked else { return [say(PasscodeSentences.alreadyLocked)] }
      var effects: [DialogEffect] = []
      switch state.phase {
      case .understanding, .active:
        effects = [say(sentences.cancelled), .output(.end(.cancelled))]
      case .passcodeCommand(let under):
        effects = cancelled(under)
      case .idle, .followingUp, .interpretingFollowUp:
        break
      }
      state.phase = .idle
      state.continuation = nil
      state.deviceLocked = true
      return effects + [.setDeviceLocked(true), say(PasscodeSentences.locked)]
    case .unlock:
      guard state.deviceLocked else { return [say(PasscodeSentences.alreadyUnlocked)] }
      state.phase = .passcodeCommand(PasscodeCommand(command: .unlock, step: .checkingAvailability))
      return [.checkPasscodeAvailability]
    case .changePasscode:
      state.phase = .passcodeCommand(
        PasscodeCommand(command: .changePasscode, step: .checkingAvailability))
      return [.checkPasscodeAvailability]
    }
  }

  func passcodeAvailability(
    _ availability: PasscodeAvailability, for command: PasscodeCommand,
    _ state: inout DialogState
  ) -> [DialogEffect] {
    switch (availability, command.command) {
    case (.lockedOut(let seconds), _):
      state.phase = .idle
      return [.output(.auth(.lockedOut)), say(PasscodeSentences.lockedOut(seconds: seconds))]
    case (.notSet, .unlock):
      // A device without a passcode unlocks without one.
      return unlock(&state)
    case (.notSet, _):
      return ask(.new, PasscodeSentences.enterNewPasscode, command, &state)
    case (.available, .unlock):
      return ask(.unlock, PasscodeSentences.enterPasscodeToUnlock, command, &state)
    case (.available, _):
      return ask(.current, PasscodeSentences.enterCurrentPasscode, command, &state)
    }
  }

  /// The runtime's verdict on the passcode typed at `:unlock`'s or `:passcode`'s question, or
  /// `.cancelled` when the user gave up at any of them.
  func passcodeEntered(
    _ verdict: PasscodeVerdict, for command: PasscodeCommand, _ state: inout DialogState
  ) -> [DialogEffect] {
    if verdict == .cancelled { return cancelled(command, &state) }
    guard command.checksOwner else { return [] }
    let auth = DialogEffect.output(.auth(verdict.authenticationResult))
    switch verdict {
    case .accepted where command.step == .unlock:
      return [auth] + unlock(&state)
    case .accepted:
      var next = command
      next.failures = 0
      return [auth] + ask(.new, PasscodeSentences.enterNewPasscode, next, &state)
    case .rejected:
      var next = command
      next.failures += 1
      return [auth] + retry(next, saying: verdict.refusal, &state)
    case .malformed:
      // Letters are no attempt at the passcode: asked again without using up a try.
      return [say(verdict.refusal ?? "")]
        + ask(command.step, PasscodeSentences.enterPasscode, command, &state)
    case .rejectedAndLockedOut, .lockedOut:
      state.phase = .idle
      return [auth, say(verdict.refusal ?? "")]
    case .cancelled:
      return cancelled(command, &state)
    }
  }

  /// The new passcode was typed: refused for `problem`, or to be entered again.
  func newPasscodeEntered(
    _ problem: NewPasscodeProblem?, for command: PasscodeCommand, _ state: inout DialogState
  ) -> [DialogEffect] {
    guard command.step == .new else { return [] }
    guard let problem else {
      return ask(.confirm, PasscodeSentences.enterNewPasscodeAgain, command, &state)
    }
    var next = command
    next.failures += 1
    return retry(next, saying: problem.sentence, &state)
  }

  /// The new passcode was typed again: saved when both entries match, else asked anew.
  func newPasscodeRepeated(
    matches: Bool, for command: PasscodeCommand, _ state: inout DialogState
  ) -> [DialogEffect] {
    guard command.step == .confirm else { return [] }
    guard matches else {
      var next = command
      next.step = .new
      next.failures += 1
      return retry(next, saying: PasscodeSentences.mismatch, &state)
    }
    state.phase = .idle
    return [.changePasscode]
  }

  /// The runtime saved the new passcode, or showed why it could not.
  func passcodeChanged(saved: Bool) -> [DialogEffect] {
    saved ? [say(PasscodeSentences.passcodeChanged)] : []
  }

  /// The command ends: Ctrl-C, end of input, "cancel" at its question, or the device locked.
  func cancelled(_ command: PasscodeCommand, _ state: inout DialogState) -> [DialogEffect] {
    state.phase = .idle
    return cancelled(command)
  }

  private func cancelled(_ command: PasscodeCommand) -> [DialogEffect] {
    (command.checksOwner ? [.output(.auth(.cancelled))] : []) + [say(sentences.cancelled)]
  }

  private func unlock(_ state: inout DialogState) -> [DialogEffect] {
    state.phase = .idle
    state.deviceLocked = false
    return [.setDeviceLocked(false), say(PasscodeSentences.unlocked)]
  }

  /// Asks again after a wrong entry, or gives up at the dialog's limit of failed attempts.
  private func retry(
    _ command: PasscodeCommand, saying sentence: String?, _ state: inout DialogState
  ) -> [DialogEffect] {
    let said = sentence.map { [say($0)] } ?? []
    guard command.failures < configuration.maxFailedAttempts else {
      state.phase = .idle
      return said + [say(PasscodeSentences.tooManyTries)]
    }
    let prompt =
      switch command.step {
      case .new: PasscodeSentences.enterNewPasscode
      case .confirm: PasscodeSentences.enterNewPasscodeAgain
      case .checkingAvailability, .unlock, .current: PasscodeSentences.enterPasscode
      }
    return said + ask(command.step, prompt, command, &state)
  }

  private func ask(
    _ step: PasscodeCommand.Step, _ text: String, _ command: PasscodeCommand,
    _ state: inout DialogState
  ) -> [DialogEffect] {
    var next = command
    next.step = step
    // Unlocking is an unlock prompt; `:passcode`'s questions authenticate the owner.
    let question = Question(kind: step == .unlock ? .unlock : .authenticate, text: text)
    next.question = question
    state.phase = .passcodeCommand(next)
    return [.output(.prompt(PromptRendering.view(of: question)))]
  }

  private func say(_ sentence: String) -> DialogEffect { .output(.say(sentence)) }
}
