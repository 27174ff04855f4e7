import Dialog
import Foundation
import Store

/// Where `:unlock` or `:passcode` is, between the secrets it reads.
enum PasscodeCommand: Equatable {
  /// `:unlock`: the passcode, to unlock the device.
  case unlock(failures: Int)
  /// `:passcode`: the current passcode, before a new one.
  case current(failures: Int)
  /// `:passcode`: the new passcode.
  case new(failures: Int)
  /// `:passcode`: the new passcode again. `isStandIn` when it came from a transcript
  /// placeholder, so replay can go on typing it as `[passcode]`.
  case confirm(newPasscode: String, failures: Int, isStandIn: Bool)
}

/// How a typed line is shown in events, transcripts and history.
public struct ShownLine: Sendable {
  public var text: String
  public var keepInHistory: Bool
  /// A passcode typed where none was asked for: refused, never kept.
  public var isMisplacedPasscode: Bool
  /// `:unlock` or `:passcode` with digits typed on its line: refused, never run.
  public var passcodeOnCommandLine: String? = nil
}

/// Passcode entry, at the dialog's unlock and authenticate prompts and for `:unlock` and
/// `:passcode`. The digits go from the reader to the store's check and nowhere else: events,
/// transcripts and history only ever see a placeholder.
extension Session {
  /// Whether the next line is a secret: read with echo off and kept out of history.
  public var awaitsSecret: Bool {
    if passcodeCommand != nil { return true }
    guard case .active(let dialog) = state.phase else { return false }
    return dialog.pendingSecretQuestion != nil
  }

  /// A secret line, typed or a transcript's placeholder. Ignored when no secret is awaited.
  @discardableResult
  public func submitSecret(_ input: SecretEntry) async -> SubmitResult {
    await turn { await submitSecretLine(input) }
  }

  private func submitSecretLine(_ input: SecretEntry) async -> SubmitResult {
    guard awaitsSecret else { return .continue }
    if case .typed(let text) = input {
      let word = text.trimmingCharacters(in: .whitespaces)
      guard !word.isEmpty else { return .continue }
      // No passcode starts with a colon: meta-commands work at the passcode prompt too, and
      // the prompt is asked again after them.
      if word.hasPrefix(":") { return await submit(word) }
      // No passcode has letters, so these words can only mean giving up.
      if Self.cancelWords.contains(word.lowercased()) {
        emit(.user(word))
        if passcodeCommand != nil {
          cancelPasscodeCommand()
        } else {
          await send(.passcodeEntered(.cancelled))
        }
        return .continue
      }
    }
    let digits = input.digits(testPasscode: testPasscode(for: input))
      .trimmingCharacters(in: .whitespaces)
    if let command = passcodeCommand {
      let isStandIn: Bool
      if case .typed = input { isStandIn = false } else { isStandIn = true }
      await continuePasscodeCommand(command, digits: digits, isStandIn: isStandIn)
      return .continue
    }
    let verdict = verdict(for: digits)
    emit(.user(SecretEntry.placeholder(for: verdict.check)))
    await send(.passcodeEntered(verdict))
    return .continue
  }

  /// How a typed line is shown in events, transcripts and history. What looks like a passcode
  /// typed where none was asked for (the prompt had ended), or on a `:unlock` line, is shown
  /// as a placeholder and kept out of history.
  public func shownForm(of line: String) -> ShownLine {
    shownForm(ofTrimmed: line.trimmingWhitespace())
  }

  /// `shownForm(of:)` of a line already trimmed.
  func shownForm(ofTrimmed text: String) -> ShownLine {
    if let command = Self.passcodeCommandCarryingDigits(text) {
      return ShownLine(
        text: "\(command) \(SecretEntry.passcodePlaceholder)", keepInHistory: false,
        isMisplacedPasscode: false, passcodeOnCommandLine: command)
    }
    guard isPasscode(text) else {
      return ShownLine(text: text, keepInHistory: true, isMisplacedPasscode: false)
    }
    return ShownLine(
      text: SecretEntry.passcodePlaceholder, keepInHistory: false, isMisplacedPasscode: true)
  }

  /// Whether a line typed where no passcode is asked for is the passcode: between requests,
  /// anything shaped like one (nothing else is typed there as bare digits); at a question, a
  /// line of digits only that the stored hash says is the passcode, so an amount or a number
  /// is still an answer. The slow check runs only for such lines, once per line.
  private func isPasscode(_ text: String) -> Bool {
    guard PasscodeRules.problem(with: text) == nil else { return false }
    if !isInDialog && passcodeCommand == nil { return true }
    if let known = lastPasscodeCheck, known.line == text { return known.isPasscode }
    let isPasscode: Bool
    do {
      isPasscode = try environment.database.isPasscode(text)
    } catch {
      // Unknown: kept out of sight as if it were, which costs at most a question asked again.
      emit(.error("cannot check the line against the passcode: \(error)"))
      isPasscode = true
    }
    lastPasscodeCheck = (text, isPasscode)
    return isPasscode
  }

