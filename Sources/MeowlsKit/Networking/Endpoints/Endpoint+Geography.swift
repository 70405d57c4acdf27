import MeowlsAPI

extension Endpoint where Response == [City] {
  /// `GET /cities`: every city, nearest to the client first when the server knows.
  public static var cities: Self { .open(.geography(.cities)) }
}
