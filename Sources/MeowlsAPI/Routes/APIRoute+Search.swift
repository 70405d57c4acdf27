extension APIRoute {
  /// `/api/v1/search/...` (public).
  public enum Search: Equatable, Sendable {
    /// `GET /search/popular` → `[SearchSuggestion]`.
    case popular
    /// `GET /search/popular_searches`: the old path of `popular`, still served (`decisions.md`).
    case popularSearches
    /// `GET /search/suggestions?query=` → `[SearchSuggestion]`; a nil query answers 400
    /// `requestQueryParameterRequired`.
    case suggestions(query: String?)
  }
}

extension APIRoute.Search {
  /// Who may call this route.
  public var access: RouteAccess {
    switch self {
    case .popular, .popularSearches, .suggestions: .public
    }
  }

  /// The request for this route.
  public var request: RouteRequest {
    switch self {
    case .popular: .api(.GET, ["search", "popular"])
    case .popularSearches: .api(.GET, ["search", "popular_searches"])
    case .suggestions(let query):
      .api(.GET, ["search", "suggestions"], query: query.map { [QueryItem(name: "query", value: $0)] } ?? [])
    }
  }

  /// The routes of a path below `/api/v1`.
  static func table(for path: [String]) -> RouteTable<Self> {
    switch path {
    case ["search", "popular"]: [.GET: { _ in .popular }]
    case ["search", "popular_searches"]: [.GET: { _ in .popularSearches }]
    case ["search", "suggestions"]: [.GET: { input in .suggestions(query: input.last("query")) }]
    default: [:]
    }
  }
}
