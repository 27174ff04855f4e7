import Testing

@testable import IntentKit

@Suite struct ResolutionResultTests {
  @Test func typedReasonsKeepSiriKitsNamesAndRawValues() {
    let result = ResolutionResult<Person>.unsupported(
      forReason: SendMessageRecipientUnsupportedReason.noHandleForLabel)
    guard case .unsupported(let reason?) = result else {
      Issue.record("expected a reason")
      return
    }
    #expect(reason.type == "SendMessageRecipientUnsupportedReason")
    #expect(reason.name == "noHandleForLabel")
    #expect(reason.rawValue == 6)
    let confirmation = ResolutionResult<String>.confirmationRequired(
      with: "Garden", forReason: AddTasksTargetTaskListConfirmationReason.listShouldBeCreated)
    #expect(
      confirmation
        == .confirmationRequired(
          "Garden",
          reason: ConfirmationReason(AddTasksTargetTaskListConfirmationReason.listShouldBeCreated)))
  }

  @Test func rawValuesMatchTheSDK() {
    #expect(SendPaymentPayeeUnsupportedReason.noValidHandle.rawValue == 4)
    #expect(PaymentCurrencyAmountUnsupportedReason.paymentsCurrencyUnsupported.rawValue == 3)
    #expect(RequestPaymentPayerUnsupportedReason.noAccount.rawValue == 2)
    #expect(SendMessageIntentResponseCode.failureMessageServiceNotAvailable.rawValue == 6)
    #expect(SendMessageIntentResponseCode.failureRequiringInAppAuthentication.rawValue == 7)
  }

  @Test func everyKindHasItsSiriKitName() {
    let results: [ResolutionResult<Int>] = [
      .success(1), .notRequired, .needsValue, .unsupported, .confirmationRequired(with: 1),
      .disambiguation([1, 2]),
    ]
    #expect(
      results.map(\.kind) == [
        "success", "notRequired", "needsValue", "unsupported", "confirmationRequired",
        "disambiguation",
      ])
    #expect(results.map(\.isSettled) == [true, true, false, false, false, false])
  }

  @Test func mapKeepsTheKindAndReason() {
    let result = ResolutionResult<Int>.confirmationRequired(with: 2).map { String($0) }
    #expect(result == .confirmationRequired("2", reason: nil))
    #expect(
      ResolutionResult<Int>.disambiguation([1, 2]).map { $0 * 10 } == .disambiguation([10, 20]))
  }

  @Test func responseCodesFallIntoCategories() {
    #expect(ResponseCode(SendMessageIntentResponseCode.ready).category == .ready)
    #expect(ResponseCode(SendMessageIntentResponseCode.success).category == .success)
    #expect(
      ResponseCode(SendMessageIntentResponseCode.failureRequiringAppLaunch).category
        == .failureRequiringAppLaunch)
    #expect(
      ResponseCode(SendMessageIntentResponseCode.failureMessageServiceNotAvailable).category
        == .failure)
    #expect(
      ResponseCode(SendMessageIntentResponseCode.failureMessageServiceNotAvailable).name
        == "failureMessageServiceNotAvailable")
  }
}

@Suite struct SendMessageAdapterTests {
  struct EchoHandler: SendMessageIntentHandling {
    func handle(intent: SendMessageIntent) async throws -> SendMessageIntentResponse {
      SendMessageIntentResponse(code: .success)
    }
  }

  @Test func unimplementedResolveMethodsAcceptTheValueAsGiven() async throws {
    let adapter = EchoHandler().erased
    let intent = Intent(
      name: .sendMessage, app: "UnicornChat",
      parameters: ["recipients": .array([.person(.spoken("Ana"))]), "content": .string("hi")])
    #expect(
      try await adapter.resolve("recipients", in: intent)
        == .items([.success(.person(.spoken("Ana")))])
    )
    #expect(try await adapter.resolve("content", in: intent) == .single(.success(.string("hi"))))
    #expect(try await adapter.resolve("nonsense", in: intent) == nil)
    #expect(try await adapter.confirm(intent).code.name == "ready")
    #expect(try await adapter.handle(intent).code.name == "success")
  }

  @Test func arrayParametersResolveItemByItem() async throws {
    struct PerItem: SendMessageIntentHandling {
      func resolveRecipients(for intent: SendMessageIntent) async throws -> [ResolutionResult<
        Person
      >] {
        (intent.recipients ?? []).map { $0.spokenPhrase == "Zed" ? .unsupported : .success($0) }
      }
      func handle(intent: SendMessageIntent) async throws -> SendMessageIntentResponse {
        .init(code: .success)
      }
    }
    let intent = Intent(
      name: .sendMessage,
      parameters: ["recipients": .array([.person(.spoken("Ana")), .person(.spoken("Zed"))])])
    #expect(
      try await PerItem().erased.resolve("recipients", in: intent)
        == .items([.success(.person(.spoken("Ana"))), .unsupported]))
  }

  @Test func speakableStringsCarryTheirVocabularyIdentifier() {
    let car = SpeakableString(
      spokenPhrase: "RainbowCar", pronunciationHint: "rainbow car",
      vocabularyIdentifier: "ride-rainbow")
    #expect(IntentValue.speakable(car).spokenText == "RainbowCar")
    #expect(car.vocabularyIdentifier == "ride-rainbow")
  }

  @Test func listsAreJoinedAsASentenceWould() {
    #expect(ListFormatting.join([]) == "")
    #expect(ListFormatting.join(["a"]) == "a")
    #expect(ListFormatting.join(["a", "b"]) == "a and b")
    #expect(ListFormatting.join(["a", "b", "c"]) == "a, b and c")
  }
}
