import IntentKit

/// Messaging requests -> `sendMessage(recipients, content)`.
///
/// Understood shapes (after courtesy words and the app mention are gone):
/// - send/write/compose/start/open/new + a message noun: "send a message to John saying hi",
///   "send John a message saying hi", "write an email to mom", "new message to John"
/// - send + content + "to" + recipients: "send hello to John Baily"
/// - message verbs: "text hello to John", "message John saying hi", "text John hello",
///   "email john about the meeting", "text mom and dad I'm late"
/// - "tell John (that) I'm late", "let John know I'm late"
/// - "reply (to John) (with|saying) ...", "respond to greg's email stating ..."
/// - a reply to the last message read, to no one named: "reply saying ok", "reply to that",
///   "tell him I'm on my way", "text her see you there" (`isReplyToLastMessage`)
/// - a group conversation the app taught Siri (contactGroupName) said as the recipient: "text
///   the climbing group see you there" (`speakableGroupName`)
///
/// Missing parts are absent parameters; the dialog asks for them.
struct MessagingRequests: RequestPatterns {
  func intent(for request: Request) -> Intent? {
    var request = request
    // Only a request this grammar can read looks for a group's name (a vocabulary lookup).
    guard let first = request.tokens.first?.word, Self.verbs.contains(first) else { return nil }
    let group = Self.mergeGroup(&request)
    let namesMedium = Self.stripMedium(&request)
    guard let verb = request.tokens.first?.word else { return nil }
    let parser = MessageParser(request: request)
    let rest = 1..<request.count
    let parts: MessageParts?
    switch verb {
    case "send":
      parts = parser.send(rest, namesMedium: namesMedium)
    case _ where Self.messageVerbs.contains(verb):
      parts = parser.messageVerb(rest)
    case "forward":
      parts = parser.messageVerb(rest)
    case "new":
      parts = parser.compose(0..<request.count, verb: verb)
    case _ where Self.composeVerbs.contains(verb):
      parts = parser.compose(rest, verb: verb)
    case "tell", "inform", "notify":
      parts = parser.tell(rest)
    case "let":
      parts = parser.letKnow(rest)
    case "reply", "respond":
      parts = parser.reply(rest)
    default:
      parts = nil
    }
    guard var parts else { return nil }
    var parameters: [String: IntentValue] = [:]
    if let group, let index = parts.recipients.firstIndex(of: group.said) {
      parts.recipients.remove(at: index)
      parameters["speakableGroupName"] = .speakable(SpeakableString(spokenPhrase: group.term))
    }
    if !parts.recipients.isEmpty {
      parameters["recipients"] = .array(parts.recipients.map { .person(Person.spoken($0)) })
    }
    if let content = parts.content { parameters["content"] = .string(content) }
    return Intent(
      name: .sendMessage, parameters: parameters,
      isReplyToLastMessage: parts.repliesToLastMessage && parameters["recipients"] == nil
        && parameters["speakableGroupName"] == nil)
  }

  /// Every verb a messaging request starts with.
  private static let verbs: Set<String> = messageVerbs.union(composeVerbs).union([
    "send", "forward", "new", "tell", "inform", "notify", "let", "reply", "respond",
  ])

  /// Marks the one token a group conversation's name becomes.
  static let groupMarker = "group:"

  private static let groupScopes = VocabularyScopes.scopes(
    for: .sendMessage, parameter: "speakableGroupName")

  /// A group conversation's name ("the climbing group") becomes one token, so the grammar
  /// reads it where it reads a person. Returns what the token reads as, and the term's words.
  private static func mergeGroup(_ request: inout Request) -> (said: String, term: String)? {
    guard let (range, _) = request.spotTerm(in: 0..<request.count, scopes: groupScopes) else {
      return nil
    }
    var start = range.lowerBound
    if start > 0, ["the", "my", "our"].contains(request.word(start - 1)) { start -= 1 }
    let term = request.name(range)
    let last = request.tokens[range.upperBound - 1]
    var token = request.tokens[start]
    token.word = groupMarker + term.lowercased()
    token.core = token.core.lowerBound..<last.core.upperBound
    token.raw = token.raw.lowerBound..<last.raw.upperBound
    token.isCapitalized = false
    token.endsPhrase = last.endsPhrase
    token.endsWithColon = last.endsWithColon
    request.tokens.replaceSubrange(start..<range.upperBound, with: [token])
    return (request.name(start..<(start + 1)), term)
  }

