import Foundation
import Testing
import Transcript

@testable import Export

#if canImport(FoundationXML)
  import FoundationXML
#endif

/// Each export format's structure, on real transcripts replayed: the seed's flow, a paged
/// disambiguation, one that no longer replays as recorded.
@Suite struct ExportTests {
  static let transcripts = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("transcripts")

  static func conversation(_ relative: String) async throws -> ExportedConversation {
    try await ExportedConversation.replay(
      transcripts.appendingPathComponent(relative).path, with: Replayer())
  }

  /// The elements of an XML document whose class has `name`, counted, once it parses.
  final class ClassCounter: NSObject, XMLParserDelegate {
    var counts: [String: Int] = [:]
    func parser(
      _ parser: XMLParser, didStartElement element: String, namespaceURI: String?,
      qualifiedName: String?, attributes: [String: String] = [:]
    ) {
      for name in (attributes["class"] ?? "").split(separator: " ") {
        counts[String(name), default: 0] += 1
      }
    }
  }

  func parsedClasses(_ html: String) throws -> [String: Int] {
    let parser = XMLParser(data: Data(html.utf8))
    let counter = ClassCounter()
    parser.delegate = counter
    #expect(parser.parse(), "not well-formed: \(String(describing: parser.parserError))")
    return counter.counts
  }

  /// What the replay showed, one bubble each: a user turn, a line said, a question.
  func bubbles(_ conversation: ExportedConversation) -> Int {
    conversation.turns.reduce(0) { count, turn in
      count + 1
        + turn.steps.filter {
          switch $0 {
          case .say, .prompt, .error: true
          case .call, .end: false
          }
        }.count
    }
  }

  @Test(arguments: ["messaging/seed-flow.transcript", "messaging/paged-disambiguation.transcript"])
  func theHTMLPageParsesWithOneBubblePerThingShown(_ path: String) async throws {
    let conversation = try await Self.conversation(path)
    #expect(conversation.passed)
    let classes = try parsedClasses(HTMLExport.page(conversation))
    #expect(classes["bubble"] == bubbles(conversation))
    #expect(classes["user"] == conversation.turns.count)
    #expect(classes["turn"] == conversation.turns.count)
    #expect(classes["calls"] == conversation.turns.count)
  }

  @Test(arguments: ["messaging/seed-flow.transcript", "messaging/paged-disambiguation.transcript"])
  func theSVGPictureIsValidXMLWithABubblePerThingShown(_ path: String) async throws {
    let conversation = try await Self.conversation(path)
    let classes = try parsedClasses(SVGExport.picture(conversation))
    #expect(classes["user"] == conversation.turns.count)
    #expect((classes["user"] ?? 0) + (classes["siri"] ?? 0) == bubbles(conversation))
  }

  @Test func theSeedFlowIsDrawnWithItsListsAndTheCallsToTheApp() async throws {
    let conversation = try await Self.conversation("messaging/seed-flow.transcript")
    #expect(conversation.apps == ["UnicornChat"])
    let html = HTMLExport.page(conversation)
    #expect(html.contains("<span class=\"title\">John Baily</span>"))
    #expect(html.contains("<span class=\"subtitle\">home, mobile, work</span>"))
    #expect(html.contains("<code>confirm</code>"))
    let mermaid = MermaidExport.diagram(conversation)
    #expect(mermaid.hasPrefix("sequenceDiagram\n"))
    #expect(mermaid.contains("participant App1 as UnicornChat"))
    #expect(mermaid.contains("Siri->>App1: resolveRecipients\n  App1-->>Siri: disambiguation(3)"))
    #expect(mermaid.contains("Siri->>App1: handle\n  App1-->>Siri: success"))
    #expect(mermaid.contains("User->>Siri: the second one"))
    let markdown = MarkdownExport.document(conversation)
    #expect(markdown.contains("**You:** the second one"))
    #expect(markdown.contains("> 2. John Baily — home, mobile, work"))
  }

  @Test func aPagedListShowsWhichPageItIs() async throws {
    let conversation = try await Self.conversation("messaging/paged-disambiguation.transcript")
    let html = HTMLExport.page(conversation)
    #expect(html.contains("<p class=\"page\">page 1 of 2</p>"))
    #expect(html.contains("<li value=\"4\">"))
    #expect(MarkdownExport.document(conversation).contains("*page 2 of 2*"))
  }

  @Test func aPasscodeIsDrawnAsDotsNeverAsItsPlaceholder() async throws {
    let conversation = try await Self.conversation("security/locked-device-unlock.transcript")
    let secrets = conversation.turns.filter(\.isSecret)
    #expect(secrets.map(\.input).contains("[passcode]"))
    let html = HTMLExport.page(conversation)
    let dots = "<p class=\"bubble user secret\" aria-label=\"passcode\">••••</p>"
    #expect(html.components(separatedBy: dots).count - 1 == secrets.count)
    #expect(!html.contains("passcode]"))
  }

