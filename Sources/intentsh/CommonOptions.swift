import ArgumentParser
import Foundation
import Runtime
import Store

/// Options every command shares (DESIGN.md §1).
struct CommonOptions: ParsableArguments {
  @Option(help: ArgumentHelp("The data set folder, or \"demo\".", valueName: "dir"))
  var data: String = "demo"

  @Option(help: ArgumentHelp("The SQLite state file.", valueName: "file"))
  var state: String?

  @Flag(help: "Keep state in memory; write nothing.")
  var ephemeral = false

  @Flag(help: "Print JSON Lines events instead of text.")
  var json = false

  @Flag(help: "Show each resolve, confirm and handle call and its result.")
  var trace = false

  @Flag(name: .customLong("no-color"), help: "No colour (NO_COLOR is honoured too).")
  var noColor = false

  /// Where state lives when neither --state nor --ephemeral is given.
  static var defaultStateFolder: String {
    let environment = ProcessInfo.processInfo.environment
    if let xdg = environment["XDG_DATA_HOME"], !xdg.isEmpty { return xdg + "/intentsh" }
    return (environment["HOME"] ?? ".") + "/.local/share/intentsh"
  }

  var dataSetFolder: URL { DataSetLoader.folder(named: data) }

  /// Opens the state and imports the data set into it on first use.
  func openDatabase() throws -> AppDatabase {
    do {
      let database =
        ephemeral
        ? try AppDatabase.inMemory()
        : try AppDatabase.open(path: state ?? Self.defaultStateFolder + "/state.sqlite")
      if try database.isEmpty() {
        try database.importDataSet(DataSetLoader.load(dataSetFolder))
      }
      return database
    } catch let error as DataSetError {
      throw UserFacingError(message: error.description)
    } catch {
      throw UserFacingError(message: "\(error)")
    }
  }

  func validate() throws {
    if ephemeral, state != nil {
      throw ValidationError("--ephemeral and --state exclude each other")
    }
  }
}
