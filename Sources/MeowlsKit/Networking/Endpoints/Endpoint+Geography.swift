import MeowlsAPI

extension Endpoint where Response == [City] {
  /// `GET /cities`: every city, in the server's stable order.
  public static var cities: Self { .open(.geography(.cities(CitiesQuery()))) }

  /// `GET /cities?latitude=&longitude=`: every city, nearest to `location` first.
  public static func cities(near location: Location) -> Self {
    .open(.geography(.cities(CitiesQuery(location: location))))
  }
}
