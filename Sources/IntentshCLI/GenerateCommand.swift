import ArgumentParser
import Foundation
import IntentDefinitions

/// `intentsh generate swift FILE`: typed Swift for a definition's custom intents.
struct GenerateCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "generate",
    abstract: "Generate code from an Xcode intent definition file.",
    subcommands: [GenerateSwift.self])
}

struct GenerateSwift: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "swift",
    abstract: "Typed Swift for each custom intent, as Xcode generates it, for intentsh's runtime.",
    discussion: """
      Each intent as a TypedIntent with its parameters, its response codes with Xcode's raw \
      values, its parameters' unsupported reasons, the …IntentHandling protocol a handler \
      adopts (an app returns its …Handler from `handlers`), and the intent's dialog as its \
      `customIntent` (an app gives it in `customIntents`). Standard output, or --output FILE.
      """)

  @Option(name: [.short, .long], help: ArgumentHelp("Write to this file.", valueName: "file"))
  var output: String?

  @Argument(help: "The .intentdefinition file.")
  var path: String

  func run() throws {
    let file: IntentDefinitionFile
    do {
      file = try IntentDefinitionLoader.load(path: path)
    } catch let error as IntentDefinitionError {
      throw UserFacingError(message: "\(error)")
    }
    let source = SwiftGenerator.source(
      for: file, named: URL(fileURLWithPath: path).lastPathComponent)
    guard let output else { return print(source, terminator: "") }
    do {
      try Data(source.utf8).write(to: URL(fileURLWithPath: output), options: .atomic)
    } catch {
      throw UserFacingError(message: "\(output): cannot be written")
    }
  }
}
