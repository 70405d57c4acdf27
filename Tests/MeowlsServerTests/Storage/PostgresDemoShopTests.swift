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
    let seeded = try counts(sqlite)
    #expect(seeded["products"] == 715)
    #expect(try counts(postgres) == seeded)
  }
}
