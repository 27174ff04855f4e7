import Dialog

/// `:lock`, `:unlock` and `:passcode`: the device's lock state and its passcode. Unlocking and
/// changing the passcode read secrets; `Session.submitSecret` carries them on.
enum DeviceCommands {
  static let unlocked = "Your iPhone is unlocked."
  static let enterNewPasscode = "Enter a new passcode (4 to 6 digits)."
  static let enterNewPasscodeAgain = "Enter the new passcode again."
  static let mismatch = "The passcodes don't match."
  static let passcodeChanged = "Passcode changed."

  static func lock(_ session: Session) async {
    guard !session.state.deviceLocked else {
      return session.emit(.say("Your iPhone is already locked."))
    }
    // Locking the device puts Siri away: the request under way ends there.
    if session.isInIntentDialog {
      session.emit(.say("OK, cancelled."))
      session.emit(.end(.cancelled))
    }
    // A follow-up question is dropped too, without an end: its dialog has ended.
    if session.isInDialog { session.resetDialog() }
    await session.setDeviceLocked(true)
    session.emit(.say("Your iPhone is locked."))
  }

  static func unlock(_ session: Session) async {
    guard session.state.deviceLocked else {
      return session.emit(.say("Your iPhone is already unlocked."))
    }
    switch session.passcodeAvailability() {
    case .notSet:
      await session.setDeviceLocked(false)
      session.emit(.say(unlocked))
    case .lockedOut(let seconds):
      session.emit(.dialog(.auth(.lockedOut)))
      session.emit(.say(PasscodeSentences.lockedOut(seconds: seconds)))
    case .available:
      session.passcodeCommand = .unlock(failures: 0)
      session.askSecret(.unlock, "Enter your passcode to unlock your iPhone.")
    }
  }

  /// Asks for the current passcode (when there is one), then the new one twice.
  static func changePasscode(_ session: Session) {
    switch session.passcodeAvailability() {
    case .notSet:
      session.passcodeCommand = .new(failures: 0)
      session.askSecret(.authenticate, enterNewPasscode)
    case .lockedOut(let seconds):
      session.emit(.dialog(.auth(.lockedOut)))
      session.emit(.say(PasscodeSentences.lockedOut(seconds: seconds)))
    case .available:
      session.passcodeCommand = .current(failures: 0)
      session.askSecret(.authenticate, "Enter your current passcode.")
    }
  }
}
