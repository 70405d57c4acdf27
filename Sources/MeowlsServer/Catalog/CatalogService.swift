import Foundation
import MeowlsAPI

/// The catalogue's use cases. Each one holds a connection for its whole work, reads the revision first (through
/// the cache) and answers wire values; money stays in kopecks until the encoder writes it.
struct CatalogService: Sendable {
  let cache: CatalogCache
  let clock: Clock
  let database: any Database

  var storage: CatalogStorage { cache.storage }

  /// `GET /products` in all its modes, one page as JSON (assembled from cached product JSON, and kept whole for
  /// the next identical request at the same revision).
  func products(_ query: ProductsQuery) throws -> [UInt8] {
    guard let listing = query.listing else { throw CatalogError.categoryIDOrProductsIDsRequired }
    return try database.withConnection { connection in
      let view = try cache.view(connection)
      if let page = cache.page(for: query, in: view) { return page }
      let selection = try view.index.select(listing, offset: query.page.offset, limit: query.page.limit)
      let products = try cache.productJSON(view.index.ids(selection.ordinals), in: view, connection)
      let page = try EncodedProductPage(info: query.page.info(total: selection.total), products: products).json()
      cache.store(page: page, for: query, in: view)
      return page
    }
  }

  /// `GET /products/{id}` as JSON (kept for the next request of the same card at the same revision).
  func product(_ id: Product.ID) throws -> [UInt8] {
    try database.withConnection { connection in
      let view = try cache.view(connection)
      if let card = cache.detail(id.rawValue, in: view) { return card }
      guard let product = try storage.products([id.rawValue], connection)[id.rawValue] else {
        throw CatalogError.fetchProductByIdError(id.rawValue)
      }
      let card = try JSONBodyEncoder().encode(try storage.detail(of: product, connection))
      cache.store(detail: card, for: id.rawValue, in: view)
      return card
    }
  }

  /// `GET /filters`: the sort group, then the property groups counted under the n − 1 rule.
  ///
  /// NB: counting facets walks every product of the category (a large one at 100,000 products takes milliseconds),
  /// and every listing screen asks for its filters with its page, so the answer is kept like a page.
  func filters(_ query: FiltersQuery) throws -> [UInt8] {
    guard let id = query.categoryID else { throw CatalogError.categoryIDRequired }
    let view = try database.withConnection { try cache.view($0) }
    if let answer = cache.filters(for: query, in: view) { return answer }
    guard let category = view.index.categories[id.rawValue] else {
      throw CatalogError.fetchFiltersForCategoryError(id.rawValue)
    }
    let facets = view.index.facets(over: view.index.facetBase(query.filters, within: category.products))
    let answer = try JSONBodyEncoder().encode([FilterGroup.sort] + facets.map(FilterGroup.init))
    cache.store(filters: answer, for: query, in: view)
    return answer
  }

  /// `GET /categories`: the children of a category (with `parent`), or the roots.
  ///
  /// NB: kept per revision like a page: the web Store asks for a level each time it titles a category reached
  /// without its level, and encoding a level's categories cost more than reading them.
  func categories(_ query: CategoriesQuery) throws -> [UInt8] {
    try database.withConnection { connection in
      let view = try cache.view(connection)
      if let answer = cache.categories(for: query, in: view) { return answer }
      let categories =
        try query.parentID.map { try storage.childCategories(of: $0, connection) } ?? storage.rootCategories(connection)
      let answer = try JSONBodyEncoder().encode(categories)
      cache.store(categories: answer, for: query, in: view)
      return answer
    }
  }

  /// `GET /main_page` with fresh product data.
  func mainPage() throws -> [Banner] {
    try database.withConnection { connection in
      let stored = try storage.mainPage(connection)
      let byID = try storage.products(stored.flatMap(\.productIDs), connection)
      return stored.map { entry in
        var banner = entry.banner
        let shown = entry.productIDs.compactMap { byID[$0] }
        banner.products = shown.isEmpty ? nil : shown
        return banner
      }
    }
  }

  /// `GET /sales`: sales of a type that have not ended by today (UTC), without products.
  func sales(_ query: SalesQuery) throws -> Page<Sale> {
    let today = CatalogDay.text(clock.now())
    let found = try database.withConnection {
      try storage.sales(
        type: query.saleType, endingOnOrAfter: today, offset: query.page.offset, limit: query.page.limit, $0)
    }
    return query.page.page(found.sales, total: found.total)
  }

  /// `GET /sales/{id}`: the sale with all its products (`products` omitted when it has none).
  func sale(_ id: Sale.ID) throws -> Sale {
    try database.withConnection { connection in
      let view = try cache.view(connection)
      guard var sale = try storage.sale(id, connection) else { throw CatalogError.saleNotFound }
      let ids = view.index.ids(view.index.saleProducts[id.rawValue] ?? [])
      let byID = try storage.products(ids, connection)
      let products = ids.compactMap { byID[$0] }
      sale.products = products.isEmpty ? nil : products
      return sale
    }
  }
}
