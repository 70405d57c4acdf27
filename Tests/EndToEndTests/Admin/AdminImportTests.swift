import Foundation
import MeowlsAPI
import MeowlsTestSupport
import Testing

/// The imports through the admin API: the file as the body, the report as JSON, a refused file as 422 with each
/// line and field, a manager's stock list at their own shop, and what shoppers see at once.
@Suite struct AdminImportTests {
  static let feed = Data(
    """
    <?xml version="1.0" encoding="UTF-8"?>
    <yml_catalog date="2026-12-01T10:00+03:00"><shop><categories>
    <category id="7">Импорт</category>
    </categories><offers>
    <offer id="Y1" available="true"><price>149,90</price><oldprice>199</oldprice><categoryId>7</categoryId>
    <name>Мячик Прыгун</name><vendor>Прыгун</vendor><count>3</count></offer>
    <offer id="Y2" available="true"><price>12,3,4</price><categoryId>7</categoryId><name>Мячик Большой</name></offer>
    </offers></shop></yml_catalog>
    """.utf8)

  static var goodFeed: Data {
    Data(String(decoding: feed, as: UTF8.self).replacingOccurrences(of: "12,3,4", with: "99").utf8)
  }

  @Test func aDryRunAnswersTheReportAndWritesNothing() throws {
    let shop = try AdminFixture()
    let revision = try shop.structureRevision()
    let report: ImportReport = try shop.call(.importYML(ImportUpload(file: Self.goodFeed, dryRun: true)))
    #expect(report.dryRun && !report.applied && report.products.created == 2 && report.categories.created == 1)
    #expect(try shop.structureRevision() == revision)
  }

  @Test func anImportedFeedIsFoundAtOnce() throws {
    let shop = try AdminFixture()
    let report: ImportReport = try shop.call(.importYML(ImportUpload(file: Self.goodFeed)))
    #expect(report.applied && report.variants.created == 2 && report.stock.created == 1)
    #expect(try shop.search("Прыгун").count == 1)
    let again: ImportReport = try shop.call(.importYML(ImportUpload(file: Self.goodFeed)))
    #expect(!again.applied && again.changesTotal == 0)
  }

  @Test func aFeedWithABadOfferIsRefusedWithItsLineAndField() throws {
    let shop = try AdminFixture()
    let response = try shop.send(.admin(.importYML(ImportUpload(file: Self.feed))), token: shop.admin)
    #expect(response.status == 422 && response.code == "importRejected")
    #expect(response.text.contains("line 7, field price") && response.text.contains("is not a price"))
    #expect(try shop.search("Прыгун").isEmpty)
  }

  @Test func aManagerCountsStockAtTheirShopButSetsNoPrices() throws {
    let shop = try AdminFixture()
    let _: ImportReport = try shop.call(.importYML(ImportUpload(file: Self.goodFeed)))
    let stock: ImportReport = try shop.call(
      .importPrices(ImportUpload(file: Data("артикул;остаток\nY1;9\n".utf8))), token: shop.pos.manager)
    #expect(stock.applied && stock.stock.created == 1)
    let prices = try shop.send(
      .admin(.importPrices(ImportUpload(file: Data("артикул;цена\nY1;9\n".utf8)))), token: shop.pos.manager)
    #expect(prices.status == 403 && prices.code == "forbidden")
  }

  @Test func aFileThatIsNoFeedIsUnreadable() throws {
    let shop = try AdminFixture()
    let response = try shop.send(.admin(.importYML(ImportUpload(file: Data("not xml".utf8)))), token: shop.admin)
    #expect(response.status == 400 && response.code == "importUnreadable")
  }
}
