import Foundation
import IntentKit

/// `:simulate slow APP SECONDS` makes an app slow to answer, to show the handler deadline at
/// work (`--handler-timeout`); `:simulate respond APP INTENT CODE` makes it answer one response
/// code once, to hear what the user is told; `:simulate background APP` sends an app off the
/// screen, so an intent it handles on screen continues in the app, and `foreground APP` brings
/// it back; `:simulate carplay on` is the device in CarPlay, where media requests have less
/// time; `:simulate off [APP]` ends them all. `:simulate` alone says what is simulated.
enum SimulateCommand {
  static let usage =
    ":simulate [slow APP SECONDS | respond APP INTENT CODE | background APP | foreground APP | carplay on|off | off [APP]]"

  static func run(_ arguments: [String], in session: Session) {
    switch arguments.first {
    case nil:
      show(session)
    case "slow"? where arguments.count >= 3:
      guard let seconds = seconds(arguments[arguments.count - 1]) else {
        return session.emit(
          .error(
            "SECONDS must be a number from 0 to \(Int(HandlerDeadline.allowedSeconds.upperBound)) (usage: \(usage))"
          ))
      }
      guard let app = installedApp(arguments.dropFirst().dropLast(), in: session) else { return }
      session.deadline.delays[app] = seconds > 0 ? seconds : nil
      guard seconds > 0 else { return session.emit(.say("\(app) answers at once again.")) }
      let deadline = HandlerDeadline.spoken(session.deadline.seconds)
      let verdict =
        seconds >= session.deadline.seconds
        ? "longer than the \(deadline) deadline, so its calls will time out"
        : "within the \(deadline) deadline"
      session.emit(
        .say("\(app) now takes \(HandlerDeadline.spoken(seconds)) to answer each call, \(verdict).")
      )
    case "respond"? where arguments.count >= 4:
      respond(
        app: arguments.dropFirst().dropLast(2).joined(separator: " "),
        intent: arguments[arguments.count - 2], code: arguments[arguments.count - 1], in: session)
    case "background"? where arguments.count >= 2, "foreground"? where arguments.count >= 2:
      guard let app = installedApp(arguments.dropFirst(), in: session) else { return }
      let foreground = arguments[0] == "foreground"
      guard setInForeground(foreground, app: app, in: session) else { return }
      session.emit(
        .say(
          foreground
            ? "\(app) is on screen again."
            : "\(app) is in the background: what it shows on screen continues in the app."))
    case "carplay"? where arguments.count == 2 && ["on", "off"].contains(arguments[1]):
      session.deadline.carPlay = arguments[1] == "on"
      let deadline = HandlerDeadline.spoken(session.deadline.seconds(media: true))
      session.emit(
        .say(
          session.deadline.carPlay
            ? "CarPlay is on: media apps have \(deadline) to answer each call."
            : "CarPlay is off: media apps have \(deadline) to answer each call, as every app."))
    case "off"? where arguments.count == 1:
      session.deadline.delays = [:]
      session.deadline.carPlay = false
      session.forcedResponses = []
      for app in backgroundApps(session) {
        guard setInForeground(true, app: app, in: session) else { return }
      }
      session.emit(.say("Every app answers at once again, as its handlers say."))
    case "off"?:
      guard let app = installedApp(arguments.dropFirst(), in: session) else { return }
      session.deadline.delays[app] = nil
      session.forcedResponses.removeAll { $0.app == app }
      guard setInForeground(true, app: app, in: session) else { return }
      session.emit(.say("\(app) answers at once again, as its handlers say."))
    default:
      session.emit(.error("usage: \(usage)"))
    }
  }

