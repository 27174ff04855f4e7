/// What understanding may ask of the user's address book, read-only: whether some words are a
/// person's name in it. It is how the address book, not capital letters, decides where a name
/// ends: "text ana lopez where are you" is to Ana Lopez. Store answers from its indexes;
/// understanding never imports Store.
public protocol AddressBookLookup: Sendable {
  /// Whether `name` (as said, any case) is a contact's full, given, family or nick name.
  func knowsName(_ name: String) -> Bool
  /// The lookup for one request: the address book as its first question finds it, for all
  /// its questions.
  func pinned() -> any AddressBookLookup
}

extension AddressBookLookup {
  public func pinned() -> any AddressBookLookup { self }
}

/// The kinds of titled things in the user's lists and notes.
public enum NotebookItemKind: Sendable {
  case task, list, note

  /// A title as titles of this kind compare (`TitleWords`): "my Guest List" is "guest".
  public func titleKey(_ title: String) -> String {
    switch self {
    case .task: TitleWords.key(title)
    case .list: TitleWords.key(title, droppingKind: "list")
    case .note: TitleWords.key(title, droppingKind: "note")
    }
  }
}

/// What understanding may ask of the user's lists and notes, read-only: whether some words
/// are the title of a task, a list or a note. It is how "I picked up the eggs" is read as
/// crossing off the eggs the list holds, not as anything said about eggs.
public protocol NotebookLookup: Sendable {
  /// Whether `title` (as said, any case, "the" and plurals as titles compare) is one.
  func knowsTitle(_ title: String, of kind: NotebookItemKind) -> Bool
}

/// What understanding may ask of the places the user's apps know, read-only: whether some
/// words name one. It is how "to the airport in a sparklecar" ends the place at "airport".
public protocol PlaceLookup: Sendable {
  /// Whether `said` (any case, a leading "the" or "my" aside) is a place's name or alias.
  func knowsPlace(_ said: String) -> Bool
}

/// A place name or alias as requests are compared with it: lower-case words without accents or
/// punctuation, and without a leading "the" or "my" ("The Airport." and "airport" are one key,
/// as are "my house" and "house").
public enum PlaceKey {
  public static let droppedFirstWords: Set<String> = ["the", "my"]

  public static func words(_ text: String) -> [String] {
    var words = NameNormalizer.normalize(text).split(separator: " ").map(String.init)
    if words.count > 1, let first = words.first, droppedFirstWords.contains(first) {
      words.removeFirst()
    }
    return words
  }

  public static func key(_ text: String) -> String { words(text).joined(separator: " ") }
}
