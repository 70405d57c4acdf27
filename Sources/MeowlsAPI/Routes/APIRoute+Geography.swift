extension APIRoute {
  /// `/api/v1/cities`.
  public enum Geography: Equatable, Sendable {
    /// `GET /cities?latitude=&longitude=` → `[City]`, nearest to the given point first when one is given.
    case cities(CitiesQuery)
  }
}

extension APIRoute.Geography {
  /// Who may call this route.
  public var access: RouteAccess {
    switch self {
    case .cities: .public
    }
  }

  /// The request for this route.
  public var request: RouteRequest {
    switch self {
    case .cities(let query):
      .api(
        .GET, ["cities"],
        query: query.location.map {
          [
            QueryItem(name: "latitude", value: String($0.latitude)),
            QueryItem(name: "longitude", value: String($0.longitude)),
          ]
        } ?? [])
    }
  }

  /// The routes of a path below `/api/v1`.
  static func table(for path: [String]) -> RouteTable<Self> {
    switch path {
    case ["cities"]: [.GET: { input in .cities(CitiesQuery(location: location(input))) }]
    default: [:]
    }
  }

  /// `latitude` and `longitude` when both are numbers in range.
  private static func location(_ input: RouteInput) -> Location? {
    guard let latitude = input.last("latitude").flatMap(Double.init),
      let longitude = input.last("longitude").flatMap(Double.init),
      (-90...90).contains(latitude), (-180...180).contains(longitude)
    else { return nil }
    return Location(latitude: latitude, longitude: longitude)
  }
}
