import Foundation
import GRDB
import SpokenLanguage

/// Writes a data set into the tables, computing the normalised names and phonetic keys.
enum DataSetImport {
  static func insert(_ dataSet: DataSet, into db: Database) throws {
    let contact = try db.makeStatement(
      sql: """
        INSERT INTO contacts (id, givenName, familyName, nickname, phoneticGivenName,
          phoneticFamilyName, givenNorm, familyNorm, fullNorm, nicknameNorm, givenKey, familyKey,
          relationship)
        VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
        """)
    let handle = try db.makeStatement(
      sql: """
        INSERT INTO handles (contactRowid, position, type, label, value, valueKey)
        VALUES (?, ?, ?, ?, ?, ?)
        """)
    for record in dataSet.contacts {
      let keys = ContactKeys(record)
      try Columns.run(
        contact,
        arguments: [
          record.id, record.givenName, record.familyName, record.nickname, record.phoneticGivenName,
          record.phoneticFamilyName, keys.given, keys.family, keys.full, keys.nickname,
          keys.givenPhonetic, keys.familyPhonetic, record.relationship,
        ])
      let rowid = db.lastInsertedRowID
      for (position, entry) in record.handles.enumerated() {
        try Columns.run(
          handle,
          arguments: [
            rowid, position, entry.type.rawValue, entry.label, entry.value,
            HandleKey.key(entry.value, type: HandleKey.type(stored: entry.type.rawValue)),
          ])
      }
    }
    let encoder = JSONEncoder()
    encoder.outputFormatting = .sortedKeys
    for (position, app) in dataSet.apps.enumerated() {
      try db.executeCached(
        sql: "INSERT INTO apps (name, position, record) VALUES (?, ?, ?)",
        arguments: [app.name, position, String(decoding: try encoder.encode(app), as: UTF8.self)])
    }
    for conversation in dataSet.conversations {
      try db.executeCached(
        sql: "INSERT INTO conversations (id, app, participants, groupName) VALUES (?, ?, ?, ?)",
        arguments: [
          conversation.id, conversation.app,
          ConversationKey.participants(conversation.participants),
          conversation.groupName,
        ])
      for message in conversation.messages {
        try db.executeCached(
          sql: """
            INSERT INTO messages (id, conversationId, sender, content, sentAt, isRead)
            VALUES (?, ?, ?, ?, ?, ?)
            """,
          arguments: [
            message.id, conversation.id, message.from, message.content,
            // One spelling of the time (UTC, "Z"), so times compare as text.
            Timestamp.date(message.sentAt).map(Timestamp.string) ?? message.sentAt,
            message.read ?? false,
          ])
      }
    }
    let start = dataSet.device.now.flatMap(Timestamp.date) ?? Date(timeIntervalSince1970: 0)
    for list in dataSet.lists {
      try AppDatabase.insertList(
        id: list.id, app: list.app, title: list.title, groupName: list.groupName,
        createdAt: list.createdAt ?? Timestamp.string(start), db)
      try AppDatabase.insertTasks(list.tasks, listId: list.id, at: start, db)
    }
    for account in dataSet.accounts {
      try AppDatabase.insertAccount(account, at: Timestamp.string(start), db)
    }
    for var note in dataSet.notes {
      note.createdAt = note.createdAt ?? Timestamp.string(start)
      try AppDatabase.insertNote(note, db)
    }
    try AppDatabase.insertPaymentServices(dataSet.paymentServices, db)
    try AppDatabase.insertCars(dataSet.cars, db)
    try AppDatabase.insertPlaces(dataSet.places, db)
    try AppDatabase.insertRideServices(dataSet.rideServices, db)
    try AppDatabase.insertAppData(dataSet.appData, versions: dataSet.appDataVersions, db)
    try db.execute(
      sql: "INSERT INTO meta (key, value) VALUES ('dataSet', ?)", arguments: [dataSet.name])
    if let now = dataSet.device.now {
      try db.execute(sql: "INSERT INTO meta (key, value) VALUES ('clock', ?)", arguments: [now])
    }
    if let zone = dataSet.device.timeZone {
      try db.execute(
        sql: "INSERT INTO meta (key, value) VALUES ('timeZone', ?)", arguments: [zone])
    }
    if let locale = dataSet.device.locale {
      try db.execute(
        sql: "INSERT INTO meta (key, value) VALUES ('locale', ?)", arguments: [locale])
    }
    try AppDatabase.insertDevice(dataSet.device, db)
    // Set apart from insertDevice, which migration v5 runs before the column exists.
    try db.execute(
      sql: "UPDATE device SET currentPlace = ?", arguments: [dataSet.device.currentPlace])
  }
}

/// The normalised forms and phonetic keys a contact is found by.
struct ContactKeys {
  let given: String
  let family: String
  let full: String
  let nickname: String?
  let givenPhonetic: String
  let familyPhonetic: String

  init(_ record: ContactRecord) {
    given = NameNormalizer.normalize(record.givenName)
    family = NameNormalizer.normalize(record.familyName)
    full = NameNormalizer.normalize("\(record.givenName) \(record.familyName)")
    nickname = record.nickname.map(NameNormalizer.normalize)
    // A phonetic name from the address book says how the name sounds: prefer it.
    givenPhonetic = PhoneticKey.key(record.phoneticGivenName ?? record.givenName)
    familyPhonetic = PhoneticKey.key(record.phoneticFamilyName ?? record.familyName)
  }
}

/// Conversations are found by app and the sorted ids of the other participants.
enum ConversationKey {
  static func participants(_ ids: [String]) -> String { ids.sorted().joined(separator: ",") }
}
