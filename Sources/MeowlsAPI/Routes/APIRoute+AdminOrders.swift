extension APIRoute.Admin {
  /// `/api/v1/admin/orders...`: every order for admins, a manager's own shop's pick-up orders for managers.
  public enum Orders: Equatable, Sendable {
    /// `POST /admin/orders/{id}/status` `OrderStatusChange` → `AdminOrderDetail`, where the lifecycle allows it.
    case changeStatus(PathParameter<Order.ID>, OrderStatusChange)
    /// `GET /admin/orders/{id}` → `AdminOrderDetail`.
    case detail(PathParameter<Order.ID>)
    /// `GET /admin/orders?number&phone&from&to&status&shop_id&page&per_page` → `Page<AdminOrder>`, newest first.
    case list(AdminOrderQuery)
    /// `POST /admin/orders/{id}/refund` `OrderRefundRequest` → `AdminOrderRefund`: money of a paid order back.
    case refund(PathParameter<Order.ID>, OrderRefundRequest)
  }
}

extension APIRoute.Admin.Orders {
  /// Who may call this route.
  public var access: RouteAccess {
    switch self {
    case .changeStatus, .detail, .list, .refund: .staff([.admin, .manager])
    }
  }

  /// The request for this route.
  public var request: RouteRequest {
    switch self {
    case .changeStatus(let id, let body): .admin(post: ["orders", id.pathComponent, "status"], body: body)
    case .detail(let id): .admin(.GET, ["orders", id.pathComponent])
    case .list(let query): .admin(.GET, ["orders"], query: query.items)
    case .refund(let id, let body): .admin(post: ["orders", id.pathComponent, "refund"], body: body)
    }
  }

  /// The routes of a path below `/api/v1/admin`.
  static func table(for path: [String]) -> RouteTable<Self> {
    guard path.first == "orders" else { return [:] }
    switch path.count {
    case 1: return [.GET: { input in .list(try AdminOrderQuery(input)) }]
    case 2: return [.GET: { _ in .detail(PathParameter(pathComponent: path[1])) }]
    case 3 where path[2] == "status":
      return [.POST: { input in .changeStatus(PathParameter(pathComponent: path[1]), try input.body()) }]
    case 3 where path[2] == "refund":
      return [.POST: { input in .refund(PathParameter(pathComponent: path[1]), try input.body()) }]
    default: return [:]
    }
  }
}
