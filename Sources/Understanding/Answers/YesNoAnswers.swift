/// yes or no, however it is said.
enum YesNoAnswers {
  /// true for yes, false for no, nil when the reply is neither. `words` are normalised.
  static func answer(_ words: [String], in language: AnswerWords) -> Bool? {
    if let exact = exactAnswer(words, in: language) { return exact }
    let words = Fillers.trimmed(
      words, leading: language.yesNoLeading, trailing: language.yesNoTrailing)
    guard let first = words.first else { return nil }
    // "yes send it", "no don't"
    if language.yesLeads.contains(first) { return true }
    if language.noLeads.contains(first) { return false }
    return nil
  }

  /// A reply that is a whole yes or no phrase ("yes please", "no thanks"), nothing more.
  static func exactAnswer(_ words: [String], in language: AnswerWords) -> Bool? {
    let phrase = Fillers.trimmed(
      words, leading: language.yesNoLeading, trailing: language.yesNoTrailing
    )
    .joined(separator: " ")
    if language.yesPhrases.contains(phrase) { return true }
    if language.noPhrases.contains(phrase) { return false }
    return nil
  }
}