  /// Verbs that mean "send a message to": "text John", "email mom", "message hello to John".
  static let messageVerbs: Set<String> = [
    "text", "txt", "message", "msg", "sms", "email", "e-mail", "mail", "imessage", "dm",
  ]

  /// Words after "text" or "a message" that make it a search, not a send: "email from John".
  static let readingCues: Set<String> = [
    "from", "inbox", "unread", "received", "sent", "yesterday", "in", "address", "addresses",
    "account", "accounts", "id", "settings", "app", "notifications", "list", "folder",
  ]

  /// Verbs that need a message noun after them: "write an email", "start a new message".
  static let composeVerbs: Set<String> = [
    "write", "compose", "draft", "start", "open", "create", "shoot", "drop", "begin", "type",
    "prepare",
  ]

  /// Compose verbs that also take the recipient first: "write John an email", "shoot mom a text".
  static let writingVerbs: Set<String> = ["write", "compose", "draft", "shoot", "drop"]

  /// "my", "the", "this", "that": after "open" or "start" they point at an existing message.
  static let definiteWords: Set<String> = ["my", "the", "this", "that", "his", "her", "their"]

  /// Removes a closing "via email", "by text", "as a text message"; true when one was there.
  private static func stripMedium(_ request: inout Request) -> Bool {
    var end = request.count
    guard end >= 3 else { return false }
    if request.word(end - 1) == "message" && Lexicon.messageNouns.contains(request.word(end - 2)) {
      end -= 1
    }
    guard Lexicon.messageNouns.contains(request.word(end - 1)), request.word(end - 1) != "note"
    else { return false }
    var start = end - 1
    if ["a", "an"].contains(request.word(start - 1)) { start -= 1 }
    guard ["via", "by", "over", "through", "as", "in", "using"].contains(request.word(start - 1)),
      start - 1 >= 2
    else { return false }
    request.tokens.removeSubrange((start - 1)..<request.count)
    return true
  }
}

/// What a messaging request said: who to, and what.
private struct MessageParts {
  var recipients: [String] = []
  var content: String?
  /// To the sender of the last message read: "reply ...", "tell him ...".
  var repliesToLastMessage = false
}

/// The messaging grammar over one request. Ranges are token indices.
private struct MessageParser {
  let request: Request

  private func word(_ index: Int) -> String { request.word(index) }

  // MARK: Verbs

  /// "send ...": a message noun, recipients then a noun, or content "to" recipients.
  func send(_ range: Range<Int>, namesMedium: Bool) -> MessageParts? {
    var range = range
    if word(range.lowerBound) == "out" || word(range.lowerBound) == "off" {
      range = (range.lowerBound + 1)..<range.upperBound
    }
    guard !range.isEmpty else { return nil }
    if let end = messageNoun(at: range.lowerBound, in: range, allowNote: true) {
      return afterNoun(end..<range.upperBound)
    }
    if let parts = recipientsThenNoun(range) { return parts }
    if namesMedium { return generic(range) }
    // "send hello to John Baily": never money, rides or lists ("send $5 to Jane").
    guard let split = toSplit(range), split > range.lowerBound,
      let recipients = delimited((split + 1)..<range.upperBound),
      isPlainContent(range.lowerBound..<split)
    else { return nil }
    return MessageParts(
      recipients: recipients, content: request.freeText(range.lowerBound..<split))
  }

  /// "write an email to mom", "start a new message", "shoot John a text". Opening or starting
  /// "my email" or "the message" is reading, not writing.
  func compose(_ range: Range<Int>, verb: String) -> MessageParts? {
    guard !range.isEmpty else { return nil }
    let reads = !MessagingRequests.writingVerbs.contains(verb)
    if reads && MessagingRequests.definiteWords.contains(word(range.lowerBound)) { return nil }
    if let end = messageNoun(at: range.lowerBound, in: range, allowNote: false) {
      return afterNoun(end..<range.upperBound)
    }
    return reads ? nil : recipientsThenNoun(range)
  }

