import CustomDump
import IntentKit
import Testing
import Understanding

@Suite("Account requests")
struct AccountRequestsTests {
  @Test func recognisesNicknameFromUserVocabulary() {
    let intent = vocabularyUnderstander.understand("whats my nest egg balance")
    #expect(intent?.name == .searchForAccounts)
    #expect(intent?.app == "UnicornPay")
    #expect(intent?.parameters["accountNickname"] == .speakable(nestEgg))
    #expect(intent?.parameters["accountNickname"]?.speakableTerm?.vocabularyIdentifier == "acct-2")
  }

  @Test(arguments: [
    "what's my NestEgg balance", "whats my nest egg balance", "check my NestEgg",
    "what's the balance of my NestEgg account", "how much do i have in nestegg",
    "whats the balance in my nest egg", "What's my NestEgg balance in UnicornPay?",
  ])
  func findsNicknameWhereverItIsSaid(_ text: String) {
    #expect(
      vocabularyUnderstander.understand(text)
        == searchForAccounts(nickname: .speakable(nestEgg), app: "UnicornPay"))
  }

  @Test(arguments: [
    RequestCase("what's in my rainy day fund", searchForAccounts(nickname: said("rainy day fund"))),
    RequestCase(
      "how much is in my rainy day fund", searchForAccounts(nickname: said("rainy day fund"))),
    RequestCase(
      "how much is left in my travel fund", searchForAccounts(nickname: said("travel fund"))),
    RequestCase("what's my NestEgg balance", searchForAccounts(nickname: said("NestEgg"))),
    RequestCase("whats my nest egg balance", searchForAccounts(nickname: said("nest egg"))),
    RequestCase("what's my balance", searchForAccounts()),
    RequestCase("show my account balances", searchForAccounts()),
    RequestCase("what are my account balances", searchForAccounts()),
    RequestCase("show me my accounts", searchForAccounts()),
    RequestCase("tell me my balance", searchForAccounts()),
    RequestCase("how much money do i have", searchForAccounts()),
    RequestCase("how much money do i have in the bank", searchForAccounts()),
  ])
  func keepsNicknameAsSaidWithoutVocabulary(_ request: RequestCase) {
    expectNoDifference(understander.understand(request.text), request.expected)
  }

  @Test(arguments: [
    RequestCase("how much money is in my checking account", searchForAccounts(type: "checking")),
    RequestCase("how much do I have in savings", searchForAccounts(type: "saving")),
    RequestCase("what's my saving account balance", searchForAccounts(type: "saving")),
    RequestCase("what is the balance on my credit card", searchForAccounts(type: "credit")),
    RequestCase("what's my credit card balance", searchForAccounts(type: "credit")),
    RequestCase("check my savings", searchForAccounts(type: "saving")),
    RequestCase("show me my checking account", searchForAccounts(type: "checking")),
    RequestCase("what's my debit card balance", searchForAccounts(type: "debit")),
    RequestCase("what's left in my savings", searchForAccounts(type: "saving")),
    RequestCase("what's my mortgage balance", searchForAccounts(type: "mortgage")),
  ])
  func takesAccountTypesAsTypes(_ request: RequestCase) {
    expectNoDifference(understander.understand(request.text), request.expected)
  }

  @Test(arguments: [
    RequestCase("what's my available balance", searchForAccounts(balance: "available")),
    RequestCase("what is my current balance", searchForAccounts(balance: "current")),
    RequestCase(
      "what's the available balance on my checking account",
      searchForAccounts(type: "checking", balance: "available")),
  ])
  func understandsRequestedBalanceType(_ request: RequestCase) {
    expectNoDifference(understander.understand(request.text), request.expected)
  }

  @Test(arguments: [
    "check my email", "what's in my fridge", "how much is in my cart", "balance the budget",
    "how do i balance my checkbook", "how much did i spend this month", "transfer money to savings",
    "pay my credit card bill", "how much does an uber cost", "send $5 to Jane",
    "what's in my shopping list", "how much time do i have", "show me my calendar",
    "what's the weather tomorrow", "how much is the fish", "what's the balance of the speakers",
    "check the balance on amazon",
  ])
  func doesNotUnderstandOtherRequests(_ text: String) {
    #expect(vocabularyUnderstander.understand(text)?.name != .searchForAccounts)
  }

  @Test(arguments: ["text John hello", "send hello to John", "tell John my balance is low"])
  func leavesMessagesToMessaging(_ text: String) {
    #expect(vocabularyUnderstander.understand(text)?.name == .sendMessage)
  }
}
