/// An HTTP request method.
public enum HTTPMethod: String, CaseIterable, Hashable, Sendable {
  /// `DELETE`.
  case DELETE
  /// `GET`.
  case GET
  /// `HEAD`: matches the `GET` route.
  case HEAD
  /// `OPTIONS`.
  case OPTIONS
  /// `PATCH`.
  case PATCH
  /// `POST`.
  case POST
  /// `PUT`.
  case PUT
}
