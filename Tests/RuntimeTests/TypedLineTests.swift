import Apps
import Foundation
import Store
import Testing

@testable import Runtime

/// The line handling a long request goes through at each turn, kept to what it was.
@Suite struct TypedLineTests {
  @Test func trimmingWhitespaceTrimsAsFoundationDoes() {
    let lines = [
      "", " ", "\t", "  hello  ", "\thello\t", "\u{00A0}hello\u{3000}", "hello\n", "\nhello",
      " \u{301}hello", "hello \u{301}", "a b", "🦄 ", " ١٢٣٤ ",
    ]
    for line in lines {
      #expect(line.trimmingWhitespace() == line.trimmingCharacters(in: .whitespaces), "\(line)")
    }
  }

  @Test func everyScalarFoundationCallsWhitespaceIsTrimmedAndNoOther() {
    // The basic plane and the first supplementary one: every space separator is in the first.
    for value in UInt32(0)..<0x2_0000 {
      guard let scalar = Unicode.Scalar(value) else { continue }
      let line = "\(scalar)x\(scalar)"
      #expect(
        line.trimmingWhitespace() == line.trimmingCharacters(in: .whitespaces),
        "U+\(String(value, radix: 16))")
    }
  }

  @Test func appHelpQuestionsAreFoundAsBefore() {
    #expect(AppHelp.question("what can UnicornRides do?") == "unicornrides")
    #expect(AppHelp.question("So what can Unicorn Pay do") == "unicorn pay")
    #expect(AppHelp.question("what can I do with ListOMat?") == "listomat")
    #expect(AppHelp.question("so so what can X do") == nil)
    #expect(AppHelp.question("what can do") == nil)
    #expect(AppHelp.question("add box 1, box 2 and box 3 to my hardware store list") == nil)
  }

  /// The bytes' check before the characters are read never turns away a line the characters
  /// would read as a question: lines of one or two first words (in other cases, with an
  /// accent that joins their last letter, a look-alike letter), parted by spaces, question
  /// marks or a space an accent joins, before the rest of a question or of a request.
  @Test func appHelpQuestionsAreFoundAsByTheirCharacters() {
    let starts = ["", " ", "?", " \u{301}"]
    let words = ["what", "WHAT", "wHaT", "so", "So", "wh", "Ｗhat", "what\u{301}", "whatever"]
    let separators = [" ", "?", "  ", " \u{301}", "? "]
    let rests = [
      "can listomat do?", "can I do with listomat", "can do", "can x y do", "time is it",
    ]
    var lines: [String] = []
    for start in starts {
      for separator in separators {
        for rest in rests {
          for first in words {
            lines.append(start + first + separator + rest)
            for second in words {
              lines.append(start + first + separator + second + separator + rest)
            }
          }
        }
      }
    }
    var questions = 0
    for line in lines {
      let found = AppHelp.questionReadByCharacters(line)
      #expect(AppHelp.question(line) == found, "\(line.debugDescription)")
      if found != nil { questions += 1 }
    }
    #expect(questions > 100)
  }

  @Test func aPasscodeCommandLineIsShownWithoutItsDigits() throws {
    let database = try AppDatabase.inMemory()
    try database.importDataSet(
      DataSetLoader.load(DataSetLoader.demoFolder, appKinds: InstalledApps.kinds()))
    let session = Session(
      environment: try SessionEnvironment(
        database: database, clock: ManualClock(.now), dataSetFolder: nil)
    ) { _ in }
    #expect(session.shownForm(of: "  :unlock 1234 ").text == ":unlock [passcode]")
    #expect(session.shownForm(of: ":passcode  1234").text == ":passcode [passcode]")
    #expect(session.shownForm(of: ":unlock").text == ":unlock")
    // The meta-command parser splits on any whitespace and drops quotes: so must this check.
    #expect(session.shownForm(of: ":unlock\t1234").text == ":unlock [passcode]")
    #expect(session.shownForm(of: ":\"unlock\" 1234").text == ":unlock [passcode]")
    #expect(session.shownForm(of: ":unlock\"1234\"").text == ":unlock [passcode]")
    #expect(session.shownForm(of: ":passcode\u{A0}1234").text == ":passcode [passcode]")
    #expect(!session.shownForm(of: ":unlock\t1234").keepInHistory)
    #expect(session.shownForm(of: ":unlocked").text == ":unlocked")
    #expect(session.shownForm(of: " 1234 ").isMisplacedPasscode)
    #expect(session.shownForm(of: "text hi to Ana").text == "text hi to Ana")
  }
}
