import Foundation
import MeowlsAPI
import Testing

@Suite struct ProductFilteringTests {
  typealias F = FixtureCatalog

  func names(_ filters: FilterSelection) throws -> [String] {
    try FixtureServer.names(FixtureServer.category(F.koshki, filters: filters))
  }

  @Test func valuesOfOneCodeAreAlternatives() throws {
    #expect(try names(["brand": ["Acana", "Мираторг"]]) == ["Acana Kitten", "Мираторг Pro Meat", "Acana Adult"])
  }

  @Test func differentCodesMustAllMatch() throws {
    #expect(
      try names(["brand": ["Acana", "Brit"], "age": ["взрослые (1-6)"]]) == [
        "Brit Care сухой", "Acana Adult", "Brit Premium сухой",
      ])
  }

  @Test func matchingValuesMayComeFromDifferentVariants() throws {
    #expect(try names(["weight": ["1,5 кг"], "brand": ["Brit"]]) == ["Brit Care сухой"])
  }

  @Test func cyrillicValuesMatchWhenPercentEncoded() throws {
    let target =
      "/api/v1/products?category_id=\(F.koshki)&filters%5Bbrand%5D=%D0%9C%D0%B8%D1%80%D0%B0%D1%82%D0%BE%D1%80%D0%B3"
    #expect(try FixtureServer.shared.get(target, as: Page<Product>.self).results.map(\.name) == ["Мираторг Pro Meat"])
  }

  @Test func valueWithAnEncodedCommaIsOneValue() throws {
    let target = "/api/v1/products?category_id=\(F.koshki)&filters[weight]=1%2C5%20%D0%BA%D0%B3"
    #expect(
      try FixtureServer.shared.get(target, as: Page<Product>.self).results.map(\.name) == [
        "Brit Care сухой", "Acana Kitten",
      ])
  }

  @Test func literalCommaSplitsAValueInTwo() throws {
    let target = "/api/v1/products?category_id=\(F.koshki)&filters[weight]=1,5%20%D0%BA%D0%B3"
    #expect(try FixtureServer.shared.get(target, as: Page<Product>.self).results.isEmpty)
  }

  @Test func literalCommaSeparatesValuesOfOneCode() throws {
    let target =
      "/api/v1/products?category_id=\(F.koshki)&filters[brand]=Acana,Brit|%D0%9C%D0%B8%D1%80%D0%B0%D1%82%D0%BE%D1%80%D0%B3"
    #expect(try FixtureServer.shared.get(target, as: Page<Product>.self).paginationInfo.totalCount == 6)
  }

  @Test func unknownCodeMatchesNothing() throws {
    #expect(try names(["colour": ["рыжий"]]) == [])
  }

  @Test func codeSentWithoutValuesIsIgnored() throws {
    let target = "/api/v1/products?category_id=\(F.koshki)&filters[brand]="
    #expect(try FixtureServer.shared.get(target, as: Page<Product>.self).paginationInfo.totalCount == 6)
  }

  @Test func filteredTotalCountsMatchingProducts() throws {
    let page = try FixtureServer.shared.get(
      api(
        .catalog(
          .products(FixtureServer.category(F.koshki, filters: ["brand": ["Brit"]], page: PageRequest(perPage: 2))))),
      as: Page<Product>.self)
    #expect(page.paginationInfo == PaginationInfo(nextPage: 2, page: 1, perPage: 2, totalCount: 3))
  }
}
