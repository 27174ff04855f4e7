import Foundation

/// `:simulate slow APP SECONDS` and `:simulate off [APP]`: makes an app slow to answer, to show
/// the handler deadline at work (`--handler-timeout`). `:simulate` alone says what is simulated.
enum SimulateCommand {
  static let usage = ":simulate [slow APP SECONDS | off [APP]]"

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
    case "off"? where arguments.count == 1:
      session.deadline.delays = [:]
      session.emit(.say("Every app answers at once again."))
    case "off"?:
      guard let app = installedApp(arguments.dropFirst(), in: session) else { return }
      session.deadline.delays[app] = nil
      session.emit(.say("\(app) answers at once again."))
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
    guard !slow.isEmpty else { return session.emit(.say("No app is slow.")) }
    for (app, seconds) in slow {
      session.emit(.say("\(app) takes \(HandlerDeadline.spoken(seconds)) to answer."))
    }
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
