import Store
import Testing

@testable import Runtime

/// The phrases a user recorded with "Add to Siri" (apps.json `shortcuts`), as grammar rules.
@Suite struct ShortcutPhrasesTests {
  @Test func eachShortcutSaysItsIntentWithTheValuesItFixes() {
    var record = AppRecord(name: "Bean Counter", kind: "intentDefinition", intentsSupported: [])
    record.shortcuts = [
      AppShortcut(
        phrase: "My usual!", intent: "OrderCoffee",
        parameters: ["service": "pickup", "drink": "flat white"]),
      AppShortcut(phrase: "Set it up", intent: "setUp"),
      AppShortcut(phrase: "…", intent: "setUp"),
    ]
    #expect(
      AppCatalog.shortcutsGrammar(record) == """
        intent orderCoffee
        set drink = flat white
        set service = pickup
        my usual [please]
        intent setUp
        (set) it up [please]

        """)
  }
}
