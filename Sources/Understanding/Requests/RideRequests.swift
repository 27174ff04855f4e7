import IntentKit

/// Ride requests -> `requestRide`, `listRideOptions`, `getRideStatus`, `cancelRide`.
///
/// Understood shapes (after courtesy words and the app mention are gone):
/// - a verb, maybe "me", then a ride: "book a rainbow car", "get me a SparkleCar", "call me a
///   cab", "I need a taxi", "can I get an uber", "catch a ride", "give me a lift", "send an uber"
/// - or a verb and "me" straight to a place: "take me to the airport", "get me home"
/// - then trip details in any order: "to the airport", "home", "from home", "for 3 people",
///   "for two", "at 6pm", "tomorrow at 8", "in 20 minutes", "to take me to work",
///   "to pick me up at the hotel". After "send" or "have", the place is the pickup: "send a
///   taxi to my house"
/// - ride options: "what rides are available", "which cars can I get to the airport",
///   "what ride options are there", "show me ride options", "are there any taxis nearby"
/// - status: "where's my ride", "how far away is my driver", "what's the status of my ride",
///   "when will my ride arrive", "is my car here", "track my uber"
/// - cancelling: "cancel my ride", "cancel the taxi", "call off my uber booking"
///
/// A ride is a ride noun ("ride", "car", "taxi", "cab", "uber", ...), a word ending in one
/// ("SparkleCar"), or a ride option the vocabulary knows. Words before a ride noun name the
/// option: "a rainbow car" -> rideOptionName "rainbow car"; generic ride words alone name none.
/// Places and times are the words as said.
struct RideRequests: RequestPatterns {
  func intent(for request: Request) -> Intent? {
    let parser = RideParser(request: request, start: Self.leadInEnd(request))
    guard parser.start < request.count else { return nil }
    return parser.cancel() ?? parser.status() ?? parser.options() ?? parser.booking()
  }

  /// Where the request proper starts after "open the uber app and ...", "use the taxi app to".
  private static func leadInEnd(_ request: Request) -> Int {
    // "open" alone, or with one word after it, has no app to name: no lead-in.
    guard ["open", "use", "launch"].contains(request.word(0)), request.count > 2 else { return 0 }
    for index in 2..<min(5, request.count)
    where ["app", "application"].contains(request.word(index)) {
      return ["and", "to"].contains(request.word(index + 1)) ? index + 2 : 0
    }
    return 0
  }
}

/// Words of the ride domain.
enum RideWords {
  /// Ride nouns that name no particular ride option.
  static let generic: Set<String> = [
    "ride", "car", "taxi", "cab", "uber", "lyft", "rideshare", "taxicab", "minicab", "lift",
  ]

  /// Plural ride nouns, for questions about what is available: "what rides are there".
  static let plurals: Set<String> = [
    "rides", "cars", "taxis", "cabs", "ubers", "lyfts", "rideshares", "taxicabs", "vehicles",
  ]

  /// Ride nouns that say which kind of ride, so name an option: "a limo".
  static let kinds: Set<String> = ["limo", "limousine", "suv", "minivan", "shuttle", "chauffeur"]

  /// Endings that make one word a ride noun of its own: "SparkleCar", "UniCab".
  static let nounEndings = ["car", "cab", "taxi", "ride"]

  /// Words before a ride that say which one, without naming an option: "my nearest available".
  static let determiners: Set<String> = [
    "a", "an", "the", "my", "our", "one", "another", "some", "next", "nearest", "closest",
    "available", "first", "local", "quick", "new", "any",
  ]

  /// Verbs that ask for a ride: "book a taxi", "get me a car".
  static let orderVerbs: Set<String> = [
    "book", "reserve", "order", "request", "schedule", "get", "find", "call", "hail", "catch",
    "grab", "need", "want", "like", "arrange", "summon", "organize", "organise", "give",
  ]

