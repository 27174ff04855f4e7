/// Words around a request that carry no meaning for it: "hey siri", "can you please", "for me".
enum Courtesy {
  /// Removes courtesy phrases from the start and the end, as long as something remains.
  static func strip(_ request: inout Request) {
    var changed = true
    while changed && request.count > 1 {
      changed = false
      for phrase in prefixes where request.count > phrase.count && request.has(phrase, at: 0) {
        if questionPrefixes.contains(phrase) { request.isQuestion = true }
        request.tokens.removeFirst(phrase.count)
        changed = true
        break
      }
    }
    changed = true
    while changed && request.count > 1 {
      changed = false
      for phrase in suffixes
      where request.count > phrase.count && request.has(phrase, at: request.count - phrase.count)
        && !request.tokens[request.count - phrase.count - 1].endsWithColon
      {
        request.tokens.removeLast(phrase.count)
        changed = true
        break
      }
    }
  }

  /// Longest first, so "hey siri" goes before "hey".
  private static let prefixes: [[String]] = [
    "i would like you to", "i'd like you to", "would you be able to", "will you help me to",
    "can you help me to", "i would like to", "i want you to", "i need you to", "could you please",
    "can you please", "would you please", "will you please", "will you help me",
    "can you help me", "go ahead and", "i'd like to", "i want to", "i need to", "i have to",
    "i wanna", "i'd like", "help me to", "help me", "hey siri", "hi siri", "ok siri", "okay siri",
    "hey olly", "hey alexa", "ok google", "hey google", "can you", "could you", "would you",
    "will you", "can u", "siri", "olly", "alexa", "hey", "ok", "okay", "please", "pls", "plz",
    "kindly", "just", "quickly", "quick", "now", "so", "um", "uh", "and", "let's", "lets",
  ].map { $0.split(separator: " ").map(String.init) }.sorted { $0.count > $1.count }

  /// Prefixes that make the request a question: "can you text John hi?".
  private static let questionPrefixes: Set<[String]> = [
    ["can", "you"], ["could", "you"], ["would", "you"], ["will", "you"], ["can", "u"],
    ["can", "you", "please"], ["could", "you", "please"], ["would", "you", "please"],
    ["will", "you", "please"], ["would", "you", "be", "able", "to"], ["can", "you", "help", "me"],
    ["will", "you", "help", "me"], ["can", "you", "help", "me", "to"],
    ["will", "you", "help", "me", "to"],
  ]

  private static let suffixes: [[String]] = [
    "for me please", "for me", "please", "pls", "plz", "siri", "olly", "alexa",
  ].map { $0.split(separator: " ").map(String.init) }
}
