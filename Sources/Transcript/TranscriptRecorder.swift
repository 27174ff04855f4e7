import Foundation
import Runtime
import Store

/// Writes a live session down as a transcript that replays green unchanged.
public final class TranscriptRecorder {
  private var lines: [TranscriptFile.Line] = []
  private let header: TranscriptHeader

  /// `header.handlerTimeout` is written only when it is not the default.
  public init(_ header: TranscriptHeader) {
    self.header = header
  }

  /// A recorder of `dataSet` with the deadline `handlerTimeout`.
  public convenience init(
    dataSet: String, handlerTimeout: TimeInterval = HandlerDeadline.defaultSeconds
  ) {
    self.init(TranscriptHeader(dataSet: dataSet, handlerTimeout: handlerTimeout))
  }

  /// A user turn; secrets are written as the placeholder, never as typed.
  public func userSaid(_ text: String) {
    lines.append(.turn(TextRendering.userLine(text), line: 0))
  }

  /// A line the assistant showed.
  public func assistantSaid(_ text: String) {
    guard lines.contains(where: \.isTurn) else { return }
    lines.append(.expected(text, line: 0))
  }

  public var transcript: TranscriptFile {
    var comments = [TranscriptFile.magic, "# data: \(header.dataSet)"]
    comments += header.vocabulary.map { "# vocab: \($0)" }
    if let locale = header.locale { comments.append("# locale: \(locale)") }
    comments += header.grammars.map { "# grammar: \($0)" }
    comments += header.intentDefinitions.map { "# intents: \($0)" }
    var header = header
    if header.handlerTimeout == HandlerDeadline.defaultSeconds { header.handlerTimeout = nil }
    if let timeout = header.handlerTimeout {
      comments.append("# handler-timeout: \(HandlerDeadline.number(timeout))")
    }
    if let zone = header.timeZone { comments.append("# time-zone: \(zone.identifier)") }
    if header.trace { comments.append("# trace: on") }
    if !header.setup.isEmpty {
      comments.append("# setup: the turns before the recording began; replayed, not compared")
      comments += header.setup.map {
        TranscriptFile.setupPrefix + TextRendering.userLine($0)
      }
    }
    return TranscriptFile(
      path: "", lines: comments.map(TranscriptFile.Line.comment) + lines, header: header)
  }
}

extension TranscriptFile.Line {
  var isTurn: Bool {
    if case .turn = self { return true }
    return false
  }
}

/// The setup of a recording started on a state that has changed: the state's turn log, with a
/// `[new session]` turn wherever one shell session ended and another began.
public enum RecordingSetup {
  /// Why the log cannot rebuild the state, said to the person who asked to record.
  public struct Unavailable: Error, CustomStringConvertible {
    public var description: String

    static let interleaved = Unavailable(
      description:
        "another shell changed this state while this one ran, so no one replay can rebuild "
        + "it; record on a new --state or with --ephemeral")
  }

  /// The setup turns for a recording that goes on in `session`. Throws when replaying the log
  /// could not rebuild the state: it was changed before the log was kept (`log` nil), or two
  /// shells changed it at the same time, so no one sequence of turns made it.
  public static func turns(log: [LoggedTurn]?, continuingIn session: String) throws -> [String] {
    guard let log else {
      throw Unavailable(
        description:
          "this state was changed before intentsh kept a log of its turns, so a replay could "
          + "not start from it; record on a new --state or with --ephemeral")
    }
    var turns: [String] = []
    var finished: Set<String> = []
    var current: String?
    for entry in log {
      if entry.session != current {
        if let current { finished.insert(current) }
        guard !finished.contains(entry.session) else {
          throw Unavailable.interleaved
        }
        if current != nil { turns.append(TranscriptFile.newSessionTurn) }
        current = entry.session
      }
      turns.append(entry.text)
    }
    // The recording goes on in `session`: after another's turns, as a new session, unless its
    // own came before them.
    if let current, current != session {
      if finished.contains(session) { throw Unavailable.interleaved }
      turns.append(TranscriptFile.newSessionTurn)
    }
    return turns
  }
}
