import Foundation
import Runtime

/// Writes a live session down as a transcript that replays green unchanged.
public final class TranscriptRecorder {
  private var lines: [TranscriptFile.Line] = []
  private let dataSet: String
  private let handlerTimeout: TimeInterval

  /// `handlerTimeout` is written as a header when it is not the default, so that replay runs
  /// with the same deadline.
  public init(dataSet: String, handlerTimeout: TimeInterval = HandlerDeadline.defaultSeconds) {
    self.dataSet = dataSet
    self.handlerTimeout = handlerTimeout
  }

  /// A user turn; secrets are written as the placeholder, never as typed.
  public func userSaid(_ text: String) {
    lines.append(.turn(TextRendering.userLine(text), line: 0))
  }

  /// A line the assistant showed.
  public func assistantSaid(_ text: String) {
    guard !lines.isEmpty else { return }
    lines.append(.expected(text, line: 0))
  }

  public var transcript: TranscriptFile {
    var header: [TranscriptFile.Line] = [
      .comment(TranscriptFile.magic), .comment("# data: \(dataSet)"),
    ]
    let timeout: TimeInterval? =
      handlerTimeout == HandlerDeadline.defaultSeconds ? nil : handlerTimeout
    if let timeout {
      header.append(.comment("# handler-timeout: \(HandlerDeadline.number(timeout))"))
    }
    return TranscriptFile(
      path: "", lines: header + lines, dataSet: dataSet, handlerTimeout: timeout)
  }
}
