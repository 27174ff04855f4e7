import GRDB
import Testing

@testable import Store

/// Ids given to rows inserted one after another: the first number free from where the count
/// of rows says, "task-7" taken only by exactly that id.
@Suite struct UnusedIDsTests {
  @Test func takenIdsAreSkippedAndLookAlikesAreNot() throws {
    let database = try AppDatabase.inMemory()
    let given = try database.writer.write { db -> [String] in
      try db.execute(sql: "CREATE TABLE things (id TEXT NOT NULL)")
      for id in ["task-2", "task-03", "task-x4", "task-5", "task-+6", "job-7", "task-"] {
        try db.execute(sql: "INSERT INTO things VALUES (?)", arguments: [id])
      }
      var ids = AppDatabase.UnusedIDs("task", in: "things")
      var given: [String] = []
      var number = 0
      for left in (1...6).reversed() {
        let next = try ids.next(from: number + 1, expected: left, db)
        given.append(next.id)
        ids.inserted(next.id)
        number = next.number
      }
      return given
    }
    #expect(given == ["task-1", "task-3", "task-4", "task-6", "task-7", "task-8"])
  }
}
