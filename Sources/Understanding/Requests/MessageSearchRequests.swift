import IntentKit

/// Reading requests -> `searchForMessages(senders, speakableGroupNames, attributes,
/// dateTimeRange)`.
///
/// Understood shapes (after courtesy words and the app mention are gone):
/// - a verb, what to read, and whose: "read my messages", "check my new texts", "read me my
///   last message from Ana", "show me John's messages", "read the climbing group"
/// - questions: "do I have any new messages (from John Baily)?", "any new messages?", "did I
///   get any texts today", "who texted me?"
/// - what someone said: "what did Ana say?", "what did John Baily text me"
/// - the messages alone: "new messages from John", "text message from John"
/// - a time at the end or as an owner: "... today", "yesterday's messages"
///
/// Messages asked for as they come ("my messages", "new", "unread") are the unread ones
/// (`attributes` "unread"); one asked for as the last ("my last message", "what did Ana say")
/// has no attribute, and the app reads the latest. A request must be about messages: a message
/// noun, a group conversation's name, or someone saying something; "read my list" is not.
struct MessageSearchRequests: RequestPatterns {
  func intent(for request: Request) -> Intent? {
    var request = request
    // Only a request this grammar can read looks for a group's name (a vocabulary lookup).
    guard let first = request.tokens.first?.word, SearchParser.startsRequest(first) else {
      return nil
    }
    let group = Self.mergeGroup(&request)
    var parser = SearchParser(request: request)
    guard parser.parse(), parser.isAboutMessages || group != nil else { return nil }
    var parameters: [String: IntentValue] = [:]
    if !parser.senders.isEmpty {
      parameters["senders"] = .array(parser.senders.map { .person(Person.spoken($0)) })
    }
    if let group {
      guard parser.sawGroup else { return nil }
      parameters["speakableGroupNames"] = .array([
        .speakable(SpeakableString(spokenPhrase: group))
      ])
    }
    if !parser.latest { parameters["attributes"] = .string("unread") }
    if let period = parser.period { parameters["dateTimeRange"] = .string(period) }
    return Intent(name: .searchForMessages, parameters: parameters)
  }

  /// The word a group conversation's name becomes.
  static let groupWord = "\u{2063}group"

  private static let groupScopes = VocabularyScopes.scopes(
    for: .searchForMessages, parameter: "speakableGroupNames")

  /// A group conversation's name ("the climbing group") becomes one token; returns its words.
  private static func mergeGroup(_ request: inout Request) -> String? {
    guard let (range, _) = request.spotTerm(in: 0..<request.count, scopes: groupScopes) else {
      return nil
    }
    var start = range.lowerBound
    if start > 0, ["the", "my", "our"].contains(request.word(start - 1)) { start -= 1 }
    let term = request.name(range)
    var token = request.tokens[start]
    token.word = groupWord
    token.core = token.core.lowerBound..<request.tokens[range.upperBound - 1].core.upperBound
    request.tokens.replaceSubrange(start..<range.upperBound, with: [token])
    return term
  }
}

/// The reading grammar over one request: it must account for every word.
private struct SearchParser {
  let request: Request
  var index = 0
  var end: Int

  var senders: [String] = []
  var sawGroup = false
  /// A message noun was said, or a question that can only be about messages.
  var isAboutMessages = false
  /// The last message rather than the unread ones.
  var latest = false
  var period: String?

  init(request: Request) {
    self.request = request
    end = request.count
  }

  private func word(_ at: Int) -> String { at < end ? request.word(at) : "" }

  /// Consumes `phrase` at the cursor when it is there.
  private mutating func take(_ phrase: String) -> Bool {
    let words = phrase.split(separator: " ").map(String.init)
    guard index + words.count <= end, request.has(words, at: index) else { return false }
    index += words.count
    return true
  }

  private mutating func takeAny(_ phrases: [String]) -> Bool {
    phrases.contains { take($0) }
  }

