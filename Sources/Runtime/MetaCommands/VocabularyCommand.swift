import IntentKit
import Store
import Understanding

/// `:vocab`: shows, adds to and clears the vocabulary Siri knows.
enum VocabularyCommand {
  static let usage =
    "usage: :vocab | :vocab add TYPE PHRASE [--sounds-like HINT] [--id ID] | :vocab clear TYPE"

  static func run(_ arguments: [String], in session: Session) {
    switch arguments.first {
    case nil: list(session)
    case "add"?: add(Array(arguments.dropFirst()), session)
    case "clear"?: clear(Array(arguments.dropFirst()), session)
    default: session.emit(.error(usage))
    }
  }

  /// User vocabulary by type then global vocabulary by parameter, each in priority order.
  static func list(_ session: Session) {
    let environment = session.environment
    let installed = Set(environment.apps.manifests.map(\.name))
    let sets: [StoredVocabularySet]
    do {
      sets = try environment.database.vocabularySets()
    } catch {
      session.emit(.error("cannot read vocabulary: \(error)"))
      return
    }
    session.emit(.say("User vocabulary (INVocabulary), most important first:"))
    if sets.isEmpty { session.emit(.say("  (none)")) }
    for type in VocabularyStringType.allCases {
      for set in sets where set.type == type {
        let owner = set.owner ?? "added with :vocab add"
        session.emit(.say("  \(type.name) (\(owner)):"))
        for (index, term) in set.terms.enumerated() {
          session.emit(.say("    \(index + 1). \(describe(term, also: []))"))
        }
      }
    }
    session.emit(.say("Global vocabulary (AppIntentVocabulary.plist):"))
    var shownAny = false
    for file in environment.catalog.globalVocabulary {
      let status = installed.contains(file.app) ? file.app : "\(file.app), not installed"
      for vocabulary in file.parameterVocabularies {
        let names = vocabulary.parameterNames.map(\.description).joined(separator: ", ")
        session.emit(.say("  \(names) (\(status)):"))
        for (index, item) in vocabulary.items.enumerated() {
          let also = item.synonyms.dropFirst().map(\.phrase)
          session.emit(.say("    \(index + 1). \(describe(item.speakable, also: also))"))
        }
        shownAny = true
      }
    }
    if !shownAny { session.emit(.say("  (none)")) }
  }

  /// "NestEgg · also "Nest" · sounds like "nest egg" · id acct-2".
  private static func describe(_ term: SpeakableString, also: [String]) -> String {
    var parts = [term.spokenPhrase]
    if !also.isEmpty { parts.append("also " + also.map { "\"\($0)\"" }.joined(separator: ", ")) }
    if let hint = term.pronunciationHint { parts.append("sounds like \"\(hint)\"") }
    if let identifier = term.vocabularyIdentifier { parts.append("id \(identifier)") }
    return parts.joined(separator: " · ")
  }

  /// `:vocab add TYPE PHRASE [--sounds-like HINT] [--id ID]`.
  private static func add(_ arguments: [String], _ session: Session) {
    guard let typeName = arguments.first else {
      session.emit(.error(usage))
      return
    }
    guard let type = VocabularyStringType(name: typeName) else {
      session.emit(.error(unknownType(typeName)))
      return
    }
    var phrase: [String] = []
    var hint: String?
    var identifier: String?
    var index = 1
    while index < arguments.count {
      let argument = arguments[index]
      switch argument {
      case "--sounds-like", "--id":
        guard index + 1 < arguments.count else {
          session.emit(.error("\(argument) needs a value"))
          return
        }
        if argument == "--id" {
          identifier = arguments[index + 1]
        } else {
          hint = arguments[index + 1]
        }
        index += 2
      case _ where argument.hasPrefix("--"):
        session.emit(.error("unknown option \(argument) (\(usage))"))
        return
      default:
        phrase.append(argument)
        index += 1
      }
    }
    let term = SpeakableString(
      spokenPhrase: phrase.joined(separator: " "), pronunciationHint: hint,
      vocabularyIdentifier: identifier)
    do {
      if let replaced = try session.environment.database.addVocabularyTerm(term, of: type) {
        session.emit(
          .say(
            "Replaced \"\(replaced.spokenPhrase)\" with \"\(term.spokenPhrase)\" in \(type.name)."))
      } else {
        session.emit(.say("Added \"\(term.spokenPhrase)\" to \(type.name)."))
      }
    } catch let problem as VocabularyProblem {
      session.emit(.error("not added: \(problem)"))
    } catch {
      session.emit(.error("not added: \(error)"))
    }
  }

  /// `:vocab clear TYPE`.
  private static func clear(_ arguments: [String], _ session: Session) {
    guard arguments.count == 1 else {
      session.emit(.error(usage))
      return
    }
    guard let type = VocabularyStringType(name: arguments[0]) else {
      session.emit(.error(unknownType(arguments[0])))
      return
    }
    do {
      let count = try session.environment.database.clearVocabulary(of: type)
      let terms = count == 1 ? "term" : "terms"
      session.emit(.say("Cleared \(count) \(type.name) \(terms)."))
    } catch {
      session.emit(.error("not cleared: \(error)"))
    }
  }

  private static func unknownType(_ name: String) -> String {
    let known = VocabularyStringType.allCases.map(\.name).joined(separator: ", ")
    return "unknown vocabulary type \"\(name)\" (known: \(known))"
  }
}
