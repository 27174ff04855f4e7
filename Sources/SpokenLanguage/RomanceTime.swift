/// Times said in French or Spanish, read into `SpokenTime`'s reading: « demain à 9h »,
/// « à deux heures et demie », « ce soir », « lundi à 10h30 », « dans vingt minutes »,
/// « trois heures moins le quart »; «a las dos en punto», «mañana por la mañana», «el lunes a
/// las diez y media», «dentro de media hora», «a las cinco de la tarde». The app that resolves
/// a time reads it without knowing the device's language, so each language is tried in turn:
/// their words hardly overlap, and where they do (« a », « de », « la ») they mean the same.
enum RomanceTime {
  static func reading(_ said: String) -> SpokenTime.Reading? {
    // An elided article is a word of its own: « l'après-midi », « d'heure », « aujourd'hui ».
    let words = NameNormalizer.words(
      String(said.map { $0 == "'" || $0 == "’" ? " " : $0 }))
    guard !words.isEmpty else { return nil }
    for language in [RomanceTimeWords.french, .spanish] {
      if let reading = language.reading(words) { return reading }
    }
    return nil
  }

  /// Whether `word`, as `SpokenTime.timeWords` gives it (lowercased, accents kept), may make
  /// words a French or Spanish time: the quick test before reading them.
  static func mayNameTime(_ word: String) -> Bool {
    // On the bytes: the English grammar asks this of most words it reads as a time slot, and
    // digits alone ("buy 2 apples") are English's to read, which it did not.
    var joined = false
    var digit = false
    var clock = false
    for byte in word.utf8 {
      if byte >= 0x30 && byte <= 0x39 { digit = true }
      // "14h30", "18:00": a clock time as French and Spanish write it.
      if byte == UInt8(ascii: "h") || byte == UInt8(ascii: ":") { clock = true }
      // A hyphen, an apostrophe, or the lead byte of "’" (U+2019).
      if byte == UInt8(ascii: "-") || byte == UInt8(ascii: "'") || byte == 0xE2 { joined = true }
    }
    if digit && clock || namingTime.contains(word) { return true }
    // "vingt-deux", "aujourd'hui", "après-midi": a part of it.
    return joined && NameNormalizer.words(word).contains(where: namingTime.contains)
  }

  private static let namingTime: Set<String> = {
    var words = Set<String>()
    for language in [RomanceTimeWords.french, .spanish] {
      words.formUnion(language.namingTime)
    }
    // Words as typed, with their accents; «las», before which Spanish says the hour
    // («a las 5»); « aujourd'hui » with its apostrophe dropped.
    words.formUnion([
      "las", "aujourdhui", "mañana", "mediodía", "miércoles", "sábado", "après", "à", "día",
      "días", "dieciséis", "veintidós", "veintitrés", "veintiséis", "veintiún",
    ])
    return words
  }()
}

/// One language's words for times.
struct RomanceTimeWords {
  /// What a marker word or phrase says about when.
  enum Marker {
    case day(SpokenTime.Day)
    /// A part of the day, by `SpokenTime.dayParts`' English name.
    case dayPart(String)
    case dayAndPart(SpokenTime.Day, String)
    /// A clock time of its own: noon, midnight (minutes after midnight).
    case clock(Int)
  }

  let numbers: RomanceNumberWords
  /// Words and phrases of days, parts of days, noon and midnight; the longest is read first.
  let markers: [[String]: Marker]
  /// Words that say nothing of when: « à », « vers »; «a», «las», «en punto».
  let fillers: Set<String>
  /// « heure », « h »; «hora».
  let hourNouns: Set<String>
  let minuteNouns: Set<String>
  /// « et » in « et quart »; «y» in «y diez».
  let plus: Set<String>
  /// « moins »; «menos».
  let minus: Set<String>
  let half: Set<String>
  let quarter: Set<String>
  /// « dans »; «en», «dentro de».
  let delayLeads: [[String]]
  /// « il y a »; «hace».
  let agoLeads: [[String]]
  let units: [String: SpokenTime.Delay]

