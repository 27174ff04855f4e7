import Foundation
import Store
import Testing

@testable import Transcript

/// A recording started on a state that has changed replays the state's turn log first.
@Suite struct RecordingSetupTests {
  func turn(_ session: String, _ text: String) -> LoggedTurn {
    LoggedTurn(session: session, text: text)
  }

  @Test func aNewStateNeedsNoSetup() throws {
    #expect(try RecordingSetup.turns(log: [], continuingIn: "now") == [])
  }

  @Test func turnsOfThisSessionAreTheSetupOfAMidSessionRecording() throws {
    let log = [turn("now", "book a ride to the airport"), turn("now", "yes")]
    #expect(
      try RecordingSetup.turns(log: log, continuingIn: "now") == [
        "book a ride to the airport", "yes",
      ])
  }

  @Test func earlierSessionsAreSeparatedAndTheRecordingStartsAnother() throws {
    let log = [turn("a", ":tick 5"), turn("b", "where is my ride"), turn("now", "hi")]
    #expect(
      try RecordingSetup.turns(log: log, continuingIn: "now") == [
        ":tick 5", "[new session]", "where is my ride", "[new session]", "hi",
      ])
    #expect(
      try RecordingSetup.turns(log: [turn("a", ":tick 5")], continuingIn: "now") == [
        ":tick 5", "[new session]",
      ])
  }

  @Test func shellsThatRanAtOnceCannotBeReplayedAsOne() {
    let interleaved = [turn("a", "x"), turn("b", "y"), turn("a", "z")]
    #expect(throws: RecordingSetup.Unavailable.self) {
      try RecordingSetup.turns(log: interleaved, continuingIn: "c")
    }
    // Another shell's turns came after this one's began.
    #expect(throws: RecordingSetup.Unavailable.self) {
      try RecordingSetup.turns(log: [turn("now", "x"), turn("b", "y")], continuingIn: "now")
    }
  }

  @Test func aStateChangedBeforeTheLogWasKeptCannotBeRebuilt() {
    #expect(throws: RecordingSetup.Unavailable.self) {
      try RecordingSetup.turns(log: nil, continuingIn: "now")
    }
  }

  @Test func theHeaderKeepsZoneTraceVocabularyAndSetupAndParsesBack() throws {
    let recorder = TranscriptRecorder(
      TranscriptHeader(
        dataSet: "../data/rides", timeZone: TimeZone(identifier: "Europe/Paris"), trace: true,
        vocabulary: ["../vocab"], setup: ["book a ride", "[passcode]", "[new session]"]))
    recorder.userSaid("where is my ride")
    let text = recorder.transcript.text
    #expect(
      text == """
        # intentsh transcript 1
        # data: ../data/rides
        # vocab: ../vocab
        # time-zone: Europe/Paris
        # trace: on
        # setup: the turns before the recording began; replayed, not compared
        #> book a ride
        #> [passcode]
        #> [new session]
        > where is my ride

        """)
    let parsed = try TranscriptFile.parse(text, path: "t")
    #expect(parsed.dataSet == "../data/rides")
    #expect(parsed.vocabulary == ["../vocab"])
    #expect(parsed.timeZone == TimeZone(identifier: "Europe/Paris"))
    #expect(parsed.setup == ["book a ride", "[passcode]", "[new session]"])
    #expect(parsed.trace)
  }

  /// Header values and notes are trimmed of blanks as Foundation's `.whitespaces` trims them,
  /// a no-break or ideographic space at an end included.
  @Test func headerValuesAndNotesAreTrimmedOfBlanks() throws {
    let parsed = try TranscriptFile.parse(
      "# intentsh transcript 1\n# data: \t ../data/rides \t\n# vocab:\u{00A0}../vocab\u{3000}\n"
        + "#   A note\u{00A0}\n# \tthat goes on \n#\n# \u{2003}second\n> hi\n", path: "t")
    #expect(parsed.dataSet == "../data/rides")
    #expect(parsed.vocabulary == ["../vocab"])
    #expect(parsed.notes == ["A note that goes on", "second"])
  }

  @Test func aSetupTurnAfterTheFirstTurnAndAnUnknownZoneAreRefusedByLine() {
    #expect(
      throws: TranscriptError(
        path: "t", line: 3, problem: "a setup turn \"#>\" after the first user turn")
    ) {
      try TranscriptFile.parse("# intentsh transcript 1\n> hi\n#> yes\n", path: "t")
    }
    #expect(
      throws: TranscriptError(
        path: "t", line: 2,
        problem: "time-zone: \"Mars/Olympus\" is not a time zone (such as America/Los_Angeles)")
    ) {
      try TranscriptFile.parse("# intentsh transcript 1\n# time-zone: Mars/Olympus\n", path: "t")
    }
  }
}