  /// Verbs that order a ride which may be "my" or "the" one: "book the next taxi".
  static let definiteVerbs: Set<String> = [
    "book", "reserve", "order", "request", "schedule", "summon", "hail", "send", "arrange",
  ]

  /// Verbs that send a ride somewhere: there, it picks the user up ("send a taxi to my house").
  static let dispatchVerbs: Set<String> = ["send", "have"]

  /// Verbs that carry the user: "take me to the airport", "get me home".
  static let carryVerbs: Set<String> = ["take", "drive", "bring", "get", "carry"]

  /// Words naming how many ride: "for 3 people", "with two passengers".
  static let partyNouns: Set<String> = [
    "people", "persons", "person", "passengers", "passenger", "adults", "riders", "guys", "pax",
    "seats",
  ]

  /// Words that are a time on their own: "now", "tomorrow", "friday", "noon".
  static let timeWords: Set<String> = [
    "now", "asap", "immediately", "today", "tonight", "tomorrow", "yesterday", "noon", "midday",
    "midnight",
    "later", "am", "pm", "a.m", "p.m", "o'clock", "oclock", "morning", "afternoon", "evening",
    "monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday", "weekend",
  ]

  /// Parts of a day after "in the" or "this": "in the morning", "this evening".
  static let dayParts: Set<String> = ["morning", "afternoon", "evening", "night"]

  /// Units of a delay: "in 20 minutes", "in one hour's time".
  static let durationUnits: Set<String> = [
    "minute", "minutes", "min", "mins", "hour", "hours", "hour's", "hr", "hrs", "second",
    "seconds",
  ]

  /// Words inside a delay before its unit: "in half an hour", "in a couple of minutes".
  static let durationWords: Set<String> = [
    "a", "an", "half", "few", "couple", "of", "and", "quarter", "another",
  ]

  /// The vocabulary that can name a ride option.
  static let optionScopes = VocabularyScopes.scopes(for: .requestRide, parameter: "rideOptionName")

  /// Whether `word` is a ride noun: generic, or one word ending in one ("sparklecar").
  static func isRideNoun(_ word: String) -> Bool {
    if generic.contains(word) || kinds.contains(word) { return true }
    return nounEndings.contains { word.count >= $0.count + 3 && word.hasSuffix($0) }
  }

  /// Whether `word` is a clock time as typed: "6pm", "6:30", "6.30pm", "18:00".
  static func isClock(_ word: String) -> Bool {
    var body = Substring(word)
    var suffixed = false
    for suffix in ["am", "pm", "a.m", "p.m"] where body.hasSuffix(suffix) {
      body = body.dropLast(suffix.count)
      suffixed = true
      break
    }
    guard let first = body.first, first.isASCII, first.isNumber, body.count <= 5 else {
      return false
    }
    let separated = body.contains(":") || body.contains(".")
    guard suffixed || separated else { return false }
    return body.allSatisfy { ($0.isASCII && $0.isNumber) || $0 == ":" || $0 == "." }
  }
}

/// What a ride request said about the trip.
private struct Trip {
  var pickup: String?
  var dropOff: String?
  var partySize: Int?
  var times: [String] = []
  /// Whether any detail was understood.
  var isEmpty: Bool { pickup == nil && dropOff == nil && partySize == nil && times.isEmpty }
}

/// The ride grammar over one request. Ranges are token indices.
private struct RideParser {
  let request: Request
  let start: Int

  private func word(_ index: Int) -> String { request.word(index) }

  // MARK: Booking

