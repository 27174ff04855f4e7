import IntentKit
import SpokenLanguage

/// Words typed as a whole (an answer to a prompt, an amount, an account's name) as tokens.
struct Request: Sendable {
  /// The text as typed; tokens point into it.
  let text: String
  var tokens: [Token]

  /// The vocabulary patterns may look terms up in ("get me a SparkleCar" names a ride option).
  var vocabulary: VocabularyMatcher = .none

  var count: Int { tokens.count }

  /// The first vocabulary term within `scopes` in `range`, with the tokens it covers.
  func spotTerm(in range: Range<Int>, scopes: Set<VocabularyScope>)
    -> (range: Range<Int>, match: VocabularyMatch)?
  {
    vocabulary.spot(in: self, range, scopes: scopes)
  }

  /// The normalised word at `index`, or "" outside the request.
  func word(_ index: Int) -> String {
    index >= 0 && index < tokens.count ? tokens[index].word : ""
  }

  /// Whether the words from `index` on are `phrase`.
  func has(_ phrase: [String], at index: Int) -> Bool {
    guard index >= 0, index + phrase.count <= tokens.count else { return false }
    for (offset, word) in phrase.enumerated() where tokens[index + offset].word != word {
      return false
    }
    return true
  }

  /// The original words of `range` without edge punctuation, one space apart: "John Baily".
  func name(_ range: Range<Int>) -> String {
    tokens[range].map { String(text.unicodeScalars[$0.core]) }.joined(separator: " ")
  }

  /// The original text of `range` as free text: trimmed, quotes and closing punctuation removed.
  /// Runs of tokens that were next to each other keep their spacing; a gap left by a removed
  /// phrase ("on UnicornChat") becomes one space.
  func freeText(_ range: Range<Int>) -> String? {
    guard !range.isEmpty else { return nil }
    var pieces: [Substring] = []
    var runStart = range.lowerBound
    for index in range {
      let isRunEnd =
        index + 1 == range.upperBound || tokens[index + 1].position != tokens[index].position + 1
      guard isRunEnd else { continue }
      let scalars = text.unicodeScalars[
        tokens[runStart].raw.lowerBound..<tokens[index].raw.upperBound]
      pieces.append(Substring(scalars))
      runStart = index + 1
    }
    let joined = pieces.count == 1 ? pieces[0] : Substring(pieces.joined(separator: " "))
    return FreeText.clean(joined)
  }
}
