import Foundation

/// Reads a data set file as strictly as the plist loader reads vocabulary: Foundation's JSON
/// reading lets through trailing commas and keys no record declares, and a key misspelt that
/// way is silently dropped (`intentsRequiringAuthenticaton` would take away the passcode before
/// a transfer). Written by hand because JSONDecoder has no strict mode and no package this
/// project depends on adds one.
enum StrictJSON {
  /// The value, or the first problem as one line: a line and column for bad JSON, a key path
  /// for a key the record does not have.
  static func decode<T: Codable>(_ type: T.Type, from data: Data) throws -> T {
    if let comma = trailingComma(in: data) {
      throw StrictJSONProblem(
        "line \(comma.line), column \(comma.column): a comma before a closing bracket")
    }
    let value = try JSONDecoder().decode(type, from: data)
    // Every key read back from what the record holds is one it declares.
    let given: Any
    do {
      given = try JSONSerialization.jsonObject(with: data, options: [.fragmentsAllowed])
    } catch {
      // What the decoder skipped unread, such as a number out of range under an unknown key.
      throw StrictJSONProblem(DataSetLoader.syntaxError(in: data))
    }
    let known = try JSONSerialization.jsonObject(
      with: JSONEncoder().encode(value), options: [.fragmentsAllowed])
    if let path = unknownKey(in: given, known: known, at: "") {
      throw StrictJSONProblem("\(path): unknown key")
    }
    return value
  }

  /// The key path of the first key in `given` that `known` lacks.
  private static func unknownKey(in given: Any, known: Any?, at path: String) -> String? {
    switch given {
    case let object as [String: Any]:
      let declared = known as? [String: Any] ?? [:]
      for key in object.keys.sorted() {
        let here = path.isEmpty ? key : "\(path).\(key)"
        guard let value = object[key] else { continue }
        // A null is what leaving the key out gives: a declared optional read as absent.
        if declared[key] == nil {
          if value is NSNull, known is [String: Any] { continue }
          return here
        }
        if let found = unknownKey(in: value, known: declared[key], at: here) { return found }
      }
      return nil
    case let array as [Any]:
      let declared = known as? [Any] ?? []
      for (index, item) in array.enumerated() {
        let counterpart = index < declared.count ? declared[index] : nil
        if let found = unknownKey(in: item, known: counterpart, at: "\(path)[\(index)]") {
          return found
        }
      }
      return nil
    default:
      return nil
    }
  }

  /// Where a comma stands just before `]` or `}` (whitespace between), outside strings.
  static func trailingComma(in data: Data) -> (line: Int, column: Int)? {
    var line = 1
    var column = 0
    var inString = false
    var escaped = false
    var comma: (line: Int, column: Int)?
    for byte in data {
      column += 1
      if inString {
        if escaped {
          escaped = false
        } else if byte == UInt8(ascii: "\\") {
          escaped = true
        } else if byte == UInt8(ascii: "\"") {
          inString = false
        }
        continue
      }
      switch byte {
      case UInt8(ascii: "\n"):
        line += 1
        column = 0
      case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\r"):
        break
      case UInt8(ascii: ","):
        comma = (line, column)
      case UInt8(ascii: "]"), UInt8(ascii: "}"):
        if let comma { return comma }
      case UInt8(ascii: "\""):
        inString = true
        comma = nil
      default:
        comma = nil
      }
    }
    return nil
  }
}

struct StrictJSONProblem: Error, CustomStringConvertible {
  var description: String
  init(_ description: String) { self.description = description }
}