  /// The words whose presence may make a time, for `RomanceTime.mayNameTime`.
  var namingTime: Set<String> {
    var words = Set(markers.keys.flatMap { $0 }).union(hourNouns).union(minuteNouns)
      .union(units.keys)
    words.formUnion(numbers.units.keys)
    words.formUnion(numbers.tens.keys)
    // Words that are also fillers or other languages' common words say nothing alone.
    words.subtract(["la", "esta", "ce", "cet", "cette", "pasado", "apres"])
    return words
  }

  static let french = RomanceTimeWords(
    numbers: .french,
    markers: [
      ["aujourd", "hui"]: .day(.offset(0)), ["demain"]: .day(.offset(1)),
      ["apres", "demain"]: .day(.offset(2)), ["hier"]: .day(.offset(-1)),
      ["avant", "hier"]: .day(.offset(-2)),
      ["dimanche"]: .day(.weekday(0)), ["lundi"]: .day(.weekday(1)),
      ["mardi"]: .day(.weekday(2)), ["mercredi"]: .day(.weekday(3)),
      ["jeudi"]: .day(.weekday(4)), ["vendredi"]: .day(.weekday(5)),
      ["samedi"]: .day(.weekday(6)),
      ["matin"]: .dayPart("morning"), ["apres", "midi"]: .dayPart("afternoon"),
      ["aprem"]: .dayPart("afternoon"), ["soir"]: .dayPart("evening"),
      ["soiree"]: .dayPart("evening"), ["nuit"]: .dayPart("night"),
      ["ce", "matin"]: .dayAndPart(.offset(0), "morning"),
      ["cet", "apres", "midi"]: .dayAndPart(.offset(0), "afternoon"),
      ["ce", "soir"]: .dayAndPart(.offset(0), "evening"),
      ["cette", "nuit"]: .dayAndPart(.offset(0), "night"),
      ["midi"]: .clock(12 * 60), ["minuit"]: .clock(0),
    ],
    fillers: [
      "a", "au", "aux", "vers", "pour", "le", "la", "l", "les", "du", "de", "des", "d", "environ",
      "alentours", "pile", "precises", "precise", "juste",
    ],
    hourNouns: ["heure", "heures", "h"], minuteNouns: ["minute", "minutes", "min"],
    plus: ["et"], minus: ["moins"], half: ["demie", "demi"], quarter: ["quart"],
    delayLeads: [["dans"], ["d", "ici"]], agoLeads: [["il", "y", "a"]],
    units: [
      "seconde": .seconds(1), "secondes": .seconds(1), "minute": .seconds(60),
      "minutes": .seconds(60), "min": .seconds(60), "heure": .seconds(3600),
      "heures": .seconds(3600), "h": .seconds(3600), "jour": .days(1), "jours": .days(1),
      "semaine": .days(7), "semaines": .days(7),
    ])

  static let spanish = RomanceTimeWords(
    numbers: .spanish,
    markers: [
      ["hoy"]: .day(.offset(0)), ["manana"]: .day(.offset(1)),
      ["pasado", "manana"]: .day(.offset(2)), ["ayer"]: .day(.offset(-1)),
      ["domingo"]: .day(.weekday(0)), ["lunes"]: .day(.weekday(1)),
      ["martes"]: .day(.weekday(2)), ["miercoles"]: .day(.weekday(3)),
      ["jueves"]: .day(.weekday(4)), ["viernes"]: .day(.weekday(5)),
      ["sabado"]: .day(.weekday(6)),
      // «mañana» is tomorrow, but «la mañana» the morning.
      ["la", "manana"]: .dayPart("morning"), ["madrugada"]: .dayPart("morning"),
      ["tarde"]: .dayPart("afternoon"), ["noche"]: .dayPart("night"),
      ["esta", "manana"]: .dayAndPart(.offset(0), "morning"),
      ["esta", "tarde"]: .dayAndPart(.offset(0), "afternoon"),
      ["esta", "noche"]: .dayAndPart(.offset(0), "night"),
      ["mediodia"]: .clock(12 * 60), ["medianoche"]: .clock(0),
    ],
    fillers: [
      "a", "al", "las", "la", "el", "los", "lo", "de", "del", "sobre", "hacia", "eso", "para",
      "por", "en", "punto",
    ],
    hourNouns: ["hora", "horas", "h"], minuteNouns: ["minuto", "minutos", "min"],
    plus: ["y"], minus: ["menos"], half: ["media"], quarter: ["cuarto"],
    delayLeads: [["dentro", "de"], ["en"]], agoLeads: [["hace"]],
    units: [
      "segundo": .seconds(1), "segundos": .seconds(1), "minuto": .seconds(60),
      "minutos": .seconds(60), "min": .seconds(60), "hora": .seconds(3600),
      "horas": .seconds(3600), "dia": .days(1), "dias": .days(1), "semana": .days(7),
      "semanas": .days(7),
    ])

