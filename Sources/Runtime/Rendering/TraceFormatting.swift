import IntentKit

/// Short forms of values and results for --trace, like the seed's debugger demos.
enum TraceFormatting {
  static func value(_ value: IntentValue) -> String {
    switch value {
    case .person(let person):
      var text = name(of: person)
      if let handle = person.personHandle { text += " <\(handle.label ?? handle.value)>" }
      if let matches = person.siriMatches {
        text += " siriMatches: [\(matches.map(name).joined(separator: ", "))]"
      }
      return text
    case .speakable(let speakable):
      // The vocabulary hand-off: the identifier the app looks the term up by, and the
      // sound-alikes it chooses between.
      var text = "\"\(speakable.spokenPhrase)\""
      if let identifier = speakable.vocabularyIdentifier { text += " [id \(identifier)]" }
      if let alternatives = speakable.alternativeSpeakableMatches {
        let names = alternatives.map { term in
          "\(term.spokenPhrase)" + (term.vocabularyIdentifier.map { " [id \($0)]" } ?? "")
        }
        text += " alternatives: [\(names.joined(separator: ", "))]"
      }
      return text
    case .array(let items): return "[" + items.map(Self.value).joined(separator: ", ") + "]"
    case .string(let text): return "\"\(text)\""
    // Lists, tasks and notes by title and the app's identifier, which resolution goes by.
    case .taskList(let list): return titled(list.title.spokenPhrase, list.identifier)
    case .note(let note): return titled(note.title.spokenPhrase, note.identifier)
    case .paymentAccount(let account):
      // Said by a nickname Siri knows: the vocabulary identifier it came with.
      return titled(
        account.nickname.spokenPhrase,
        account.identifier ?? account.nickname.vocabularyIdentifier)
    case .task(let task):
      return titled(task.title.spokenPhrase, task.identifier)
        + (task.listTitle.map { " on \($0)" } ?? "")
    default: return value.spokenText
    }
  }

  private static func titled(_ title: String, _ identifier: String?) -> String {
    "\"\(title)\"" + (identifier.map { " [id \($0)]" } ?? "")
  }

  /// A contact by name; what was said in quotes; an app's own person with the identifier it
  /// taught Siri.
  private static func name(of person: Person) -> String {
    if person.contactIdentifier != nil { return person.displayName }
    if let identifier = person.customIdentifier {
      return "\(person.displayName) [id \(identifier)]"
    }
    return "\"\(person.spokenPhrase)\""
  }

  static func resolution(_ resolution: ParameterResolution) -> String {
    switch resolution {
    case .single(let result): return self.result(result)
    case .items(let results): return "[" + results.map(self.result).joined(separator: ", ") + "]"
    }
  }

  static func result(_ result: ResolutionResult<IntentValue>) -> String {
    switch result {
    case .success(let value): return "success(\(self.value(value)))"
    case .notRequired, .needsValue: return result.kind
    case .unsupported(let reason):
      guard let reason else { return "unsupported" }
      // The value the reason is about (the limit an amount broke), after the reason.
      return "unsupported(\(reason.name)\(reason.detail.map { ", " + value($0) } ?? ""))"
    case .confirmationRequired(let value, let reason):
      let reasonText = reason.map { ", \($0.name)" } ?? ""
      return "confirmationRequired(\(value.map(self.value) ?? "nil")\(reasonText))"
    case .disambiguation(let values):
      return "disambiguation(\(values.map(self.value).joined(separator: ", ")))"
    }
  }
}
