/// Writes a live session down as a transcript that replays green unchanged.
public final class TranscriptRecorder {
  private var lines: [TranscriptFile.Line] = []
  private let dataSet: String

  public init(dataSet: String) { self.dataSet = dataSet }

  /// A user turn; secrets are written as the placeholder, never as typed.
  public func userSaid(_ text: String) { lines.append(.turn(text, line: 0)) }

  /// A line the assistant showed.
  public func assistantSaid(_ text: String) {
    guard !lines.isEmpty else { return }
    lines.append(.expected(text, line: 0))
  }

  public var transcript: TranscriptFile {
    TranscriptFile(
      path: "",
      lines: [.comment(TranscriptFile.magic), .comment("# data: \(dataSet)")] + lines,
      dataSet: dataSet)
  }
}
