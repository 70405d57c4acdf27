import Foundation
import MeowlsAPI
import MeowlsTestSupport
import Testing

/// The search routes over a real server on the demo shop: shapes of api.md §8.2–8.3, the `query` mode of
/// `/products` with the catalogue's pages, filters and sorts, and an index that follows catalogue and stock changes.
@Suite struct SearchEndToEndTests {
  /// A server on a copy of the seeded demo shop (seeding it on start is `DemoSeedingOnStartTests`').
  static func server() throws -> TestServer {
    try TestServer.seeded()
  }

  static let shared: TestServer = {
    do {
      let started = try server()
      // NB: a static is never released, so its directory is removed at exit, not by `deinit` (`SeededShop`'s way).
      atexit { SearchEndToEndTests.shared.directory.remove() }
      return started
    } catch {
      fatalError("the search test server does not start: \(error)")
    }
  }()

  static func get<T: Decodable>(_ server: TestServer, _ route: APIRoute, as type: T.Type = T.self) throws -> T {
    let response = try server.request("GET", route.request.target)
    #expect(response.status == 200, "\(route.request.target) answered \(response.status): \(response.text)")
    return try JSONDecoder.meowls.decode(T.self, from: Data(response.body))
  }

  static func search(
    _ text: String, filters: FilterSelection = [:], sort: ProductSort? = nil, page: PageRequest = PageRequest()
  ) -> APIRoute {
    .catalog(.products(ProductsQuery(listing: .search(text, filters: filters, sort: sort), page: page)))
  }

  @Test func suggestionsWithoutQueryAre400() throws {
    let response = try Self.shared.request("GET", APIRoute.search(.suggestions(query: nil)).request.target)
    #expect(response.status == 400)
    #expect(
      response.json == ["reason": "Request query parameter is required.", "code": "requestQueryParameterRequired"])
  }

  @Test func suggestionsListCategoriesThenProductsWithTheirOwnHighlights() throws {
    let suggestions: [SearchSuggestion] = try Self.get(Self.shared, .search(.suggestions(query: "felix")))
    let category = try #require(suggestions.first)
    #expect(category.text == "Felix" && category.additionalText == "Кошки / Корма влажные")
    #expect(category.highlightedTexts == ["Felix"])
    #expect(category.redirect.type == .productsCollection && category.redirect.productsSet?.name == "Felix")
    let wire = try #require(category.redirect.productsSet?.category)
    #expect(wire.name == "Felix" && wire.productsCount == 13 && wire.parent?.name == "Корма влажные")
    let products = suggestions.filter { $0.redirect.type == .object }
    #expect(products.count == suggestions.count - 2 && !products.isEmpty)
    for product in products {
      #expect(product.redirect.objectType == .product && product.redirect.objectID != nil)
      #expect(product.additionalText == nil)
      #expect((product.highlightedTexts ?? []).allSatisfy { product.text.contains($0) })
    }
  }

  @Test func popularAnswersOnBothPathsWithoutHighlights() throws {
    let popular: [SearchSuggestion] = try Self.get(Self.shared, .search(.popular))
    let old: [SearchSuggestion] = try Self.get(Self.shared, .search(.popularSearches))
    #expect(popular == old)
    #expect(popular.count == 20)
    #expect(popular.allSatisfy { $0.highlightedTexts == nil && $0.redirect.productID != nil })
    #expect(Set(popular.map(\.text)).count == popular.count)
  }

  @Test func productsQueryPagesTheRankedList() throws {
    let first: Page<Product> = try Self.get(Self.shared, Self.search("корм"))
    let second: Page<Product> = try Self.get(Self.shared, Self.search("корм", page: PageRequest(page: 2)))
    #expect(first.paginationInfo.totalCount > 40 && first.paginationInfo.nextPage == 2)
    #expect(first.results.count == 20 && second.results.count == 20)
    #expect(Set(first.results.map(\.id)).isDisjoint(with: second.results.map(\.id)))
    let suggestions: [SearchSuggestion] = try Self.get(Self.shared, .search(.suggestions(query: "корм")))
    let suggested = suggestions.compactMap(\.redirect.productID)
    #expect(Array(first.results.map(\.id).prefix(suggested.count)) == suggested)
  }

  @Test func productsQueryTakesTheCategoryFiltersAndSorts() throws {
    let filtered: Page<Product> = try Self.get(
      Self.shared, Self.search("сухой корм", filters: ["brand": ["Royal Canin"]], page: PageRequest(perPage: 100)))
    #expect(filtered.paginationInfo.totalCount == filtered.results.count && filtered.results.count >= 24)
    #expect(filtered.results.allSatisfy { $0.name.hasPrefix("Royal Canin") })
    let cheapest: Page<Product> = try Self.get(
      Self.shared, Self.search("наполнитель", sort: .price, page: PageRequest(perPage: 100)))
    let prices = cheapest.results.map { product in
      product.variants.first { $0.article == product.defaultVariantArticle }?.price.price.kopecks ?? 0
    }
    #expect(prices == prices.sorted() && prices.count > 10)
  }

  @Test func productsQueryWithNothingFoundIsAnEmptyPage() throws {
    let page: Page<Product> = try Self.get(Self.shared, Self.search("zzzzqqq"))
    #expect(page.results.isEmpty && page.paginationInfo.totalCount == 0 && page.paginationInfo.nextPage == nil)
  }

  @Test func indexFollowsACatalogueChangeWithoutRestart() throws {
    let server = try Self.server()
    let before: [SearchSuggestion] = try Self.get(server, .search(.suggestions(query: "meowzilla")))
    #expect(before.isEmpty)
    try server.application.database.withConnection {
      try $0.executeScript(
        """
        UPDATE products SET name = 'Meowzilla корм для котят' WHERE name = 'Royal Canin Kitten, сухой корм для котят';
        UPDATE catalog_revision SET structure = structure + 1
        """)
    }
    let after: [SearchSuggestion] = try Self.get(server, .search(.suggestions(query: "meowzilla")))
    #expect(after.map(\.text) == ["Meowzilla корм для котят"])
  }

  @Test func productsOutOfStockSinkBelowTheOthers() throws {
    let server = try Self.server()
    let before: [SearchSuggestion] = try Self.get(server, .search(.suggestions(query: "барсик")))
    let first = try #require(before.first)
    try server.application.database.withConnection {
      try $0.executeScript(
        """
        UPDATE stock_levels SET quantity = 0 WHERE variant_id IN (
          SELECT v.id FROM product_variants v JOIN products p ON p.id = v.product_id WHERE p.name = '\(first.text)')
        """)
    }
    let after: [SearchSuggestion] = try Self.get(server, .search(.suggestions(query: "барсик")))
    #expect(after.count == before.count && after.last == first)
  }
}
