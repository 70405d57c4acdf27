import Foundation
import MeowlsTestSupport
import Testing

@testable import MeowlsServer

@Suite struct StockLedgerTests {
  static let warehouse = UUID(uuidString: "00000000-0000-0000-0000-0000000000E1")!
  static let variant = UUID(uuidString: "00000000-0000-0000-0000-0000000000B1")!

  /// A migrated in-memory database with one warehouse in one city and one variant of `royal-canin`.
  func database() throws -> SQLiteDatabase {
    let database = try SQLiteDatabase.migrated(clock: .constant(Date(timeIntervalSince1970: 0)))
    try database.withConnection { try $0.executeScript(Self.places(variants: [Self.variant])) }
    return database
  }

  /// `MiniCatalogue` plus a city, its warehouse and variants `RC-1`, `RC-2`… of `royal-canin`.
  static func places(variants: [UUID]) -> String {
    let rows = variants.enumerated().map { index, id in
      "('\(id)', '\(MiniCatalogue.id("A1"))', 'RC-\(index + 1)', '\(index + 1) кг', \(index))"
    }
    return MiniCatalogue.sql + """
      ;
      INSERT INTO regions (id, name) VALUES ('R', 'Регион');
      INSERT INTO cities (id, region_id, name, time_zone, position) VALUES ('C', 'R', 'Город', 'UTC', 0);
      INSERT INTO stock_locations (id, code, kind, name, city_id, address, latitude, longitude, position)
      VALUES ('\(warehouse)', 'w', 'warehouse', 'Склад', 'C', 'улица', 0, 0, 0);
      INSERT INTO product_variants (id, product_id, article, short_name, position) VALUES \(rows.joined(separator: ", "))
      """
  }

  func movement(_ delta: Int, _ reason: StockReason) -> StockMovement {
    StockMovement(
      actor: .console, delta: delta, location: Self.warehouse, note: nil, order: nil, reason: reason,
      variant: Self.variant)
  }

  func ledger(_ database: SQLiteDatabase) throws -> [String] {
    try database.withConnection { connection in
      try connection.query("SELECT delta, reason, actor, recorded_at FROM stock_ledger ORDER BY id").map {
        "\(try $0.int(0)) \(try $0.string(1)) \(try $0.string(2)) \(try $0.int(3))"
      }
    }
  }

  @Test func takeIsConditionalAndPutCreatesTheCounter() throws {
    let database = try database()
    try database.withConnection { connection in
      #expect(try !StockLedger.take(1, movement(-1, .order), at: 10, in: connection))
      try StockLedger.put(movement(5, .receipt), at: 11, in: connection)
      #expect(try StockLedger.take(3, movement(-3, .order), at: 12, in: connection))
      #expect(try !StockLedger.take(3, movement(-3, .order), at: 13, in: connection))
      #expect(try StockLedger.take(2, movement(-2, .sale), at: 14, in: connection))
      #expect(try StockLedger.available(variant: Self.variant, at: Self.warehouse, in: connection) == 0)
      #expect(try StockLedger.discrepancies(in: connection).isEmpty)
    }
    #expect(try ledger(database) == ["5 receipt console 11", "-3 order console 12", "-2 sale console 14"])
  }

  @Test func aCorrectionRecordsTheDifferenceOnly() throws {
    let database = try database()
    try database.withConnection { connection in
      try StockLedger.correct(variant: Self.variant, at: Self.warehouse, to: 7, actor: .console, at: 1, in: connection)
      try StockLedger.correct(variant: Self.variant, at: Self.warehouse, to: 7, actor: .console, at: 2, in: connection)
      try StockLedger.correct(
        variant: Self.variant, at: Self.warehouse, to: 4, actor: .console, note: "stock-take", at: 3, in: connection)
      #expect(try StockLedger.available(variant: Self.variant, at: Self.warehouse, in: connection) == 4)
    }
    #expect(try ledger(database) == ["7 correction console 1", "-3 correction console 3"])
  }

  @Test func aCounterChangedBehindTheLedgersBackIsADiscrepancy() throws {
    let database = try database()
    try database.withConnection { connection in
      try StockLedger.put(movement(5, .receipt), at: 1, in: connection)
      try connection.execute("UPDATE stock_levels SET quantity = 9", [])
      #expect(
        try StockLedger.discrepancies(in: connection).map { "\($0.counter) \($0.ledger)" } == ["9 5"])
    }
  }

  @Test func theCounterNeverGoesBelowZero() throws {
    let database = try database()
    try database.withConnection { connection in
      try StockLedger.put(movement(1, .receipt), at: 1, in: connection)
      #expect(throws: DatabaseError.self) { try connection.execute("UPDATE stock_levels SET quantity = -1", []) }
    }
  }

  @Test func seedingOpensTheLedgerWithEveryLocationsStock() throws {
    let database = try SQLiteDatabase.migrated(clock: .constant(DemoCatalogFixture.loadDate))
    try CatalogSeeder(database: database, clock: .constant(Date(timeIntervalSince1970: 1_000))).seed(
      DemoCatalogFixture.catalog)
    let stocked = DemoCatalogFixture.catalog.stock.filter { $0.quantity != 0 }
    let opening = try database.withConnection { connection in
      try connection.first(
        "SELECT COUNT(*), SUM(delta), MIN(recorded_at) FROM stock_ledger WHERE reason = 'opening' AND actor = 'seed'")
    }
    let units = stocked.map(\.quantity).reduce(0, +)
    #expect(opening?.values == [.integer(Int64(stocked.count)), .integer(Int64(units)), .integer(1_000)])
    #expect(try database.withConnection { try StockLedger.discrepancies(in: $0) }.isEmpty)
  }

  @Test func theMigrationCarriesExistingStockOverAsOpeningBalances() throws {
    let database = try SQLiteDatabase(path: ":memory:", connections: 1)
    let before = Schema.migrations.filter { $0.version < StockSchema.ledger.version }
    try Migrator(migrations: before, clock: .constant(DemoCatalogFixture.loadDate)).migrate(database)
    let second = UUID(uuidString: "00000000-0000-0000-0000-0000000000B2")!
    try database.withConnection { connection in
      try connection.executeScript(
        Self.places(variants: [Self.variant, second]) + """
          ;
          INSERT INTO stock_levels (location_id, variant_id, quantity)
          VALUES ('\(Self.warehouse)', '\(Self.variant)', 12), ('\(Self.warehouse)', '\(second)', 0)
          """)
    }
    try Migrator(migrations: Schema.migrations, clock: .constant(DemoCatalogFixture.loadDate)).migrate(database)
    #expect(try ledger(database) == ["12 opening migration 0"])
  }
}
