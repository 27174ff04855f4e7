import Foundation
import GRDB
import Testing

@testable import Store

/// Ids given to tasks inserted without one: the first number free from where the count of
/// rows says, "task-9" taken only by exactly that id.
@Suite struct TaskIDsTests {
  @Test func takenIdsAreSkippedAndLookAlikesAreNot() throws {
    let database = try AppDatabase.inMemory()
    let now = Date(timeIntervalSince1970: 1_800_000_000)
    let given = try database.writer.write { db -> [String] in
      try AppDatabase.insertList(
        id: "list-1", app: "ListOMat", title: "Boxes", groupName: nil, createdAt: "", db)
      try AppDatabase.insertTasks(
        ["task-9", "task-03", "task-x10", "task-11"].map { TaskRecord(id: $0, title: $0) },
        listId: "list-1", at: now, db)
      return try AppDatabase.insertTasks(
        (1...6).map { TaskRecord(title: "box \($0)") }, listId: "list-1", at: now, db)
    }
    // Four rows: numbering starts at 5.
    #expect(given == ["task-5", "task-6", "task-7", "task-8", "task-10", "task-12"])
    let titles = try database.taskList(id: "list-1")?.tasks.map(\.title.spokenPhrase)
    #expect(titles?.suffix(6) == (1...6).map { "box \($0)" })
  }

  @Test func aGivenIdTakenAlreadyIsRefused() throws {
    let database = try AppDatabase.inMemory()
    let now = Date(timeIntervalSince1970: 1_800_000_000)
    #expect(throws: DatabaseError.self) {
      try database.writer.write { db in
        try AppDatabase.insertList(
          id: "list-1", app: "ListOMat", title: "Boxes", groupName: nil, createdAt: "", db)
        try AppDatabase.insertTasks(
          [TaskRecord(title: "box"), TaskRecord(id: "task-1", title: "crate")],
          listId: "list-1", at: now, db)
      }
    }
  }
}
