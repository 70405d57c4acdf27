/// The token check every protected route starts with (`api.md` §3.4).
///
/// A handler that needs the caller gets an `Authenticator` at construction and begins with
/// `let user = try authenticator.authenticate(request)`; the thrown `AuthenticationError` is already the contract's
/// 401 answer, so the handler just lets it propagate. Staff routes add `try user.requireStaff(roles: [...])` (403).
public struct Authenticator: Sendable {
  /// Which tokens a route accepts.
  public enum Acceptance: Sendable {
    /// Only tokens that have not expired: every protected route but one.
    case unexpired
    /// Also expired tokens still inside their refresh window: `POST /users/refresh_token` only.
    case refreshable
  }

  let clock: Clock
  let database: any Database

  public init(database: any Database, clock: Clock) {
    self.clock = clock
    self.database = database
  }

  /// The user behind `Authorization: Token <value>`. Throws `.notAuthenticated` when the header is missing,
  /// malformed or names no session, `.expired` when the token is past what `acceptance` allows.
  public func authenticate(
    _ request: HTTPRequest, accepting acceptance: Acceptance = .unexpired
  ) throws -> AuthenticatedUser {
    guard let token = Authenticator.token(in: request.headers["Authorization"]) else {
      throw AuthenticationError.notAuthenticated
    }
    guard let (session, role) = try database.withConnection({ try SessionStore.find(token: token, in: $0) }) else {
      throw AuthenticationError.notAuthenticated
    }
    let now = clock.now()
    let limit = acceptance == .unexpired ? session.expiresAt : session.refreshableUntil
    guard now < limit else { throw AuthenticationError.expired }
    return AuthenticatedUser(id: session.userID, role: role, session: session.id)
  }

  /// The token of `Token <value>`: exactly two space-separated parts, the first `token` in any case.
  static func token(in header: String?) -> String? {
    guard let parts = header?.split(separator: " "), parts.count == 2, String(parts[0]).caseInsensitiveEquals("token")
    else { return nil }
    return String(parts[1])
  }
}