  /// `:unlock` or `:passcode` when `text` is one of them with digits typed on the same line,
  /// however it is written (`:Unlock 1234`, `: unlock\t1234`, `:unlock"1234"`): read as the
  /// dispatcher reads it, so the filter never sees less than the command does.
  /// Digits run into the name (`:unlock1234`) count too.
  static func passcodeCommandCarryingDigits(_ text: String) -> String? {
    guard let line = MetaCommandLine(text),
      let command = [":unlock", ":passcode"].first(where: { line.name.hasPrefix($0) })
    else { return nil }
    let typed = [String(line.name.dropFirst(command.count))] + line.arguments
    return typed.contains { $0.contains(where: \.isNumber) } ? command : nil
  }

  /// A transcript placeholder where no passcode is asked for: its digits typed as a line, as a
  /// person who typed the passcode too late would (and shown as the placeholder again).
  public func submitStray(_ entry: SecretEntry) async -> SubmitResult {
    await submit(entry.digits(testPasscode: testPasscode(for: entry)))
  }

  /// The data set's test passcode, which a transcript's placeholders stand for; typed digits
  /// need none. One that cannot be read is said, and the placeholder stands for no passcode.
  private func testPasscode(for entry: SecretEntry) -> String? {
    if case .typed = entry { return nil }
    do {
      return try environment.database.testPasscode()
    } catch {
      emit(.error("cannot read the data set's test passcode: \(error)"))
      return nil
    }
  }

  private static let cancelWords: Set<String> = ["cancel", "never mind", "nevermind", "stop"]

  /// Checks a passcode against the store, which counts failures and runs the lockout.
  func verdict(for digits: String) -> PasscodeVerdict {
    guard PasscodeRules.problem(with: digits) == nil else { return .malformed }
    let now = environment.clock.now
    do {
      switch try environment.database.verifyPasscode(digits, now: now) {
      case .accepted: return .accepted
      case .rejected(_, let until?): return .rejectedAndLockedOut(seconds: seconds(until, now))
      case .rejected(_, nil): return .rejected
      case .lockedOut(let until): return .lockedOut(seconds: seconds(until, now))
      // No passcode to protect the device: nothing to refuse (LAError.passcodeNotSet aside,
      // prompts are not shown then; this is only reached if it was removed meanwhile).
      case .passcodeNotSet: return .accepted
      }
    } catch {
      emit(.error("cannot check the passcode: \(error)"))
      return .cancelled
    }
  }

  /// Whether the passcode can be asked for now.
  func passcodeAvailability() -> PasscodeAvailability {
    let now = environment.clock.now
    do {
      guard try environment.database.hasPasscode() else { return .notSet }
      if let until = try environment.database.passcodeLockout(now: now) {
        return .lockedOut(seconds: seconds(until, now))
      }
      return .available
    } catch {
      emit(.error("cannot read the passcode state: \(error)"))
      return .lockedOut(seconds: 0)
    }
  }

  /// Whole seconds until `date`, rounded up so a wait is never said shorter than it is.
  private func seconds(_ date: Date, _ now: Date) -> Int {
    max(1, Int(date.timeIntervalSince(now).rounded(.up)))
  }

  /// Records the device's lock state and tells the dialog.
  func setDeviceLocked(_ locked: Bool) async {
    do {
      try environment.database.setDeviceLocked(locked)
    } catch {
      emit(.error("cannot record the lock state: \(error)"))
    }
    await send(.deviceLockChanged(locked: locked))
  }

  // MARK: - :unlock and :passcode

