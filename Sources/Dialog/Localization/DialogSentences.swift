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
  /// Said before a request of a domain this language has no phrases for, which Siri answers
  /// in English; nil in English.
  var answeringInEnglish: String? { get }
  // The passcode, asked before a restricted intent while the device is locked.
  var unlockFirst: String { get }
  var enterPasscode: String { get }
  /// The payment sheet's charge and the passcode that approves it.
  func approvePayment(_ sheet: PaymentSheet) -> String
  var wrongPasscode: String { get }
  var notAPasscode: String { get }
  var tooManyTries: String { get }
  func lockedOut(seconds: Int) -> String
  func wrongThenLockedOut(seconds: Int) -> String
  func noPasscode(app: String?) -> String
}

extension DialogSentences {
  /// What is said about a passcode that did not open; nil when it was accepted or the user
  /// gave up.
  func refusal(_ verdict: PasscodeVerdict) -> String? {
    switch verdict {
    case .accepted, .cancelled: return nil
    case .rejected: return wrongPasscode
    case .malformed: return notAPasscode
    case .rejectedAndLockedOut(let seconds): return wrongThenLockedOut(seconds: seconds)
    case .lockedOut(let seconds): return lockedOut(seconds: seconds)
    }
  }
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
  var answeringInEnglish: String? { nil }
  var unlockFirst: String { PasscodeSentences.unlockFirst }
  var enterPasscode: String { PasscodeSentences.enterPasscode }
  func approvePayment(_ sheet: PaymentSheet) -> String {
    "\(sheet.text) \(PasscodeSentences.enterPasscodeToPay)"
  }
  var wrongPasscode: String { PasscodeSentences.wrongPasscode }
  var notAPasscode: String { PasscodeSentences.notAPasscode }
  var tooManyTries: String { PasscodeSentences.tooManyTries }
  func lockedOut(seconds: Int) -> String { PasscodeSentences.lockedOut(seconds: seconds) }
  func wrongThenLockedOut(seconds: Int) -> String {
    PasscodeSentences.wrongThenLockedOut(seconds: seconds)
  }
  func noPasscode(app: String?) -> String { PasscodeSentences.noPasscode(app: app) }
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
    case .unlock, .authenticate: return tooManyTries
    default: return "Désolé, je n'ai toujours pas eu de oui ni de non. Arrêtons-nous là."
    }
  }
  var answeringInEnglish: String? {
    "Je ne parle pas encore de ça en français : je vous réponds en anglais."
  }
  var unlockFirst: String {
    "Vous devez d'abord déverrouiller votre iPhone. Saisissez votre code."
  }
  var enterPasscode: String { "Saisissez votre code." }
  func approvePayment(_ sheet: PaymentSheet) -> String {
    "Payer \(sheet.charge.formatted) à \(sheet.merchant) avec \(sheet.paymentMethod). Saisissez votre code pour payer."
  }
  var wrongPasscode: String { "Ce code n'est pas le bon." }
  var notAPasscode: String { "Ce n'est pas un code : un code a 4 à 6 chiffres." }
  var tooManyTries: String { "Trop d'essais manqués. Arrêtons-nous là." }
  func lockedOut(seconds: Int) -> String {
    "Trop de codes erronés. Réessayez dans \(waitingTime(seconds))."
  }
  func wrongThenLockedOut(seconds: Int) -> String {
    "Ce code n'est pas le bon, et c'était un essai de trop. Réessayez dans \(waitingTime(seconds))."
  }
  func noPasscode(app: String?) -> String {
    "\(app ?? "L'app") demande le code de l'appareil, et aucun n'est défini. Définissez-en un avec :passcode."
  }
  private func waitingTime(_ seconds: Int) -> String {
    PasscodeSentences.waitingTime(seconds, in: .french) { unit in
      switch unit {
      case .second: ("seconde", "secondes")
      case .minute: ("minute", "minutes")
      case .hour: ("heure", "heures")
      }
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
    case .unlock, .authenticate: return tooManyTries
    default: return "Lo siento, sigo sin tener un sí o un no. Lo dejamos aquí."
    }
  }
  var answeringInEnglish: String? {
    "Todavía no hablo de esto en español: te respondo en inglés."
  }
  var unlockFirst: String { "Primero tienes que desbloquear el iPhone. Introduce tu código." }
  var enterPasscode: String { "Introduce tu código." }
  func approvePayment(_ sheet: PaymentSheet) -> String {
    "Pagar \(sheet.charge.formatted) a \(sheet.merchant) con \(sheet.paymentMethod). Introduce tu código para pagar."
  }
  var wrongPasscode: String { "Ese código no es correcto." }
  var notAPasscode: String { "Eso no es un código: un código tiene de 4 a 6 cifras." }
  var tooManyTries: String { "Demasiados intentos fallidos. Lo dejamos aquí." }
  func lockedOut(seconds: Int) -> String {
    "Demasiados códigos incorrectos. Vuelve a intentarlo dentro de \(waitingTime(seconds))."
  }
  func wrongThenLockedOut(seconds: Int) -> String {
    "Ese código no es correcto, y ya van demasiados intentos. Vuelve a intentarlo dentro de \(waitingTime(seconds))."
  }
  func noPasscode(app: String?) -> String {
    "\(app ?? "La app") necesita el código del dispositivo, y no hay ninguno. Define uno con :passcode."
  }
  private func waitingTime(_ seconds: Int) -> String {
    PasscodeSentences.waitingTime(seconds, in: .spanish) { unit in
      switch unit {
      case .second: ("segundo", "segundos")
      case .minute: ("minuto", "minutos")
      case .hour: ("hora", "horas")
      }
    }
  }
}
