import Foundation
import IntentKit
import Testing

@Suite struct ClockTimeTests {
  /// Zones with daylight saving (one of half an hour), with a change at midnight, far east
  /// and far west of UTC, and a half-hour offset.
  static let zones = [
    "UTC", "America/Los_Angeles", "Europe/Paris", "Australia/Lord_Howe", "America/Sao_Paulo",
    "America/Havana", "Asia/Kolkata", "Pacific/Kiritimati", "Pacific/Pago_Pago",
  ]

  /// The days between the calendar dates of two moments, by Foundation: each moment's year,
  /// month and day in `calendar`, set at noon in UTC, and the days between those. (Counting
  /// from one `startOfDay` to the other falls a day short where a day starts at 1 AM, as in
  /// Havana when its clocks go forward at midnight: that day has 23 hours.)
  static func foundationDays(from now: Date, to date: Date, in calendar: Calendar) -> Int {
    let utc = ClockTime.calendar(in: TimeZone(identifier: "UTC")!)
    func noon(_ moment: Date) -> Date {
      var day = calendar.dateComponents([.year, .month, .day], from: moment)
      day.hour = 12
      return utc.date(from: day)!
    }
    return utc.dateComponents([.day], from: noon(now), to: noon(date)).day!
  }

  @Test(arguments: zones)
  func daysBetweenMomentsAreFoundationsCountOfDays(zone: String) throws {
    let calendar = ClockTime.calendar(in: try #require(TimeZone(identifier: zone)))
    // Every two and a half hours over two years (every change of offset in them), each
    // against moments from three days before to three days after, at odd minutes.
    let start = Date(timeIntervalSince1970: 1_672_531_200)  // 2023-01-01T00:00:00Z
    var checked = 0
    ClockTime.$calendar.withValue(calendar) {
      for step in stride(from: 0, to: 2 * 365 * 24 * 3600, by: 9_000) {
        let now = start.addingTimeInterval(Double(step))
        for offset in stride(from: -3 * 86_400, through: 3 * 86_400, by: 40_007) {
          let date = now.addingTimeInterval(Double(offset))
          let expected = Self.foundationDays(from: now, to: date, in: calendar)
          if ClockTime.days(from: now, to: date) != expected {
            Issue.record("\(zone): \(now) to \(date): expected \(expected)")
            return
          }
          checked += 1
        }
      }
    }
    #expect(checked == 7_008 * 13)
  }

  @Test func aTimeIsSaidWithItsDayFromNow() {
    let calendar = ClockTime.calendar(in: TimeZone(identifier: "America/Los_Angeles")!)
    let now = Date(timeIntervalSince1970: 1_700_000_000)  // 2023-11-14, 2:13 PM there
    ClockTime.$calendar.withValue(calendar) {
      #expect(ClockTime.spoken(now.addingTimeInterval(3600), from: now) == "3:13 PM")
      #expect(ClockTime.spoken(now.addingTimeInterval(86_400), from: now) == "tomorrow at 2:13 PM")
      #expect(
        ClockTime.spoken(now.addingTimeInterval(-86_400), from: now) == "yesterday at 2:13 PM")
      #expect(
        ClockTime.spoken(now.addingTimeInterval(2 * 86_400), from: now) == "Nov 16 at 2:13 PM")
      // 11 PM the day before is yesterday, though less than a day ago.
      #expect(
        ClockTime.spoken(now.addingTimeInterval(-15 * 3600), from: now) == "yesterday at 11:13 PM")
    }
  }

  /// Havana's clocks go from midnight to 1 AM on 2023-03-12: that day has 23 hours, and the
  /// next morning is still tomorrow.
  @Test func theDayAfterADayThatStartsAtOneIsTomorrow() {
    let havana = ClockTime.calendar(in: TimeZone(identifier: "America/Havana")!)
    let now = Date(timeIntervalSince1970: 1_678_597_200)  // 2023-03-12 05:00 UTC, 1:00 AM there
    ClockTime.$calendar.withValue(havana) {
      #expect(
        ClockTime.spoken(now.addingTimeInterval(28 * 3600 + 60), from: now) == "tomorrow at 5:01 AM"
      )
    }
  }
}