  /// The time `words` (normalized) say, or nil.
  func reading(_ words: [String]) -> SpokenTime.Reading? {
    if let delay = delay(words) { return .delay(delay) }
    var day: SpokenTime.Day?
    var dayPart: String?
    var clockWords: [String] = []
    var clock: Int?
    var index = 0
    while index < words.count {
      if let (marker, length) = marker(at: index, in: words) {
        switch marker {
        case .day(let said):
          guard day == nil else { return nil }
          day = said
        case .dayPart(let part): dayPart = part
        case .dayAndPart(let said, let part):
          guard day == nil else { return nil }
          day = said
          dayPart = part
        case .clock(let minutes):
          guard clock == nil, clockWords.isEmpty else { return nil }
          clock = minutes
        }
        index += length
        continue
      }
      if !fillers.contains(words[index]) { clockWords.append(words[index]) }
      index += 1
    }
    var clockText: [String] = []
    if let clock {
      // « midi et demi », «mediodía y cuarto».
      guard let minutes = minutesPast(clockWords) else { return nil }
      let total = clock + minutes
      clockText = ["\(total / 60 % 24):\(pad(total % 60))"]
      // Noon is no morning hour: "12:30" is read as the afternoon's by the day part.
      if dayPart == nil { dayPart = clock == 0 ? "morning" : "afternoon" }
    } else if !clockWords.isEmpty {
      guard let minutes = clockMinutes(clockWords) else { return nil }
      clockText = ["\(minutes / 60):\(pad(minutes % 60))"]
    }
    guard !clockText.isEmpty || day != nil || dayPart != nil else { return nil }
    return SpokenTime.clockReading(day: day, dayPart: dayPart, clock: clockText)
  }

  /// « dans vingt minutes », « dans une demi-heure », « il y a dix minutes »; «en una hora»,
  /// «dentro de media hora», «hace cinco minutos».
  private func delay(_ words: [String]) -> SpokenTime.Delay? {
    var sign = 1.0
    var body: ArraySlice<String>
    if let lead = delayLeads.first(where: { words.starts(with: $0) }) {
      body = words.dropFirst(lead.count)
    } else if let lead = agoLeads.first(where: { words.starts(with: $0) }) {
      body = words.dropFirst(lead.count)
      sign = -1
    } else {
      return nil
    }
    guard let unitIndex = body.firstIndex(where: { units[$0] != nil }),
      let unit = units[body[unitIndex]]
    else { return nil }
    var amountWords = Array(body[..<unitIndex])
    // « un quart d'heure », «un cuarto de hora».
    while let last = amountWords.last, last == "d" || last == "de" { amountWords.removeLast() }
    var amount: Double
    if let last = amountWords.last, half.contains(last) {
      guard amountWords.count <= 2 else { return nil }
      amount = 0.5
    } else if let last = amountWords.last, quarter.contains(last) {
      guard amountWords.count <= 2 else { return nil }
      amount = 0.25
    } else if amountWords.isEmpty {
      amount = 1
    } else {
      guard let number = numbers.integer(amountWords) else { return nil }
      amount = Double(number)
    }
    // « une heure et demie », «una hora y cuarto».
    let rest = Array(body[(unitIndex + 1)...])
    switch rest.count {
    case 0: break
    case 2 where plus.contains(rest[0]) && half.contains(rest[1]): amount += 0.5
    case 2 where plus.contains(rest[0]) && quarter.contains(rest[1]): amount += 0.25
    default: return nil
    }
    switch unit {
    case .seconds(let length): return .seconds(sign * amount * length)
    case .days(let length):
      let days = sign * amount * Double(length)
      return days == days.rounded() ? .days(Int(days)) : .seconds(days * 86_400)
    }
  }

