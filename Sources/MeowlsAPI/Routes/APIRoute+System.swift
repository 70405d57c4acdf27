extension APIRoute {
  /// Routes outside `/api/v1`.
  public enum System: Equatable, Sendable {
    /// `GET /health-check` → `{}`.
    case healthCheck
    /// `GET /` → 200 with an empty body.
    case root
  }
}

extension APIRoute.System {
  /// Who may call this route.
  public var access: RouteAccess {
    switch self {
    case .healthCheck, .root: .public
    }
  }

  /// The request for this route.
  public var request: RouteRequest {
    switch self {
    case .healthCheck: RouteRequest(method: .GET, path: "/health-check")
    case .root: RouteRequest(method: .GET, path: "/")
    }
  }

  /// The routes of a decoded path.
  static func table(for path: [String]) -> RouteTable<Self> {
    switch path {
    case []: [.GET: { _ in .root }]
    case ["health-check"]: [.GET: { _ in .healthCheck }]
    default: [:]
    }
  }
}
