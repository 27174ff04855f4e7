import IntentKit
import SpokenLanguage

/// Reads a reply to a prompt: cancel first, whatever was asked, then by what the prompt expects.
enum PromptAnswers {
  static func interpret(
    _ text: String, expecting expectation: AnswerExpectation,
    in language: AnswerWords = .english
  ) -> PromptAnswer {
    let words = NameNormalizer.words(text)
    if isCancel(words, in: language) { return .cancel }
    switch expectation {
    case .yesNo:
      guard let yes = YesNoAnswers.answer(words, in: language) else { return .unrecognized }
      return yes ? .yes : .no
    case .choice(let options, let visible):
      return ChoiceAnswers.answer(words, options: options, visible: visible, in: language)
    case .value(let type):
      return ValueAnswers.answer(text, words: words, type: type, in: language)
    case .yesNoOrValue(let type):
      return FollowUpAnswers.answer(text, words: words, type: type, in: language)
    case .yesNoOrCorrection(let type):
      return correction(text, words: words, type: type, in: language)
    }
  }

  /// yes or no; "no, Kate": the value meant instead of the one offered. A value said without
  /// the no is not taken as one ("maybe" at "Do you want to create it?" creates nothing).
  private static func correction(
    _ text: String, words: [String], type: ParameterValueType, in language: AnswerWords
  ) -> PromptAnswer {
    if let exact = YesNoAnswers.exactAnswer(words, in: language) { return exact ? .yes : .no }
    guard let first = words.first, language.noLeads.contains(first), words.count > 1 else {
      return YesNoAnswers.answer(words, in: language).map { $0 ? .yes : .no } ?? .unrecognized
    }
    guard let rest = ValueAnswers.afterFirstWord(text) else { return .no }
    let answer = ValueAnswers.answer(
      rest, words: NameNormalizer.words(rest), type: type, in: language)
    return answer == .unrecognized ? .no : answer
  }

  /// "cancel", "never mind", "stop", "forget it", also with "please", "ok" or "no" around them
  /// ("annule", "laisse tomber", "cancela", "olvídalo" in French and Spanish).
  static func isCancel(_ words: [String], in language: AnswerWords = .english) -> Bool {
    var words = Fillers.trimmed(
      words, leading: language.cancelLeading, trailing: language.cancelTrailing)
    if words.count > 1, let first = words.first, language.cancelPrefixes.contains(first) {
      words.removeFirst()
    }
    return language.cancelPhrases.contains(words.joined(separator: " "))
  }
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
