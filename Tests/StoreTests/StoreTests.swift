import Apps
import Foundation
import GRDB
import IntentKit
import SpokenLanguage
import Testing

@testable import Store

/// Whether words are a contact's name, as understanding asks: from the names kept in memory
/// under the address book's version token, or from the indexes for a large address book.
@Suite struct AddressBookNamesTests {
  let database: AppDatabase

  init() throws {
    database = try demoDatabase()
  }

  @Test func fullGivenFamilyNicknameAndNicknameWithFamilyAreNames() throws {
    let userData = StoredUserData(database: database).pinned()
    for name in ["John Baily", "john", "BAILY", "Kate", "kate jones", "María García"] {
      #expect(userData.knowsName(name), "\(name)")
    }
    for name in ["Zebulon", "kate baily", "john jones", "   "] {
      #expect(!userData.knowsName(name), "\(name)")
    }
  }

  @Test func theNamesInMemoryAnswerAsTheIndexesDo() throws {
    let names = try #require(try database.query { db in try AddressBookNames.load(db) })
    let contacts = try database.query { db in
      try Columns.all(
        db.cachedStatement(sql: "SELECT givenName, familyName, nickname FROM contacts"),
        arguments: []
      ) { row in [row[0] as String, row[1] as String, row[2] as String?] }
    }
    let words = Set(contacts.flatMap { $0.compactMap { $0 } })
    var asked = words.map { $0 }
    for first in words { for second in words { asked.append(first + " " + second) } }
    let userData = StoredUserData(database: database)
    let indexesAlone = StoredUserData(database: database, keepingNamesOfUpTo: 0)
    for name in asked {
      let indexed = try database.query { db in
        let normalized = NameNormalizer.normalize(name)
        let first = normalized.prefix { $0 != " " }
        return try Bool.fetchOne(
          db,
          sql: """
            SELECT EXISTS (SELECT 1 FROM contacts WHERE fullNorm = ?1 OR givenNorm = ?1
              OR familyNorm = ?1 OR nicknameNorm = ?1
              OR (familyNorm = ?2 AND nicknameNorm = ?3))
            """,
          arguments: [normalized, String(normalized.dropFirst(first.count + 1)), String(first)])
          ?? false
      }
      #expect(names.names.contains(NameNormalizer.normalize(name)) == indexed, "\(name)")
      #expect(userData.knowsName(name) == indexed, "\(name)")
      #expect(indexesAlone.knowsName(name) == indexed, "\(name)")
    }
  }

  @Test func anotherAddressBookIsReadAgainAndAnUndoneOneComesBack() throws {
    let userData = StoredUserData(database: database)
    #expect(userData.knowsName("John Baily"))
    try database.beginDiscardableChanges()
    var dataSet = try demoDataSet()
    dataSet.contacts = [
      ContactRecord(id: "c-zed", givenName: "Zed", familyName: "Quux", handles: [])
    ]
    try database.importDataSet(dataSet)
    #expect(userData.knowsName("zed quux"))
    #expect(!userData.knowsName("John Baily"))
    try database.discardChanges()
    #expect(userData.knowsName("John Baily"))
    #expect(!userData.knowsName("zed"))
  }

  @Test func aPinnedRequestKeepsTheNamesItFirstRead() throws {
    let userData = StoredUserData(database: database).pinned()
    #expect(userData.knowsName("John Baily"))
    var dataSet = try demoDataSet()
    dataSet.contacts = []
    try database.importDataSet(dataSet)
    #expect(userData.knowsName("John Baily"))
    #expect(!StoredUserData(database: database).knowsName("John Baily"))
  }
}

@Suite struct ContactLookupTests {
  let database: AppDatabase

  init() throws {
    database = try demoDatabase()
  }

