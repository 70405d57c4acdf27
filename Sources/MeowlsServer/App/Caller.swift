import MeowlsAPI

/// Who calls a route, as `AccessResolver` resolved the route's `RouteAccess` before its handler runs.
///
/// Handlers take the caller they need with `user()`, `staff()` or `login`. NB: asking for a caller the route did
/// not declare answers as if credentials were missing (401, or a login without credentials): a route declared
/// `.public` by mistake fails closed instead of running for nobody.
enum Caller: Sendable {
  /// A public route: nobody in particular.
  case anonymous
  /// A login route: the password credentials to check.
  case signingIn(LoginAttempt)
  /// A token's account (`.customer`, `.customerRefreshing`).
  case user(AuthenticatedUser)
  /// A staff member in one of the route's roles, with the approval the route declared.
  case staff(StaffCaller)

  /// The signed-in account.
  func user() throws(AuthenticationError) -> AuthenticatedUser {
    switch self {
    case .user(let user): user
    case .staff(let staff): staff.context.user
    case .anonymous, .signingIn: throw .notAuthenticated
    }
  }

  /// The staff member.
  func staff() throws(AuthenticationError) -> StaffCaller {
    guard case .staff(let staff) = self else { throw .notAuthenticated }
    return staff
  }

  /// The credentials of a login; none on other routes.
  var login: LoginAttempt {
    guard case .signingIn(let attempt) = self else { return LoginAttempt(credentials: nil, clientAddress: "") }
    return attempt
  }
}
