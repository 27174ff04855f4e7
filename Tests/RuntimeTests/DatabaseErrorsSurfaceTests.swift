import Foundation
import GRDB
import Testing

@testable import Runtime
@testable import Store

/// A database error inside an app is never turned into a domain answer: a list that cannot be
/// read is not "a list you don't have", and balances that cannot be read are not "no account".
/// The call fails, the user is told nothing changed, and the error is shown.
@Suite struct DatabaseErrorsSurfaceTests {
  @Test func aListThatCannotBeReadIsAnErrorNotAMissingList() async throws {
    let demo = try DemoSession()
    try demo.session.environment.database.breakTable("taskLists")
    await demo.submit("add milk to my grocery store list on ListOMat")
    let events = demo.events()
    #expect(events.contains(.say("Sorry, ListOMat couldn't finish that. Nothing was changed.")))
    #expect(events.contains(.end(.failure)))
    #expect(
      events.contains {
        if case .error(let text) = $0 { return text.contains("no such table: taskLists") }
        return false
      })
    #expect(!events.contains { "\($0)".contains("don't have") })
  }

  @Test func balancesThatCannotBeReadAreAnErrorNotANoAccountAnswer() async throws {
    let demo = try DemoSession()
    try demo.session.environment.database.breakTable("paymentAccounts")
    await demo.submit("what's my checking balance on UnicornPay")
    let events = demo.events()
    #expect(events.contains(.say("Sorry, UnicornPay couldn't finish that. Nothing was changed.")))
    #expect(events.contains(.end(.failure)))
    #expect(!events.contains { "\($0)".contains("don't have") })
  }

  @Test func aRecipientLookupThatFailsSendsNothingAndSaysSo() async throws {
    let demo = try DemoSession()
    try demo.session.environment.database.breakTable("contacts")
    await demo.submit("text Ana on UnicornChat saying hi")
    let events = demo.events()
    #expect(events.contains(.say("Sorry, UnicornChat couldn't finish that. Nothing was changed.")))
    #expect(!events.contains { "\($0)".contains("find") })
  }

  @Test func aVocabularyThatCannotBeReadIsShownAsAnError() async throws {
    let demo = try DemoSession()
    try demo.session.environment.database.breakTable("vocabularyKeys")
    await demo.submit("transfer $5 from checking to nest egg on UnicornPay")
    #expect(
      demo.events().contains {
        if case .error(let text) = $0 { return text.hasPrefix("cannot read the vocabulary") }
        return false
      })
  }

  @Test func aLockStateThatCannotBeReadIsTakenAsLocked() async throws {
    let demo = try DemoSession()
    try demo.session.environment.database.breakTable("device")
    demo.session.resetDialog()
    #expect(demo.session.state.deviceLocked)
  }
}

extension AppDatabase {
  /// Hides a table from every later query, as a damaged or foreign file would.
  fileprivate func breakTable(_ name: String) throws {
    try writer.writeWithoutTransaction { db in
      try db.execute(sql: "ALTER TABLE \(name) RENAME TO \(name)Hidden")
    }
  }
}
