import IntentKit

/// The Spanish sentences every intent shares unless it says otherwise (`GenericPhrases` in
/// Spanish).
public enum SpanishGenericPhrases {
  public static func needsValue(_ parameter: String) -> String {
    "¿Qué quieres para «\(GenericPhrases.spokenParameterName(parameter))»?"
  }

  public static func disambiguation(current: IntentValue?, options: [IntentValue]) -> String {
    if let person = GenericPhrases.handlesOfOnePerson(options) {
      return handleQuestion(
        for: person.displayName, handles: options.compactMap { $0.person?.personHandle })
    }
    switch current {
    case .person(let person)? where !person.spokenPhrase.isEmpty:
      return "¿Qué \(person.spokenPhrase)?"
    case .speakable(let speakable)? where !speakable.spokenPhrase.isEmpty:
      return "¿Cuál: «\(speakable.spokenPhrase)»?"
    default:
      return "¿Cuál?"
    }
  }

  public static func confirmation(value: IntentValue?) -> String {
    guard let value else { return "¿Es correcto?" }
    return "¿Querías decir \(value.spokenText)?"
  }

  public static func unsupported(value: IntentValue?, app: String?) -> String {
    let inApp = app.map { " en \($0)" } ?? ""
    guard let value, !value.spokenText.isEmpty else {
      return "Lo siento, eso no se puede hacer\(inApp)."
    }
    if case .person(let person) = value {
      return "Lo siento, no he encontrado a \(person.spokenPhrase)\(inApp)."
    }
    return "Lo siento, «\(value.spokenText)» no se puede\(inApp)."
  }

  public static func response(_ response: IntentResponse, app: String?) -> String {
    switch response.code.category {
    case .success: return "Hecho."
    case .ready: return "Listo."
    case .inProgress: return "\(app ?? "La app") está en ello."
    case .handleInApp: return "\(app ?? "La app") se encarga."
    case .failureRequiringAppLaunch, .continueInApp:
      return "Tendrás que seguir en \(app ?? "la app")."
    case .failure, .unspecified:
      return "Lo siento, \(app ?? "la app") no ha podido hacerlo."
    }
  }

  /// The app let the handler deadline pass (SiriKit's requestTimedOut).
  public static func notResponding(_ app: String?) -> String {
    "Lo siento, \(app ?? "la app") no responde. Inténtalo más tarde."
  }

  /// "¿Qué número de Marta López?", "¿Qué correo…", or "¿Cuál…" for a mix.
  public static func handleQuestion(for name: String, handles: [PersonHandle]) -> String {
    let types = Set(handles.map(\.type))
    if types == [.phoneNumber] { return "¿Qué número de \(name)?" }
    if types == [.emailAddress] { return "¿Qué correo de \(name)?" }
    return "¿Cuál de \(name)?"
  }

  /// As `GenericPhrases.label`: titles and subtitles are the data's.
  public static func label(for option: IntentValue, among options: [IntentValue]) -> ChoiceLabel {
    GenericPhrases.label(for: option, among: options)
  }
}
