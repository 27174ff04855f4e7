import IntentKit
import Testing
import Understanding

/// The IntentPhrases examples the demo apps ship: Siri's guide shows them, so each must be
/// understood as its intent.
@Suite("Shipped intent phrases")
struct IntentPhraseTests {
  static let phrases: [(IntentName, [String])] = [
    (
      .requestRide,
      [
        "Book a RainbowCar to the airport with UnicornRides",
        "Get me a SparkleCar from home to Union Square", "Get me a ride home",
      ]
    ),
    (
      .listRideOptions,
      ["What rides are available on UnicornRides?", "Which cars can I get to the airport?"]
    ),
    (.getRideStatus, ["Where's my ride?", "How far away is my driver?"]),
    (.cancelRide, ["Cancel my ride", "Cancel my UnicornRides ride"]),
    (
      .searchForAccounts,
      [
        "What's my NestEgg balance in UnicornPay?", "How much money is in my checking account?",
        "What's in my rainy day fund?",
      ]
    ),
    (
      .sendPayment,
      ["Send $25 to John Baily for lunch with UnicornPay", "Pay Ana back $12.50 for the movie"]
    ),
    (.requestPayment, ["Request 40 euros from Sean for the concert tickets"]),
    (.transferMoney, ["Move 100 dollars from checking to NestEgg"]),
    (
      .sendMessage,
      [
        "Text hello to John on UnicornChat", "Send a message to Ana saying I'm on my way",
        "Tell Kate I'm running late",
      ]
    ),
    (
      .searchForMessages,
      ["Read my messages on UnicornChat", "Any new messages from John Baily?", "What did Ana say?"]
    ),
  ]

  static let examples: [RequestCase] = phrases.flatMap { intent, texts in
    texts.map { RequestCase($0, Intent(name: intent)) }
  }

  /// The apps installed, none of their vocabulary known.
  static let withoutVocabulary = Understander(apps: demoApps + rideAndPayApps)

  @Test(arguments: examples)
  func understandsEveryShippedExampleAsItsIntent(_ example: RequestCase) {
    #expect(vocabularyUnderstander.understand(example.text)?.name == example.expected.name)
    #expect(Self.withoutVocabulary.understand(example.text)?.name == example.expected.name)
  }
}
