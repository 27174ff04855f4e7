import Dialog
import Foundation
import IntentDefinitions
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
    (":lock", ":lock", "lock the device: restricted intents ask to unlock first"),
    (":unlock", ":unlock", "unlock the device with its passcode"),
    (":passcode", ":passcode", "change the device passcode"),
    (
      ":tick", ":tick MINUTES",
      "move the device clock forward (rides move on, media plays on, lockouts run out)"
    ),
    (
      ":now-playing", NowPlayingCommand.usage,
      "show what each media app plays: the item, where in it, the queue, shuffle, repeat, speed"
    ),
    (":options", OptionsCommand.usage, "list a parameter's dynamic options, in sections"),
    (
      ":intents", ":intents FILE", "check an Xcode intent definition file and show what it declares"
    ),
    (
      ":simulate", SimulateCommand.usage,
      "make an app slow to answer, answer one response code, or leave the screen"
    ),
    (":reset", ":reset", "end the dialog and restore the data set's state"),
    (":record", ":record FILE | :record off", "write this session as a transcript"),
    (":quit", ":quit", "leave intentsh (Ctrl-D does too)"),
  ]

  static func run(_ line: String, in session: Session) async -> SubmitResult {
    guard let parsed = MetaCommandLine(line), !parsed.leavesQuoteOpen else {
      session.emit(.error("a quote is not closed"))
      session.repeatPendingQuestion()
      return .continue
    }
    let command = parsed.name
    let arguments = parsed.arguments
    let wasInDialog = session.isInDialog
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
    case ":lock":
      await session.send(.deviceCommand(.lock))
    case ":unlock", ":passcode":
      guard arguments.isEmpty else {
        session.emit(.error(passcodeOnLine(command)))
        break
      }
      // Both read secrets, which a pending question's reply would be taken for.
      guard !session.isInDialog else {
        session.emit(.error("finish or cancel the current request before \(command)"))
        break
      }
      await session.send(.deviceCommand(command == ":unlock" ? .unlock : .changePasscode))
    case ":tick":
      tick(arguments, session)
    case ":now-playing":
      NowPlayingCommand.run(arguments, in: session)
    case ":options":
      await OptionsCommand.run(arguments, in: session)
    case ":intents":
      checkDefinition(arguments, in: session)
    case ":simulate":
      SimulateCommand.run(arguments, in: session)
    case ":reset":
      reset(session)
    case ":record":
      // Recording belongs to whoever owns the output (the REPL); a replayed transcript can't record.
      session.emit(.error(":record is available in the interactive shell"))
    default:
      session.emit(.error("unknown command \(command) (try :help)"))
    }
    // `:unlock` and `:passcode` have just asked their own question.
    if wasInDialog || !session.isInDialog {
      session.repeatPendingQuestion()
    }
    return .continue
  }

  /// `:intents FILE`: what `intentsh intents` says of the file, without leaving the shell —
  /// what it declares, with its warnings, or the one line saying where it is malformed.
  static func checkDefinition(_ arguments: [String], in session: Session) {
    guard !arguments.isEmpty else { return session.emit(.error("usage: :intents FILE")) }
    let name = arguments.joined(separator: " ")
    let base = session.filesFolder ?? FileManager.default.currentDirectoryPath
    // Joined as text: a URL would resolve "../" and the path could no longer be shown as given.
    let path = name.hasPrefix("/") ? name : (base as NSString).appendingPathComponent(name)
    // Paths as the user gave them, relative to the folder: the same on every machine a
    // transcript replays on.
    func shown(_ text: String) -> String {
      base.isEmpty ? text : text.replacingOccurrences(of: base + "/", with: "")
    }
    do {
      let file = try IntentDefinitionLoader.load(path: path)
      for line in IntentDefinitionDescription.lines(file) { session.emit(.say(shown(line))) }
      for warning in file.warnings { session.emit(.say(shown("warning: \(warning)"))) }
    } catch {
      session.emit(.error(shown("\(error)")))
    }
  }

  /// `:unlock` or `:passcode` given words on its line, which could be the passcode.
  static func passcodeOnLine(_ command: String) -> String {
    "usage: \(command) (the passcode is asked for, never typed on the line)"
  }

  static func help(_ session: Session) {
    session.emit(.say("Type a request, for example: text hello to John on UnicornChat"))
    session.emit(
      .say("Answer questions with a number, a name, \"more\", yes or no; \"cancel\" ends a dialog.")
    )
    // A usage too long for its column gets a line of its own, as swift-argument-parser does.
    let column = 28
    for entry in summaries {
      if entry.usage.count < column {
        let padded = entry.usage.padding(toLength: column, withPad: " ", startingAt: 0)
        session.emit(.say("  \(padded)\(entry.summary)"))
      } else {
        session.emit(.say("  \(entry.usage)"))
        session.emit(.say(String(repeating: " ", count: column + 2) + entry.summary))
      }
    }
    languages(session)
  }

  /// The device's language, and the languages each app's requests are read and answered in:
  /// an app speaks a language when Siri speaks every intent it supports in it.
  static func languages(_ session: Session) {
    let device = DialogLanguage(locale: session.environment.locale)
    session.emit(
      .say("The device speaks \(device.name) (\(session.environment.locale)). Its apps speak:"))
    var order: [[DialogLanguage]] = []
    var apps: [[DialogLanguage]: [String]] = [:]
    for app in session.environment.apps.manifests {
      let spoken = DialogLanguage.allCases.filter { language in
        app.supportedIntents.allSatisfy { DialogConfiguration.speaks($0, in: language) }
      }
      if apps[spoken] == nil { order.append(spoken) }
      apps[spoken, default: []].append(app.name)
    }
    for spoken in order {
      let names = spoken.map(\.name).joined(separator: ", ")
      session.emit(.say("  \(names): \(apps[spoken, default: []].joined(separator: ", "))"))
    }
  }

  static func apps(_ session: Session) {
    for app in session.environment.apps.manifests {
      let alternatives = app.alternativeNames.map { "\"\($0.name)\"" }
      let also = alternatives.isEmpty ? "" : " (also \(alternatives.joined(separator: ", ")))"
      let intents = app.supportedIntents.map(\.rawValue).joined(separator: ", ")
      session.emit(.say("\(app.name)\(also): \(intents)"))
    }
    let missing = session.environment.catalog.notInstalled.map(\.name)
    if !missing.isEmpty { session.emit(.say("Not installed: \(missing.joined(separator: ", ")).")) }
  }

  static func tick(_ arguments: [String], _ session: Session) {
    guard arguments.count == 1, let minutes = Int(arguments[0]), (1...100_000).contains(minutes)
    else {
      return session.emit(.error("usage: :tick MINUTES (a whole number from 1 to 100000)"))
    }
    let seconds = TimeInterval(minutes * 60)
    // The session keeps the move with the state at the end of the turn.
    session.environment.clock.advance(by: seconds)
    // No time of day: a recorded session must replay the same on replay's own clock.
    session.emit(.say("The clock moved \(minutes) minute\(minutes == 1 ? "" : "s")."))
  }

  static func reset(_ session: Session) {
    // Restoring the data set must not be a way around the lock screen or a lockout.
    if session.state.deviceLocked {
      return session.emit(.error("unlock the device first (:unlock); :reset keeps it locked"))
    }
    if case .lockedOut(let seconds) = session.passcodeAvailability() {
      return session.emit(.say(PasscodeSentences.lockedOut(seconds: seconds)))
    }
    if session.isInIntentDialog {
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
