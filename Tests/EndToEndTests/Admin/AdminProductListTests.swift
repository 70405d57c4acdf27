import Foundation
import MeowlsAPI
import MeowlsTestSupport
import Testing

/// `GET /admin/products`: the back office's list of products, searched by name, article or barcode, narrowed to a
/// category and its subtree, archived ones only when asked, paged.
@Suite struct AdminProductListTests {
  typealias Listing = Page<AdminProductSummary>

  @Test func aNameWordFindsTheProductInAnyCase() throws {
    let shop = try AdminFixture()
    let made: AdminProduct = try shop.call(.createProduct(try shop.draft(name: "Корм Мурлыка Особый")))
    let found: Listing = try shop.call(.products(AdminProductQuery(query: "мурлыка особый")))
    #expect(found.results.map(\.id) == [made.id])
    #expect(found.results.first?.article == "90001" && found.results.first?.price == Money(rubles: 999))
  }

  @Test func anArticleOrABarcodeFindsItsProductExactly() throws {
    let shop = try AdminFixture()
    let made: AdminProduct = try shop.call(
      .createProduct(try shop.draft(article: "ZX-81", barcode: "4600000700014")))
    let byArticle: Listing = try shop.call(.products(AdminProductQuery(query: "zx-81")))
    let byBarcode: Listing = try shop.call(.products(AdminProductQuery(query: "4600000700014")))
    #expect(byArticle.results.map(\.id) == [made.id] && byBarcode.results.map(\.id) == [made.id])
  }

  @Test func archivedProductsAreListedOnlyWhenAsked() throws {
    let shop = try AdminFixture()
    let made: AdminProduct = try shop.call(.createProduct(try shop.draft(name: "Корм Архивный")))
    let _: AdminProduct = try shop.call(.archiveProduct(.valid(made.id)))
    let active: Listing = try shop.call(.products(AdminProductQuery(query: "архивный")))
    let all: Listing = try shop.call(.products(AdminProductQuery(archived: .included, query: "архивный")))
    let only: Listing = try shop.call(.products(AdminProductQuery(archived: .only)))
    #expect(active.results.isEmpty)
    #expect(all.results.map(\.id) == [made.id] && all.results.first?.archived == true)
    #expect(only.results.map(\.id) == [made.id])
  }

  @Test func aCategoryListsTheProductsOfItsWholeSubtree() throws {
    let shop = try AdminFixture()
    let cats = try shop.category("koshki")
    let treats = try shop.category("koshki/lakomstva")
    let subtree: Listing = try shop.call(
      .products(AdminProductQuery(categoryID: cats, page: PageRequest(perPage: 100))))
    let leaf: Listing = try shop.call(.products(AdminProductQuery(categoryID: treats, page: PageRequest(perPage: 100))))
    #expect(!leaf.results.isEmpty && leaf.results.allSatisfy { $0.categoryIDs.contains(treats) })
    #expect(subtree.paginationInfo.totalCount > leaf.paginationInfo.totalCount)
    let first = try #require(leaf.results.first)
    let found: Listing = try shop.call(.products(AdminProductQuery(categoryID: cats, query: first.article.rawValue)))
    #expect(found.results.map(\.id) == [first.id])
  }

  @Test func pagesFollowTheCatalogueOrderWithTheTotalCount() throws {
    let shop = try AdminFixture()
    let first: Listing = try shop.call(.products(AdminProductQuery(page: PageRequest(page: 1, perPage: 5))))
    let second: Listing = try shop.call(.products(AdminProductQuery(page: PageRequest(page: 2, perPage: 5))))
    let both: Listing = try shop.call(.products(AdminProductQuery(page: PageRequest(page: 1, perPage: 10))))
    #expect(first.results.count == 5 && first.paginationInfo.totalCount > 10)
    #expect((first.results + second.results).map(\.id) == both.results.map(\.id))
  }

  @Test func anUnknownArchivedValueIsRefused() throws {
    let shop = try AdminFixture()
    let response = try shop.server.request(
      "GET", "/api/v1/admin/products?archived=maybe", headers: [("Authorization", "Token \(shop.admin)")])
    #expect(response.status == 400 && response.code == "abortError")
  }
}
