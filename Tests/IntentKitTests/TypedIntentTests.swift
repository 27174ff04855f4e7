import Testing

@testable import IntentKit

@Suite("Typed intents and handlers")
struct TypedIntentTests {
  /// A car handler that implements only `handle`, as SiriKit allows.
  struct HandleOnly: SetCarLockStatusIntentHandling {
    func handle(intent: SetCarLockStatusIntent) async throws -> SetCarLockStatusIntentResponse {
      SetCarLockStatusIntentResponse(
        code: .success, output: [OutputField(CarLockOutput.locked, intent.locked ?? false)])
    }
  }

  @Test func aParameterReadsBackAsItsTypeAndNothingElse() {
    var intent = Intent(name: .setCarLockStatus)
    intent[SetCarLockStatusIntent.locked] = true
    #expect(intent.parameters["locked"] == .boolean(true))
    #expect(SetCarLockStatusIntent(intent).locked == true)
    intent.parameters["locked"] = .string("maybe")
    #expect(SetCarLockStatusIntent(intent).locked == nil)
    #expect(intent.said(SetCarLockStatusIntent.locked) == .string("maybe"))
  }

  @Test func wordsSaidReadAsASpeakableString() {
    let intent = Intent(name: .setCarLockStatus, parameters: ["carName": .string("rosy")])
    #expect(SetCarLockStatusIntent(intent).carName == SpeakableString(spokenPhrase: "rosy"))
  }

  @Test func anArrayParameterReadsItsItems() {
    let recipients = IntentArrayParameter<Person>("recipients")
    var intent = Intent(name: .sendMessage)
    intent[recipients] = [Person.spoken("Ana"), Person.spoken("Kate")]
    #expect(intent[recipients]?.map(\.displayName) == ["Ana", "Kate"])
    #expect(
      recipients.schema == ParameterSchema(name: "recipients", valueType: .person, isArray: true))
  }

  @Test func theSchemaIsBuiltFromTheDeclaredParameters() {
    #expect(IntentCatalog.setCarLockStatus.parameters.map(\.name) == ["carName", "locked"])
    #expect(
      IntentCatalog.setCarLockStatus.parameters.map(\.valueType) == [.speakableString, .boolean])
    #expect(
      IntentCatalog.setCarLockStatus.authenticatesOnlyWhen
        == ParameterCondition(parameter: "locked", value: .boolean(false)))
  }

  @Test func unimplementedMethodsAnswerAsSiriKitDoes() async throws {
    let handler = HandleOnly().erased
    let intent = Intent(
      name: .setCarLockStatus,
      parameters: [
        "carName": .speakable(SpeakableString(spokenPhrase: "Rosie")), "locked": .boolean(false),
      ])
    #expect(
      try await handler.resolve("carName", in: intent)
        == .single(.success(.speakable(SpeakableString(spokenPhrase: "Rosie")))))
    #expect(try await handler.resolve("locked", in: intent) == .single(.success(.boolean(false))))
    #expect(
      try await handler.resolve("locked", in: Intent(name: .setCarLockStatus))
        == .single(.notRequired))
    #expect(try await handler.resolve("colour", in: intent) == nil)
    #expect(
      try await handler.confirm(intent).code
        == ResponseCode(SetCarLockStatusIntentResponseCode.ready))
    let response = try await handler.handle(intent)
    #expect(response.code == ResponseCode(SetCarLockStatusIntentResponseCode.success))
    #expect(response[CarLockOutput.locked] == false)
    #expect(response[CarLockOutput.carKind] == nil)
  }
}
