import Foundation
import Testing

@testable import MeowlsServer

@Suite struct MigratorTests {
  let clock = Clock.constant(Date(timeIntervalSince1970: 1_800_000_000))
  let migrations = [
    Migration(version: 1, name: "a", sql: "CREATE TABLE a (id INTEGER)"),
    Migration(version: 2, name: "b", sql: "CREATE TABLE b (id INTEGER)"),
  ]

  @Test func appliesPendingMigrationsInOrderAndRecordsThem() throws {
    let database = try SQLiteDatabase(path: ":memory:", connections: 1)
    let applied = try Migrator(migrations: migrations.reversed(), clock: clock).migrate(database)
    #expect(applied.map(\.version) == [1, 2])
    let rows = try database.withConnection { try $0.query("SELECT version, name, applied_at FROM schema_migrations") }
    #expect(
      rows.map(\.values) == [
        [.integer(1), .text("a"), .text("2027-01-15T08:00:00Z")],
        [.integer(2), .text("b"), .text("2027-01-15T08:00:00Z")],
      ])
  }

  @Test func migratingTwiceIsANoOp() throws {
    let database = try SQLiteDatabase(path: ":memory:", connections: 1)
    let migrator = Migrator(migrations: migrations, clock: clock)
    try migrator.migrate(database)
    #expect(try migrator.migrate(database).isEmpty)
    #expect(try migrator.currentVersion(database) == 2)
  }

  @Test func aMigrationBelowTheHighestAppliedOneIsStillApplied() throws {
    let database = try SQLiteDatabase(path: ":memory:", connections: 1)
    try Migrator(migrations: [migrations[1]], clock: clock).migrate(database)
    let applied = try Migrator(migrations: migrations, clock: clock).migrate(database)
    #expect(applied.map(\.version) == [1])
    #expect(
      try database.withConnection { try $0.query("SELECT version FROM schema_migrations ORDER BY version") }
        .map(\.values) == [[.integer(1)], [.integer(2)]])
  }

  @Test func newerDatabaseIsRefused() throws {
    let database = try SQLiteDatabase(path: ":memory:", connections: 1)
    try Migrator(migrations: migrations, clock: clock).migrate(database)
    let older = Migrator(migrations: [migrations[0]], clock: clock)
    #expect(throws: MigrationError.databaseIsNewer(found: 2, supported: 1)) { try older.migrate(database) }
  }

  @Test func failingMigrationAppliesNothing() throws {
    let database = try SQLiteDatabase(path: ":memory:", connections: 1)
    let broken = migrations + [Migration(version: 3, name: "broken", sql: "CREATE TABLE (")]
    #expect(throws: MigrationError.self) { try Migrator(migrations: broken, clock: clock).migrate(database) }
    #expect(try Migrator(migrations: broken, clock: clock).currentVersion(database) == 0)
    let tables = try database.withConnection {
      try $0.query("SELECT name FROM sqlite_master WHERE type = 'table' AND name IN ('a', 'b')")
    }
    #expect(tables.isEmpty)
  }

  @Test func shippedSchemaMigratesAnEmptyDatabase() throws {
    let database = try SQLiteDatabase(path: ":memory:", connections: 1)
    try Migrator(migrations: Schema.migrations, clock: clock).migrate(database)
    #expect(
      try Migrator(migrations: Schema.migrations, clock: clock).currentVersion(database)
        == Schema.migrations.last?.version)
  }

  @Test func shippedVersionsAreUniqueAndIncreasing() {
    let versions = Schema.migrations.map(\.version)
    #expect(versions == versions.sorted() && Set(versions).count == versions.count)
  }
}
