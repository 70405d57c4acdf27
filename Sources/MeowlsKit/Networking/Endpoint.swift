import MeowlsAPI

/// One route of the API with the type its answer decodes to and the credentials it needs.
///
/// Every request of the kit is an endpoint built from an `APIRoute` (`Endpoints/`), so client and server cannot
/// disagree on a path; there are no path strings in the kit.
public struct Endpoint<Response: Decodable & Sendable>: Sendable {
  /// How the request proves who sends it.
  public var authorization: EndpointAuthorization
  /// The `Idempotency-Key` (purchase): kept across retries, so the server applies the request once.
  public var idempotencyKey: String?
  /// The route: method, path, query and body.
  public var route: APIRoute

  /// An endpoint.
  public init(authorization: EndpointAuthorization, idempotencyKey: String? = nil, route: APIRoute) {
    self.authorization = authorization
    self.idempotencyKey = idempotencyKey
    self.route = route
  }

  /// A public route.
  static func open(_ route: APIRoute) -> Self {
    Self(authorization: .none, route: route)
  }

  /// A route that needs the session's token.
  static func signedIn(_ route: APIRoute) -> Self {
    Self(authorization: .token, route: route)
  }
}

/// How a request proves who sends it.
public enum EndpointAuthorization: Hashable, Sendable {
  /// `Authorization: Basic base64(phone:password)` (login).
  case basic(phone: String, password: String)
  /// Nothing: a public route.
  case none
  /// `Authorization: Token <token>` of the current session; renewed once when the server says it expired.
  case token
}
