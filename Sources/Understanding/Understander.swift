import IntentKit

/// Turns typed requests into intents and replies into prompt answers. Pure and deterministic.
public struct Understander: Sendable {
  private let appMentions: AppMentions

  /// Each domain's patterns, tried in order; the first that understands the request wins.
  private static let domains: [any RequestPatterns] = [MessagingRequests()]

  public init(apps: [AppManifest]) {
    appMentions = AppMentions(apps: apps)
  }

  /// The intent a request asks for, with its raw parameters (nothing resolved), or nil when not understood.
  /// `app` is set when the request names an app by its name or an alternative name (case-insensitive, spaces ignored: "unicorn chat", "UnicornChat", "unicornchat"), and that app is in `apps`.
  public func understand(_ text: String) -> Intent? {
    var request = Request(text: text, tokens: Tokenizer.tokenize(text))
    Courtesy.strip(&request)
    let app = appMentions.extract(from: &request)
    Courtesy.strip(&request)
    guard request.count > 0 else { return nil }
    for domain in Self.domains {
      if var intent = domain.intent(for: request) {
        intent.app = app
        return intent
      }
    }
    return nil
  }

  /// What a reply to a prompt means. A reply that is a whole request of its own (it names an
  /// app, or says both who and what) starts that request instead of answering.
  public func interpret(_ text: String, expecting: AnswerExpectation) -> PromptAnswer {
    let answer = PromptAnswers.interpret(text, expecting: expecting)
    switch answer {
    case .cancel, .yes, .no, .nextPage, .previousPage, .choice, .newRequest:
      return answer
    case .value, .unrecognized:
      guard let intent = understand(text), Self.isWholeRequest(intent) else { return answer }
      return .newRequest(intent)
    }
  }

  private static func isWholeRequest(_ intent: Intent) -> Bool {
    intent.app != nil || intent.parameters.count >= 2
  }
}
