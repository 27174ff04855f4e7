import Foundation
import IntentKit
import SpokenLanguage

/// A moment the user said ("tomorrow at 9am", "in 20 minutes"), or one already resolved,
/// as an app resolves it against the device clock: a ride's pickup, a reminder.
public enum SpokenMoment {
  /// `notRequired` when nothing was said, `unreadable` when the words are no time,
  /// unsupported for `tooEarly` when `isLateEnough` refuses the moment, else the date.
  public static func resolve<Reason: ResolutionReason>(
    _ said: IntentValue?, now: Date, tooEarly: Reason, isLateEnough: (Date) -> Bool
  ) -> ResolutionResult<Date> {
    guard let said else { return .notRequired }
    guard let date = said.date ?? SpokenTime.date(said.spokenText, now: now) else {
      return .unreadable
    }
    guard isLateEnough(date) else { return .unsupported(forReason: tooEarly) }
    return .success(date)
  }
}
