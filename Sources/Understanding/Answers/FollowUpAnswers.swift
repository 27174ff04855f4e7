import IntentKit
import SpokenLanguage

/// A reply to a follow-up that offers to go on ("Do you want to reply?"): yes, no, or straight
/// away the value a yes would ask for (seed 000: the user answers just "hello", meaning reply
/// saying hello).
enum FollowUpAnswers {
  static func answer(
    _ text: String, words: [String], type: ParameterValueType, in language: AnswerWords
  ) -> PromptAnswer {
    if let exact = YesNoAnswers.exactAnswer(words, in: language) { return exact ? .yes : .no }
    guard let first = words.first else { return .unrecognized }
    // "no, not now" declines; "no worries, see you then" is a reply.
    if language.noLeads.contains(first),
      !language.notRefusals.contains(words.dropFirst().first ?? "")
    {
      return .no
    }
    guard language.yesLeads.contains(first), words.count > 1 else {
      return ValueAnswers.answer(text, words: words, type: type, in: language)
    }
    // "yes, see you at six": the value follows the yes.
    guard let rest = ValueAnswers.afterFirstWord(text) else { return .yes }
    let restWords = NameNormalizer.words(rest)
    if YesNoAnswers.exactAnswer(restWords, in: language) == true { return .yes }
    let answer = ValueAnswers.answer(rest, words: restWords, type: type, in: language)
    return answer == .unrecognized ? .yes : answer
  }
}
