import Foundation
import Testing

@testable import MeowlsServer

/// Schemas 106 and 107 move prices, availability and stock levels into tables clustered by variant: every row
/// survives, and the triggers that keep the catalogue's revision honest still fire.
@Suite struct ClusteredVariantRowsMigrationTests {
  let clock = Clock.constant(Date(timeIntervalSince1970: 1_800_000_000))
  static let moved: Set<Int> = [CatalogSchema.clusteredVariantRows.version, StockSchema.clusteredLevels.version]

  /// A database migrated up to just before the move, holding two variants' rows.
  func databaseBeforeTheMove(_ temporary: TemporaryDatabase) throws -> SQLiteDatabase {
    let database = try temporary.open(connections: 1)
    try Migrator(migrations: Schema.migrations.filter { !Self.moved.contains($0.version) }, clock: clock)
      .migrate(database)
    // Only the rows' own references are checked by the move; their parents' parents may be missing.
    try database.withConnection { connection in
      try connection.executeScript(
        """
        PRAGMA foreign_keys=OFF;
        INSERT INTO stock_locations (id, code, kind, name, city_id, address, latitude, longitude, position)
          VALUES ('L1', 'W1', 'warehouse', 'Склад', 'C1', 'ул. Складская, 1', 55.7, 37.6, 0);
        INSERT INTO product_variants (id, product_id, article, short_name, position) VALUES
          ('V1', 'P1', '1', 'one', 0), ('V2', 'P1', '2', 'two', 1);
        INSERT INTO variant_prices (variant_id, original_kopecks, price_kopecks, discount_percent) VALUES
          ('V1', 100000, 84900, 15.1), ('V2', 5000, 5000, NULL);
        INSERT INTO variant_availability (variant_id, type, delivery_duration_days) VALUES
          ('V1', 'available', NULL), ('V2', 'delivery', 3);
        INSERT INTO stock_levels (location_id, variant_id, quantity) VALUES ('L1', 'V1', 7), ('L1', 'V2', 0);
        PRAGMA foreign_keys=ON;
        """)
    }
    return database
  }

  /// The same database migrated to the current schema.
  func databaseAfterTheMove(_ temporary: TemporaryDatabase) throws -> SQLiteDatabase {
    let database = try databaseBeforeTheMove(temporary)
    try Migrator(migrations: Schema.migrations, clock: clock).migrate(database)
    return database
  }

  func rows(_ sql: String, _ database: SQLiteDatabase) throws -> [[String]] {
    try database.withConnection { connection in
      try connection.query(sql).map { row in row.columns.indices.map { "\(row[$0])" } }
    }
  }

  func revision(_ database: SQLiteDatabase) throws -> (structure: Int, stock: Int) {
    let row = try database.withConnection { try $0.first("SELECT structure, stock FROM catalog_revision") }
    return (try row?.int(0) ?? -1, try row?.int(1) ?? -1)
  }

  @Test func pricesAvailabilityAndStockSurviveTheMove() throws {
    let temporary = try TemporaryDatabase()
    defer { temporary.remove() }
    let database = try databaseBeforeTheMove(temporary)
    defer { database.close() }
    let sql = [
      "SELECT variant_id, original_kopecks, price_kopecks, discount_percent FROM variant_prices ORDER BY variant_id",
      "SELECT variant_id, type, delivery_duration_days FROM variant_availability ORDER BY variant_id",
      "SELECT location_id, variant_id, quantity FROM stock_levels ORDER BY variant_id",
    ]
    let before = try sql.map { try rows($0, database) }
    try Migrator(migrations: Schema.migrations, clock: clock).migrate(database)
    #expect(try sql.map { try rows($0, database) } == before)
    #expect(before.map(\.count) == [2, 2, 2])
    for table in ["variant_prices", "variant_availability", "stock_levels"] {
      let schema = try database.withConnection {
        try $0.first("SELECT sql FROM sqlite_master WHERE name = $1", [.text(table)])
      }
      #expect(try schema?.string(0).contains("WITHOUT ROWID") == true, "\(table)")
    }
  }

  @Test func priceWritesStillBumpTheStructureRevisionAfterTheMove() throws {
    let temporary = try TemporaryDatabase()
    defer { temporary.remove() }
    let database = try databaseAfterTheMove(temporary)
    defer { database.close() }
    let before = try revision(database)
    _ = try database.transaction {
      try $0.execute("UPDATE variant_prices SET price_kopecks = 80000 WHERE variant_id = 'V1'", [])
    }
    #expect(try revision(database).structure == before.structure + 1)
    #expect(try revision(database).stock == before.stock)
  }

  @Test func stockWritesStillBumpTheStockRevisionAfterTheMove() throws {
    let temporary = try TemporaryDatabase()
    defer { temporary.remove() }
    let database = try databaseAfterTheMove(temporary)
    defer { database.close() }
    let before = try revision(database)
    _ = try database.transaction { try $0.execute("UPDATE stock_levels SET quantity = 6 WHERE variant_id = 'V1'", []) }
    _ = try database.transaction {
      try $0.execute("DELETE FROM stock_levels WHERE variant_id = 'V2'", [])
    }
    #expect(try revision(database).stock == before.stock + 2)
  }

  @Test func theByVariantStockIndexIsThereAfterTheMove() throws {
    let temporary = try TemporaryDatabase()
    defer { temporary.remove() }
    let database = try databaseAfterTheMove(temporary)
    defer { database.close() }
    let index = try database.withConnection {
      try $0.first("SELECT tbl_name FROM sqlite_master WHERE type = 'index' AND name = 'stock_levels_by_variant'")
    }
    #expect(try index?.string(0) == "stock_levels")
  }
}
