import Foundation
import Runtime
import Store

/// Writes a live session down as a transcript that replays green unchanged.
public final class TranscriptRecorder {
  private var lines: [TranscriptFile.Line] = []
  private let header: Header

  /// What a transcript's header keeps so that it replays as the session ran.
  public struct Header: Sendable {
    /// "demo", or the data set's folder relative to the transcript's.
    public var dataSet: String
    /// The handler deadline, written when it is not the default.
    public var handlerTimeout: TimeInterval
    /// The device's time zone, written when it is not the data set's.
    public var timeZone: TimeZone?
    /// Whether the shell ran with `--trace`.
    public var trace: Bool
    /// `--vocab` folders, relative to the transcript's.
    public var vocabulary: [String]
    /// The turns that made the state the recording starts from (`TranscriptFile.setup`).
    public var setup: [String]

    public init(
      dataSet: String, handlerTimeout: TimeInterval = HandlerDeadline.defaultSeconds,
      timeZone: TimeZone? = nil, trace: Bool = false, vocabulary: [String] = [],
      setup: [String] = []
    ) {
      self.dataSet = dataSet
      self.handlerTimeout = handlerTimeout
      self.timeZone = timeZone
      self.trace = trace
      self.vocabulary = vocabulary
      self.setup = setup
    }
  }

  public init(_ header: Header) {
    self.header = header
  }

  /// A recorder of the demo data set with the default deadline.
  public convenience init(
    dataSet: String, handlerTimeout: TimeInterval = HandlerDeadline.defaultSeconds
  ) {
    self.init(Header(dataSet: dataSet, handlerTimeout: handlerTimeout))
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
    let timeout: TimeInterval? =
      header.handlerTimeout == HandlerDeadline.defaultSeconds ? nil : header.handlerTimeout
    if let timeout { comments.append("# handler-timeout: \(HandlerDeadline.number(timeout))") }
    if let zone = header.timeZone { comments.append("# time-zone: \(zone.identifier)") }
    if header.trace { comments.append("# trace: on") }
    if !header.setup.isEmpty {
      comments.append("# setup: the turns before the recording began; replayed, not compared")
      comments += header.setup.map {
        TranscriptFile.setupPrefix + TextRendering.userLine($0)
      }
    }
    return TranscriptFile(
      path: "", lines: comments.map(TranscriptFile.Line.comment) + lines,
      dataSet: header.dataSet, handlerTimeout: timeout, timeZone: header.timeZone,
      trace: header.trace, vocabulary: header.vocabulary, setup: header.setup)
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
    if let current, current != session {
      finished.insert(current)
      if finished.contains(session) {
        throw Unavailable.interleaved
      }
      turns.append(TranscriptFile.newSessionTurn)
    }
    return turns
  }
}