  /// The marker that starts at `index`, the longest first, and how many words it takes.
  private func marker(at index: Int, in words: [String]) -> (Marker, Int)? {
    for length in stride(from: min(3, words.count - index), through: 1, by: -1) {
      if let marker = markers[Array(words[index..<index + length])] { return (marker, length) }
    }
    return nil
  }

  /// Minutes after midnight the clock words say, on a 24-hour clock or ambiguous as
  /// `SpokenTime` reads "2:30": « 14h30 », « 14 30 » (14:30), « deux heures et quart »,
  /// « trois heures moins le quart », «las dos y diez», «las cinco menos cuarto».
  private func clockMinutes(_ words: [String]) -> Int? {
    var words = words
    // "14h30", "9h": the hour noun between digits.
    if words.count == 1, let split = splitHour(words[0]) { words = split }
    let hourEnd =
      words.firstIndex(where: hourNouns.contains)
      ?? words.firstIndex(where: { plus.contains($0) || minus.contains($0) }) ?? words.count
    var hourWords = Array(words[..<hourEnd])
    var rest = Array(words[hourEnd...])
    if let first = rest.first, hourNouns.contains(first) { rest.removeFirst() }
    // "14 30", as "14:30" is normalized.
    if hourEnd == words.count, words.count == 2, words.allSatisfy({ NumberWords.digits($0) != nil })
    {
      hourWords = [words[0]]
      rest = [words[1]]
    }
    guard !hourWords.isEmpty, let hour = numbers.integer(hourWords), (0...24).contains(hour),
      let minutes = minutesPast(rest)
    else { return nil }
    let total = hour * 60 + minutes
    guard total >= 0 else { return nil }
    return total % (24 * 60)
  }

  /// Minutes after the hour: « trente », « et quart », « et demie », « moins le quart »,
  /// « moins dix »; «y diez», «y media», «menos cuarto». Nil for words that are none.
  private func minutesPast(_ words: [String]) -> Int? {
    guard let first = words.first else { return 0 }
    var words = words[...]
    var sign = 1
    if plus.contains(first) {
      words = words.dropFirst()
    } else if minus.contains(first) {
      words = words.dropFirst()
      sign = -1
    }
    if let last = words.last, minuteNouns.contains(last) { words = words.dropLast() }
    guard !words.isEmpty else { return nil }
    if words.count == 1, half.contains(words[words.startIndex]), sign == 1 { return 30 }
    if words.count == 1, quarter.contains(words[words.startIndex]) { return sign * 15 }
    guard let minutes = numbers.integer(words), (0..<60).contains(minutes) else { return nil }
    return sign * minutes
  }

  /// "14h30" as ["14", "h", "30"], "9h" as ["9", "h"]; nil for a word of another form.
  private func splitHour(_ word: String) -> [String]? {
    guard let h = word.firstIndex(of: "h") else { return nil }
    let hour = String(word[..<h])
    let minute = String(word[word.index(after: h)...])
    guard NumberWords.digits(hour) != nil, minute.isEmpty || NumberWords.digits(minute) != nil
    else { return nil }
    return minute.isEmpty ? [hour, "h"] : [hour, "h", minute]
  }

  private func pad(_ minutes: Int) -> String { minutes < 10 ? "0\(minutes)" : "\(minutes)" }
}
