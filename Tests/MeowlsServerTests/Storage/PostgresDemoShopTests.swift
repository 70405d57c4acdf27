import Foundation
import MeowlsTestSupport
import Testing

@testable import MeowlsServer

/// The demo shop (catalogue, promo codes, staff), seeded on PostgreSQL as `meowls seed --demo` and `serve` do.
@Suite struct PostgresDemoShopTests {
  @Test func demoShopSeedsTheSameRowsAsOnSQLite() throws {
    let environment = AppEnvironment.test(random: 21)
    let postgres = try PostgresTestCluster.freshDatabase()
    defer { postgres.close() }
    let sqlite = try SQLiteDatabase(path: ":memory:", connections: 1)
    defer { sqlite.close() }
    for database in [postgres, sqlite] as [any Database] {
      try Migrator(migrations: Schema.migrations, clock: environment.clock).migrate(database)
      try Application.seedDemoShopIfEmpty(database, environment: environment)
    }
    let tables = try sqlite.withConnection { connection in
      try connection.query("SELECT name FROM sqlite_master WHERE type = 'table' ORDER BY name").map {
        try $0.string(0)
      }
    }
    func counts(_ database: any Database) throws -> [String: Int] {
      try database.withConnection { connection in
        try Dictionary(
          uniqueKeysWithValues: tables.map { ($0, try connection.first("SELECT COUNT(*) FROM \($0)")?.int(0) ?? -1) })
      }
    }
    // NB: the stock change log holds a row per stock write under the revision it made; SQLite bumps the revision
    // per write and prunes all but the last 10,000, PostgreSQL once per transaction, so the seed's one transaction
    // keeps every row there. Either way each stock level written is logged.
    var seeded = try counts(sqlite)
    var onPostgres = try counts(postgres)
    #expect(seeded["products"] == 715)
    #expect(onPostgres["catalog_stock_changes"] ?? 0 >= seeded["stock_levels"] ?? .max)
    seeded["catalog_stock_changes"] = nil
    onPostgres["catalog_stock_changes"] = nil
    #expect(onPostgres == seeded)
  }
}
