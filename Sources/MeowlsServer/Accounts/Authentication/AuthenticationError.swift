import MeowlsAPI

/// The answers of a protected route to a caller it does not let in (`api.md` §3.4, `decisions.md` §POS).
public enum AuthenticationError: ResponseError, Equatable {
  /// The token has expired (and the route is not `refresh_token`, or the refresh window has passed too).
  case expired
  /// A staff route called by a customer, or by staff whose role the route does not allow.
  case forbidden
  /// No `Authorization: Token <value>` header, a malformed one, or a token no session has.
  case notAuthenticated

  public var status: HTTPStatus {
    self == .forbidden ? .forbidden : .unauthorized
  }

  public var body: ErrorResponse {
    switch self {
    case .expired: ErrorResponse(code: .unauthorized, reason: "Access is denied. Please authenticate and try again.")
    case .forbidden: ErrorResponse(code: .forbidden, reason: "Access is forbidden for this account.")
    case .notAuthenticated: ErrorResponse(code: .abortError, reason: "User not authenticated.")
    }
  }
}
