import Testing

@testable import IntentKit

/// Names kept per type must be the names reflection gives, case by case.
@Suite struct CaseNamesTests {
  @Test func everyCaseIsNamedAsStringDescribingNamesIt() {
    func check<Value: RawRepresentable & CaseIterable>(_: Value.Type)
    where Value.RawValue == Int {
      for value in Value.allCases {
        #expect(CaseNames.name(of: value) == String(describing: value))
        // Asked again, from what was kept.
        #expect(CaseNames.name(of: value) == String(describing: value))
      }
      #expect(CaseNames.name(ofType: Value.self) == String(describing: Value.self))
    }
    check(VocabularyStringType.self)
    check(RidePhase.self)
    check(SendMessageIntentResponseCode.self)
    check(SetCarLockStatusIntentResponseCode.self)
    check(RideUnsupportedReason.self)
    check(ValueUnsupportedReason.self)
  }

  @Test func aResponseCodeAndAReasonCarryTheirNames() {
    let code = ResponseCode(SendMessageIntentResponseCode.failureRequiringAppLaunch)
    #expect(code.name == "failureRequiringAppLaunch")
    let reason = UnsupportedReason(RideUnsupportedReason.noServiceInArea)
    #expect(reason.type == "RideUnsupportedReason")
    #expect(reason.name == "noServiceInArea")
    #expect(reason.isOne(of: RideUnsupportedReason.self))
    #expect(!reason.isOne(of: ValueUnsupportedReason.self))
  }
}
