import IntentKit

/// TinyTodo's own intent (a custom intent, as its intent definition file would declare it):
/// "clear the done items from my chores list". Siri asks which list when none is said or
/// several match, and asks before anything is removed; what Siri says is the app's.
struct ClearDoneIntent: TypedIntent {
  /// The list, as said; the app resolves it to one of its lists' titles.
  static let list = IntentParameter<String>("list")

  static let schema = IntentSchema(
    name: "clearDone", parameters: [list.schema], requiresUserConfirmation: true,
    alwaysRestrictedWhileLocked: false)

  /// The lines Siri says for it, as the definition file's Siri Dialog and responses give them.
  static let definition = CustomIntent(
    schema: schema, title: "Clear Done Items",
    summary: "Removes the items crossed off a list.",
    prompts: [
      list.name: ParameterPrompts(
        primary: "Which list?",
        disambiguationIntroduction: "There are ${count} lists matching that.",
        disambiguationSelection: "Which one do you want to clear?",
        unsupported: "TinyTodo has no list called ${list}.")
    ],
    confirmation: "Remove ${cleared} from ${list}?",
    responses: [
      ResponseFormat(ClearDoneIntentResponseCode.success, "Cleared ${cleared} from ${list}."),
      ResponseFormat(ClearDoneIntentResponseCode.nothingDone, "Nothing on ${list} is done yet."),
    ])

  let intent: Intent
  init(_ intent: Intent) { self.intent = intent }

  var list: String? { intent[Self.list] }
}

/// The codes Xcode would generate: the system ones, then the app's own from 100.
enum ClearDoneIntentResponseCode: Int, CustomIntentResponseCode {
  case unspecified = 0
  case ready, continueInApp, inProgress, success, failure
  case failureRequiringAppLaunch
  /// The list has nothing crossed off.
  case nothingDone = 100
}

/// What a response of the intent carries, by the names its sentences use.
enum ClearDoneOutput {
  static let list = "list"
  /// The titles of the items removed, or to be removed.
  static let cleared = "cleared"
}

extension TinyTodo {
  /// ClearDoneIntent's handler: resolve the list, confirm what would go, handle it.
  var clearDone: TypedIntentHandler<ClearDoneIntent> {
    TypedIntentHandler(
      resolvers: [
        .single(ClearDoneIntent.list) { intent -> ResolutionResult<String> in
          guard let said = intent.list else { return .needsValue }
          let found = try lists(matching: said).map(\.title.spokenPhrase)
          switch found.count {
          case 0: return .unsupported(forReason: ValueUnsupportedReason.noMatch)
          case 1: return .success(found[0])
          default: return .disambiguation(found)
          }
        }
      ],
      confirm: { intent in try clearing(intent, removing: false) },
      handle: { intent in try clearing(intent, removing: true) })
  }

  /// What clearing the list comes to: nothing done on it, or the items crossed off, removed
  /// when `removing`.
  private func clearing(_ intent: ClearDoneIntent, removing: Bool) throws -> IntentResponse {
    guard let title = intent.list,
      let list = try database.taskLists(app: name).first(where: { $0.title.spokenPhrase == title })
    else { return IntentResponse(code: ResponseCode(ClearDoneIntentResponseCode.failure)) }
    let done = list.tasks.filter { $0.status == .completed }
    let listField = OutputField(ClearDoneOutput.list, .string(title))
    guard !done.isEmpty else {
      return IntentResponse(
        code: ResponseCode(ClearDoneIntentResponseCode.nothingDone), output: [listField])
    }
    if removing { _ = try database.deleteTasks(ids: done.compactMap(\.identifier)) }
    return IntentResponse(
      code: ResponseCode(removing ? ClearDoneIntentResponseCode.success : .ready),
      output: [
        listField,
        OutputField(ClearDoneOutput.cleared, .array(done.map { .string($0.title.spokenPhrase) })),
      ])
  }
}
