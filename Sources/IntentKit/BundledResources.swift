import Foundation

/// Where a module's bundled files are. SwiftPM copies them into a `<package>_<target>.resources`
/// folder beside the executable (and `make install` keeps them there), which is looked up
/// directly: the generated `Bundle.module` makes a CFBundle of the folder first, which on Linux
/// costs each start about a millisecond per module. Anywhere else (a test runner, another
/// platform's bundle layout), the module's `Bundle` is asked, as before.
public enum BundledResources {
  /// `folder` ("intentsh_Store.resources") beside the running executable, else the resource
  /// folder of `bundle`.
  public static func folder(_ folder: String, else bundle: () -> Bundle) -> URL? {
    if let executableFolder {
      let beside = executableFolder.appendingPathComponent(folder, isDirectory: true)
      var isDirectory: ObjCBool = false
      if FileManager.default.fileExists(atPath: beside.path, isDirectory: &isDirectory),
        isDirectory.boolValue
      {
        return beside
      }
    }
    return bundle().resourceURL
  }

  /// The folder of the executable, its symbolic links resolved (`/usr/local/bin/intentsh` is
  /// one); nil where the system does not say (no `/proc`).
  private static let executableFolder: URL? = {
    guard let path = realpath("/proc/self/exe", nil) else { return nil }
    defer { free(path) }
    return URL(fileURLWithPath: String(cString: path)).deletingLastPathComponent()
  }()
}
