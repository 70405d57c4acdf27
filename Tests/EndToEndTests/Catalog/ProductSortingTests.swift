import Foundation
import MeowlsAPI
import Testing

@Suite struct ProductSortingTests {
  typealias F = FixtureCatalog

  func names(_ sort: ProductSort?) throws -> [String] {
    try FixtureServer.names(FixtureServer.category(F.koshki, sort: sort))
  }

  @Test func priceSortsCheapestFirstByTheDefaultVariant() throws {
    #expect(
      try names(.price) == [
        "Мячик", "Мираторг Pro Meat", "Brit Care сухой", "Acana Kitten", "Brit Premium сухой", "Acana Adult",
      ])
  }

  @Test func minusPriceSortsDearestFirst() throws {
    #expect(
      try names(.priceDescending) == [
        "Acana Adult", "Brit Premium сухой", "Acana Kitten", "Brit Care сухой", "Мираторг Pro Meat", "Мячик",
      ])
  }

  @Test func nameSortsByCodePoint() throws {
    #expect(
      try names(.name) == [
        "Acana Adult", "Acana Kitten", "Brit Care сухой", "Brit Premium сухой", "Мираторг Pro Meat", "Мячик",
      ])
  }

  @Test func minusNameSortsBackwards() throws {
    #expect(
      try names(.nameDescending) == [
        "Мячик", "Мираторг Pro Meat", "Brit Premium сухой", "Brit Care сухой", "Acana Kitten", "Acana Adult",
      ])
  }

  @Test func indexSortIsCatalogueOrder() throws {
    #expect(try names(.index) == names(nil))
  }

  @Test func unknownSortIsCatalogueOrder() throws {
    let target = "/api/v1/products?category_id=\(F.koshki)&sort=cheapest"
    #expect(try FixtureServer.shared.get(target, as: Page<Product>.self).results.map(\.name) == names(nil))
  }

  @Test func sortAppliesBeforePaging() throws {
    let page = try FixtureServer.names(
      FixtureServer.category(F.koshki, sort: .price, page: PageRequest(page: 2, perPage: 4)))
    #expect(page == ["Brit Premium сухой", "Acana Adult"])
  }

  @Test func priceSortWithFiltersKeepsOnlyMatches() throws {
    let names = try FixtureServer.names(
      FixtureServer.category(F.koshki, filters: ["brand": ["Brit"]], sort: .priceDescending))
    #expect(names == ["Brit Premium сухой", "Brit Care сухой", "Мячик"])
  }
}
