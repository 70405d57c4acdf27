import MeowlsAPI

extension Endpoint where Response == [City] {
  /// `GET /cities`: every city, in the server's stable order.
  public static var cities: Self { Self(.geography(.cities(CitiesQuery()))) }

  /// `GET /cities?latitude=&longitude=`: every city, nearest to `location` first.
  public static func cities(near location: Location) -> Self {
    Self(.geography(.cities(CitiesQuery(location: location))))
  }
}
