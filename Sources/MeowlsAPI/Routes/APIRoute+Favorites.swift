extension APIRoute {
  /// `/api/v1/favorites...` (all need a token).
  public enum Favorites: Equatable, Sendable {
    /// `GET /favorites/count` → `FavoritesCount`.
    case count
    /// `GET /favorites?page&per_page` → `Page<Product>`, newest first.
    case list(PageRequest)
    /// `POST /favorites/star` with a JSON array of product ids → `{}`, or 208 `productAlreadyStarred`.
    case star([Product.ID])
    /// `POST /favorites/unstar` with a JSON array of product ids → `{}`.
    case unstar([Product.ID])
  }
}

extension APIRoute.Favorites {
  /// Who may call this route.
  public var access: RouteAccess {
    switch self {
    case .count, .list, .star, .unstar: .customer
    }
  }

  /// The request for this route.
  public var request: RouteRequest {
    switch self {
    case .count: .api(.GET, ["favorites", "count"])
    case .list(let page): .api(.GET, ["favorites"], query: .page(page))
    case .star(let ids): .api(post: ["favorites", "star"], body: ids)
    case .unstar(let ids): .api(post: ["favorites", "unstar"], body: ids)
    }
  }

  /// The routes of a path below `/api/v1`.
  static func table(for path: [String]) -> RouteTable<Self> {
    switch path {
    case ["favorites"]: [.GET: { input in .list(try input.page()) }]
    case ["favorites", "count"]: [.GET: { _ in .count }]
    case ["favorites", "star"]: [.POST: { input in .star(try input.body()) }]
    case ["favorites", "unstar"]: [.POST: { input in .unstar(try input.body()) }]
    default: [:]
    }
  }
}
