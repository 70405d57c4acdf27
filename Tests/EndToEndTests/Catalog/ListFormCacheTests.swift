import Foundation
import MeowlsAPI
import MeowlsTestSupport
import Testing

/// Every listed product's list form is kept in memory from the start (`CatalogCache`), and a stock write forgets
/// just the products it touched (`catalog_stock_changes`, 790).
///
/// The servers warm up, as `meowls serve` does (test servers otherwise build their indexes on first use).
///
/// NB: a product renamed straight in the database, without a revision bump, is how these tests see which list
/// forms were kept: a kept form still shows the old name, one read again shows the new.
@Suite struct ListFormCacheTests {
  typealias F = FixtureCatalog

  func listed(_ number: Int, _ server: TestServer) throws -> Product? {
    let page = try server.get(
      api(.catalog(.products(FixtureServer.category(F.koshki)))), as: Page<Product>.self)
    return page.results.first { $0.id == Product.ID(F.product(number)) }
  }

  func renameWithoutBump(_ number: Int, _ server: TestServer) throws {
    try server.execute("UPDATE products SET name = 'Переименован' WHERE id = '\(F.product(number))'")
  }

  @Test func everyListedProductIsInMemoryBeforeTheFirstRequest() throws {
    let server = try TestServer.catalogue(FixtureCatalog.make(), warmsUp: true)
    try renameWithoutBump(2, server)
    #expect(try listed(2, server)?.name == "Acana Kitten")
  }

  @Test func theLastUnitSoldShowsTheProductUnavailableAtOnce() throws {
    let server = try TestServer.catalogue(FixtureCatalog.make(), warmsUp: true)
    #expect(try listed(5, server)?.variants[0].availabilityInfo.count == 50)
    try server.execute("UPDATE stock_levels SET quantity = 0 WHERE variant_id = '\(F.variant(5, 0))'")
    #expect(try listed(5, server)?.variants[0].availabilityInfo.count == 0)
  }

  @Test func aStockWriteKeepsTheOtherProductsForms() throws {
    let server = try TestServer.catalogue(FixtureCatalog.make(), warmsUp: true)
    try renameWithoutBump(2, server)
    try server.execute("UPDATE stock_levels SET quantity = 7 WHERE variant_id = '\(F.variant(5, 0))'")
    #expect(try listed(5, server)?.variants[0].availabilityInfo.count == 7)
    #expect(try listed(2, server)?.name == "Acana Kitten")
  }

  @Test func aStockWriteReadsItsOwnProductAgain() throws {
    let server = try TestServer.catalogue(FixtureCatalog.make(), warmsUp: true)
    try renameWithoutBump(2, server)
    try server.execute("UPDATE stock_levels SET quantity = 7 WHERE variant_id = '\(F.variant(2, 0))'")
    #expect(try listed(2, server)?.name == "Переименован")
  }

  @Test func aWarehouseReorderedReadsEveryProductAgain() throws {
    let server = try TestServer.catalogue(FixtureCatalog.make(), warmsUp: true)
    try renameWithoutBump(2, server)
    try server.execute("UPDATE stock_locations SET position = position + 1 WHERE id = '\(F.warehouse)'")
    #expect(try listed(2, server)?.name == "Переименован")
  }

  @Test func moreStockWritesThanOneCatchUpAppliesReadEveryProductAgain() throws {
    let server = try TestServer.catalogue(FixtureCatalog.make(), warmsUp: true)
    try renameWithoutBump(2, server)
    // NB: more steps than one catch-up applies (`CatalogStockChangeLog.productLimit`), each its own transaction:
    // an engine may bump the revision once per transaction (PostgreSQL), and one script is one transaction there.
    let write = "UPDATE stock_levels SET quantity = 9 WHERE variant_id = '\(F.variant(5, 0))'"
    for _ in 0...2_000 { try server.execute(write) }
    #expect(try listed(2, server)?.name == "Переименован")
  }

  @Test func productsLoggedUnderOneRevisionAreAllReadAgain() throws {
    // NB: an engine that bumps the stock revision once per transaction logs every product it touched under it.
    let server = try TestServer.catalogue(FixtureCatalog.make(), warmsUp: true)
    for number in [1, 2, 6] { try renameWithoutBump(number, server) }
    try server.execute(
      """
      UPDATE catalog_revision SET stock = stock + 1 WHERE id = 1;
      INSERT INTO catalog_stock_changes (revision, product_id)
        SELECT stock, '\(F.product(1))' FROM catalog_revision WHERE id = 1;
      INSERT INTO catalog_stock_changes (revision, product_id)
        SELECT stock, '\(F.product(2))' FROM catalog_revision WHERE id = 1
      """)
    #expect(try listed(1, server)?.name == "Переименован")
    #expect(try listed(2, server)?.name == "Переименован")
    #expect(try listed(6, server)?.name == "Brit Premium сухой")
  }
}
