import IntentshCLI

/// The `intentsh` executable: the command line with the built-in apps.
@main
enum Main {
  static func main() { Intentsh.main() }
}
