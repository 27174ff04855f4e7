import IntentKit

/// INCreateNoteIntentHandling: a titled note with its text. Said without a title ("note that
/// the wifi password is unicorn"), the note is titled by its first words.
struct CreateNoteHandler: IntentHandler {
  let app: ListsApp

  func resolve(_ parameter: String, in intent: Intent) async throws -> ParameterResolution? {
    switch parameter {
    case "title": return .single(try resolveTitle(intent))
    case "content":
      guard let content = intent.parameters["content"]?.spokenText,
        !content.allSatisfy(\.isWhitespace)
      else { return .single(.needsValue) }
      return .single(.success(.string(content)))
    case "groupName":
      return .single(intent.parameters["groupName"].map { .success($0) } ?? .notRequired)
    default: return nil
    }
  }

  private func resolveTitle(_ intent: Intent) throws -> ResolutionResult<IntentValue> {
    guard let said = intent.parameters["title"]?.spokenText, !said.allSatisfy(\.isWhitespace)
    else {
      let hasContent = intent.parameters["content"].map { !TaskTitles.isBlank($0) } ?? false
      return hasContent ? .notRequired : .needsValue
    }
    let notes = try app.database.notes(app: app.name)
    return ListsApp.newTitle(
      said, matcher: ListsApp.noteTitles, existing: notes, title: \.title.spokenPhrase)
  }

  func confirm(_ intent: Intent) async throws -> IntentResponse { .notebook(.ready) }

  func handle(_ intent: Intent) async throws -> IntentResponse {
    guard let content = intent.parameters["content"]?.spokenText else { return .notebook(.failure) }
    let title = intent.parameters["title"]?.spokenText ?? Self.title(from: content)
    let note = try app.database.createNote(
      app: app.name, title: title, contents: [content],
      groupName: intent.parameters["groupName"]?.spokenText, at: app.now)
    try app.registerVocabulary()
    return .notebook(.success, [OutputField("createdNote", .note(note))])
  }

  /// The text itself when short, else its first five words and an ellipsis, capitalised:
  /// "The garage code is 4321", as a notes app titles a note by its first line.
  static func title(from content: String) -> String {
    let words = content.split(whereSeparator: \.isWhitespace)
    var title = words.prefix(6).joined(separator: " ")
    if words.count > 6 { title = words.prefix(5).joined(separator: " ") + "…" }
    return title.prefix(1).uppercased() + title.dropFirst()
  }
}
