import IntentKit
import Store

/// A payments app (UnicornPay, and any other of kind "payments" in the data set): accounts
/// whose balances come from a double-entry ledger in the state database.
public struct PaymentsApp: Sendable {
  public let name: String
  let database: AppDatabase

  static let nicknames = TitleMatcher(kind: "account")

  public init(name: String, database: AppDatabase) {
    self.name = name
    self.database = database
  }

  /// The handler for each intent the app implements.
  public var handlers: [IntentName: any IntentHandler] {
    [.searchForAccounts: SearchForAccountsHandler(app: self)]
  }

  /// As the app's INVocabulary call: account nicknames with their pronunciation hints and
  /// identifiers, as paymentsAccountNickname terms, so "nest egg" reaches NestEgg by its id.
  public func registerVocabulary() throws {
    try database.setVocabulary(
      database.paymentAccounts(app: name).map(\.nickname), of: .paymentsAccountNickname,
      owner: name)
  }

  /// An account said by nickname: by the identifier Siri handed over, else by title as lists
  /// are found; several matches are disambiguated (each shows its type and last digits).
  func resolveAccount(_ said: IntentValue) throws -> ResolutionResult<IntentValue> {
    let spoken =
      said.paymentAccount?.nickname ?? said.speakable
      ?? SpeakableString(spokenPhrase: said.spokenText)
    return Self.nicknames.resolve(
      spoken, identifier: said.paymentAccount?.identifier,
      among: try database.paymentAccounts(app: name), title: \.nickname.spokenPhrase,
      id: \.identifier, value: IntentValue.paymentAccount, none: .unsupported)
  }
}
