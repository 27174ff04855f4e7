/// A secret typed at a passcode prompt, or a transcript's stand-in for one. Transcripts never
/// hold digits: replay types the data set's test passcode for `[passcode]`, and
/// passcodes derived from it for the other placeholders.
public enum SecretEntry: Sendable, Equatable {
  case typed(String)
  /// `> [passcode]`: the right passcode.
  case passcode
  /// `> [wrong passcode]`: a well-formed passcode that is not the right one.
  case wrongPasscode
  /// `> [new passcode]`: a valid passcode other than the current one (for `:passcode`).
  case newPasscode
  /// `> [not a passcode]`: letters, which no passcode has.
  case notAPasscode

  /// The placeholder a transcript line holds, if it is one.
  public init?(placeholder: String) {
    switch placeholder {
    case Self.passcodePlaceholder: self = .passcode
    case "[wrong passcode]": self = .wrongPasscode
    case Self.newPasscodePlaceholder: self = .newPasscode
    case "[not a passcode]": self = .notAPasscode
    default: return nil
    }
  }

  static let passcodePlaceholder = "[passcode]"
  /// `:passcode`'s new passcode, typed once or again.
  static let newPasscodePlaceholder = "[new passcode]"

  /// What a transcript and the JSON `user` event show for an entry, never its digits.
  static func placeholder(for verdict: PasscodeCheck) -> String {
    switch verdict {
    case .right: return passcodePlaceholder
    case .wrong: return "[wrong passcode]"
    case .malformed: return "[not a passcode]"
    }
  }

  /// The digits to type for a placeholder, from the test passcode.
  func digits(testPasscode: String?) -> String {
    let test = testPasscode ?? ""
    switch self {
    case .typed(let text): return text
    case .passcode: return test
    // Every digit changed: wrong whatever the passcode, and of a valid length.
    case .wrongPasscode: return test.isEmpty ? "0000" : Self.shifted(test, by: 5)
    case .newPasscode: return test.isEmpty ? "2468" : Self.shifted(test, by: 1)
    case .notAPasscode: return "abcd"
    }
  }

  private static func shifted(_ digits: String, by offset: Int) -> String {
    String(
      digits.map { character in
        guard let value = character.wholeNumberValue else { return character }
        return Character(String((value + offset) % 10))
      })
  }
}

/// How a typed passcode compared, for what is shown in its place.
enum PasscodeCheck {
  case right
  case wrong
  case malformed
}
