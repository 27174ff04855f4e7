import Dialog
import IntentKit
import Testing

/// addTasks through the reducer: list titles resolved as List-o-Mat does, and a missing list
/// offered for creation (listShouldBeCreated).
@Suite struct AddTasksDialogTests {
  static let listOMat = AppManifest(
    name: "ListOMat", supportedIntents: [.addTasks, .searchForNotebookItems])

  static func addNails(to list: TaskList) -> Intent {
    Intent(
      name: .addTasks, app: "ListOMat",
      parameters: [
        "targetTaskList": .taskList(list),
        "taskTitles": .array([.speakable(SpeakableString(spokenPhrase: "nails"))]),
      ])
  }

  static let garden = TaskList(
    title: SpeakableString(spokenPhrase: "Garden"), identifier: "new-list")
  static let createIt = ConfirmationReason(
    AddTasksTargetTaskListConfirmationReason.listShouldBeCreated)

  @Test func offersToCreateAMissingListThenAddsToIt() {
    var store = DialogTestStore(apps: [Self.listOMat])
    let intent = Self.addNails(to: .said("garden"))
    store.send(
      .userSaid("add nails to my garden list"),
      effects: [.understand("add nails to my garden list")]
    ) {
      $0.phase = .understanding
    }
    store.send(
      .understood(intent),
      effects: [.output(.intent(intent)), .resolve(parameter: "targetTaskList", intent: intent)]
    ) {
      $0.phase = .active(
        IntentDialog(intent: intent, step: .resolving(parameter: "targetTaskList")))
    }

    let result = ResolutionResult<IntentValue>.confirmationRequired(
      .taskList(Self.garden), reason: Self.createIt)
    let question = Question(
      kind: .confirmationRequired, parameter: "targetTaskList",
      text: "You don't have a Garden list. Do you want to create it?",
      value: .taskList(Self.garden), valueType: .taskList)
    store.send(
      .resolved(parameter: "targetTaskList", .single(result)),
      effects: [
        .output(.resolve(parameter: "targetTaskList", item: nil, result: result)),
        .output(.prompt(PromptRendering.view(of: question))),
      ]
    ) {
      $0.phase = .active(IntentDialog(intent: intent, step: .asking(question)))
    }

    store.send(
      .userSaid("yes"), effects: [.interpret("yes", expecting: .yesNoOrCorrection(.taskList))]
    ) {
      $0.phase = .active(IntentDialog(intent: intent, step: .interpreting(question)))
    }

    // The confirmed list goes back through resolve, which now accepts it.
    let confirmed = Self.addNails(to: Self.garden)
    store.send(
      .interpreted(.yes), effects: [.resolve(parameter: "targetTaskList", intent: confirmed)]
    ) {
      $0.phase = .active(
        IntentDialog(intent: confirmed, step: .resolving(parameter: "targetTaskList")))
    }
    store.send(
      .resolved(parameter: "targetTaskList", .single(.success(.taskList(Self.garden)))),
      effects: [
        .output(
          .resolve(parameter: "targetTaskList", item: nil, result: .success(.taskList(Self.garden)))
        ),
        .resolve(parameter: "taskTitles", intent: confirmed),
      ]
    ) {
      $0.phase = .active(IntentDialog(intent: confirmed, step: .resolving(parameter: "taskTitles")))
    }
    let nails = IntentValue.speakable(SpeakableString(spokenPhrase: "nails"))
    store.send(
      .resolved(parameter: "taskTitles", .items([.success(nails)])),
      effects: [
        .output(.resolve(parameter: "taskTitles", item: 0, result: .success(nails))),
        .resolve(parameter: "priority", intent: confirmed),
      ]
    ) {
      $0.phase = .active(IntentDialog(intent: confirmed, step: .resolving(parameter: "priority")))
    }
    store.send(
      .resolved(parameter: "priority", .single(.notRequired)),
      effects: [
        .output(.resolve(parameter: "priority", item: nil, result: .notRequired)),
        .resolve(parameter: "temporalEventTrigger", intent: confirmed),
      ]
    ) {
      $0.phase = .active(
        IntentDialog(intent: confirmed, step: .resolving(parameter: "temporalEventTrigger")))
    }
    store.send(
      .resolved(parameter: "temporalEventTrigger", .single(.notRequired)),
      effects: [
        .output(.resolve(parameter: "temporalEventTrigger", item: nil, result: .notRequired)),
        .confirm(confirmed),
      ]
    ) {
      $0.phase = .active(IntentDialog(intent: confirmed, step: .confirming))
    }
    // addTasks needs no intent confirmation: ready goes straight to handle.
    store.send(
      .confirmed(IntentResponse(code: ResponseCode(NotebookIntentResponseCode.ready))),
      effects: [
        .output(.confirm(ResponseCode(NotebookIntentResponseCode.ready))), .handle(confirmed),
      ]
    ) {
      $0.phase = .active(
        IntentDialog(
          intent: confirmed, step: .handling,
          confirmation: IntentResponse(code: ResponseCode(NotebookIntentResponseCode.ready))))
    }
    var created = Self.garden
    created.identifier = "list-6"
    created.tasks = [TaskItem(title: SpeakableString(spokenPhrase: "nails"), identifier: "task-15")]
    let response = IntentResponse(
      code: ResponseCode(NotebookIntentResponseCode.success),
      output: [
        OutputField("modifiedTaskList", .taskList(created)),
        OutputField("addedTasks", .array(created.tasks.map(IntentValue.task))),
      ])
    store.send(
      .handled(response),
      effects: [
        .output(.handle(response)), .output(.say("Created the Garden list and added nails.")),
        .output(.end(.success)),
      ]
    ) {
      $0.phase = .idle
    }
  }

  @Test func decliningTheNewListAsksWhichList() {
    let intent = Self.addNails(to: .said("garden"))
    let question = Question(
      kind: .confirmationRequired, parameter: "targetTaskList",
      text: "You don't have a Garden list. Do you want to create it?",
      value: .taskList(Self.garden), valueType: .taskList)
    var store = DialogTestStore(
      apps: [Self.listOMat],
      state: DialogState(
        phase: .active(IntentDialog(intent: intent, step: .interpreting(question)))))
    let which = Question(
      kind: .needsValue, parameter: "targetTaskList",
      text: "Which list do you want to add nails to?",
      valueType: .taskList)
    store.send(.interpreted(.no), effects: [.output(.prompt(PromptRendering.view(of: which)))]) {
      $0.phase = .active(
        IntentDialog(intent: intent, step: .asking(which), failedAttempts: ["targetTaskList": 1]))
    }
  }

  @Test func listOptionsShowTheirItemCounts() {
    let phrases = NotebookPhrases()
    let lists: [IntentValue] = [
      .taskList(TaskList(title: .init(spokenPhrase: "Grocery Store"), tasks: [.said("eggs")])),
      .taskList(TaskList(title: .init(spokenPhrase: "Hardware Store"))),
    ]
    #expect(
      lists.map { phrases.label(for: $0, among: lists) } == [
        ChoiceLabel(title: "Grocery Store", subtitle: "1 item"),
        ChoiceLabel(title: "Hardware Store", subtitle: "no items"),
      ])
    #expect(
      phrases.disambiguation(
        "title", current: .speakable(.init(spokenPhrase: "store")), options: lists,
        in: Intent(name: .searchForNotebookItems)) == "2 lists match \"store\". Which one?")
  }
}