  @Test func findsBothJohnsByGivenNameAsExactMatches() throws {
    let matches = try database.contacts(matching: "John")
    let exact = matches.filter(\.isExact).map(\.contact.displayName)
    #expect(exact == ["John Appleseed", "John Baily"])
    #expect(
      matches.first { $0.contact.displayName == "John Baily" }?.contact.handles.map(\.label) == [
        "home", "mobile", "work",
      ])
  }

  @Test func findsFullNameNicknameAndAccentsWhateverTheCase() throws {
    #expect(
      try database.contacts(matching: "john BAILY").filter(\.isExact).map(\.contact.id) == [
        "c-john-baily"
      ])
    #expect(
      try database.contacts(matching: "Kate").filter(\.isExact).map(\.contact.id) == [
        "c-katherine-jones"
      ])
    #expect(
      try database.contacts(matching: "maria garcia").filter(\.isExact).map(\.contact.id) == [
        "c-maria-garcia"
      ])
  }

  @Test func findsSoundAlikesOnlyAsInexactMatches() throws {
    let matches = try database.contacts(matching: "Jon Bailey")
    #expect(matches.map(\.contact.id) == ["c-john-baily"])
    #expect(matches.allSatisfy { !$0.isExact })
  }

  @Test func findsNobodyForAnUnknownName() throws {
    #expect(try database.contacts(matching: "Zebulon").isEmpty)
    #expect(try database.contacts(matching: "   ").isEmpty)
  }

  @Test func lookupsUseIndexesNeverAFullScanOrSort() throws {
    let conditions = [
      "fullNorm = 'x'", "givenNorm = 'x'", "familyNorm = 'x'", "nicknameNorm = 'x'",
      "givenKey = 'x'", "familyKey = 'x'", "givenKey = 'x' AND familyKey = 'y'",
    ]
    let plans = try database.writer.read { db in
      try conditions.map { condition in
        try Row.fetchAll(
          db,
          sql: "EXPLAIN QUERY PLAN SELECT rowid FROM contacts WHERE \(condition) "
            + "ORDER BY familyNorm, givenNorm, rowid LIMIT 25"
        ).map { $0["detail"] as String }.joined(separator: "; ")
      }
    }
    for plan in plans {
      #expect(!plan.contains("SCAN contacts"), "full scan in: \(plan)")
      #expect(!plan.contains("TEMP B-TREE"), "sort in: \(plan)")
    }
  }

  @Test func lookupsRunTogetherStillReadTheirIndexesInOrder() throws {
    let plans = try database.writer.read { db in
      try AppDatabase.ContactLookup.all.map { lookup in
        var values = StatementArguments(Array(repeating: "x", count: lookup.argumentCount))
        values += [25]
        return try Row.fetchAll(db, sql: "EXPLAIN QUERY PLAN " + lookup.sql, arguments: values)
          .map { $0["detail"] as String }
      }
    }
    for plan in plans {
      #expect(!plan.contains { $0.hasPrefix("SCAN contacts") }, "full scan in: \(plan)")
      #expect(!plan.contains { $0.contains("TEMP B-TREE") }, "sort in: \(plan)")
      #expect(plan.filter { $0.hasPrefix("SEARCH contacts USING") }.count >= 1, "\(plan)")
    }
  }

  @Test func completesNameWordsKeepingWhatWasTyped() throws {
    #expect(try database.nameWords(startingWith: "Ba") == ["Baily"])
    #expect(try database.nameWords(startingWith: "chr") == ["chris"])
  }
}

@Suite struct MessageStoreTests {
  @Test func sendingTwiceToTheSamePersonReusesTheConversation() throws {
    let database = try AppDatabase.inMemory()
    try database.importDataSet(
      DataSetLoader.load(DataSetLoader.demoFolder, appKinds: InstalledApps.kinds()))
    let date = Date(timeIntervalSince1970: 1_800_000_000)
    // Sean Murphy is in the Climbing Group but has no conversation of his own yet.
    let first = try database.sendMessage(
      app: "UnicornChat", to: ["c-sean-murphy"], content: "hello", at: date)
    let second = try database.sendMessage(
      app: "UnicornChat", to: ["c-sean-murphy"], content: "again", at: date)
    #expect(first.conversationId == second.conversationId)
    #expect(first.id != second.id)
    #expect(
      try database.messages(inConversation: first.conversationId).map(\.content) == [
        "hello", "again",
      ])
    // The demo's conversation with John Appleseed is found, not duplicated.
    let appleseed = try database.sendMessage(
      app: "UnicornChat", to: ["c-john-appleseed"], content: "yes", at: date)
    #expect(appleseed.conversationId == "conv-1")
  }

  @Test func copiesStartFromTheSameStateAndStayIndependent() throws {
    let database = try AppDatabase.inMemory()
    try database.importDataSet(
      DataSetLoader.load(DataSetLoader.demoFolder, appKinds: InstalledApps.kinds()))
    let copy = try database.inMemoryCopy()
    _ = try copy.sendMessage(app: "UnicornChat", to: ["c-ana-lopez"], content: "hi", at: Date())
    #expect(try database.messages(inConversation: "conv-2").count == 2)
    #expect(try copy.messages(inConversation: "conv-2").count == 3)
  }
}

