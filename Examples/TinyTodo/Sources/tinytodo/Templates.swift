import IntentKit
import Store

/// A list to start from, kept in the data set's `todoTemplates.json` (TinyTodo's own records):
/// "start a packing list" makes a Packing list with the template's items.
struct ListTemplate: Codable {
  /// The app the template belongs to, and its id: every app data record names both.
  var app: String
  var id: String
  var title: String
  var items: [String]
}

/// TinyTodo's second intent of its own: a new list from one of its templates.
struct StartListIntent: TypedIntent {
  static let template = IntentParameter<String>("template")

  static let schema = IntentSchema(
    name: "startList", parameters: [template.schema], requiresUserConfirmation: false,
    alwaysRestrictedWhileLocked: false)

  static let definition = CustomIntent(
    schema: schema, title: "Start a List", summary: "Makes a new list from one of its templates.",
    prompts: [
      template.name: ParameterPrompts(
        primary: "Which template?", disambiguationSelection: "Which template?",
        unsupported: "TinyTodo has no ${template} template.")
    ],
    responses: [
      ResponseFormat(StartListIntentResponseCode.success, "Started ${list} with ${items}.")
    ])

  let intent: Intent
  init(_ intent: Intent) { self.intent = intent }
}

enum StartListIntentResponseCode: Int, CustomIntentResponseCode {
  case unspecified = 0
  case ready, continueInApp, inProgress, success, failure
  case failureRequiringAppLaunch
}

extension TinyTodo {
  static let templates = AppDataFile("todoTemplates", of: ListTemplate.self)

  /// StartListIntent's handler: the template said, among the app's; a list made from it.
  var startList: TypedIntentHandler<StartListIntent> {
    TypedIntentHandler(
      resolvers: [
        .single(StartListIntent.template) { intent -> ResolutionResult<String> in
          // None said: every template to choose from, as Recipe Assistant offers its recipes.
          guard let said = intent.intent[StartListIntent.template] else {
            return .disambiguation(try templates().map(\.title))
          }
          let wanted = said.lowercased()
          guard
            let template = try templates().first(where: {
              $0.title.lowercased() == wanted || $0.id == wanted
            })
          else { return .unsupported(forReason: ValueUnsupportedReason.noMatch) }
          return .success(template.title)
        }
      ],
      confirm: { _ in IntentResponse(code: ResponseCode(StartListIntentResponseCode.ready)) },
      handle: { intent in
        guard let title = intent.intent[StartListIntent.template],
          let template = try templates().first(where: { $0.title == title })
        else { return IntentResponse(code: ResponseCode(StartListIntentResponseCode.failure)) }
        let list = try database.createTaskList(
          app: name, title: template.title, groupName: nil, taskTitles: template.items,
          at: clock.now)
        return IntentResponse(
          code: ResponseCode(StartListIntentResponseCode.success),
          output: [
            OutputField("list", .string(list.title.spokenPhrase)),
            OutputField("items", .array(template.items.map(IntentValue.string))),
          ])
      })
  }

  /// The app's templates, in data set order.
  func templates() throws -> [ListTemplate] {
    try database.appData(ListTemplate.self, file: Self.templates.name, app: name)
  }
}
