import MeowlsAPI

/// `/api/v1/favorites...` (all token-protected, `api.md` §9): take the caller → call the domain → encode.
struct FavoritesHandler: Sendable {
  /// The contract's success warning when a star request held a product that already was a favourite.
  static let alreadyStarred = ErrorResponse(
    code: .productAlreadyStarred, reason: "Attempting to add a product to favorites that has already been added.")

  let favorites: FavoritesService

  static func live(_ dependencies: HandlerDependencies) -> Self {
    Self(favorites: dependencies.favorites)
  }

  func respond(to route: APIRoute.Favorites, context: RouteContext) throws -> HTTPResponse {
    let user = try context.caller.user().id
    switch route {
    case .count:
      return try .json(favorites.count(of: user))
    case .list(let page):
      return try .json(favorites.list(of: user, page: page))
    case .star(let ids):
      guard try favorites.star(ids, for: user) else { return .emptyObject }
      return try .json(Self.alreadyStarred, status: .alreadyReported)
    case .unstar(let ids):
      try favorites.unstar(ids, for: user)
      return .emptyObject
    }
  }
}
