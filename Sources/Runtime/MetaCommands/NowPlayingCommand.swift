import IntentKit

/// `:now-playing`: what each media app says it plays, as Control Center's Now Playing shows
/// it — the item, where in it, the queue, shuffle, repeat and speed.
enum NowPlayingCommand {
  static let usage = ":now-playing"

  static func run(_ arguments: [String], in session: Session) {
    guard arguments.isEmpty else { return session.emit(.error("usage: \(usage)")) }
    var shown = false
    for (app, center) in session.environment.apps.remoteCommandCenters {
      do {
        guard let info = try center.nowPlayingInfo() else { continue }
        session.emit(.say("\(app): \(line(info))"))
        shown = true
      } catch {
        session.emit(.error("cannot read what \(app) plays: \(error)"))
      }
    }
    if !shown { session.emit(.say("Nothing is playing.")) }
  }

  /// "▶ Low Tide by Lo-Fi Lagoon (the WWDC playlist), 0:26 of 2:46 · 3 of 4 · shuffle on ·
  /// repeat one · 0.5x".
  static func line(_ info: NowPlayingInfo) -> String {
    var parts: [String] = []
    var item = (info.isPlaying ? "▶ " : "⏸ ") + info.title
    if let artist = info.artist { item += " by \(artist)" }
    if let container = info.container, container != info.title { item += " (\(container))" }
    item += ", \(clock(info.elapsedSeconds))"
    if let duration = info.durationSeconds { item += " of \(clock(duration))" }
    if info.adSecondsLeft > 0 { item += ", after an advertisement (\(info.adSecondsLeft) s left)" }
    parts.append(item)
    parts.append("\(info.queueIndex + 1) of \(info.queueCount)")
    parts.append("shuffle \(info.shuffleType == .off ? "off" : "on")")
    parts.append("repeat \(info.repeatType.name)")
    parts.append("\(SpokenNumber.decimal(info.rate))x")
    return parts.joined(separator: " · ")
  }

  /// "2:46".
  private static func clock(_ seconds: Int) -> String {
    let rest = seconds % 60
    return "\(seconds / 60):\(rest < 10 ? "0" : "")\(rest)"
  }
}
