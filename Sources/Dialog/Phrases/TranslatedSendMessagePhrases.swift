import IntentKit

/// What Siri says in French or Spanish while sending a message (seed 002: « Envoie bonjour à
/// Bob dans l'application MyMessenger »; seed 003: «Envíale un mensaje de texto a mi hermana
/// para decirle que estaré allí a las dos en punto»): one logic, each language's words.
public struct TranslatedSendMessagePhrases: IntentPhrases {
  let words: MessageWords

  public init(_ language: DialogLanguage) {
    words = language == .spanish ? .spanish : .french
  }

  private var generic: TranslatedGenericPhrases { TranslatedGenericPhrases(words.language) }

  public func nothingToContinue(_ intent: Intent) -> String { words.nothingToReplyTo }

  public func needsValue(_ parameter: String, in intent: Intent) -> String {
    switch parameter {
    case SendMessageIntent.recipients.name: return words.toWhom
    case SendMessageIntent.content.name: return words.whatToSay(recipientNames(intent))
    default: return generic.needsValue(parameter)
    }
  }

  public func disambiguation(
    _ parameter: String, current: IntentValue?, options: [IntentValue], in intent: Intent
  ) -> String {
    generic.disambiguation(current: current, options: options)
  }

  public func confirmation(
    _ parameter: String, value: IntentValue?, reason: ConfirmationReason?, in intent: Intent
  ) -> String {
    generic.confirmation(value: value)
  }

  public func unsupported(
    _ parameter: String, value: IntentValue?, reason: UnsupportedReason?, in intent: Intent
  ) -> String {
    let app = intent.app ?? words.theApp
    if let conversation = reason?.typed(MessageConversationUnsupportedReason.self) {
      switch conversation {
      case .conversationNotFound: return words.noConversation(app)
      case .groupNotFound:
        return words.noGroup(SendMessageIntent(intent).speakableGroupName?.spokenPhrase, app)
      }
    }
    guard parameter == SendMessageIntent.recipients.name, let person = value?.person else {
      return generic.unsupported(value: value, app: intent.app)
    }
    let name = person.contactIdentifier == nil ? person.spokenPhrase : person.displayName
    let reason = reason.flatMap { SendMessageRecipientUnsupportedReason(rawValue: $0.rawValue) }
    return words.recipientUnsupported(reason, name, app, person.personHandle?.label)
  }

  public func confirmIntent(_ intent: Intent) -> String {
    words.send(content(intent), recipientNames(intent, withHandles: true), onApp(intent))
  }

  public func declined(_ intent: Intent) -> String { words.notSent }

  public func notResponding(_ intent: Intent) -> String { generic.notResponding(intent.app) }

  public func authenticationReason(_ intent: Intent) -> String {
    generic.authenticationReason(intent.app)
  }

  public func response(_ response: IntentResponse, in intent: Intent) -> String {
    let code = SendMessageIntentResponseCode(rawValue: response.code.rawValue)
    if code == .success {
      return words.sent(content(intent), recipientNames(intent), onApp(intent))
    }
    if code == .inProgress { return words.sending(onApp(intent)) }
    return words.failed(code, intent.app ?? words.theApp)
      ?? generic.response(response, app: intent.app)
  }

  private func content(_ intent: Intent) -> String {
    SendMessageIntent(intent).content.map(words.quoted) ?? words.yourMessage
  }

  /// The people written to, or the group's name for a group conversation.
  private func recipientNames(_ intent: Intent, withHandles: Bool = false) -> String {
    let message = SendMessageIntent(intent)
    if let group = message.speakableGroupName { return group.spokenPhrase }
    let people = message.recipients ?? []
    if people.isEmpty { return words.them }
    return words.language.list(
      people.map { person in
        guard withHandles, let label = person.personHandle?.label else { return person.displayName }
        return "\(person.displayName) (\(label))"
      })
  }

  private func onApp(_ intent: Intent) -> String { intent.app.map(words.onApp) ?? "" }
}

/// A language's words for sending a message.
struct MessageWords: Sendable {
  let language: DialogLanguage
  let quoted: @Sendable (String) -> String
  let theApp: String
  let them: String
  let yourMessage: String
  let toWhom: String
  let nothingToReplyTo: String
  let notSent: String
  let whatToSay: @Sendable (_ recipients: String) -> String
  /// " sur MyMessenger", " por Mensajero".
  let onApp: @Sendable (_ app: String) -> String
  let noConversation: @Sendable (_ app: String) -> String
  let noGroup: @Sendable (_ group: String?, _ app: String) -> String
  let recipientUnsupported:
    @Sendable (
      _ reason: SendMessageRecipientUnsupportedReason?, _ name: String, _ app: String,
      _ label: String?
    ) -> String
  let send: @Sendable (_ content: String, _ recipients: String, _ onApp: String) -> String
  let sent: @Sendable (_ content: String, _ recipients: String, _ onApp: String) -> String
  let sending: @Sendable (_ onApp: String) -> String
  /// The sentence of a failure code; nil for the shared one.
  let failed: @Sendable (_ code: SendMessageIntentResponseCode?, _ app: String) -> String?

