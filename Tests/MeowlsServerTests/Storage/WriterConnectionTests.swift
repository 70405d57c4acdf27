import Dispatch
import Testing

@testable import MeowlsServer

@Suite struct WriterConnectionTests {
  func counterDatabase() throws -> (TemporaryDatabase, SQLiteDatabase) {
    let temporary = try TemporaryDatabase()
    let database = try temporary.open(connections: 4)
    try database.withConnection {
      try $0.executeScript("CREATE TABLE counter (n INTEGER NOT NULL); INSERT INTO counter VALUES (0)")
    }
    return (temporary, database)
  }

  @Test func databaseTransactionsAndConnectionTransactionsNeverOverlap() throws {
    let (temporary, database) = try counterDatabase()
    defer { temporary.remove() }
    // NB: read, then write what was read plus one: only transactions that never overlap count every increment,
    // whether they run on the writer connection or on a pooled one.
    DispatchQueue.concurrentPerform(iterations: 8) { worker in
      for _ in 0..<50 {
        let increment = { (connection: any DatabaseConnection) throws in
          let n = try connection.first("SELECT n FROM counter")?.int(0) ?? 0
          try connection.execute("UPDATE counter SET n = $1", [.integer(Int64(n + 1))])
        }
        if worker.isMultiple(of: 2) {
          try? database.transaction(increment)
        } else {
          try? database.withConnection { connection in try connection.transaction { try increment(connection) } }
        }
      }
    }
    #expect(try database.withConnection { try $0.first("SELECT n FROM counter")?.int(0) } == 400)
  }

  @Test func aThrowingTransactionLeavesNothing() throws {
    let (temporary, database) = try counterDatabase()
    defer { temporary.remove() }
    #expect(throws: DatabaseError.self) {
      try database.transaction { connection in
        try connection.execute("UPDATE counter SET n = 7", [])
        try connection.execute("UPDATE counter SET n = NULL", [])
      }
    }
    #expect(try database.withConnection { try $0.first("SELECT n FROM counter")?.int(0) } == 0)
  }

  @Test func whatATransactionCommitsEveryConnectionReads() throws {
    let (temporary, database) = try counterDatabase()
    defer { temporary.remove() }
    _ = try database.transaction { try $0.execute("UPDATE counter SET n = 5", []) }
    #expect(try database.withConnection { try $0.first("SELECT n FROM counter")?.int(0) } == 5)
  }

  @Test func aClosedDatabaseRefusesTransactions() throws {
    let (temporary, database) = try counterDatabase()
    defer { temporary.remove() }
    database.close()
    #expect(throws: DatabaseError.closed) { try database.transaction { _ in } }
  }

  @Test func anInMemoryDatabaseRunsTransactionsOnItsOneConnection() throws {
    let database = try SQLiteDatabase(path: ":memory:", connections: 1)
    try database.withConnection { try $0.executeScript("CREATE TABLE t (x INTEGER)") }
    _ = try database.transaction { try $0.execute("INSERT INTO t VALUES (1)", []) }
    #expect(try database.withConnection { try $0.first("SELECT COUNT(*) FROM t")?.int(0) } == 1)
  }

  @Test func aBulkTransactionCommitsLikeATransaction() throws {
    let (temporary, database) = try counterDatabase()
    defer { temporary.remove() }
    _ = try database.bulkTransaction { try $0.execute("UPDATE counter SET n = 9", []) }
    #expect(try database.withConnection { try $0.first("SELECT n FROM counter")?.int(0) } == 9)
  }

  @Test func aBulkTransactionLeavesTheWritersCacheAsItWas() throws {
    let (temporary, database) = try counterDatabase()
    defer { temporary.remove() }
    let usual = try database.transaction { try $0.first("PRAGMA cache_size")?.int(0) }
    let during = try database.bulkTransaction { try $0.first("PRAGMA cache_size")?.int(0) }
    let after = try database.transaction { try $0.first("PRAGMA cache_size")?.int(0) }
    #expect(during == -524_288 && after == usual && usual != during)
  }
}
