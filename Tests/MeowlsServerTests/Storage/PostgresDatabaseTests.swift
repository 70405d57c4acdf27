import Foundation
import MeowlsTestSupport
import Testing

@testable import MeowlsServer

/// The PostgreSQL engine behind the storage interface, on a throw-away cluster: each test has a database of its own.
@Suite struct PostgresDatabaseTests {
  @Test func roundTripsEveryValueKindAsSQLiteGivesIt() throws {
    let database = try PostgresTestCluster.freshDatabase()
    defer { database.close() }
    let values: [SQLValue] = [.null, .integer(-5), .real(26.91), .text("Корм"), .blob([0, 1, 255])]
    let row = try database.withConnection { try $0.first("SELECT $1, $2, $3, $4, $5", values) }
    #expect(row?.values == values)
  }

  @Test func roundTripsValuesThroughATableOfSQLiteColumnTypes() throws {
    let database = try PostgresTestCluster.freshDatabase()
    defer { database.close() }
    let values: [SQLValue] = [.integer(Int64.max), .real(-0.5), .text("it's 'quoted'"), .blob([]), .null]
    let rows = try database.withConnection { connection in
      try connection.executeScript(
        "CREATE TABLE t (i INTEGER NOT NULL, r REAL NOT NULL, s TEXT NOT NULL, b BLOB NOT NULL, n INTEGER)")
      try connection.execute("INSERT INTO t (i, r, s, b, n) VALUES ($1, $2, $3, $4, $5)", values)
      return try connection.query("SELECT i, r, s, b, n FROM t")
    }
    #expect(rows == [Row(columns: ["i", "r", "s", "b", "n"], values: values)])
  }

  @Test func bindsDollarPlaceholdersByNumberNotByAppearance() throws {
    let database = try PostgresTestCluster.freshDatabase()
    defer { database.close() }
    let row = try database.withConnection { try $0.first("SELECT $2 || '-' || $1", [.text("a"), .text("b")]) }
    #expect(try row?.string(0) == "b-a")
  }

  @Test func sumOfIntegersIsAnInteger() throws {
    let database = try PostgresTestCluster.freshDatabase()
    defer { database.close() }
    let row = try database.withConnection { connection in
      try connection.executeScript("CREATE TABLE t (x INTEGER NOT NULL); INSERT INTO t VALUES (2), (40)")
      return try connection.first("SELECT SUM(x), COUNT(*), MAX(x) > 2 FROM t WHERE x = $1", [.integer(40)])
    }
    #expect(row?.values == [.integer(40), .integer(1), .integer(1)])
  }

  @Test func executeReturnsTheNumberOfRowsChanged() throws {
    let database = try PostgresTestCluster.freshDatabase()
    defer { database.close() }
    let changed = try database.withConnection { connection in
      try connection.executeScript("CREATE TABLE t (x INTEGER NOT NULL); INSERT INTO t VALUES (1), (2), (3)")
      return try connection.execute("UPDATE t SET x = x + 10 WHERE x >= $1", [.integer(2)])
    }
    #expect(changed == 2)
  }

  @Test func uniqueViolationIsAConstraintError() throws {
    let database = try PostgresTestCluster.freshDatabase()
    defer { database.close() }
    try database.withConnection { connection in
      try connection.executeScript("CREATE TABLE t (x TEXT PRIMARY KEY)")
      try connection.execute("INSERT INTO t VALUES ($1)", [.text("a")])
      #expect {
        try connection.execute("INSERT INTO t VALUES ($1)", [.text("a")])
      } throws: { error in
        guard case .constraint = error as? DatabaseError else { return false }
        return true
      }
    }
  }

  @Test func rolledBackTransactionLeavesNothing() throws {
    let database = try PostgresTestCluster.freshDatabase()
    defer { database.close() }
    try database.withConnection { try $0.executeScript("CREATE TABLE t (x INTEGER NOT NULL)") }
    #expect(throws: DatabaseError.self) {
      try database.transaction { connection in
        try connection.execute("INSERT INTO t VALUES ($1)", [.integer(1)])
        try connection.execute("INSERT INTO t VALUES ($1)", [.null])
      }
    }
    #expect(try database.withConnection { try $0.query("SELECT x FROM t") }.isEmpty)
  }

  @Test func nestedTransactionRollsBackOnlyItsOwnWork() throws {
    let database = try PostgresTestCluster.freshDatabase()
    defer { database.close() }
    try database.withConnection { try $0.executeScript("CREATE TABLE t (x INTEGER NOT NULL)") }
    try database.transaction { connection in
      try connection.execute("INSERT INTO t VALUES (1)", [])
      _ = try? connection.transaction {
        try connection.execute("INSERT INTO t VALUES (2)", [])
        throw DatabaseError.closed
      }
      try connection.execute("INSERT INTO t VALUES (3)", [])
    }
    let rows = try database.withConnection { try $0.query("SELECT x FROM t ORDER BY x") }
    #expect(rows.map(\.values) == [[.integer(1)], [.integer(3)]])
  }

  @Test func statementFailingToPrepareInsideATransactionLeavesItUsable() throws {
    let database = try PostgresTestCluster.freshDatabase()
    defer { database.close() }
    try database.withConnection { try $0.executeScript("CREATE TABLE t (x INTEGER NOT NULL)") }
    try database.transaction { connection in
      try connection.execute("INSERT INTO t VALUES (1)", [])
      #expect(throws: DatabaseError.self) { try connection.execute("INSERT INTO missing VALUES (1)", []) }
      // NB: `SELECT $1` gives `$1` no type to infer: its first PREPARE fails, and the value's own type is declared.
      #expect(try connection.first("SELECT $1", [.integer(2)])?.values == [.integer(2)])
      try connection.execute("INSERT INTO t VALUES (2)", [])
    }
    #expect(try database.withConnection { try $0.first("SELECT COUNT(*) FROM t")?.int(0) } == 2)
  }

  @Test func parameterDeducedAsTwoTypesIsDeclaredFromItsValue() throws {
    let database = try PostgresTestCluster.freshDatabase()
    defer { database.close() }
    let rows = try database.withConnection { connection in
      try connection.executeScript("CREATE TABLE t (x INTEGER NOT NULL)")
      // NB: `$1` is a bigint for the column and a numeric beside SUM, as in OrderRefunds' conditional insert.
      let sql = "INSERT INTO t (x) SELECT $1 WHERE (SELECT COALESCE(SUM(x), 0) FROM t) + $1 <= $2"
      try connection.execute(sql, [.integer(5), .integer(8)])
      try connection.execute(sql, [.integer(5), .integer(8)])
      return try connection.query("SELECT x FROM t").map(\.values)
    }
    #expect(rows == [[.integer(5)]])
  }

  @Test func closedDatabaseRefusesWork() throws {
    let database = try PostgresTestCluster.freshDatabase()
    database.close()
    #expect(throws: DatabaseError.closed) { try database.withConnection { _ in } }
    #expect(throws: DatabaseError.closed) { try database.transaction { _ in } }
  }

  @Test func unreachableServerCannotOpen() throws {
    #expect {
      try PostgresDatabase(url: "postgres://nobody:secret@127.0.0.1:1/none?connect_timeout=2", connections: 1)
    } throws: { error in
      guard case .cannotOpen(let path, _) = error as? DatabaseError else { return false }
      return path == "postgres://nobody:***@127.0.0.1:1/none?connect_timeout=2"
    }
  }
}