  /// "text John hello", "message hello to John", "email to mom saying hi", "text".
  func messageVerb(_ range: Range<Int>) -> MessageParts? {
    guard !range.isEmpty else { return MessageParts() }
    if let reply = pronounLed(range) { return reply }
    if word(range.lowerBound) == "to" { return toLed((range.lowerBound + 1)..<range.upperBound) }
    if let end = messageNoun(at: range.lowerBound, in: range, allowNote: false) {
      return afterNoun(end..<range.upperBound)
    }
    return generic(range)
  }

  /// "tell John (that) I'm late", "tell mom and dad to call me". Needs someone to tell.
  func tell(_ range: Range<Int>) -> MessageParts? {
    guard !range.isEmpty else { return nil }
    if let reply = pronounLed(range) { return reply }
    if let (index, length) = firstConnector(in: range), index > range.lowerBound,
      let recipients = delimited(range.lowerBound..<index)
    {
      return MessageParts(
        recipients: recipients, content: request.freeText((index + length)..<range.upperBound))
    }
    let (recipients, end) = leadingNames(range)
    guard !recipients.isEmpty else { return nil }
    return MessageParts(
      recipients: recipients, content: request.freeText(skipLead(end..<range.upperBound)))
  }

  /// "let John know (that) I'm late".
  func letKnow(_ range: Range<Int>) -> MessageParts? {
    let limit = min(range.lowerBound + 6, range.upperBound)
    guard
      let know = (range.lowerBound..<limit).first(where: { word($0) == "know" }),
      let recipients = delimited(range.lowerBound..<know)
    else { return nil }
    var start = know + 1
    if word(start) == "that" { start += 1 }
    return MessageParts(
      recipients: recipients, content: request.freeText(start..<range.upperBound))
  }

  /// "reply", "reply to John saying ok", "respond to greg's email stating ...", "reply with ok".
  func reply(_ range: Range<Int>) -> MessageParts? {
    var index = range.lowerBound
    let end = range.upperBound
    if word(index) == "back" { index += 1 }
    var recipients: [String] = []
    if word(index) == "to" {
      index += 1
      let owner = word(index) == "my" ? index + 1 : index
      if let name = possessiveName(at: owner), Lexicon.messageNouns.contains(word(owner + 1)) {
        recipients = [name]
        index = owner + 2
      } else if Self.messageReferences.contains(word(index)) {
        // "that" is a reference here, not the connector of "tell John that ...".
        index += 1
        while index < end && connector(at: index) == nil && word(index) != "with" { index += 1 }
      } else {
        let (names, next) = leadingNames(index..<end)
        recipients = names
        index = next
      }
    } else if Lexicon.messageNouns.contains(word(index)) {
      index += 1
    }
    var content: String?
    if let length = connector(at: index) ?? (word(index) == "with" ? 1 : nil) {
      content = request.freeText((index + length)..<end)
    } else if !recipients.isEmpty {
      content = request.freeText(index..<end)
    }
    return MessageParts(
      recipients: recipients, content: content, repliesToLastMessage: recipients.isEmpty)
  }

  /// "him I'm on my way" after "tell" or "text": a reply to whoever wrote last.
  private func pronounLed(_ range: Range<Int>) -> MessageParts? {
    guard Self.replyPronouns.contains(word(range.lowerBound)) else { return nil }
    var rest = (range.lowerBound + 1)..<range.upperBound
    if word(rest.lowerBound) == "back" { rest = (rest.lowerBound + 1)..<rest.upperBound }
    return MessageParts(content: request.freeText(skipLead(rest)), repliesToLastMessage: true)
  }

  // MARK: Phrases after the verb

  /// What follows "send a message": "to John saying hi", "saying hi to John", "John hi".
  private func afterNoun(_ range: Range<Int>) -> MessageParts? {
    guard !range.isEmpty else { return MessageParts() }
    let first = range.lowerBound
    if word(first) == "to"
      || (word(first) == "for" && (isNameWord(first + 1) || word(first + 1) == "my"))
    {
      return toLed((first + 1)..<range.upperBound)
    }
    return generic(range)
  }

