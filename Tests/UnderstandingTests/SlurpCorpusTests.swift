import Foundation
import IntentKit
import Testing
import Understanding

/// Real phrasing from SLURP (corpora/README.md): messaging recall and false accepts.
/// Reads `INTENTSH_SLURP` when set (another split), else the shared devel split.
@Suite("SLURP corpus")
struct SlurpCorpusTests {
  static let corpusPath: String = {
    if let path = ProcessInfo.processInfo.environment["INTENTSH_SLURP"] { return path }
    // The package sits next to shared/: walk up from this file (symlinks resolved).
    var folder = URL(fileURLWithPath: #filePath).resolvingSymlinksInPath()
      .deletingLastPathComponent()
    for _ in 0..<4 {
      folder = folder.deletingLastPathComponent()
      let candidate = folder.appendingPathComponent("shared/corpora/slurp-devel.jsonl").path
      if FileManager.default.fileExists(atPath: candidate) { return candidate }
    }
    return "shared/corpora/slurp-devel.jsonl"
  }()

  struct Line: Decodable {
    let sentence: String
    let accept: [String]
    // SLURP's own name of the request's scenario and intent.
    // swift-format-ignore: AlwaysUseLowerCamelCase
    let slurp_intent: String
  }

  @Test(.enabled(if: FileManager.default.fileExists(atPath: corpusPath)))
  func messagingRecallAndFalseAcceptsStayAboveFloors() throws {
    let text = try String(contentsOfFile: Self.corpusPath, encoding: .utf8)
    let decoder = JSONDecoder()
    var messaging = 0
    var understood = 0
    var unrelated = 0
    var falseAccepts: [String] = []
    var otherDomains = 0
    var claimedFromOtherDomains: [String] = []
    for line in text.split(separator: "\n") where !line.isEmpty {
      let entry = try decoder.decode(Line.self, from: Data(line.utf8))
      let intent = understander.understand(entry.sentence)
      // SiriKit's media domain is intentsh's now: its requests are measured by the media test.
      if Self.isMedia(entry) { continue }
      if entry.accept.contains(IntentName.sendMessage.rawValue) {
        messaging += 1
        if intent?.name == .sendMessage { understood += 1 }
      } else if entry.accept.isEmpty {
        unrelated += 1
        if intent != nil { falseAccepts.append(entry.sentence) }
      } else {
        // Lists, rides, payments: later domains. Not counted, but watched.
        otherDomains += 1
        if intent?.name == .sendMessage { claimedFromOtherDomains.append(entry.sentence) }
      }
    }
    let recall = Double(understood) / Double(max(messaging, 1))
    let falseAcceptRate = Double(falseAccepts.count) / Double(max(unrelated, 1))
    print(
      """
      SLURP \(Self.corpusPath)
        sendMessage recall: \(understood)/\(messaging) = \(recall)
        false accepts: \(falseAccepts.count)/\(unrelated) = \(falseAcceptRate) \(falseAccepts)
        other domains claimed as sendMessage: \(claimedFromOtherDomains.count)/\(otherDomains) \
      \(claimedFromOtherDomains)
      """)
    #expect(messaging > 0)
    // Measured on slurp-devel.jsonl: recall 55/63 = 0.873 (grammar files only), false accepts 0/300.
    #expect(recall >= 0.85)
    #expect(falseAcceptRate <= 0.01)
    #expect(claimedFromOtherDomains.count <= otherDomains / 50)
  }

  /// SLURP's music, radio, podcast and audiobook requests, which the corpus marks as not to be
  /// claimed: it was written before intentsh had SiriKit's media domain. They are media
  /// requests now.
  static let mediaScenarios: Set<String> = [
    "play_music", "play_radio", "play_podcasts", "play_audiobook", "music_likeness", "music_query",
    "music_settings", "music",
  ]
  /// The media intents, and Now Playing's commands and questions ("which song is that",
  /// "repeat song"), which are understood as the pseudo-intent `nowPlaying`.
  static let mediaIntents: Set<IntentName> = [
    .playMedia, .addMedia, .updateMediaAffinity, .searchForMedia, .nowPlaying,
  ]

  static func isMedia(_ entry: Line) -> Bool { mediaScenarios.contains(entry.slurp_intent) }

  /// Media requests: recall on SLURP's music, radio, podcast and audiobook requests, and no
  /// media request claimed from any other scenario.
  @Test(.enabled(if: FileManager.default.fileExists(atPath: corpusPath)))
  func mediaRecallAndClaimsStayAboveFloors() throws {
    let text = try String(contentsOfFile: Self.corpusPath, encoding: .utf8)
    var media = 0
    var understood = 0
    var claimed: [String] = []
    for line in text.split(separator: "\n") where !line.isEmpty {
      let entry = try JSONDecoder().decode(Line.self, from: Data(line.utf8))
      let intent = understander.understand(entry.sentence)
      let isMediaIntent = intent.map { Self.mediaIntents.contains($0.name) } ?? false
      if Self.mediaScenarios.contains(entry.slurp_intent) {
        media += 1
        if isMediaIntent { understood += 1 }
      } else if isMediaIntent {
        claimed.append(entry.sentence)
      }
    }
    let recall = Double(understood) / Double(max(media, 1))
    print("SLURP media recall: \(understood)/\(media) = \(recall); claimed: \(claimed)")
    #expect(media > 0)
    // Measured on slurp-devel.jsonl: 53/74 = 0.716, nothing claimed.
    #expect(recall >= 0.7)
    #expect(claimed.isEmpty)
  }

  /// Rides and balances: recall on the requests they own, and nothing claimed that is not theirs.
  @Test(.enabled(if: FileManager.default.fileExists(atPath: corpusPath)))
  func rideAndBalanceRecallAndClaimsStayAboveFloors() throws {
    let text = try String(contentsOfFile: Self.corpusPath, encoding: .utf8)
    let decoder = JSONDecoder()
    let rideIntents: Set<IntentName> = [
      .requestRide, .listRideOptions, .getRideStatus, .cancelRide,
    ]
    let ours = rideIntents.union([.searchForAccounts])
    var rides = 0
    var ridesUnderstood = 0
    var missedRides: [String] = []
    var balances = 0
    var balancesUnderstood = 0
    var unrelated = 0
    var falseAccepts: [String] = []
    var others = 0
    var claimedFromOthers: [String] = []
    for line in text.split(separator: "\n") where !line.isEmpty {
      let entry = try decoder.decode(Line.self, from: Data(line.utf8))
      let name = understander.understand(entry.sentence)?.name
      let accepted = Set(entry.accept.map { IntentName($0) })
      if !accepted.isDisjoint(with: rideIntents) {
        rides += 1
        if let name, accepted.contains(name) {
          ridesUnderstood += 1
        } else {
          missedRides.append(entry.sentence)
        }
      } else if accepted.contains(.searchForAccounts) {
        balances += 1
        if name == .searchForAccounts { balancesUnderstood += 1 }
      } else if accepted.isEmpty {
        unrelated += 1
        if let name, ours.contains(name) { falseAccepts.append(entry.sentence) }
      } else {
        // Messages, lists: never ours.
        others += 1
        if let name, ours.contains(name) { claimedFromOthers.append(entry.sentence) }
      }
    }
    let rideRecall = Double(ridesUnderstood) / Double(max(rides, 1))
    let falseAcceptRate = Double(falseAccepts.count) / Double(max(unrelated, 1))
    print(
      """
      SLURP \(Self.corpusPath)
        ride recall: \(ridesUnderstood)/\(rides) = \(rideRecall) missed: \(missedRides)
        balance recall: \(balancesUnderstood)/\(balances)
        rides or balances falsely accepted: \(falseAccepts.count)/\(unrelated) \(falseAccepts)
        other domains claimed as rides or balances: \(claimedFromOthers.count)/\(others) \
      \(claimedFromOthers)
      """)
    #expect(rides > 0)
    // Measured on slurp-devel.jsonl: ride recall 25/27 = 0.926, false accepts 0/300, other
    // domains claimed 0/173. SLURP has no banking scenario, so no balance lines to measure.
    #expect(rideRecall >= 0.92)
    #expect(falseAcceptRate <= 0.01)
    #expect(claimedFromOthers.count <= others / 50)
  }

  /// Lists and notes: recall on each group of SLURP's list intents, and nothing claimed that is
  /// not a list's. A line counts when its intent is one `accept` names.
  @Test(.enabled(if: FileManager.default.fileExists(atPath: corpusPath)))
  func listRecallAndClaimsStayAboveFloors() throws {
    let text = try String(contentsOfFile: Self.corpusPath, encoding: .utf8)
    let decoder = JSONDecoder()
    let listIntents: Set<IntentName> = [
      .createTaskList, .addTasks, .searchForNotebookItems, .setTaskAttribute, .deleteTasks,
      .createNote, .appendToNote,
    ]
    // SLURP's three list intents, by the intent that marks each group's lines.
    let groups: [(name: String, marker: IntentName)] = [
      ("create or add", .addTasks), ("query", .searchForNotebookItems), ("remove", .deleteTasks),
    ]
    var lines = [Int](repeating: 0, count: groups.count)
    var understood = [Int](repeating: 0, count: groups.count)
    var missed: [String] = []
    var unrelated = 0
    var falseAccepts: [String] = []
    var others = 0
    var claimedFromOthers: [String] = []
    for line in text.split(separator: "\n") where !line.isEmpty {
      let entry = try decoder.decode(Line.self, from: Data(line.utf8))
      let name = listUnderstander.understand(entry.sentence)?.name
      let accepted = Set(entry.accept.map { IntentName($0) })
      if let group = groups.firstIndex(where: { accepted.contains($0.marker) }) {
        lines[group] += 1
        if let name, accepted.contains(name) {
          understood[group] += 1
        } else {
          missed.append(entry.sentence)
        }
      } else if accepted.isEmpty {
        unrelated += 1
        if let name, listIntents.contains(name) { falseAccepts.append(entry.sentence) }
      } else {
        // Messages and rides: never ours.
        others += 1
        if let name, listIntents.contains(name) { claimedFromOthers.append(entry.sentence) }
      }
    }
    let recalls = groups.indices.map { Double(understood[$0]) / Double(max(lines[$0], 1)) }
    let falseAcceptRate = Double(falseAccepts.count) / Double(max(unrelated, 1))
    let figures = groups.indices.map {
      "\(groups[$0].name) \(understood[$0])/\(lines[$0]) = \(recalls[$0])"
    }
    print(
      """
      SLURP \(Self.corpusPath)
        list recall: \(figures.joined(separator: ", ")) missed: \(missed)
        lists falsely accepted: \(falseAccepts.count)/\(unrelated) \(falseAccepts)
        other domains claimed as lists: \(claimedFromOthers.count)/\(others) \(claimedFromOthers)
      """)
    #expect(lines.allSatisfy { $0 > 0 })
    // Measured on slurp-devel.jsonl: create or add 23/25 = 0.92, query 40/48 = 0.833, remove
    // 30/37 = 0.811; false accepts 0/300, other domains claimed 0/90.
    #expect(recalls.allSatisfy { $0 >= 0.8 })
    #expect(falseAcceptRate <= 0.01)
    #expect(claimedFromOthers.count <= others / 50)
  }

  /// Payments and car locks: recall where a split has such requests, and nothing claimed that
  /// is not theirs. SLURP has no banking or car scenario, so on the devel split every line is
  /// someone else's.
  @Test(.enabled(if: FileManager.default.fileExists(atPath: corpusPath)))
  func paymentAndCarLockClaimsStayUnderOnePercent() throws {
    let text = try String(contentsOfFile: Self.corpusPath, encoding: .utf8)
    let decoder = JSONDecoder()
    let ours: Set<IntentName> = [.sendPayment, .requestPayment, .transferMoney, .setCarLockStatus]
    var lines = 0
    var understood = 0
    var missed: [String] = []
    var others = 0
    var claimed: [String] = []
    for line in text.split(separator: "\n") where !line.isEmpty {
      let entry = try decoder.decode(Line.self, from: Data(line.utf8))
      let name = paymentUnderstander.understand(entry.sentence)?.name
      let accepted = Set(entry.accept.map { IntentName($0) })
      if !accepted.isDisjoint(with: ours) {
        lines += 1
        if let name, accepted.contains(name) {
          understood += 1
        } else {
          missed.append(entry.sentence)
        }
      } else {
        others += 1
        if let name, ours.contains(name) { claimed.append(entry.sentence) }
      }
    }
    print(
      """
      SLURP \(Self.corpusPath)
        payment and car lock recall: \(understood)/\(lines) missed: \(missed)
        claimed as payments or car locks: \(claimed.count)/\(others) \(claimed)
      """)
    #expect(others > 0)
    // Measured on slurp-devel.jsonl: no payment or car lines; 0/500 claimed.
    #expect(claimed.count <= others / 100)
  }
}
