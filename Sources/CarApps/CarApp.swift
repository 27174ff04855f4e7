import AppSupport
import IntentKit
import SpokenLanguage
import Store

/// A car app (UnicornCar, and any other of kind "car" in the data set): the user's vehicles
/// and their lock state, as the seed's car demo.
public struct CarApp: SiriApp {
  public static let kind = "car"
  public static let intents: Set<IntentName> = [.setCarLockStatus, .getCarLockStatus]

  public let name: String
  let database: AppDatabase

  /// Car names carry no kind word to drop ("Rosie", "Model 3").
  static let names = TitleMatcher(kind: "")
  /// Words that mean any vehicle when the user has none of that exact kind: "my car" for a
  /// truck is still the truck.
  static let vehicleWords: Set<String> = ["car", "vehicle"]

  public init(name: String, database: AppDatabase) {
    self.name = name
    self.database = database
  }

  public init(record: AppRecord, database: AppDatabase, clock: any DeviceClock) {
    self.init(name: record.name, database: database)
  }

  public var handlers: [IntentName: any IntentHandler] {
    [
      .setCarLockStatus: SetCarLockStatusHandler(app: self).erased,
      .getCarLockStatus: GetCarLockStatusHandler(app: self).erased,
    ]
  }

  /// As the app's INVocabulary call: its cars' names with their hints and identifiers, as
  /// carName terms, so "rosie" reaches the truck by its identifier.
  public func registerVocabulary() throws {
    try database.setVocabulary(
      database.cars(app: name).map(\.speakableName), of: .carName, owner: name)
  }

  /// The car a request means: by the vocabulary identifier Siri handed over, then by name,
  /// then by the kind said ("my truck"), then by a name that only sounds alike. None said: the
  /// only car, or a choice between them. Unsupported when nothing matches.
  func resolveCar(_ spoken: SpeakableString?) throws -> ResolutionResult<SpeakableString> {
    let cars = try database.cars(app: name)
    guard !cars.isEmpty else { return .noMatch }
    guard let spoken, !spoken.spokenPhrase.allSatisfy(\.isWhitespace) else {
      return Self.oneOf(cars)
    }
    if let id = spoken.vocabularyIdentifier, let car = cars.first(where: { $0.id == id }) {
      return .success(car.speakableName)
    }
    if case .exact(let car) = Self.names.match(spoken.spokenPhrase, among: cars, title: \.name) {
      return .success(car.speakableName)
    }
    let words = TitleWords.of(spoken.spokenPhrase)
    if words.count == 1, let word = words.first {
      let ofKind = cars.filter { $0.kind == word }
      if !ofKind.isEmpty { return Self.oneOf(ofKind) }
      if Self.vehicleWords.contains(word) { return Self.oneOf(cars) }
    }
    return Self.names.resolve(
      spoken, identifier: nil, among: cars, title: \.name, id: \.id, value: \.speakableName,
      none: .noMatch)
  }

  private static func oneOf(_ cars: [Car]) -> ResolutionResult<SpeakableString> {
    cars.count == 1 ? .success(cars[0].speakableName) : .disambiguation(cars.map(\.speakableName))
  }

  /// The car resolution settled on, by the identifier its name carries.
  func car(named name: SpeakableString?) throws -> Car? {
    guard let id = name?.vocabularyIdentifier else { return nil }
    return try database.cars(app: self.name).first { $0.id == id }
  }
}