  /// What follows "to": recipients, then maybe a connector and the content.
  private func toLed(_ range: Range<Int>) -> MessageParts {
    // "a reply to sarah's email (saying ...)"
    let owner = word(range.lowerBound) == "my" ? range.lowerBound + 1 : range.lowerBound
    if let name = possessiveName(at: owner), Lexicon.messageNouns.contains(word(owner + 1)) {
      return MessageParts(
        recipients: [name], content: request.freeText(skipLead((owner + 2)..<range.upperBound)))
    }
    if let (index, length) = firstConnector(in: range), index > range.lowerBound,
      let recipients = delimited(range.lowerBound..<index)
    {
      return MessageParts(
        recipients: recipients, content: request.freeText((index + length)..<range.upperBound))
    }
    let (recipients, end) = leadingNames(range)
    guard !recipients.isEmpty else { return MessageParts() }
    return MessageParts(
      recipients: recipients, content: request.freeText(skipLead(end..<range.upperBound)))
  }

  /// Recipients and content in some order, without a leading "to".
  private func generic(_ range: Range<Int>) -> MessageParts? {
    guard !range.isEmpty else { return MessageParts() }
    if MessagingRequests.readingCues.contains(word(range.lowerBound)) { return nil }
    if let (index, length) = firstConnector(in: range) {
      let contentRange = (index + length)..<range.upperBound
      if index == range.lowerBound {
        // "saying hi to John"
        if let split = toSplit(contentRange), split > contentRange.lowerBound,
          let recipients = delimited((split + 1)..<contentRange.upperBound)
        {
          return MessageParts(
            recipients: recipients,
            content: request.freeText(contentRange.lowerBound..<split))
        }
        return MessageParts(content: request.freeText(contentRange))
      }
      if let recipients = delimited(range.lowerBound..<index) {
        return MessageParts(recipients: recipients, content: request.freeText(contentRange))
      }
    }
    // "hello to John"
    if let split = toSplit(range), split > range.lowerBound,
      let recipients = delimited((split + 1)..<range.upperBound)
    {
      return MessageParts(
        recipients: recipients, content: request.freeText(range.lowerBound..<split))
    }
    // "John hello"
    let (recipients, end) = leadingNames(range)
    if recipients.isEmpty { return MessageParts(content: request.freeText(range)) }
    return MessageParts(
      recipients: recipients, content: request.freeText(skipLead(end..<range.upperBound)))
  }

  /// "send John a message (saying) hi": up to four words of names, then a message noun.
  private func recipientsThenNoun(_ range: Range<Int>) -> MessageParts? {
    let last = min(range.lowerBound + 4, range.upperBound - 1)
    guard last > range.lowerBound else { return nil }
    for split in (range.lowerBound + 1)...last {
      guard let end = messageNoun(at: split, in: range, allowNote: false),
        let recipients = delimited(range.lowerBound..<split)
      else { continue }
      return MessageParts(
        recipients: recipients, content: request.freeText(skipLead(end..<range.upperBound)))
    }
    return nil
  }

  // MARK: Building blocks

  /// The end of "a message", "an email", "a quick text message" starting at `index`.
  private func messageNoun(at index: Int, in range: Range<Int>, allowNote: Bool) -> Int? {
    var end: Int?
    var cursor = index
    while cursor < range.upperBound && cursor < index + 5 {
      let current = word(cursor)
      let isNoun =
        Lexicon.messageNouns.contains(current) && (allowNote || current != "note")
      guard isNoun || Lexicon.messageDeterminers.contains(current) else { break }
      if isNoun { end = cursor + 1 }
      if request.tokens[cursor].endsPhrase { break }
      cursor += 1
    }
    return end
  }

  /// Words that introduce the content, and how many words they take, at `index`.
  private func connector(at index: Int) -> Int? {
    func optionalThat(_ length: Int) -> Int {
      word(index + length) == "that" ? length + 1 : length
    }
    func pronounThenThat(_ length: Int) -> Int {
      let next = Self.objectPronouns.contains(word(index + length)) ? length + 1 : length
      return optionalThat(next)
    }
    switch word(index) {
    case "saying", "stating", "reading": return optionalThat(1)
    case "says": return optionalThat(1)
    case "that", "which", "it":
      if word(index + 1) == "says" || word(index + 1) == "reads" { return optionalThat(2) }
      return word(index) == "that" ? 1 : nil
    case "say": return optionalThat(1)
    case "to":
      return word(index + 1) == "say" ? optionalThat(2) : nil
    case "and":
      switch word(index + 1) {
      case "say": return optionalThat(2)
      case "tell", "ask": return pronounThenThat(2)
      default: return nil
      }
    case "telling", "asking":
      return pronounThenThat(1)
    case "tell", "ask":
      return Self.objectPronouns.contains(word(index + 1)) ? optionalThat(2) : nil
    case "with":
      if request.has(["the", "message"], at: index + 1)
        || request.has(["the", "text"], at: index + 1)
      {
        return 3
      }
      if word(index + 1) == "message" || word(index + 1) == "text" { return 2 }
      return nil
    default:
      return nil
    }
  }

