/// What understanding may ask of the user's address book, read-only: whether some words are a
/// person's name in it. It is how the address book, not capital letters, decides where a name
/// ends: "text ana lopez where are you" is to Ana Lopez. Store answers from its indexes;
/// understanding never imports Store.
public protocol AddressBookLookup: Sendable {
  /// Whether `name` (as said, any case) is a contact's full, given, family or nick name.
  func knowsName(_ name: String) -> Bool
}
