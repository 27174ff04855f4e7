import GRDB
import SpokenLanguage

/// Tables, indexes and migrations. Names are normalised and phonetic keys computed once, at
/// import, and indexed, so a turn never scans the address book.
enum Schema {
  /// Tables a data set import replaces.
  static let dataTables = [
    "handles", "contacts", "apps", "messages", "conversations", "meta", "vocabularyKeys",
    "vocabulary", "tasks", "taskLists", "notes", "ledgerEntries", "paymentAccounts", "appData",
  ]

  /// SQL for a new version token: random, so one undone change followed by another is never
  /// taken for the first.
  static let newVersionToken = "lower(hex(randomblob(8)))"

  static var migrator: DatabaseMigrator {
    var migrator = DatabaseMigrator()
    migrator.registerMigration("v1") { db in
      try db.execute(
        sql: """
          CREATE TABLE meta (key TEXT PRIMARY KEY, value TEXT NOT NULL);
          CREATE TABLE contacts (
            rowid INTEGER PRIMARY KEY,
            id TEXT NOT NULL UNIQUE,
            givenName TEXT NOT NULL,
            familyName TEXT NOT NULL,
            nickname TEXT,
            phoneticGivenName TEXT,
            phoneticFamilyName TEXT,
            givenNorm TEXT NOT NULL,
            familyNorm TEXT NOT NULL,
            fullNorm TEXT NOT NULL,
            nicknameNorm TEXT,
            givenKey TEXT NOT NULL,
            familyKey TEXT NOT NULL
          );
          -- Each index serves one lookup and yields rows already in display order
          -- (family, given, rowid), so a lookup reads at most its limit: no sort, no scan.
          CREATE INDEX contacts_givenNorm ON contacts(givenNorm, familyNorm);
          CREATE INDEX contacts_familyNorm ON contacts(familyNorm, givenNorm);
          CREATE INDEX contacts_fullNorm ON contacts(fullNorm, familyNorm, givenNorm);
          CREATE INDEX contacts_nicknameNorm ON contacts(nicknameNorm, familyNorm, givenNorm);
          CREATE INDEX contacts_givenKey ON contacts(givenKey, familyNorm, givenNorm);
          CREATE INDEX contacts_familyKey ON contacts(familyKey, familyNorm, givenNorm);
          CREATE INDEX contacts_givenKey_familyKey
            ON contacts(givenKey, familyKey, familyNorm, givenNorm);
          CREATE TABLE handles (
            contactRowid INTEGER NOT NULL REFERENCES contacts(rowid) ON DELETE CASCADE,
            position INTEGER NOT NULL,
            type TEXT NOT NULL,
            label TEXT NOT NULL,
            value TEXT NOT NULL,
            PRIMARY KEY (contactRowid, position)
          );
          CREATE TABLE apps (
            name TEXT PRIMARY KEY,
            position INTEGER NOT NULL,
            record TEXT NOT NULL
          );
          CREATE TABLE conversations (
            id TEXT PRIMARY KEY,
            app TEXT NOT NULL,
            participants TEXT NOT NULL,
            groupName TEXT
          );
          CREATE INDEX conversations_app_participants ON conversations(app, participants);
          CREATE TABLE messages (
            rowid INTEGER PRIMARY KEY,
            id TEXT NOT NULL UNIQUE,
            conversationId TEXT NOT NULL REFERENCES conversations(id) ON DELETE CASCADE,
            sender TEXT NOT NULL,
            content TEXT NOT NULL,
            sentAt TEXT NOT NULL,
            isRead INTEGER NOT NULL DEFAULT 0
          );
          CREATE INDEX messages_conversationId ON messages(conversationId);
          """)
    }
    migrator.registerMigration("v2 user vocabulary") { db in
      try db.execute(
        sql: """
          -- INVocabulary: per owner (an app, or '' for terms added with :vocab add) and type,
          -- an ordered set of terms; position 0 is the most important.
          CREATE TABLE vocabulary (
            rowid INTEGER PRIMARY KEY,
            owner TEXT NOT NULL,
            type INTEGER NOT NULL,
            position INTEGER NOT NULL,
            spokenPhrase TEXT NOT NULL,
            pronunciationHint TEXT,
            vocabularyIdentifier TEXT,
            UNIQUE (owner, type, position)
          );
          -- One row per spelling (phrase, pronunciation hint) with its keys, computed once
          -- when the term is stored, so recognising a term is an index lookup.
          CREATE TABLE vocabularyKeys (
            termRowid INTEGER NOT NULL REFERENCES vocabulary(rowid) ON DELETE CASCADE,
            spellingKey TEXT NOT NULL,
            soundKey TEXT NOT NULL
          );
          CREATE INDEX vocabularyKeys_spellingKey ON vocabularyKeys(spellingKey, termRowid);
          CREATE INDEX vocabularyKeys_soundKey ON vocabularyKeys(soundKey, termRowid);
          """)
    }
    migrator.registerMigration("v3 lists and notes") { db in
      try db.execute(
        sql: """
          -- A lists app's lists; titleKey is the title as resolution compares it.
          CREATE TABLE taskLists (
            rowid INTEGER PRIMARY KEY,
            id TEXT NOT NULL UNIQUE,
            app TEXT NOT NULL,
            title TEXT NOT NULL,
            titleKey TEXT NOT NULL,
            groupName TEXT,
            createdAt TEXT NOT NULL
          );
          CREATE INDEX taskLists_app ON taskLists(app, rowid);
          CREATE TABLE tasks (
            rowid INTEGER PRIMARY KEY,
            id TEXT NOT NULL UNIQUE,
            listId TEXT NOT NULL REFERENCES taskLists(id) ON DELETE CASCADE,
            position INTEGER NOT NULL,
            title TEXT NOT NULL,
            status TEXT NOT NULL,
            priority TEXT NOT NULL,
            createdAt TEXT NOT NULL
          );
          CREATE INDEX tasks_listId ON tasks(listId, position);
          CREATE TABLE notes (
            rowid INTEGER PRIMARY KEY,
            id TEXT NOT NULL UNIQUE,
            app TEXT NOT NULL,
            title TEXT NOT NULL,
            titleKey TEXT NOT NULL,
            groupName TEXT,
            -- The paragraphs as a JSON array of strings.
            contents TEXT NOT NULL,
            createdAt TEXT NOT NULL,
            modifiedAt TEXT NOT NULL
          );
          CREATE INDEX notes_app ON notes(app, rowid);
          """)
    }
    migrator.registerMigration("v4 payment accounts and ledger") { db in
      try db.execute(
        sql: """
          CREATE TABLE paymentAccounts (
            rowid INTEGER PRIMARY KEY,
            id TEXT NOT NULL UNIQUE,
            app TEXT NOT NULL,
            nickname TEXT NOT NULL,
            pronunciationHint TEXT,
            type TEXT NOT NULL,
            organization TEXT,
            number TEXT,
            currency TEXT NOT NULL
          );
          CREATE INDEX paymentAccounts_app ON paymentAccounts(app, rowid);
          -- Double entry: every transfer's entries sum to zero per currency; an account's
          -- balance is the sum of its entries, in minor units (integers, never floating point).
          -- Money from outside the app (opening balances) comes from the account 'external'.
          CREATE TABLE ledgerEntries (
            rowid INTEGER PRIMARY KEY,
            transferId TEXT NOT NULL,
            accountId TEXT NOT NULL,
            minorUnits INTEGER NOT NULL,
            currency TEXT NOT NULL,
            createdAt TEXT NOT NULL
          );
          CREATE INDEX ledgerEntries_accountId ON ledgerEntries(accountId);
          CREATE INDEX ledgerEntries_transferId ON ledgerEntries(transferId);
          """)
    }
    migrator.registerMigration("v5-device-security") { db in
      try db.execute(
        sql: """
          -- The device, one row. The passcode only as a salted slow hash (PasscodeHash's
          -- encoding); the failure count and lockout end (seconds since 1970, exact as REAL)
          -- are here so that a restart does not reset them.
          CREATE TABLE device (
            id INTEGER PRIMARY KEY CHECK (id = 1),
            locked INTEGER NOT NULL DEFAULT 0,
            passcodeHash TEXT,
            testPasscode TEXT,
            consecutiveFailures INTEGER NOT NULL DEFAULT 0,
            lockoutEndsAt REAL
          );
          """)
      try AppDatabase.moveDeviceOutOfMeta(db)
    }
    migrator.registerMigration("v6-payments") { db in
      try db.execute(
        sql: """
          -- paymentServices.json: one row per payments app; amounts are decimal strings read
          -- exactly in each currency, lists are comma-separated.
          CREATE TABLE paymentServices (
            app TEXT PRIMARY KEY,
            currencies TEXT NOT NULL,
            defaultCurrency TEXT NOT NULL,
            minimumAmount TEXT,
            maximumAmount TEXT,
            inAppApprovalAbove TEXT,
            fundingAccounts TEXT NOT NULL,
            credentialsVerified INTEGER NOT NULL,
            termsAccepted INTEGER NOT NULL,
            eligible INTEGER NOT NULL
          );
          -- Who has an account with a payments app: looked up by key, never scanned.
          CREATE TABLE paymentMembers (
            app TEXT NOT NULL,
            contactId TEXT NOT NULL,
            PRIMARY KEY (app, contactId)
          ) WITHOUT ROWID;
          -- Every payment asked of an app, once per intent identifier. Money that moves is in
          -- ledgerEntries under the payment's id, written in the same transaction.
          CREATE TABLE payments (
            rowid INTEGER PRIMARY KEY,
            id TEXT NOT NULL UNIQUE,
            app TEXT NOT NULL,
            kind TEXT NOT NULL CHECK (kind IN ('send', 'request', 'transfer')),
            contactId TEXT,
            fromAccount TEXT,
            toAccount TEXT,
            minorUnits INTEGER NOT NULL CHECK (minorUnits > 0),
            currency TEXT NOT NULL,
            note TEXT,
            status TEXT NOT NULL CHECK (status IN ('pending', 'completed', 'failed')),
            intentIdentifier TEXT UNIQUE,
            createdAt TEXT NOT NULL
          );
          CREATE INDEX payments_app ON payments(app, rowid);
          CREATE TABLE cars (
            rowid INTEGER PRIMARY KEY,
            id TEXT NOT NULL UNIQUE,
            app TEXT NOT NULL,
            name TEXT NOT NULL,
            pronunciationHint TEXT,
            kind TEXT NOT NULL,
            locked INTEGER NOT NULL
          );
          CREATE INDEX cars_app ON cars(app, rowid);
          """)
    }
    migrator.registerMigration("v7-rides") { db in
      try db.execute(
        sql: """
          -- A payment may now be a purchase (a ride, a cancellation fee: money to a merchant
          -- outside the app) or a refund (money a merchant gives back). SQLite cannot change a
          -- CHECK constraint, so the table is rebuilt with the same columns.
          CREATE TABLE paymentsWithPurchases (
            rowid INTEGER PRIMARY KEY,
            id TEXT NOT NULL UNIQUE,
            app TEXT NOT NULL,
            kind TEXT NOT NULL
              CHECK (kind IN ('send', 'request', 'transfer', 'purchase', 'refund')),
            contactId TEXT,
            fromAccount TEXT,
            toAccount TEXT,
            minorUnits INTEGER NOT NULL CHECK (minorUnits > 0),
            currency TEXT NOT NULL,
            note TEXT,
            status TEXT NOT NULL CHECK (status IN ('pending', 'completed', 'failed')),
            intentIdentifier TEXT UNIQUE,
            createdAt TEXT NOT NULL
          );
          INSERT INTO paymentsWithPurchases SELECT * FROM payments;
          DROP TABLE payments;
          ALTER TABLE paymentsWithPurchases RENAME TO payments;
          CREATE INDEX payments_app ON payments(app, rowid);
          -- places.json, the gazetteer. aliases is a JSON array of strings.
          CREATE TABLE places (
            rowid INTEGER PRIMARY KEY,
            id TEXT NOT NULL UNIQUE,
            name TEXT NOT NULL,
            aliases TEXT NOT NULL,
            address TEXT,
            city TEXT,
            latitude REAL NOT NULL,
            longitude REAL NOT NULL
          );
          -- Each name and alias of a place as a request is compared with it (PlaceKey), so a
          -- place said exactly is an index lookup.
          CREATE TABLE placeNames (
            placeRowid INTEGER NOT NULL REFERENCES places(rowid) ON DELETE CASCADE,
            position INTEGER NOT NULL,
            key TEXT NOT NULL,
            PRIMARY KEY (placeRowid, position)
          );
          CREATE INDEX placeNames_key ON placeNames(key, placeRowid);
          -- Each word of those keys: a place said by some of its words ("main street") is
          -- found from the places holding the first word, never by a scan.
          CREATE TABLE placeWords (
            word TEXT NOT NULL,
            placeRowid INTEGER NOT NULL REFERENCES places(rowid) ON DELETE CASCADE,
            PRIMARY KEY (word, placeRowid)
          ) WITHOUT ROWID;
          -- Where the device is: a place id.
          ALTER TABLE device ADD COLUMN currentPlace TEXT;
          -- rideServices.json: one row per rides app, its record as JSON (options and drivers
          -- are read with it, never on their own).
          CREATE TABLE rideServices (
            app TEXT PRIMARY KEY,
            record TEXT NOT NULL
          );
          -- Every ride booked, once per intent identifier. Times are seconds since 1970, exact
          -- as REAL: a ride's phase is computed from them and the clock, never stored. The
          -- option, places, fare and driver are kept as booked.
          CREATE TABLE rides (
            rowid INTEGER PRIMARY KEY,
            id TEXT NOT NULL UNIQUE,
            app TEXT NOT NULL,
            optionId TEXT NOT NULL,
            optionName TEXT NOT NULL,
            pickupPlaceId TEXT NOT NULL,
            dropOffPlaceId TEXT NOT NULL,
            partySize INTEGER NOT NULL CHECK (partySize > 0),
            fareMinorUnits INTEGER NOT NULL,
            currency TEXT NOT NULL,
            driverName TEXT,
            driverVehicle TEXT,
            driverLicensePlate TEXT,
            bookedAt REAL NOT NULL,
            scheduledPickupAt REAL,
            pickupAt REAL NOT NULL,
            dropOffAt REAL NOT NULL,
            cancelledAt REAL,
            -- The payments (ids in payments) of the fare, of its refund and of the fee
            -- when the ride is cancelled.
            paymentId TEXT NOT NULL,
            refundPaymentId TEXT,
            cancellationFeeMinorUnits INTEGER,
            cancellationPaymentId TEXT,
            intentIdentifier TEXT UNIQUE
          );
          -- The app's ride under way: not cancelled, not yet dropped off.
          CREATE INDEX rides_app_active ON rides(app, cancelledAt, dropOffAt);
          """)
    }
    migrator.registerMigration("v8-place-spoken-names") { db in
      // How a sentence says a place when its name alone reads wrong: "the Ferry Building".
      try db.execute(sql: "ALTER TABLE places ADD COLUMN spokenName TEXT")
    }
    migrator.registerMigration("v9-turn-log") { db in
      // Every turn typed on this state since the data set was imported, by session, as a
      // transcript writes it (a passcode as its placeholder): what `:record` and `--record`
      // replay first, so that a recording starts from the state it was made on.
      try db.execute(
        sql: """
          CREATE TABLE turnLog (
            id INTEGER PRIMARY KEY AUTOINCREMENT,
            session TEXT NOT NULL,
            text TEXT NOT NULL
          );
          """)
      // A state already in use has turns no log kept.
      if try AppDatabase.meta(AppDatabase.dataSetSourceKey, in: db) != nil {
        try AppDatabase.setMeta(AppDatabase.turnLogIncompleteKey, "1", in: db)
      }
    }
    migrator.registerMigration("v10-handle-keys") { db in
      // A handle said as a number or address finds its contact through this key (HandleKey).
      try db.execute(sql: "ALTER TABLE handles ADD COLUMN valueKey TEXT NOT NULL DEFAULT ''")
      let update = try db.makeStatement(
        sql: "UPDATE handles SET valueKey = ? WHERE contactRowid = ? AND position = ?")
      let rows = try Row.fetchAll(
        db, sql: "SELECT contactRowid, position, type, value FROM handles")
      for row in rows {
        try update.execute(arguments: [
          HandleKey.key(row[3], type: HandleKey.type(stored: row[2])), row[0], row[1],
        ])
      }
      try db.execute(sql: "CREATE INDEX handles_valueKey ON handles(valueKey)")
    }
    migrator.registerMigration("v11-task-title-keys") { db in
      // Understanding asks whether words are a task's, a list's or a note's title
      // ("I picked up the eggs"): by the title as resolution compares it, indexed.
      try db.execute(sql: "ALTER TABLE tasks ADD COLUMN titleKey TEXT NOT NULL DEFAULT ''")
      let update = try db.makeStatement(sql: "UPDATE tasks SET titleKey = ? WHERE rowid = ?")
      for row in try Row.fetchAll(db, sql: "SELECT rowid, title FROM tasks") {
        try update.execute(arguments: [TitleWords.key(row[1]), row[0]])
      }
      try db.execute(
        sql: """
          CREATE INDEX tasks_titleKey ON tasks(titleKey);
          CREATE INDEX taskLists_titleKey ON taskLists(titleKey);
          CREATE INDEX notes_titleKey ON notes(titleKey);
          """)
    }
    migrator.registerMigration("v12-task-reminders") { db in
      // When to remind the user of a task ("remind me to call the dentist tomorrow at 9am"):
      // seconds since 1970, as a ride's times are, or NULL for a task with no reminder.
      try db.execute(sql: "ALTER TABLE tasks ADD COLUMN reminder REAL")
    }
    migrator.registerMigration("v13-app-data") { db in
      // The records an app of a developer's own keeps (AppDataFile): its data set files, and
      // what it changes, as JSON in the app's own shape, in data set order.
      try db.execute(
        sql: """
          CREATE TABLE appData (
            app TEXT NOT NULL,
            file TEXT NOT NULL,
            id TEXT NOT NULL,
            position INTEGER NOT NULL,
            record TEXT NOT NULL,
            PRIMARY KEY (app, file, id)
          );
          CREATE INDEX appData_file ON appData(app, file, position);
          """)
    }
    migrator.registerMigration("v14-vocabulary-version") { db in
      // A token that every change of the user vocabulary replaces, by trigger, in the same
      // transaction: understanding keeps the vocabulary in memory while the token it read it
      // under is current. Being data, the token is rolled back with the change (replay's
      // discardable changes, a discarded app call), and a random one never comes back, so an
      // undone change followed by another is never taken for the first. Another shell's
      // change to a shared state file replaces it too.
      var sql = """
        CREATE TABLE vocabularyVersion (token TEXT NOT NULL);
        INSERT INTO vocabularyVersion (token) VALUES (\(newVersionToken));
        """
      for table in ["vocabulary", "vocabularyKeys"] {
        for change in ["INSERT", "UPDATE", "DELETE"] {
          sql += """

            CREATE TRIGGER \(table)_\(change.lowercased())_version AFTER \(change) ON \(table)
            BEGIN UPDATE vocabularyVersion SET token = \(newVersionToken); END;
            """
        }
      }
      try db.execute(sql: sql)
    }
    migrator.registerMigration("v15-address-book-version") { db in
      // A token the data set import replaces whenever it writes the address book (the only
      // writer of contacts), in the same transaction: understanding keeps the contacts' names
      // in memory while the token it read them under is current. Being data, it is rolled back
      // with the import, and another shell's import replaces it too.
      try db.execute(
        sql: """
          CREATE TABLE addressBookVersion (token TEXT NOT NULL);
          INSERT INTO addressBookVersion (token) VALUES (\(newVersionToken));
          """)
    }
    migrator.registerMigration("v16-vocabulary-keys-follow-terms") { db in
      // A term's keys are written only with the term, in its transaction, and deleted with it
      // (ON DELETE CASCADE): the term's own trigger already replaces the token, and the keys'
      // triggers replaced it again for each of a term's spellings.
      try db.execute(
        sql: """
          DROP TRIGGER vocabularyKeys_insert_version;
          DROP TRIGGER vocabularyKeys_update_version;
          DROP TRIGGER vocabularyKeys_delete_version;
          """)
    }
    migrator.registerMigration("v17-cascade-indexes") { db in
      // ON DELETE CASCADE finds a deleted row's children by their key: without an index that
      // starts with it, each deleted term or place read the whole child table. Replacing the
      // 20 titles a lists app registers took 27 ms beside 10,000 user terms, and `:vocab add`
      // took 1.8 s beside 5,000, since it rewrites all the user's terms.
      try db.execute(
        sql: """
          CREATE INDEX vocabularyKeys_termRowid ON vocabularyKeys(termRowid);
          CREATE INDEX placeWords_placeRowid ON placeWords(placeRowid);
          """)
    }
    migrator.registerMigration("v18-apps-in-background") { db in
      // The apps the user sent to the background (`:simulate background APP`): an app that
      // handles an intent on screen answers continueInApp then, and SiriKit opens it.
      try db.execute(sql: "CREATE TABLE appsInBackground (app TEXT PRIMARY KEY NOT NULL)")
    }
    migrator.registerMigration("v19-app-data-versions") { db in
      // A token for each app's data file that every change of its records replaces, by
      // trigger, in the same transaction, as `vocabularyVersion` is for the vocabulary: an
      // app's records are decoded and indexed again only when their file's token changed. A
      // file's row is made by its first record. No statement here may meet a conflict: the
      // conflict policy of the statement that fires a trigger (an upsert's) overrides the
      // trigger's own.
      var sql = """
        CREATE TABLE appDataVersions (
          app TEXT NOT NULL,
          file TEXT NOT NULL,
          token TEXT NOT NULL,
          PRIMARY KEY (app, file)
        ) WITHOUT ROWID;
        INSERT INTO appDataVersions (app, file, token)
          SELECT app, file, \(newVersionToken) FROM appData GROUP BY app, file;
        """
      /// Renews the token of the file of `row`'s record, when `condition` holds.
      func renew(_ row: String, when condition: String = "") -> String {
        "UPDATE appDataVersions SET token = \(newVersionToken)"
          + " WHERE app = \(row).app AND file = \(row).file\(condition);"
      }
      // Renewed first, then made when there was none to renew: one write either way.
      let renewedOrMade = [
        renew("NEW"),
        "INSERT INTO appDataVersions (app, file, token) SELECT NEW.app, NEW.file,"
          + " \(newVersionToken) WHERE NOT EXISTS (SELECT 1 FROM appDataVersions"
          + " WHERE app = NEW.app AND file = NEW.file);",
      ]
      // A record moved to another app or file changes the one it left too.
      let left = renew("OLD", when: " AND (OLD.app != NEW.app OR OLD.file != NEW.file)")
      for (change, body) in [
        ("INSERT", renewedOrMade),
        ("UPDATE", renewedOrMade + [left]),
        ("DELETE", [renew("OLD")]),
      ] {
        sql += """

          CREATE TRIGGER appData_\(change.lowercased())_version AFTER \(change) ON appData
          BEGIN
            \(body.joined(separator: "\n  "))
          END;
          """
      }
      try db.execute(sql: sql)
    }
    migrator.registerMigration("v20-contact-relationships") { db in
      // Who a contact is to the user (INPersonRelationship's name: "sister"): "text my
      // sister" finds the contact by it.
      try db.execute(sql: "ALTER TABLE contacts ADD COLUMN relationship TEXT")
    }
    return migrator
  }
}
