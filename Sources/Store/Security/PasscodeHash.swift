import Crypto
import CryptoExtras
import Foundation

/// A salted slow hash of a passcode, as stored: "pbkdf2-sha256$<rounds>$<salt base64>$<key base64>".
/// The rounds travel in the string, so new hashes can cost more later while old ones still verify.
public struct PasscodeHash: Sendable, Hashable, CustomStringConvertible {
  static let algorithm = "pbkdf2-sha256"
  /// Rounds for new hashes: one verification takes about 34 ms in a release build on this
  /// project's machines (83 ms in a debug build), and this is CryptoExtras' own floor. OWASP's
  /// 600,000 would cost 96 ms; with 10,000 to 1,000,000 possible passcodes no round count makes
  /// a stolen hash safe, so the lockout is what stops guessing and the hash only slows it.
  public static let standardRounds = 210_000
  /// What a stored hash may say: fewer rounds would be a fast hash by mistake, more would let a
  /// data set stall every verification for seconds.
  static let acceptedRounds = 10_000...10_000_000
  static let saltByteCount = 16
  /// SHA-256's output: more would only cost an attacker and us the same extra blocks.
  static let keyByteCount = 32

  public let rounds: Int
  private let salt: [UInt8]
  private let key: [UInt8]

  private init(rounds: Int, salt: [UInt8], key: [UInt8]) {
    self.rounds = rounds
    self.salt = salt
    self.key = key
  }

  /// Hashes `passcode` with a fresh random salt and the standard rounds.
  public static func make(for passcode: String) throws -> PasscodeHash {
    try make(for: passcode, rounds: standardRounds)
  }

  /// Tests use fewer rounds, to stay quick where the cost is not what they check.
  static func make(for passcode: String, rounds: Int) throws -> PasscodeHash {
    // SystemRandomNumberGenerator is the system's cryptographically secure source (getrandom).
    var random = SystemRandomNumberGenerator()
    let salt = (0..<saltByteCount).map { _ in UInt8.random(in: .min ... .max, using: &random) }
    let key = try derive(passcode, salt: salt, rounds: rounds)
    return PasscodeHash(rounds: rounds, salt: salt, key: key.withUnsafeBytes { Array($0) })
  }

  /// Reads a stored hash; the error says which field is wrong and why.
  public init(encoded: String) throws {
    let fields = encoded.split(separator: "$", omittingEmptySubsequences: false)
    guard fields.count == 4 else {
      throw PasscodeHashError(
        "expected \"\(Self.algorithm)$<rounds>$<salt base64>$<key base64>\", "
          + "found \(fields.count) field\(fields.count == 1 ? "" : "s") separated by \"$\"")
    }
    guard fields[0] == Self.algorithm else {
      throw PasscodeHashError(
        "unknown algorithm \"\(fields[0])\" (expected \"\(Self.algorithm)\")")
    }
    guard !fields[1].isEmpty, fields[1].allSatisfy({ $0.isASCII && $0.isNumber }),
      let rounds = Int(fields[1])
    else {
      throw PasscodeHashError("rounds \"\(fields[1])\" is not a whole number")
    }
    guard Self.acceptedRounds.contains(rounds) else {
      throw PasscodeHashError(
        "rounds \(rounds) outside \(Self.acceptedRounds.lowerBound)...\(Self.acceptedRounds.upperBound)"
      )
    }
    guard let salt = Data(base64Encoded: String(fields[2])) else {
      throw PasscodeHashError("salt is not base64")
    }
    guard salt.count >= Self.saltByteCount else {
      throw PasscodeHashError(
        "salt has \(salt.count) bytes, expected at least \(Self.saltByteCount)")
    }
    guard let key = Data(base64Encoded: String(fields[3])) else {
      throw PasscodeHashError("key is not base64")
    }
    guard key.count == Self.keyByteCount else {
      throw PasscodeHashError("key has \(key.count) bytes, expected \(Self.keyByteCount)")
    }
    self.init(rounds: rounds, salt: Array(salt), key: Array(key))
  }

  public var encoded: String {
    "\(Self.algorithm)$\(rounds)$\(Data(salt).base64EncodedString())$\(Data(key).base64EncodedString())"
  }

  public var description: String { encoded }

  /// Whether `passcode` derives the stored key. The keys are compared in constant time
  /// (SymmetricKey's `==` is CRYPTO_memcmp), so timing tells nothing about how much matched.
  /// A derivation that fails (parameters no stored hash has) throws: the check could not be
  /// made, which is not the passcode being wrong.
  public func matches(_ passcode: String) throws -> Bool {
    try Self.derive(passcode, salt: salt, rounds: rounds) == SymmetricKey(data: key)
  }

  private static func derive(_ passcode: String, salt: [UInt8], rounds: Int) throws -> SymmetricKey
  {
    // Unchecked: CryptoExtras' checked call refuses fewer than 210,000 rounds, which only the
    // tests' cheap hashes use; `acceptedRounds` bounds what a stored hash may ask for.
    try KDF.Insecure.PBKDF2.deriveKey(
      from: Array(passcode.utf8), salt: salt, using: .sha256, outputByteCount: keyByteCount,
      unsafeUncheckedRounds: rounds)
  }
}

/// A stored passcode hash that cannot be read, with what is wrong in one line.
public struct PasscodeHashError: Error, Equatable, CustomStringConvertible {
  public let problem: String

  init(_ problem: String) { self.problem = problem }

  public var description: String { "passcode hash: \(problem)" }
}
