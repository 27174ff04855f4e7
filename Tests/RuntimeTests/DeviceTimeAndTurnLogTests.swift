import Foundation
import Store
import Testing

@testable import Runtime

/// Device time is the state's, kept across sessions; every turn goes to the state's log as a
/// transcript writes it, so that a recording can start from the state it was made on.
@Suite struct DeviceTimeAndTurnLogTests {
  @Test func aTurnThatMovedTheClockKeepsTheMoveWithTheState() async throws {
    let demo = try DemoSession()
    let database = demo.session.environment.database
    let start = try database.deviceTime()
    await demo.submit(":tick 5")
    #expect(try database.deviceTime() == start.addingTimeInterval(300))
    #expect(demo.clock.now == start.addingTimeInterval(300))
    // A turn that moves nothing writes nothing.
    await demo.submit(":help")
    #expect(try database.deviceTime() == start.addingTimeInterval(300))
  }

  @Test func theLogKeepsEachTurnAsATranscriptWritesItAndNeverThePasscode() async throws {
    let demo = try DemoSession()
    demo.session.turnLogSession = "one"
    await demo.submit(":lock", ":unlock")
    await demo.session.submitSecret(.typed("1234"))
    await demo.submit("send $5 to Kate with UnicornPay")
    await demo.session.endInput()
    let log = try demo.session.environment.database.loggedTurns()
    #expect(
      log?.map(\.text) == [
        ":lock", ":unlock", "[passcode]", "send $5 to Kate with UnicornPay", "[end of input]",
      ])
    #expect(log?.allSatisfy { $0.session == "one" } == true)
  }

  /// `:quit` changes nothing and ends the session: keeping it would write to the state file
  /// at every exit, and a recording's setup starts a new session after the last turn anyway.
  @Test func quittingIsNotKept() async throws {
    let demo = try DemoSession()
    demo.session.turnLogSession = "one"
    await demo.submit(":help", ":QUIT")
    #expect(try demo.session.environment.database.loggedTurns()?.map(\.text) == [":help"])
  }

  @Test func aSessionThatKeepsNoLogWritesNone() async throws {
    let demo = try DemoSession()
    await demo.submit(":help")
    #expect(try demo.session.environment.database.loggedTurns() == [])
  }

  @Test func theEndOfInputEndsADialogAsItsOwnTurn() async throws {
    let demo = try DemoSession()
    await demo.submit("send $5 to Kate with UnicornPay")
    _ = demo.events()
    await demo.session.endInput()
    let events = demo.events()
    #expect(events.first == .user("[end of input]"))
    #expect(events.last == .end(.cancelled))
  }
}
