extension APIRoute {
  /// `/api/v1/cart...`: the anonymous and the saved cart.
  public enum Cart: Equatable, Sendable {
    /// `POST /cart` (no token) → `Cart`: computes a guest cart in memory, saves nothing.
    case calculate(CartRequest)
    /// `GET /cart` (token) → the saved `Cart`.
    case current
    /// `POST /cart/merge` (token) → `Cart` with `merge_report`: adds a guest cart to the saved one (new in MEOWLS).
    case merge(CartRequest)
    /// `POST /cart/update` (token) → `Cart`: makes the saved cart equal to the request.
    case update(CartRequest)
  }
}

extension APIRoute.Cart {
  /// Who may call this route.
  public var access: RouteAccess {
    switch self {
    case .calculate: .public
    case .current, .merge, .update: .customer
    }
  }

  /// The request for this route.
  public var request: RouteRequest {
    switch self {
    case .calculate(let body): .api(post: ["cart"], body: body)
    case .current: .api(.GET, ["cart"])
    case .merge(let body): .api(post: ["cart", "merge"], body: body)
    case .update(let body): .api(post: ["cart", "update"], body: body)
    }
  }

  /// The routes of a path below `/api/v1`.
  static func table(for path: [String]) -> RouteTable<Self> {
    switch path {
    case ["cart"]:
      [
        .GET: { _ in .current },
        .POST: { input in .calculate(try input.body()) },
      ]
    case ["cart", "merge"]: [.POST: { input in .merge(try input.body()) }]
    case ["cart", "update"]: [.POST: { input in .update(try input.body()) }]
    default: [:]
    }
  }
}
