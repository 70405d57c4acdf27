import MeowlsAPI

/// `/search/suggestions`, `/search/popular` (and its old path) and the `query` mode of `/products`: parse what the
/// route left to the server, call the use case, encode.
struct SearchHandler: Sendable {
  let search: SearchService

  static func live(_ dependencies: HandlerDependencies) -> Self {
    Self(
      search: SearchService(
        catalog: dependencies.catalog, database: dependencies.database, index: SearchCache(),
        workspaces: SearchWorkspacePool()))
  }

  func respond(to route: APIRoute.Search) throws -> HTTPResponse {
    switch route {
    case .popular, .popularSearches: return try .json(search.popular())
    case .suggestions(let query): return try .json(search.suggestions(query))
    }
  }

  /// `GET /products?query=…` (decisions.md): the catalogue's page envelope and product JSON.
  func products(matching text: String, filters: FilterSelection, sort: ProductSort?, page: PageRequest) throws
    -> HTTPResponse
  {
    .json(try search.products(matching: text, filters: filters, sort: sort, page: page).json())
  }

  /// Builds the index now instead of on the first request.
  func warmUp() throws {
    _ = try search.popular()
  }
}
