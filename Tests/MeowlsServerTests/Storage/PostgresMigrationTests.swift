import Foundation
import MeowlsTestSupport
import Testing

@testable import MeowlsServer

/// The SQLite DDL of the migrations, run on PostgreSQL through the dialect layer.
@Suite struct PostgresMigrationTests {
  let clock = Clock.constant(Date(timeIntervalSince1970: 1_800_000_000))

  @Test func everyMigrationRunsOnAnEmptyDatabase() throws {
    let database = try PostgresTestCluster.freshDatabase()
    defer { database.close() }
    let migrator = Migrator(migrations: Schema.migrations, clock: clock)
    let applied = try migrator.migrate(database)
    #expect(applied.map(\.version) == Schema.migrations.map(\.version))
    #expect(try migrator.currentVersion(database) == migrator.latestVersion)
    #expect(try migrator.migrate(database).isEmpty)
  }

  @Test func sqliteTriggerWithAConditionRunsAsAPostgreSQLTrigger() throws {
    let database = try PostgresTestCluster.freshDatabase()
    defer { database.close() }
    let count = try database.withConnection { connection in
      try connection.executeScript(
        """
        CREATE TABLE counter (id INTEGER PRIMARY KEY CHECK (id = 1), n INTEGER NOT NULL);
        INSERT INTO counter (id, n) VALUES (1, 0);
        CREATE TABLE t (x INTEGER NOT NULL);
        CREATE TRIGGER t_counted AFTER INSERT ON t
        WHEN (SELECT NEW.x > 1)
        BEGIN UPDATE counter SET n = n + NEW.x WHERE id = 1; END;
        """)
      try connection.execute("INSERT INTO t (x) VALUES ($1), ($2)", [.integer(1), .integer(5)])
      return try connection.first("SELECT n FROM counter")?.int(0)
    }
    #expect(count == 5)
  }

  @Test func droppedTriggerStopsFiring() throws {
    let database = try PostgresTestCluster.freshDatabase()
    defer { database.close() }
    let count = try database.withConnection { connection in
      try connection.executeScript(
        """
        CREATE TABLE counter (n INTEGER NOT NULL);
        INSERT INTO counter (n) VALUES (0);
        CREATE TABLE t (x INTEGER NOT NULL);
        CREATE TRIGGER t_counted AFTER INSERT ON t BEGIN UPDATE counter SET n = n + 1; END;
        INSERT INTO t (x) VALUES (1);
        DROP TRIGGER t_counted;
        DROP TRIGGER IF EXISTS t_counted;
        INSERT INTO t (x) VALUES (2);
        """)
      return try connection.first("SELECT n FROM counter")?.int(0)
    }
    #expect(count == 1)
  }

  @Test func integerPrimaryKeyIsNumberedWhenOmitted() throws {
    let database = try PostgresTestCluster.freshDatabase()
    defer { database.close() }
    let ids = try database.withConnection { connection in
      try connection.executeScript("CREATE TABLE t (id INTEGER PRIMARY KEY, s TEXT NOT NULL) WITHOUT ROWID")
      try connection.execute("INSERT INTO t (s) VALUES ($1), ($2)", [.text("a"), .text("b")])
      return try connection.query("SELECT id FROM t ORDER BY id").map { try $0.int(0) }
    }
    #expect(ids == [1, 2])
  }
}
