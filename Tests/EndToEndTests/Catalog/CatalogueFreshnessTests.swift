import Foundation
import MeowlsAPI
import MeowlsTestSupport
import Testing

/// The in-memory catalogue (listing index, cached product JSON) never serves what the database no longer says.
@Suite struct CatalogueFreshnessTests {
  typealias F = FixtureCatalog

  func toy(_ server: TestServer) throws -> Product {
    try server.get(api(.catalog(.products(FixtureServer.category(F.igrushki)))), as: Page<Product>.self).results[0]
  }

  func variant(_ server: TestServer) throws -> ProductVariant {
    try toy(server).variants[0]
  }

  @Test func stockChangeShowsOnTheNextListing() throws {
    let server = try TestServer.catalogue(FixtureCatalog.make())
    #expect(try variant(server).availabilityInfo.count == 50)
    try server.execute("UPDATE stock_levels SET quantity = 7 WHERE variant_id = '\(F.variant(5, 0))'")
    #expect(try variant(server).availabilityInfo.count == 7)
  }

  @Test func shopStockDoesNotChangeTheOnlineCount() throws {
    let server = try TestServer.catalogue(
      FixtureCatalog.make(),
      sql: [
        """
        INSERT INTO stock_locations (id, code, kind, name, city_id, address, latitude, longitude, position)
        SELECT 'SHOP', 'shop', 'shop', 'Магазин', id, 'Ленина, 1', 55.0, 82.9, 1 FROM cities
        """,
        "INSERT INTO stock_levels (location_id, variant_id, quantity) VALUES ('SHOP', '\(F.variant(5, 0))', 3)",
      ])
    #expect(try variant(server).availabilityInfo.count == 50)
  }

  @Test func catalogueChangeShowsOnceItsRevisionMoves() throws {
    let server = try TestServer.catalogue(FixtureCatalog.make())
    #expect(try toy(server).name == "Мячик")
    try server.execute(
      """
      UPDATE variant_prices SET price_kopecks = 9900 WHERE variant_id = '\(F.variant(5, 0))';
      UPDATE products SET name = 'Мячик-пищалка' WHERE id = '\(F.product(5))';
      UPDATE catalog_revision SET structure = structure + 1
      """)
    let product = try toy(server)
    #expect(product.name == "Мячик-пищалка" && product.variants[0].price.price == Money(rubles: 99))
  }

  @Test func filtersAnsweredBeforeChangeOnceTheRevisionMoves() throws {
    let server = try TestServer.catalogue(FixtureCatalog.make())
    let query = api(.catalog(.filters(FiltersQuery(categoryID: Category.ID(F.koshki)))))
    let before: [FilterGroup] = try server.get(query)
    #expect(before.count > 1)
    #expect(try server.get(query, as: [FilterGroup].self) == before)
    try server.execute("DELETE FROM variant_property_values; UPDATE catalog_revision SET structure = structure + 1")
    let after: [FilterGroup] = try server.get(query)
    #expect(after.count == 1)
  }

  @Test func categoriesAnsweredBeforeChangeOnceTheRevisionMoves() throws {
    let server = try TestServer.catalogue(FixtureCatalog.make())
    let query = api(.catalog(.categories(CategoriesQuery(parentID: nil))))
    let before: [MeowlsAPI.Category] = try server.get(query)
    #expect(try server.get(query, as: [MeowlsAPI.Category].self) == before)
    try server.execute(
      "UPDATE categories SET name = 'Кошкам' WHERE id = '\(F.koshki)'; UPDATE catalog_revision SET structure = structure + 1"
    )
    let after: [MeowlsAPI.Category] = try server.get(query)
    #expect(after.first { $0.id == Category.ID(F.koshki) }?.name == "Кошкам")
    #expect(before.first { $0.id == Category.ID(F.koshki) }?.name != "Кошкам")
  }
}
