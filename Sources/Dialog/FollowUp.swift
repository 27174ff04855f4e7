import IntentKit

/// What a successful response offers next, declared by the intent's phrases so that the dialog
/// knows no domain: after messages are read, "Do you want to reply?" (seed 000).
public struct FollowUpOffer: Hashable, Sendable {
  public var question: String
  /// What a yes starts, and what a later request said as continuing ("reply saying ok") takes.
  public var continuation: Continuation

  public init(question: String, continuation: Continuation) {
    self.question = question
    self.continuation = continuation
  }
}

/// The request a later one continues: its intent, in its app, with the parameters it carries
/// over (the conversation a reply goes to), and the parameter an answer other than yes fills
/// ("see you at six" is the reply's content).
public struct Continuation: Hashable, Sendable {
  public var next: Intent
  public var answerParameter: String?

  public init(next: Intent, answerParameter: String? = nil) {
    self.next = next
    self.answerParameter = answerParameter
  }

  /// A request said as continuing this one: in this app unless it names another, with the
  /// parameters carried over where it said none.
  public func continuing(_ intent: Intent) -> Intent {
    var continued = intent
    continued.app = intent.app ?? next.app
    continued.parameters.merge(next.parameters) { said, _ in said }
    return continued
  }

  /// The request a yes starts, or an answer filling `answerParameter`.
  func start(answer: IntentValue? = nil) -> Intent {
    var intent = Intent(name: next.name, continuesOffer: true)
    if let answerParameter, let answer { intent.parameters[answerParameter] = answer }
    return intent
  }
}
