import Apps
import Foundation

@testable import Store

/// A new data set folder holding `files` (name -> text).
func folder(_ files: [String: String]) throws -> URL {
  let url = FileManager.default.temporaryDirectory.appendingPathComponent(
    "intentsh-\(UUID().uuidString)")
  try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
  for (name, text) in files {
    try text.write(to: url.appendingPathComponent(name), atomically: true, encoding: .utf8)
  }
  return url
}

/// The demo data set, as the bundled apps check it.
func demoDataSet() throws -> DataSet {
  try DataSetLoader.load(DataSetLoader.demoFolder, appKinds: InstalledApps.kinds())
}

/// A state in memory holding the demo data set, as a fresh start imports it.
func demoDatabase() throws -> AppDatabase {
  let database = try AppDatabase.inMemory()
  try database.importDataSet(demoDataSet())
  return database
}

/// The problem a data set extending the demo with `files` has, as one line without the file;
/// nil when it loads.
func dataSetProblem(_ files: [String: String]) throws -> String? {
  let url = try folder([#"dataset.json"#: #"{"extends": "demo"}"#].merging(files) { $1 })
  do {
    _ = try DataSetLoader.load(url, appKinds: InstalledApps.kinds())
    return nil
  } catch let error as DataSetError {
    return error.problem
  }
}
