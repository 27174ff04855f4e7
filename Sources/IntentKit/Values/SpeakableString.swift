/// A phrase Siri can say and recognise: INSpeakableString and the INSpeakable protocol.
public struct SpeakableString: Hashable, Sendable, Codable {
  /// What the user said, or the canonical spelling once vocabulary recognised it.
  public var spokenPhrase: String
  /// A "sounds like" spelling ("eye toons" for iTunes).
  public var pronunciationHint: String?
  /// The app's identifier for the matched vocabulary item, nil when nothing matched.
  public var vocabularyIdentifier: String?
  /// Other things Siri thinks the user may have meant.
  public var alternativeSpeakableMatches: [SpeakableString]?

  public init(
    spokenPhrase: String,
    pronunciationHint: String? = nil,
    vocabularyIdentifier: String? = nil,
    alternativeSpeakableMatches: [SpeakableString]? = nil
  ) {
    self.spokenPhrase = spokenPhrase
    self.pronunciationHint = pronunciationHint
    self.vocabularyIdentifier = vocabularyIdentifier
    self.alternativeSpeakableMatches = alternativeSpeakableMatches
  }
}
