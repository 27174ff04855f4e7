#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Why a history file could not be prepared.
struct HistoryFileError: Error, Equatable, CustomStringConvertible {
  /// The path that failed (the file or one of its folders).
  let path: String
  /// What was being done, e.g. "create folder".
  let operation: String
  /// The errno value, or 0 when the failure is not a system error.
  let code: Int32

  var description: String {
    let reason = code == 0 ? "not a regular file" : Platform.describe(errno: code)
    return "cannot \(operation) \(path): \(reason)"
  }
}

/// Keeps the history file private: it can hold names, places and message text.
enum HistoryFile {
  /// The permission bits of the history file.
  static let fileMode: mode_t = 0o600
  /// The permission bits of a folder created to hold it.
  static let folderMode: mode_t = 0o700

  /// Makes `path` ready to hold history: creates missing folders above it with mode 0700,
  /// creates the file with mode 0600, or sets an existing file's mode back to 0600.
  static func prepare(_ path: String) throws {
    try createFolders(above: path)
    var status = stat()
    if stat(path, &status) == 0 {
      guard status.st_mode & S_IFMT == S_IFREG else {
        throw HistoryFileError(path: path, operation: "use", code: 0)
      }
      if status.st_mode & 0o7777 != fileMode, chmod(path, fileMode) != 0 {
        throw HistoryFileError(path: path, operation: "change the mode of", code: errno)
      }
      return
    }
    let descriptor = open(path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, fileMode)
    guard descriptor >= 0 else {
      throw HistoryFileError(path: path, operation: "create", code: errno)
    }
    defer { close(descriptor) }
    // The umask may have removed bits from 0600; set them exactly.
    if fchmod(descriptor, fileMode) != 0 {
      throw HistoryFileError(path: path, operation: "change the mode of", code: errno)
    }
  }

  /// Creates each missing folder on the way to `path`'s parent, with mode 0700.
  private static func createFolders(above path: String) throws {
    let components = path.split(separator: "/", omittingEmptySubsequences: false).dropLast()
    var folder = ""
    for (position, component) in components.enumerated() {
      folder += position == 0 ? String(component) : "/" + component
      if folder.isEmpty || component.isEmpty || component == "." || component == ".." {
        continue
      }
      var status = stat()
      if stat(folder, &status) == 0 { continue }
      if mkdir(folder, folderMode) == 0 {
        _ = chmod(folder, folderMode)
      } else if errno != EEXIST {
        throw HistoryFileError(path: folder, operation: "create folder", code: errno)
      }
    }
  }
}
