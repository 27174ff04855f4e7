import Foundation
import IntentKit

/// A time as people say it, read against the device clock: "6pm", "at 6:30", "tomorrow at 8",
/// "friday at 9am", "tonight", "noon", "in 20 minutes", "in half an hour", "right now",
/// "yesterday at 5", "10 minutes ago". Understanding keeps the words; the app that resolves the
/// time reads them here, because only it knows the clock. Written by hand: Foundation's date
/// parsing reads formats, not speech.
public enum SpokenTime {
  /// The moment `said` names, seen from `now`; nil when the words are not a time. A clock time
  /// with no day is its next occurrence ("6" at 9 AM is 6 PM); a day said makes it literal, so
  /// "today at 6am" at 9 AM is in the past.
  public static func date(_ said: String, now: Date) -> Date? {
    reading(said)?.date(now: now)
  }

  /// Whether `said` names a time at all: what `date` reads, without the calendar's work of
  /// placing it, which the grammar's time slots need not (they ask many times a turn).
  /// `englishOnly`: an English grammar's question, which French and Spanish times cannot
  /// answer; skipping them keeps it as cheap as it was.
  public static func isTime(_ said: String, englishOnly: Bool = false) -> Bool {
    reading(said, englishOnly: englishOnly) != nil
  }

  /// A time as the words say it, before it is placed on the calendar.
  enum Reading {
    case delay(Delay)
    /// A clock time (minutes after midnight), on a day said or the next time the clock shows
    /// it; `ambiguous`: an hour that could be the morning's or the afternoon's.
    case clock(day: Day?, minutes: Int, ambiguous: Bool)

    func date(now: Date) -> Date? {
      switch self {
      case .delay(.seconds(let seconds)): return now.addingTimeInterval(seconds)
      // By the calendar, so "in 3 days" keeps its clock time across a change of clock.
      case .delay(.days(let days)):
        return ClockTime.calendar.date(byAdding: .day, value: days, to: now)
      case .clock(let day, let minutes, let ambiguous):
        let calendar = ClockTime.calendar
        let today = calendar.startOfDay(for: now)
        // By the calendar, not by 86,400 s a day: a day that changes the clock (daylight
        // saving) is 23 or 25 hours long, and "6pm" is still 6 PM on it.
        func moment(_ days: Int, _ minutes: Int) -> Date {
          let day = calendar.date(byAdding: .day, value: days + minutes / 1440, to: today) ?? today
          return calendar.date(
            bySettingHour: minutes % 1440 / 60, minute: minutes % 60, second: 0, of: day) ?? day
        }
        if let day { return moment(day.offset(from: now), minutes) }
        // No day: the next time the clock shows it, trying the afternoon reading of an
        // ambiguous hour before tomorrow morning's.
        var candidates = [minutes]
        if ambiguous { candidates.append(minutes + 12 * 60) }
        for candidate in candidates where moment(0, candidate) > now.addingTimeInterval(-60) {
          return moment(0, candidate)
        }
        return moment(1, minutes)
      }
    }
  }

  /// A day said: "tomorrow" is one day from today, "friday" the next Friday from today on.
  enum Day {
    case offset(Int)
    /// 0 for Sunday.
    case weekday(Int)

    func offset(from now: Date) -> Int {
      switch self {
      case .offset(let days): return days
      case .weekday(let target):
        let current = ClockTime.calendar.component(.weekday, from: now) - 1
        return (target - current + 7) % 7
      }
    }
  }

  private static func reading(_ said: String, englishOnly: Bool = false) -> Reading? {
    let words = timeWords(said)
    // Most words the grammar's time slots ask about are no time, and telling so by reading
    // them whole cost 20 k instructions a span.
    if words.contains(where: mayNameTime), let reading = reading(words) { return reading }
    // Not English: French or Spanish ("demain à 9h", "a las dos en punto").
    guard !englishOnly, words.contains(where: RomanceTime.mayNameTime) else { return nil }
    return RomanceTime.reading(said)
  }

