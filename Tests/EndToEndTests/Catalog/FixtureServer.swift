import Foundation
import MeowlsAPI
import MeowlsTestSupport

/// One server on the fixture catalogue, shared by the read-only tests.
enum FixtureServer {
  static let shared: TestServer = {
    do {
      let server = try TestServer.catalogue(FixtureCatalog.make(), sql: [FixtureCatalog.secondLink])
      // NB: a static is never released, so its directory is removed at exit, not by `deinit` (`SeededShop`'s way).
      atexit { FixtureServer.shared.directory.remove() }
      return server
    } catch {
      fatalError("the fixture server does not start: \(error)")
    }
  }()

  /// The product names of a `/products` page.
  static func names(_ query: ProductsQuery) throws -> [String] {
    try shared.get(api(.catalog(.products(query))), as: Page<Product>.self).results.map(\.name)
  }

  /// A category listing query.
  static func category(
    _ id: UUID, filters: FilterSelection = [:], sort: ProductSort? = nil, page: PageRequest = PageRequest()
  ) -> ProductsQuery {
    ProductsQuery(listing: .category(Category.ID(id), filters: filters, sort: sort), page: page)
  }
}
