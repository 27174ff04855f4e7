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
    let accounts = try database.paymentAccounts(app: name)
    let spoken =
      said.paymentAccount?.nickname ?? said.speakable
      ?? SpeakableString(spokenPhrase: said.spokenText)
    for identifier in [said.paymentAccount?.identifier, spoken.vocabularyIdentifier] {
      if let identifier, let account = accounts.first(where: { $0.identifier == identifier }) {
        return .success(.paymentAccount(account))
      }
    }
    switch Self.nicknames.match(
      spoken.spokenPhrase, among: accounts, title: \.nickname.spokenPhrase)
    {
    case .exact(let account): return .success(.paymentAccount(account))
    case .possible(let found) where found.count == 1:
      return .confirmationRequired(.paymentAccount(found[0]), reason: nil)
    case .possible(let found) where found.count > 1:
      return .disambiguation(found.map(IntentValue.paymentAccount))
    case .possible:
      let alternatives = Set(
        (spoken.alternativeSpeakableMatches ?? []).compactMap(\.vocabularyIdentifier))
      let heard = accounts.filter { alternatives.contains($0.identifier ?? "") }
      if heard.count == 1 { return .confirmationRequired(.paymentAccount(heard[0]), reason: nil) }
      if heard.count > 1 { return .disambiguation(heard.map(IntentValue.paymentAccount)) }
      return .unsupported
    }
  }
}
