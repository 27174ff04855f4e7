import IntentKit

/// Finds where a request names an app ("on UnicornChat", "using unicorn chat", "a UnicornChat
/// message") and takes that phrase out, so the domain patterns never see it.
struct AppMentions: Sendable {
  /// App name by key: the normalised name without spaces ("unicornchat").
  private let appsByKey: [String: String]
  /// The most tokens a name can span ("unicorn chat" is two).
  private let maxTokens: Int
  /// What each app says it can do; an app that declares nothing is taken to do anything.
  private let supported: [String: Set<IntentName>]

  init(apps: [AppManifest]) {
    var appsByKey: [String: String] = [:]
    var maxTokens = 1
    for app in apps {
      for spelling in app.spokenNames {
        let words = NameNormalizer.words(spelling)
        let key = words.joined()
        guard !key.isEmpty, appsByKey[key] == nil else { continue }
        appsByKey[key] = app.name
        maxTokens = max(maxTokens, words.count)
      }
    }
    self.appsByKey = appsByKey
    self.maxTokens = max(maxTokens, 3)
    supported = Dictionary(
      apps.map { ($0.name, Set($0.supportedIntents)) }, uniquingKeysWith: { first, _ in first })
  }

  /// The most words an app's name takes: an `{app}` slot is never tried on more.
  var longestName: Int { maxTokens }

  /// Whether `app` can do `intent`: "pay John on UnicornChat" names an app that cannot.
  func can(_ app: String, do intent: IntentName) -> Bool {
    let can = supported[app] ?? []
    return can.isEmpty || can.contains(intent)
  }

  /// The app the words name, run together as its keys are: "unicorn chat" is UnicornChat.
  func app(namedBy words: [String]) -> String? {
    appsByKey[NameNormalizer.words(words.joined(separator: " ")).joined()]
  }

  /// Removes the first phrase that names an app and returns that app's name.
  func extract(from request: inout Request) -> String? {
    guard !appsByKey.isEmpty else { return nil }
    let keys = request.tokens.map { Self.compactKey($0.word) }
    for start in keys.indices where !keys[start].isEmpty && startsSomeKey(keys[start]) {
      // Longest first: "unicorn chat" before an alternative name "unicorn".
      for end in stride(from: min(start + maxTokens, keys.count), to: start, by: -1) {
        guard let app = appsByKey[keys[start..<end].joined()] else { continue }
        if let phrase = mentionPhrase(request, start..<end) {
          request.tokens.removeSubrange(phrase)
          return app
        }
      }
    }
    return nil
  }

  /// Whether some app key starts with `key`; most words start none, and are skipped.
  private func startsSomeKey(_ key: String) -> Bool {
    appsByKey.keys.contains { $0.hasPrefix(key) }
  }

  /// A token's word as it appears inside an app key: letters and digits only.
  private static func compactKey(_ word: String) -> String {
    guard word.utf8.allSatisfy({ $0 < 0x80 }) else { return NameNormalizer.words(word).joined() }
    var bytes: [UInt8] = []
    bytes.reserveCapacity(word.utf8.count)
    for byte in word.utf8 where (byte >= 0x30 && byte <= 0x39) || (byte >= 0x61 && byte <= 0x7A) {
      bytes.append(byte)
    }
    return bytes.count == word.utf8.count ? word : String(decoding: bytes, as: UTF8.self)
  }

  /// The tokens to remove when `name` is said as an app mention, or nil when it is not one
  /// (an app's name inside a message: "tell John I love UnicornChat").
  private func mentionPhrase(_ request: Request, _ name: Range<Int>) -> Range<Int>? {
    var end = name.upperBound
    if Self.appWords.contains(request.word(end)) { end += 1 }
    var start = name.lowerBound
    if Self.articles.contains(request.word(start - 1)) { start -= 1 }
    // "on UnicornChat", "using the UnicornChat app"
    if Self.prepositions.contains(request.word(start - 1)) { return (start - 1)..<end }
    // "use UnicornChat to text John", "open UnicornChat and send a message"
    if Self.launchVerbs.contains(request.word(start - 1)),
      request.word(end) == "to" || request.word(end) == "and"
    {
      return (start - 1)..<(end + 1)
    }
    // "send a UnicornChat message"
    if Lexicon.messageNouns.contains(request.word(name.upperBound))
      || request.word(name.upperBound) == "chat"
    {
      return name
    }
    // "cancel my UnicornRides ride", "my UnicornPay balance"
    if Self.articles.contains(request.word(name.lowerBound - 1)),
      Self.domainNouns.contains(request.word(name.upperBound))
    {
      return name
    }
    // "UnicornChat, text John"
    if name.lowerBound == 0 { return name.lowerBound..<end }
    return nil
  }

  private static let prepositions: Set<String> = [
    "on", "in", "with", "using", "via", "through", "thru", "over", "from", "by",
  ]
  private static let launchVerbs: Set<String> = ["use", "ask", "tell", "open", "have", "get"]
  private static let articles: Set<String> = ["the", "my"]
  private static let appWords: Set<String> = ["app", "application"]
  /// Things an app's name can qualify besides messages: "my UnicornRides ride".
  private static let domainNouns: Set<String> = [
    "ride", "rides", "car", "taxi", "account", "accounts", "balance", "list", "lists", "note",
  ]
}
