/// What a passcode must be: 4 to 6 ASCII digits. iOS's numeric passcodes are 4 or 6 digits and
/// its passcode pad types nothing else; 5 is allowed too, as nothing is gained by refusing it.
public enum PasscodeRules {
  public static let lengths = 4...6

  /// The first rule `passcode` breaks, or nil when it is a valid passcode. Letters are reported
  /// before length: "12ab" is not a passcode at all, whatever its length.
  public static func problem(with passcode: String) -> PasscodeProblem? {
    let scalars = passcode.unicodeScalars
    // ASCII only: Character.isNumber would let "١٢٣٤" or "½" through.
    guard scalars.allSatisfy({ ("0"..."9").contains($0) }) else { return .notDigits }
    if scalars.count < lengths.lowerBound { return .tooShort }
    if scalars.count > lengths.upperBound { return .tooLong }
    return nil
  }
}

/// Why a string is not a valid passcode; the dialog has a sentence for each.
public enum PasscodeProblem: Error, Equatable, Sendable {
  case notDigits
  case tooShort
  case tooLong
}
