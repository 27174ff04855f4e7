import Dialog
import IntentKit

/// `:options APP INTENT PARAMETER [SEARCH TERM]`: a parameter's dynamic options as the app
/// provides them (`provide…OptionsCollection(for:searchTerm:)`), in its titled sections, the
/// way the Shortcuts editor lists them while the user types.
enum OptionsCommand {
  static let usage = ":options APP INTENT PARAMETER [SEARCH TERM]"

  static func run(_ arguments: [String], in session: Session) async {
    guard arguments.count >= 3 else { return session.emit(.error("usage: \(usage)")) }
    // An app's name may be several words, quoted or not: the most leading words that name an
    // app (`:options Recipe Assistant showDirections recipe`).
    let nameLength =
      (1...(arguments.count - 2)).reversed().first {
        AppHelp.app(named: arguments[..<$0].joined(separator: " "), in: session) != nil
      } ?? 1
    let rest = arguments.dropFirst(nameLength)
    guard
      let (app, intentName, handler) = AppHelp.handler(
        app: arguments[..<nameLength].joined(separator: " "), intent: rest[rest.startIndex],
        in: session)
    else { return }
    let parameter = rest[rest.startIndex + 1]
    let schema = session.environment.dialog.configuration.schemas[intentName]
    let names = schema?.parameters.map(\.name) ?? []
    guard names.contains(parameter) else {
      let list = names.isEmpty ? "none" : names.joined(separator: ", ")
      return session.emit(
        .error("\(intentName.rawValue) has no parameter \(parameter) (its parameters: \(list))"))
    }
    let term = rest.dropFirst(2).joined(separator: " ")
    let searchTerm = term.isEmpty ? nil : term
    let intent = Intent(name: intentName, app: app)
    // Providing options is a call to the app like any other: it has the same deadline.
    let outcome = await session.callApp(app) {
      try await handler.options(for: parameter, in: intent, searchTerm: searchTerm)
    }
    let answer: OptionCollection?
    switch outcome {
    case .answered(let collection): answer = collection
    case .timedOut: return session.emit(.error("\(app) is not responding."))
    case .interrupted: return session.emit(.error("interrupted while waiting for \(app)"))
    case .failed(let problem): return session.emit(.error(problem))
    }
    guard let collection = answer else {
      return session.emit(.say("\(app) offers no options for \(parameter)."))
    }
    let matching = searchTerm.map { " matching \"\($0)\"" } ?? ""
    let items = collection.allItems
    guard !items.isEmpty else {
      return session.emit(.say("No \(parameter) options\(matching)."))
    }
    let phrases =
      session.environment.dialog.configuration.phrases[intentName] ?? DefaultPhrases()
    let sections = collection.sections.filter { !$0.items.isEmpty }.map {
      OptionsListing.Section(
        title: $0.title, items: $0.items.map { phrases.label(for: $0, among: items) })
    }
    session.emit(
      .options(
        OptionsListing(
          app: app, intent: intentName.rawValue, parameter: parameter, searchTerm: searchTerm,
          sections: sections)))
    session.emit(.say("\(parameter) options in \(app)\(matching):"))
    for section in sections {
      let indent = section.title == nil ? "  " : "    "
      if let title = section.title { session.emit(.say("  \(title)")) }
      for label in section.items {
        session.emit(
          .say(
            indent
              + PromptRendering.line(
                title: label.title, subtitle: label.subtitle, image: label.image)))
      }
    }
  }
}
