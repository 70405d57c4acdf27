import MeowlsAPI

/// The one place that establishes who calls a route: it reads the route's `RouteAccess` and the credentials the
/// request carries, and answers the contract's refusals before any handler runs: 401 `abortError` without a
/// usable token, 401 `Unauthorized` for an expired one, 403 `forbidden` for a customer or a role the route does
/// not allow, and the manager-PIN errors of `StaffAccess.approval`.
struct AccessResolver: Sendable {
  let authenticator: Authenticator
  let staff: StaffAccess

  static func live(_ dependencies: HandlerDependencies) -> Self {
    Self(
      authenticator: Authenticator(database: dependencies.database, clock: dependencies.environment.clock),
      staff: dependencies.staffAccess)
  }

  func caller(of route: APIRoute, request: HTTPRequest) throws -> Caller {
    switch route.access {
    case .public:
      return .anonymous
    case .password:
      let credentials = BasicCredentials(header: request.headers["Authorization"])
      return .signingIn(LoginAttempt(credentials: credentials, clientAddress: request.clientAddress))
    case .customer:
      return .user(try authenticator.authenticate(request))
    case .customerRefreshing:
      return .user(try authenticator.authenticate(request, accepting: .refreshable))
    case .staff(let roles, let approval):
      return .staff(try staffCaller(route, request, roles: Set(roles.map(Role.init)), approval: approval))
    }
  }

  private func staffCaller(
    _ route: APIRoute, _ request: HTTPRequest, roles: Set<Role>, approval: RouteAccess.ManagerApproval
  ) throws -> StaffCaller {
    let user = try authenticator.authenticate(request)
    let pin = ManagerPIN(request.headers)
    switch approval {
    case .none:
      return StaffCaller(context: try staff.context(for: user, roles: roles))
    case .admitsOthersByPIN:
      let context = try staff.context(for: user)
      if roles.contains(context.role) { return StaffCaller(context: context) }
      // NB: a manager's PIN stands in for a manager at the counter; couriers are not let in by any PIN.
      guard context.role == .cashier else { throw AuthenticationError.forbidden }
      // NB: a PIN can let this caller in, so the answer says what needs approving (`forbidden` is kept for what
      // no PIN unlocks).
      let subject = POSApprovalSubject.of(route)
      return StaffCaller(context: context, approval: try staff.approval(for: context, pin: pin, subject: subject))
    case .whenNeeded:
      let context = try staff.context(for: user, roles: roles)
      let access = staff
      return StaffCaller(
        context: context,
        approver: ManagerApprover { register, subject in
          try access.approval(for: context, pin: pin, at: register, subject: subject)
        })
    }
  }
}