  static let french = MessageWords(
    language: .french, quoted: { "« \($0) »" }, theApp: "l'app", them: "eux",
    yourMessage: "votre message", toWhom: "À qui ?",
    nothingToReplyTo:
      "Il n'y a pas de message auquel répondre. Dites d'abord « lis mes messages ».",
    notSent: "D'accord, je ne l'envoie pas.",
    whatToSay: { "Que voulez-vous dire à \($0) ?" },
    onApp: { " sur \($0)" },
    noConversation: { "Désolé, je ne trouve pas cette conversation dans \($0)." },
    noGroup: { "Désolé, il n'y a pas de conversation « \($0 ?? "ce groupe") » dans \($1)." },
    recipientUnsupported: { reason, name, app, label in
      switch reason {
      case .noAccount?: return "\(name) n'a pas de compte \(app)."
      case .offline?: return "\(name) est hors ligne sur \(app)."
      case .messagingServiceNotEnabledForRecipient?:
        return "\(name) ne peut pas recevoir de messages sur \(app)."
      case .noValidHandle?: return "\(name) n'a ni numéro ni adresse utilisable par \(app)."
      case .requestedHandleInvalid?:
        return "Ce numéro ou cette adresse de \(name) n'est pas valide."
      case .noHandleForLabel?:
        return "\(name) n'a pas de numéro ni d'adresse\(label.map { " « \($0) »" } ?? "")."
      case .requiringInAppAuthentication?: return "Connectez-vous d'abord à \(app)."
      case nil: return "Désolé, je n'ai pas trouvé \(name) dans vos contacts."
      }
    },
    send: { "J'envoie \($0) à \($1)\($2) ?" },
    sent: { "J'ai envoyé \($0) à \($1)\($2)." },
    sending: { "J'envoie votre message\($0)." },
    failed: { code, app in
      switch code {
      case .failureMessageServiceNotAvailable?:
        return "Désolé, \(app) n'est pas disponible pour l'instant. Réessayez plus tard."
      case .failureRequiringInAppAuthentication?:
        return "Connectez-vous à \(app) pour que je puisse envoyer ça."
      case .failureRequiringAppLaunch?: return "Vous devrez continuer dans \(app)."
      case .failure?: return "Désolé, \(app) n'a pas pu envoyer votre message."
      default: return nil
      }
    })

  static let spanish = MessageWords(
    language: .spanish, quoted: { "«\($0)»" }, theApp: "la app", them: "ellos",
    yourMessage: "tu mensaje", toWhom: "¿A quién?",
    nothingToReplyTo: "No hay ningún mensaje al que responder. Di primero «lee mis mensajes».",
    notSent: "Vale, no lo envío.",
    whatToSay: { "¿Qué quieres decirle a \($0)?" },
    onApp: { " por \($0)" },
    noConversation: { "Lo siento, no encuentro esa conversación en \($0)." },
    noGroup: { "Lo siento, no hay ninguna conversación «\($0 ?? "ese grupo")» en \($1)." },
    recipientUnsupported: { reason, name, app, label in
      switch reason {
      case .noAccount?: return "\(name) no tiene cuenta de \(app)."
      case .offline?: return "\(name) no está conectado a \(app)."
      case .messagingServiceNotEnabledForRecipient?:
        return "\(name) no puede recibir mensajes de \(app)."
      case .noValidHandle?: return "\(name) no tiene ningún número ni correo que \(app) pueda usar."
      case .requestedHandleInvalid?: return "Ese número o correo de \(name) no es válido."
      case .noHandleForLabel?:
        return "\(name) no tiene número ni correo\(label.map { " «\($0)»" } ?? "")."
      case .requiringInAppAuthentication?: return "Primero inicia sesión en \(app)."
      case nil: return "Lo siento, no he encontrado a \(name) en tus contactos."
      }
    },
    send: { "¿Envío \($0) a \($1)\($2)?" },
    sent: { "He enviado \($0) a \($1)\($2)." },
    sending: { "Enviando tu mensaje\($0)." },
    failed: { code, app in
      switch code {
      case .failureMessageServiceNotAvailable?:
        return "Lo siento, \(app) no está disponible ahora. Inténtalo más tarde."
      case .failureRequiringInAppAuthentication?:
        return "Inicia sesión en \(app) para que pueda enviarlo."
      case .failureRequiringAppLaunch?: return "Tendrás que seguir en \(app)."
      case .failure?: return "Lo siento, \(app) no ha podido enviar tu mensaje."
      default: return nil
      }
    })
}
