import Dialog
import Foundation
import Runtime
import Transcript

/// A transcript as it replayed now: each user turn with what the assistant showed and the app
/// calls it made, and where it did not replay as the transcript expects. What every export
/// format draws; the replay, not the file's text, so that a picture of a flow proves it.
public struct ExportedConversation: Sendable {
  public var path: String
  /// The file's name without `.transcript`: "seed-flow".
  public var name: String
  /// The folder it is in, which names its domain: "messaging".
  public var domain: String
  /// What the file says of itself, before its first turn.
  public var notes: [String]
  public var dataSet: String
  public var turns: [ExportedTurn]
  public var mismatches: [Mismatch]
  /// The apps its requests went to, in the order they first did.
  public var apps: [String]

  public var passed: Bool { mismatches.isEmpty }

  /// "Seed flow": the name as words.
  public var title: String {
    let words = name.replacingOccurrences(of: "-", with: " ")
    return words.prefix(1).uppercased() + words.dropFirst()
  }
}

/// One user turn and what followed it.
public struct ExportedTurn: Sendable, Equatable {
  /// As the transcript writes it; a passcode as its placeholder.
  public var input: String
  public var steps: [ExportedStep]
  /// The first line of the turn that did not replay as expected.
  public var mismatch: Mismatch?
  /// A passcode typed (its placeholder), drawn as dots.
  public var isSecret: Bool
}

/// What the assistant did after a user turn, in order.
public enum ExportedStep: Sendable, Equatable {
  /// A call to understanding (`app` nil) or to the app (resolve, confirm, handle) and what it
  /// returned.
  case call(String, result: String, app: String?)
  case say(String)
  /// A question, with its options on the page shown.
  case prompt(PromptView)
  case error(String)
  case end(Outcome)
}

extension ExportedConversation {
  /// Replays the transcript at `path` with every call traced, and keeps what each turn did.
  public static func replay(_ path: String, with replayer: Replayer) async throws
    -> ExportedConversation
  {
    let transcript = try TranscriptFile.parse(TranscriptFile.read(path: path), path: path)
    var turns = transcript.turns.map { turn in
      ExportedTurn(
        input: turn.input, steps: [], mismatch: nil,
        isSecret: SecretEntry(placeholder: turn.input) != nil)
    }
    var current: Int?
    var apps: [String] = []
    // The app of the request under way: the one its calls go to.
    var app: String?
    // A prompt's lines come again as `say` events: drawn once, as the prompt.
    var promptLinesLeft = 0
    func called(_ call: String, _ result: String) -> ExportedStep {
      .call(call, result: result, app: call == "understand" ? nil : app)
    }
    func add(_ step: ExportedStep) {
      guard let current else { return }  // A setup turn's: not drawn.
      turns[current].steps.append(step)
    }
    let result = try await replayer.replay(
      path: path,
      events: { event in
        switch event {
        case .dialog(.intent(let intent)):
          app = intent.app
          if current != nil, let app, !apps.contains(app) { apps.append(app) }
        case .dialog(.prompt(let view)):
          add(.prompt(view))
          promptLinesLeft = view.lines.count
        case .dialog(.say(let text)):
          if promptLinesLeft > 0 {
            promptLinesLeft -= 1
          } else {
            add(.say(text))
          }
        case .dialog(.end(let outcome)): add(.end(outcome))
        case .trace(let call, let result): add(called(call, result))
        case .error(let message): add(.error(message))
        default: break
        }
      },
      unshownCalls: { call, result in add(called(call, result)) },
      turnStarted: { index in current = index })
    // Each mismatch is the turn's whose lines it falls among.
    let starts = transcript.turns.map(\.line)
    for mismatch in result.mismatches {
      guard let index = starts.lastIndex(where: { $0 <= mismatch.line }) else { continue }
      turns[index].mismatch = turns[index].mismatch ?? mismatch
    }
    let url = URL(fileURLWithPath: path)
    return ExportedConversation(
      path: path, name: url.deletingPathExtension().lastPathComponent,
      domain: url.deletingLastPathComponent().lastPathComponent, notes: transcript.notes,
      dataSet: transcript.dataSet, turns: turns, mismatches: result.mismatches, apps: apps)
  }
}
