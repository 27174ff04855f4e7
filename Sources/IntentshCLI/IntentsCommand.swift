import ArgumentParser
import Foundation
import IntentDefinitions
import Runtime

/// `intentsh intents`: reads Xcode intent definition files and says what each declares, or
/// where it is malformed.
struct IntentsCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "intents",
    abstract: "Check Xcode intent definition files and print what they declare.",
    discussion: """
      Prints each intent with its parameters, their Siri dialogs, its shortcut titles and its \
      responses, then the file's custom types and enums. A folder is searched for \
      .intentdefinition files. Warnings (a ${name} that names nothing, a translation whose \
      placeholders differ) go to standard error; a malformed file is exit 2, naming the file \
      and key path.
      """)

  @Option(
    help: ArgumentHelp(
      "Show the texts of this translation (the xx.lproj/*.strings beside the file).",
      valueName: "language"))
  var language: String?

  @Argument(help: "Intent definition files, or folders to search for them.")
  var paths: [String]

  func run() throws {
    let files = try paths.flatMap(Self.definitionFiles)
    var failed = false
    for (index, path) in files.enumerated() {
      do {
        let file = try IntentDefinitionLoader.load(path: path)
        for warning in file.warnings { Self.complain("warning: \(warning)") }
        if let language, file.localization(language) == nil {
          let languages = file.localizations.map(\.language)
          throw IntentDefinitionError(
            file: path, keyPath: "",
            problem: "no \(language).lproj translation beside it"
              + (languages.isEmpty ? "" : " (it has \(languages.joined(separator: ", ")))"))
        }
        if index > 0 { print("") }
        for line in IntentDefinitionDescription.lines(file, language: language) {
          print(TerminalText.inert(line))
        }
      } catch let error as IntentDefinitionError {
        Self.complain("\(error)")
        failed = true
      }
    }
    if failed { throw ExitCode(2) }
  }

  /// `path` itself, or the `.intentdefinition` files under it (hidden folders, such as
  /// `.build`, left out), in path order.
  static func definitionFiles(_ path: String) throws -> [String] {
    var isFolder: ObjCBool = false
    guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) else {
      throw UserFacingError(message: "\(path): no such file or folder")
    }
    guard isFolder.boolValue else { return [path] }
    guard let walk = FileManager.default.enumerator(atPath: path) else {
      throw UserFacingError(message: "\(path): cannot be read")
    }
    var found: [String] = []
    while let relative = walk.nextObject() as? String {
      let name = (relative as NSString).lastPathComponent
      if name.hasPrefix(".") {
        walk.skipDescendants()
      } else if name.hasSuffix(".intentdefinition") {
        found.append((path as NSString).appendingPathComponent(relative))
      }
    }
    guard !found.isEmpty else {
      throw UserFacingError(message: "\(path): no .intentdefinition file in this folder")
    }
    return found.sorted()
  }

  static func complain(_ line: String) {
    FileHandle.standardError.write(Data("intentsh: \(TerminalText.inert(line))\n".utf8))
  }
}
