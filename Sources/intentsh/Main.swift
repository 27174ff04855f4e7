import ArgumentParser
import Foundation

/// Entry point: runs the command and maps failures to DESIGN.md §1's exit codes
/// (0 success, 1 replay mismatch or failed check, 2 usage or input-file error).
@main
enum Main {
  static func main() async {
    do {
      var command = try Intentsh.parseAsRoot()
      if var asyncCommand = command as? any AsyncParsableCommand {
        try await asyncCommand.run()
      } else {
        try command.run()
      }
    } catch let failure as UserFacingError {
      FileHandle.standardError.write(Data("intentsh: \(failure.message)\n".utf8))
      exit(failure.exitCode)
    } catch {
      let code = Intentsh.exitCode(for: error)
      if code == .success {
        Intentsh.exit(withError: error)  // --help and --version print to stdout and exit 0.
      }
      let message = Intentsh.fullMessage(for: error)
      if !message.isEmpty { FileHandle.standardError.write(Data((message + "\n").utf8)) }
      exit(code == ExitCode(1) ? 1 : 2)
    }
  }
}

/// An error shown to the user as one line, with its exit code.
struct UserFacingError: Error {
  var message: String
  var exitCode: Int32 = 2
}

struct Intentsh: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "intentsh",
    abstract: "A terminal assistant that talks to SiriKit-style apps the way Siri does.",
    subcommands: [Shell.self, Replay.self, Parse.self],
    defaultSubcommand: Shell.self
  )
}
