import Dialog
import IntentKit
import Testing

/// An app that lets the handler deadline pass ends the dialog with outcome `timeout`; whatever
/// it answers afterwards is dropped.
@Suite struct HandlerDeadlineDialogTests {
  static let notResponding = "Sorry, UnicornChat is not responding. Try again later."

  @Test func aResolveCallPastTheDeadlineEndsWithTimeout() {
    var store = DialogTestStore(
      state: DialogState(
        phase: .active(
          IntentDialog(intent: Fixtures.textJohn(), step: .resolving(parameter: "recipients")))))
    store.send(.appTimedOut, effects: [.output(.say(Self.notResponding)), .output(.end(.timeout))])
    {
      $0.phase = .idle
    }
    // The app's answer, when it comes at last, belongs to no dialog.
    store.send(
      .resolved(parameter: "recipients", .single(.success(.person(Fixtures.appleseed)))),
      effects: [])
  }

  @Test func confirmAndHandleCallsPastTheDeadlineEndWithTimeout() {
    for step in [Step.confirming, .handling] {
      var store = DialogTestStore(
        state: DialogState(
          phase: .active(IntentDialog(intent: Fixtures.textJohn(), step: step))))
      store.send(
        .appTimedOut, effects: [.output(.say(Self.notResponding)), .output(.end(.timeout))]
      ) {
        $0.phase = .idle
      }
      store.send(.handled(Fixtures.code(.success)), effects: [])
    }
  }

  @Test func aCallTheStateDatabaseFailedEndsWithFailure() {
    for step in [Step.resolving(parameter: "recipients"), .confirming, .handling] {
      var store = DialogTestStore(
        state: DialogState(
          phase: .active(IntentDialog(intent: Fixtures.textJohn(), step: step))))
      store.send(
        .appFailed,
        effects: [
          .output(.say("Sorry, UnicornChat couldn't finish that. Nothing was changed.")),
          .output(.end(.failure)),
        ]
      ) {
        $0.phase = .idle
      }
    }
  }

  @Test func aTimeoutWhileAQuestionWaitsChangesNothing() {
    let question = Question(
      kind: .needsValue, parameter: "content", text: "What do you want to say?")
    let state = DialogState(
      phase: .active(IntentDialog(intent: Fixtures.textJohn(content: nil), step: .asking(question)))
    )
    var store = DialogTestStore(state: state)
    store.send(.appTimedOut, effects: [])
    var idle = DialogTestStore()
    idle.send(.appTimedOut, effects: [])
  }
}
