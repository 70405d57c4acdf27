import Foundation
import MeowlsAPI
import MeowlsTestSupport
import Testing

/// Two servers on one database (issue 21, several servers): each keeps its own catalogue index, page caches and
/// search index in memory, and a change written through one shows in the other's pages and search (at once on
/// SQLite, where every request reads the revision; on PostgreSQL as soon as the notification of the commit comes).
@Suite struct SharedCatalogueTests {
  /// The variant of `article` as the server's listing of `category` shows it.
  func listed(_ article: String, in category: UUID, on server: TestServer) throws -> ProductVariant? {
    let page: Page<Product> = try server.get(
      api(.catalog(.products(ProductsQuery(listing: .category(Category.ID(category)), page: PageRequest())))))
    return page.results.flatMap(\.variants).first { $0.article.rawValue == article }
  }

  /// The variant of `article` as the server's search for `text` shows it.
  func found(_ article: String, searching text: String, on server: TestServer) throws -> ProductVariant? {
    let page: Page<Product> = try server.get(api(SearchEndToEndTests.search(text)))
    return page.results.flatMap(\.variants).first { $0.article.rawValue == article }
  }

  @Test(arguments: TestEngine.allCases)
  func aPriceAndStockChangedThroughOneServerShowInTheOthersListingAndSearch(engine: TestEngine) throws {
    try engine.run {
      let first = try TestServer.seeded()
      let second = try TestServer(sharingDatabaseOf: first)
      let article = try first.articles(under: "koshki/korma_sukhie", count: 1)[0]
      let name = try first.productName(article)
      let category = try #require(
        UUID(
          uuidString: try first.rows(
            """
            SELECT c.category_id FROM product_categories c JOIN product_variants v ON v.product_id = c.product_id
            WHERE v.article = '\(article)' LIMIT 1
            """)[0]))
      try first.stock([(article, 100_000, 10)])
      // Twice each, so the first server answers from its caches before the change.
      for _ in 0..<2 {
        #expect(try listed(article, in: category, on: first)?.price.price == Money(rubles: 1000))
        #expect(try found(article, searching: name, on: first)?.availabilityInfo.count == 10)
      }
      try second.stock([(article, 123_400, 3)])
      // NB: on PostgreSQL the first server hears of the other's commits a moment after them (LISTEN/NOTIFY).
      #expect(eventually { (try? listed(article, in: category, on: first))?.availabilityInfo.count == 3 })
      let listing = try #require(try listed(article, in: category, on: first))
      #expect(listing.price.price == Money(rubles: 1234) && listing.availabilityInfo.count == 3)
      let search = try #require(try found(article, searching: name, on: first))
      #expect(search.price.price == Money(rubles: 1234) && search.availabilityInfo.count == 3)
    }
  }
}
