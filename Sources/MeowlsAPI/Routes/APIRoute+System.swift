extension APIRoute {
  /// The server's own routes: `/`, `/health-check` and `/api/v1/health`.
  public enum System: Equatable, Sendable {
    /// `GET /api/v1/health` → `{}`: `healthCheck` under `/api/v1`, for a client or proxy that reaches only the API.
    case health
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
    case .health, .healthCheck, .root: .public
    }
  }

  /// The request for this route.
  public var request: RouteRequest {
    switch self {
    case .health: .api(.GET, ["health"])
    case .healthCheck: RouteRequest(method: .GET, path: "/health-check")
    case .root: RouteRequest(method: .GET, path: "/")
    }
  }

  /// The routes of a decoded path (the whole path: these live both outside and under `/api/v1`).
  static func table(for path: [String]) -> RouteTable<Self> {
    switch path {
    case []: [.GET: { _ in .root }]
    case ["api", "v1", "health"]: [.GET: { _ in .health }]
    case ["health-check"]: [.GET: { _ in .healthCheck }]
    default: [:]
    }
  }
}