@Suite struct DataSetLoaderTests {
  @Test func missingContactsFileIsNamed() throws {
    let url = try folder(["apps.json": "[]"])
    #expect(
      throws: DataSetError(
        file: url.appendingPathComponent("contacts.json").path, problem: "missing file")
    ) {
      try DataSetLoader.load(url, appKinds: InstalledApps.kinds())
    }
  }

  @Test func malformedJSONNamesTheFileAndLine() throws {
    let url = try folder(["apps.json": "[]", "contacts.json": "[\n  {\"id\": \"a\",\n  oops\n]"])
    do {
      _ = try DataSetLoader.load(url, appKinds: InstalledApps.kinds())
      Issue.record("expected an error")
    } catch let error as DataSetError {
      #expect(error.file.hasSuffix("contacts.json"))
      #expect(error.problem.contains("not valid JSON"))
      #expect(error.problem.contains("line 3"))
    }
  }

  @Test func wrongTypeNamesTheKeyPath() throws {
    let url = try folder([
      "apps.json": "[]",
      "contacts.json":
        #"[{"id": "a", "givenName": "A", "familyName": "B", "handles": [{"type": "phone", "label": "home", "value": 5}]}]"#,
    ])
    #expect(
      throws: DataSetError(
        file: url.appendingPathComponent("contacts.json").path,
        problem: "[0].handles[0].value: expected a string")
    ) {
      try DataSetLoader.load(url, appKinds: InstalledApps.kinds())
    }
  }

  @Test func aMisspeltKeyIsRefusedNotDropped() throws {
    // Dropped silently, this typo took away the passcode before a transfer.
    let url = try folder([
      "dataset.json": #"{"extends": "demo"}"#,
      "apps.json":
        #"[{"name": "UnicornPay", "kind": "payments", "intentsSupported": ["transferMoney"], "intentsRequiringAuthenticaton": ["transferMoney"]}]"#,
    ])
    #expect(
      throws: DataSetError(
        file: url.appendingPathComponent("apps.json").path,
        problem: "[0].intentsRequiringAuthenticaton: unknown key")
    ) {
      try DataSetLoader.load(url, appKinds: InstalledApps.kinds())
    }
  }

  @Test func anUnknownKeyInsideANestedRecordIsNamedByItsPath() throws {
    let url = try folder([
      "apps.json": "[]",
      "contacts.json":
        #"[{"id": "a", "givenName": "A", "familyName": "B", "handles": [{"type": "phone", "label": "home", "value": "1", "primary": true}]}]"#,
    ])
    #expect(
      throws: DataSetError(
        file: url.appendingPathComponent("contacts.json").path,
        problem: "[0].handles[0].primary: unknown key")
    ) {
      try DataSetLoader.load(url, appKinds: InstalledApps.kinds())
    }
  }

  @Test func aNullForAnOptionalKeyIsLeavingItOut() throws {
    let url = try folder([
      "apps.json": "[]",
      "contacts.json":
        #"[{"id": "a", "givenName": "A", "familyName": "B", "nickname": null, "handles": []}]"#,
    ])
    #expect(try DataSetLoader.load(url, appKinds: InstalledApps.kinds()).contacts.count == 1)
  }

  @Test func aTrailingCommaIsRefusedWithItsLine() throws {
    let url = try folder([
      "apps.json": "[]",
      "contacts.json":
        "[\n  {\"id\": \"a\", \"givenName\": \"A\", \"familyName\": \"B\", \"handles\": []},\n]",
    ])
    #expect(
      throws: DataSetError(
        file: url.appendingPathComponent("contacts.json").path,
        problem: "line 2, column 66: a comma before a closing bracket")
    ) {
      try DataSetLoader.load(url, appKinds: InstalledApps.kinds())
    }
  }

  @Test func aCommaInsideAStringIsNoTrailingComma() throws {
    let url = try folder([
      "apps.json": "[]",
      "contacts.json": #"[{"id": "a", "givenName": "A,]", "familyName": "B", "handles": []}]"#,
    ])
    #expect(
      try DataSetLoader.load(url, appKinds: InstalledApps.kinds()).contacts.first?.givenName
        == "A,]")
  }

  @Test func aFileCutShortNamesItsLastLine() throws {
    let url = try folder(["apps.json": "[]", "contacts.json": "[\n  {\"id\": \"a\","])
    do {
      _ = try DataSetLoader.load(url, appKinds: InstalledApps.kinds())
      Issue.record("expected an error")
    } catch let error as DataSetError {
      #expect(error.problem.hasPrefix("line 2 (end of file): not valid JSON"))
    }
  }

  @Test func aFolderWhereAFileShouldBeIsSaidSo() throws {
    let url = try folder(["apps.json": "[]"])
    try FileManager.default.createDirectory(
      at: url.appendingPathComponent("contacts.json"), withIntermediateDirectories: false)
    #expect(
      throws: DataSetError(
        file: url.appendingPathComponent("contacts.json").path,
        problem: "a folder, where a file should be")
    ) {
      try DataSetLoader.load(url, appKinds: InstalledApps.kinds())
    }
  }

  @Test func aNumberOutOfRangeIsRefusedAsBadJSON() throws {
    let url = try folder([
      "apps.json": "[]",
      "contacts.json":
        #"[{"id": "a", "givenName": "A", "familyName": "B", "handles": [], "age": 1e400}]"#,
    ])
    do {
      _ = try DataSetLoader.load(url, appKinds: InstalledApps.kinds())
      Issue.record("expected an error")
    } catch let error as DataSetError {
      #expect(error.problem.hasPrefix("not valid JSON"))
      #expect(error.problem.contains("1e400"))
      #expect(!error.problem.contains("\n"))
    }
  }

  @Test func aResponseTimeBeyondAnHourIsRefused() throws {
    let url = try folder([
      "dataset.json": #"{"extends": "demo"}"#,
      "apps.json":
        #"[{"name": "UnicornChat", "kind": "messaging", "intentsSupported": ["sendMessage"], "responseSeconds": 1e308}]"#,
    ])
    do {
      _ = try DataSetLoader.load(url, appKinds: InstalledApps.kinds())
      Issue.record("expected an error")
    } catch let error as DataSetError {
      #expect(error.problem.hasPrefix("[0].responseSeconds:"))
    }
  }

  @Test func duplicateContactIdsAreRejected() throws {
    let contact = #"{"id": "a", "givenName": "A", "familyName": "B", "handles": []}"#
    let url = try folder(["apps.json": "[]", "contacts.json": "[\(contact), \(contact)]"])
    #expect(
      throws: DataSetError(
        file: url.appendingPathComponent("contacts.json").path,
        problem: "[1].id: duplicate id \"a\"")
    ) {
      try DataSetLoader.load(url, appKinds: InstalledApps.kinds())
    }
  }

  @Test func anAppNotInstalledNeedsNoServiceRecordButHoldsNoData() throws {
    let venmo =
      #"{"name": "Venmo", "kind": "payments", "intentsSupported": ["sendPayment"], "installed": false}"#
    let loaded = try DataSetLoader.load(
      try folder(["apps.json": "[\(venmo)]", "contacts.json": "[]"]),
      appKinds: InstalledApps.kinds())
    #expect(loaded.apps.map(\.isInstalled) == [false])
    let conversation = #"{"id": "c", "app": "Venmo", "participants": [], "messages": []}"#
    let url = try folder([
      "apps.json": "[\(venmo)]", "contacts.json": "[]", "conversations.json": "[\(conversation)]",
    ])
    #expect(
      throws: DataSetError(
        file: url.appendingPathComponent("conversations.json").path,
        problem: #"[0].app: no installed app "Venmo" in apps.json"#)
    ) {
      try DataSetLoader.load(url, appKinds: InstalledApps.kinds())
    }
  }

  @Test func aNegativeResponseTimeIsRejected() throws {
    let slow =
      #"{"name": "Chirp", "kind": "messaging", "intentsSupported": [], "responseSeconds": -2}"#
    let url = try folder(["apps.json": "[\(slow)]", "contacts.json": "[]"])
    #expect(
      throws: DataSetError(
        file: url.appendingPathComponent("apps.json").path,
        problem: "[0].responseSeconds: -2.0 is not a number of seconds from 0 to 3600")
    ) {
      try DataSetLoader.load(url, appKinds: InstalledApps.kinds())
    }
  }

  @Test func aCycleOfExtendsIsAnErrorNotACrash() throws {
    let root = try folder([:])
    for (name, other) in [("a", "../b"), ("b", "../a")] {
      let sub = root.appendingPathComponent(name)
      try FileManager.default.createDirectory(at: sub, withIntermediateDirectories: true)
      try #"{"extends": "\#(other)"}"#.write(
        to: sub.appendingPathComponent("dataset.json"), atomically: true, encoding: .utf8)
    }
    do {
      _ = try DataSetLoader.load(root.appendingPathComponent("a"), appKinds: InstalledApps.kinds())
      Issue.record("expected an error")
    } catch let error as DataSetError {
      #expect(error.problem == "extends: a cycle of data sets (a -> b -> a)")
    }
  }

  @Test func anOverlayTakesMissingFilesFromItsBase() throws {
    let url = try folder([
      "dataset.json": #"{"name": "quiet", "extends": "demo"}"#,
      "apps.json":
        #"[{"name": "UnicornChat", "kind": "messaging", "intentsSupported": ["sendMessage"], "serviceAvailable": false}]"#,
    ])
    let dataSet = try DataSetLoader.load(url, appKinds: InstalledApps.kinds())
    #expect(dataSet.name == "quiet")
    #expect(dataSet.apps.map(\.serviceAvailable) == [false])
    #expect(
      dataSet.contacts.count
        == (try DataSetLoader.load(DataSetLoader.demoFolder, appKinds: InstalledApps.kinds()))
        .contacts.count)
  }
}

