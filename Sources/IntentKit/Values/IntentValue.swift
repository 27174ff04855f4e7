import Foundation

/// A parameter or output value of any intent, so the dialog can carry values without knowing
/// each intent's types. Typed intents (`SendMessageIntent`, ...) convert to and from it.
public indirect enum IntentValue: Hashable, Sendable {
  case string(String)
  case speakable(SpeakableString)
  case person(Person)
  case integer(Int)
  case boolean(Bool)
  case message(Message)
  case taskList(TaskList)
  case task(TaskItem)
  case note(Note)
  case paymentAccount(PaymentAccount)
  case currencyAmount(CurrencyAmount)
  case paymentRecord(PaymentRecord)
  case place(Place)
  case rideOption(RideOption)
  case rideStatus(RideStatus)
  /// A moment, such as a scheduled pickup time, in the device's clock (UTC).
  case date(Date)
  /// A value of an app's own type (a custom intent's custom type).
  case object(CustomObject)
  /// A number that need not be whole: a playback speed.
  case number(Double)
  /// What was asked of a media app (INMediaSearch).
  case mediaSearch(MediaSearch)
  case mediaItem(MediaItem)
  case mediaDestination(MediaDestination)
  case array([IntentValue])

  /// How the assistant says this value in a sentence.
  public var spokenText: String {
    switch self {
    case .string(let text): return text
    case .speakable(let speakable): return speakable.spokenPhrase
    case .person(let person):
      if let label = person.personHandle?.label { return "\(person.displayName) (\(label))" }
      return person.displayName
    case .integer(let number): return String(number)
    case .boolean(let flag): return flag ? "yes" : "no"
    case .message(let message): return message.content ?? ""
    case .taskList(let list): return list.title.spokenPhrase
    case .task(let task): return task.title.spokenPhrase
    case .note(let note): return note.title.spokenPhrase
    case .paymentAccount(let account): return account.nickname.spokenPhrase
    case .currencyAmount(let amount): return amount.formatted
    case .paymentRecord(let record): return record.currencyAmount?.formatted ?? ""
    case .place(let place): return place.name
    case .rideOption(let option): return option.name.spokenPhrase
    case .rideStatus(let status): return status.rideOptionName.spokenPhrase
    case .date(let date): return ClockTime.spoken(date)
    case .object(let object): return object.displayString
    case .number(let number): return SpokenNumber.decimal(number)
    case .mediaSearch(let search): return search.spoken
    case .mediaItem(let item): return item.spoken
    case .mediaDestination(let destination): return destination.spoken
    case .array(let items): return ListFormatting.join(items.map(\.spokenText))
    }
  }

  public var person: Person? {
    if case .person(let person) = self { return person }
    return nil
  }

  public var speakable: SpeakableString? {
    if case .speakable(let speakable) = self { return speakable }
    return nil
  }

  public var taskList: TaskList? {
    if case .taskList(let list) = self { return list }
    return nil
  }

  public var task: TaskItem? {
    if case .task(let task) = self { return task }
    return nil
  }

  public var note: Note? {
    if case .note(let note) = self { return note }
    return nil
  }

  public var paymentAccount: PaymentAccount? {
    if case .paymentAccount(let account) = self { return account }
    return nil
  }

  public var currencyAmount: CurrencyAmount? {
    if case .currencyAmount(let amount) = self { return amount }
    return nil
  }

  public var place: Place? {
    if case .place(let place) = self { return place }
    return nil
  }

  public var rideOption: RideOption? {
    if case .rideOption(let option) = self { return option }
    return nil
  }

  public var date: Date? {
    if case .date(let date) = self { return date }
    return nil
  }

  public var object: CustomObject? {
    if case .object(let object) = self { return object }
    return nil
  }

  public var mediaItem: MediaItem? {
    if case .mediaItem(let item) = self { return item }
    return nil
  }

  public var integer: Int? {
    if case .integer(let number) = self { return number }
    return nil
  }

  public var boolean: Bool? {
    if case .boolean(let flag) = self { return flag }
    return nil
  }

  public var string: String? {
    if case .string(let text) = self { return text }
    return nil
  }

  public var items: [IntentValue] {
    if case .array(let items) = self { return items }
    return [self]
  }
}

/// How a number that need not be whole is said: "2", "1.5", "0.75".
public enum SpokenNumber {
  public static func decimal(_ number: Double) -> String {
    if number == number.rounded(), abs(number) < 1e15 { return String(Int(number)) }
    var text = String(format: "%.2f", number)
    while text.hasSuffix("0") { text.removeLast() }
    return text
  }
}

/// Joins spoken items the way a sentence does: "a", "a and b", "a, b and c".
public enum ListFormatting {
  public static func join(_ items: [String], conjunction: String = "and") -> String {
    switch items.count {
    case 0: return ""
    case 1: return items[0]
    default: return items.dropLast().joined(separator: ", ") + " \(conjunction) " + items.last!
    }
  }
}
