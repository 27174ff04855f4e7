import IntentKit

/// What Siri says in Spanish while sending a message (seed 003: «Envíale un mensaje de texto a
/// mi hermana para decirle que estaré allí a las dos en punto»).
public struct SpanishSendMessagePhrases: IntentPhrases {
  public init() {}

  public func nothingToContinue(_ intent: Intent) -> String {
    "No hay ningún mensaje al que responder. Di primero «lee mis mensajes»."
  }

  public func needsValue(_ parameter: String, in intent: Intent) -> String {
    switch parameter {
    case SendMessageIntent.recipients.name: return "¿A quién?"
    case SendMessageIntent.content.name:
      return "¿Qué quieres decirle a \(recipientNames(intent))?"
    default: return SpanishGenericPhrases.needsValue(parameter)
    }
  }

  public func disambiguation(
    _ parameter: String, current: IntentValue?, options: [IntentValue], in intent: Intent
  ) -> String {
    SpanishGenericPhrases.disambiguation(current: current, options: options)
  }

  public func confirmation(
    _ parameter: String, value: IntentValue?, reason: ConfirmationReason?, in intent: Intent
  ) -> String {
    SpanishGenericPhrases.confirmation(value: value)
  }

  public func unsupported(
    _ parameter: String, value: IntentValue?, reason: UnsupportedReason?, in intent: Intent
  ) -> String {
    let app = intent.app ?? "la app"
    if let conversation = reason?.typed(MessageConversationUnsupportedReason.self) {
      switch conversation {
      case .conversationNotFound: return "Lo siento, no encuentro esa conversación en \(app)."
      case .groupNotFound:
        let group = SendMessageIntent(intent).speakableGroupName?.spokenPhrase ?? "ese grupo"
        return "Lo siento, no hay ninguna conversación «\(group)» en \(app)."
      }
    }
    guard parameter == SendMessageIntent.recipients.name, let person = value?.person else {
      return SpanishGenericPhrases.unsupported(value: value, app: intent.app)
    }
    let name = person.contactIdentifier == nil ? person.spokenPhrase : person.displayName
    switch reason.flatMap({ SendMessageRecipientUnsupportedReason(rawValue: $0.rawValue) }) {
    case .noAccount?: return "\(name) no tiene cuenta de \(app)."
    case .offline?: return "\(name) no está conectado a \(app)."
    case .messagingServiceNotEnabledForRecipient?:
      return "\(name) no puede recibir mensajes de \(app)."
    case .noValidHandle?: return "\(name) no tiene ningún número ni correo que \(app) pueda usar."
    case .requestedHandleInvalid?: return "Ese número o correo de \(name) no es válido."
    case .noHandleForLabel?:
      let label = person.personHandle?.label.map { " «\($0)»" } ?? ""
      return "\(name) no tiene número ni correo\(label)."
    case .requiringInAppAuthentication?: return "Primero inicia sesión en \(app)."
    case nil: return "Lo siento, no he encontrado a \(name) en tus contactos."
    }
  }

  public func confirmIntent(_ intent: Intent) -> String {
    let message = SendMessageIntent(intent)
    let content = message.content.map { "«\($0)»" } ?? "tu mensaje"
    return "¿Envío \(content) a \(recipientNames(intent, withHandles: true))\(onApp(intent))?"
  }

  public func declined(_ intent: Intent) -> String { "Vale, no lo envío." }

  public func notResponding(_ intent: Intent) -> String {
    SpanishGenericPhrases.notResponding(intent.app)
  }

  public func authenticationReason(_ intent: Intent) -> String {
    "\(intent.app ?? "La app") tiene que comprobar que eres tú."
  }

  public func response(_ response: IntentResponse, in intent: Intent) -> String {
    let app = intent.app ?? "la app"
    switch SendMessageIntentResponseCode(rawValue: response.code.rawValue) {
    case .success?:
      let message = SendMessageIntent(intent)
      let content = message.content.map { "«\($0)»" } ?? "tu mensaje"
      return "He enviado \(content) a \(recipientNames(intent))\(onApp(intent))."
    case .inProgress?: return "Enviando tu mensaje\(onApp(intent))."
    case .failureMessageServiceNotAvailable?:
      return "Lo siento, \(app) no está disponible ahora. Inténtalo más tarde."
    case .failureRequiringInAppAuthentication?:
      return "Inicia sesión en \(app) para que pueda enviarlo."
    case .failureRequiringAppLaunch?: return "Tendrás que seguir en \(app)."
    case .failure?: return "Lo siento, \(app) no ha podido enviar tu mensaje."
    case .ready?, .unspecified?, nil:
      return SpanishGenericPhrases.response(response, app: intent.app)
    }
  }

  /// The people written to, or the group's name for a group conversation.
  private func recipientNames(_ intent: Intent, withHandles: Bool = false) -> String {
    let message = SendMessageIntent(intent)
    if let group = message.speakableGroupName { return group.spokenPhrase }
    let people = message.recipients ?? []
    if people.isEmpty { return "ellos" }
    return DialogLanguage.spanish.list(
      people.map { person in
        guard withHandles, let label = person.personHandle?.label else { return person.displayName }
        return "\(person.displayName) (\(label))"
      })
  }

  private func onApp(_ intent: Intent) -> String { intent.app.map { " por \($0)" } ?? "" }
}
