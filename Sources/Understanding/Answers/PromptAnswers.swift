import IntentKit
import SpokenLanguage

/// Reads a reply to a prompt: cancel first, whatever was asked, then by what the prompt expects.
enum PromptAnswers {
  static func interpret(_ text: String, expecting expectation: AnswerExpectation) -> PromptAnswer {
    let words = NameNormalizer.words(text)
    if isCancel(words) { return .cancel }
    switch expectation {
    case .yesNo:
      guard let yes = YesNoAnswers.answer(words) else { return .unrecognized }
      return yes ? .yes : .no
    case .choice(let options, let visible):
      return ChoiceAnswers.answer(words, options: options, visible: visible)
    case .value(let type):
      return ValueAnswers.answer(text, words: words, type: type)
    case .yesNoOrValue(let type):
      return FollowUpAnswers.answer(text, words: words, type: type)
    case .yesNoOrCorrection(let type):
      return correction(text, words: words, type: type)
    }
  }

  /// yes or no; "no, Kate": the value meant instead of the one offered. A value said without
  /// the no is not taken as one ("maybe" at "Do you want to create it?" creates nothing).
  private static func correction(_ text: String, words: [String], type: ParameterValueType)
    -> PromptAnswer
  {
    if let exact = YesNoAnswers.exactAnswer(words) { return exact ? .yes : .no }
    guard let first = words.first, YesNoAnswers.noLeads.contains(first), words.count > 1 else {
      return YesNoAnswers.answer(words).map { $0 ? .yes : .no } ?? .unrecognized
    }
    guard let rest = ValueAnswers.afterFirstWord(text) else { return .no }
    let answer = ValueAnswers.answer(rest, words: NameNormalizer.words(rest), type: type)
    return answer == .unrecognized ? .no : answer
  }

  /// "cancel", "never mind", "stop", "forget it", also with "please", "ok" or "no" around them.
  static func isCancel(_ words: [String]) -> Bool {
    var words = Fillers.trimmed(words, leading: cancelLeading, trailing: cancelTrailing)
    if words.first == "no" || words.first == "oh" { words.removeFirst() }
    return cancelPhrases.contains(words.joined(separator: " "))
  }

  private static let cancelPhrases: Set<String> = [
    "cancel", "cancel that", "cancel it", "cancel this", "never mind", "nevermind", "nvm",
    "stop", "stop it", "forget it", "forget about it", "forget that", "abort", "quit",
  ]
  private static let cancelLeading: Set<[String]> = [["just"], ["ok"], ["okay"], ["please"]]
  private static let cancelTrailing: Set<[String]> = [
    ["please"], ["then"], ["thanks"], ["thank", "you"], ["siri"],
  ]
}

/// Trimming of filler words around a reply.
enum Fillers {
  /// `words` without any of the `leading` phrases at the start and `trailing` ones at the end,
  /// repeatedly, never down to nothing.
  static func trimmed(_ words: [String], leading: Set<[String]>, trailing: Set<[String]>)
    -> [String]
  {
    var words = words[...]
    var changed = true
    while changed {
      changed = false
      for length in 1...3 where words.count > length {
        if leading.contains(Array(words.prefix(length))) {
          words = words.dropFirst(length)
          changed = true
          break
        }
        if trailing.contains(Array(words.suffix(length))) {
          words = words.dropLast(length)
          changed = true
          break
        }
      }
    }
    return Array(words)
  }
}