@Suite struct DiscardableStartTests {
  /// Every row of the data tables, as text, sorted: what two states hold, compared whole.
  private func rows(_ database: AppDatabase) throws -> [String: [String]] {
    try database.query { db in
      var rows: [String: [String]] = [:]
      for table in Schema.dataTables {
        rows[table] = try Row.fetchAll(db, sql: "SELECT * FROM \(table)").map(\.description)
          .sorted()
      }
      return rows
    }
  }

  @Test func returningToTheStartIsImportingTheDataSetAgainButForTheMovedClock() throws {
    let database = try demoDatabase()
    try database.beginDiscardableChanges()
    var changed = try demoDataSet()
    changed.contacts = []
    try database.importDataSet(changed)
    try database.addClockOffset(90)

    #expect(try database.returnToDiscardableStart())

    let imported = try demoDatabase()
    try imported.addClockOffset(90)
    #expect(try rows(database) == rows(imported))
    #expect(StoredUserData(database: database).knowsName("John Baily"))
    #expect(try database.clockOffset() == 90)
    // Still discardable: the clock moved after the start goes back with the rest.
    try database.discardChanges()
    #expect(try database.clockOffset() == 0)
  }

  @Test func withoutDiscardableChangesNothingIsReturnedTo() throws {
    let database = try demoDatabase()
    try database.addClockOffset(30)
    #expect(try !database.returnToDiscardableStart())
    #expect(try database.clockOffset() == 30)
  }
}