  mutating func parse() -> Bool {
    guard end > 0 else { return false }
    stripPeriod()
    if whatDidSomeoneSay() { return index == end }
    index = 0
    if whoWroteToMe() { return index == end }
    index = 0
    _ = takeAny(Self.leads)
    if word(index) == Self.group, index + 1 == end, index > 0 {
      // "read the climbing group", "check the climbing group"
      sawGroup = true
      index += 1
      return true
    }
    guard messagesPhrase() else { return false }
    return tail() && index == end
  }

  /// The token a group conversation's name became.
  private static let group = MessageSearchRequests.groupWord

  // MARK: Frames

  /// "what did Ana say", "what did John Baily text me", "what has the climbing group said".
  private mutating func whatDidSomeoneSay() -> Bool {
    guard takeAny(["what did", "what has", "what does"]) else { return false }
    let start = index
    var stop = index
    while stop < end, !Self.sayingVerbs.contains(word(stop)) { stop += 1 }
    guard stop < end, stop > start, stop - start <= 4 else { return false }
    guard sender(start..<stop) else { return false }
    index = stop + 1
    _ = takeAny(["to me", "me", "to us", "us"])
    latest = true
    isAboutMessages = true
    return true
  }

  /// "who texted me", "who has messaged me": the unread messages.
  private mutating func whoWroteToMe() -> Bool {
    guard take("who") else { return false }
    _ = takeAny(["has", "have"])
    guard Self.writingVerbs.contains(word(index)) else { return false }
    index += 1
    _ = takeAny(["to me", "me"])
    isAboutMessages = true
    return true
  }

  /// "my new messages", "any texts", "John's last message", "the message", "yesterday's emails".
  private mutating func messagesPhrase() -> Bool {
    _ = takeAny(Self.determiners)
    if take("today's") || take("todays") {
      period = period ?? "today"
    } else if take("yesterday's") || take("yesterdays") {
      period = period ?? "yesterday"
    } else if let owner = possessiveOwner() {
      senders.append(owner)
    }
    var fresh = false
    var last = false
    while index < end {
      if takeAny(["most recent", "newest", "latest", "last", "recent"]) {
        last = true
      } else if takeAny(["new", "unread", "unopened"]) {
        fresh = true
      } else {
        break
      }
    }
    guard let plural = messageNoun() else { return false }
    isAboutMessages = true
    // "my last message" is the latest one; "my last messages" and "my messages" the unread.
    latest = !fresh && !plural && (last || !senders.isEmpty || word(index) == "from")
    return true
  }

  /// "from John Baily", "from the climbing group", "in the climbing group", "for me".
  private mutating func tail() -> Bool {
    while index < end {
      if takeAny(["for me", "to me", "i have", "i got", "i've got", "ive got", "i received"]) {
        continue
      }
      if take("from") || take("in") || take("on") {
        if word(index) == Self.group {
          sawGroup = true
          index += 1
          continue
        }
        guard request.word(index - 1) == "from", sender(index..<end) else { return false }
        index = end
        continue
      }
      return false
    }
    return true
  }

  // MARK: Pieces

  /// The message noun at the cursor, and whether it is plural; "text messages" is one noun.
  private mutating func messageNoun() -> Bool? {
    if take("text messages") || take("text message") {
      return request.word(index - 1) == "messages"
    }
    let current = word(index)
    if Self.pluralNouns.contains(current) {
      index += 1
      return true
    }
    if Self.singularNouns.contains(current) {
      index += 1
      return false
    }
    return nil
  }

  /// "John's" or "John Baily's" at the cursor: the owner's name without "'s".
  private mutating func possessiveOwner() -> String? {
    for length in 1...2 where index + length <= end {
      let last = word(index + length - 1)
      guard last.count > 2, last.hasSuffix("'s"), (index..<(index + length)).allSatisfy(isNameWord)
      else { continue }
      let name = request.name(index..<(index + length))
      index += length
      return String(name.dropLast(2))
    }
    return nil
  }

