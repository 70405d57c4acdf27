/// Every route of the MEOWLS API v1 (`api.md` §0 and `decisions.md`), shared by the server and the apps.
///
/// The server turns a request into a route with `match(_:)` and dispatches with an exhaustive `switch`; the apps
/// build every request from a route with `request`. Paths appear nowhere else.
public enum APIRoute: Equatable, Sendable {
  /// `/api/v1/users/...`.
  case accounts(Accounts)
  /// `/api/v1/admin/...`: the back office.
  case admin(Admin)
  /// `/api/v1/cart...`.
  case cart(Cart)
  /// Main page, categories, products, filters and sales.
  case catalog(Catalog)
  /// `/api/v1/checkout/...`.
  case checkout(Checkout)
  /// `/api/v1/favorites...`.
  case favorites(Favorites)
  /// `/api/v1/cities`.
  case geography(Geography)
  /// `/api/v1/orders...`.
  case orders(Orders)
  /// `/api/v1/pos/...`: the staff API of the POS app.
  case pos(POS)
  /// `/api/v1/search/...`.
  case search(Search)
  /// `/api/v1/suggestions/...` (addresses and full names).
  case suggestions(Suggestions)
  /// `/`, `/health-check` and `/api/v1/health`.
  case system(System)
}

extension APIRoute {
  /// The request a client sends for this route (a JSON body is encoded with sorted keys).
  public var request: RouteRequest {
    switch self {
    case .accounts(let route): route.request
    case .admin(let route): route.request
    case .cart(let route): route.request
    case .catalog(let route): route.request
    case .checkout(let route): route.request
    case .favorites(let route): route.request
    case .geography(let route): route.request
    case .orders(let route): route.request
    case .pos(let route): route.request
    case .search(let route): route.request
    case .suggestions(let route): route.request
    case .system(let route): route.request
    }
  }

  /// The route for a request; nil when no route has this method and path (404, or 405 per `allowedMethods`).
  ///
  /// Routing is case-sensitive, ignores empty path segments, percent-decodes path segments after splitting, and
  /// lets `HEAD` match the `GET` route. Throws when the route matched but its query or body is unusable (400).
  public static func match(_ request: RouteRequest) throws(RouteMatchError) -> APIRoute? {
    let method: HTTPMethod = request.method == .HEAD ? .GET : request.method
    guard let build = table(for: PercentEncoding.segments(of: request.path))[method] else { return nil }
    do {
      return try build(RouteInput(body: request.body, query: request.query))
    } catch let error as RouteMatchError {
      throw error
    } catch {
      throw .invalidBody("The request could not be decoded.")
    }
  }

  /// The methods some route accepts on this raw path, sorted (`HEAD` whenever `GET`); empty for an unknown path.
  public static func allowedMethods(forPath path: String) -> [HTTPMethod] {
    var methods = Set(table(for: PercentEncoding.segments(of: path)).keys)
    if methods.contains(.GET) {
      methods.insert(.HEAD)
    }
    return methods.sorted { $0.rawValue < $1.rawValue }
  }

  /// The routes of a decoded path, by method.
  static func table(for segments: [String]) -> RouteTable<APIRoute> {
    guard segments.count > 2, segments[0] == "api", segments[1] == "v1" else {
      return lift(System.table(for: segments), APIRoute.system)
    }
    let path = Array(segments.dropFirst(2))
    return [
      lift(Accounts.table(for: path), APIRoute.accounts),
      lift(Admin.table(for: path), APIRoute.admin),
      lift(Cart.table(for: path), APIRoute.cart),
      lift(Catalog.table(for: path), APIRoute.catalog),
      lift(Checkout.table(for: path), APIRoute.checkout),
      lift(Favorites.table(for: path), APIRoute.favorites),
      lift(Geography.table(for: path), APIRoute.geography),
      lift(Orders.table(for: path), APIRoute.orders),
      lift(POS.table(for: path), APIRoute.pos),
      lift(Search.table(for: path), APIRoute.search),
      lift(Suggestions.table(for: path), APIRoute.suggestions),
      lift(System.table(for: segments), APIRoute.system),
    ].reduce(into: [:]) { table, feature in table.merge(feature) { first, _ in first } }
  }
}
