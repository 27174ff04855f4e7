import Foundation
import Store
import Testing

@testable import Runtime

@Suite struct SessionTests {
  func session(trace: Bool = false) throws -> (Session, () -> [SessionEvent]) {
    let demo = try DemoSession(trace: trace)
    return (demo.session, demo.events)
  }

  @Test func theSeedFlowEndsWithTheMessageSent() async throws {
    let (session, events) = try session()
    for line in ["text hello to John on UnicornChat", "John Baily", "mobile", "yes"] {
      _ = await session.submit(line)
    }
    let said = events().compactMap { event -> String? in
      if case .dialog(.say(let text)) = event { return text }
      return nil
    }
    #expect(said.last == "Sent \"hello\" to John Baily on UnicornChat.")
    #expect(!session.isInDialog)
  }

  @Test func jsonEventsFollowTheContract() async throws {
    let (session, events) = try session()
    _ = await session.submit("text hello to Ana on UnicornChat")
    let lines = events().map { EventJSON.json($0).serialized }
    #expect(lines.first == #"{"event":"user","text":"text hello to Ana on UnicornChat"}"#)
    #expect(lines.contains(#"{"event":"confirm","code":"ready"}"#))
    #expect(
      lines.contains {
        $0.hasPrefix(
          #"{"event":"prompt","kind":"confirmIntent","text":"Send \"hello\" to Ana Lopez (mobile) on UnicornChat?"#
        )
      })
    #expect(
      lines.contains {
        $0.hasPrefix(#"{"event":"intent","app":"UnicornChat","intent":"sendMessage","parameters":"#)
      })
  }

  @Test func traceShowsEachHandlerCall() async throws {
    let (session, events) = try session(trace: true)
    _ = await session.submit("text hello to John on UnicornChat")
    let traces = events().compactMap { event -> String? in
      if case .trace(let call, let result) = event { return "\(call) -> \(result)" }
      return nil
    }
    // The rule's line moves as the grammar grows; the file and score do not.
    #expect(traces.count == 2)
    #expect(
      traces.first?.hasPrefix("understand -> sendMessage 0.883 (en/messaging.grammar:") == true)
    #expect(
      traces.last
        == "resolveRecipients([\"John\" siriMatches: [John Appleseed, John Baily, Jon Snow]]) -> [disambiguation(John Appleseed, John Baily, Jon Snow)]"
    )
  }

  @Test func metaCommandsNeverReachUnderstanding() async throws {
    let (session, events) = try session()
    #expect(await session.submit(":quit") == .quit)
    _ = await session.submit(":nonsense")
    #expect(events().contains(.error("unknown command :nonsense (try :help)")))
    _ = await session.submit(":apps")
    #expect(
      events().contains(
        .say("UnicornChat (also \"Unicorn Chat\", \"Unichat\"): sendMessage, searchForMessages")))
  }

  @Test func ctrlCEndsTheDialogAndTheSessionGoesOn() async throws {
    let (session, events) = try session()
    _ = await session.submit("text hello to John on UnicornChat")
    #expect(session.isInDialog)
    await session.interrupt()
    #expect(!session.isInDialog)
    #expect(events().suffix(2) == [.say("OK, cancelled."), .end(.cancelled)])
  }

  @Test func resetRestoresTheDataSet() async throws {
    let (session, _) = try session()
    for line in ["text hi to Ana on UnicornChat", "yes"] { _ = await session.submit(line) }
    #expect(try session.environment.database.messages(inConversation: "conv-2").count == 3)
    _ = await session.submit(":reset")
    #expect(try session.environment.database.messages(inConversation: "conv-2").count == 2)
  }

  @Test func addTasksHandleEventCarriesTheModifiedList() async throws {
    let (session, events) = try session()
    _ = await session.submit("add rice and onions to my grocery store list")
    let handle = try #require(
      events().map { EventJSON.json($0).serialized }.first { $0.hasPrefix(#"{"event":"handle""#) })
    #expect(handle.contains(#""code":"success""#))
    #expect(
      handle.contains(
        #""modifiedTaskList":{"title":{"spokenPhrase":"Grocery Store","vocabularyIdentifier":"list-grocery"},"tasks":[{"title":{"spokenPhrase":"eggs"},"status":"notCompleted","priority":"notFlagged","identifier":"list-grocery.1","listTitle":"Grocery Store"}"#
      ))
    #expect(handle.contains(#""addedTasks":[{"title":{"spokenPhrase":"rice"}"#))
  }
}

