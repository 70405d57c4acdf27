import MeowlsAPI

/// One route of the API with the type its answer decodes to and the credentials it needs (from the route's access).
///
/// Every request of the kit is an endpoint built from an `APIRoute` (`Endpoints/`), so client and server cannot
/// disagree on a path; there are no path strings in the kit.
public struct Endpoint<Response: Decodable & Sendable>: Sendable {
  /// How the request proves who sends it.
  public var authorization: EndpointAuthorization
  /// The `Idempotency-Key` (purchase): kept across retries, so the server applies the request once.
  public var idempotencyKey: String?
  /// A manager's PIN (and id) for a POS action the caller may not take alone: `X-Manager-PIN`, `X-Manager-Id`.
  public var managerApproval: ManagerApproval?
  /// The route: method, path, query and body.
  public var route: APIRoute

  /// An endpoint.
  public init(
    authorization: EndpointAuthorization, idempotencyKey: String? = nil, managerApproval: ManagerApproval? = nil,
    route: APIRoute
  ) {
    self.authorization = authorization
    self.idempotencyKey = idempotencyKey
    self.managerApproval = managerApproval
    self.route = route
  }

  /// The same endpoint carrying a manager's approval (nil: none).
  public func approved(by approval: ManagerApproval?) -> Self {
    var endpoint = self
    endpoint.managerApproval = approval
    return endpoint
  }

  /// An endpoint that carries the session's token exactly when the route's declared access needs one
  /// (`RouteAccess.needsToken`), so the kit keeps no list of its own of which routes are protected.
  init(_ route: APIRoute, idempotencyKey: String? = nil) {
    self.init(
      authorization: route.access.needsToken ? .token : .none, idempotencyKey: idempotencyKey, route: route)
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
