/// The version `intentsh --version` prints, and the man page carries: said once, here.
enum Version {
  static let current = "0.2.0"
}
