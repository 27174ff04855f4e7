// swift-tools-version: 6.0
import PackageDescription

// A to-do app of its own, run by intentsh's shell, replay and parse: the example of the README's
// "Write your own app". It depends on intentsh by path, as a developer's package would by URL.
let package = Package(
  name: "TinyTodo",
  platforms: [.macOS(.v14)],
  dependencies: [.package(name: "intentsh", path: "../..")],
  targets: [
    .executableTarget(
      name: "tinytodo",
      dependencies: [.product(name: "IntentshKit", package: "intentsh")],
      resources: [.copy("Grammars")])
  ],
  swiftLanguageModes: [.v6]
)