  /// The words of `said` a time is read from: lowercased, without punctuation at their ends,
  /// fillers ("at", "on") or a closing dot that is not "a.m."'s.
  static func timeWords(_ said: String) -> [String] {
    // Punctuation trimmed in Swift: Foundation's CharacterSet trimming was most of reading a
    // word that is no time at all, which the grammar's time slots ask about many times a turn.
    let words = (asciiWords(said) ?? characterWords(said)).filter { !fillers.contains($0) }
    return words.map { $0.hasSuffix(".") && !$0.hasSuffix("m.") ? String($0.dropLast()) : $0 }
  }

  /// Whether `word` may be what makes words a time: a digit in it, or one of the words a
  /// reading needs (a number word, alone or before "am" or "pm"; a day, a part of it, a unit
  /// of a delay, "now", "noon"). Every time read has one, which a test checks over the phrasing corpus.
  static func mayNameTime(_ word: String) -> Bool {
    if word.utf8.contains(where: { $0 >= 0x30 && $0 <= 0x39 }) || namingTime.contains(word) {
      return true
    }
    // Every meridiem ends so; most words asked about do not, and need no suffix compared.
    guard let last = word.utf8.last, last == UInt8(ascii: "m") || last == UInt8(ascii: ".")
    else { return false }
    for suffix in meridiemSuffixes where word.utf8.count > suffix.utf8.count {
      if word.hasSuffix(suffix) {
        return NumberWords.isCardinalWord(String(word.dropLast(suffix.count)))
      }
    }
    return false
  }

  private static let meridiemSuffixes = ["am", "pm", "a.m.", "p.m.", "a.m", "p.m"]

  /// Whether `piece`, a word of text split at every punctuation mark as well as at spaces
  /// ("6:30" is "6" and "30", "sixp.m." is "sixp" and "m"), lowercased, may be part of a word
  /// that `mayNameTime` accepts. Words none of whose pieces may be are no English time: a
  /// grammar tells so from the request's words, split once, instead of splitting the words of
  /// every span it asks about again.
  public static func mayBePartOfTime(_ piece: String) -> Bool {
    if mayNameTime(piece) { return true }
    // "sixp.m.": a number word, then the "a" or "p" of a meridiem written with points.
    guard let last = piece.utf8.last, last == UInt8(ascii: "a") || last == UInt8(ascii: "p")
    else { return false }
    return NumberWords.isCardinalWord(String(piece.dropLast()))
  }

  /// The words of `mayNameTime` besides digits and number words before "am" or "pm".
  private static let namingTime: Set<String> = Set(NumberWords.cardinalWords).union(
    [
      "noon", "midday", "midnight", "now", "asap", "immediately", "away", "today", "tonight",
      "tomorrow", "yesterday", "minute", "minutes", "min", "mins", "hour", "hours", "hour's",
      "hr", "hrs", "second", "seconds", "day", "days", "week", "weeks",
    ]
  ).union(weekdays).union(dayParts.keys)

  /// A time as `words` (`timeWords`) say it.
  static func reading(_ words: [String]) -> Reading? {
    var words = words
    guard !words.isEmpty else { return nil }
    // "at eight in the morning": "in" before a part of the day only says which part.
    for index in words.indices.dropLast().reversed()
    where words[index] == "in" && dayParts[words[index + 1]] != nil {
      words.remove(at: index)
    }
    if let delay = delay(words) { return .delay(delay) }

    var day: Day?
    var dayPart: String?
    var clock: [String] = []
    for word in words {
      if let said = self.day(word) {
        guard day == nil else { return nil }
        day = said
        if word == "tonight" { dayPart = "night" }
      } else if dayParts[word] != nil {
        dayPart = word
      } else {
        clock.append(word)
      }
    }
    return clockReading(day: day, dayPart: dayPart, clock: clock)
  }

