// swift-tools-version: 6.0
import PackageDescription

// Layering (DESIGN.md §6): imports point down.
// intentsh -> IntentshCLI -> Runtime / Transcript / LineEditing -> Apps -> Store, Dialog, Understanding
//   -> SpokenLanguage -> IntentKit; IntentDefinitions (Xcode's files) -> IntentKit
let package = Package(
  name: "intentsh",
  platforms: [.macOS(.v14)],
  products: [
    .executable(name: "intentsh", targets: ["intentsh"]),
    // For a developer's own apps: the SiriKit model (IntentKit), the app plug-in protocol and
    // the built-in apps (Apps), the state they keep (Store), and the command line to run them
    // with (IntentshCLI: `Intentsh.main(apps:)`).
    .library(
      name: "IntentshKit",
      targets: ["IntentKit", "IntentDefinitions", "Store", "AppSupport", "Apps", "IntentshCLI"]),
  ],
  dependencies: [
    .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
    .package(url: "https://github.com/groue/GRDB.swift", from: "7.0.0"),
    .package(url: "https://github.com/apple/swift-crypto", from: "4.5.2"),
    // Tests only: a failed comparison of large values prints where they differ.
    .package(url: "https://github.com/pointfreeco/swift-custom-dump", from: "1.3.0"),
    // Reports those failures to Swift Testing: without it they are printed and pass.
    .package(url: "https://github.com/pointfreeco/xctest-dynamic-overlay", from: "1.4.0"),
  ],
  targets: [
    .target(name: "IntentKit"),
    // Xcode intent definition files (.intentdefinition) and their translations: read,
    // checked, described and made into the custom intents the dialog runs.
    .target(name: "IntentDefinitions", dependencies: ["IntentKit"]),
    // How spoken words compare and read (names, titles, places, sounds, numbers, times) and
    // the read-only ports onto the user's data: below both Understanding and Store.
    .target(name: "SpokenLanguage", dependencies: ["IntentKit"]),
    .target(
      name: "Understanding", dependencies: ["IntentKit", "SpokenLanguage"],
      resources: [.copy("Grammars")]),
    .target(name: "Dialog", dependencies: ["IntentKit"]),
    .target(
      name: "Store",
      dependencies: [
        "IntentKit", "SpokenLanguage", .product(name: "GRDB", package: "GRDB.swift"),
        .product(name: "GRDBSQLite", package: "GRDB.swift"),
        .product(name: "Crypto", package: "swift-crypto"),
        .product(name: "CryptoExtras", package: "swift-crypto"),
      ],
      resources: [.copy("DemoData"), .copy("DataSets"), .copy("BundledVocabulary")]
    ),
    // An app is a plug-in (AppSupport's SiriApp); the built-in kinds are a module each, so no
    // app can reach another's code: they meet only through Store and the dialog.
    .target(name: "AppSupport", dependencies: ["IntentKit", "SpokenLanguage", "Store"]),
    .target(name: "MessagingApps", dependencies: ["AppSupport", "IntentKit", "Store"]),
    .target(
      name: "ListsApps", dependencies: ["AppSupport", "IntentKit", "SpokenLanguage", "Store"]),
    .target(name: "PaymentsApps", dependencies: ["AppSupport", "IntentKit", "Store"]),
    .target(name: "RidesApps", dependencies: ["AppSupport", "IntentKit", "Store"]),
    .target(name: "CarApps", dependencies: ["AppSupport", "IntentKit", "SpokenLanguage", "Store"]),
    // ControlAudio and any media app: SiriKit's media domain.
    .target(
      name: "MediaApps", dependencies: ["AppSupport", "IntentKit", "SpokenLanguage", "Store"]),
    // An app made from an intent definition file alone (`--intents FILE`).
    .target(
      name: "DefinitionApps",
      dependencies: ["AppSupport", "IntentDefinitions", "IntentKit", "SpokenLanguage", "Store"]),
    // Recipe Assistant: a custom intent compiled from its intent definition file, handled in the
    // app.
    .target(
      name: "RecipeApps", dependencies: ["AppSupport", "IntentKit", "Store"],
      // The definition is compiled into ShowDirectionsIntent.generated.swift, not read.
      exclude: ["Definitions"], resources: [.copy("Grammars")]),
    // The apps intentsh comes with, and how a data set's apps are started by kind.
    .target(
      name: "Apps",
      dependencies: [
        "AppSupport", "MessagingApps", "ListsApps", "PaymentsApps", "RidesApps", "CarApps",
        "MediaApps", "RecipeApps", "DefinitionApps", "IntentKit", "Store",
      ]),
    // SQLite's process-wide settings, which are set through a C variadic function.
    .systemLibrary(
      name: "CSQLiteSettings", pkgConfig: "sqlite3", providers: [.apt(["libsqlite3-dev"])]),
    .target(
      name: "Runtime",
      dependencies: [
        "IntentKit", "SpokenLanguage", "Understanding", "Dialog", "Store", "AppSupport", "Apps",
        "DefinitionApps", "IntentDefinitions",
        "CSQLiteSettings",
      ]),
    .target(
      name: "Transcript",
      dependencies: [
        "AppSupport", "Apps", "DefinitionApps", "IntentDefinitions", "Runtime", "Understanding",
      ]),
    // Conversations drawn for demos and docs (HTML, Mermaid, Markdown), from their replay.
    .target(name: "Export", dependencies: ["Dialog", "IntentKit", "Runtime", "Transcript"]),
    .systemLibrary(
      name: "CLibEdit",
      pkgConfig: "libedit",
      providers: [.apt(["libedit-dev"])]
    ),
    .target(name: "LineEditing", dependencies: ["CLibEdit"]),
    // The command line as a library, so a developer's package runs it with its own apps.
    .target(
      name: "IntentshCLI",
      dependencies: [
        "AppSupport", "Apps", "Runtime", "Transcript", "Export", "LineEditing", "Store",
        "Understanding", "IntentDefinitions",
        .product(name: "ArgumentParser", package: "swift-argument-parser"),
      ]
    ),
    .executableTarget(name: "intentsh", dependencies: ["IntentshCLI"]),
    .executableTarget(
      name: "intentsh-bench", dependencies: ["Apps", "IntentKit", "Runtime", "Store", "Transcript"]),
    .executableTarget(
      name: "intentsh-fuzz",
      dependencies: ["Apps", "IntentKit", "Understanding", "Runtime", "Store", "Transcript"]),
    // What several test targets share: the demo data set's apps, declared once.
    .target(name: "TestSupport", dependencies: ["IntentKit"], path: "Tests/TestSupport"),
    .testTarget(name: "IntentKitTests", dependencies: ["IntentKit"]),
    .testTarget(
      name: "IntentDefinitionsTests",
      dependencies: [
        "IntentDefinitions", "IntentKit",
        .product(name: "CustomDump", package: "swift-custom-dump"),
        .product(name: "IssueReportingTestSupport", package: "xctest-dynamic-overlay"),
      ],
      resources: [.copy("Definitions")]),
    .testTarget(
      name: "UnderstandingTests",
      dependencies: [
        "Understanding", "SpokenLanguage", "TestSupport",
        .product(name: "CustomDump", package: "swift-custom-dump"),
        .product(name: "IssueReportingTestSupport", package: "xctest-dynamic-overlay"),
      ],
      resources: [
        .copy("Resources/phrasings.tsv"), .copy("Resources/phrasings-fr.tsv"),
        .copy("Resources/phrasings-es.tsv"),
      ]),
    .testTarget(
      name: "DialogTests",
      dependencies: [
        "Dialog", .product(name: "CustomDump", package: "swift-custom-dump"),
        .product(name: "IssueReportingTestSupport", package: "xctest-dynamic-overlay"),
      ]),
    .testTarget(
      name: "StoreTests",
      dependencies: [
        "Apps", "Store", "SpokenLanguage", "TestSupport",
        .product(name: "GRDB", package: "GRDB.swift"),
      ]),
    .testTarget(
      name: "AppsTests",
      dependencies: [
        "AppSupport", "Apps", "CarApps", "ListsApps", "MessagingApps", "PaymentsApps", "RidesApps",
        "MediaApps", "RecipeApps", "DefinitionApps", "IntentDefinitions", "Store", "SpokenLanguage",
      ]),
    .testTarget(name: "RuntimeTests", dependencies: ["Apps", "Runtime"]),
    .testTarget(
      name: "TranscriptTests", dependencies: ["Apps", "IntentshCLI", "Transcript", "Store"]),
    .testTarget(name: "ExportTests", dependencies: ["Export", "Transcript"]),
    .testTarget(name: "LineEditingTests", dependencies: ["LineEditing"]),
  ],
  swiftLanguageModes: [.v6]
)
