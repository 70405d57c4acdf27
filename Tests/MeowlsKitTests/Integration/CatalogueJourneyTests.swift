import Foundation
import MeowlsAPI
import MeowlsKit
import MeowlsTestSupport
import Testing

/// Catalogue browsing with the kit's paginator against the real server.
@Suite struct CatalogueJourneyTests {
  @Test func browseACategoryPageByPageWithTheRegionChosen() async throws {
    let server = try TestServer.kit(seeded: true)
    let kit = LiveKit(server: server)
    let cities = try await kit.region.cities()
    let novosibirsk = try #require(cities.first { $0.id == Fixtures.novosibirsk.id }, "the demo shop's cities")
    await kit.region.select(novosibirsk)
    #expect(
      LiveKit(server: server, storage: kit.settings.url.deletingLastPathComponent()).region.selectedCity.value
        == novosibirsk)

    let category = try await CatalogueSearch.largestLeafCategory(kit.client)
    let paginator = Paginator<Product> { page, perPage throws(APIError) in
      try await kit.client.send(.products(.category(category.id), page: PageRequest(page: page, perPage: perPage)))
    }
    await paginator.loadNextPage()
    let first = paginator.state.value
    #expect(first.items.count == min(20, category.productsCount ?? 20))
    while paginator.state.value.nextPage != nil {
      await paginator.loadNextPage()
      if case .failed(let error) = paginator.state.value.phase { Issue.record("page failed: \(error)"); break }
    }
    let all = paginator.state.value
    #expect(all.phase == .exhausted)
    #expect(Set(all.items.map(\.id)).count == all.items.count)
    #expect(Array(all.items.prefix(first.items.count)) == first.items)
  }
}

/// Finding catalogue data the journeys can use, whatever the seeded shop holds.
enum CatalogueSearch {
  /// A category without children that lists products, preferring one with more than a page of them.
  static func largestLeafCategory(_ client: APIClient) async throws -> Category {
    var queue = try await client.send(.categories(parent: nil))
    try #require(!queue.isEmpty, "The catalogue is empty: the kit's test server must seed the demo shop.")
    var best: (Category, Int)?
    var visited = 0
    while let category = queue.first, visited < 40 {
      queue.removeFirst()
      visited += 1
      if category.hasChildren {
        queue += try await client.send(.categories(parent: category.id))
        continue
      }
      let page = try await client.send(.products(.category(category.id), page: PageRequest(page: 1, perPage: 1)))
      let total = page.paginationInfo.totalCount
      if total > (best?.1 ?? 0) { best = (category, total) }
      if total > 20 { break }
    }
    var found = try #require(best, "No category lists any product.").0
    found.productsCount = try #require(best).1
    return found
  }

  /// Products of a category with a variant in stock.
  static func productsInStock(_ client: APIClient, in category: Category, count: Int) async throws -> [Product] {
    let page = try await client.send(.products(.category(category.id), page: PageRequest(page: 1, perPage: 40)))
    let inStock = page.results.filter { product in product.variants.contains { $0.availabilityInfo.count > 0 } }
    try #require(inStock.count >= count, "The category has fewer than \(count) products in stock.")
    return Array(inStock.prefix(count))
  }
}
