extension APIRoute {
  /// `/api/v1/orders...` (all need a token; only the owner's orders are visible).
  public enum Orders: Equatable, Sendable {
    /// `POST /orders/{order_number}/cancel` → `{}`; an invalid number answers 400 `orderIdRequired`.
    case cancel(PathParameter<OrderNumber>)
    /// `GET /orders/{order_number}` → `OrderDetail`; an invalid number answers 400 `orderNumberRequired`.
    case detail(PathParameter<OrderNumber>)
    /// `GET /orders?page&per_page` → `Page<Order>`, newest first.
    case list(PageRequest)
    /// `POST /orders/{order_number}/repeat` → `Cart`; an invalid number answers 400 `orderNumberRequired`.
    case `repeat`(PathParameter<OrderNumber>)
  }
}

extension APIRoute.Orders {
  /// Who may call this route.
  public var access: RouteAccess {
    switch self {
    case .cancel, .detail, .list, .repeat: .customer
    }
  }

  /// The request for this route.
  public var request: RouteRequest {
    switch self {
    case .cancel(let number): .api(.POST, ["orders", number.pathComponent, "cancel"])
    case .detail(let number): .api(.GET, ["orders", number.pathComponent])
    case .list(let page): .api(.GET, ["orders"], query: .page(page))
    case .repeat(let number): .api(.POST, ["orders", number.pathComponent, "repeat"])
    }
  }

  /// The routes of a path below `/api/v1`.
  static func table(for path: [String]) -> RouteTable<Self> {
    if path == ["orders"] {
      return [.GET: { input in .list(try input.page()) }]
    }
    if let number = path.parameter(after: ["orders"]) {
      return [.GET: { _ in .detail(PathParameter(pathComponent: number)) }]
    }
    if let number = path.parameter(after: ["orders"], before: ["cancel"]) {
      return [.POST: { _ in .cancel(PathParameter(pathComponent: number)) }]
    }
    if let number = path.parameter(after: ["orders"], before: ["repeat"]) {
      return [.POST: { _ in .repeat(PathParameter(pathComponent: number)) }]
    }
    return [:]
  }
}
