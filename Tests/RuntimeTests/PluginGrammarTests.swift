import AppSupport
import Apps
import Foundation
import IntentKit
import Store
import Testing

@testable import Runtime

/// An app's own phrasings join the assistant's understanding, in the language they are written
/// for, and a broken file stops the start naming its line.
@Suite struct PluginGrammarTests {
  /// A plug-in that brings the English phrasing written in `chuck.grammar` of its folder; no
  /// data set installs it.
  protocol Chucker: SiriApp {
    static var name: String { get }
  }

  enum GoodChucker: Chucker { static let name = "good" }
  enum BrokenChucker: Chucker { static let name = "broken" }

  func environment<Plugin: Chucker>(_ plugin: Plugin.Type, grammar: String) throws
    -> SessionEnvironment
  {
    let folder = Plugin.grammarFolders["en"]!
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    // Atomically: tests run at once, and one may read the folder while another writes it.
    try Data(grammar.utf8).write(
      to: folder.appendingPathComponent("chuck.grammar"), options: .atomic)
    let database = try AppDatabase.inMemory()
    try database.importDataSet(
      DataSetLoader.load(DataSetLoader.demoFolder, appKinds: InstalledApps.kinds()))
    return try SessionEnvironment(
      database: database, clock: SessionEnvironment.replayClock(for: database),
      dataSetFolder: nil, plugins: InstalledApps.builtIn + [plugin])
  }

  @Test func anAppsPhrasingIsUnderstood() throws {
    let understander = try environment(
      GoodChucker.self,
      grammar: "intent addTasks\nchuck {taskTitles:items} onto my {targetTaskList:list} list\n"
    ).understander
    let intent = try #require(understander.understand("chuck soap onto my grocery list"))
    #expect(intent.name == .addTasks)
    #expect(intent[AddTasksIntent.taskTitles]?.map(\.spokenPhrase) == ["soap"])
  }

  @Test func aBrokenPhrasingStopsTheStartNamingItsLine() throws {
    #expect {
      _ = try environment(BrokenChucker.self, grammar: "intent addTasks\nchuck {someone}\n")
    } throws: { error in
      "\(error)".contains("chuck.grammar:2")
    }
  }
}

extension PluginGrammarTests.Chucker {
  static var kind: String { "chucker-\(name)" }
  static var intents: Set<IntentName> { [] }
  static var grammarFolders: [String: URL] {
    [
      "en": FileManager.default.temporaryDirectory.appendingPathComponent(
        "intentsh-plugin-grammar-\(name)-\(ProcessInfo.processInfo.processIdentifier)")
    ]
  }
  init(record: AppRecord, database: AppDatabase, clock: any DeviceClock) {
    preconditionFailure("never installed")
  }
  var handlers: [IntentName: any IntentHandler] { [:] }
}
