import IntentKit
import SpokenLanguage
import Store

/// A car app (UnicornCar, and any other of kind "car" in the data set): the user's vehicles
/// and their lock state, as the seed's car demo.
public struct CarApp: Sendable {
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

  public var handlers: [IntentName: any IntentHandler] {
    [
      .setCarLockStatus: SetCarLockStatusHandler(app: self),
      .getCarLockStatus: GetCarLockStatusHandler(app: self),
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
  func resolveCar(_ said: IntentValue?) throws -> ResolutionResult<IntentValue> {
    let cars = try database.cars(app: name)
    guard !cars.isEmpty else { return .noMatch }
    let value = { (car: Car) in IntentValue.speakable(car.speakableName) }
    let spoken = said.map { $0.speakable ?? SpeakableString(spokenPhrase: $0.spokenText) }
    guard let spoken, !spoken.spokenPhrase.allSatisfy(\.isWhitespace) else {
      return Self.oneOf(cars, value)
    }
    if let id = spoken.vocabularyIdentifier, let car = cars.first(where: { $0.id == id }) {
      return .success(value(car))
    }
    if case .exact(let car) = Self.names.match(spoken.spokenPhrase, among: cars, title: \.name) {
      return .success(value(car))
    }
    let words = TitleWords.of(spoken.spokenPhrase)
    if words.count == 1, let word = words.first {
      let ofKind = cars.filter { $0.kind == word }
      if !ofKind.isEmpty { return Self.oneOf(ofKind, value) }
      if Self.vehicleWords.contains(word) { return Self.oneOf(cars, value) }
    }
    return Self.names.resolve(
      spoken, identifier: nil, among: cars, title: \.name, id: \.id, value: value,
      none: .noMatch)
  }

  private static func oneOf(_ cars: [Car], _ value: (Car) -> IntentValue)
    -> ResolutionResult<IntentValue>
  {
    cars.count == 1 ? .success(value(cars[0])) : .disambiguation(cars.map(value))
  }

  /// The app's car with this identifier.
  func car(id: String?) throws -> Car? {
    guard let id else { return nil }
    return try database.cars(app: name).first { $0.id == id }
  }
}
