/// Who may call a route (`api.md` §3.4, `decisions.md` §POS).
///
/// Each route declares it once, beside its request (`APIRoute.access`). The server resolves it before the route's
/// handler runs (401, 403 and the manager-PIN errors come from there), and the apps read it to decide whether a
/// request carries the session's token.
public enum RouteAccess: Hashable, Sendable {
  /// Anyone; no credentials are read.
  case `public`
  /// `Authorization: Basic phone:password` (the two logins); the route checks the password itself.
  case password
  /// A signed-in account's unexpired token. NB: the contract does not tell customers from staff here, so a staff
  /// account's token passes too.
  case customer
  /// A token, also one that expired within its refresh window: `POST /users/refresh_token` only.
  case customerRefreshing
  /// A staff token whose role is one of `roles` (others 403 `forbidden`), with the manager approval the route needs.
  case staff(Set<StaffRole>, approval: ManagerApproval = .none)

  /// Whether a manager must approve what a staff route does (`X-Manager-PIN`, `Docs/pos.md`).
  public enum ManagerApproval: Hashable, Sendable {
    /// No approval.
    case none
    /// Staff outside the route's roles are let in when a manager's PIN approves, checked before the route runs.
    case admitsOthersByPIN
    /// The route asks for approval when its action turns out to need it (a discount, a return), at the register
    /// it works at; a caller who is no manager then needs a manager's PIN.
    case whenNeeded
  }

  /// Every staff role.
  public static let anyStaff: Set<StaffRole> = Set(StaffRole.allCases)
  /// The roles that work a register: shifts, sales, returns, pick-ups.
  public static let registerRoles: Set<StaffRole> = [.admin, .cashier, .manager]

  /// Whether the request carries the session's token (`Authorization: Token …`).
  public var needsToken: Bool {
    switch self {
    case .public, .password: false
    case .customer, .customerRefreshing, .staff: true
    }
  }
}

extension APIRoute {
  /// Who may call this route. NB: every feature's switch is exhaustive, so a new route does not compile until
  /// its access is declared.
  public var access: RouteAccess {
    switch self {
    case .accounts(let route): route.access
    case .admin(let route): route.access
    case .cart(let route): route.access
    case .catalog(let route): route.access
    case .checkout(let route): route.access
    case .favorites(let route): route.access
    case .geography(let route): route.access
    case .orders(let route): route.access
    case .pos(let route): route.access
    case .search(let route): route.access
    case .suggestions(let route): route.access
    case .system(let route): route.access
    }
  }
}
