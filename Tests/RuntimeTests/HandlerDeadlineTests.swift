import Apps
import Foundation
import IntentKit
import Store
import Synchronization
import Testing

@testable import Runtime

/// Every resolve, confirm and handle call runs under the handler deadline. Slow apps wait on
/// the injected clock, so nothing here sleeps: a manual clock moves on at once.
@Suite struct HandlerDeadlineTests {
  static let start = Date(timeIntervalSince1970: 1_000_000)

  /// A slow app does its work, then answers late: the answer is cut off at the deadline (the
  /// session then drops what the work changed).
  @Test func aSlowerAppIsCutOffAtTheDeadlineAfterItsWork() async {
    let clock = ManualClock(Self.start)
    let deadline = HandlerDeadline(seconds: 10, delays: ["UnicornChat": 12])
    let asked = Counter()
    let answer = await deadline.call("UnicornChat", on: clock, interruption: WaitInterruption()) {
      () -> Int in
      asked.increment()
      return 1
    }
    #expect(answer == .timedOut)
    #expect(asked.value == 1)
    #expect(clock.now == Self.start.addingTimeInterval(10))
  }

  @Test func anAppWithinTheDeadlineAnswersAfterItsDelay() async {
    let clock = ManualClock(Self.start)
    let deadline = HandlerDeadline(seconds: 10, delays: ["UnicornChat": 4])
    let never = WaitInterruption()
    #expect(
      await deadline.call("UnicornChat", on: clock, interruption: never) { 42 } == .answered(42))
    #expect(clock.now == Self.start.addingTimeInterval(4))
    // Another app is not slowed by it.
    #expect(await deadline.call("Chirp", on: clock, interruption: never) { 7 } == .answered(7))
    #expect(clock.now == Self.start.addingTimeInterval(4))
  }

  @Test func anAppExactlyAsSlowAsTheDeadlineMissesIt() async {
    let clock = ManualClock(Self.start)
    let deadline = HandlerDeadline(seconds: 2.5, delays: ["Chirp": 2.5])
    #expect(
      await deadline.call("Chirp", on: clock, interruption: WaitInterruption()) { 1 } == .timedOut)
  }

  @Test func ctrlCEndsTheWaitOnASlowAppAtOnce() async {
    let clock = ManualClock(Self.start)
    let deadline = HandlerDeadline(seconds: 10, delays: ["UnicornChat": 8])
    let interruption = WaitInterruption()
    interruption.interrupt()
    #expect(
      await deadline.call("UnicornChat", on: clock, interruption: interruption) { 1 }
        == .interrupted)
    #expect(clock.now == Self.start)
    // It is used up: the next wait runs its course.
    #expect(!interruption.takeUnused())
    #expect(
      await deadline.call("UnicornChat", on: clock, interruption: interruption) { 1 }
        == .answered(1))
    #expect(clock.now == Self.start.addingTimeInterval(8))
  }

  @Test func ctrlCWithoutASlowAppIsLeftForTheShell() async {
    let clock = ManualClock(Self.start)
    let interruption = WaitInterruption()
    interruption.interrupt()
    #expect(
      await HandlerDeadline().call("Chirp", on: clock, interruption: interruption) { 3 }
        == .answered(3))
    #expect(interruption.takeUnused())
  }

  @Test func theLiveClockWaitEndsWhenInterrupted() async {
    // An hour's wait, cut short by Ctrl-C from another task: the test does not wait for it.
    let interruption = WaitInterruption()
    Task { interruption.interrupt() }
    #expect(await interruption.wait(3600, on: LiveClock(Date())))
  }

  @Test func theLiveClockDropsAnAnswerThatMissesTheDeadline() async {
    // The work would take an hour; a deadline of 0 s passes first and cancels it.
    let answer = await LiveClock(Date()).answer(within: 0) { () -> Int in
      try? await Task.sleep(for: .seconds(3600))
      return 1
    }
    #expect(answer == nil)
  }

  @Test func theLiveClockReturnsAnAnswerInTime() async {
    let answer = await LiveClock(Date()).answer(within: 3600) { 5 }
    #expect(answer == 5)
  }

  @Test func deadlinesAreSpokenInSeconds() {
    #expect(HandlerDeadline.spoken(10) == "10 s")
    #expect(HandlerDeadline.spoken(2.5) == "2.5 s")
  }

  @Test func aSlowAppEndsTheDialogWithTimeoutAndTheSessionGoesOn() async throws {
    let (session, clock, events) = try slowChatSession(seconds: 12)
    let before = clock.now
    _ = await session.submit("text hello to Ana on UnicornChat")
    let seen = events()
    #expect(
      seen.suffix(3) == [
        .trace(
          call: #"resolveRecipients(["Ana" siriMatches: [Ana Lopez]])"#,
          result: "no answer within 10 s"),
        .say("Sorry, UnicornChat is not responding. Try again later."), .end(.timeout),
      ])
    #expect(clock.now == before.addingTimeInterval(10))
    #expect(!session.isInDialog)
    // Back to normal, the same request goes through.
    _ = await session.submit(":simulate off")
    _ = await session.submit("text hello to Ana on UnicornChat")
    _ = await session.submit("yes")
    #expect(events().contains(.say("Sent \"hello\" to Ana Lopez on UnicornChat.")))
  }

  @Test func simulateRejectsWhatItCannotDo() async throws {
    let (session, _, events) = try slowChatSession(seconds: 0)
    for line in [
      ":simulate slow", ":simulate slow WhatsApp 3", ":simulate slow UnicornChat -1",
      ":simulate slow UnicornChat soon", ":simulate slow UnicornChat 3601", ":simulate fast",
    ] {
      _ = await session.submit(line)
    }
    let errors = events().compactMap { event -> String? in
      if case .error(let message) = event { return message }
      return nil
    }
    let usage =
      "usage: :simulate [slow APP SECONDS | respond APP INTENT CODE | background APP | foreground APP | carplay on|off | off [APP]]"
    let badSeconds = "SECONDS must be a number from 0 to 3600 (\(usage))"
    #expect(
      errors == [
        usage, "unknown app WhatsApp (try :apps)", badSeconds, badSeconds, badSeconds, usage,
      ])
    #expect(session.deadline.delays.isEmpty)
  }

  @Test func theDataSetCanMakeAnAppSlow() async throws {
    let (session, _, _) = try slowChatSession(seconds: 0, dataSetDelay: 15)
    #expect(session.deadline.delays == ["UnicornChat": 15])
  }

  private func slowChatSession(seconds: TimeInterval, dataSetDelay: Double? = nil) throws -> (
    Session, ManualClock, () -> [SessionEvent]
  ) {
    var dataSet = try DataSetLoader.load(DataSetLoader.demoFolder, appKinds: InstalledApps.kinds())
    if let dataSetDelay, let chat = dataSet.apps.firstIndex(where: { $0.name == "UnicornChat" }) {
      dataSet.apps[chat].responseSeconds = dataSetDelay
    }
    let demo = try DemoSession(dataSet: dataSet, trace: true)
    if seconds > 0 { demo.session.deadline.delays["UnicornChat"] = seconds }
    return (demo.session, demo.clock, demo.events)
  }

}

