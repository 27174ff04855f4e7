import Apps
import Foundation
import IntentKit
import Store

/// Address books of any size, generated deterministically (same names every run).
enum GeneratedAddressBook {
  static let givenNames = [
    "James", "Mary", "John", "Patricia", "Robert", "Jennifer", "Michael", "Linda", "William",
    "Elizabeth", "David", "Barbara", "Richard", "Susan", "Joseph", "Jessica", "Thomas", "Sarah",
    "Charles", "Karen", "Christopher", "Nancy", "Daniel", "Lisa", "Matthew", "Betty", "Anthony",
    "Margaret", "Mark", "Sandra", "Donald", "Ashley", "Steven", "Kimberly", "Paul", "Emily",
    "Andrew", "Donna", "Joshua", "Michelle", "Kenneth", "Dorothy", "Kevin", "Carol", "Brian",
    "Amanda", "George", "Melissa", "Edward", "Deborah", "Ronald", "Stephanie", "Timothy",
    "Rebecca", "Jason", "Sharon", "Jeffrey", "Laura", "Ryan", "Cynthia", "Jacob", "Kathleen",
    "Gary", "Amy", "Nicholas", "Shirley", "Eric", "Angela", "Jonathan", "Helen", "Stephen", "Anna",
    "Larry", "Brenda", "Justin", "Pamela", "Scott", "Nicole", "Brandon", "Emma", "Benjamin",
    "Samantha", "Samuel", "Katherine", "Gregory", "Christine", "Frank", "Debra", "Alexander",
    "Rachel", "Raymond", "Catherine", "Patrick", "Carolyn", "Jack", "Janet", "Dennis", "Ruth",
    "Jerry", "Maria", "Sean", "Shaun", "Jon", "Ana", "Chris", "Dana", "Kate", "Leo", "Mia",
  ]
  static let familyNames = [
    "Smith", "Johnson", "Williams", "Brown", "Jones", "Garcia", "Miller", "Davis", "Rodriguez",
    "Martinez", "Hernandez", "Lopez", "Gonzalez", "Wilson", "Anderson", "Thomas", "Taylor",
    "Moore", "Jackson", "Martin", "Lee", "Perez", "Thompson", "White", "Harris", "Sanchez",
    "Clark", "Ramirez", "Lewis", "Robinson", "Walker", "Young", "Allen", "King", "Wright",
    "Scott", "Torres", "Nguyen", "Hill", "Flores", "Green", "Adams", "Nelson", "Baker", "Hall",
    "Rivera", "Campbell", "Mitchell", "Carter", "Roberts", "Gomez", "Phillips", "Evans", "Turner",
    "Diaz", "Parker", "Cruz", "Edwards", "Collins", "Reyes", "Stewart", "Morris", "Morales",
    "Murphy", "Cook", "Rogers", "Gutierrez", "Ortiz", "Morgan", "Cooper", "Peterson", "Bailey",
    "Reed", "Kelly", "Howard", "Ramos", "Kim", "Cox", "Ward", "Richardson", "Watson", "Brooks",
    "Chavez", "Wood", "James", "Bennett", "Gray", "Mendoza", "Ruiz", "Hughes", "Price", "Alvarez",
    "Castillo", "Sanders", "Patel", "Myers", "Long", "Ross", "Foster", "Jimenez", "Appleseed",
  ]

  /// Contact `index` of a generated book: names cycle through the lists with co-prime strides,
  /// and a numeric suffix on the family name keeps full names varied.
  static func contact(_ index: Int) -> ContactRecord {
    let given = givenNames[(index * 7) % givenNames.count]
    let family = familyNames[(index * 13 + index / givenNames.count) % familyNames.count]
    let suffix = index / (givenNames.count * familyNames.count)
    let familyName = suffix == 0 ? family : "\(family)\(suffix)"
    var handles = [
      HandleRecord(type: .phone, label: "mobile", value: String(format: "+1 555 %07d", index))
    ]
    if index % 3 == 0 {
      handles.append(
        HandleRecord(type: .phone, label: "home", value: String(format: "+1 556 %07d", index)))
    }
    if index % 5 == 0 {
      handles.append(HandleRecord(type: .email, label: "work", value: "person\(index)@example.com"))
    }
    return ContactRecord(
      id: "g\(index)", givenName: given, familyName: familyName, handles: handles)
  }

  /// A state file holding the demo apps and `count` generated contacts; built once, then reused.
  static func stateFile(contacts count: Int, in folder: URL) throws -> String {
    let path = folder.appendingPathComponent("contacts-\(count).sqlite").path
    if FileManager.default.fileExists(atPath: path) { return path }
    let started = Date()
    print("  (generating \(count) contacts into \(path), once)")
    var dataSet = try DataSetLoader.load(DataSetLoader.demoFolder, appKinds: InstalledApps.kinds())
    dataSet.name = "generated-\(count)"
    dataSet.contacts += (0..<count).map(contact)
    let partial = path + ".partial"
    try? FileManager.default.removeItem(atPath: partial)
    try AppDatabase.open(path: partial).importDataSet(dataSet)
    try FileManager.default.moveItem(atPath: partial, toPath: path)
    print("  (generated in \(String(format: "%.1f", Date().timeIntervalSince(started))) s)")
    return path
  }

  /// A copy of the state at `statePath` with `count` user vocabulary terms: half contact names
  /// sharing the address book's names and phonetic buckets, half account nicknames. Made
  /// fresh each run (a copy and one transaction), so it always matches the current schema.
  static func withVocabulary(_ statePath: String, terms count: Int, in folder: URL) throws
    -> String
  {
    let path = folder.appendingPathComponent("vocabulary-\(count).sqlite").path
    try? FileManager.default.removeItem(atPath: path)
    try FileManager.default.copyItem(atPath: statePath, toPath: path)
    let database = try AppDatabase.open(path: path)
    let half = count / 2
    let people = (0..<half).map { index -> SpeakableString in
      let person = contact(index * 37 + 5)
      return SpeakableString(
        spokenPhrase: "\(person.givenName) \(person.familyName) \(index)",
        vocabularyIdentifier: "member-\(index)")
    }
    try database.setVocabulary(people, of: .contactName, owner: nil)
    let accounts = (0..<(count - half)).map { index -> SpeakableString in
      let person = contact(index * 53 + 11)
      return SpeakableString(
        spokenPhrase: "\(person.familyName) Fund \(index)",
        pronunciationHint: "\(person.familyName.lowercased()) fund \(index)",
        vocabularyIdentifier: "account-\(index)")
    }
    try database.setVocabulary(accounts, of: .paymentsAccountNickname, owner: nil)
    return path
  }
}
