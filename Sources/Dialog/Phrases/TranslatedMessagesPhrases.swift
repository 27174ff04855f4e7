import Foundation
import IntentKit

/// What Siri says while reading messages in French or Spanish ("lis mes messages", "lee mis
/// mensajes"): the count, a line per message (who, when, what), and the offer to reply, as
/// `SearchForMessagesPhrases` says them in English.
public struct TranslatedMessagesPhrases: IntentPhrases {
  let language: DialogLanguage

  public init(_ language: DialogLanguage) { self.language = language }

  private var french: Bool { language == .french }

  private var generic: TranslatedGenericPhrases { TranslatedGenericPhrases(language) }

  public func needsValue(_ parameter: String, in intent: Intent) -> String {
    switch parameter {
    case SearchForMessagesIntent.senders.name:
      return french ? "De qui sont les messages ?" : "¿De quién son los mensajes?"
    default:
      return generic.needsValue(parameter)
    }
  }

  public func unsupported(
    _ parameter: String, value: IntentValue?, reason: UnsupportedReason?, in intent: Intent
  ) -> String {
    if parameter == SearchForMessagesIntent.senders.name, let person = value?.person {
      let name = person.contactIdentifier == nil ? person.spokenPhrase : person.displayName
      return french
        ? "Désolé, je n'ai pas trouvé \(name) dans vos contacts."
        : "Lo siento, no he encontrado a \(name) en tus contactos."
    }
    return generic.unsupported(value: value, app: intent.app)
  }

  public func confirmIntent(_ intent: Intent) -> String {
    french ? "Voulez-vous que je les lise ?" : "¿Quieres que te los lea?"
  }

  public func notResponding(_ intent: Intent) -> String { generic.notResponding(intent.app) }

  public func response(_ response: IntentResponse, in intent: Intent) -> String {
    switch SearchForMessagesIntentResponseCode(rawValue: response.code.rawValue) {
    case .success?: return reading(response, in: intent)
    default: return generic.response(response, app: intent.app)
    }
  }

  /// The offer to reply into the conversation of the last message read, as in English.
  public func followUp(after response: IntentResponse, in intent: Intent) -> FollowUpOffer? {
    SearchForMessagesPhrases.replyOffer(after: response, in: intent) { whose in
      french
        ? "Voulez-vous répondre\(whose.map { " à \($0)" } ?? "") ?"
        : "¿Quieres responder\(whose.map { " a \($0)" } ?? "")?"
    }
  }

  /// "Vous avez 2 nouveaux messages sur MyMessenger." and a line per message.
  private func reading(_ response: IntentResponse, in intent: Intent) -> String {
    let search = SearchForMessagesIntent(intent)
    let found = SearchForMessagesPhrases.messages(in: response)
    let app = intent.app.map { french ? " sur \($0)" : " en \($0)" } ?? ""
    let senders = language.list((search.senders ?? []).map(\.displayName))
    let from = senders.isEmpty ? "" : (french ? " de \(senders)" : " de \(senders)")
    let count = found.count
    let header: String
    if french {
      header =
        count == 0
        ? "Vous n'avez aucun nouveau message\(from)\(app)."
        : "Vous avez \(language.count(count, one: "nouveau message", other: "nouveaux messages"))\(from)\(app)."
    } else {
      header =
        count == 0
        ? "No tienes mensajes nuevos\(from)\(app)."
        : "Tienes \(language.count(count, one: "mensaje nuevo", other: "mensajes nuevos"))\(from)\(app)."
    }
    let now = response.output.first { $0.name == "searchedAt" }?.value.date
    return ([header] + found.map { line($0, now: now) }).joined(separator: "\n")
  }

  /// `De Bob Martin à 17:40 : « On se voit ce soir ? »`, `De Lucía Fernández ayer a las 17:40:
  /// «¿Vienes?»`.
  private func line(_ message: Message, now: Date?) -> String {
    var line = "De " + (message.sender?.displayName ?? (french ? "quelqu'un" : "alguien"))
    if let group = message.groupName { line += (french ? " dans " : " en ") + group.spokenPhrase }
    if let sent = SearchForMessagesPhrases.sentDate(message) {
      let time = ClockTime.spoken24(sent)
      switch now.map({ ClockTime.days(from: $0, to: sent) }) ?? Int.min {
      case 0: line += french ? " à \(time)" : " a las \(time)"
      case -1: line += french ? " hier à \(time)" : " ayer a las \(time)"
      default:
        let day = ClockTime.dayAndMonth(sent)
        line += french ? " le \(day) à \(time)" : " el \(day) a las \(time)"
      }
    }
    let content = message.content ?? ""
    return french ? line + " : « \(content) »" : line + ": «\(content)»"
  }
}
