extension APIRoute.POS {
  /// `/api/v1/pos/returns` (cashiers with a manager's PIN, managers, admins of the sale's shop).
  public enum Returns: Equatable, Sendable {
    /// `POST /pos/returns` `ReturnRequest` → `ReturnReceipt` (the first one again for a repeated return id).
    case create(ReturnRequest)
  }
}

extension APIRoute.POS.Returns {
  /// Who may call this route.
  public var access: RouteAccess {
    switch self {
    case .create: .staff(RouteAccess.registerRoles, approval: .whenNeeded)
    }
  }

  /// The request for this route.
  public var request: RouteRequest {
    switch self {
    case .create(let body): .pos(post: ["returns"], body: body)
    }
  }

  /// The routes of a path below `/api/v1/pos`.
  static func table(for path: [String]) -> RouteTable<Self> {
    path == ["returns"] ? [.POST: { input in .create(try input.body()) }] : [:]
  }
}
