import Foundation

/// Where `--record` and `:record` write: a regular file or a new path, nothing else. Writing
/// through a symlink or to a FIFO or device node would replace it with a regular file (as root,
/// `--record /dev/full` replaced /dev/full). The transcript is written whole and atomically
/// (a temporary file renamed over it) at every turn and at the end, so a write that fails is
/// reported at once and a session that is killed keeps all but its last turn.
struct RecordingFile {
  let path: String

  /// Refuses a path that exists and is not a regular file, or whose folder does not exist.
  init(path: String) throws {
    guard !path.isEmpty else { throw UserFacingError(message: "--record needs a file name") }
    var status = stat()
    if lstat(path, &status) == 0 {
      guard status.st_mode & S_IFMT == S_IFREG else {
        let kind: String
        switch status.st_mode & S_IFMT {
        case S_IFLNK: kind = "a symbolic link"
        case S_IFDIR: kind = "a folder"
        case S_IFIFO: kind = "a FIFO"
        case S_IFCHR, S_IFBLK: kind = "a device"
        default: kind = "not a regular file"
        }
        throw UserFacingError(
          message: "\(path): \(kind); a transcript is written only to a regular file or a new path")
      }
    } else {
      let folder = (path as NSString).deletingLastPathComponent
      var isFolder: ObjCBool = false
      guard
        FileManager.default.fileExists(
          atPath: folder.isEmpty ? "." : folder, isDirectory: &isFolder),
        isFolder.boolValue
      else {
        throw UserFacingError(message: "\(path): no such folder to write the transcript in")
      }
    }
    self.path = path
  }

  /// Replaces the file with `text`, atomically.
  func write(_ text: String) throws {
    do {
      try text.write(toFile: path, atomically: true, encoding: .utf8)
    } catch {
      throw UserFacingError(
        message: "\(path): cannot write transcript: \(error.localizedDescription)")
    }
  }
}
