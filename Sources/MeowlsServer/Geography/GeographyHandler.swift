import MeowlsAPI

/// `GET /cities`.
struct GeographyHandler: Sendable {
  let database: any Database
  let storage = GeographyStorage()

  static func live(_ dependencies: HandlerDependencies) -> Self {
    Self(database: dependencies.database)
  }

  func respond(to route: APIRoute.Geography) throws -> HTTPResponse {
    switch route {
    case .cities(let query):
      let cities = try database.withConnection { try storage.cities($0) }
      return try .json(Self.nearestFirst(cities, to: query.location))
    }
  }

  /// Cities by great-circle distance from `location` (cities without a centre last); unchanged without one.
  /// The sort is stable, so equally distant cities keep their order.
  static func nearestFirst(_ cities: [City], to location: Location?) -> [City] {
    guard let location else { return cities }
    let distances = cities.map { city in
      city.location.map {
        GreatCircle.kilometres(location.latitude, location.longitude, $0.latitude, $0.longitude)
      } ?? .infinity
    }
    return cities.indices.sorted { (distances[$0], $0) < (distances[$1], $1) }.map { cities[$0] }
  }
}
