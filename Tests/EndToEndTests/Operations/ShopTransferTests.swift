import Foundation
import MeowlsServer
import MeowlsTestSupport
import Testing

/// `meowls export` and `meowls import` move a shop between the engines without loss: the demo shop with orders
/// bought through the API, SQLite -> PostgreSQL -> SQLite.
@Suite struct ShopTransferTests {
  let clock = Clock.constant(TestClock.defaultStart)

  /// The shop of `CheckoutFixture` after two purchases (orders, their lines, ledger rows, jobs).
  func shopWithOrders() throws -> CheckoutFixture {
    let fixture = try CheckoutFixture(courierMinimum: .zero)
    let shop = fixture.shop
    _ = try fixture.order([(shop.cat[0], 2), (shop.dog, 1)])
    _ = try fixture.order([(shop.cat[1], 1)], payment: "cash")
    return fixture
  }

  func contents(_ path: String) throws -> Data {
    try Data(contentsOf: URL(fileURLWithPath: path))
  }

  /// `database` exported, imported into PostgreSQL, exported, imported into SQLite and exported: the three files.
  func roundTrip(_ database: any Database, in directory: TemporaryDirectory) throws -> [Data] {
    let original = directory.path("original.meowls")
    _ = try DatabaseExport.write(database, to: original)
    let postgres = try PostgresTestCluster.freshDatabase(connections: 1)
    defer { postgres.close() }
    _ = try DatabaseImport.load(
      from: original, into: postgres, migrations: Schema.migrations, clock: clock, replace: false)
    let fromPostgres = directory.path("postgres.meowls")
    _ = try DatabaseExport.write(postgres, to: fromPostgres)
    let sqlite = try SQLiteDatabase(path: directory.path("back.sqlite"), connections: 1)
    defer { sqlite.close() }
    _ = try DatabaseImport.load(
      from: fromPostgres, into: sqlite, migrations: Schema.migrations, clock: clock, replace: false)
    let back = directory.path("back.meowls")
    _ = try DatabaseExport.write(sqlite, to: back)
    return try [original, fromPostgres, back].map(contents)
  }

  /// The rows of `table` in an export: its table line's count.
  func rows(of table: String, in file: Data) -> Int? {
    String(decoding: file, as: UTF8.self).split(separator: "\n").lazy
      .compactMap { line -> Int? in
        guard line.hasPrefix(#"{"columns""#), line.hasSuffix(#""table":"\#(table)"}"#) else { return nil }
        return line.split(separator: ",").first { $0.hasPrefix(#""rows":"#) }.flatMap { Int($0.dropFirst(7)) }
      }.first
  }

  @Test func aShopWithOrdersGoesToPostgreSQLAndBackWithByteIdenticalExports() throws {
    let fixture = try shopWithOrders()
    let files = try roundTrip(fixture.server.application.database, in: fixture.server.directory)
    #expect(rows(of: "orders", in: files[0]) == 2)
    #expect(files[1] == files[0])
    #expect(files[2] == files[0])
  }

  @Test func aShopWithACounterSaleGoesToPostgreSQLAndBackWithByteIdenticalExports() throws {
    let sale = try SaleFixture()
    let sold = try sale.sell([["code": sale.food[0]], ["code": sale.food[1]]], cash: 2000)
    #expect(sold.status == 200, "\(sold.text)")
    let files = try roundTrip(sale.server.application.database, in: sale.server.directory)
    #expect(rows(of: "pos_sales", in: files[0]) == 1)
    #expect(files[1] == files[0])
    #expect(files[2] == files[0])
  }

  @Test func aShopImportedIntoPostgreSQLSellsOnWithTheNextOrderNumber() throws {
    let fixture = try shopWithOrders()
    let file = fixture.server.directory.path("shop.meowls")
    _ = try DatabaseExport.write(fixture.server.application.database, to: file)
    let url = try PostgresTestCluster.freshDatabaseURL()
    let imported = try DatabaseLocation(url).open(connections: 1)
    _ = try DatabaseImport.load(from: file, into: imported, migrations: Schema.migrations, clock: clock, replace: false)
    imported.close()

    // NB: the same customer's token and articles: sessions, stock and the ledger came with the file; the purchase
    // inserts ledger rows (numbered by a sequence the import moved on) and fires the stock triggers it re-enabled.
    let server = try TestServer {
      $0.databasePath = url
      $0.checkout.courierMinimum = .zero
    }
    defer { server.stop() }
    let cart = try server.send(
      "POST", "/api/v1/cart/update", json: TestServer.cartBody([(fixture.shop.cat[2], 1)]), token: fixture.token)
    #expect(cart.status == 200)
    let bought = try server.connect().request(
      "POST", "/api/v1/checkout/purchase",
      headers: [("Authorization", "Token \(fixture.token)"), ("Content-Type", "application/json")],
      body: CheckoutFixture.json(CheckoutFixture.body(try fixture.courier())))
    #expect(bought.status == 200, "\(bought.text)")
    #expect(bought.json?["order_number"] as? String == "1000003")
    #expect(try server.rows("SELECT COUNT(*) FROM stock_ledger WHERE reason = 'order'") == ["4"])
  }
}
