import Foundation
import Store

/// How long an app has to answer each resolve, confirm and handle call (SiriKit gives an
/// extension about ten seconds), and which apps are made slow to show what happens when one
/// does not: `:simulate slow APP SECONDS`, or `responseSeconds` in the data set's apps.json.
public struct HandlerDeadline: Sendable, Equatable {
  public static let defaultSeconds: TimeInterval = 10
  /// The waits that can be set or simulated: up to an hour.
  public static let allowedSeconds: ClosedRange<TimeInterval> = 0...3600

  /// The deadline of one call.
  public var seconds: TimeInterval
  /// How long each slow app takes before it answers a call, by app name.
  public var delays: [String: TimeInterval]

  public init(seconds: TimeInterval = Self.defaultSeconds, delays: [String: TimeInterval] = [:]) {
    self.seconds = seconds
    self.delays = delays
  }

  /// The delays the data set's apps declare.
  static func delays(of apps: [AppRecord]) -> [String: TimeInterval] {
    Dictionary(
      apps.compactMap { app in app.responseSeconds.map { (app.name, $0) } },
      uniquingKeysWith: { first, _ in first })
  }

  /// One call to `app` under the deadline; nil when the deadline passed first. An app slower
  /// than the deadline is cut off when it passes, before it answers: its answer never comes.
  func call<Answer: Sendable>(
    _ app: String, on clock: any DeviceClock, _ work: @escaping @Sendable () async -> Answer
  ) async -> Answer? {
    let delay = delays[app] ?? 0
    if delay >= seconds {
      await clock.sleep(for: seconds)
      return nil
    }
    if delay > 0 { await clock.sleep(for: delay) }
    return await clock.answer(within: seconds - delay, work)
  }

  /// "10 s", "2.5 s".
  static func spoken(_ seconds: TimeInterval) -> String {
    let rounded = (seconds * 1000).rounded() / 1000
    return rounded == rounded.rounded()
      ? "\(Int(rounded)) s" : "\(rounded) s"
  }
}
