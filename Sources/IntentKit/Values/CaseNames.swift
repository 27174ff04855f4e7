import Synchronization

/// The names `String(describing:)` gives SiriKit's enums and their cases, worked out once per
/// type: it reflects on the value at each call, and response codes, resolution reasons and
/// vocabulary types are named at every turn.
enum CaseNames {
  private static let casesByType = Mutex<[ObjectIdentifier: [Int: String]]>([:])
  private static let types = Mutex<[ObjectIdentifier: String]>([:])

  /// The case's name: "failureRequiringAppLaunch".
  static func name<Value: RawRepresentable & CaseIterable>(of value: Value) -> String
  where Value.RawValue == Int {
    let type = ObjectIdentifier(Value.self)
    if let name = casesByType.withLock({ $0[type]?[value.rawValue] }) { return name }
    var names: [Int: String] = [:]
    // The first case of a raw value, as `init(rawValue:)` gives it.
    for each in Value.allCases where names[each.rawValue] == nil {
      names[each.rawValue] = String(describing: each)
    }
    casesByType.withLock { $0[type] = names }
    return names[value.rawValue] ?? String(describing: value)
  }

  /// The type's name: "SendMessageRecipientUnsupportedReason".
  static func name<Value>(ofType type: Value.Type) -> String {
    let key = ObjectIdentifier(type)
    if let name = types.withLock({ $0[key] }) { return name }
    // `_typeName` is what `String(describing:)` ends in for a type, without first asking the
    // runtime whether the metatype conforms to each printing protocol: a search of every
    // conformance the binary holds, about 1.3 M instructions per type, at the first reason
    // of each kind a run meets.
    let name = _typeName(type, qualified: false)
    types.withLock { $0[key] = name }
    return name
  }
}
