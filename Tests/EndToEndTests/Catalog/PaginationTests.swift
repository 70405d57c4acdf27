import Foundation
import MeowlsAPI
import MeowlsTestSupport
import Testing

@Suite struct PaginationTests {
  typealias F = FixtureCatalog

  func info(_ target: String) throws -> PaginationInfo {
    try FixtureServer.shared.get(target, as: Page<Product>.self).paginationInfo
  }

  @Test func pageZeroIsPageOne() throws {
    let page = try FixtureServer.shared.get(
      "/api/v1/products?category_id=\(F.koshki)&page=0&per_page=4", as: Page<Product>.self)
    #expect(page.paginationInfo == PaginationInfo(nextPage: 2, page: 1, perPage: 4, totalCount: 6))
    #expect(page.results.count == 4)
  }

  @Test func lastPageHasNoNextPage() throws {
    #expect(
      try info("/api/v1/products?category_id=\(F.koshki)&page=2&per_page=4")
        == PaginationInfo(page: 2, perPage: 4, totalCount: 6))
  }

  @Test func pagePastTheEndIsEmptyWithTheTotal() throws {
    let page = try FixtureServer.shared.get(
      "/api/v1/products?category_id=\(F.koshki)&page=9&per_page=4", as: Page<Product>.self)
    #expect(page == Page(paginationInfo: PaginationInfo(page: 9, perPage: 4, totalCount: 6), results: []))
  }

  @Test func perPageBelowOneIsOne() throws {
    #expect(
      try info("/api/v1/products?category_id=\(F.koshki)&per_page=-5")
        == PaginationInfo(nextPage: 2, page: 1, perPage: 1, totalCount: 6))
  }

  @Test func perPageIsClampedToAHundredAndTheAnswerSaysSo() throws {
    let koshki = try TestServer.sharedDemo.get(api(.catalog(.categories(CategoriesQuery()))), as: [Category].self)[0]
    let page = try TestServer.sharedDemo.get(
      "/api/v1/products?category_id=\(koshki.id)&per_page=1000", as: Page<Product>.self)
    #expect(page.results.count == 100 && page.paginationInfo.perPage == 100 && page.paginationInfo.nextPage == 2)
  }

  @Test func nonIntegerPageIsADecodingError() throws {
    let response = try FixtureServer.shared.error("/api/v1/products?category_id=\(F.koshki)&page=two")
    #expect(response.status == 400)
    #expect(response.body == ErrorResponse(code: .abortError, reason: "Value of type 'Int' required for key 'page'."))
  }
}
