import IntentKit

/// INUpdateMediaAffinityIntentHandling for a media app: what the user likes or dislikes —
/// what plays ("I love this song"), something named, or a genre ("tell ControlAudio I love
/// punk") — kept in their library to choose better next time.
struct UpdateMediaAffinityHandler: UpdateMediaAffinityIntentHandling {
  let app: MediaApp

  func resolveMediaItems(for intent: UpdateMediaAffinityIntent) async throws
    -> [ResolutionResult<MediaItem>]
  {
    if let search = intent.mediaSearch, let genres = search.genreNames, search.mediaName == nil,
      search.artistName == nil, search.reference == .unknown
    {
      return genres.map {
        .success(MediaItem(identifier: "genre:" + $0.lowercased(), title: $0, type: .genre))
      }
    }
    return try app.resolveMediaItems(
      said: intent.intent.said(UpdateMediaAffinityIntent.mediaItems), search: intent.mediaSearch,
      playing: false)
  }

  func handle(intent: UpdateMediaAffinityIntent) async throws
    -> UpdateMediaAffinityIntentResponse
  {
    let items = intent.mediaItems ?? []
    var library = try app.library()
    let likes = intent.affinityType == .like
    for item in items {
      if item.type == .genre {
        let genre = item.title.lowercased()
        library.likedGenres.removeAll { $0 == genre }
        library.dislikedGenres.removeAll { $0 == genre }
        if likes { library.likedGenres.append(genre) } else { library.dislikedGenres.append(genre) }
      } else {
        library.liked.removeAll { $0 == item.identifier }
        library.disliked.removeAll { $0 == item.identifier }
        if likes {
          library.liked.append(item.identifier)
        } else {
          library.disliked.append(item.identifier)
        }
      }
    }
    try app.save(library)
    return UpdateMediaAffinityIntentResponse(
      code: .success, output: [OutputField(MediaOutput.mediaItems, items)])
  }
}