  private static func show(_ session: Session) {
    let deadline = HandlerDeadline.spoken(session.deadline.seconds)
    session.emit(.say("Apps have \(deadline) to answer each resolve, confirm and handle call."))
    let slow = session.environment.apps.manifests.compactMap { app in
      session.deadline.delays[app.name].map { (app.name, $0) }
    }
    if session.deadline.carPlay {
      let media = HandlerDeadline.spoken(session.deadline.seconds(media: true))
      session.emit(.say("CarPlay is on: media apps have \(media)."))
    }
    if slow.isEmpty { session.emit(.say("No app is slow.")) }
    for (app, seconds) in slow {
      session.emit(.say("\(app) takes \(HandlerDeadline.spoken(seconds)) to answer."))
    }
    for forced in session.forcedResponses { session.emit(.say(sentence(for: forced))) }
    for app in backgroundApps(session) { session.emit(.say("\(app) is in the background.")) }
  }

  /// Records whether `app` is on screen; false after showing why it could not.
  private static func setInForeground(_ foreground: Bool, app: String, in session: Session)
    -> Bool
  {
    do {
      try session.environment.database.setInForeground(foreground, app: app)
      return true
    } catch {
      session.emit(.error("cannot record whether \(app) is on screen: \(error)"))
      return false
    }
  }

  /// The apps sent to the background; none after showing why they could not be read.
  private static func backgroundApps(_ session: Session) -> [String] {
    do {
      return try session.environment.database.appsInBackground()
    } catch {
      session.emit(.error("cannot read which apps are on screen: \(error)"))
      return []
    }
  }

  /// Makes `app` answer `intent`'s next confirm or handle with `code` (its name or its value).
  private static func respond(app name: String, intent: String, code: String, in session: Session) {
    guard let (app, intentName, _) = AppHelp.handler(app: name, intent: intent, in: session)
    else { return }
    let codes = Self.codes(for: intentName, in: session)
    guard let found = codes.first(where: { $0.name == code || String($0.rawValue) == code })
    else {
      let names = codes.map(\.name).joined(separator: ", ")
      return session.emit(
        .error("\(intentName.rawValue) has no response code \(code) (its codes: \(names))"))
    }
    // A bare ready would skip what the real confirm declares, a payment sheet's charge among it.
    guard found.category != .ready else {
      return session.emit(
        .error("ready is what confirm answers when all is well; make the request to see it"))
    }
    let forced = ForcedResponse(app: app, intent: intentName, code: found)
    session.forcedResponses.removeAll {
      $0.app == app && $0.intent == intentName && $0.phase == forced.phase
    }
    session.forcedResponses.append(forced)
    session.emit(.say(sentence(for: forced)))
  }

  /// SiriKit's codes of the intent, or for an app's own intent, SiriKit's seven and the app's
  /// (from 100).
  private static func codes(for intent: IntentName, in session: Session) -> [ResponseCode] {
    let known = ResponseCodeCatalog.codes(for: intent)
    guard known.isEmpty,
      let custom = session.environment.catalog.customIntents.first(where: { $0.name == intent })
    else { return known }
    let own = custom.responses.map(\.code).filter { $0.rawValue >= CustomIntent.firstCustomCode }
    return CustomIntent.systemCodes + own
  }

  /// "UnicornChat answers the next sendMessage handle with inProgress."
  private static func sentence(for forced: ForcedResponse) -> String {
    "\(forced.app) answers the next \(forced.intent.rawValue) \(forced.phase.rawValue) with \(forced.code.name)."
  }

  /// A number of seconds from 0 to an hour: "12", "2.5".
  static func seconds(_ text: String) -> TimeInterval? {
    guard let seconds = Double(text), HandlerDeadline.allowedSeconds.contains(seconds) else {
      return nil
    }
    return seconds
  }

  /// The installed app the words name, or nil after saying there is none.
  private static func installedApp(_ words: ArraySlice<String>, in session: Session) -> String? {
    let name = words.joined(separator: " ")
    guard let app = AppHelp.app(named: name, in: session),
      session.environment.apps.manifests.contains(where: { $0.name == app })
    else {
      session.emit(.error("unknown app \(name) (try :apps)"))
      return nil
    }
    return app
  }
}