  /// "book a taxi to the airport", "take me home", "I need a ride", "get me a SparkleCar ...".
  func booking() -> Intent? {
    var index = start
    var verb = word(index)
    // "I need", "we would like", "I'll need", "can I get", "could we have"
    if ["can", "could", "may"].contains(verb) && ["i", "we"].contains(word(index + 1)) {
      index += 2
      if word(index) == "have" { index += 1 }
      verb = word(index) == "a" || word(index) == "an" ? "get" : word(index)
    } else if ["i", "we", "i'll", "we'll", "i'd", "we'd"].contains(verb) {
      index += 1
      if ["would", "will", "really", "just"].contains(word(index)) { index += 1 }
      verb = word(index)
      guard ["need", "want", "like"].contains(verb) else { return nil }
    }
    if verb == "look" || verb == "search" {
      guard word(index + 1) == "for" else { return nil }
      index += 2
    } else if RideWords.orderVerbs.contains(verb) || RideWords.carryVerbs.contains(verb)
      || RideWords.dispatchVerbs.contains(verb)
    {
      if word(index) == verb { index += 1 }
    } else if index == start {
      return verbless()
    } else {
      return nil
    }
    var object = false
    if word(index) == "me" || word(index) == "us" {
      object = true
      index += 1
    } else if word(index) == "for" && (word(index + 1) == "me" || word(index + 1) == "us") {
      index += 2
    }
    // "take me to the airport", "get me home": no ride named, a place instead.
    if object && RideWords.carryVerbs.contains(verb)
      && ["to", "home", "back"].contains(word(index))
    {
      guard let trip = trip(from: index, dispatches: false), !trip.isEmpty else { return nil }
      return Self.requestRide(trip, option: nil)
    }
    // "give me a lift", but not "give a car"; "take a cab", but not "take the car" or "drive a car".
    if verb == "give" && !object { return nil }
    if RideWords.carryVerbs.contains(verb) && !RideWords.orderVerbs.contains(verb) && !object
      && !(verb == "take" && ["a", "an"].contains(word(index)))
    {
      return nil
    }
    guard
      let ride = ride(at: index, allowsDefinite: RideWords.definiteVerbs.contains(verb)),
      verb != "call" || !ride.bare,
      let trip = trip(from: ride.end, dispatches: RideWords.dispatchVerbs.contains(verb))
    else { return nil }
    return Self.requestRide(trip, option: ride.option)
  }

  /// A ride with no verb, as left after "I'd like" or typed as a note: "a taxi to the airport",
  /// "uber home"; and "pick me up at the hotel". Without an article, something about the trip
  /// must follow.
  private func verbless() -> Intent? {
    if word(start) == "pick" {
      guard ["me", "us"].contains(word(start + 1)),
        let trip = trip(from: start, dispatches: false), trip.pickup != nil || !trip.times.isEmpty
      else { return nil }
      return Self.requestRide(trip, option: nil)
    }
    let article = ["a", "an", "one"].contains(word(start))
    guard article || RideWords.isRideNoun(word(start)),
      let ride = ride(at: start, allowsDefinite: false),
      let trip = trip(from: ride.end, dispatches: false), article || !trip.isEmpty
    else { return nil }
    return Self.requestRide(trip, option: ride.option)
  }

  private static func requestRide(_ trip: Trip, option: IntentValue?) -> Intent {
    var parameters: [String: IntentValue] = [:]
    if let pickup = trip.pickup { parameters["pickupLocation"] = .string(pickup) }
    if let dropOff = trip.dropOff { parameters["dropOffLocation"] = .string(dropOff) }
    if let option { parameters["rideOptionName"] = option }
    if let size = trip.partySize { parameters["partySize"] = .integer(size) }
    if !trip.times.isEmpty {
      parameters["scheduledPickupTime"] = .string(trip.times.joined(separator: " "))
    }
    return Intent(name: .requestRide, parameters: parameters)
  }

