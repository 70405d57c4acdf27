import Foundation
import MeowlsAPI
import MeowlsTestSupport
import Testing

@testable import MeowlsServer

/// The main page's changes as the servers' indexes see them: a banner or a sale's title is a step of no products
/// (pages dropped, indexes kept), a sale's products are applied from the change log, and every answer is the one
/// a rebuild gives.
@Suite struct MainPageIndexTests {
  @Test func bannerAndSaleChangesAreAppliedWithoutARebuildAndAnswerAsOne() throws {
    let clock = Clock.constant(DemoCatalogFixture.loadDate)
    let database = try SQLiteDatabase.migrated(clock: clock)
    try CatalogSeeder(database: database, clock: clock).seed(DemoCatalogFixture.catalog)
    let storage = CatalogStorage(images: CatalogImageURLs(publicURL: ""))
    let kept = (catalog: CatalogCache(storage: storage), search: SearchCache())
    _ = try IncrementalIndexTests.answers(kept, database)
    let banners = BannerAdmin(database: database, clock: clock, random: .seeded(5))
    let sales = SaleAdmin(database: database, clock: clock, random: .seeded(6))
    let sale = try #require(try sales.list().first)
    let products = try database.withConnection { connection in
      try connection.query("SELECT id FROM products WHERE archived = 0 ORDER BY position DESC LIMIT 5")
        .map { Product.ID(try CatalogStorage.uuid($0, 0)) }
    }
    let changes: [() throws -> Void] = [
      { _ = try banners.create(BannerDraft(placeType: .singleBanner, title: "Уютный дом"), by: .console) },
      { _ = try sales.setProducts(sale.id, ProductSelection(productIDs: products), by: .console) },
      {
        var draft = AdminSaleDraft(
          code: sale.code, disclaimer: sale.disclaimer, endDate: sale.endDate, saleType: sale.saleType,
          startDate: sale.startDate, title: "Другое название")
        draft.imageKey = sale.imageKey
        _ = try sales.edit(sale.id, draft, by: .console)
      },
    ]
    for (step, change) in changes.enumerated() {
      try change()
      let incremental = try IncrementalIndexTests.answers(kept, database)
      let rebuilt = try IncrementalIndexTests.answers((CatalogCache(storage: storage), SearchCache()), database)
      #expect(incremental.changed, "step \(step) was applied from the change log, not rebuilt")
      #expect(incremental.lines == rebuilt.lines, "step \(step)")
    }
  }
}
