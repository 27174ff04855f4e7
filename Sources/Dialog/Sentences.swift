import IntentKit

/// The dialog's own sentences, the ones no intent owns.
enum Sentences {
  static let notUnderstood =
    "Sorry, I can't help with that. Try \"text hello to John on UnicornChat\", or :help."
  static let unknownIntent = "Sorry, I can't do that yet."
  static let noAppCan = "Sorry, none of your apps can do that."
  static let whichApp = "Which app do you want to use?"
  static let cancelled = "OK, cancelled."
  static let noMorePages = "That's all of them."
  static let firstPage = "That was the first of them."
  static let ok = "OK."
  static let nothingToContinue = "Sorry, there's nothing to go on from."

  static func unknownApp(_ name: String) -> String { "Sorry, I don't know an app called \(name)." }
  static func appCannot(_ name: String) -> String { "Sorry, \(name) can't do that." }
  /// An app Siri knows by name that the device doesn't have, and the installed apps that can
  /// do what was asked.
  static func notInstalled(_ name: String, instead: [String]) -> String {
    guard !instead.isEmpty else {
      return "Sorry, \(name) isn't installed, and none of your apps can do that."
    }
    return
      "Sorry, \(name) isn't installed. You can use \(ListFormatting.join(instead, conjunction: "or")) instead."
  }
  /// The app let the handler deadline pass (SiriKit's requestTimedOut).
  static func notResponding(_ app: String) -> String {
    "Sorry, \(app) is not responding. Try again later."
  }

  /// The app's call failed in the runtime (its state could not be written or kept).
  static func appFailed(_ app: String) -> String {
    "Sorry, \(app) couldn't finish that. Nothing was changed."
  }

  static func didNotUnderstand(_ question: Question) -> String {
    switch question.kind {
    case .disambiguation, .chooseApp:
      return
        "Sorry, I didn't catch that. Say a number from 1 to \(question.options.count), a name, or \"cancel\"."
    case .confirmationRequired, .confirmIntent:
      return "Sorry, I didn't catch that. Please say yes or no."
    case .followUp:
      return "Sorry, I didn't catch that. Say yes, no, or what you want to say."
    default:
      return "Sorry, I didn't catch that."
    }
  }

  static func gaveUp(on target: AttemptTarget) -> String {
    if let parameter = target.parameter {
      return
        "Sorry, I still couldn't get the \(GenericPhrases.spokenParameterName(parameter)). Let's stop here."
    }
    switch target.kind {
    case .chooseApp: return "Sorry, I still don't know which app to use. Let's stop here."
    case .unlock, .authenticate: return PasscodeSentences.tooManyTries
    default: return "Sorry, I still didn't get a yes or a no. Let's stop here."
    }
  }
}