  /// The ride asked for at `index`: "a taxi", "my nearest available cab", "a rainbow car",
  /// "a SparkleCar ride", "an uber driver", "uber". `bare` when no determiner came first.
  /// "my ride" or "the car" is one that exists unless the verb orders one (`allowsDefinite`):
  /// "book the next taxi", but not "get my car".
  private func ride(at index: Int, allowsDefinite: Bool)
    -> (end: Int, option: IntentValue?, bare: Bool)?
  {
    var optionStart = index
    while RideWords.determiners.contains(word(optionStart)) { optionStart += 1 }
    if !allowsDefinite && ["my", "the", "our"].contains(word(index)) { return nil }
    let bare = optionStart == index
    var slotEnd = optionStart
    while slotEnd < min(optionStart + 4, request.count) && !Self.slotEnds.contains(word(slotEnd)) {
      slotEnd += 1
    }
    guard slotEnd > optionStart else { return nil }
    func finish(_ end: Int, _ option: IntentValue?) -> (Int, IntentValue?, Bool)? {
      var end = end
      if word(end) == "driver" {
        guard bare || ["a", "an", "one"].contains(word(index)) else { return nil }
        end += 1
      }
      return (end, option, bare)
    }
    // A ride option the vocabulary knows: its words as said; recognition names the term.
    if let spotted = request.spotTerm(in: optionStart..<slotEnd, scopes: RideWords.optionScopes),
      spotted.range.lowerBound == optionStart
    {
      var end = spotted.range.upperBound
      if RideWords.generic.contains(word(end)) { end += 1 }
      return finish(end, .string(request.name(spotted.range)))
    }
    guard let noun = (optionStart..<slotEnd).first(where: { RideWords.isRideNoun(word($0)) })
    else { return nil }
    // "a taxi cab": generic words after the noun add nothing.
    var end = noun + 1
    while RideWords.generic.contains(word(end)) { end += 1 }
    let named = (optionStart...noun).contains { !RideWords.generic.contains(word($0)) }
    let option: IntentValue? = named ? .string(request.name(optionStart..<end)) : nil
    return finish(end, option)
  }

  /// Words that end the place where a ride option can be named.
  private static let slotEnds: Set<String> = [
    "to", "from", "for", "at", "in", "on", "with", "home", "please", "and", "that", "which",
    "by", "using", "via", "tomorrow", "tonight", "today", "now", "right",
  ]

  // MARK: Trip details

  /// Places, party size and time from `start` on. Nil when the words right after the ride are
  /// not trip details ("a car seat", "a taxi number"): the ride was not what was asked for.
  private func trip(from start: Int, dispatches: Bool) -> Trip? {
    var trip = Trip()
    var index = start
    var understood = false
    while index < request.count {
      let next = detail(at: index, dispatches: dispatches, into: &trip)
      guard let next, next > index else {
        guard understood else { return nil }
        break
      }
      understood = true
      index = next
    }
    return trip
  }

  /// Reads one trip detail at `index` into `trip`; returns where it ends, nil when none is there.
  private func detail(at index: Int, dispatches: Bool, into trip: inout Trip) -> Int? {
    if let time = timePhrase(at: index) {
      var range = time
      if ["at", "for", "on"].contains(word(range.lowerBound)) {
        range = (range.lowerBound + 1)..<range.upperBound
      }
      trip.times.append(request.name(range))
      return time.upperBound
    }
    if let (end, size) = partySize(at: index) {
      trip.partySize = trip.partySize ?? size
      return end
    }
    switch word(index) {
    case "please", "available", "here", "there", "again", "a.s.a.p":
      return index + 1
    case "for" where ["me", "us"].contains(word(index + 1)):
      return index + 2
    case "be" where word(index + 1) == "at":
      return index + 1
    case "home":
      trip.dropOff = trip.dropOff ?? request.name(index..<(index + 1))
      return index + 1
    case "back" where word(index + 1) == "home":
      trip.dropOff = trip.dropOff ?? request.name((index + 1)..<(index + 2))
      return index + 2
    case "to":
      return afterTo(index + 1, dispatches: dispatches, into: &trip)
    case "from":
      guard let place = place(from: index + 1) else { return nil }
      trip.pickup = trip.pickup ?? request.name(place)
      return place.upperBound
    case "at":
      // "a taxi at my house": the ride comes there.
      guard let place = place(from: index + 1) else { return nil }
      trip.pickup = trip.pickup ?? request.name(place)
      return place.upperBound
    case "pick", "pickup", "for":
      // "pick me up at the hotel", "for pickup at my current location"
      var next = index + 1
      if word(index) == "for" {
        guard word(next) == "pickup" || (word(next) == "a" && word(next + 1) == "pickup") else {
          return nil
        }
        next += word(next) == "a" ? 2 : 1
      } else if word(index) == "pick" {
        if ["me", "us"].contains(word(next)) { next += 1 }
        guard word(next) == "up" else { return nil }
        next += 1
      }
      return next
    case "with", "using", "via", "through", "on":
      // "with uber", "on my usual service": the service, which the app mention already named.
      var next = index + 1
      while next < min(index + 3, request.count) && !isDetailStart(next) { next += 1 }
      return next > index + 1 ? next : nil
    default:
      return nil
    }
  }

