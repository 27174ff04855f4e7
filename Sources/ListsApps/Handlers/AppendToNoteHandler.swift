import AppSupport
import IntentKit

/// INAppendToNoteIntentHandling: adds a paragraph to a note found by title.
struct AppendToNoteHandler: AppendToNoteIntentHandling {
  typealias Response = AppendToNoteIntentResponse
  let app: ListsApp

  func resolveTargetNote(for intent: AppendToNoteIntent) async throws -> ResolutionResult<Note> {
    guard let value = intent.intent.said(AppendToNoteIntent.targetNote) else { return .needsValue }
    return try app.resolveNote(value.note ?? Note.said(value.spokenText))
  }

  func resolveContent(for intent: AppendToNoteIntent) async throws -> ResolutionResult<String> {
    ListsApp.resolveContent(intent.intent.said(AppendToNoteIntent.content))
  }

  func handle(intent: AppendToNoteIntent) async throws -> Response {
    guard let id = intent.targetNote?.identifier,
      let content = intent.intent.said(AppendToNoteIntent.content)?.spokenText,
      let note = try app.database.appendToNote(id: id, content: content, at: app.now)
    else { return Response(code: .failure) }
    return Response(code: .success, output: [OutputField(NotebookOutput.note, note)])
  }
}
