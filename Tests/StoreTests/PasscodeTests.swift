import Foundation
import Testing

@testable import Store

/// Cheap hashes keep these tests quick; the standard cost is checked where it is the point.
let quickRounds = PasscodeHash.acceptedRounds.lowerBound

@Suite struct PasscodeHashTests {
  @Test func aHashRoundTripsThroughItsEncodingAndMatchesItsPasscode() throws {
    let hash = try PasscodeHash.make(for: "1234", rounds: quickRounds)
    let decoded = try PasscodeHash(encoded: hash.encoded)
    #expect(decoded == hash)
    #expect(decoded.encoded == hash.encoded)
    #expect(try decoded.matches("1234"))
  }

  @Test func newHashesUseTheStandardRoundsAndA16ByteSalt() throws {
    let fields = try PasscodeHash.make(for: "1234").encoded.split(separator: "$")
    #expect(fields.count == 4)
    #expect(fields[0] == "pbkdf2-sha256")
    #expect(Int(fields[1]) == PasscodeHash.standardRounds)
    #expect(Data(base64Encoded: String(fields[2]))?.count == 16)
    #expect(Data(base64Encoded: String(fields[3]))?.count == 32)
  }

  @Test func aWrongPasscodeIsRejected() throws {
    let hash = try PasscodeHash.make(for: "1234", rounds: quickRounds)
    for wrong in ["1235", "4321", "12345", "123", "", "1234 ", "abcd"] {
      #expect(try !hash.matches(wrong), "matched \(wrong.count) characters")
    }
  }

  @Test func theSamePasscodeGetsADifferentSaltEachTime() throws {
    let first = try PasscodeHash.make(for: "1234", rounds: quickRounds)
    let second = try PasscodeHash.make(for: "1234", rounds: quickRounds)
    #expect(first.encoded != second.encoded)
    #expect(first.encoded.split(separator: "$")[2] != second.encoded.split(separator: "$")[2])
    #expect(try first.matches("1234") && second.matches("1234"))
  }

  /// Made with Python's hashlib.pbkdf2_hmac("sha256", b"1234", bytes(range(16)), 10000, 32):
  /// the encoding is standard PBKDF2, so other tools can make and check it.
  @Test func aHashMadeByAnotherImplementationVerifies() throws {
    let hash = try PasscodeHash(
      encoded:
        "pbkdf2-sha256$10000$AAECAwQFBgcICQoLDA0ODw==$keoFm64DM6KWn8jM18d4Ud2kP1rblrruokamJM30iew=")
    #expect(hash.rounds == 10_000)
    #expect(try hash.matches("1234"))
    #expect(try !hash.matches("1243"))
  }

  static let salt = "AAECAwQFBgcICQoLDA0ODw=="
  static let key = "keoFm64DM6KWn8jM18d4Ud2kP1rblrruokamJM30iew="

  @Test(
    arguments: [
      (
        "1234",
        #"expected "pbkdf2-sha256$<rounds>$<salt base64>$<key base64>", found 1 field separated by "$""#
      ),
      (
        "pbkdf2-sha256$10000$\(salt)",
        #"expected "pbkdf2-sha256$<rounds>$<salt base64>$<key base64>", found 3 fields separated by "$""#
      ),
      ("scrypt$10000$\(salt)$\(key)", #"unknown algorithm "scrypt" (expected "pbkdf2-sha256")"#),
      ("pbkdf2-sha256$ten$\(salt)$\(key)", #"rounds "ten" is not a whole number"#),
      ("pbkdf2-sha256$-5$\(salt)$\(key)", #"rounds "-5" is not a whole number"#),
      ("pbkdf2-sha256$$\(salt)$\(key)", #"rounds "" is not a whole number"#),
      ("pbkdf2-sha256$1$\(salt)$\(key)", "rounds 1 outside 10000...10000000"),
      ("pbkdf2-sha256$99999999999$\(salt)$\(key)", "rounds 99999999999 outside 10000...10000000"),
      ("pbkdf2-sha256$10000$not base64!$\(key)", "salt is not base64"),
      ("pbkdf2-sha256$10000$AAECAw==$\(key)", "salt has 4 bytes, expected at least 16"),
      ("pbkdf2-sha256$10000$\(salt)$", "key has 0 bytes, expected 32"),
      ("pbkdf2-sha256$10000$\(salt)$%%%", "key is not base64"),
      ("pbkdf2-sha256$10000$\(salt)$\(salt)", "key has 16 bytes, expected 32"),
    ])
  func aMalformedEncodingIsRejectedSayingWhatIsWrong(encoded: String, problem: String) {
    #expect(throws: PasscodeHashError(problem)) { try PasscodeHash(encoded: encoded) }
  }

  @Test func anErrorReadsAsOneLineNamingThePasscodeHash() {
    #expect(
      PasscodeHashError("salt is not base64").description == "passcode hash: salt is not base64")
  }
}

@Suite struct PasscodeRulesTests {
  @Test(arguments: ["1234", "12345", "123456", "0000"])
  func fourToSixDigitsAreAPasscode(passcode: String) {
    #expect(PasscodeRules.problem(with: passcode) == nil)
  }

  @Test(arguments: [
    ("abcd", PasscodeProblem.notDigits),
    ("12a4", .notDigits),
    ("12 34", .notDigits),
    ("1234\n", .notDigits),
    ("١٢٣٤", .notDigits),  // Arabic-Indic digits: numbers, but not the passcode pad's.
    ("12345678x", .notDigits),
    ("", .tooShort),
    ("123", .tooShort),
    ("1234567", .tooLong),
  ])
  func anythingElseIsNamedByItsProblem(passcode: String, problem: PasscodeProblem) {
    #expect(PasscodeRules.problem(with: passcode) == problem)
  }
}

@Suite struct LockoutPolicyTests {
  @Test func theFirstFourFailuresDoNotLockOut() {
    for failures in 0...4 {
      #expect(LockoutPolicy.standard.delay(afterConsecutiveFailures: failures) == nil)
    }
  }

  @Test func delaysGrowFromTheFifthFailureAndStayAtAnHour() {
    let delays = (5...10).map { LockoutPolicy.standard.delay(afterConsecutiveFailures: $0) }
    #expect(delays == [60, 300, 900, 3600, 3600, 3600])
  }
}
