import Foundation
import MeowlsAPI

/// The search's use cases. Each reads the catalogue revision (through the catalogue cache), takes the search index
/// of that revision and answers wire values; suggestions need no other query.
struct SearchService: Sendable {
  let catalog: CatalogCache
  let database: any Database
  let index: SearchCache
  let workspaces: SearchWorkspacePool

  /// `GET /search/suggestions`.
  func suggestions(_ query: String?) throws -> [SearchSuggestion] {
    guard let query else { throw SearchError.requestQueryParameterRequired }
    return try withEngine { _, engine, _ in engine.suggestions(query) }
  }

  /// `GET /search/popular` and `/search/popular_searches`.
  func popular() throws -> [SearchSuggestion] {
    try withEngine { _, engine, _ in engine.popular() }
  }

  /// `GET /products?query=`: the ranked matches, filtered, sorted and paged as a category listing is.
  func products(matching text: String, filters: FilterSelection, sort: ProductSort?, page: PageRequest) throws
    -> EncodedProductPage
  {
    try withEngine { view, engine, connection in
      let matches = engine.products(SearchQuery(text))
      let selection = view.index.select(
        ranked: matches, filters: filters, sort: sort, offset: page.offset, limit: page.limit)
      let products = try catalog.productJSON(view.index.ids(selection.ordinals), in: view, connection)
      return EncodedProductPage(info: page.info(total: selection.total), products: products)
    }
  }

  /// The ids of the `limit` products that match `text` best, as `GET /products?query=` ranks them.
  func productIDs(matching text: String, limit: Int) throws -> [UUID] {
    try withEngine { view, engine, _ in
      let selection = view.index.select(
        ranked: engine.products(SearchQuery(text)), filters: FilterSelection(), sort: nil, offset: 0, limit: limit)
      return view.index.ids(selection.ordinals)
    }
  }

  /// Runs `body` with the catalogue view and a search engine of the same revision, on one connection.
  private func withEngine<T>(
    _ body: (CatalogCache.View, SearchEngine, any DatabaseConnection) throws -> T
  ) throws -> T {
    try database.withConnection { connection in
      // NB: a catalogue that changes while the index is read is read again; three changes in a row means a writer
      // is rewriting the catalogue right now, and the client may retry.
      for _ in 0..<3 {
        let view = try catalog.view(connection)
        guard let searchIndex = try index.index(for: view, connection) else { continue }
        return try workspaces.withWorkspace { workspace in
          try body(view, SearchEngine(index: searchIndex, workspace: workspace), connection)
        }
      }
      throw ServerError.serviceUnavailable
    }
  }
}
