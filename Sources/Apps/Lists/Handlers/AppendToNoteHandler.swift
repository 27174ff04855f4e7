import IntentKit

/// INAppendToNoteIntentHandling: adds a paragraph to a note found by title.
struct AppendToNoteHandler: IntentHandler {
  let app: ListsApp

  func resolve(_ parameter: String, in intent: Intent) async throws -> ParameterResolution? {
    switch parameter {
    case "targetNote":
      guard let value = intent.parameters["targetNote"] else { return .single(.needsValue) }
      let said = value.note ?? Note.said(value.spokenText)
      return .single(try app.resolveNote(said))
    case "content":
      guard let content = intent.parameters["content"]?.spokenText,
        !content.allSatisfy(\.isWhitespace)
      else { return .single(.needsValue) }
      return .single(.success(.string(content)))
    default: return nil
    }
  }

  func confirm(_ intent: Intent) async throws -> IntentResponse { .notebook(.ready) }

  func handle(_ intent: Intent) async throws -> IntentResponse {
    guard let id = intent.parameters["targetNote"]?.note?.identifier,
      let content = intent.parameters["content"]?.spokenText,
      let note = try app.database.appendToNote(id: id, content: content, at: app.now)
    else { return .notebook(.failure) }
    return .notebook(.success, [OutputField("note", .note(note))])
  }
}
