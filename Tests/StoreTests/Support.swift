import Foundation

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