  /// After "to": a place, or "take me to ...", "go home", "pick me up", "me".
  private func afterTo(_ index: Int, dispatches: Bool, into trip: inout Trip) -> Int? {
    var next = index
    switch word(next) {
    case "take", "get", "drive", "bring", "go", "carry":
      next += 1
      if ["me", "us"].contains(word(next)) { next += 1 }
      return next
    case "pick":
      return detail(at: next, dispatches: dispatches, into: &trip)
    case "me", "us":
      // "send an uber to me"
      return next + 1
    default:
      break
    }
    guard let place = place(from: next) else { return nil }
    if dispatches {
      trip.pickup = trip.pickup ?? request.name(place)
    } else {
      trip.dropOff = trip.dropOff ?? request.name(place)
    }
    next = place.upperBound
    return next
  }

  /// The words of a place from `start` up to the next trip detail.
  private func place(from start: Int) -> Range<Int>? {
    var end = start
    while end < request.count && (end == start || !isDetailStart(end)) {
      if end == start && (timePhrase(at: end) != nil || partySize(at: end) != nil) { return nil }
      end += 1
    }
    return end > start ? start..<end : nil
  }

  /// Whether a new trip detail starts at `index`, ending the place before it.
  private func isDetailStart(_ index: Int) -> Bool {
    switch word(index) {
    case "to", "from", "with", "please", "using", "via":
      return true
    case "for":
      return ["me", "us", "pickup", "a"].contains(word(index + 1))
        || timePhrase(at: index) != nil || partySize(at: index) != nil
    case "pick":
      return word(index + 1) == "up" || word(index + 2) == "up"
    default:
      return timePhrase(at: index) != nil || partySize(at: index) != nil
    }
  }

  /// "for 3 people", "for two", "with 4 passengers", "for a party of 5", "3 people".
  private func partySize(at index: Int) -> (end: Int, size: Int)? {
    var next = index
    let isLed = word(index) == "for" || word(index) == "with"
    if isLed {
      next += 1
      if word(next) == "a" && ["party", "group"].contains(word(next + 1)) { next += 1 }
      if ["party", "group"].contains(word(next)) {
        guard word(next + 1) == "of" else { return nil }
        next += 2
      }
    }
    guard let (end, size) = number(at: next), (0...999).contains(size) else { return nil }
    if word(end) == "of" && word(end + 1) == "us" { return (end + 2, size) }
    // A party that cannot ride ("for 0 people", "50 passengers") is still a party: the app
    // says why it cannot take it.
    if RideWords.partyNouns.contains(word(end)) { return (end + 1, size) }
    // "for two", "for 4", but not "for 6 pm", "for 10 minutes" or "for five thirty".
    guard isLed, (1...20).contains(size), !isTimeContinuation(end) else { return nil }
    return (end, size)
  }

  /// A number of one or two words at `index`: "3", "two", "twenty one".
  private func number(at index: Int) -> (Int, Int)? {
    if let value = NumberWords.integer([word(index), word(index + 1)]), !word(index + 1).isEmpty {
      return (index + 2, value)
    }
    if let value = NumberWords.integer([word(index)]) { return (index + 1, value) }
    return nil
  }

