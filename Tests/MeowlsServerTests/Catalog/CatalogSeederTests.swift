import Foundation
import Testing

@testable import MeowlsServer

@Suite struct CatalogSeederTests {
  let catalog = DemoCatalogFixture.catalog

  func migratedDatabase() throws -> (TemporaryDatabase, SQLiteDatabase) {
    let temporary = try TemporaryDatabase()
    let database = try temporary.open(connections: 1)
    try Migrator(migrations: Schema.migrations, clock: .constant(DemoCatalogFixture.loadDate)).migrate(database)
    return (temporary, database)
  }

  func count(_ table: String, in database: SQLiteDatabase) throws -> Int {
    try database.withConnection { try $0.first("SELECT COUNT(*) FROM \(table)")?.int(0) ?? -1 }
  }

  @Test func seedsEveryPartOfTheDemoShop() throws {
    let (temporary, database) = try migratedDatabase()
    defer { temporary.remove() }
    try CatalogSeeder(database: database).seed(catalog)
    let variants = catalog.products.flatMap(\.variants)
    #expect(try count("products", in: database) == catalog.products.count)
    #expect(try count("categories", in: database) == catalog.categories.count)
    #expect(try count("product_variants", in: database) == variants.count)
    #expect(try count("variant_prices", in: database) == variants.count)
    #expect(try count("variant_property_values", in: database) == variants.map(\.propertyValueIDs.count).reduce(0, +))
    #expect(try count("stock_levels", in: database) == catalog.stock.count)
    #expect(try count("main_banners", in: database) == catalog.banners.count)
    #expect(try count("sales", in: database) == catalog.sales.count)
    #expect(try count("cities", in: database) == catalog.cities.count)
    #expect(try count("stock_locations", in: database) == catalog.locations.count)
    #expect(try count("delivery_time_intervals", in: database) == 3)
  }

  @Test func refusesADatabaseThatHoldsACatalogue() throws {
    let (temporary, database) = try migratedDatabase()
    defer { temporary.remove() }
    let seeder = CatalogSeeder(database: database)
    try seeder.seed(catalog)
    #expect(throws: CatalogSeedError.notEmpty) { try seeder.seed(catalog) }
    #expect(try count("products", in: database) == catalog.products.count)
  }

  @Test func emptyDatabaseIsEmptyAndSeededIsNot() throws {
    let (temporary, database) = try migratedDatabase()
    defer { temporary.remove() }
    let seeder = CatalogSeeder(database: database)
    #expect(try seeder.isCatalogueEmpty())
    try seeder.seed(catalog)
    #expect(try !seeder.isCatalogueEmpty())
  }

  @Test func seedingBumpsTheStructureRevision() throws {
    let (temporary, database) = try migratedDatabase()
    defer { temporary.remove() }
    #expect(try count("catalog_revision WHERE structure = 0", in: database) == 1)
    try CatalogSeeder(database: database).seed(catalog)
    // NB: the seeder bumps it once, and every price it writes once more (the price triggers).
    #expect(try count("catalog_revision WHERE structure > 0", in: database) == 1)
  }

  @Test func aPriceChangeBumpsTheStructureRevision() throws {
    let (temporary, database) = try migratedDatabase()
    defer { temporary.remove() }
    try CatalogSeeder(database: database).seed(catalog)
    let before = try database.withConnection { try CatalogRevision.current($0) }
    _ = try database.withConnection { connection in
      try connection.execute(
        "UPDATE variant_prices SET price_kopecks = price_kopecks + 1 WHERE variant_id IN (SELECT variant_id FROM variant_prices LIMIT 1)",
        [])
    }
    let after = try database.withConnection { try CatalogRevision.current($0) }
    #expect(after == CatalogRevision(structure: before.structure + 1, stock: before.stock))
  }

  @Test func everyReferencedPictureHasASpec() throws {
    let (temporary, database) = try migratedDatabase()
    defer { temporary.remove() }
    try CatalogSeeder(database: database).seed(catalog)
    let keys = try database.withConnection { connection in
      try connection.query(
        """
        SELECT image_key FROM categories UNION SELECT image_key FROM product_images
        UNION SELECT image_key FROM sales UNION SELECT image_key FROM main_banners WHERE image_key IS NOT NULL
        """
      ).map { try $0.string(0) }
    }
    let specs = CatalogImageSpecs(database: database)
    for key in keys {
      #expect(try specs.spec(forKey: key) != nil, "no spec for \(key)")
    }
    #expect(
      keys.count == catalog.categories.count + catalog.products.count + catalog.sales.count
        + catalog.banners.filter { $0.imageKey != nil }.count)
  }

  @Test func productPictureShowsItsNameBrandPetAndColour() throws {
    let (temporary, database) = try migratedDatabase()
    defer { temporary.remove() }
    try CatalogSeeder(database: database).seed(catalog)
    let product = catalog.products[0]
    #expect(
      try CatalogImageSpecs(database: database).spec(forKey: CatalogImageKey.product(code: product.code))
        == CatalogImageSpec(
          color: product.brandColor, kind: .product, petKind: product.petKind, subtitle: product.brand,
          title: product.name))
    #expect(try CatalogImageSpecs(database: database).spec(forKey: "product-nothing") == nil)
  }

  @Test func categoryKeysCarryTheWholeCodePath() {
    #expect(CatalogImageKey.category(path: "koshki/korma_sukhie") == "category-koshki.korma_sukhie")
    #expect(CatalogImageKey.banner(name: "banners/slider-felix-25") == "banner-slider-felix-25")
  }
}

@Suite struct UUIDTextTests {
  @Test func upperCaseTextIsTheUUIDString() {
    for _ in 0..<100 {
      let uuid = UUID()
      #expect(uuid.upperCaseText == uuid.uuidString)
    }
  }
}
