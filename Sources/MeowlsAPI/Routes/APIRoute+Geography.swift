extension APIRoute {
  /// `/api/v1/cities`.
  public enum Geography: Equatable, Sendable {
    /// `GET /cities` → `[City]`, nearest to the client first when known.
    case cities
  }
}

extension APIRoute.Geography {
  /// The request for this route.
  public var request: RouteRequest {
    switch self {
    case .cities: .api(.GET, ["cities"])
    }
  }

  /// The routes of a path below `/api/v1`.
  static func table(for path: [String]) -> RouteTable<Self> {
    switch path {
    case ["cities"]: [.GET: { _ in .cities }]
    default: [:]
    }
  }
}