  /// Names filling `range`: "John", "John Baily and Ana", "my mom"; or the group.
  private mutating func sender(_ range: Range<Int>) -> Bool {
    if range.count == 1, word(range.lowerBound) == Self.group {
      sawGroup = true
      return true
    }
    var found: [String] = []
    var start = range.lowerBound
    for position in range.lowerBound...range.upperBound {
      let isBreak = position == range.upperBound || word(position) == "and" || word(position) == "&"
      guard isBreak else { continue }
      var first = start
      if word(first) == "my" { first += 1 }
      guard first < position, position - first <= 3,
        (first..<position).allSatisfy(isNameWord)
      else { return false }
      found.append(request.name(first..<position))
      start = position + 1
    }
    senders += found
    return true
  }

  /// A time at the end: "today", "this morning", "from yesterday", "sent last week".
  private mutating func stripPeriod() {
    for length in [2, 1] where end - length >= 1 {
      let words = (end - length..<end).map(request.word)
      let phrase = words.joined(separator: " ")
      let isPeriod =
        length == 1
        ? Self.singlePeriods.contains(phrase)
        : (["this", "last"].contains(words[0]) && Self.periodUnits.contains(words[1]))
      guard isPeriod else { continue }
      period = phrase
      end -= length
      if end >= 2, ["from", "since", "sent", "of"].contains(request.word(end - 1)) { end -= 1 }
      return
    }
  }

  private func isNameWord(_ at: Int) -> Bool {
    var current = word(at)
    guard let first = current.unicodeScalars.first, first.properties.isAlphabetic else {
      return false
    }
    if current.hasSuffix("'s") { current.removeLast(2) }
    return !Lexicon.nonNames.contains(current) && !Self.pluralNouns.contains(current)
      && !Self.singularNouns.contains(current)
  }

  // MARK: Words

  /// What comes before the messages: verbs and questions.
  private static let leads: [String] = [
    "read out loud", "read me out", "read out", "read aloud", "read me", "read back", "read",
    "check for", "check on", "check", "show me", "show", "display", "get me", "get", "play",
    "tell me", "give me", "list", "what are", "what's in", "whats in", "what's new in",
    "whats new in", "what's new from", "whats new from", "anything new in", "anything new from",
    "do i have", "did i get",
    "did i receive", "have i got", "have i gotten", "have i received", "did anyone send me",
    "has anyone sent me", "are there", "is there", "i have", "got",
  ].sorted { $0.split(separator: " ").count > $1.split(separator: " ").count }

  /// The words a reading request can start with; a name's possessive ("John's messages") too.
  static func startsRequest(_ word: String) -> Bool {
    firstWords.contains(word) || word.hasSuffix("'s")
  }

  static let firstWords: Set<String> = Set(
    (leads + determiners + ["what", "who", "today's", "todays", "yesterday's", "yesterdays"])
      .compactMap { $0.split(separator: " ").first.map(String.init) }
  ).union(pluralNouns).union(singularNouns).union([
    "most", "newest", "latest", "last", "recent", "new", "unread", "unopened", "text",
  ])

  private static let determiners: [String] = [
    "all of my", "all my", "all the", "all", "any", "my", "the", "me my", "a", "an",
  ]

  private static let pluralNouns: Set<String> = [
    "messages", "texts", "emails", "e-mails", "mails", "imessages", "dms", "chats", "sms",
  ]
  private static let singularNouns: Set<String> = [
    "message", "text", "email", "e-mail", "mail", "imessage", "dm", "chat", "msg",
  ]

  /// "what did Ana say", "... text me", "... write".
  private static let sayingVerbs: Set<String> = [
    "say", "said", "write", "wrote", "text", "texted", "message", "messaged", "send", "sent",
    "email", "emailed", "tell", "told",
  ]

  /// "who texted me".
  private static let writingVerbs: Set<String> = [
    "texted", "messaged", "emailed", "wrote", "text", "message", "email", "dmed", "dm'd",
  ]

  private static let singlePeriods: Set<String> = ["today", "yesterday", "tonight"]
  private static let periodUnits: Set<String> = [
    "morning", "afternoon", "evening", "night", "week", "weekend", "month", "year",
  ]
}
