import IntentKit

/// The sentences every intent shares in French or Spanish unless it says otherwise
/// (`GenericPhrases` translated): one logic, each language's words (`GenericWords`).
struct TranslatedGenericPhrases {
  let words: GenericWords

  init(_ language: DialogLanguage) {
    words = language == .spanish ? .spanish : .french
  }

  func needsValue(_ parameter: String) -> String {
    words.needsValue(GenericPhrases.spokenParameterName(parameter))
  }

  func disambiguation(current: IntentValue?, options: [IntentValue]) -> String {
    if let person = GenericPhrases.handlesOfOnePerson(options) {
      let types = Set(options.compactMap { $0.person?.personHandle?.type })
      return words.whichHandle(person.displayName, types)
    }
    switch current {
    case .person(let person)? where !person.spokenPhrase.isEmpty:
      return words.whichPerson(person.spokenPhrase)
    case .speakable(let speakable)? where !speakable.spokenPhrase.isEmpty:
      return words.whichOne(speakable.spokenPhrase)
    default:
      return words.whichOne(nil)
    }
  }

  func confirmation(value: IntentValue?) -> String { words.didYouMean(value?.spokenText) }

  func unsupported(value: IntentValue?, app: String?) -> String {
    let inApp = app.map(words.inApp) ?? ""
    guard let value, !value.spokenText.isEmpty else { return words.notPossible(nil, inApp) }
    if case .person(let person) = value { return words.notFound(person.spokenPhrase, inApp) }
    return words.notPossible(value.spokenText, inApp)
  }

  func response(_ response: IntentResponse, app: String?) -> String {
    words.response(response.code.category, app)
  }

  /// The app let the handler deadline pass (SiriKit's requestTimedOut).
  func notResponding(_ app: String?) -> String { words.notResponding(app) }

  func authenticationReason(_ app: String?) -> String { words.itsYou(app) }
}

/// A language's words for the sentences every intent shares.
struct GenericWords: Sendable {
  let needsValue: @Sendable (_ parameter: String) -> String
  let whichHandle: @Sendable (_ name: String, _ types: Set<PersonHandleType>) -> String
  let whichPerson: @Sendable (_ said: String) -> String
  let whichOne: @Sendable (_ said: String?) -> String
  let didYouMean: @Sendable (_ value: String?) -> String
  /// " dans DoIt", " en Mensajero".
  let inApp: @Sendable (_ app: String) -> String
  let notPossible: @Sendable (_ value: String?, _ inApp: String) -> String
  let notFound: @Sendable (_ person: String, _ inApp: String) -> String
  let response: @Sendable (_ category: ResponseCategory, _ app: String?) -> String
  let notResponding: @Sendable (_ app: String?) -> String
  let itsYou: @Sendable (_ app: String?) -> String
  let goAhead: String

  static let french = GenericWords(
    needsValue: { "Que voulez-vous pour « \($0) » ?" },
    whichHandle: { name, types in
      if types == [.phoneNumber] { return "Quel numéro pour \(name) ?" }
      if types == [.emailAddress] { return "Quelle adresse e-mail pour \(name) ?" }
      return "Lequel pour \(name) ?"
    },
    whichPerson: { "Quel \($0) ?" },
    whichOne: { $0.map { "Lequel : « \($0) » ?" } ?? "Lequel ?" },
    didYouMean: { $0.map { "Vouliez-vous dire \($0) ?" } ?? "C'est bien ça ?" },
    inApp: { " dans \($0)" },
    notPossible: { value, inApp in
      value.map { "Désolé, « \($0) » n'est pas possible\(inApp)." }
        ?? "Désolé, ce n'est pas possible\(inApp)."
    },
    notFound: { "Désolé, je n'ai pas trouvé \($0)\($1)." },
    response: { category, app in
      switch category {
      case .success: return "C'est fait."
      case .ready: return "C'est prêt."
      case .inProgress: return "\(app ?? "L'app") s'en occupe."
      case .handleInApp: return "\(app ?? "L'app") s'en charge."
      case .failureRequiringAppLaunch, .continueInApp:
        return "Vous devrez continuer dans \(app ?? "l'app")."
      case .failure, .unspecified: return "Désolé, \(app ?? "l'app") n'a pas pu faire ça."
      }
    },
    notResponding: { "Désolé, \($0 ?? "l'app") ne répond pas. Réessayez plus tard." },
    itsYou: { "\($0 ?? "L'app") doit vérifier que c'est bien vous." },
    goAhead: "Voulez-vous continuer ?")

  static let spanish = GenericWords(
    needsValue: { "¿Qué quieres para «\($0)»?" },
    whichHandle: { name, types in
      if types == [.phoneNumber] { return "¿Qué número de \(name)?" }
      if types == [.emailAddress] { return "¿Qué correo de \(name)?" }
      return "¿Cuál de \(name)?"
    },
    whichPerson: { "¿Qué \($0)?" },
    whichOne: { $0.map { "¿Cuál: «\($0)»?" } ?? "¿Cuál?" },
    didYouMean: { $0.map { "¿Querías decir \($0)?" } ?? "¿Es correcto?" },
    inApp: { " en \($0)" },
    notPossible: { value, inApp in
      value.map { "Lo siento, «\($0)» no se puede\(inApp)." }
        ?? "Lo siento, eso no se puede hacer\(inApp)."
    },
    notFound: { "Lo siento, no he encontrado a \($0)\($1)." },
    response: { category, app in
      switch category {
      case .success: return "Hecho."
      case .ready: return "Listo."
      case .inProgress: return "\(app ?? "La app") está en ello."
      case .handleInApp: return "\(app ?? "La app") se encarga."
      case .failureRequiringAppLaunch, .continueInApp:
        return "Tendrás que seguir en \(app ?? "la app")."
      case .failure, .unspecified: return "Lo siento, \(app ?? "la app") no ha podido hacerlo."
      }
    },
    notResponding: { "Lo siento, \($0 ?? "la app") no responde. Inténtalo más tarde." },
    itsYou: { "\($0 ?? "La app") tiene que comprobar que eres tú." },
    goAhead: "¿Quieres continuar?")
}