  /// Whether the word at `index` carries on a time: "pm", "o'clock", "minutes", "thirty".
  private func isTimeContinuation(_ index: Int) -> Bool {
    let current = word(index)
    return ["am", "pm", "a.m", "p.m", "o'clock", "oclock"].contains(current)
      || RideWords.durationUnits.contains(current) || NumberWords.cardinal(current) != nil
  }

  // MARK: Times

  /// The range of a time phrase at `index`: "6pm", "at 6 pm", "tomorrow at 8", "in 20 minutes",
  /// "on friday at five thirty am", "for tomorrow morning", "right now".
  private func timePhrase(at index: Int) -> Range<Int>? {
    var end = index
    var sawTime = false
    while end < request.count {
      let current = word(end)
      if RideWords.timeWords.contains(current) || RideWords.isClock(current)
        || (sawTime && NumberWords.cardinal(current) != nil)
      {
        sawTime = true
        end += 1
        continue
      }
      if let length = timeLead(at: end) {
        sawTime = true
        end += length
        continue
      }
      break
    }
    return sawTime ? index..<end : nil
  }

  /// A word that leads into a time, with the words it takes: "at 6", "in 20 minutes", "on friday",
  /// "this evening", "right now", "in the morning".
  private func timeLead(at index: Int) -> Int? {
    let next = word(index + 1)
    let hour = NumberWords.integer([next]).map { (0...24).contains($0) } ?? false
    let isTime = RideWords.timeWords.contains(next) || RideWords.isClock(next) || hour
    switch word(index) {
    case "at", "around", "about", "by", "after", "before", "until", "from":
      // "at 6", "around noon", "at night"; "from" only before a clock time ("from 6pm").
      if word(index) == "from" { return RideWords.isClock(next) ? 2 : nil }
      if next == "night" { return 2 }
      return isTime ? 1 : nil
    case "for", "on":
      // "for tomorrow", "on friday", "for 6pm", "for right now", "for five thirty"
      let clock = RideWords.isClock(next) || (hour && isTimeContinuation(index + 2))
      return RideWords.timeWords.contains(next) || clock
        || (next == "right" && word(index + 2) == "now") ? 1 : nil
    case "this", "next", "tomorrow's":
      return RideWords.dayParts.contains(next) || RideWords.timeWords.contains(next) ? 2 : nil
    case "right":
      return next == "now" || next == "away" ? 2 : nil
    case "in":
      if next == "the" && RideWords.dayParts.contains(word(index + 2)) { return 3 }
      // "in 20 minutes", "in half an hour", "in one hour's time"
      var cursor = index + 1
      while cursor < min(index + 6, request.count) {
        let current = word(cursor)
        if RideWords.durationUnits.contains(current) {
          return cursor + 1 - index + (word(cursor + 1) == "time" ? 1 : 0)
        }
        guard RideWords.durationWords.contains(current) || NumberWords.cardinal(current) != nil
        else { return nil }
        cursor += 1
      }
      return nil
    default:
      return nil
    }
  }

  // MARK: Ride options

