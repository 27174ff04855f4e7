import Foundation
import IntentKit
import Store

/// The `:` commands: never sent to understanding, they act on the session itself.
enum MetaCommands {
  /// Every meta-command with a one-line summary; `:help` prints this and completion uses it.
  static let summaries: [(name: String, usage: String, summary: String)] = [
    (":help", ":help [APP]", "show this help, or what an app understands"),
    (":apps", ":apps", "list the installed apps and the intents they handle"),
    (":trace", ":trace on|off", "show each resolve, confirm and handle call and its result"),
    (":vocab", ":vocab [add|clear ...]", "list, add (TYPE PHRASE --sounds-like --id), clear TYPE"),
    (":reset", ":reset", "end the dialog and restore the data set's state"),
    (":record", ":record FILE | :record off", "write this session as a transcript"),
    (":quit", ":quit", "leave intentsh (Ctrl-D does too)"),
  ]

  static func run(_ line: String, in session: Session) async -> SubmitResult {
    guard let words = CommandLineWords.split(line) else {
      session.emit(.error("a quote is not closed"))
      session.repeatPendingQuestion()
      return .continue
    }
    let command = words.first ?? ":"
    let arguments = Array(words.dropFirst())
    switch command {
    case ":help" where !arguments.isEmpty:
      let name = arguments.joined(separator: " ")
      if let app = AppHelp.app(named: name, in: session) {
        AppHelp.show(app, in: session)
      } else {
        session.emit(.error("unknown app \(name) (try :apps)"))
      }
    case ":help":
      help(session)
    case ":vocab":
      VocabularyCommand.run(arguments, in: session)
    case ":quit", ":q", ":exit":
      return .quit
    case ":apps":
      apps(session)
    case ":trace":
      switch arguments.first {
      case "on"?: session.tracing = true
      case "off"?: session.tracing = false
      case nil: session.tracing.toggle()
      default:
        session.emit(.error("usage: :trace on|off"))
        return .continue
      }
      session.emit(.say(session.tracing ? "Trace is on." : "Trace is off."))
    case ":reset":
      reset(session)
    case ":record":
      // Recording belongs to whoever owns the output (the REPL); a replayed transcript can't record.
      session.emit(.error(":record is available in the interactive shell"))
    default:
      session.emit(.error("unknown command \(command) (try :help)"))
    }
    session.repeatPendingQuestion()
    return .continue
  }

  static func help(_ session: Session) {
    session.emit(.say("Type a request, for example: text hello to John on UnicornChat"))
    session.emit(
      .say("Answer questions with a number, a name, \"more\", yes or no; \"cancel\" ends a dialog.")
    )
    for entry in summaries {
      let padded = entry.usage.padding(toLength: 28, withPad: " ", startingAt: 0)
      session.emit(.say("  \(padded)\(entry.summary)"))
    }
  }

  static func apps(_ session: Session) {
    for app in session.environment.apps.manifests {
      let alternatives = app.alternativeNames.map { "\"\($0.name)\"" }
      let also = alternatives.isEmpty ? "" : " (also \(alternatives.joined(separator: ", ")))"
      let intents = app.supportedIntents.map(\.rawValue).joined(separator: ", ")
      session.emit(.say("\(app.name)\(also): \(intents)"))
    }
  }

  static func reset(_ session: Session) {
    if session.isInDialog {
      session.emit(.say("OK, cancelled."))
      session.emit(.end(.cancelled))
    }
    session.resetDialog()
    do {
      let name = try session.restoreDataSet()
      session.emit(.say("State restored from data set \"\(name)\"."))
    } catch {
      session.emit(.error("\(error)"))
    }
  }
}

/// The meta-command names, for completion.
public enum MetaCommandNames {
  public static var all: [String] { MetaCommands.summaries.map(\.name) }
}
