import ArgumentParser
import Export
import Foundation
import LineEditing
import Runtime
import Transcript

/// `intentsh play`: presenter mode. Replays a transcript, then shows it live on the terminal:
/// each user turn typed at a person's pace, the assistant's answers as the replay gave them,
/// a key before each turn.
struct PlayCommand: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "play",
    abstract:
      "Present a transcript live: space or Enter for the next turn, b back one, q to quit; "
      + "exit 1 when it does not replay as recorded.")

  @Option(
    help: ArgumentHelp("How fast to type and answer: 2 is twice a person's pace.", valueName: "x"))
  var speed: Double = 1

  @Flag(help: "Run to the end without waiting for keys.")
  var auto = false

  @Flag(help: "Show each call to understanding and to the app, and its result.")
  var trace = false

  @Flag(name: .customLong("no-color"), help: "No colour (NO_COLOR is honoured too).")
  var noColor = false

  @OptionGroup var vocabulary: VocabularyOption

  @Argument(help: "The transcript to present.")
  var path: String

  func validate() throws {
    guard speed > 0, speed <= 100 else {
      throw ValidationError("--speed must be above 0, at most 100")
    }
  }

  func run() async throws {
    let replayer = Replayer(
      globalVocabulary: try vocabulary.load(), plugins: AppPlugins.current)
    let conversation: ExportedConversation
    do {
      conversation = try await ExportedConversation.replay(path, with: replayer)
    } catch {
      throw UserFacingError(message: "\(error)")
    }
    let script = PlayScript(conversation, width: Terminal.columns, speed: speed, trace: trace)
    let style = TerminalStyle(enabled: !noColor && TerminalStyle.wantsColor)
    let waits = !auto && Terminal.isInteractive
    var header = style.dim(TerminalText.inert("\(conversation.title) (\(conversation.domain))"))
    header += "\n\n"
    if waits { header += style.dim("space: next · b: back · q: quit") + "\n\n" }
    let player = Player(script: script, style: style, header: header)
    player.write(header)
    var position = 0
    while position < script.steps.count {
      switch script.steps[position] {
      case .turn(let index):
        if waits {
          switch Self.key() {
          case .next: break
          case .back:
            let target = max(index - 1, 0)
            position = player.redraw(upTo: target)
            continue
          case .quit:
            player.write("\n")
            return
          }
        } else if index > 0 {
          try await Task.sleep(for: .seconds(1.2 / speed))
        }
      case .pause(let seconds):
        try await Task.sleep(for: .seconds(seconds))
      case .write(let text, let kind):
        player.write(player.styled(text, kind))
      }
      position += 1
    }
    if !conversation.passed {
      throw UserFacingError(
        message: "\(conversation.path) does not replay as recorded (its mismatches are marked)",
        exitCode: 1)
    }
  }

  enum Key { case next, back, quit }

  /// The presenter's key: anything but b, q, Ctrl-C and Ctrl-D goes on.
  static func key() -> Key {
    while true {
      guard let key = KeyInput.next() else { return .quit }
      switch key {
      case "b", "B": return .back
      case "q", "Q", "\u{3}", "\u{4}": return .quit
      case " ", "\n", "\r", "n", "N": return .next
      default: continue
      }
    }
  }

  /// Writes to the terminal, and draws the show again up to a turn when the presenter goes
  /// back.
  struct Player {
    let script: PlayScript
    let style: TerminalStyle
    /// What the show starts with, before the first turn.
    let header: String

    func write(_ text: String) {
      FileHandle.standardOutput.write(Data(text.utf8))
    }

    func styled(_ text: String, _ kind: PlayScript.Style) -> String {
      style.enabled ? kind.colored(text) : text
    }

    /// Clears the screen and writes, at once, everything before turn `index`; returns where
    /// the show goes on from (that turn's wait).
    func redraw(upTo index: Int) -> Int {
      let start = script.turnStarts[index]
      var text = "\u{1B}[2J\u{1B}[H" + header
      for step in script.steps[..<start] {
        if case .write(let piece, let kind) = step { text += styled(piece, kind) }
      }
      write(text)
      return start
    }
  }
}