  /// A clock time on a day, or in a part of one, both said or not: the last step of reading
  /// a time in any language (`clock` in English words or "14:30").
  static func clockReading(day: Day?, dayPart: String?, clock: [String]) -> Reading? {
    guard let time = clockMinutes(clock, dayPart: dayPart, dayGiven: day != nil) else {
      return nil
    }
    if let minutes = time.minutes {
      return .clock(day: day, minutes: minutes, ambiguous: time.ambiguous)
    }
    // A day or part of it without a time: "tomorrow morning", "tonight", "friday".
    guard day != nil || dayPart != nil else { return nil }
    return .clock(day: day, minutes: (dayParts[dayPart ?? ""] ?? 9) * 60, ambiguous: time.ambiguous)
  }

  /// What may stand around a word said: "6pm," "tomorrow?".
  private static let punctuation: Set<Character> = [",", "!", "?", ";"]

  /// The words of `said`, lowercased, without the punctuation at their ends.
  static func characterWords(_ said: String) -> [String] {
    said.lowercased().split(whereSeparator: \.isWhitespace).map { word in
      var kept = word
      while let first = kept.first, punctuation.contains(first) { kept.removeFirst() }
      while let last = kept.last, punctuation.contains(last) { kept.removeLast() }
      return String(kept)
    }.filter { !$0.isEmpty }
  }

  /// `characterWords` for ASCII text, nearly all that is typed, on its bytes: most words a
  /// time slot is asked about are no time, and reading them a Character at a time was most of
  /// telling so. Nil for other text.
  static func asciiWords(_ said: String) -> [String]? {
    var said = said
    return said.withUTF8 { bytes -> [String]? in
      guard ASCIIBytes.all(bytes) else { return nil }
      let isPunctuation = { (byte: UInt8) in
        byte == UInt8(ascii: ",") || byte == UInt8(ascii: "!") || byte == UInt8(ascii: "?")
          || byte == UInt8(ascii: ";")
      }
      var words: [String] = []
      for word in bytes.split(whereSeparator: ASCIIBytes.isWhitespace) {
        var kept = word[...]
        while let first = kept.first, isPunctuation(first) { kept = kept.dropFirst() }
        while let last = kept.last, isPunctuation(last) { kept = kept.dropLast() }
        guard !kept.isEmpty else { continue }
        words.append(ASCIIBytes.lowercasedString(kept))
      }
      return words
    }
  }

  /// Words that carry nothing about when: "at 6", "on friday", "for tomorrow". "after 10" is
  /// read as its earliest moment, 10: a pickup or a reminder then is after it, barely.
  private static let fillers: Set<String> = [
    "at", "on", "for", "around", "about", "by", "the", "this", "o'clock", "oclock", "of", "after",
  ]

  /// Parts of a day and the hour each starts its default time at.
  static let dayParts: [String: Int] = [
    "morning": 8, "afternoon": 14, "evening": 18, "night": 21, "tonight": 21,
  ]

  private static let weekdays = [
    "sunday", "monday", "tuesday", "wednesday", "thursday", "friday", "saturday",
  ]

  /// How far from now a delay is: seconds, or whole days counted by the calendar.
  enum Delay {
    case seconds(TimeInterval)
    case days(Int)
  }

  /// "in 20 minutes", "in half an hour", "10 minutes ago", "in 3 days", "now".
  private static func delay(_ words: [String]) -> Delay? {
    if words == ["now"] || words == ["right", "now"] || words == ["asap"]
      || words == ["immediately"] || words == ["right", "away"]
    {
      return .seconds(0)
    }
    var body = words[...]
    var sign = 1.0
    if body.first == "in" {
      body = body.dropFirst()
      if body.last == "time" { body = body.dropLast() }
    } else if body.last == "ago" {
      body = body.dropLast()
      sign = -1
    } else {
      return nil
    }
    guard let unit = body.last.flatMap(unit) else { return nil }
    body = body.dropLast()
    let amount: Double
    switch Array(body) {
    case ["a"], ["an"], ["one"]: amount = 1
    case ["half", "an"], ["half", "a"]: amount = 0.5
    case ["a", "quarter", "an"], ["quarter", "an"], ["a", "quarter"]: amount = 0.25
    case ["a", "few"], ["few"]: amount = 5
    case ["a", "couple"], ["couple"]: amount = 2
    default:
      guard let number = NumberWords.integer(Array(body)), number >= 0 else { return nil }
      amount = Double(number)
    }
    switch unit {
    case .seconds(let length): return .seconds(sign * amount * length)
    case .days(let length):
      // "half a day" is twelve hours; whole days go by the calendar.
      let days = sign * amount * Double(length)
      return days == days.rounded() ? .days(Int(days)) : .seconds(days * 86_400)
    }
  }