@Suite struct ContactRelationshipTests {
  @Test func aContactIsFoundByWhoTheyAreToTheUser() throws {
    var dataSet = try demoDataSet()
    dataSet.contacts[0].relationship = "sister"
    let database = try AppDatabase.inMemory()
    try database.importDataSet(dataSet)
    let sisters = try database.contacts(withRelationship: "sister")
    #expect(sisters.map(\.contact.id) == [dataSet.contacts[0].id])
    #expect(sisters.allSatisfy { $0.isExact })
    #expect(try database.contacts(withRelationship: "brother").isEmpty == true)
  }

  @Test func aRelationshipSiriDoesNotKnowIsRefusedNamingItsKeyPath() throws {
    let contacts =
      #"[{"id": "c-1", "givenName": "Ana", "familyName": "Lopez", "handles": [], "relationship": "cousin"}]"#
    do {
      _ = try DataSetLoader.load(
        folder([
          #"dataset.json"#: #"{"extends": "demo"}"#, "contacts.json": contacts,
          "conversations.json": "[]", "paymentServices.json": "[]",
        ]),
        appKinds: InstalledApps.kinds())
      Issue.record("a cousin was taken")
    } catch let error as DataSetError {
      #expect(error.file.hasSuffix("contacts.json"))
      #expect(
        error.problem.hasPrefix(
          #"[0].relationship: "cousin" is not a relationship (one of assistant, brother"#))
    }
  }
}
