import IntentKit

/// INSearchForMediaIntentHandling for a media app: everything the search finds, listed.
struct SearchForMediaHandler: SearchForMediaIntentHandling {
  let app: MediaApp

  func resolveMediaItems(for intent: SearchForMediaIntent) async throws
    -> [ResolutionResult<MediaItem>]
  {
    try app.resolveMediaItems(
      said: intent.intent.said(SearchForMediaIntent.mediaItems), search: intent.mediaSearch,
      playing: false, listing: true)
  }

  func handle(intent: SearchForMediaIntent) async throws -> SearchForMediaIntentResponse {
    SearchForMediaIntentResponse(
      code: .success, output: [OutputField(MediaOutput.mediaItems, intent.mediaItems ?? [])])
  }
}
