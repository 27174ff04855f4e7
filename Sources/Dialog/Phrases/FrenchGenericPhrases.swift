import IntentKit

/// The French sentences every intent shares unless it says otherwise (`GenericPhrases` in
/// French).
public enum FrenchGenericPhrases {
  public static func needsValue(_ parameter: String) -> String {
    "Que voulez-vous pour « \(GenericPhrases.spokenParameterName(parameter)) » ?"
  }

  public static func disambiguation(current: IntentValue?, options: [IntentValue]) -> String {
    if let person = GenericPhrases.handlesOfOnePerson(options) {
      return handleQuestion(
        for: person.displayName, handles: options.compactMap { $0.person?.personHandle })
    }
    switch current {
    case .person(let person)? where !person.spokenPhrase.isEmpty:
      return "Quel \(person.spokenPhrase) ?"
    case .speakable(let speakable)? where !speakable.spokenPhrase.isEmpty:
      return "Lequel : « \(speakable.spokenPhrase) » ?"
    default:
      return "Lequel ?"
    }
  }

  public static func confirmation(value: IntentValue?) -> String {
    guard let value else { return "C'est bien ça ?" }
    return "Vouliez-vous dire \(value.spokenText) ?"
  }

  public static func unsupported(value: IntentValue?, app: String?) -> String {
    let inApp = app.map { " dans \($0)" } ?? ""
    guard let value, !value.spokenText.isEmpty else {
      return "Désolé, ce n'est pas possible\(inApp)."
    }
    if case .person(let person) = value {
      return "Désolé, je n'ai pas trouvé \(person.spokenPhrase)\(inApp)."
    }
    return "Désolé, « \(value.spokenText) » n'est pas possible\(inApp)."
  }

  public static func response(_ response: IntentResponse, app: String?) -> String {
    switch response.code.category {
    case .success: return "C'est fait."
    case .ready: return "C'est prêt."
    case .inProgress: return "\(app ?? "L'app") s'en occupe."
    case .handleInApp: return "\(app ?? "L'app") s'en charge."
    case .failureRequiringAppLaunch, .continueInApp:
      return "Vous devrez continuer dans \(app ?? "l'app")."
    case .failure, .unspecified:
      return "Désolé, \(app ?? "l'app") n'a pas pu faire ça."
    }
  }

  /// The app let the handler deadline pass (SiriKit's requestTimedOut).
  public static func notResponding(_ app: String?) -> String {
    "Désolé, \(app ?? "l'app") ne répond pas. Réessayez plus tard."
  }

  /// "Quel numéro pour John Baily ?", "Quelle adresse e-mail…", or "Lequel…" for a mix.
  public static func handleQuestion(for name: String, handles: [PersonHandle]) -> String {
    let types = Set(handles.map(\.type))
    if types == [.phoneNumber] { return "Quel numéro pour \(name) ?" }
    if types == [.emailAddress] { return "Quelle adresse e-mail pour \(name) ?" }
    return "Lequel pour \(name) ?"
  }

  /// As `GenericPhrases.label`: titles and subtitles are the data's, in whatever language it
  /// is written.
  public static func label(for option: IntentValue, among options: [IntentValue]) -> ChoiceLabel {
    GenericPhrases.label(for: option, among: options)
  }
}
