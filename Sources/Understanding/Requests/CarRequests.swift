import IntentKit

/// Car lock requests -> `setCarLockStatus(carName, locked)`, and lock status questions ->
/// `getCarLockStatus(carName)`.
///
/// Understood shapes (after courtesy words and the app mention are gone): "lock my car",
/// "unlock my truck", "lock the car", "unlock car", "lock up my car", "lock my car up",
/// "lock the car doors", "unlock all the doors of my car", "unlock the Tesla", "unlock my
/// Honda Civic", "unlock Rosie" (a name the vocabulary knows as a car's).
///
/// The car is a car noun with the words before it ("car", "truck", "rental car"), a make or
/// model ("Tesla"), or a car name the vocabulary knows, as said without "my" or "the". Locking
/// anything else is not a car's business: "unlock my phone", "lock the door", "lock screen".
/// Questions ask for the lock status, which changes nothing: "is my car locked", "are the
/// truck doors unlocked", "is Rosie locked up", "did I lock my car", "did I leave the car
/// unlocked", "check if my car is locked", "what's the lock status of my truck".
struct CarRequests: RequestPatterns {
  func intent(for request: Request) -> Intent? {
    if let car = Self.statusQuestion(request) {
      return Intent(
        name: .getCarLockStatus,
        parameters: ["carName": .speakable(SpeakableString(spokenPhrase: request.name(car)))])
    }
    let locked: Bool
    switch request.word(0) {
    case "lock": locked = true
    case "unlock": locked = false
    default: return nil
    }
    var start = 1
    var end = request.count
    if request.word(end - 1) == "now" { end -= request.word(end - 2) == "right" ? 2 : 1 }
    if request.word(start) == "up" {
      start += 1
    } else if request.word(end - 1) == "up" {
      end -= 1
    }
    start = Self.pastDoors(request, from: start)
    // "my car doors": the doors are the car's.
    if end - start >= 2, Self.doors.contains(request.word(end - 1)) { end -= 1 }
    guard let car = Self.carWords(request, start..<end) else { return nil }
    return Intent(
      name: .setCarLockStatus,
      parameters: [
        "carName": .speakable(SpeakableString(spokenPhrase: request.name(car))),
        "locked": .boolean(locked),
      ])
  }

  /// The car words of a lock status question, or nil when the request is not one.
  private static func statusQuestion(_ request: Request) -> Range<Int>? {
    var start = 0
    var end = request.count
    // "check if ... is locked", "can you tell me whether ... is locked".
    if let asked = (0..<min(end, 5)).first(where: { ["if", "whether"].contains(request.word($0)) }),
      asked > 0
    {
      guard
        ["check", "see", "tell", "know", "find", "wondering"].contains(request.word(asked - 1))
          || request.has(["me"], at: asked - 1)
      else { return nil }
      start = asked + 1
    }
    if end - start >= 2, request.word(end - 1) == "now", request.word(end - 2) == "right" {
      end -= 2
    }
    if request.word(end - 1) == "up" { end -= 1 }
    if request.has(["or", "unlocked"], at: end - 2) || request.has(["or", "not"], at: end - 2) {
      end -= 2
    }
    // "what's the lock status of my car", "lock status for the truck", "car lock status".
    if let status = (start..<end).first(where: { request.has(["lock", "status"], at: $0) }) {
      if status + 2 == end { return carWords(request, start..<status) }
      guard ["of", "for", "on"].contains(request.word(status + 2)) else { return nil }
      return carWords(request, (status + 3)..<end)
    }
    // "did I lock my car", "did I leave my car unlocked".
    if request.word(start) == "did", ["i", "we"].contains(request.word(start + 1)) {
      if request.word(start + 2) == "lock" {
        return carWords(request, Self.pastDoors(request, from: start + 3)..<end)
      }
      guard request.word(start + 2) == "leave", lockStates.contains(request.word(end - 1))
      else { return nil }
      return carWords(request, (start + 3)..<(end - 1))
    }
    // "is my car locked", "are the doors of my truck unlocked", "my car is locked?".
    guard lockStates.contains(request.word(end - 1)) else { return nil }
    end -= 1
    if request.word(end - 1) == "still" { end -= 1 }
    if ["is", "are"].contains(request.word(start)) {
      start += 1
    } else if ["is", "are"].contains(request.word(end - 1)), request.isQuestion || start > 0 {
      end -= 1
    } else {
      return nil
    }
    start = pastDoors(request, from: start)
    if end - start >= 2, doors.contains(request.word(end - 1)) { end -= 1 }
    return carWords(request, start..<end)
  }

  private static let lockStates: Set<String> = ["locked", "unlocked"]

  /// Past "all the doors of", "the doors on": what follows names the car.
  private static func pastDoors(_ request: Request, from start: Int) -> Int {
    var index = start
    if request.word(index) == "all" { index += 1 }
    if determiners.contains(request.word(index)) { index += 1 }
    guard doors.contains(request.word(index)),
      ["of", "on", "in", "to"].contains(request.word(index + 1))
    else { return start }
    return index + 2
  }

  /// The words of `range` that name a car, without "my" or "the"; nil when they name
  /// something else.
  private static func carWords(_ request: Request, _ range: Range<Int>) -> Range<Int>? {
    var start = range.lowerBound
    while start < range.upperBound && determiners.contains(request.word(start)) { start += 1 }
    let car = start..<range.upperBound
    guard !car.isEmpty, car.count <= 4 else { return nil }
    let words = car.map(request.word)
    guard words.allSatisfy({ !Lexicon.nonNames.contains($0) || carNouns.contains($0) }) else {
      return nil
    }
    if let last = words.last, carNouns.contains(last) { return car }
    if let first = words.first, makes.contains(first) { return car }
    if let spotted = request.spotTerm(in: car, scopes: scopes), spotted.range == car {
      return car
    }
    return nil
  }

  private static let scopes = VocabularyScopes.scopes(for: .setCarLockStatus, parameter: "carName")

  private static let determiners: Set<String> = ["my", "the", "our", "your", "his", "her"]

  private static let doors: Set<String> = ["door", "doors"]

  /// Words for a car.
  private static let carNouns: Set<String> = [
    "car", "truck", "vehicle", "suv", "van", "minivan", "pickup", "jeep", "convertible",
    "sedan", "hatchback", "coupe", "wagon", "motor", "ev", "automobile", "auto",
  ]

  /// Makes and models people call their car by: "unlock the Tesla".
  private static let makes: Set<String> = [
    "tesla", "ford", "bmw", "audi", "honda", "toyota", "mercedes", "benz", "prius", "mustang",
    "subaru", "volvo", "porsche", "nissan", "chevy", "chevrolet", "kia", "hyundai", "mazda",
    "volkswagen", "vw", "lexus", "rivian", "polestar", "mini", "civic", "corolla", "camry",
    "jaguar", "land", "range", "dodge", "ram", "gmc", "cadillac", "buick", "lincoln", "fiat",
    "peugeot", "renault", "skoda", "acura", "infiniti", "genesis", "lucid", "leaf", "bolt",
    "beetle", "golf", "f-150", "f150", "outback", "forester", "wrangler", "tacoma", "rav4",
  ]
}
