/// INVocabularyStringType: the kinds of user-specific terms an app can teach Siri, with the
/// SDK's raw values.
public enum VocabularyStringType: Int, CaseIterable, Hashable, Sendable, Codable {
  case contactName = 1
  case contactGroupName = 2
  case photoTag = 100
  case photoAlbumName = 101
  case workoutActivityName = 200
  case carProfileName = 300
  case carName = 301
  case paymentsOrganizationName = 400
  case paymentsAccountNickname = 401
  case notebookItemTitle = 500
  case notebookItemGroupName = 501
  case mediaPlaylistTitle = 700
  case mediaMusicArtistName = 701
  case mediaAudiobookTitle = 702
  case mediaAudiobookAuthorName = 703
  case mediaShowTitle = 704

  /// The SDK's case name, as typed in `:vocab add contactName ...`. (No CustomStringConvertible:
  /// `String(describing:)` gives the case name only without it.)
  public var name: String { CaseNames.name(of: self) }

  /// The type with this case name, case-insensitive: "paymentsAccountNickname".
  public init?(name: String) {
    let lowered = name.lowercased()
    guard let type = Self.allCases.first(where: { $0.name.lowercased() == lowered }) else {
      return nil
    }
    self = type
  }
}
