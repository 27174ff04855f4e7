import ArgumentParser
import Foundation
import IntentKit
import Runtime
import Store
import Understanding

/// `intentsh parse`: understanding only; resolves nothing, changes nothing.
struct Parse: ParsableCommand {
  static let configuration = CommandConfiguration(
    abstract: "Print the intent and raw parameters understood from an utterance.")

  @Option(help: ArgumentHelp("The data set folder, or \"demo\".", valueName: "dir"))
  var data: String = "demo"

  @Flag(help: "Print one JSON object {\"app\", \"intent\", \"parameters\"}.")
  var json = false

  @Argument(help: "What the user says, for example \"text hello to John on UnicornChat\".")
  var utterance: [String]

  func run() throws {
    let dataSet: DataSet
    do {
      dataSet = try DataSetLoader.load(DataSetLoader.folder(named: data))
    } catch {
      throw UserFacingError(message: "\(error)")
    }
    let understander = Understander(apps: dataSet.apps.map(\.manifest))
    let intent = understander.understand(utterance.joined(separator: " "))
    if json {
      let fields =
        intent.map(IntentJSON.fields)
        ?? [("app", .null), ("intent", .null), ("parameters", .object([]))]
      print(JSONValue.object(fields).serialized)
      return
    }
    guard let intent else {
      print("intent: none (not understood)")
      return
    }
    print("app: \(intent.app ?? "(not named)")")
    print("intent: \(intent.name)")
    print("parameters:")
    for (name, value) in intent.parameters.sorted(by: { $0.key < $1.key }) {
      print("  \(name): \(IntentJSON.value(value).serialized)")
    }
  }
}
