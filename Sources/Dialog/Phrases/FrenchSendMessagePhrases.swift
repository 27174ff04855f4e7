import IntentKit

/// What Siri says in French while sending a message (seed 002: « Envoie bonjour à Bob dans
/// l'application MyMessenger »).
public struct FrenchSendMessagePhrases: IntentPhrases {
  public init() {}

  public func nothingToContinue(_ intent: Intent) -> String {
    "Il n'y a pas de message auquel répondre. Dites d'abord « lis mes messages »."
  }

  public func needsValue(_ parameter: String, in intent: Intent) -> String {
    switch parameter {
    case SendMessageIntent.recipients.name: return "À qui ?"
    case SendMessageIntent.content.name:
      return "Que voulez-vous dire à \(recipientNames(intent)) ?"
    default: return FrenchGenericPhrases.needsValue(parameter)
    }
  }

  public func disambiguation(
    _ parameter: String, current: IntentValue?, options: [IntentValue], in intent: Intent
  ) -> String {
    FrenchGenericPhrases.disambiguation(current: current, options: options)
  }

  public func confirmation(
    _ parameter: String, value: IntentValue?, reason: ConfirmationReason?, in intent: Intent
  ) -> String {
    FrenchGenericPhrases.confirmation(value: value)
  }

  public func unsupported(
    _ parameter: String, value: IntentValue?, reason: UnsupportedReason?, in intent: Intent
  ) -> String {
    let app = intent.app ?? "l'app"
    if let conversation = reason?.typed(MessageConversationUnsupportedReason.self) {
      switch conversation {
      case .conversationNotFound: return "Désolé, je ne trouve pas cette conversation dans \(app)."
      case .groupNotFound:
        let group = SendMessageIntent(intent).speakableGroupName?.spokenPhrase ?? "ce groupe"
        return "Désolé, il n'y a pas de conversation « \(group) » dans \(app)."
      }
    }
    guard parameter == SendMessageIntent.recipients.name, let person = value?.person else {
      return FrenchGenericPhrases.unsupported(value: value, app: intent.app)
    }
    let name = person.contactIdentifier == nil ? person.spokenPhrase : person.displayName
    switch reason.flatMap({ SendMessageRecipientUnsupportedReason(rawValue: $0.rawValue) }) {
    case .noAccount?: return "\(name) n'a pas de compte \(app)."
    case .offline?: return "\(name) est hors ligne sur \(app)."
    case .messagingServiceNotEnabledForRecipient?:
      return "\(name) ne peut pas recevoir de messages sur \(app)."
    case .noValidHandle?: return "\(name) n'a ni numéro ni adresse utilisable par \(app)."
    case .requestedHandleInvalid?: return "Ce numéro ou cette adresse de \(name) n'est pas valide."
    case .noHandleForLabel?:
      let label = person.personHandle?.label.map { " « \($0) »" } ?? ""
      return "\(name) n'a pas de numéro ni d'adresse\(label)."
    case .requiringInAppAuthentication?: return "Connectez-vous d'abord à \(app)."
    case nil: return "Désolé, je n'ai pas trouvé \(name) dans vos contacts."
    }
  }

  public func confirmIntent(_ intent: Intent) -> String {
    let message = SendMessageIntent(intent)
    let content = message.content.map { "« \($0) »" } ?? "votre message"
    return "J'envoie \(content) à \(recipientNames(intent, withHandles: true))\(onApp(intent)) ?"
  }

  public func declined(_ intent: Intent) -> String { "D'accord, je ne l'envoie pas." }

  public func notResponding(_ intent: Intent) -> String {
    FrenchGenericPhrases.notResponding(intent.app)
  }

  public func authenticationReason(_ intent: Intent) -> String {
    "\(intent.app ?? "L'app") doit vérifier que c'est bien vous."
  }

  public func response(_ response: IntentResponse, in intent: Intent) -> String {
    let app = intent.app ?? "l'app"
    switch SendMessageIntentResponseCode(rawValue: response.code.rawValue) {
    case .success?:
      let message = SendMessageIntent(intent)
      let content = message.content.map { "« \($0) »" } ?? "votre message"
      return "J'ai envoyé \(content) à \(recipientNames(intent))\(onApp(intent))."
    case .inProgress?: return "J'envoie votre message\(onApp(intent))."
    case .failureMessageServiceNotAvailable?:
      return "Désolé, \(app) n'est pas disponible pour l'instant. Réessayez plus tard."
    case .failureRequiringInAppAuthentication?:
      return "Connectez-vous à \(app) pour que je puisse envoyer ça."
    case .failureRequiringAppLaunch?: return "Vous devrez continuer dans \(app)."
    case .failure?: return "Désolé, \(app) n'a pas pu envoyer votre message."
    case .ready?, .unspecified?, nil:
      return FrenchGenericPhrases.response(response, app: intent.app)
    }
  }

  /// The people written to, or the group's name for a group conversation.
  private func recipientNames(_ intent: Intent, withHandles: Bool = false) -> String {
    let message = SendMessageIntent(intent)
    if let group = message.speakableGroupName { return group.spokenPhrase }
    let people = message.recipients ?? []
    if people.isEmpty { return "eux" }
    return DialogLanguage.french.list(
      people.map { person in
        guard withHandles, let label = person.personHandle?.label else { return person.displayName }
        return "\(person.displayName) (\(label))"
      })
  }

  private func onApp(_ intent: Intent) -> String { intent.app.map { " sur \($0)" } ?? "" }
}
