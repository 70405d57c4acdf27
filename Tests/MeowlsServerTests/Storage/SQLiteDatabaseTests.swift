import Foundation
import Testing

@testable import MeowlsServer

@Suite struct SQLiteDatabaseTests {
  @Test func bindsDollarPlaceholdersByNumberNotByAppearance() throws {
    let database = try SQLiteDatabase(path: ":memory:", connections: 1)
    let row = try database.withConnection { try $0.first("SELECT $2 || '-' || $1", [.text("a"), .text("b")]) }
    #expect(try row?.string(0) == "b-a")
  }

  @Test func reusedPlaceholderBindsOnce() throws {
    let database = try SQLiteDatabase(path: ":memory:", connections: 1)
    let row = try database.withConnection { try $0.first("SELECT $1 + $1", [.integer(21)]) }
    #expect(try row?.int(0) == 42)
  }

  @Test func roundTripsEveryValueKind() throws {
    let database = try SQLiteDatabase(path: ":memory:", connections: 1)
    let values: [SQLValue] = [.null, .integer(-5), .real(26.91), .text("Корм"), .blob([0, 1, 255])]
    let row = try database.withConnection { try $0.first("SELECT $1, $2, $3, $4, $5", values) }
    #expect(row?.values == values)
  }

  @Test func failedTransactionLeavesNothing() throws {
    let database = try SQLiteDatabase(path: ":memory:", connections: 1)
    try database.withConnection { connection in
      try connection.executeScript("CREATE TABLE t (x INTEGER NOT NULL)")
      #expect(throws: DatabaseError.self) {
        try connection.transaction {
          try connection.execute("INSERT INTO t VALUES ($1)", [.integer(1)])
          try connection.execute("INSERT INTO t VALUES ($1)", [.null])
        }
      }
      #expect(try connection.query("SELECT x FROM t").isEmpty)
    }
  }

  @Test func nestedTransactionRollsBackOnlyItsOwnWork() throws {
    let database = try SQLiteDatabase(path: ":memory:", connections: 1)
    let count = try database.withConnection { connection -> Int in
      try connection.executeScript("CREATE TABLE t (x INTEGER NOT NULL)")
      try connection.transaction {
        try connection.execute("INSERT INTO t VALUES (1)", [])
        _ = try? connection.transaction {
          try connection.execute("INSERT INTO t VALUES (2)", [])
          throw DatabaseError.closed
        }
      }
      return try connection.first("SELECT COUNT(*) FROM t")?.int(0) ?? -1
    }
    #expect(count == 1)
  }

  @Test func foreignKeysAreEnforced() throws {
    let database = try SQLiteDatabase(path: ":memory:", connections: 1)
    try database.withConnection { connection in
      try connection.executeScript(
        "CREATE TABLE a (id INTEGER PRIMARY KEY); CREATE TABLE b (a_id INTEGER REFERENCES a(id))")
      #expect(throws: DatabaseError.constraint(message: "FOREIGN KEY constraint failed")) {
        try connection.execute("INSERT INTO b VALUES (7)", [])
      }
    }
  }

  @Test func fileDatabaseUsesWriteAheadLog() throws {
    let temporary = try TemporaryDatabase()
    defer { temporary.remove() }
    let database = try temporary.open()
    defer { database.close() }
    let mode = try database.withConnection { try $0.first("PRAGMA journal_mode")?.string(0) }
    #expect(mode == "wal")
  }

  @Test func wrongParameterCountIsAnError() throws {
    let database = try SQLiteDatabase(path: ":memory:", connections: 1)
    #expect(throws: DatabaseError.self) {
      try database.withConnection { try $0.execute("SELECT $1", []) }
    }
  }

  @Test func closedDatabaseRefusesWork() throws {
    let database = try SQLiteDatabase(path: ":memory:", connections: 1)
    database.close()
    #expect(throws: DatabaseError.closed) { try database.withConnection { _ in } }
  }

  @Test func connectionsServeThreadsConcurrently() throws {
    let temporary = try TemporaryDatabase()
    defer { temporary.remove() }
    let database = try temporary.open(connections: 4)
    defer { database.close() }
    try database.withConnection { try $0.executeScript("CREATE TABLE t (x INTEGER)") }
    DispatchQueue.concurrentPerform(iterations: 40) { index in
      _ = try? database.withConnection { try $0.execute("INSERT INTO t VALUES ($1)", [.integer(Int64(index))]) }
    }
    let count = try database.withConnection { try $0.first("SELECT COUNT(*) FROM t")?.int(0) }
    #expect(count == 40)
  }
}
