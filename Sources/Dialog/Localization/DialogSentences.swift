import IntentKit

/// The dialog's own sentences (the ones no intent owns) in one language.
///
/// Each language is Swift, not a strings file: a sentence's words agree with its values
/// (the gender of "la liste", a count's plural by `DialogLanguage.plural`), which a format
/// string cannot say, and the compiler checks every language has every sentence. Nothing is
/// read at start, which the start's time budget could not afford.
protocol DialogSentences: Sendable {
  var notUnderstood: String { get }
  var unknownIntent: String { get }
  var noAppCan: String { get }
  var whichApp: String { get }
  var cancelled: String { get }
  var noMorePages: String { get }
  var firstPage: String { get }
  var ok: String { get }
  func unknownApp(_ name: String) -> String
  func appCannot(_ name: String) -> String
  func notInstalled(_ name: String, instead: [String]) -> String
  func appFailed(_ app: String) -> String
  func didNotUnderstand(_ question: Question) -> String
  func gaveUp(on target: AttemptTarget) -> String
}

extension DialogLanguage {
  var sentences: any DialogSentences {
    switch self {
    case .english: return EnglishSentences()
    case .french: return FrenchSentences()
    case .spanish: return SpanishSentences()
    }
  }
}

struct EnglishSentences: DialogSentences {
  var notUnderstood: String { Sentences.notUnderstood }
  var unknownIntent: String { Sentences.unknownIntent }
  var noAppCan: String { Sentences.noAppCan }
  var whichApp: String { Sentences.whichApp }
  var cancelled: String { Sentences.cancelled }
  var noMorePages: String { Sentences.noMorePages }
  var firstPage: String { Sentences.firstPage }
  var ok: String { Sentences.ok }
  func unknownApp(_ name: String) -> String { Sentences.unknownApp(name) }
  func appCannot(_ name: String) -> String { Sentences.appCannot(name) }
  func notInstalled(_ name: String, instead: [String]) -> String {
    Sentences.notInstalled(name, instead: instead)
  }
  func appFailed(_ app: String) -> String { Sentences.appFailed(app) }
  func didNotUnderstand(_ question: Question) -> String { Sentences.didNotUnderstand(question) }
  func gaveUp(on target: AttemptTarget) -> String { Sentences.gaveUp(on: target) }
}

struct FrenchSentences: DialogSentences {
  var notUnderstood: String {
    "Désolé, je ne peux pas vous aider pour ça. Essayez « Montre moi mes listes de tâches »,"
      + " ou :help."
  }
  var unknownIntent: String { "Désolé, je ne sais pas encore faire ça." }
  var noAppCan: String { "Désolé, aucune de vos apps ne peut faire ça." }
  var whichApp: String { "Quelle app voulez-vous utiliser ?" }
  var cancelled: String { "D'accord, c'est annulé." }
  var noMorePages: String { "C'est tout." }
  var firstPage: String { "C'étaient les premiers." }
  var ok: String { "D'accord." }
  func unknownApp(_ name: String) -> String { "Désolé, je ne connais pas d'app appelée \(name)." }
  func appCannot(_ name: String) -> String { "Désolé, \(name) ne sait pas faire ça." }
  func notInstalled(_ name: String, instead: [String]) -> String {
    guard !instead.isEmpty else {
      return "Désolé, \(name) n'est pas installée, et aucune de vos apps ne sait faire ça."
    }
    return
      "Désolé, \(name) n'est pas installée. Vous pouvez utiliser \(DialogLanguage.french.alternatives(instead)) à la place."
  }
  func appFailed(_ app: String) -> String {
    "Désolé, \(app) n'a pas pu terminer. Rien n'a été modifié."
  }
  func didNotUnderstand(_ question: Question) -> String {
    switch question.kind {
    case .disambiguation, .chooseApp:
      return
        "Désolé, je n'ai pas compris. Dites un numéro de 1 à \(question.options.count), un nom, ou « annule »."
    case .confirmationRequired, .confirmIntent:
      return "Désolé, je n'ai pas compris. Répondez par oui ou par non."
    case .followUp:
      return "Désolé, je n'ai pas compris. Dites oui, non, ou ce que vous voulez dire."
    default:
      return "Désolé, je n'ai pas compris."
    }
  }
  func gaveUp(on target: AttemptTarget) -> String {
    if target.parameter != nil {
      return "Désolé, je n'ai toujours pas compris. Arrêtons-nous là."
    }
    switch target.kind {
    case .chooseApp: return "Désolé, je ne sais toujours pas quelle app utiliser. Arrêtons-nous là."
    case .unlock, .authenticate: return PasscodeSentences.tooManyTries
    default: return "Désolé, je n'ai toujours pas eu de oui ni de non. Arrêtons-nous là."
    }
  }
}

struct SpanishSentences: DialogSentences {
  var notUnderstood: String {
    "Lo siento, no puedo ayudarte con eso. Prueba «Muéstrame mis listas», o :help."
  }
  var unknownIntent: String { "Lo siento, todavía no sé hacer eso." }
  var noAppCan: String { "Lo siento, ninguna de tus apps puede hacer eso." }
  var whichApp: String { "¿Qué app quieres usar?" }
  var cancelled: String { "Vale, cancelado." }
  var noMorePages: String { "Eso es todo." }
  var firstPage: String { "Esos eran los primeros." }
  var ok: String { "Vale." }
  func unknownApp(_ name: String) -> String { "Lo siento, no conozco ninguna app llamada \(name)." }
  func appCannot(_ name: String) -> String { "Lo siento, \(name) no puede hacer eso." }
  func notInstalled(_ name: String, instead: [String]) -> String {
    guard !instead.isEmpty else {
      return "Lo siento, \(name) no está instalada, y ninguna de tus apps puede hacer eso."
    }
    return
      "Lo siento, \(name) no está instalada. Puedes usar \(DialogLanguage.spanish.alternatives(instead)) en su lugar."
  }
  func appFailed(_ app: String) -> String {
    "Lo siento, \(app) no pudo terminar. No se ha cambiado nada."
  }
  func didNotUnderstand(_ question: Question) -> String {
    switch question.kind {
    case .disambiguation, .chooseApp:
      return
        "Lo siento, no te he entendido. Di un número del 1 al \(question.options.count), un nombre o «cancela»."
    case .confirmationRequired, .confirmIntent:
      return "Lo siento, no te he entendido. Responde sí o no."
    case .followUp:
      return "Lo siento, no te he entendido. Di sí, no o lo que quieres decir."
    default:
      return "Lo siento, no te he entendido."
    }
  }
  func gaveUp(on target: AttemptTarget) -> String {
    if target.parameter != nil {
      return "Lo siento, sigo sin entenderlo. Lo dejamos aquí."
    }
    switch target.kind {
    case .chooseApp: return "Lo siento, sigo sin saber qué app usar. Lo dejamos aquí."
    case .unlock, .authenticate: return PasscodeSentences.tooManyTries
    default: return "Lo siento, sigo sin tener un sí o un no. Lo dejamos aquí."
    }
  }
}
