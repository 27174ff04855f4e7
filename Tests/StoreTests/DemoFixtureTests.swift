import Apps
import IntentKit
import TestSupport
import Testing

@testable import Store

/// The fixtures other test targets share are the demo data set's, not a copy that drifts.
@Suite struct DemoFixtureTests {
  /// What understanding reads of an app: its names and what it can do.
  func understood(_ manifests: [AppManifest]) -> [String] {
    manifests.map { app in
      let names = app.alternativeNames.map { "\($0.name)/\($0.pronunciationHint ?? "")" }
      return ([app.name] + names + app.supportedIntents.map(\.rawValue)).joined(separator: " ")
    }
  }

  @Test func theSharedDemoAppsAreTheDataSetsApps() throws {
    let dataSet = try DataSetLoader.load(DataSetLoader.demoFolder, appKinds: InstalledApps.kinds())
    #expect(
      understood(dataSet.apps.filter(\.isInstalled).map(\.manifest))
        == understood(DemoApps.installed))
    let notInstalled = dataSet.apps.filter { !$0.isInstalled }.map(\.manifest)
    #expect(
      understood(DemoApps.notInstalled) == understood(Array(notInstalled.prefix(3))))
  }

  @Test func theAppNamesAreTheRecordsNamesInDataSetOrder() throws {
    let database = try demoDatabase()
    let names = try database.appNames()
    #expect(names == (try database.apps().map(\.name)))
    #expect(names == (try demoDataSet().apps.map(\.name)))
  }
}
