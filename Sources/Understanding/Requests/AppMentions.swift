import IntentKit
import SpokenLanguage

/// The apps a request may name, by any of their spoken names ("unicorn chat", "UnicornChat"),
/// and what each can do: what an `{app}` slot reads.
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
    appsByKey[NameNormalizer.joinedWords(words.joined(separator: " "))]
  }
}