  /// The first connector in `range`; a word ending in ":" counts as one after it.
  private func firstConnector(in range: Range<Int>) -> (index: Int, length: Int)? {
    for index in range {
      if let length = connector(at: index) { return (index, length) }
      if request.tokens[index].endsWithColon && index + 1 < range.upperBound {
        return (index + 1, 0)
      }
    }
    return nil
  }

  /// Skips a connector or an infinitive "to" opening the content: "to call me" -> "call me".
  private func skipLead(_ range: Range<Int>) -> Range<Int> {
    guard !range.isEmpty else { return range }
    if let length = connector(at: range.lowerBound) {
      return min(range.lowerBound + length, range.upperBound)..<range.upperBound
    }
    if word(range.lowerBound) == "to" { return (range.lowerBound + 1)..<range.upperBound }
    return range
  }

  /// The last "to" in `range` whose tail is a list of names: "hello to John and Sean".
  /// Not when the words before it open with a name and a clause: "John I'm going to Paris".
  private func toSplit(_ range: Range<Int>) -> Int? {
    guard
      let split = range.last(where: { word($0) == "to" }), split > range.lowerBound,
      split + 1 < range.upperBound, range.upperBound - split - 1 <= 6,
      delimited((split + 1)..<range.upperBound) != nil
    else { return nil }
    if split - range.lowerBound >= 2 && isNameWord(range.lowerBound)
      && Lexicon.nonNames.contains(word(range.lowerBound + 1))
    {
      return nil
    }
    return split
  }

  /// Recipients filling all of `range`: "John", "John Baily and my mom", "John, Sean and Kate".
  /// Nil unless every part is a name of at most four words.
  private func delimited(_ range: Range<Int>) -> [String]? {
    guard !range.isEmpty else { return nil }
    var names: [String] = []
    var start = range.lowerBound
    var index = range.lowerBound
    func closePart(_ end: Int) -> Bool {
      var first = start
      if word(first) == "my" || word(first) == "the" { first += 1 }
      if let phone = phoneNumber(first..<end), phone == end {
        names.append(request.name(first..<end))
        return true
      }
      guard first < end, end - first <= 4 else { return false }
      for position in first..<end where !isNameWord(position) && !word(position).contains("@") {
        if position > first && Self.nameInfixes.contains(word(position)) { continue }
        return false
      }
      names.append(request.name(first..<end))
      return true
    }
    while index < range.upperBound {
      let current = word(index)
      if current == "and" || current == "&" {
        guard closePart(index) else { return nil }
        start = index + 1
      } else if request.tokens[index].endsPhrase && index + 1 < range.upperBound {
        guard closePart(index + 1) else { return nil }
        start = index + 1
      }
      index += 1
    }
    guard closePart(range.upperBound) else { return nil }
    return names
  }

