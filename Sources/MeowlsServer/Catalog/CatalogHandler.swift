import MeowlsAPI

/// `/main_page`, `/categories`, `/products`, `/filters` and `/sales`: parse what the route left to the server
/// (path ids), call the use case, encode.
struct CatalogHandler: Sendable {
  let catalog: CatalogService

  static func live(_ dependencies: HandlerDependencies) -> Self {
    Self(
      catalog: CatalogService(
        cache: dependencies.catalog, clock: dependencies.environment.clock, database: dependencies.database))
  }

  func respond(to route: APIRoute.Catalog) throws -> HTTPResponse {
    switch route {
    case .categories(let query): return try .json(catalog.categories(query))
    case .filters(let query): return try .json(catalog.filters(query))
    case .mainPage: return try .json(catalog.mainPage())
    case .product(let id):
      guard let id = id.value else { throw CatalogError.productIdRequired }
      return try .json(catalog.product(id))
    case .products(let query): return .json(try catalog.products(query))
    case .sale(let id):
      guard let id = id.value else { throw CatalogError.saleIdRequired }
      return try .json(catalog.sale(id))
    case .sales(let query): return try .json(catalog.sales(query))
    }
  }

  /// Builds the listing index and reads every listed product's list form now instead of on the first requests;
  /// answers a line for the log saying what is kept.
  func warmUp() throws -> String {
    let started = catalog.clock.monotonicNanoseconds()
    try catalog.database.withConnection { try catalog.cache.warmUp($0) }
    let kept = catalog.cache.keptProducts
    let milliseconds = (catalog.clock.monotonicNanoseconds() &- started) / 1_000_000
    return "catalogue: \(kept.count) list forms kept, \(kept.bytes / 1_024) KB packed, in \(milliseconds) ms"
  }
}
