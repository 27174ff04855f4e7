import Dialog
import Foundation
import IntentKit
import Testing

/// docs/RESPONSE-CODES.md is the table the code makes: every code of every supported intent
/// with its sentence. `INTENTSH_RECORD=1` rewrites the file (golden-file style).
@Suite struct ResponseCodeTableTests {
  static let file = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("docs/RESPONSE-CODES.md")

  let table = ResponseCodeTable.markdown(configuration: DialogConfiguration(apps: []))

  @Test func theDocsTableMatchesThePhrases() throws {
    if ProcessInfo.processInfo.environment["INTENTSH_RECORD"] != nil {
      try table.write(to: Self.file, atomically: true, encoding: .utf8)
    }
    let saved = try String(contentsOf: Self.file, encoding: .utf8)
    #expect(
      saved == table,
      "docs/RESPONSE-CODES.md is out of date: run INTENTSH_RECORD=1 swift test --filter ResponseCodeTable"
    )
  }

  @Test func everyFailureCodeOfAnIntentHasItsOwnSentence() {
    let configuration = DialogConfiguration(apps: [])
    for (name, _) in configuration.schemas {
      let phrases = configuration.phrases[name] ?? DefaultPhrases()
      let intent = Intent(name: name, app: "TheApp")
      let codes = ResponseCodeCatalog.codes(for: name).filter {
        $0.category != .ready && $0.category != .unspecified
      }
      let sentences = codes.map { phrases.response(IntentResponse(code: $0), in: intent) }
      #expect(Set(sentences).count == sentences.count, "\(name): \(sentences)")
    }
  }
}