  /// "what rides are available", "which cars can I get to the airport", "what ride options
  /// are there", "show me ride options", "are there any taxis available near me".
  func options() -> Intent? {
    var index = start
    var needsOptionWord = false
    switch word(index) {
    case "what", "which":
      index += 1
      if ["kind", "kinds", "type", "types", "sort", "sorts"].contains(word(index)),
        word(index + 1) == "of"
      {
        index += 2
      } else if word(index) == "are" {
        index += 1
        needsOptionWord = true
      }
    case "show", "list", "see", "view", "display", "give", "tell":
      index += 1
      if word(index) == "me" || word(index) == "us" { index += 1 }
      needsOptionWord = true
    case "are", "is":
      guard word(index + 1) == "there" else { return nil }
      index += 2
    case "any":
      break
    default:
      return nil
    }
    while ["the", "my", "our", "all", "some", "any", "available"].contains(word(index)) {
      index += 1
    }
    // The rides: "rides", "cars", "ride options", "uber types", "taxi services".
    var sawRide = false
    var sawOptionWord = false
    while index < request.count {
      let current = word(index)
      if RideWords.plurals.contains(current) || RideWords.isRideNoun(current) {
        sawRide = true
      } else if Self.optionWords.contains(current) && sawRide {
        sawOptionWord = true
      } else {
        break
      }
      index += 1
    }
    guard sawRide, sawOptionWord || !needsOptionWord else { return nil }
    var trip = Trip()
    var asksAvailability = sawOptionWord
    while index < request.count {
      let current = word(index)
      if Self.optionQuestionWords.contains(current) {
        if Self.availabilityWords.contains(current) { asksAvailability = true }
        index += 1
        continue
      }
      // "on UberX" when the app was not recognised: the service, which adds nothing.
      if Self.serviceWords.contains(current) && request.count - index <= 3 { break }
      guard ["to", "from"].contains(current) || timePhrase(at: index) != nil,
        let next = detail(at: index, dispatches: false, into: &trip), next > index
      else { return nil }
      index = next
    }
    guard asksAvailability || !trip.isEmpty else { return nil }
    var parameters: [String: IntentValue] = [:]
    if let pickup = trip.pickup { parameters["pickupLocation"] = .string(pickup) }
    if let dropOff = trip.dropOff { parameters["dropOffLocation"] = .string(dropOff) }
    return Intent(name: .listRideOptions, parameters: parameters)
  }

  private static let serviceWords: Set<String> = ["on", "with", "using", "via", "through", "in"]

  private static let optionWords: Set<String> = [
    "options", "option", "types", "choices", "services", "kinds", "categories", "classes",
  ]

  /// Words of a question about what rides there are: "are there", "can I get", "near me".
  private static let optionQuestionWords: Set<String> = [
    "are", "is", "there", "available", "can", "could", "i", "we", "get", "take", "book", "order",
    "do", "does", "you", "have", "has", "offer", "near", "nearby", "me", "us", "right", "now",
    "here", "around", "today", "tonight", "currently", "at", "the", "moment", "in", "my", "area",
    "for", "of", "options", "there's", "go", "ride", "use",
  ]

  /// Question words that ask what can be had: "are available", "can I get", "are there".
  private static let availabilityWords: Set<String> = [
    "available", "get", "there", "offer", "have", "take", "book", "order", "options", "nearby",
    "near", "use",
  ]

  // MARK: Status

  /// "where's my ride", "how far away is my driver", "what's the status of my ride", "when will
  /// my ride arrive", "is my car here", "track my uber", "my ride status".
  func status() -> Intent? {
    guard let reference = rideReference(from: start) else { return nil }
    let lead = Array((start..<reference.lowerBound).map(word))
    let tail = Array((reference.upperBound..<request.count).map(word))
    guard tail.allSatisfy(Self.statusTailWords.contains) else { return nil }
    let saysWhere = tail.contains { Self.whereaboutWords.contains($0) }
    let saysStatus = tail.contains { Self.statusNouns.contains($0) }
    switch lead.first {
    case nil:
      guard saysStatus else { return nil }
    case "where", "where's", "wheres":
      guard lead.count <= 2, lead.count == 1 || ["is", "are"].contains(lead[1]) else {
        return nil
      }
    case "how":
      // "how far (away) is", "how long (until|till|before|will)", "how much longer (until)"
      let rest = lead.dropFirst()
      guard let first = rest.first, ["far", "long", "much", "soon", "close"].contains(first),
        rest.dropFirst().allSatisfy(Self.howWords.contains)
      else { return nil }
    case "when":
      guard lead.count == 2, ["will", "does", "is", "'ll", "can"].contains(lead[1]) else {
        return nil
      }
    case "is", "has":
      guard lead.count == 1, saysWhere else { return nil }
    case "what's", "whats", "what", "check", "track", "show", "get", "give", "tell", "follow":
      // "what's the status of", "check on", "track", "show me the location of"
      guard lead.allSatisfy(Self.statusLeadWords.contains),
        lead.first != "what" || lead.contains("is")
      else { return nil }
      let named = lead.contains { Self.statusNouns.contains($0) } || saysStatus
      guard named || ["track", "follow"].contains(lead[0]) || (lead.count == 2 && lead[1] == "on")
      else { return nil }
    default:
      return nil
    }
    return Intent(name: .getRideStatus)
  }

