import IntentKit

/// Car lock requests -> `setCarLockStatus(carName, locked)`.
///
/// Understood shapes (after courtesy words and the app mention are gone): "lock my car",
/// "unlock my truck", "lock the car", "unlock car", "lock up my car", "lock my car up",
/// "lock the car doors", "unlock all the doors of my car", "unlock the Tesla", "unlock my
/// Honda Civic", "unlock Rosie" (a name the vocabulary knows as a car's).
///
/// The car is a car noun with the words before it ("car", "truck", "rental car"), a make or
/// model ("Tesla"), or a car name the vocabulary knows, as said without "my" or "the". Locking
/// anything else is not a car's business: "unlock my phone", "lock the door", "lock screen".
/// Questions ("is my car locked") ask for the lock status, which is another intent.
struct CarRequests: RequestPatterns {
  func intent(for request: Request) -> Intent? {
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
