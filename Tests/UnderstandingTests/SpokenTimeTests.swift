import Foundation
import IntentKit
import Testing

@testable import SpokenLanguage
@testable import Understanding

/// Pickup times as said, read against a device clock at 09:00 on Saturday 21 November 2026 (UTC).
@Suite struct SpokenTimeTests {
  static let now = Date(timeIntervalSince1970: 1_795_251_600)  // 2026-11-21T09:00:00Z

  func read(_ said: String) -> String? {
    SpokenTime.date(said, now: Self.now).map { $0.formatted(.iso8601) }
  }

  /// ASCII text is split into words on its bytes as on its Characters.
  @Test(arguments: [
    "At 6PM, tomorrow!", "  in 5  minutes ", "noon;", ",,,", "", "a\r\nb\tc\u{0B}d", "?!x?!",
    "Friday at 7:30 p.m.", "TONIGHT",
  ])
  func asciiWordsAreTheCharactersWords(said: String) {
    #expect(SpokenTime.asciiWords(said) == SpokenTime.characterWords(said))
  }

  @Test func clockIsSaturdayMorning() {
    #expect(Self.now.formatted(.iso8601) == "2026-11-21T09:00:00Z")
  }

  @Test func aClockTimeWithoutADayIsItsNextOccurrence() {
    #expect(read("6pm") == "2026-11-21T18:00:00Z")
    #expect(read("at 6:30 pm") == "2026-11-21T18:30:00Z")
    #expect(read("at 6") == "2026-11-21T18:00:00Z")
    #expect(read("10") == "2026-11-21T10:00:00Z")
    #expect(read("8am") == "2026-11-22T08:00:00Z")
    #expect(read("18:00") == "2026-11-21T18:00:00Z")
    #expect(read("noon") == "2026-11-21T12:00:00Z")
    #expect(read("at 12") == "2026-11-21T12:00:00Z")
    #expect(read("five thirty") == "2026-11-21T17:30:00Z")
  }

