import AppSupport
import IntentKit

/// INCreateNoteIntentHandling: a titled note with its text. Said without a title ("note that
/// the wifi password is unicorn"), the note is titled by its first words.
struct CreateNoteHandler: CreateNoteIntentHandling {
  typealias Response = CreateNoteIntentResponse
  let app: ListsApp

  func resolveTitle(for intent: CreateNoteIntent) async throws
    -> ResolutionResult<SpeakableString>
  {
    guard let said = intent.intent.said(CreateNoteIntent.title)?.spokenText,
      !said.allSatisfy(\.isWhitespace)
    else {
      let content = intent.intent.said(CreateNoteIntent.content)
      let hasContent = content.map { !TaskTitles.isBlank($0) } ?? false
      return hasContent ? .notRequired : .needsValue
    }
    let notes = try app.database.notes(app: app.name)
    return ListsApp.newTitle(
      said, matcher: ListsApp.noteTitles, existing: notes, title: \.title.spokenPhrase)
  }

  func resolveContent(for intent: CreateNoteIntent) async throws -> ResolutionResult<String> {
    ListsApp.resolveContent(intent.intent.said(CreateNoteIntent.content))
  }

  func handle(intent: CreateNoteIntent) async throws -> Response {
    guard let content = intent.intent.said(CreateNoteIntent.content)?.spokenText else {
      return Response(code: .failure)
    }
    let title =
      intent.intent.said(CreateNoteIntent.title)?.spokenText ?? Self.title(from: content)
    let note = try app.database.createNote(
      app: app.name, title: title, contents: [content],
      groupName: intent.intent.said(CreateNoteIntent.groupName)?.spokenText, at: app.now)
    try app.registerVocabulary()
    return Response(code: .success, output: [OutputField(NotebookOutput.createdNote, note)])
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