  /// "my ride", "the taxi", "our uber", "my driver", "my UnicornRides ride": a ride that exists.
  private func rideReference(from start: Int) -> Range<Int>? {
    for index in start..<request.count where ["my", "our", "the", "this"].contains(word(index)) {
      var end = index + 1
      while end < min(index + 4, request.count) && !Lexicon.nonNames.contains(word(end)) {
        let current = word(end)
        end += 1
        guard RideWords.isRideNoun(current) || current == "driver" else { continue }
        if word(end) == "driver" || word(end) == "driver's" { end += 1 }
        return index..<end
      }
    }
    return nil
  }

  private static let whereaboutWords: Set<String> = [
    "here", "coming", "close", "near", "nearby", "arriving", "outside", "way", "there", "late",
    "arrived",
  ]

  private static let statusNouns: Set<String> = [
    "status", "eta", "location", "position", "progress", "arrival", "whereabouts", "time",
  ]

  private static let statusTailWords: Set<String> = [
    "arrive", "arriving", "arrives", "arrived", "get", "gets", "getting", "here", "be", "come",
    "comes", "coming", "close", "near", "nearby", "away", "from", "me", "us", "now", "right",
    "on", "its", "it's", "the", "way", "status", "eta", "location", "position", "to", "yet",
    "going", "there", "at", "outside", "late", "take", "is", "pick", "up", "in", "arrival",
    "time", "progress", "already",
  ]

  private static let howWords: Set<String> = [
    "far", "away", "is", "are", "long", "until", "till", "before", "will", "longer", "much",
    "for", "soon", "close", "does", "it", "take", "the",
  ]

  private static let statusLeadWords: Set<String> = [
    "what's", "whats", "what", "is", "the", "status", "eta", "location", "position", "progress",
    "of", "for", "on", "check", "track", "show", "me", "get", "give", "tell", "follow",
    "arrival", "time", "current",
  ]

  // MARK: Cancelling

  /// "cancel my ride", "cancel the taxi", "cancel my UnicornRides ride", "call off my uber",
  /// "cancel my ride request".
  func cancel() -> Intent? {
    var index = start
    switch word(index) {
    case "cancel", "abort", "scrap":
      index += 1
    case "call":
      guard word(index + 1) == "off" else { return nil }
      index += 2
    default:
      return nil
    }
    if ["my", "the", "our", "this", "that"].contains(word(index)) { index += 1 }
    // Up to two words naming the ride: "my UnicornRides ride", "the rainbow car".
    var noun = index
    while noun < min(index + 3, request.count) && !RideWords.isRideNoun(word(noun)) {
      guard !Lexicon.nonNames.contains(word(noun)) else { return nil }
      noun += 1
    }
    guard RideWords.isRideNoun(word(noun)) else { return nil }
    var end = noun + 1
    if ["request", "booking", "reservation", "order", "pickup", "driver"].contains(word(end)) {
      end += 1
    }
    // "... please", "... now", "... to the airport", "... I booked"
    let tail = (end..<request.count).map(word)
    let allowed: Set<String> = ["please", "now", "right", "i", "booked", "ordered", "requested"]
    guard tail.allSatisfy(allowed.contains) || tail.first == "to" || tail.first == "for"
    else { return nil }
    return Intent(name: .cancelRide)
  }
}
