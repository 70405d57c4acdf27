extension APIRoute {
  /// The server's own routes: `/`, `/health-check`, `/api/v1/health` and `/api/v1/openapi.json`.
  public enum System: Equatable, Sendable {
    /// `GET /api/v1/health` → `{}`: `healthCheck` under `/api/v1`, for a client or proxy that reaches only the API.
    case health
    /// `GET /health-check` → `{}`.
    case healthCheck
    /// `GET /api/v1/openapi.json` → the OpenAPI 3.1 document of every route (`OpenAPIDocument`).
    case openAPI
    /// `GET /` → 200 with an empty body.
    case root
  }
}

extension APIRoute.System {
  /// Who may call this route.
  public var access: RouteAccess {
    switch self {
    case .health, .healthCheck, .openAPI, .root: .public
    }
  }

  /// The request for this route.
  public var request: RouteRequest {
    switch self {
    case .health: .api(.GET, ["health"])
    case .healthCheck: RouteRequest(method: .GET, path: "/health-check")
    case .openAPI: .api(.GET, ["openapi.json"])
    case .root: RouteRequest(method: .GET, path: "/")
    }
  }

  /// The routes of a decoded path (the whole path: these live both outside and under `/api/v1`).
  static func table(for path: [String]) -> RouteTable<Self> {
    switch path {
    case []: [.GET: { _ in .root }]
    case ["api", "v1", "health"]: [.GET: { _ in .health }]
    case ["api", "v1", "openapi.json"]: [.GET: { _ in .openAPI }]
    case ["health-check"]: [.GET: { _ in .healthCheck }]
    default: [:]
    }
  }
}
