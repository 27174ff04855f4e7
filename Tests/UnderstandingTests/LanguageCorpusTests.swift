import Foundation
import IntentKit
import SpokenLanguage
import Testing
import Understanding

/// The French and Spanish phrasing corpora (`Resources/phrasings-fr.tsv`, `phrasings-es.tsv`):
/// requests about lists, notes and messages as people say them in each language, on the bundled
/// demo-fr and demo-es data sets. Each must pass at 95% with its parameters checked.
@Suite("Phrasing corpora in French and Spanish")
struct LanguageCorpusTests {
  static let floor = 0.95
  static let minimumLines = 300

  /// A bundled data set as understanding sees it: its apps, its contacts' names, and its
  /// lists' titles, which the lists app teaches Siri as vocabulary.
  static func understander(locale: String, dataSet: String) -> Understander {
    let folder = "DataSets/\(dataSet)"
    var installed: [AppManifest] = []
    var notInstalled: [AppManifest] = []
    for app in demoRecords("apps.json", of: folder) {
      let name = app["name"] as? String ?? ""
      let intents = (app["intentsSupported"] as? [String] ?? []).compactMap {
        IntentName($0)
      }
      let alternatives = (app["alternativeNames"] as? [[String: Any]] ?? []).compactMap {
        alternative in
        (alternative["name"] as? String).map {
          AlternativeAppName(
            name: $0, pronunciationHint: alternative["pronunciationHint"] as? String)
        }
      }
      let manifest = AppManifest(
        name: name, alternativeNames: alternatives, supportedIntents: intents)
      if app["installed"] as? Bool ?? true {
        installed.append(manifest)
      } else {
        notInstalled.append(manifest)
      }
    }
    let lists = demoRecords("lists.json", of: folder).map { list in
      (
        entry: VocabularyEntry(
          term: SpeakableString(
            spokenPhrase: list["title"] as? String ?? "",
            vocabularyIdentifier: list["id"] as? String),
          scope: .user(.notebookItemTitle), owner: list["app"] as? String),
        spellings: [String]()
      )
    }
    return Understander(
      apps: installed, appsNotInstalled: notInstalled, vocabulary: [VocabularyIndex(lists)],
      locale: locale, addressBook: DemoAddressBook(of: folder),
      notebook: DemoNotebook(of: folder))
  }

  @Test(arguments: [("fr-FR", "demo-fr", "phrasings-fr"), ("es-ES", "demo-es", "phrasings-es")])
  func understandingPassesTheLanguagesCorpus(_ language: (String, String, String)) throws {
    let (phrasings, problems) = try PhrasingCorpus.load(language.2)
    #expect(problems.isEmpty, "\(problems.map(\.description))")
    #expect(phrasings.count >= Self.minimumLines, "only \(phrasings.count) phrasings")
    let understander = Self.understander(locale: language.0, dataSet: language.1)
    var passed = 0
    var misses: [String] = []
    for phrasing in phrasings {
      let understood = understander.understand(phrasing.utterance)
      if PhrasingCorpusTests.passes(phrasing, understood) {
        passed += 1
      } else if misses.count < PhrasingCorpusTests.missesShown {
        misses.append(PhrasingCorpusTests.miss(phrasing, understood))
      }
    }
    let rate = Double(passed) / Double(max(phrasings.count, 1))
    print(
      """
      \(language.2): \(passed)/\(phrasings.count) = \(String(format: "%.1f", rate * 100))% \
      (floor \(String(format: "%.0f", Self.floor * 100))%)
      First misses:
      \(misses.joined(separator: "\n"))
      """)
    #expect(rate >= Self.floor, "\(language.2): pass rate \(rate) below the floor \(Self.floor)")
  }
}
