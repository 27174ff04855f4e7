import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Reads and writes the files replay works with through the system calls themselves, so that a
/// failure is said in plain words ("permission denied", "is a folder") rather than as
/// Foundation's error text.
public enum PlainFile {
  /// A file that cannot be read or written, said as a phrase to follow "path: ".
  public struct Problem: Error, Equatable, CustomStringConvertible {
    public var description: String
  }

  /// The whole file at `path`. Only a regular file is read: a FIFO would wait for a writer.
  public static func bytes(at path: String) throws(Problem) -> [UInt8] {
    var status = stat()
    guard stat(path, &status) == 0 else { throw Problem(errno: errno) }
    switch status.st_mode & S_IFMT {
    case S_IFREG: break
    case S_IFDIR: throw Problem(description: "is a folder, not a file")
    default: throw Problem(description: "not a regular file (a FIFO, socket or device)")
    }
    let descriptor = open(path, O_RDONLY | O_CLOEXEC)
    guard descriptor >= 0 else { throw Problem(errno: errno) }
    defer { close(descriptor) }
    var bytes: [UInt8] = []
    bytes.reserveCapacity(Int(status.st_size))
    // No larger than the file (and one byte, to see its end), up to 64 KiB: a transcript is a
    // few KiB, and zeroing 64 KiB for each was more than reading it.
    var buffer = [UInt8](repeating: 0, count: min(64 * 1024, Int(status.st_size) + 1))
    while true {
      let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
      if count == 0 { return bytes }
      if count < 0 {
        if errno == EINTR { continue }
        throw Problem(errno: errno)
      }
      bytes += buffer[..<count]
    }
  }

  /// Replaces the file at `path` with `text`, whole or not at all: the text goes to a new file in
  /// the same folder, which is then renamed over `path`, so a reader never sees half of it. A
  /// file that already exists keeps its permissions.
  public static func writeAtomically(_ text: String, to path: String) throws(Problem) {
    let folder = (path as NSString).deletingLastPathComponent
    let name = (path as NSString).lastPathComponent
    var existing = stat()
    let exists = stat(path, &existing) == 0
    if exists, existing.st_mode & S_IFMT == S_IFDIR {
      throw Problem(description: "is a folder, not a file")
    }
    let mode = exists ? mode_t(existing.st_mode & 0o7777) : mode_t(0o644)
    var template = Array(((folder.isEmpty ? "." : folder) + "/.\(name).XXXXXX").utf8CString)
    let descriptor = template.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
    guard descriptor >= 0 else {
      throw errno == ENOENT || errno == ENOTDIR
        ? Problem(description: "no such folder") : Problem(errno: errno)
    }
    let temporary = String(
      decoding: template.dropLast().map { UInt8(bitPattern: $0) }, as: UTF8.self)
    do throws(Problem) {
      defer { close(descriptor) }
      var bytes = Array(text.utf8)[...]
      while !bytes.isEmpty {
        let count = bytes.withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
        if count < 0 {
          if errno == EINTR { continue }
          throw Problem(errno: errno)
        }
        bytes = bytes.dropFirst(count)
      }
      guard fchmod(descriptor, mode) == 0, rename(temporary, path) == 0 else {
        throw Problem(errno: errno)
      }
    } catch {
      unlink(temporary)
      throw error
    }
  }

  /// Replaces a file's text through `writeAtomically`, for a transcript: a problem is said as a
  /// file-level TranscriptError.
  static func rewrite(transcript text: String, at path: String) throws {
    do {
      try writeAtomically(text, to: path)
    } catch {
      throw TranscriptError(path: path, line: nil, problem: "cannot write the update: \(error)")
    }
  }
}

extension PlainFile.Problem {
  /// The system's error number in plain words.
  init(errno code: Int32) {
    switch code {
    case EACCES, EPERM: description = "permission denied"
    case ENOENT: description = "no such file"
    case ENOTDIR: description = "a part of the path is not a folder"
    case EISDIR: description = "is a folder, not a file"
    case ELOOP: description = "too many symbolic links"
    case ENAMETOOLONG: description = "the name is too long"
    case EROFS: description = "read-only file system"
    case ENOSPC: description = "no space left on the device"
    case EDQUOT: description = "disk quota exceeded"
    case EIO: description = "input/output error"
    default: description = String(cString: strerror(code)).lowercased()
    }
  }
}

extension TranscriptFile {
  /// The text of the transcript at `path`. A file that cannot be read says why in plain words;
  /// one that is not UTF-8 names the line and the byte (counted from 1) where it stops being.
  public static func read(path: String) throws -> String {
    let bytes: [UInt8]
    do {
      bytes = try PlainFile.bytes(at: path)
    } catch {
      throw TranscriptError(path: path, line: nil, problem: "cannot read: \(error)")
    }
    if let text = String(validating: bytes, as: UTF8.self) { return text }
    var iterator = bytes.makeIterator()
    var parser = Unicode.UTF8.ForwardParser()
    var offset = 0
    while case .valid(let scalar) = parser.parseScalar(from: &iterator) { offset += scalar.count }
    let line = bytes[..<offset].count(where: { $0 == UInt8(ascii: "\n") }) + 1
    throw TranscriptError(path: path, line: line, problem: "not UTF-8 at byte \(offset + 1)")
  }
}