  /// Names at the start of `range`, and where they end. One word per name, or two when both
  /// are capitalised as typed ("text John Baily see you" -> "John Baily"; "text john baily
  /// see you" -> "john"): understanding does not consult the address book, so capitals are
  /// the only sign a surname follows. Two name words that end the request are one name
  /// whatever their case ("email george brown"). "and" joins names ("mom and dad"); "my" is
  /// dropped; a phone number is a name ("text 555 1234 hi").
  private func leadingNames(_ range: Range<Int>) -> ([String], Int) {
    var names: [String] = []
    var index = range.lowerBound
    while index < range.upperBound {
      var start = index
      if word(start) == "my" { start += 1 }
      if let end = phoneNumber(start..<range.upperBound) {
        names.append(request.name(start..<end))
        index = end
        break
      }
      guard start < range.upperBound, isNameWord(start) else { break }
      var end = start + 1
      let first = request.tokens[start]
      if first.word.hasPrefix(MessagingRequests.groupMarker) {
        names.append(request.name(start..<end))
        index = end
        break
      }
      let capitalised =
        first.isCapitalized && request.tokens.indices.contains(end)
        && request.tokens[end].isCapitalized
      let endsRequest = end + 1 == range.upperBound && names.isEmpty
      if !first.endsPhrase && end < range.upperBound && (capitalised || endsRequest)
        && isNameWord(end)
      {
        end += 1
      }
      if word(start).contains("@") {
        while end + 1 < range.upperBound && word(end) == "dot" { end += 2 }
      }
      names.append(request.name(start..<end))
      index = end
      guard !request.tokens[end - 1].endsPhrase, index + 1 < range.upperBound,
        word(index) == "and" || word(index) == "&"
      else { break }
      let next = word(index + 1) == "my" ? index + 2 : index + 1
      guard next < range.upperBound, isNameWord(next) else { break }
      index += 1
    }
    return (names, names.isEmpty ? range.lowerBound : index)
  }

  /// The end of a phone number starting at `range.lowerBound`: tokens of digits and "+-()",
  /// seven digits or more in all.
  private func phoneNumber(_ range: Range<Int>) -> Int? {
    var digits = 0
    var end = range.lowerBound
    while end < range.upperBound {
      let current = word(end)
      guard !current.isEmpty,
        current.unicodeScalars.allSatisfy({
          ("0"..."9").contains($0) || "+-()".unicodeScalars.contains($0)
        })
      else { break }
      digits += current.unicodeScalars.filter { ("0"..."9").contains($0) }.count
      end += 1
      if request.tokens[end - 1].endsPhrase { break }
    }
    return digits >= 7 ? end : nil
  }

  /// "jason" from "jason's" at `index`.
  private func possessiveName(at index: Int) -> String? {
    let current = word(index)
    guard current.count > 2, current.hasSuffix("'s") else { return nil }
    let name = request.name(index..<(index + 1))
    return String(name.dropLast(2))
  }

  /// A word that can be (part of) a person's name; "today's" is no more a name than "today".
  private func isNameWord(_ index: Int) -> Bool {
    var current = word(index)
    guard let first = current.unicodeScalars.first, first.properties.isAlphabetic else {
      return false
    }
    if current.hasSuffix("'s") { current.removeLast(2) }
    return !Lexicon.nonNames.contains(current) && !Lexicon.messageNouns.contains(current)
  }

  /// Content that is not money, a ride or a list: "send $5 to Jane" is a payment.
  private func isPlainContent(_ range: Range<Int>) -> Bool {
    let words = range.map(word)
    if words.first.map(Self.objectPronouns.contains) == true && words.count == 1 { return false }
    if words.first == "me" || words.first == "us" { return false }
    if NumberWords.integer(words) != nil { return false }
    if AmountWords.amount(in: request, exactly: range) != nil { return false }
    for current in words {
      if Self.notMessages.contains(current) { return false }
      if current.contains("$") || current.contains("\u{20AC}") || current.contains("\u{A3}") {
        return false
      }
    }
    return true
  }

  /// Words inside a name that are not names themselves: "Ludwig van Beethoven".
  private static let nameInfixes: Set<String> = [
    "van", "von", "de", "da", "del", "della", "di", "du", "la", "le", "bin", "al", "dot",
  ]

  /// Who "tell him ..." answers: the sender of the last message read.
  private static let replyPronouns: Set<String> = ["him", "her", "them"]

  private static let objectPronouns: Set<String> = [
    "him", "her", "them", "it", "me", "us", "everyone", "everybody",
  ]

  /// Objects of "reply to": the message itself rather than a person.
  private static let messageReferences: Set<String> = [
    "this", "that", "the", "my", "his", "her", "their", "all", "everyone", "last", "latest", "it",
    "them", "him", "a", "an",
  ]

  /// Things sent that are not messages.
  private static let notMessages: Set<String> = [
    "money", "cash", "payment", "dollar", "dollars", "buck", "bucks", "euro", "euros", "pound",
    "pounds", "cent", "cents", "usd", "eur", "gbp", "quid", "uber", "lyft", "taxi", "cab",
    "ride", "car", "driver", "list", "lists",
  ]
}
