import Foundation
import MeowlsTestSupport
import Testing

@testable import MeowlsServer

/// Two database objects on one PostgreSQL database, as two servers have: what one remembers between commits
/// (`rememberedUntilChange`) follows its own commits at once and the other's as soon as it hears of them.
@Suite struct PostgresChangesTests {
  /// Two servers' databases on one new database holding `t (v)` with v = 1; the first hears the other's commits.
  func twoServers() throws -> (PostgresDatabase, PostgresDatabase) {
    let url = try PostgresTestCluster.freshDatabaseURL()
    let first = try PostgresDatabase(url: url, connections: 2)
    let second = try PostgresDatabase(url: url, connections: 2)
    try second.transaction { try $0.executeScript("CREATE TABLE t (v INTEGER NOT NULL); INSERT INTO t VALUES (1)") }
    _ = try value(first)
    #expect(eventually { first.changes.isHearing })
    return (first, second)
  }

  /// `v` as the database's remembered read gives it.
  func value(_ database: PostgresDatabase) throws -> Int {
    try database.withConnection { connection in
      try connection.rememberedUntilChange("v") { try connection.first("SELECT v FROM t")?.int(0) ?? -1 }
    }
  }

  @Test func aValueReadOnceIsGivenAgainWithoutAskingTheDatabase() throws {
    let (first, second) = try twoServers()
    defer {
      first.close()
      second.close()
    }
    #expect(try value(first) == 1)
    let asked = first.changes.fromDatabase.load(ordering: .relaxed)
    for _ in 0..<5 { #expect(try value(first) == 1) }
    #expect(first.changes.fromDatabase.load(ordering: .relaxed) == asked)
  }

  @Test func anotherServersCommitIsHeardAndReadAnew() throws {
    let (first, second) = try twoServers()
    defer {
      first.close()
      second.close()
    }
    #expect(try value(first) == 1)
    _ = try second.transaction { try $0.execute("UPDATE t SET v = 2", []) }
    #expect(eventually { (try? value(first)) == 2 })
  }

  @Test func anotherServersWriteOutsideATransactionIsHeardToo() throws {
    let (first, second) = try twoServers()
    defer {
      first.close()
      second.close()
    }
    #expect(try value(first) == 1)
    try second.withConnection { _ = try $0.query("UPDATE t SET v = 3 RETURNING v") }
    #expect(eventually { (try? value(first)) == 3 })
  }

  @Test func aServersOwnCommitShowsAtOnce() throws {
    let (first, second) = try twoServers()
    defer {
      first.close()
      second.close()
    }
    #expect(try value(first) == 1)
    _ = try first.transaction { try $0.execute("UPDATE t SET v = 4", []) }
    #expect(try value(first) == 4)
    try first.withConnection { try $0.executeScript("UPDATE t SET v = 5") }
    #expect(try value(first) == 5)
  }

  @Test func aTransactionReadsItsOwnWriteNotTheRememberedValue() throws {
    let (first, second) = try twoServers()
    defer {
      first.close()
      second.close()
    }
    #expect(try value(first) == 1)
    let inside = try first.transaction { connection in
      try connection.execute("UPDATE t SET v = 6", [])
      return try connection.rememberedUntilChange("v") { try connection.first("SELECT v FROM t")?.int(0) ?? -1 }
    }
    #expect(inside == 6)
  }
}
