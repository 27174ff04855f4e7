import Foundation
import Testing

@testable import LineEditing

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A fresh folder under the temporary directory, removed by `remove()`.
private struct TemporaryFolder {
  let path: String

  init() throws {
    path =
      FileManager.default.temporaryDirectory
      .appendingPathComponent("LineEditingTests-\(UUID().uuidString)").path
    try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
  }

  func remove() {
    try? FileManager.default.removeItem(atPath: path)
  }
}

/// The permission bits of `path`, or nil when it does not exist.
private func permissions(of path: String) -> mode_t? {
  var status = stat()
  guard stat(path, &status) == 0 else { return nil }
  return status.st_mode & 0o7777
}

@Suite("History file permissions")
struct HistoryFileTests {
  @Test func historyFileIsCreatedWithMode0600() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let file = folder.path + "/history"
    try HistoryFile.prepare(file)
    #expect(permissions(of: file) == 0o600)
  }

  @Test func missingFoldersAreCreatedWithMode0700() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let file = folder.path + "/config/intentsh/history"
    try HistoryFile.prepare(file)
    #expect(permissions(of: folder.path + "/config") == 0o700)
    #expect(permissions(of: folder.path + "/config/intentsh") == 0o700)
    #expect(permissions(of: file) == 0o600)
  }

  @Test func existingFolderKeepsItsMode() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    #expect(chmod(folder.path, 0o755) == 0)
    try HistoryFile.prepare(folder.path + "/history")
    #expect(permissions(of: folder.path) == 0o755)
  }

  @Test func existingHistoryFileIsChmoddedTo0600AndKeepsItsContent() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let file = folder.path + "/history"
    try "_HiStOrY_V2_\nremind me\n".write(toFile: file, atomically: false, encoding: .utf8)
    #expect(chmod(file, 0o644) == 0)
    try HistoryFile.prepare(file)
    #expect(permissions(of: file) == 0o600)
    #expect(try String(contentsOfFile: file, encoding: .utf8) == "_HiStOrY_V2_\nremind me\n")
  }

  @Test func folderInPlaceOfTheHistoryFileIsRefused() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    #expect(throws: HistoryFileError.self) { try HistoryFile.prepare(folder.path) }
    #expect(permissions(of: folder.path) != 0o600)
  }

  @Test func folderThatCannotBeCreatedIsReportedWithItsPath() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let blocker = folder.path + "/file"
    try "".write(toFile: blocker, atomically: false, encoding: .utf8)
    let error = #expect(throws: HistoryFileError.self) {
      try HistoryFile.prepare(blocker + "/sub/history")
    }
    #expect(error?.path == blocker + "/sub")
  }

  @Test(.enabled(if: Terminal.isInteractive, "an EditLineReader needs a terminal"))
  func editLineReaderSavesNonBlankHistoryWithMode0600() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let file = folder.path + "/state/history"
    do {
      let reader = EditLineReader(programName: "test", historyFile: file, historyLimit: 2) { _ in
        []
      }
      reader.addHistory("first")
      reader.addHistory("  ")
      reader.addHistory("second")
      reader.addHistory("third")
    }
    #expect(permissions(of: file) == 0o600)
    let saved = try String(contentsOfFile: file, encoding: .utf8)
    #expect(saved == "_HiStOrY_V2_\nsecond\nthird\n")
  }
}
