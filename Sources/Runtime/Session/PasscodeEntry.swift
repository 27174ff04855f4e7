import Dialog
import Foundation
import Store

/// How a typed line is shown in events, transcripts and history.
public struct ShownLine: Sendable {
  public var text: String
  public var keepInHistory: Bool
  /// A passcode typed where none was asked for: refused, never kept.
  public var isMisplacedPasscode: Bool
  /// `:unlock` or `:passcode` with digits typed on its line: refused, never run.
  public var passcodeOnCommandLine: String? = nil
}

/// Passcode entry, at the dialog's unlock and authenticate prompts and those of `:unlock` and
/// `:passcode` (whose steps are the dialog's too). The digits go from the reader to the store's
/// check and nowhere else: events, transcripts and history only ever see a placeholder.
extension Session {
  /// Whether the next line is a secret: read with echo off and kept out of history.
  public var awaitsSecret: Bool { state.pendingSecretQuestion != nil }

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
        await send(.passcodeEntered(.cancelled))
        return .continue
      }
    }
    let digits = input.digits(testPasscode: testPasscode(for: input))
      .trimmingCharacters(in: .whitespaces)
    if case .passcodeCommand(let command) = state.phase {
      let isStandIn: Bool
      if case .typed = input { isStandIn = false } else { isStandIn = true }
      switch command.step {
      case .new:
        await enterNewPasscode(digits, isStandIn: isStandIn)
        return .continue
      case .confirm:
        await repeatNewPasscode(digits, isStandIn: isStandIn)
        return .continue
      case .checkingAvailability, .unlock, .current:
        break
      }
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
    if !isInDialog { return true }
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

  // MARK: - :passcode's new passcode

  /// The new passcode typed at `:passcode`: kept until it is typed again when it is one.
  private func enterNewPasscode(_ digits: String, isStandIn: Bool) async {
    guard let problem = PasscodeRules.problem(with: digits) else {
      newPasscode = NewPasscode(digits: digits, isStandIn: isStandIn)
      emit(.user(SecretEntry.newPasscodePlaceholder))
      return await send(.newPasscodeEntered(nil))
    }
    emit(.user(SecretEntry.placeholder(for: .malformed)))
    await send(.newPasscodeEntered(problem.newPasscodeProblem))
  }

  /// The new passcode typed again, compared with the first entry.
  private func repeatNewPasscode(_ digits: String, isStandIn: Bool) async {
    let matches = newPasscode?.digits == digits
    if matches, let first = newPasscode {
      // Kept as replay's fixture only when both entries were a transcript's stand-ins.
      newPasscode = NewPasscode(digits: first.digits, isStandIn: first.isStandIn && isStandIn)
      emit(.user(SecretEntry.newPasscodePlaceholder))
    } else {
      emit(.user(SecretEntry.placeholder(for: .wrong)))
    }
    await send(.newPasscodeRepeated(matches: matches))
  }

  /// Saves the new passcode typed twice (`DialogEffect.changePasscode`). A passcode a person
  /// typed is never kept in clear; a transcript's stand-in is the fixture replay types from
  /// now on.
  func saveNewPasscode() -> DialogEvent {
    defer { newPasscode = nil }
    guard let entry = newPasscode else {
      emit(.error("cannot change the passcode: no new passcode was entered"))
      return .passcodeChanged(saved: false)
    }
    do {
      try environment.database.changePasscode(to: entry.digits)
      try environment.database.setTestPasscode(entry.isStandIn ? entry.digits : nil)
      return .passcodeChanged(saved: true)
    } catch {
      emit(.error("cannot change the passcode: \(error)"))
      return .passcodeChanged(saved: false)
    }
  }
}

/// A new passcode typed once at `:passcode`, until it is typed again: the runtime's to keep,
/// as the digits never reach the dialog. `isStandIn` when it came from a transcript
/// placeholder.
struct NewPasscode {
  var digits: String
  var isStandIn: Bool
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
  /// Why the dialog refuses a new passcode.
  var newPasscodeProblem: NewPasscodeProblem {
    switch self {
    case .notDigits: return .notDigits
    case .tooShort: return .tooShort
    case .tooLong: return .tooLong
    }
  }
}
