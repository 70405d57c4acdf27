import Foundation
import MeowlsAPI
import MeowlsServer
import MeowlsTestSupport
import Testing

/// A YML feed into the shop: a dry run that writes nothing, the whole feed in one go, a bad offer refusing the
/// whole file with its line and field, a repeat that changes nothing, and the export imported again unchanged.
@Suite struct YMLImportTests {
  @Test func aDryRunReportsTheFeedAndWritesNothing() throws {
    let shop = try ImportFixture()
    let before = try shop.marks()
    let products = try shop.count("SELECT COUNT(*) FROM products")
    let report = try shop.yml(ImportFixture.feed(offers: 5_000), dryRun: true)
    #expect(report.dryRun && !report.applied)
    #expect(report.categories.created == 20 && report.variants.created == 5_000)
    #expect(report.products.created == 1_667 + 1_666)
    #expect(report.changes.count == ImportReport.changeLimit && report.changesTotal > 5_000)
    #expect(try shop.marks() == before)
    #expect(try shop.count("SELECT COUNT(*) FROM products") == products)
  }

  @Test func aFeedOf5000OffersImportsWhole() throws {
    let shop = try ImportFixture()
    let products = try shop.count("SELECT COUNT(*) FROM products")
    let report = try shop.yml(ImportFixture.feed(offers: 5_000))
    #expect(report.applied)
    #expect(try shop.count("SELECT COUNT(*) FROM products") == products + report.products.created)
    #expect(try shop.count("SELECT COUNT(*) FROM product_variants WHERE article LIKE 'A%'") == 5_000)
    let variant = "(SELECT id FROM product_variants WHERE article = 'A1')"
    #expect(try shop.count("SELECT price_kopecks FROM variant_prices WHERE variant_id = \(variant)") == 10_150)
    #expect(try shop.count("SELECT original_kopecks FROM variant_prices WHERE variant_id = \(variant)") == 20_100)
    #expect(try shop.text("SELECT barcode FROM product_variants WHERE article = 'A1'") == ImportFixture.ean(1))
    // A group's product is named by the words its offers share; each variant by the rest.
    #expect(
      try shop.text(
        "SELECT p.name FROM products p JOIN product_variants v ON v.product_id = p.id WHERE v.article = 'A0'")
        == "Корм Мурлыка 0 вкус")
    #expect(try shop.text("SELECT short_name FROM product_variants WHERE article = 'A1'") == "2 кг")
    #expect(
      try shop.text(
        """
        SELECT pv.value FROM variant_property_values vpv JOIN property_values pv ON pv.id = vpv.value_id
        JOIN product_properties pp ON pp.id = pv.property_id
        WHERE pp.code = 'brand' AND vpv.variant_id = \(variant)
        """) == "Бренд 1")
    #expect(
      try shop.count(
        """
        SELECT s.quantity FROM stock_levels s JOIN stock_locations l ON l.id = s.location_id
        WHERE l.kind = 'warehouse' AND s.variant_id = \(variant)
        """) == 2)
    #expect(try shop.count("SELECT COUNT(*) FROM admin_audit_log WHERE action = 'catalog.import'") == 1)
  }

  @Test func aRepeatedFeedChangesNothing() throws {
    let shop = try ImportFixture()
    let feed = ImportFixture.feed(offers: 600)
    _ = try shop.yml(feed)
    let before = try shop.marks()
    let report = try shop.yml(feed)
    #expect(!report.applied && report.changesTotal == 0)
    #expect(report.products.unchanged == 400 && report.variants.unchanged == 600 && report.stock.changed == 0)
    #expect(try shop.marks() == before)
  }

  @Test func oneBadOfferRefusesTheWholeFeedNamingItsLineAndField() throws {
    let shop = try ImportFixture()
    let before = try shop.marks()
    let products = try shop.count("SELECT COUNT(*) FROM products")
    let feed = ImportFixture.feed(offers: 2_000, bad: (1_234, "12,3,4"))
    let line =
      try #require(
        String(decoding: feed, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false)
          .firstIndex { $0.contains("<price>12,3,4</price>") }) + 1
    #expect {
      try shop.yml(feed)
    } throws: { error in
      guard case ImportError.rejected(let errors, let total) = error else { return false }
      return total == 1 && errors.map(\.description) == ["line \(line), field price: \"12,3,4\" is not a price"]
    }
    #expect(try shop.marks() == before)
    #expect(try shop.count("SELECT COUNT(*) FROM products") == products)
  }

  @Test func everyBadRowIsReportedUpToTheCap() throws {
    let shop = try ImportFixture()
    let feed = ImportFixture.feed(offers: 300, price: { $0 % 2 == 0 ? 20_000_000 : 100 })
    #expect {
      try shop.yml(feed)
    } throws: { error in
      guard case ImportError.rejected(let errors, let total) = error else { return false }
      return total == 300 && errors.count == 100
        && errors[0].message == "\"20000000.50\" is not a price of 0.01 to 10000000 ₽"
    }
  }

  @Test func aChangedPriceIsOneChange() throws {
    let shop = try ImportFixture()
    _ = try shop.yml(ImportFixture.feed(offers: 30))
    let revision = try shop.count("SELECT structure FROM catalog_revision")
    let report = try shop.yml(ImportFixture.feed(offers: 30, price: { $0 == 4 ? 777 : 100 + $0 % 5000 }))
    #expect(report.applied && report.prices.updated == 1 && report.prices.unchanged == 29)
    #expect(report.changes.map(\.change) == ["price 104.50 (was 204.00) → 777.50 (was 877.00)"])
    #expect(try shop.count("SELECT structure FROM catalog_revision") > revision)
  }

  @Test func theExportOfAnImportedFeedImportsUnchanged() throws {
    let shop = try ImportFixture(emptyCatalogue: true)
    _ = try shop.yml(ImportFixture.feed(offers: 300))
    let export = try shop.imports.exportYML(publicURL: "https://meowls.example")
    let before = try shop.marks()
    let report = try shop.yml(export)
    #expect(report.changesTotal == 0, "\(report.changes.prefix(5))")
    #expect(try shop.marks() == before, "\(report)")
    let text = String(decoding: export, as: UTF8.self)
    #expect(text.contains("<offer id=\"A1\" available=\"true\" group_id=\"900000\">"))
    #expect(text.contains("<vendor>Бренд 1</vendor>") && text.contains("<param name=\"Цвет\">синий</param>"))
  }

  @Test func theExportOfAShopNeverImportedImportsUnchangedAndKeepsItsIDs() throws {
    let shop = try ImportFixture()
    let export = try shop.imports.exportYML(publicURL: "https://meowls.example")
    let before = try shop.marks()
    let report = try shop.yml(export)
    #expect(report.categories.created == 0 && report.products.created == 0, "\(report.changes.prefix(5))")
    #expect(report.changesTotal == 0, "\(report.changes.prefix(5))")
    #expect(try shop.marks() == before, "\(report)")
    #expect(try shop.imports.exportYML(publicURL: "https://meowls.example") == export)
  }

  @Test func aFeedsCategoryIdOfInt64MaxIsKeptAndAnExportNumbersTheOthersBelowIt() throws {
    let shop = try ImportFixture(emptyCatalogue: true)
    let feed = """
      <?xml version="1.0" encoding="UTF-8"?>
      <yml_catalog><shop><categories><category id="9223372036854775807">Большие</category></categories><offers>
      <offer id="M1"><price>10</price><categoryId>9223372036854775807</categoryId><name>Мяч</name></offer>
      </offers></shop></yml_catalog>
      """
    #expect(try shop.yml(Data(feed.utf8)).applied)
    // A category no feed named, beside the feed's id at Int64.max.
    _ = try shop.database.transaction {
      try $0.execute(
        "INSERT INTO categories (id, code, name, position) VALUES ($1, 'new', 'Новая', 99)", [UUID().sqlValue])
    }
    let text = String(decoding: try shop.imports.exportYML(publicURL: "https://meowls.example"), as: UTF8.self)
    #expect(text.contains("<category id=\"9223372036854775807\">Большие</category>"))
    #expect(text.contains("<category id=\"1\">Новая</category>"))
  }

  @Test func notAFeedIsUnreadable() throws {
    let shop = try ImportFixture()
    #expect(throws: ImportError.self) { try shop.yml(Data("<html><body/></html>".utf8)) }
    #expect(throws: ImportError.self) { try shop.yml(Data("<yml_catalog><shop>".utf8)) }
  }
}