  @Test func timesAreReadInTheDevicesTimeZone() {
    let losAngeles = ClockTime.calendar(in: TimeZone(identifier: "America/Los_Angeles")!)
    // 9:00 AM in Los Angeles is 17:00 UTC; "6pm" there is 02:00 UTC the next day.
    let morning = Date(timeIntervalSince1970: 1_795_280_400)
    ClockTime.$calendar.withValue(losAngeles) {
      #expect(SpokenTime.date("6pm", now: morning)?.formatted(.iso8601) == "2026-11-22T02:00:00Z")
      #expect(
        SpokenTime.date("tomorrow at 8", now: morning)?.formatted(.iso8601)
          == "2026-11-22T16:00:00Z")
      #expect(ClockTime.spoken(morning) == "9:00 AM")
    }
  }

  @Test func aDayThatChangesTheClockStillHasItsSixPM() {
    let newYork = ClockTime.calendar(in: TimeZone(identifier: "America/New_York")!)
    // Saturday 31 October 2026, 9:00 AM EDT; clocks go back on Sunday 1 November.
    let saturday = Date(timeIntervalSince1970: 1_793_451_600)
    ClockTime.$calendar.withValue(newYork) {
      #expect(
        SpokenTime.date("tomorrow at 6pm", now: saturday)?.formatted(.iso8601)
          == "2026-11-01T23:00:00Z")
    }
  }

  /// Every span of every corpus request, and times said every way the reader knows, that
  /// reads as a time has a word `mayNameTime` keeps: the quick refusal refuses no time.
  @Test func everyTimeReadHasAWordThatMayNameATime() throws {
    var spans = [
      "6pm", "sixpm", "six p.m.", "at six thirty", "18:00", "6.30", "noon", "midnight",
      "midday", "now", "right now", "asap", "immediately", "right away", "in 20 minutes",
      "in half an hour", "in a few mins", "in an hour's time", "10 minutes ago", "in 3 days",
      "in a couple of weeks", "in 2 hrs", "tonight", "tomorrow morning", "friday",
      "yesterday at 5", "eight in the evening", "oh five hundred", "twelve", "twenty past",
      "in a second", "this afternoon", "Sunday!", "TOMORROW at 8 A.M.",
    ]
    for phrasing in try PhrasingCorpus.load().phrasings {
      let words = phrasing.utterance.split(separator: " ").map(String.init)
      for start in words.indices {
        for end in (start + 1)...min(words.count, start + 6) {
          spans.append(words[start..<end].joined(separator: " "))
        }
      }
    }
    var times = 0
    for span in spans {
      let words = SpokenTime.timeWords(span)
      guard SpokenTime.reading(words) != nil else { continue }
      times += 1
      #expect(words.contains(where: SpokenTime.mayNameTime), "\(span)")
      // The grammar's quick refusal, on the words split at punctuation too.
      #expect(GrammarText.words(span).contains(where: SpokenTime.mayBePartOfTime), "\(span)")
    }
    #expect(times > 500)
  }

  /// Words joined by punctuation are split where the grammar splits them, and a piece of the
  /// word that makes them a time is enough.
  @Test func aPieceOfAWordMayBePartOfATime() {
    for piece in ["sixp", "twelvea", "6", "30", "hour", "tomorrow", "sixpm", "noon"] {
      #expect(SpokenTime.mayBePartOfTime(piece), "\(piece)")
    }
    for piece in ["p", "a", "m", "shopping", "map", "soap", "list"] {
      #expect(!SpokenTime.mayBePartOfTime(piece), "\(piece)")
    }
  }

  @Test func aDayMakesTheTimeLiteral() {
    #expect(read("tomorrow at 8") == "2026-11-22T08:00:00Z")
    #expect(read("tomorrow at 5") == "2026-11-22T17:00:00Z")
    #expect(read("today at 6am") == "2026-11-21T06:00:00Z")
    #expect(read("yesterday at 5") == "2026-11-20T17:00:00Z")
    #expect(read("on friday at 9am") == "2026-11-27T09:00:00Z")
    #expect(read("tonight after ten pm") == "2026-11-21T22:00:00Z")
    #expect(read("monday") == "2026-11-23T09:00:00Z")
  }

  @Test func partsOfTheDayPickMorningOrEvening() {
    #expect(read("tonight") == "2026-11-21T21:00:00Z")
    #expect(read("tonight at 8") == "2026-11-21T20:00:00Z")
    #expect(read("tomorrow morning") == "2026-11-22T08:00:00Z")
    #expect(read("this evening at 7") == "2026-11-21T19:00:00Z")
  }

  @Test func delaysCountFromNow() {
    #expect(read("in 20 minutes") == "2026-11-21T09:20:00Z")
    #expect(read("in half an hour") == "2026-11-21T09:30:00Z")
    #expect(read("in an hour") == "2026-11-21T10:00:00Z")
    #expect(read("in two hours time") == "2026-11-21T11:00:00Z")
    #expect(read("right now") == "2026-11-21T09:00:00Z")
    #expect(read("10 minutes ago") == "2026-11-21T08:50:00Z")
    #expect(read("in 3 days") == "2026-11-24T09:00:00Z")
    #expect(read("in a week") == "2026-11-28T09:00:00Z")
    #expect(read("tomorrow at eight in the morning") == "2026-11-22T08:00:00Z")
  }

  @Test func wordsThatAreNoTimeAreNotRead() {
    #expect(read("whenever") == nil)
    #expect(read("at 25") == nil)
    #expect(read("6:75") == nil)
    #expect(read("13pm") == nil)
    #expect(read("") == nil)
    #expect(read("pm") == nil)
    #expect(read("tomorrow am") == nil)
  }

  @Test func timesAreSaidInTwelveHourClock() {
    let evening = Self.now.addingTimeInterval(9 * 3600 + 5 * 60)
    #expect(ClockTime.spoken(evening) == "6:05 PM")
    #expect(ClockTime.spoken(evening, from: Self.now) == "6:05 PM")
    #expect(
      ClockTime.spoken(Self.now.addingTimeInterval(86_400), from: Self.now) == "tomorrow at 9:00 AM"
    )
    #expect(
      ClockTime.spoken(Self.now.addingTimeInterval(3 * 86_400), from: Self.now)
        == "Nov 24 at 9:00 AM")
  }
}