extension SessionTests {
  @Test func promptOptionsCarryTheirImageInJSON() async throws {
    let (session, events) = try session()
    _ = await session.submit("book a ride to the airport")
    let prompt = try #require(
      events().map { EventJSON.json($0).serialized }.first { $0.hasPrefix(#"{"event":"prompt""#) })
    #expect(
      prompt.contains(
        #"{"index":1,"title":"RainbowCar","subtitle":"$19.81 · 4 min","image":"🌈"}"#))
  }

  @Test func aHandOffIsAnEventWithTheActivity() async throws {
    let (session, events) = try session()
    _ = await session.submit("book a rainbow car to the airport on friday at 9am")
    let handOff = try #require(
      events().map { EventJSON.json($0).serialized }.first { $0.hasPrefix(#"{"event":"handOff""#) })
    #expect(handOff.contains(#""app":"UnicornRides","activityType":"UnicornRides.scheduleRide""#))
  }
}

@Suite struct JSONValueTests {
  @Test func escapesControlCharactersAndQuotes() {
    let value = JSONValue.object([("a", .string("x\"y\\z\n\u{1}é"))])
    #expect(value.serialized == #"{"a":"x\"y\\z\n\u0001é"}"#)
  }

  @Test func copiesTextInRunsExactlyAsEscapingEachScalar() {
    let pieces = [
      "a", "\"", "\\", "\n", "\r", "\t", "\u{1}", "\u{1F}", "\u{7F}", "é", "\u{301}", "🦄",
    ]
    var texts = [""]
    for _ in 1...3 { texts += texts.flatMap { text in pieces.map { text + $0 } } }
    for text in Set(texts) {
      #expect(JSONValue.string(text).serialized == Self.escapedScalarByScalar(text))
    }
  }

  /// JSON's escaping written the plain way, one scalar at a time.
  static func escapedScalarByScalar(_ text: String) -> String {
    var out = "\""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\"": out += "\\\""
      case "\\": out += "\\\\"
      case "\n": out += "\\n"
      case "\r": out += "\\r"
      case "\t": out += "\\t"
      case let control where control.value < 0x20:
        let hex = String(control.value, radix: 16)
        out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
      default: out.unicodeScalars.append(scalar)
      }
    }
    return out + "\""
  }
}

extension SessionTests {
  /// The media intents' events carry INMediaSearch by SiriKit's field names, and a launch in
  /// the background says so.
  @Test func aMediaRequestsEventsCarryItsSearchAndTheBackgroundLaunch() async throws {
    let (session, events) = try session()
    _ = await session.submit("play my WWDC playlist in ControlAudio")
    let lines = events().map { EventJSON.json($0).serialized }
    #expect(
      lines.contains(
        #"{"event":"intent","app":"ControlAudio","intent":"playMedia","parameters":{"mediaSearch":{"mediaType":"playlist","sortOrder":"unknown","mediaName":"WWDC","reference":"unknown"}}}"#
      ))
    #expect(
      lines.contains {
        $0.hasPrefix(
          #"{"event":"resolve","parameter":"mediaItems","item":0,"result":"success","value":{"identifier":"playlist-wwdc","title":"WWDC","type":"playlist","artwork":"💻"}"#
        )
      })
    #expect(
      lines.contains(
        #"{"event":"handOff","app":"ControlAudio","activityType":"INPlayMediaIntent","userInfo":{},"inBackground":true}"#
      ))
  }
}
