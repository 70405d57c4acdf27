import Foundation
import MeowlsTestSupport
import Testing

@testable import MeowlsServer

/// What a PostgreSQL transaction sends in one round trip (`PostgresPipeline`): its opening with its first statement,
/// and writes sent later (`executeLater`) with the next statement or the commit, all in their order, and never
/// committed when one fails.
@Suite struct PostgresPipelineTests {
  func database(connections: Int = 2) throws -> PostgresDatabase {
    let database = try PostgresTestCluster.freshDatabase(connections: connections)
    try database.withConnection { try $0.executeScript("CREATE TABLE t (x INTEGER NOT NULL)") }
    return database
  }

  func values(_ database: PostgresDatabase) throws -> [Int] {
    try database.withConnection { try $0.query("SELECT x FROM t ORDER BY x").map { try $0.int(0) } }
  }

  @Test func writesSentLaterAreSeenByTheNextStatementOfTheirTransaction() throws {
    let database = try database()
    defer { database.close() }
    let seen = try database.transaction { connection in
      try connection.executeLater("INSERT INTO t VALUES ($1)", [.integer(1)])
      try connection.executeLater("UPDATE t SET x = x + $1", [.integer(10)])
      return try connection.first("SELECT SUM(x) FROM t")?.int(0)
    }
    #expect(seen == 11)
    #expect(try values(database) == [11])
  }

  @Test func writesSentLaterAreCommittedWithTheTransaction() throws {
    let database = try database()
    defer { database.close() }
    try database.transaction { connection in
      try connection.execute("INSERT INTO t VALUES ($1)", [.integer(1)])
      try connection.executeLater("INSERT INTO t VALUES ($1)", [.integer(2)])
    }
    #expect(try values(database) == [1, 2])
  }

  @Test func aWriteSentLaterThatFailsAtTheCommitRollsBackItsTransaction() throws {
    let database = try database()
    defer { database.close() }
    #expect {
      try database.transaction { connection in
        try connection.execute("INSERT INTO t VALUES ($1)", [.integer(1)])
        try connection.executeLater("INSERT INTO t VALUES ($1)", [.null])
      }
    } throws: { error in
      guard case .constraint = error as? DatabaseError else { return false }
      return true
    }
    #expect(try values(database).isEmpty)
  }

  @Test func aWriteSentLaterThatFailsFailsTheNextStatement() throws {
    let database = try database()
    defer { database.close() }
    var reached = false
    #expect {
      try database.transaction { connection in
        try connection.executeLater("INSERT INTO t VALUES ($1)", [.null])
        _ = try connection.first("SELECT COUNT(*) FROM t")
        reached = true
      }
    } throws: { error in
      guard case .constraint = error as? DatabaseError else { return false }
      return true
    }
    #expect(!reached)
    #expect(try values(database).isEmpty)
  }

  @Test func aNestedTransactionThatFailsDropsTheWritesItSentLater() throws {
    let database = try database()
    defer { database.close() }
    try database.transaction { connection in
      try connection.execute("INSERT INTO t VALUES (1)", [])
      _ = try? connection.transaction {
        try connection.executeLater("INSERT INTO t VALUES (2)", [])
        throw DatabaseError.closed
      }
      try connection.executeLater("INSERT INTO t VALUES (3)", [])
    }
    #expect(try values(database) == [1, 3])
  }

  @Test func manyWritesSentLaterAreSentInParts() throws {
    let database = try database()
    defer { database.close() }
    let count = PostgresConnection.longestPipeline * 3 + 5
    try database.transaction { connection in
      for x in 0..<count { try connection.executeLater("INSERT INTO t VALUES ($1)", [.integer(Int64(x))]) }
    }
    #expect(try values(database) == Array(0..<count))
  }

  @Test func outsideATransactionAWriteSentLaterRunsAtOnce() throws {
    let database = try database(connections: 2)
    defer { database.close() }
    try database.withConnection { try $0.executeLater("INSERT INTO t VALUES (7)", []) }
    #expect(try values(database) == [7])
  }

  @Test func aTransactionWhoseCommitFailsLeavesItsConnectionUsable() throws {
    let database = try database(connections: 1)
    defer { database.close() }
    // NB: a failed statement the body swallows aborts the transaction, so its COMMIT answers ROLLBACK.
    #expect(throws: DatabaseError.self) {
      try database.transaction { connection in
        try connection.execute("INSERT INTO t VALUES (1)", [])
        _ = try? connection.first("SELECT 1 / $1", [.integer(0)])
      }
    }
    _ = try database.transaction { try $0.execute("INSERT INTO t VALUES (2)", []) }
    _ = try database.transaction(turn: "customer:a") { try $0.execute("INSERT INTO t VALUES (3)", []) }
    #expect(try values(database) == [2, 3])
  }

  @Test func aTransactionThatRunsNothingCommitsAndTheNextRunsAsUsual() throws {
    let database = try database(connections: 1)
    defer { database.close() }
    try database.transaction { _ in }
    try database.transaction(turn: "customer:a") { _ in }
    _ = try database.transaction { try $0.execute("INSERT INTO t VALUES (1)", []) }
    #expect(try values(database) == [1])
  }
}
