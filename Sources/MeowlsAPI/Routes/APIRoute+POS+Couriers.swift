extension APIRoute.POS {
  /// `/api/v1/pos/deliveries...`: courier orders assigned to couriers, and what the couriers report.
  public enum Couriers: Equatable, Sendable {
    /// `POST /pos/deliveries` `DeliveryAssignmentRequest` → `DeliveryTask` (manager, admin; others by manager PIN).
    case assign(DeliveryAssignmentRequest)
    /// `GET /pos/deliveries?status&page&per_page` → `Page<DeliveryTask>`: a courier's own tasks, or the tasks a
    /// manager's shop assigned.
    case list(DeliveriesQuery)
    /// `POST /pos/deliveries/{number}/delivered` `DeliveredRequest` → `OrderHandOver` (the assigned courier).
    case markDelivered(PathParameter<OrderNumber>, DeliveredRequest)
    /// `POST /pos/deliveries/{number}/failed` `DeliveryFailureRequest` → `DeliveryTask` (the assigned courier).
    case markFailed(PathParameter<OrderNumber>, DeliveryFailureRequest)
  }
}

extension APIRoute.POS.Couriers {
  /// Who may call this route.
  public var access: RouteAccess {
    switch self {
    case .assign: .staff([.admin, .manager], approval: .admitsOthersByPIN)
    case .list: .staff([.admin, .courier, .manager])
    case .markDelivered, .markFailed: .staff([.courier])
    }
  }

  /// The request for this route.
  public var request: RouteRequest {
    switch self {
    case .assign(let body): .pos(post: ["deliveries"], body: body)
    case .list(let query):
      .pos(.GET, ["deliveries"], query: query.status.map { [QueryItem(name: "status", value: $0.rawValue)] } ?? [])
        .appending(.page(query.page))
    case .markDelivered(let number, let body):
      .pos(post: ["deliveries", number.pathComponent, "delivered"], body: body)
    case .markFailed(let number, let body): .pos(post: ["deliveries", number.pathComponent, "failed"], body: body)
    }
  }

  /// The routes of a path below `/api/v1/pos`.
  static func table(for path: [String]) -> RouteTable<Self> {
    if path == ["deliveries"] {
      return [
        .GET: { input in .list(DeliveriesQuery(page: try input.page(), status: try input.enumeration("status"))) },
        .POST: { input in .assign(try input.body()) },
      ]
    }
    if let number = path.parameter(after: ["deliveries"], before: ["delivered"]) {
      return [.POST: { input in .markDelivered(PathParameter(pathComponent: number), try input.body()) }]
    }
    if let number = path.parameter(after: ["deliveries"], before: ["failed"]) {
      return [.POST: { input in .markFailed(PathParameter(pathComponent: number), try input.body()) }]
    }
    return [:]
  }
}