  @Test func aTranscriptThatNoLongerReplaysIsDrawnWithTheMismatchMarked() async throws {
    let seed = try String(
      contentsOf: Self.transcripts.appendingPathComponent("messaging/seed-flow.transcript"),
      encoding: .utf8)
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "intentsh-export-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let path = folder.appendingPathComponent("changed.transcript").path
    try seed.replacingOccurrences(of: "Sent \"hello\"", with: "Sent \"goodbye\"")
      .replacingOccurrences(
        of: "# data: demo",
        with: "# data: \(Self.transcripts.appendingPathComponent("../Sources/Store/DemoData").path)"
      )
      .write(toFile: path, atomically: true, encoding: .utf8)
    let conversation = try await ExportedConversation.replay(path, with: Replayer())
    #expect(!conversation.passed)
    let marked = conversation.turns.filter { $0.mismatch != nil }
    #expect(marked.map(\.input) == ["yes"])
    let classes = try parsedClasses(HTMLExport.page(conversation))
    #expect(classes["mismatch"] == 1)
    #expect(MermaidExport.diagram(conversation).contains("Note over User,Siri: does not replay"))
  }

  @Test func theGalleryListsEachFlowByDomain() async throws {
    let seed = try await Self.conversation("messaging/seed-flow.transcript")
    let ride = try await Self.conversation("rides/book-ride-choosing-the-option.transcript")
    let html = HTMLExport.gallery([
      (seed, "messaging/seed-flow.html"), (ride, "rides/book-ride-choosing-the-option.html"),
    ])
    let classes = try parsedClasses(html)
    #expect(classes["flows"] == 2)
    #expect(html.contains("<h2>messaging</h2>"))
    #expect(html.contains("<a href=\"rides/book-ride-choosing-the-option.html\">"))
  }

  @Test func textFromTranscriptsIsDrawnLiterally() {
    #expect(
      HTMLExport.escaped("<b>\"Tom & Jerry's\"</b>\u{7}")
        == "&lt;b&gt;&quot;Tom &amp; Jerry&#39;s&quot;&lt;/b&gt;")
    #expect(MermaidExport.text("a; b #1 <mobile>") == "a#59; b #35;1 #60;mobile#62;")
    #expect(MarkdownExport.inline("*bold* [x](y)") == "\\*bold\\* \\[x\\](y)")
    #expect(MermaidExport.summary(of: "[disambiguation(A, B (c), D)]") == "disambiguation(3)")
    #expect(MermaidExport.summary(of: "ready") == "ready")
  }
}

/// Presenter mode's script and its asciicast: what is written, in order, with its pauses.
@Suite struct PlayTests {
  @Test func theCastIsAsciicastVersionTwoWithTheConversationInOrder() async throws {
    let conversation = try await ExportTests.conversation("messaging/seed-flow.transcript")
    let cast = CastExport.recording(conversation, width: 80, height: 24, color: false)
    let lines = cast.split(separator: "\n").map(String.init)
    let header = try #require(
      try JSONSerialization.jsonObject(with: Data(lines[0].utf8)) as? [String: Any])
    #expect(header["version"] as? Int == 2)
    #expect(header["width"] as? Int == 80)
    #expect(header["height"] as? Int == 24)
    var last = 0.0
    var shown = ""
    for line in lines.dropFirst() {
      let event = try #require(
        try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [Any])
      #expect(event.count == 3)
      let time = try #require(event[0] as? Double)
      #expect(time >= last)
      last = time
      #expect(event[1] as? String == "o")
      shown += try #require(event[2] as? String)
    }
    #expect(shown.contains("> text hello to John on UnicornChat\r\nWhich John?\r\n"))
    #expect(shown.contains("  2. John Baily · home, mobile, work\r\n"))
    #expect(shown.hasSuffix("Sent \"hello\" to John Baily on UnicornChat.\r\n"))
    // Typed at a person's pace: the whole show takes seconds, not an instant.
    #expect(last > 5)
  }

  @Test func callsAreShownOnlyWhenTracedAndEachTurnIsAStop() async throws {
    let conversation = try await ExportTests.conversation("messaging/seed-flow.transcript")
    let plain = PlayScript(conversation, width: 80, speed: 1, trace: false)
    let traced = PlayScript(conversation, width: 80, speed: 1, trace: true)
    func calls(_ script: PlayScript) -> Int {
      script.steps.filter { if case .write(_, .call) = $0 { true } else { false } }.count
    }
    #expect(calls(plain) == 0)
    #expect(calls(traced) > conversation.turns.count)
    #expect(plain.turnStarts.count == conversation.turns.count)
    // Twice the speed, half the pauses.
    func seconds(_ script: PlayScript) -> Double {
      script.steps.reduce(0) { if case .pause(let s) = $1 { $0 + s } else { $0 } }
    }
    let fast = PlayScript(conversation, width: 80, speed: 2, trace: false)
    #expect(abs(seconds(fast) * 2 - seconds(plain)) < 0.001)
  }

  @Test func longLinesWrapAtWordsKeepingTheirIndentation() {
    let lines = PlayScript.wrapped("  1. a long option title · with its subtitle", width: 20)
    #expect(lines == ["  1. a long option", "    title · with its", "    subtitle"])
    #expect(lines.allSatisfy { $0.count <= 20 })
    #expect(PlayScript.wrapped("short", width: 20) == ["short"])
    #expect(
      PlayScript.wrapped(String(repeating: "x", count: 25), width: 10).allSatisfy { $0.count <= 10 }
    )
  }
}
