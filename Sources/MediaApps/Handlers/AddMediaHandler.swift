import IntentKit

/// INAddMediaIntentHandling for a media app: what to add (what plays, for "this song"), and
/// where — the library, or one of the user's own playlists.
struct AddMediaHandler: AddMediaIntentHandling {
  let app: MediaApp

  func resolveMediaItems(for intent: AddMediaIntent) async throws
    -> [ResolutionResult<MediaItem>]
  {
    try app.resolveMediaItems(
      said: intent.intent.said(AddMediaIntent.mediaItems), search: intent.mediaSearch,
      playing: false)
  }

  /// None said is the library; a playlist said must be one of the user's own.
  func resolveMediaDestination(for intent: AddMediaIntent) async throws
    -> ResolutionResult<MediaDestination>
  {
    if let destination = intent.mediaDestination { return .success(destination) }
    guard let said = intent.intent.said(AddMediaIntent.mediaDestination)?.spokenText, !said.isEmpty
    else { return .success(.library) }
    let playlists = try app.catalog().filter { $0.kind == .playlist }
    guard let playlist = playlists.first(where: { MediaFinder.same($0.title, said) }) else {
      return .unsupported(forReason: AddMediaDestinationUnsupportedReason.playlistNameNotFound)
    }
    guard playlist.isMine else {
      return .unsupported(forReason: AddMediaDestinationUnsupportedReason.playlistNotEditable)
    }
    return .success(.playlist(playlist.title))
  }

  func handle(intent: AddMediaIntent) async throws -> AddMediaIntentResponse {
    let items = intent.mediaItems ?? []
    let destination = intent.mediaDestination ?? .library
    let output = [
      OutputField(MediaOutput.mediaItems, items),
      OutputField(MediaOutput.mediaDestination, destination),
    ]
    switch destination {
    case .library:
      var library = try app.library()
      for item in items where !library.saved.contains(item.identifier) {
        library.saved.append(item.identifier)
      }
      try app.save(library)
    case .playlist(let name):
      let catalog = try app.catalogIndex()
      guard
        var playlist = catalog.items.first(where: {
          $0.kind == .playlist && $0.isMine && $0.title == name
        })
      else { return AddMediaIntentResponse(code: .failure, output: output) }
      // A playlist holds songs: an album or artist added is its songs.
      let songs = items.flatMap { item in
        catalog.byID[item.identifier].map(catalog.playable) ?? []
      }
      playlist.items = (playlist.items ?? []) + songs.map(\.id)
      try app.save(playlist)
    }
    return AddMediaIntentResponse(code: .success, output: output)
  }
}