  /// One of what a unit word names.
  private static func unit(_ word: String) -> Delay? {
    switch word {
    case "minute", "minutes", "min", "mins": .seconds(60)
    case "hour", "hours", "hour's", "hr", "hrs": .seconds(3600)
    case "second", "seconds": .seconds(1)
    case "day", "days": .days(1)
    case "week", "weeks": .days(7)
    default: nil
    }
  }

  /// The day a word names: today, tonight, tomorrow, yesterday, a weekday (its next
  /// occurrence, today included).
  private static func day(_ word: String) -> Day? {
    switch word {
    case "today", "tonight": return .offset(0)
    case "tomorrow": return .offset(1)
    case "yesterday": return .offset(-1)
    default: return weekdays.firstIndex(of: word).map(Day.weekday)
    }
  }

  /// Minutes after midnight a clock time names ("6pm", "6 30", "18:00", "noon", "six thirty");
  /// `minutes` nil for no clock words at all, the whole result nil for words that are not a
  /// time. `ambiguous`: an hour of 1 to 12 with no am or pm that could be either.
  static func clockMinutes(_ words: [String], dayPart: String?, dayGiven: Bool)
    -> (minutes: Int?, ambiguous: Bool)?
  {
    guard !words.isEmpty else { return (nil, false) }
    if words == ["noon"] || words == ["midday"] { return (12 * 60, false) }
    if words == ["midnight"] { return (0, false) }
    var words = words
    var meridiem: String?
    if let last = words.last {
      for suffix in ["am", "pm", "a.m.", "p.m.", "a.m", "p.m"] where last.hasSuffix(suffix) {
        meridiem = suffix.hasPrefix("a") ? "am" : "pm"
        let rest = String(last.dropLast(suffix.count))
        words.removeLast()
        if !rest.isEmpty { words.append(rest) }
        break
      }
    }
    // "pm" alone is no time.
    guard !words.isEmpty else { return nil }
    var hour: Int
    var minute = 0
    if words.count == 1, words[0].contains(":") || words[0].contains(".") {
      let parts = words[0].split(whereSeparator: { $0 == ":" || $0 == "." })
      guard parts.count == 2, let h = Int(parts[0]), let m = Int(parts[1]), parts[1].count == 2
      else { return nil }
      hour = h
      minute = m
    } else if let h = NumberWords.integer([words[0]]) {
      hour = h
      if words.count > 1 {
        guard let m = NumberWords.integer(Array(words.dropFirst())) else { return nil }
        minute = m
      }
    } else {
      return nil
    }
    guard (0..<60).contains(minute), (0...24).contains(hour) else { return nil }
    if let meridiem {
      guard (1...12).contains(hour) else { return nil }
      hour = hour % 12 + (meridiem == "pm" ? 12 : 0)
      return (hour * 60 + minute, false)
    }
    if hour == 0 || hour > 12 { return ((hour % 24) * 60 + minute, false) }
    if let dayPart, dayPart != "morning" {
      return ((hour % 12 + 12) * 60 + minute, false)
    }
    if dayPart == "morning" { return ((hour % 12) * 60 + minute, false) }
    if dayGiven {
      // "tomorrow at 8" is the morning; "tomorrow at 5" the afternoon, as people mean it.
      let afternoon = hour < 7 || hour == 12
      return (((afternoon ? hour % 12 + 12 : hour) % 24) * 60 + minute, false)
    }
    if hour == 12 { return (12 * 60 + minute, false) }
    return (hour * 60 + minute, true)
  }
}
