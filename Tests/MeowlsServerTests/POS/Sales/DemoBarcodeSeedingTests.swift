import Foundation
import MeowlsAPI
import MeowlsTestSupport
import Testing

@testable import MeowlsServer

@Suite struct DemoBarcodeSeedingTests {
  func seeded(_ seed: (CatalogSeeder) throws -> Void) throws -> SQLiteDatabase {
    let clock = Clock.constant(DemoCatalogFixture.loadDate)
    let database = try SQLiteDatabase.migrated(clock: clock)
    try seed(CatalogSeeder(database: database, clock: clock))
    return database
  }

  /// Every variant's article and barcode.
  func barcodes(_ database: SQLiteDatabase) throws -> [(article: String, barcode: String?)] {
    try database.withConnection { connection in
      try connection.query("SELECT article, barcode FROM product_variants").map {
        (try $0.string(0), try $0.optionalString(1))
      }
    }
  }

  @Test func everyDemoVariantHasItsArticlesValidCode() throws {
    let database = try seeded { try $0.seed(DemoCatalogFixture.catalog) }
    let codes = try barcodes(database)
    #expect(codes.count == DemoCatalogFixture.catalog.products.flatMap(\.variants).count)
    for (article, barcode) in codes {
      #expect(barcode.flatMap(EAN13.init(rawValue:)) == ArticleBarcode.code(article: article))
      #expect(barcode != nil)
    }
  }

  @Test func everySyntheticVariantHasAValidCode() throws {
    let count = DemoCatalogFixture.catalog.products.count + 40
    let synthetic = try SyntheticCatalog(base: DemoCatalogFixture.catalog, productCount: count)
    let database = try seeded { try $0.seed(synthetic) }
    let codes = try barcodes(database)
    #expect(codes.allSatisfy { $0.barcode.flatMap(EAN13.init(rawValue:)) != nil })
    #expect(Set(codes.compactMap(\.barcode)).count == codes.count)
  }

  @Test func demoLooseGoodsAreTheOneKilogramPacksWithFiveDigitPLUs() throws {
    let database = try seeded { try $0.seed(DemoCatalogFixture.catalog) }
    let rows = try database.withConnection { connection in
      try connection.query(
        """
        SELECT p.plu, p.price_per_kg_kopecks, v.short_name, vp.price_kopecks
        FROM variant_plu_codes p JOIN product_variants v ON v.id = p.variant_id
        JOIN variant_prices vp ON vp.variant_id = v.id ORDER BY p.plu
        """)
    }
    #expect(rows.count == DemoLooseGoods.items(DemoCatalogFixture.catalog).count)
    #expect(rows.count >= 5)
    for (index, row) in rows.enumerated() {
      #expect(try row.int(0) == DemoLooseGoods.firstPLU + index)
      #expect(try row.string(2) == "1 кг")
      #expect(try row.int(1) == row.int(3))
    }
  }

  @Test func demoLooseGoodIsFoundByItsWeightBarcode() throws {
    let database = try seeded { try $0.seed(DemoCatalogFixture.catalog) }
    let item = try #require(DemoLooseGoods.items(DemoCatalogFixture.catalog).first)
    let code = try #require(WeightBarcode(grams: 420, plu: item.plu).code())
    let scanned = try database.withConnection { try BarcodeLookup.item(scanned: code.rawValue, in: $0) }
    #expect(scanned.variantID.rawValue == item.variantID)
    #expect(scanned.quantity == .grams(420))
    #expect(scanned.unitPrice == Money(kopecks: Int64(item.pricePerKilogramKopecks)))
  }
}
