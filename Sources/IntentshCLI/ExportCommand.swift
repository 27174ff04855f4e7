import ArgumentParser
import Export
import Foundation
import Runtime
import Transcript

/// `intentsh export`: replays transcripts and draws them, for demos and docs.
struct ExportCommand: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "export",
    abstract:
      "Replay transcripts and draw them as HTML, SVG, Mermaid, Markdown or an asciicast; exit 1 when "
      + "one does not "
      + "replay as recorded (it is drawn with the mismatch marked), 2 on any error.")

  enum Format: String, ExpressibleByArgument, CaseIterable {
    case html, svg, mermaid, markdown, cast

    var fileExtension: String {
      switch self {
      case .html: "html"
      case .svg: "svg"
      case .mermaid: "mmd"
      case .markdown: "md"
      case .cast: "cast"
      }
    }
  }

  @Option(
    help: ArgumentHelp(
      "html (a page; a folder's transcripts also get an index.html), svg, mermaid, markdown, or cast "
        + "(asciicast v2 of `play --auto`)."))
  var format: Format = .html

  @Option(
    name: .shortAndLong,
    help: ArgumentHelp(
      "Where to write: a file for one transcript (else standard output), a folder for several.",
      valueName: "path"))
  var output: String?

  @Flag(help: "Write over files that exist.")
  var force = false

  @OptionGroup var vocabulary: VocabularyOption

  @Argument(help: "Transcript files, or folders searched for *.transcript.")
  var paths: [String]

  func run() async throws {
    let files: [String]
    do {
      files = try Replayer.transcriptFiles(in: paths)
    } catch {
      throw UserFacingError(message: "\(error)")
    }
    let single = files.count == 1 && !isFolder(paths[0])
    if !single, output == nil {
      throw UserFacingError(message: "several transcripts: say the folder to write them in (-o)")
    }
    let replayer = Replayer(
      globalVocabulary: try vocabulary.load(), plugins: AppPlugins.current)
    var conversations: [ExportedConversation] = []
    for file in files {
      do {
        conversations.append(try await ExportedConversation.replay(file, with: replayer))
      } catch {
        throw UserFacingError(message: "\(error)")
      }
    }
    if single, let conversation = conversations.first {
      let text = render(conversation, galleryLink: nil)
      if let output {
        // A folder that exists takes the file under the transcript's name.
        let file =
          isFolder(output)
          ? (output as NSString).appendingPathComponent(
            "\(conversation.name).\(format.fileExtension)") : output
        try write(text, to: file)
      } else {
        print(text, terminator: "")
      }
    } else if let output {
      try writeFolder(conversations, to: output, base: commonFolder(files))
    }
    let failed = conversations.filter { !$0.passed }
    for conversation in failed {
      FileHandle.standardError.write(
        Data(
          "intentsh: \(TerminalText.inert(conversation.path)) does not replay as recorded (drawn with its mismatches marked)\n"
            .utf8))
    }
    if !failed.isEmpty { throw ExitCode(1) }
  }

  private func render(_ conversation: ExportedConversation, galleryLink: String?) -> String {
    switch format {
    case .html: HTMLExport.page(conversation, galleryLink: galleryLink)
    case .svg: SVGExport.picture(conversation)
    case .mermaid: MermaidExport.diagram(conversation)
    case .markdown: MarkdownExport.document(conversation)
    case .cast:
      CastExport.recording(
        conversation, color: ProcessInfo.processInfo.environment["NO_COLOR"] == nil)
    }
  }

  /// Each conversation in the folder by its place under the transcripts' common folder
  /// ("messaging/seed-flow.html"); HTML also gets the gallery, `index.html`.
  private func writeFolder(
    _ conversations: [ExportedConversation], to folder: String, base: String
  ) throws {
    var entries: [(conversation: ExportedConversation, link: String)] = []
    for conversation in conversations {
      var relative = String(conversation.path.dropFirst(base.count))
      while relative.hasPrefix("/") { relative.removeFirst() }
      relative = (relative as NSString).deletingPathExtension + "." + format.fileExtension
      let depth = relative.split(separator: "/").count - 1
      let back = String(repeating: "../", count: depth) + "index.html"
      let path = (folder as NSString).appendingPathComponent(relative)
      try makeFolder((path as NSString).deletingLastPathComponent)
      try write(
        render(conversation, galleryLink: format == .html ? back : nil), to: path)
      entries.append((conversation, relative))
    }
    if format == .html {
      try write(
        HTMLExport.gallery(entries), to: (folder as NSString).appendingPathComponent("index.html"))
    }
  }

  /// The folder every file is under: what their places in the output are relative to.
  private func commonFolder(_ files: [String]) -> String {
    let folders = files.map { ($0 as NSString).deletingLastPathComponent.split(separator: "/") }
    guard var common = folders.first else { return "" }
    for folder in folders.dropFirst() {
      common = Array(zip(common, folder).prefix { $0 == $1 }.map(\.0))
    }
    let joined = common.joined(separator: "/")
    return files.first?.hasPrefix("/") == true ? "/" + joined : joined
  }

  private func write(_ text: String, to path: String) throws {
    if !force, FileManager.default.fileExists(atPath: path) {
      throw UserFacingError(message: "\(path): exists; --force writes over it")
    }
    do {
      try PlainFile.writeAtomically(text, to: path)
    } catch {
      throw UserFacingError(message: "\(path): \(error)")
    }
  }

  private func makeFolder(_ path: String) throws {
    do {
      try FileManager.default.createDirectory(
        atPath: path.isEmpty ? "." : path, withIntermediateDirectories: true)
    } catch {
      throw UserFacingError(message: "\(path): cannot make the folder")
    }
  }

  private func isFolder(_ path: String) -> Bool {
    var isFolder: ObjCBool = false
    return FileManager.default.fileExists(atPath: path, isDirectory: &isFolder)
      && isFolder.boolValue
  }
}
