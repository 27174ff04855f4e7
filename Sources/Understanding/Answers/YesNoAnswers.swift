/// yes or no, however it is said.
enum YesNoAnswers {
  /// true for yes, false for no, nil when the reply is neither. `words` are normalised.
  static func answer(_ words: [String]) -> Bool? {
    if let exact = exactAnswer(words) { return exact }
    let words = Fillers.trimmed(words, leading: leading, trailing: trailing)
    guard let first = words.first else { return nil }
    // "yes send it", "no don't"
    if yesLeads.contains(first) { return true }
    if noLeads.contains(first) { return false }
    return nil
  }

  /// A reply that is a whole yes or no phrase ("yes please", "no thanks"), nothing more.
  static func exactAnswer(_ words: [String]) -> Bool? {
    let phrase = Fillers.trimmed(words, leading: leading, trailing: trailing)
      .joined(separator: " ")
    if yesPhrases.contains(phrase) { return true }
    if noPhrases.contains(phrase) { return false }
    return nil
  }

  private static let yesPhrases: Set<String> = [
    "yes", "yeah", "yep", "yup", "yes please", "yea", "ya", "sure", "ok", "okay", "k", "y",
    "do it", "send it", "go ahead", "go for it", "correct", "right", "thats right",
    "that is right", "thats correct", "that is correct", "affirmative", "absolutely",
    "of course", "please do", "sounds good", "confirm", "confirmed", "definitely", "sure thing",
    "alright", "all right", "yes it is", "it is", "true",
  ]
  private static let noPhrases: Set<String> = [
    "no", "nope", "nah", "n", "no thanks", "no thank you", "dont", "do not", "wrong",
    "negative", "not really", "no way", "dont send it", "do not send it", "thats wrong",
    "that is wrong", "incorrect", "not that", "false",
  ]
  static let yesLeads: Set<String> = ["yes", "yeah", "yep", "yup", "sure", "ok", "okay"]
  static let noLeads: Set<String> = ["no", "nope", "nah", "dont"]
  private static let leading: Set<[String]> = [["uh"], ["um"], ["oh"], ["well"], ["hmm"]]
  private static let trailing: Set<[String]> = [["thanks"], ["thank", "you"], ["siri"]]
}
