import Apps
import IntentshCLI

/// `tinytodo shell`, `tinytodo replay`, `tinytodo parse`: intentsh's command line, with TinyTodo
/// installed beside the built-in apps.
@main
enum Main {
  static func main() { Intentsh.main(apps: InstalledApps.builtIn + [TinyTodo.self]) }
}