/// `:simulate respond APP INTENT CODE`: the app answers that code once, from confirm or handle
/// as SiriKit allows, without its handler being called for that phase.
@Suite struct SimulateRespondTests {
  @Test func codesAreAnsweredFromThePhaseThatMayAnswerThem() {
    func phase(_ code: SendMessageIntentResponseCode) -> ForcedResponse.Phase {
      ForcedResponse(app: "UnicornChat", intent: .sendMessage, code: ResponseCode(code)).phase
    }
    #expect(phase(.success) == .handle)
    #expect(phase(.inProgress) == .handle)
    #expect(phase(.failure) == .confirm)
    #expect(phase(.failureMessageServiceNotAvailable) == .confirm)
    #expect(phase(.unspecified) == .confirm)
  }

  @Test func aForcedCodeIsAnsweredOnceAndNothingIsSent() async throws {
    let demo = try DemoSession(trace: true)
    let database = demo.session.environment.database
    let before = try database.messages(inConversation: "conv-2").count
    await demo.submit(
      ":simulate respond UnicornChat sendMessage inProgress", "text hello to Ana on UnicornChat",
      "yes")
    let events = demo.events()
    #expect(events.contains(.trace(call: "handle", result: "inProgress (simulated)")))
    #expect(events.contains(.say("Sending your message on UnicornChat.")))
    #expect(demo.session.forcedResponses.isEmpty)
    #expect(try database.messages(inConversation: "conv-2").count == before)
    // The next request is the app's own again.
    await demo.submit("text hello to Ana on UnicornChat", "yes")
    #expect(demo.events().contains(.trace(call: "handle", result: "success")))
  }

  @Test func badRespondLinesSayWhatIsWrong() async throws {
    let demo = try DemoSession()
    await demo.submit(
      ":simulate respond UnicornChat sendMessage", ":simulate respond Telegram sendMessage failure",
      ":simulate respond UnicornChat addTasks failure",
      ":simulate respond UnicornChat sendMessage failureInsufficientFunds",
      ":simulate respond UnicornChat sendMessage ready")
    let errors = demo.events().compactMap { event -> String? in
      if case .error(let message) = event { return message }
      return nil
    }
    #expect(
      errors == [
        "usage: :simulate [slow APP SECONDS | respond APP INTENT CODE | background APP | foreground APP | carplay on|off | off [APP]]",
        "unknown app Telegram (try :apps)",
        "UnicornChat doesn't handle addTasks (it handles sendMessage, searchForMessages)",
        "sendMessage has no response code failureInsufficientFunds (its codes: unspecified, ready, inProgress, success, failure, failureRequiringAppLaunch, failureMessageServiceNotAvailable, failureRequiringInAppAuthentication)",
        "ready is what confirm answers when all is well; make the request to see it",
      ])
    #expect(demo.session.forcedResponses.isEmpty)
  }
}

/// Counts calls from any task.
private final class Counter: Sendable {
  private let count = Mutex(0)
  var value: Int { count.withLock { $0 } }
  func increment() { count.withLock { $0 += 1 } }
}
