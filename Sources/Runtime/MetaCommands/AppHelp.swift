import IntentKit
import SpokenLanguage
import Understanding

/// What an app can do: its IntentPhrases examples, as Siri's guide shows them (`:help APP`,
/// "what can UnicornRides do?").
enum AppHelp {
  /// The app a name means, installed or known but not installed; nil when none.
  static func app(named name: String, in session: Session) -> String? {
    let key = VocabularyKeys.spelling(name)
    let isNamed = { (app: AppManifest) in
      app.spokenNames.contains { VocabularyKeys.spelling($0) == key }
    }
    // Installed apps first: a name both could mean is the installed one's.
    return
      (session.environment.apps.manifests.first(where: isNamed)
      ?? session.environment.catalog.notInstalled.first(where: isNamed))?.name
  }

  /// The installed app `app` names and its handler of `intent` (a name such as "sendMessage" or
  /// "INSendMessageIntent"), or nil after saying which of the two is wrong.
  static func handler(app name: String, intent: String, in session: Session) -> (
    app: String, intent: IntentName, handler: any IntentHandler
  )? {
    guard let app = AppHelp.app(named: name, in: session),
      let manifest = session.environment.apps.manifests.first(where: { $0.name == app })
    else {
      session.emit(.error("unknown app \(name) (try :apps)"))
      return nil
    }
    let intentName = IntentName(intentClass: intent)
    guard manifest.supports(intentName),
      let handler = session.environment.apps.handler(app: app, intent: intentName)
    else {
      let handled = manifest.supportedIntents.map(\.rawValue).joined(separator: ", ")
      session.emit(.error("\(app) doesn't handle \(intent) (it handles \(handled))"))
      return nil
    }
    return (app, intentName, handler)
  }

  static func show(_ app: String, in session: Session) {
    let manifest = session.environment.apps.manifests.first { $0.name == app }
    let phrases = session.environment.catalog.intentPhrases(for: app)
    guard let manifest else {
      session.emit(.say("\(app) isn't installed in this data set."))
      let known = session.environment.catalog.notInstalled.first { $0.name == app }
      if let intents = known?.supportedIntents, !intents.isEmpty {
        let names = intents.map(\.rawValue).joined(separator: ", ")
        session.emit(.say("Once installed, it handles \(names)."))
      }
      if !phrases.isEmpty { session.emit(.say("Once installed, it understands:")) }
      emit(phrases, in: session)
      return
    }
    let intents = manifest.supportedIntents.map(\.rawValue).joined(separator: ", ")
    session.emit(.say("\(app) handles \(intents)."))
    // The intents it defines itself say what they do, as the Shortcuts app shows them.
    for custom in session.environment.catalog.customIntents
    where manifest.supports(custom.name) {
      let summary = custom.summary.isEmpty ? "" : ": \(custom.summary)"
      session.emit(.say("\(custom.name) is its own intent, \(custom.title)\(summary)"))
    }
    guard !phrases.isEmpty else { return }
    session.emit(.say("Try:"))
    emit(phrases, in: session)
  }

  private static func emit(_ phrases: [IntentPhrase], in session: Session) {
    for phrase in phrases {
      for example in phrase.examples { session.emit(.say("  \(example)")) }
    }
  }

  /// The app a "what can APP do?" question asks about.
  static func question(_ text: String) -> String? {
    // Every line typed is asked: its first bytes say whether it may start with "what" before
    // its characters are read (5 k instructions a line, grapheme by grapheme).
    guard mayStartWithWhat(text) else { return nil }
    return questionReadByCharacters(text)
  }

  /// Whether `text`'s first word, or its second after "so", is "what" in any case, words
  /// parted by spaces and question marks, read from its bytes. Never false for a line whose
  /// characters `questionReadByCharacters` would read so: the words compared are ASCII, and
  /// no byte of a longer UTF-8 sequence is.
  static func mayStartWithWhat(_ text: String) -> Bool {
    var bytes = text.utf8[...]
    func isSeparator(_ byte: UInt8) -> Bool {
      byte == UInt8(ascii: " ") || byte == UInt8(ascii: "?")
    }
    /// Drops the separators before the next word and reads it, lowercased, if it is `word`.
    func take(_ word: String) -> Bool {
      bytes = bytes.drop(while: isSeparator)
      let next = bytes.prefix { !isSeparator($0) }
      guard next.count == word.utf8.count,
        zip(next, word.utf8).allSatisfy({ $0 | 0x20 == $1 })
      else { return false }
      bytes = bytes.dropFirst(next.count)
      return true
    }
    let start = bytes
    if take("what") { return true }
    bytes = start
    return take("so") && take("what")
  }

  /// `question`, reading the line's characters.
  static func questionReadByCharacters(_ text: String) -> String? {
    // Only a line that starts with "what" (or "so what") can be one: other lines, a list of a
    // thousand items among them, are not split and lowercased word by word to find that out.
    let isSeparator = { (character: Character) in character == " " || character == "?" }
    var rest = text.drop(while: isSeparator)
    if rest.prefix(while: { !isSeparator($0) }).lowercased() == "so" {
      rest = rest.drop { !isSeparator($0) }.drop(while: isSeparator)
    }
    guard rest.prefix(while: { !isSeparator($0) }).lowercased() == "what" else { return nil }
    var words = text.split(whereSeparator: isSeparator).map { $0.lowercased() }
    if words.first == "so" { words.removeFirst() }
    guard words.count >= 4 else { return nil }
    if words[0] == "what" && words[1] == "can" && words.last == "do" {
      return words[2..<(words.count - 1)].joined(separator: " ")
    }
    if words.count >= 6, words[0] == "what", words[1] == "can", words[2] == "i",
      words[3] == "do", words[4] == "with"
    {
      return words[5...].joined(separator: " ")
    }
    return nil
  }
}