  private func continuePasscodeCommand(
    _ command: PasscodeCommand, digits: String, isStandIn: Bool
  ) async {
    switch command {
    case .unlock(let failures), .current(let failures):
      let verdict = verdict(for: digits)
      emit(.user(SecretEntry.placeholder(for: verdict.check)))
      if verdict != .cancelled, verdict != .malformed {
        emit(.dialog(.auth(verdict.authenticationResult)))
      }
      switch verdict {
      case .accepted:
        passcodeCommand = nil
        if case .unlock = command {
          await setDeviceLocked(false)
          emit(.say(DeviceCommands.unlocked))
        } else {
          passcodeCommand = .new(failures: 0)
          askSecret(.authenticate, DeviceCommands.enterNewPasscode)
        }
      case .rejected:
        retry(
          command.with(failures: failures + 1), saying: verdict.refusal ?? "",
          then: PasscodeSentences.enterPasscode)
      case .malformed:
        // Letters are no attempt at the passcode: asked again without using up a try.
        retry(command, saying: verdict.refusal ?? "", then: PasscodeSentences.enterPasscode)
      case .rejectedAndLockedOut, .lockedOut:
        passcodeCommand = nil
        emit(.say(verdict.refusal ?? ""))
      case .cancelled:
        passcodeCommand = nil
      }
    case .new(let failures):
      if let problem = PasscodeRules.problem(with: digits) {
        emit(.user(SecretEntry.placeholder(for: .malformed)))
        return retry(
          .new(failures: failures + 1), saying: problem.sentence,
          then: DeviceCommands.enterNewPasscode)
      }
      emit(.user("[new passcode]"))
      passcodeCommand = .confirm(newPasscode: digits, failures: failures, isStandIn: isStandIn)
      askSecret(.authenticate, DeviceCommands.enterNewPasscodeAgain)
    case .confirm(let newPasscode, let failures, let wasStandIn):
      guard digits == newPasscode else {
        emit(.user(SecretEntry.placeholder(for: .wrong)))
        return retry(
          .new(failures: failures + 1), saying: DeviceCommands.mismatch,
          then: DeviceCommands.enterNewPasscode)
      }
      emit(.user("[new passcode]"))
      passcodeCommand = nil
      do {
        try environment.database.changePasscode(to: newPasscode)
        // A passcode a person typed is never kept in clear; a transcript's stand-in is the
        // fixture replay types from now on.
        try environment.database.setTestPasscode(wasStandIn && isStandIn ? newPasscode : nil)
        emit(.say(DeviceCommands.passcodeChanged))
      } catch {
        emit(.error("cannot change the passcode: \(error)"))
      }
    }
  }

  /// Asks again after a failed entry, or gives up at the third.
  private func retry(_ next: PasscodeCommand, saying sentence: String, then prompt: String) {
    emit(.say(sentence))
    guard next.failures < environment.dialog.configuration.maxFailedAttempts else {
      passcodeCommand = nil
      return emit(.say(PasscodeSentences.tooManyTries))
    }
    passcodeCommand = next
    askSecret(next.promptKind, prompt)
  }

  /// Shows a command's passcode question as the dialog shows its own: a `prompt` event, then
  /// its line.
  func askSecret(_ kind: PromptKind, _ text: String) {
    show(.prompt(PromptRendering.view(of: Question(kind: kind, text: text))))
  }

  func cancelPasscodeCommand() {
    if case .unlock = passcodeCommand { emit(.dialog(.auth(.cancelled))) }
    if case .current = passcodeCommand { emit(.dialog(.auth(.cancelled))) }
    passcodeCommand = nil
    emit(.say("OK, cancelled."))
  }
}

extension PasscodeCommand {
  /// Unlocking is an unlock prompt; `:passcode`'s questions authenticate the owner.
  var promptKind: PromptKind {
    if case .unlock = self { return .unlock }
    return .authenticate
  }

  /// What its prompt asks.
  var prompt: String {
    switch self {
    case .unlock, .current: return PasscodeSentences.enterPasscode
    case .new: return DeviceCommands.enterNewPasscode
    case .confirm: return DeviceCommands.enterNewPasscodeAgain
    }
  }

  var failures: Int {
    switch self {
    case .unlock(let failures), .current(let failures), .new(let failures): return failures
    case .confirm(_, let failures, _): return failures
    }
  }

  func with(failures: Int) -> PasscodeCommand {
    switch self {
    case .unlock: return .unlock(failures: failures)
    case .current: return .current(failures: failures)
    case .new: return .new(failures: failures)
    case .confirm(let passcode, _, let isStandIn):
      return .confirm(newPasscode: passcode, failures: failures, isStandIn: isStandIn)
    }
  }
}

extension PasscodeVerdict {
  /// How the entry is shown in its place.
  var check: PasscodeCheck {
    switch self {
    case .accepted: return .right
    case .malformed: return .malformed
    default: return .wrong
    }
  }
}

extension PasscodeProblem {
  /// Why a new passcode is refused.
  var sentence: String {
    switch self {
    case .notDigits: return "A passcode has only digits."
    case .tooShort: return "A passcode has at least 4 digits."
    case .tooLong: return "A passcode has at most 6 digits."
    }
  }
}
