import IntentKit
import Testing
import Understanding

@Suite("App mentions")
struct AppMentionTests {
  @Test(arguments: [
    "text John hi on UnicornChat", "text John hi on unicorn chat", "text John hi on unicornchat",
    "text John hi on Unicorn Chat", "text John hi in UnicornChat", "text John hi with UnicornChat",
    "text John hi using UnicornChat", "text John hi via UnicornChat",
    "text John hi using the UnicornChat app", "use UnicornChat to text John hi",
    "UnicornChat, text John hi", "text John hi on Unichat",
  ])
  func namesAppAnyCaseAnySpacing(_ text: String) {
    #expect(understander.understand(text) == sendMessage(to: ["John"], "hi", app: "UnicornChat"))
  }

  @Test func namesAppBeforeMessageNoun() {
    #expect(
      understander.understand("send a unicorn chat message to Sean")
        == sendMessage(to: ["Sean"], app: "UnicornChat"))
    #expect(understander.understand("send a Chirp message") == sendMessage(app: "Chirp"))
  }

  @Test func leavesAppUnsetWhenNoneNamed() {
    #expect(understander.understand("text John hi")?.app == nil)
  }

  @Test func ignoresAppsNotInstalled() {
    let withoutApps = Understander(apps: [])
    #expect(withoutApps.understand("send a message to John in UnicornChat")?.app == nil)
  }

  @Test func namesAnAppKnownButNotInstalledForTheDialogToSaySo() {
    let whatsApp = AppManifest(name: "WhatsApp", supportedIntents: [.sendMessage])
    let understander = Understander(
      apps: [AppManifest(name: "UnicornChat", supportedIntents: [.sendMessage])],
      appsNotInstalled: [whatsApp])
    #expect(
      understander.understand("send a message to John on WhatsApp saying hi")
        == sendMessage(to: ["John"], "hi", app: "WhatsApp"))
    #expect(
      understander.understand("tell John I love WhatsApp")
        == sendMessage(to: ["John"], "I love WhatsApp"))
    // Unknown names are words like any other.
    #expect(understander.understand("text John hi on Telegram")?.app == nil)
  }

  @Test func keepsAppNameInsideContent() {
    #expect(
      understander.understand("tell John I love UnicornChat")
        == sendMessage(to: ["John"], "I love UnicornChat"))
  }
}
