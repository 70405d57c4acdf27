extension APIRoute.POS {
  /// `/api/v1/pos/login`, `/pos/me` and `/pos/registers...`.
  public enum Staff: Equatable, Sendable {
    /// `GET /pos/me` (staff token) → `StaffMember`.
    case current
    /// `POST /pos/staff/{id}/disable` (admins) → `StaffMember`: every token and the PIN of the member stop at once.
    case disable(PathParameter<User.ID>)
    /// `POST /pos/staff/{id}/enable` (admins) → `StaffMember`.
    case enable(PathParameter<User.ID>)
    /// `POST /pos/login` (HTTP Basic `phone:password`, no body) → `StaffSession`; 403 `forbidden` for customers.
    case login
    /// `POST /pos/logout` (staff token) → `{}`: ends the token's session and locks every register the member
    /// unlocked.
    case logout
    /// `GET /pos/staff` (admins, managers) → `[StaffMember]`: for an admin every staff member, disabled ones marked;
    /// for a manager the members of their own shop still at work (to assign a courier, to approve at a register).
    case members
    /// `GET /pos/registers` (staff token) → `[Register]` of the member's shop (every shop's for an unassigned admin).
    case registers
    /// `POST /pos/registers/{id}/unlock` (staff token) `RegisterUnlockRequest` → `RegisterUnlock`.
    case unlockRegister(PathParameter<Register.ID>, RegisterUnlockRequest)
    /// `POST /pos/staff/{id}` (admins) `StaffChangeRequest` → `StaffMember`: role, shop, password, PIN.
    case update(PathParameter<User.ID>, StaffChangeRequest)
  }
}

extension APIRoute.POS.Staff {
  /// Who may call this route.
  public var access: RouteAccess {
    switch self {
    case .current, .logout: .staff(RouteAccess.anyStaff)
    case .disable, .enable, .update: .staff([.admin])
    case .members: .staff([.admin, .manager])
    case .login: .password
    case .registers, .unlockRegister: .staff(RouteAccess.registerRoles)
    }
  }

  /// The request for this route.
  public var request: RouteRequest {
    switch self {
    case .current: .pos(.GET, ["me"])
    case .disable(let id): .pos(.POST, ["staff", id.pathComponent, "disable"])
    case .enable(let id): .pos(.POST, ["staff", id.pathComponent, "enable"])
    case .members: .pos(.GET, ["staff"])
    case .update(let id, let body): .pos(post: ["staff", id.pathComponent], body: body)
    case .login: .pos(.POST, ["login"])
    case .logout: .pos(.POST, ["logout"])
    case .registers: .pos(.GET, ["registers"])
    case .unlockRegister(let id, let body): .pos(post: ["registers", id.pathComponent, "unlock"], body: body)
    }
  }

  /// The routes of a path below `/api/v1/pos`.
  static func table(for path: [String]) -> RouteTable<Self> {
    switch path {
    case ["login"]: return [.POST: { _ in .login }]
    case ["logout"]: return [.POST: { _ in .logout }]
    case ["me"]: return [.GET: { _ in .current }]
    case ["registers"]: return [.GET: { _ in .registers }]
    case ["staff"]: return [.GET: { _ in .members }]
    default: break
    }
    if path.count == 2, path[0] == "staff" {
      return [.POST: { input in .update(PathParameter(pathComponent: path[1]), try input.body()) }]
    }
    if let id = path.parameter(after: ["staff"], before: ["disable"]) {
      return [.POST: { _ in .disable(PathParameter(pathComponent: id)) }]
    }
    if let id = path.parameter(after: ["staff"], before: ["enable"]) {
      return [.POST: { _ in .enable(PathParameter(pathComponent: id)) }]
    }
    if let id = path.parameter(after: ["registers"], before: ["unlock"]) {
      return [.POST: { input in .unlockRegister(PathParameter(pathComponent: id), try input.body()) }]
    }
    return [:]
  }
}
